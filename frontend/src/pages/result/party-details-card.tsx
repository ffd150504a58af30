import type { Agreement, User } from '@avtalt/contracts';
import BadgeIcon from '@mui/icons-material/BadgeOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Trans } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { apiErrorDetails, apiErrorMessage } from '../../api/http';
import { useSetPartyDetails } from '../../hooks/use-party-details';
import { useZodForm } from '../../hooks/use-zod-form';
import { detailsFormValues, partyDetailsFormSchema, waitingSentence, yourName } from './party-details.rules';
import { RESULT_CARD_CONTENT_SX, RESULT_CARD_SX } from './result-card.styles';
import { formatDay } from './result-dates.rules';
import { useResultTexts } from './texts';

interface PartyDetailsCardProps {
  agreement: Agreement;
  user: User;
  /** The saved details are shown; false shows the form. */
  saved: boolean;
  /** 'Endre' is offered (the final text is not made yet, or a missing date of birth may be added). */
  canEdit: boolean;
  /** Only a date of birth may be added: the address is shown as the text prints it (detailsCard). */
  birthDateOnly?: boolean;
  /** After a save (the page asks for the text and the signatures again). */
  onSaved?: () => void;
  /** Say who else the text waits for (false when the page says it elsewhere). */
  showWaiting?: boolean;
}

/**
 * 'Dine opplysninger i avtalen' (issue 15, docs/legal-document.md): the caller's full name (the account's,
 * changed on the profile page), date of birth and address as the document will print them. The final
 * text waits until every party has given a date of birth or an address; the card says who it waits for.
 */
export function PartyDetailsCard({
  agreement,
  user,
  saved,
  canEdit,
  birthDateOnly = false,
  onSaved,
  showWaiting = true,
}: PartyDetailsCardProps) {
  const t = useResultTexts();
  const [editing, setEditing] = useState(false);
  const showForm = !saved || editing;
  const waiting =
    showWaiting && saved && !editing && !agreement.legalText
      ? waitingSentence(agreement, t, { others: true })
      : null;
  const birthDate = agreement.yourDetails?.birthDate;

  return (
    <Card component="section" aria-labelledby="party-details-title" variant="outlined" sx={RESULT_CARD_SX}>
      <CardContent sx={RESULT_CARD_CONTENT_SX}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
          <BadgeIcon color="primary" aria-hidden="true" />
          <Typography id="party-details-title" variant="h6" component="h2">
            {t('details.title')}
          </Typography>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5, lineHeight: 1.6 }}>
          {t('details.intro')}
        </Typography>

        {showForm ? (
          <DetailsForm
            // A fresh form from what is saved each time 'Endre' opens it.
            key={`${agreement.yourDetails?.birthDate ?? ''}|${agreement.yourDetails?.address ?? ''}`}
            agreement={agreement}
            user={user}
            birthDateOnly={birthDateOnly}
            onSaved={() => {
              setEditing(false);
              onSaved?.();
            }}
            onCancel={saved ? () => setEditing(false) : undefined}
          />
        ) : (
          <>
            <Box
              component="dl"
              sx={{
                m: 0,
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: 'max-content minmax(0, 1fr)' },
                columnGap: 3,
                rowGap: { xs: 0.25, sm: 1 },
              }}
            >
              <DetailRow label={t('details.name')} value={yourName(agreement, user)} />
              <DetailRow
                label={t('details.birthDate')}
                value={birthDate ? formatDay(birthDate) : t('details.notGiven')}
                muted={!birthDate}
              />
              <DetailRow
                label={t('details.address')}
                value={agreement.yourDetails?.address || t('details.notGiven')}
                muted={!agreement.yourDetails?.address}
              />
            </Box>
            {canEdit ? (
              <Stack direction="row" sx={{ justifyContent: { xs: 'stretch', sm: 'flex-end' }, mt: 2 }}>
                <Button
                  variant="outlined"
                  startIcon={<EditIcon />}
                  onClick={() => setEditing(true)}
                  sx={{ flex: { xs: 1, sm: 'none' } }}
                >
                  {birthDateOnly ? t('details.addBirthDate') : t('details.edit')}
                </Button>
              </Stack>
            ) : null}
          </>
        )}

        {waiting ? (
          <Alert severity="info" role="status" sx={{ mt: 2.5 }}>
            {waiting}
          </Alert>
        ) : null}
      </CardContent>
    </Card>
  );
}

function DetailRow({ label, value, muted = false }: { label: string; value: string; muted?: boolean }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography
        component="dt"
        variant="body2"
        color="text.secondary"
        sx={{ fontWeight: 600, mt: { xs: 1, sm: 0 } }}
      >
        {label}
      </Typography>
      <Typography
        component="dd"
        sx={{ m: 0, overflowWrap: 'anywhere', color: muted ? 'text.secondary' : undefined }}
      >
        {value}
      </Typography>
    </Box>
  );
}

interface DetailsFormProps {
  agreement: Agreement;
  user: User;
  birthDateOnly: boolean;
  onSaved: () => void;
  onCancel?: () => void;
}

function DetailsForm({ agreement, user, birthDateOnly, onSaved, onCancel }: DetailsFormProps) {
  const t = useResultTexts();
  const save = useSetPartyDetails(agreement.id);
  const schema = useMemo(() => partyDetailsFormSchema(), []);
  const form = useZodForm(schema, detailsFormValues(agreement.yourDetails), { idPrefix: 'party-details' });
  const [serverError, setServerError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (body) => {
    setServerError(null);
    try {
      await save.mutateAsync(body);
      onSaved();
    } catch (error) {
      const issues = apiErrorDetails(error);
      form.setServerErrors(issues);
      // A message that belongs to no field is shown above the button.
      if (!issues.some((i) => ['birthDate', 'address'].includes(i.path.split('.')[0])))
        setServerError(apiErrorMessage(error, t('details.saveFailed')));
    }
  });

  const birthDate = form.field('birthDate');
  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={1}>
      <TextField
        label={t('details.name')}
        value={yourName(agreement, user)}
        id="party-details-name"
        slotProps={{ htmlInput: { readOnly: true } }}
        helperText={
          <Trans
            t={t}
            i18nKey="details.nameHelp"
            components={{ a: <Link component={RouterLink} to="/profile" /> }}
          />
        }
      />
      <TextField
        {...birthDate}
        label={t('details.birthDate')}
        placeholder={t('details.birthDatePlaceholder')}
        autoComplete="bday"
        helperText={form.errors.birthDate ?? t('details.birthDateHelp')}
      />
      <TextField
        {...form.field('address')}
        label={t('details.address')}
        autoComplete="street-address"
        slotProps={birthDateOnly ? { htmlInput: { readOnly: true } } : undefined}
        helperText={
          form.errors.address ?? (birthDateOnly ? t('details.addressInText') : t('details.addressOptional'))
        }
      />
      {serverError ? (
        <Alert severity="error" role="alert">
          {serverError}
        </Alert>
      ) : null}
      <Stack
        direction={{ xs: 'column-reverse', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'flex-end', pt: 1 }}
      >
        {onCancel ? (
          <Button onClick={onCancel} disabled={save.isPending}>
            {t('details.cancel')}
          </Button>
        ) : null}
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {save.isPending ? t('details.saving') : t('details.save')}
        </Button>
      </Stack>
    </Stack>
  );
}
