import {
  inviteGuardianBodySchema,
  type Agreement,
  type Guardian,
  type SignaturesView,
} from '@avtalt/contracts';
import { AgreementMessages, ErrorCode } from '@avtalt/contracts/constants';
import FamilyIcon from '@mui/icons-material/FamilyRestroomOutlined';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { apiErrorCode } from '../../api/http';
import { queryKeys } from '../../api/query-keys';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useUser } from '../../hooks/use-auth';
import { useInviteGuardian, useRemoveGuardian } from '../../hooks/use-guardians';
import { intlLocale } from '../../i18n/i18n';
import {
  guardianChip,
  guardianName,
  guardianSentence,
  mayRemoveGuardian,
  norwegianToday,
  relationText,
  removeGuardianText,
  yourGuardian,
  youNeedGuardian,
} from '../../lib/guardians.rules';
import { yourGuardianship } from '../../lib/agreement-facts.rules';
import { ResendVerificationButton } from '../profile/email-verification-notice';
import { RESULT_CARD_CONTENT_SX, RESULT_CARD_SX } from './result-card.styles';
import { useResultTexts } from './texts';

/** The id of the card: the signing dialog's «Inviter vergen din» moves here. */
export const GUARDIAN_ANCHOR = 'verge';

interface GuardianCardProps {
  agreementId: string;
  agreement: Agreement;
  view: SignaturesView | undefined;
}

/**
 * «Verge» on the result page (docs/guardians.md). A party under 18 cannot sign alone (vergemålsloven § 9):
 * they invite their guardian by address here, see whether the guardian has accepted, and may remove the
 * invitation before anyone has signed. The guardian reads whom they sign for and may step down; the other
 * parties read why they wait («Siri Ung signerer sammen med vergen Mona Ung»). Nothing for anyone else.
 */
export function GuardianCard({ agreementId, agreement, view }: GuardianCardProps) {
  const t = useResultTexts();
  const [chosen, setChosen] = useState<Guardian | null>(null);
  const removedName = chosen ? guardianName(chosen) : '';
  const remove = useRemoveGuardian(agreementId, {
    errorToast: { title: t('guardian.removeFailed') },
    successToast: (_agreement, _id) => ({
      title: chosen?.isYou ? t('guardian.youSteppedDown') : t('guardian.removed'),
      description: chosen?.isYou ? undefined : removedName,
      variant: 'success',
    }),
  });

  const guardianship = yourGuardianship(agreement);
  const minor = !guardianship && youNeedGuardian(agreement, view, norwegianToday());
  const others = (agreement.guardians ?? []).filter((g) => !g.isYou && g !== yourGuardian(agreement));
  if (!guardianship && !minor && others.length === 0) return null;
  const canRemove = (g: Guardian) => mayRemoveGuardian(g, view, agreement);
  const dialog = chosen
    ? removeGuardianText(chosen)
    : { title: '', description: '', confirmLabel: t('guardian.remove') };

  return (
    <Card
      component="section"
      id={GUARDIAN_ANCHOR}
      tabIndex={-1}
      aria-labelledby="guardian-title"
      variant="outlined"
      sx={{ ...RESULT_CARD_SX, scrollMarginTop: 80 }}
    >
      <CardContent sx={RESULT_CARD_CONTENT_SX}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
          <FamilyIcon color="primary" aria-hidden="true" />
          <Typography id="guardian-title" variant="h6" component="h2">
            {t('guardian.title')}
          </Typography>
        </Stack>

        {guardianship ? (
          <YouAreGuardian guardian={guardianship} onRemove={canRemove(guardianship) ? setChosen : null} />
        ) : null}
        {minor ? (
          <WardPart
            agreementId={agreementId}
            guardian={yourGuardian(agreement)}
            canRemove={canRemove}
            onRemove={setChosen}
          />
        ) : null}
        {others.length > 0 ? (
          <Stack spacing={1} sx={{ mt: guardianship || minor ? 2 : 0 }} data-testid="guardian-others">
            {others.map((g) => (
              <Typography key={g.id} sx={{ lineHeight: 1.6 }}>
                {guardianSentence(g)}.
              </Typography>
            ))}
          </Stack>
        ) : null}
      </CardContent>
      <ConfirmDialog
        open={chosen !== null}
        title={dialog.title}
        description={dialog.description}
        confirmLabel={dialog.confirmLabel}
        pending={remove.isPending}
        onConfirm={() => {
          if (chosen) remove.mutate(chosen.id, { onSettled: () => setChosen(null) });
        }}
        onClose={() => setChosen(null)}
      />
    </Card>
  );
}

/** What the guardian reads: whom they sign for, how, and that they do not answer. */
function YouAreGuardian({
  guardian,
  onRemove,
}: {
  guardian: Guardian;
  onRemove: ((g: Guardian) => void) | null;
}) {
  const t = useResultTexts();
  const ward = guardian.partyName.trim() || t('guardian.theParty');
  const relation = relationText(guardian.relation);
  return (
    <>
      <Typography sx={{ fontWeight: 600, mb: 0.5 }} data-testid="guardian-you">
        {relation
          ? t('guardian.youAreGuardianAs', { ward, relation: relation.toLocaleLowerCase(intlLocale()) })
          : t('guardian.youAreGuardian', { ward })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.6 }}>
        {t('guardian.youSignWith', { ward })}
      </Typography>
      {onRemove ? (
        <Button size="small" color="error" sx={{ mt: 1, ml: -0.5 }} onClick={() => onRemove(guardian)}>
          {t('guardian.stepDown')}
        </Button>
      ) : null}
    </>
  );
}

