import type { User } from '@avtalt/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { verifyEmail } from '../../api/account-mail';
import { apiErrorMessage } from '../../api/http';
import { queryKeys } from '../../api/query-keys';
import { LinkPageCard } from '../../components/link-page-card';
import { useUser } from '../../hooks/use-auth';
import { tokenFromHash } from '../../lib/hash-token.rules';
import { ResendVerificationButton } from '../profile/email-verification-notice';

export const VERIFIED_TEXT = 'E-postadressen er bekreftet';
const NO_TOKEN_TEXT = 'Lenken er ufullstendig. Åpne lenken fra e-posten på nytt.';

type State = { kind: 'checking' } | { kind: 'verified'; user: User } | { kind: 'failed'; message: string };

/**
 * /bekreft-epost#<token> (the link in the 'Bekreft e-postadressen' mail): confirms the address as soon
 * as it opens, once (POST /api/auth/verify-email), and says how it went. Works logged in or out.
 */
export default function VerifyEmailPage() {
  const [token] = useState(() => tokenFromHash(window.location.hash));
  const [state, setState] = useState<State>(
    token ? { kind: 'checking' } : { kind: 'failed', message: NO_TOKEN_TEXT },
  );
  const queryClient = useQueryClient();
  const { user } = useUser();
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    verifyEmail({ token })
      .then((verified) => {
        // A logged-in user of that account sees the change at once (the profile's notice goes away).
        const current = queryClient.getQueryData<User | null>(queryKeys.user);
        if (current?.id === verified.id) queryClient.setQueryData(queryKeys.user, verified);
        setState({ kind: 'verified', user: verified });
      })
      .catch((error: unknown) =>
        setState({
          kind: 'failed',
          message: apiErrorMessage(error, 'Kunne ikke bekrefte adressen. Prøv igjen om litt.'),
        }),
      );
  }, [token, queryClient]);

  return (
    <LinkPageCard title="Bekreft e-postadressen">
      <div role="status" aria-live="polite">
        {state.kind === 'checking' ? (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <CircularProgress size={22} aria-hidden="true" />
            <Typography>Bekrefter adressen ...</Typography>
          </Stack>
        ) : state.kind === 'verified' ? (
          <Alert severity="success">
            {VERIFIED_TEXT}
            <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
              {state.user.email}
            </Typography>
          </Alert>
        ) : (
          <Alert severity="error">{state.message}</Alert>
        )}
      </div>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3, alignItems: { sm: 'flex-start' } }}>
        {state.kind === 'failed' && user && !user.emailVerified ? <ResendVerificationButton /> : null}
        {state.kind !== 'checking' ? (
          <Button
            component={RouterLink}
            to={user ? '/profile' : '/auth'}
            variant={state.kind === 'verified' ? 'contained' : 'outlined'}
          >
            {user ? 'Til profilen' : 'Logg inn'}
          </Button>
        ) : null}
      </Stack>
    </LinkPageCard>
  );
}
