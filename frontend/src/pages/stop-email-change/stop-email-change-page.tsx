import type { User } from '@avtalt/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { stopEmailChange } from '../../api/account-mail';
import { apiErrorMessage } from '../../api/http';
import { queryKeys } from '../../api/query-keys';
import { LinkPageCard } from '../../components/link-page-card';
import { tokenFromHash } from '../../lib/hash-token.rules';

export const STOP_QUESTION_TEXT =
  'Noen har bedt om å endre e-postadressen til kontoen din. Var det ikke deg, stopp endringen her. Adressen din forblir den samme.';
export const STOPPED_TEXT = 'Endringen er stoppet. E-postadressen din er ikke endret.';
export const STOPPED_SESSIONS_TEXT =
  'Alle er logget ut av kontoen. Den som ba om endringen, kjente passordet ditt: be om et nytt med «Glemt passord?» når du logger inn.';
const NO_TOKEN_TEXT = 'Lenken er ufullstendig. Åpne lenken fra e-posten på nytt.';

/**
 * /stopp-epostendring#<token> (issue 31; the link in the mail to the confirmed address when a new one was
 * asked for): 'Stopp endringen' stops it (POST /api/auth/email-change/stop). No login: the token is the
 * permission, and the owner may not be the one logged in. The server ends every session of the account,
 * so the page forgets the logged-in user too. A button, not on load: a mail scanner that opens links
 * must not stop a change the owner asked for.
 */
export default function StopEmailChangePage() {
  const [token] = useState(() => tokenFromHash(window.location.hash));
  const queryClient = useQueryClient();
  const stop = useMutation({
    mutationFn: () => stopEmailChange({ token }),
    // The page says why under its button (role="status"), not in a toast.
    meta: { errorToast: false },
    onSuccess: () => queryClient.setQueryData<User | null>(queryKeys.user, null),
  });

  useEffect(() => {
    // The token stays in memory only: not in the address bar, the history or a bookmark.
    if (token)
      window.history.replaceState(
        window.history.state,
        '',
        window.location.pathname + window.location.search,
      );
  }, [token]);

  return (
    <LinkPageCard title="Stopp endring av e-postadresse">
      <div role="status" aria-live="polite">
        {!token ? <Alert severity="error">{NO_TOKEN_TEXT}</Alert> : null}
        {stop.isSuccess ? (
          <Alert severity="success">
            <Typography sx={{ fontWeight: 600 }}>{STOPPED_TEXT}</Typography>
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {STOPPED_SESSIONS_TEXT}
            </Typography>
          </Alert>
        ) : null}
        {stop.isError ? (
          <Alert severity="error">
            {apiErrorMessage(stop.error, 'Kunne ikke stoppe endringen. Prøv igjen om litt.')}
          </Alert>
        ) : null}
      </div>
      {token && !stop.isSuccess ? (
        <Stack spacing={2} sx={{ mt: stop.isError ? 2 : 0 }}>
          <Typography>{STOP_QUESTION_TEXT}</Typography>
          <Button
            variant="contained"
            size="large"
            color="error"
            onClick={() => stop.mutate()}
            disabled={stop.isPending}
            sx={{ alignSelf: { sm: 'flex-start' } }}
          >
            {stop.isPending ? 'Stopper...' : 'Stopp endringen'}
          </Button>
        </Stack>
      ) : null}
      {stop.isSuccess ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3 }}>
          <Button component={RouterLink} to="/auth" variant="contained">
            Logg inn
          </Button>
        </Stack>
      ) : null}
    </LinkPageCard>
  );
}