/** The party under 18: why a guardian, and the invitation or the guardian they invited. */
function WardPart({
  agreementId,
  guardian,
  canRemove,
  onRemove,
}: {
  agreementId: string;
  guardian: Guardian | undefined;
  canRemove: (g: Guardian) => boolean;
  onRemove: (g: Guardian) => void;
}) {
  const t = useResultTexts();
  let status: ReactNode;
  if (!guardian) status = <InviteGuardianForm agreementId={agreementId} />;
  else
    status = (
      <>
        <GuardianRow guardian={guardian} onRemove={canRemove(guardian) ? () => onRemove(guardian) : null} />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1, lineHeight: 1.6 }}>
          {guardian.status === 'active'
            ? t('guardian.accepted')
            : guardian.email
              ? t('guardian.invitationSentTo', { email: guardian.email })
              : t('guardian.invitationSent')}
        </Typography>
      </>
    );
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2, lineHeight: 1.6 }}>
        {t('guardian.underAge')}
      </Typography>
      {status}
    </>
  );
}

function GuardianRow({ guardian, onRemove }: { guardian: Guardian; onRemove: (() => void) | null }) {
  const t = useResultTexts();
  const chip = guardianChip(guardian);
  const relation = relationText(guardian.relation);
  return (
    <Box
      data-testid="guardian-row"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5 }}
    >
      <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {guardian.name?.trim() || guardian.email || t('guardian.invited')}
        </Typography>
        {relation ? (
          <Typography variant="body2" color="text.secondary">
            {relation}
          </Typography>
        ) : null}
      </Box>
      {/* A chip's look without MUI's Chip, as the share page's observers. */}
      <Typography
        variant="caption"
        sx={{
          px: 1,
          py: 0.25,
          borderRadius: 4,
          border: 1,
          fontWeight: 600,
          borderColor: chip.color === 'success' ? 'success.main' : 'divider',
          color: chip.color === 'success' ? 'success.dark' : 'text.secondary',
        }}
      >
        {chip.label}
      </Typography>
      {onRemove ? (
        <Button
          size="small"
          color="error"
          onClick={onRemove}
          aria-label={t('guardian.removeNamed', { name: guardianName(guardian) })}
        >
          {t('guardian.remove')}
        </Button>
      ) : null}
    </Box>
  );
}

/**
 * The invitation by address. Only a confirmed address of one's own may invite (an Avtalt mail with the
 * agreement's title must come from a known mailbox): until then the form says so, as the observers' does.
 */
function InviteGuardianForm({ agreementId }: { agreementId: string }) {
  const t = useResultTexts();
  const { user } = useUser();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [refused, setRefused] = useState(false);
  const confirmed = user?.emailVerified === true;
  const mustConfirm = refused || (user !== null && !user.emailVerified);
  // Confirmed in another tab (the account is asked again on focus): the form invites again.
  useEffect(() => {
    if (confirmed) setRefused(false);
  }, [confirmed]);
  const invite = useInviteGuardian(agreementId, {
    errorToast: (error) =>
      apiErrorCode(error) === ErrorCode.Forbidden ? false : { title: t('guardian.inviteFailed') },
    successToast: (_agreement, address) => ({
      title: t('guardian.invitationSentTitle'),
      description: t('guardian.invitationSentText', { address: String(address) }),
      variant: 'success',
    }),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = inviteGuardianBodySchema.safeParse({ email: email.trim() });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? t('guardian.invalidEmail'));
      return;
    }
    setFieldError(null);
    invite.mutate(parsed.data.email, {
      onSuccess: () => setEmail(''),
      onError: (error) => {
        if (apiErrorCode(error) !== ErrorCode.Forbidden) return;
        // The page's copy of the account may be older than the server's.
        setRefused(true);
        void queryClient.invalidateQueries({ queryKey: queryKeys.user });
      },
    });
  };

  return (
    <>
      {mustConfirm ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          <Typography sx={{ fontWeight: 600 }}>{AgreementMessages.observerEmailNotConfirmed}</Typography>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {user?.email ? t('guardian.confirmationSent', { email: user.email }) : null}
          </Typography>
          <ResendVerificationButton label={t('guardian.resendConfirmation')} size="small" />
        </Alert>
      ) : null}
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        sx={{
          display: 'flex',
          gap: 1.5,
          alignItems: 'flex-start',
          flexDirection: { xs: 'column', sm: 'row' },
        }}
      >
        <TextField
          id="guardian-email"
          label={t('guardian.emailLabel')}
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          fullWidth
          size="small"
          error={Boolean(fieldError)}
          helperText={fieldError ?? t('guardian.emailHelp')}
          slotProps={{
            htmlInput: { autoComplete: 'off', inputMode: 'email', spellCheck: false, autoCapitalize: 'none' },
          }}
        />
        <Button
          type="submit"
          variant="contained"
          startIcon={<MailOutlineIcon />}
          disabled={mustConfirm || invite.isPending}
          sx={{ flexShrink: 0, minHeight: 40, width: { xs: '100%', sm: 'auto' } }}
        >
          {invite.isPending ? t('guardian.inviting') : t('guardian.invite')}
        </Button>
      </Box>
    </>
  );
}
