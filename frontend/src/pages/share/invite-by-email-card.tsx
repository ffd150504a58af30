import {
  ErrorCode,
  invitationsBodySchema,
  MAX_INVITATIONS_PER_RECIPIENT_PER_DAY,
  MAX_INVITATIONS_PER_REQUEST,
  type InvitationsReply,
} from '@avtalt/contracts';
import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { ApiError, apiErrorMessage } from '../../api/http';
import { sendInvitations } from '../../api/notifications';
import { queryKeys } from '../../api/query-keys';
import { useUser } from '../../hooks/use-auth';
import { invitationResultText, splitEmails } from '../../lib/notification-kinds.rules';
import { serverText } from '../../lib/server-text';
import { useLibTexts } from '../../lib/texts';
import { ResendVerificationButton } from '../profile/email-verification-notice';
import { useShareTexts } from './texts';
import { nb } from './texts/nb';

/** The warning's heading in bokmål, as the specs find it; shown through `t`. */
export const CONFIRM_BEFORE_INVITING = nb.invite.confirmFirst;

/**
 * 'Send invitasjon på e-post' on the share page (issue 17): the link to the agreement by mail, to up to
 * 20 addresses at a time (and 20 per agreement per day, counted by the server). Addresses are typed in
 * one field, separated by commas, spaces or new lines, and checked with the contract's schema first.
 * Only a confirmed address may invite (issue 32): until then the card says so, offers a new confirmation
 * link and does not send; a 403 from the server (the address was not confirmed after all) does the same.
 */
export function InviteByEmailCard({ agreementId }: { agreementId: string }) {
  const t = useShareTexts();
  const lib = useLibTexts();
  const { user } = useUser();
  const queryClient = useQueryClient();
  const [refused, setRefused] = useState(false);
  const mustConfirm = refused || (user !== null && !user.emailVerified);
  const confirmed = user?.emailVerified === true;
  // Confirmed in another tab (the account is asked again on focus): the card sends again.
  useEffect(() => {
    if (confirmed) setRefused(false);
  }, [confirmed]);
  const [text, setText] = useState('');
  // The schema's message (a contract constant, shown in the language in use) and the address it is about.
  const [fieldError, setFieldError] = useState<{ address: string | null; message: string } | null>(null);
  // What the server answered, worded when shown.
  const [result, setResult] = useState<
    { ok: true; reply: InvitationsReply } | { ok: false; message: string } | null
  >(null);
  // The card shows the outcome under its field, not in a toast.
  const send = useMutation({
    mutationFn: (emails: string[]) => sendInvitations(agreementId, { emails }),
    meta: { errorToast: false },
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const emails = splitEmails(text);
    const parsed = invitationsBodySchema.safeParse({ emails });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const index = issue?.path[1];
      const address = typeof index === 'number' ? (emails[index] ?? null) : null;
      setFieldError({ address, message: issue?.message ?? t('invite.checkAddresses') });
      setResult(null);
      return;
    }
    setFieldError(null);
    try {
      const reply = await send.mutateAsync(parsed.data.emails);
      setResult({ ok: true, reply });
      setText('');
    } catch (error) {
      if (error instanceof ApiError && error.code === ErrorCode.Forbidden) {
        // The address is not confirmed (the page's copy of the account may be older than the server's).
        setRefused(true);
        setResult(null);
        void queryClient.invalidateQueries({ queryKey: queryKeys.user });
        return;
      }
      setResult({
        ok: false,
        message: apiErrorMessage(error, t('invite.sendFailed')),
      });
    }
  };

  return (
    <Card component="section" aria-labelledby="invite-email-title" sx={{ mb: 3 }}>
      <CardContent>
        <Typography id="invite-email-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('invite.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2, lineHeight: 1.6 }}>
          {t('invite.intro', { max: MAX_INVITATIONS_PER_RECIPIENT_PER_DAY })}
        </Typography>
        {mustConfirm ? (
          <Alert severity="warning" sx={{ mb: 2 }}>
            <Typography sx={{ fontWeight: 600 }}>{t('invite.confirmFirst')}</Typography>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {user?.email ? t('invite.linkSentTo', { email: user.email }) : t('invite.notConfirmed')}{' '}
              {t('invite.shareAsBefore')}
            </Typography>
            <ResendVerificationButton label={t('invite.resend')} size="small" sentText={t('invite.resent')} />
          </Alert>
        ) : null}
        <form noValidate onSubmit={(event) => void submit(event)}>
          <TextField
            id="invite-emails"
            label={t('invite.emails')}
            placeholder={t('invite.emailsExample')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            multiline
            minRows={2}
            fullWidth
            error={Boolean(fieldError)}
            helperText={
              fieldError
                ? `${fieldError.address ? `«${fieldError.address}»: ` : ''}${serverText(fieldError.message)}`
                : t('invite.emailsHelp', { max: MAX_INVITATIONS_PER_REQUEST })
            }
            slotProps={{
              htmlInput: {
                autoComplete: 'email',
                inputMode: 'email',
                spellCheck: false,
                autoCapitalize: 'none',
              },
            }}
          />
          <Button
            type="submit"
            variant="contained"
            startIcon={<SendIcon />}
            disabled={send.isPending || mustConfirm}
            sx={{ mt: 1.5 }}
          >
            {send.isPending ? t('invite.sending') : t('invite.send')}
          </Button>
        </form>
        <div role="status" aria-live="polite">
          {result ? (
            <Alert severity={result.ok ? 'success' : 'error'} sx={{ mt: 2 }}>
              {result.ok ? invitationResultText(result.reply, lib) : result.message}
            </Alert>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
