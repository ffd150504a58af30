import type { Agreement, GuardianRelation } from '@avtalt/contracts';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { apiErrorDetails } from '../../api/http';
import { useAcceptGuardian } from '../../hooks/use-accept-guardian';
import { yourGuardianship } from '../../lib/agreement-facts.rules';
import { GUARDIAN_RELATIONS, norwegianToday, relationLabel } from '../../lib/guardians.rules';
import { serverText } from '../../lib/server-text';
import { useLibTexts } from '../../lib/texts';
import {
  acceptErrorToast,
  checkGuardianForm,
  EMPTY_GUARDIAN_FORM,
  type GuardianForm,
  type GuardianFormErrors,
} from './guardian-invitation.rules';
import { guardianT, useGuardianTexts } from './texts';
import { nb } from './texts/nb';

/** The declaration the guardian ticks (the API's `declaration: true`), in their own words: in bokmål. */
export const DECLARATION_LABEL = nb.form.declaration;

/** The toast after accepting: whom the guardian now signs with. */
function acceptedToast(agreement: Agreement, t = guardianT) {
  const ward = yourGuardianship(agreement)?.partyName.trim();
  return {
    title: t('accepted.title'),
    description: ward ? t('accepted.withWard', { ward }) : t('accepted.withParty'),
    variant: 'success' as const,
  };
}

/**
 * «Godta som verge»: how the person is the party's guardian, their own date of birth (the document names
 * them with it) and the declaration. Checked as the server checks it before it is sent; a refusal is a
 * toast (api/toast-policy.ts), except an unconfirmed address, which the page shows (`onRefused`).
 */
export function GuardianAcceptForm({
  agreementId,
  email,
  onAccepted,
  onRefused,
}: {
  agreementId: string;
  email: string | null;
  onAccepted: () => void;
  onRefused: (error: unknown) => void;
}) {
  const t = useGuardianTexts();
  const lib = useLibTexts();
  const [form, setForm] = useState<GuardianForm>(EMPTY_GUARDIAN_FORM);
  const [errors, setErrors] = useState<GuardianFormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const accept = useAcceptGuardian(agreementId, {
    errorToast: acceptErrorToast,
    successToast: (agreement) => acceptedToast(agreement as Agreement, t),
  });

  const change = (next: Partial<GuardianForm>) => {
    const value = { ...form, ...next };
    setForm(value);
    // Once sent, the messages follow each change.
    if (submitted) setErrors(checkGuardianForm(value, norwegianToday()).errors ?? {});
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const checked = checkGuardianForm(form, norwegianToday());
    setErrors(checked.errors ?? {});
    if (!checked.body) return;
    accept.mutate(checked.body, {
      onSuccess: onAccepted,
      onError: (error) => {
        // A field the server refused is said under it.
        const fields: GuardianFormErrors = {};
        for (const issue of apiErrorDetails(error)) {
          const field = issue.path.split('.')[0] as keyof GuardianForm;
          if (field in EMPTY_GUARDIAN_FORM && !fields[field]) fields[field] = issue.message;
        }
        if (Object.keys(fields).length > 0) setErrors(fields);
        onRefused(error);
      },
    });
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5} aria-label={t('form.label')}>
      {email ? (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {t('form.loggedInAs', { email })}
        </Typography>
      ) : null}
      <FormControl error={Boolean(errors.relation)} required>
        <FormLabel id="guardian-relation-label" sx={{ fontWeight: 600, color: 'text.primary' }}>
          {t('form.relation')}
        </FormLabel>
        <RadioGroup
          aria-labelledby="guardian-relation-label"
          name="relation"
          value={form.relation}
          onChange={(event) => change({ relation: event.target.value as GuardianRelation })}
        >
          {GUARDIAN_RELATIONS.map((relation) => (
            <FormControlLabel
              key={relation}
              value={relation}
              control={<Radio />}
              label={relationLabel(relation, lib)}
            />
          ))}
        </RadioGroup>
        {errors.relation ? <FormHelperText>{serverText(errors.relation)}</FormHelperText> : null}
      </FormControl>
      <TextField
        id="guardian-birth-date"
        label={t('form.birthDate')}
        required
        value={form.birthDate}
        onChange={(event) => change({ birthDate: event.target.value })}
        placeholder={t('form.birthDatePlaceholder')}
        autoComplete="bday"
        error={Boolean(errors.birthDate)}
        helperText={errors.birthDate ? serverText(errors.birthDate) : t('form.birthDateHelp')}
      />
      <FormControl error={Boolean(errors.declaration)} required>
        <FormControlLabel
          sx={{ alignItems: 'flex-start', '& .MuiCheckbox-root': { mt: -0.75 } }}
          control={
            <Checkbox
              checked={form.declaration}
              onChange={(event) => change({ declaration: event.target.checked })}
              slotProps={
                errors.declaration
                  ? { input: { 'aria-describedby': 'guardian-declaration-error' } }
                  : undefined
              }
            />
          }
          label={t('form.declaration')}
        />
        {errors.declaration ? (
          <FormHelperText id="guardian-declaration-error">{serverText(errors.declaration)}</FormHelperText>
        ) : null}
      </FormControl>
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        endIcon={<ArrowForwardIcon />}
        disabled={accept.isPending}
      >
        {accept.isPending ? t('form.accepting') : t('form.accept')}
      </Button>
    </Stack>
  );
}
