import {
  ErrorCode,
  invitationsBodySchema,
  MAX_INVITATIONS_PER_RECIPIENT_PER_DAY,
  MAX_INVITATIONS_PER_REQUEST,
  NotificationMessages,
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
import { ResendVerificationButton } from '../profile/email-verification-notice';

export const CONFIRM_BEFORE_INVITING = 'Bekreft e-postadressen din før du inviterer andre';

/**
 * 'Send invitasjon på e-post' on the share page (issue 17): the link to the agreement by mail, to up to
 * 20 addresses at a time (and 20 per agreement per day, counted by the server). Addresses are typed in
 * one field, separated by commas, spaces or new lines, and checked with the contract's schema first.
 * Only a confirmed address may invite (issue 32): until then the card says so, offers a new confirmation
 * link and does not send; a 403 from the server (the address was not confirmed after all) does the same.
 */
export function InviteByEmailCard({ agreementId }: { agreementId: string }) {
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
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
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
      const which = typeof index === 'number' && emails[index] ? `«${emails[index]}»: ` : '';
      setFieldError(`${which}${issue?.message ?? 'Sjekk adressene'}`);
      setResult(null);
      return;
    }
    setFieldError(null);
    try {
      const reply = await send.mutateAsync(parsed.data.emails);
      setResult({ ok: true, message: invitationResultText(reply) });
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
        message: apiErrorMessage(error, 'Kunne ikke sende invitasjonen. Prøv igjen om litt.'),
      });
    }
  };

  return (
    <Card component="section" aria-labelledby="invite-email-title" sx={{ mb: 3 }}>
      <CardContent>
        <Typography id="invite-email-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          Send invitasjon på e-post
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2, lineHeight: 1.6 }}>
          Vi sender lenken til avtalen til hver adresse for seg, så ingen ser de andres adresser. Én adresse
          får høyst {MAX_INVITATIONS_PER_RECIPIENT_PER_DAY} invitasjoner fra Avtalt per døgn, uansett hvem som
          sender dem.
        </Typography>
        {mustConfirm ? (
          <Alert severity="warning" sx={{ mb: 2 }}>
            <Typography sx={{ fontWeight: 600 }}>{CONFIRM_BEFORE_INVITING}</Typography>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {user?.email
                ? `Vi har sendt en bekreftelseslenke til ${user.email}. `
                : `${NotificationMessages.invitationEmailNotConfirmed} `}
              Lenken til avtalen over kan du dele som før.
            </Typography>
            <ResendVerificationButton
              label="Send ny bekreftelseslenke"
              size="small"
              sentText="Vi har sendt en ny bekreftelseslenke. Se i innboksen din (og i søppelposten), og send invitasjonene når adressen er bekreftet."
            />
          </Alert>
        ) : null}
        <form noValidate onSubmit={(event) => void submit(event)}>
          <TextField
            id="invite-emails"
            label="E-postadresser"
            placeholder="ola@eksempel.no, kari@eksempel.no"
            value={text}
            onChange={(event) => setText(event.target.value)}
            multiline
            minRows={2}
            fullWidth
            error={Boolean(fieldError)}
            helperText={
              fieldError ??
              `Skill adressene med komma eller mellomrom. Høyst ${MAX_INVITATIONS_PER_REQUEST} om gangen.`
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
            {send.isPending ? 'Sender...' : 'Send invitasjon'}
          </Button>
        </form>
        <div role="status" aria-live="polite">
          {result ? (
            <Alert severity={result.ok ? 'success' : 'error'} sx={{ mt: 2 }}>
              {result.message}
            </Alert>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
