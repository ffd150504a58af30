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
import { authUrlFor, safeGet, safeSet } from '../../lib/return-to';
import { ResendVerificationButton } from '../profile/email-verification-notice';
import { useVerifyEmailTexts } from './texts';
import { nb } from './texts/nb';

// The page's words in bokmål (the page says them in the language in use).
export const VERIFIED_TEXT = nb.verified;
export const LOGIN_FIRST_TEXT = nb.loginFirst;
/** The token waits here while the person logs in (this tab only; never in the address bar of /auth). */
const PENDING_TOKEN_KEY = 'avtalt.pendingVerifyToken';

type State =
  | { kind: 'checking' }
  | { kind: 'login' }
  | { kind: 'verified'; user: User }
  /** `message` null: the link has no token. */
  | { kind: 'failed'; message: string | null };

const tabStorage = () => window.sessionStorage;
const pendingToken = (): string => safeGet(tabStorage, PENDING_TOKEN_KEY) ?? '';
/** Storage unavailable: the person opens the link again after logging in. */
const keepPendingToken = (token: string | null): void =>
  safeSet(tabStorage, PENDING_TOKEN_KEY, token || null);

/**
 * /bekreft-epost#<token> (the link in the 'Bekreft e-postadressen' mail, or in 'Bekreft den nye
 * e-postadressen' after an address change, issue 31: then the new address becomes the account's): confirms the address once
 * (POST /api/auth/verify-email) and says how it went. Only the account itself may confirm
 * (docs/password-reset-and-address-confirmation.md): logged out, the page asks the person to log in and
 * confirms when they come back; logged in as another account, the server's message says so.
 */
export default function VerifyEmailPage() {
  const t = useVerifyEmailTexts();
  const [token] = useState(() => tokenFromHash(window.location.hash) || pendingToken());
  const [state, setState] = useState<State>(token ? { kind: 'checking' } : { kind: 'failed', message: null });
  const queryClient = useQueryClient();
  const { user, isLoading } = useUser();
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current || isLoading) return;
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    if (!user) {
      keepPendingToken(token);
      setState({ kind: 'login' });
      return;
    }
    started.current = true;
    keepPendingToken(null);
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
          message: apiErrorMessage(error, t('failed')),
        }),
      );
  }, [token, queryClient, user, isLoading]);

  return (
    <LinkPageCard title={t('title')}>
      <div role="status" aria-live="polite">
        {state.kind === 'checking' ? (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <CircularProgress size={22} aria-hidden="true" />
            <Typography>{t('checking')}</Typography>
          </Stack>
        ) : state.kind === 'login' ? (
          <Alert severity="info">{t('loginFirst')}</Alert>
        ) : state.kind === 'verified' ? (
          <Alert severity="success">
            {t('verified')}
            <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
              {state.user.email}
            </Typography>
          </Alert>
        ) : (
          <Alert severity="error">{state.message ?? t('noToken')}</Alert>
        )}
      </div>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ mt: 3, alignItems: { sm: 'flex-start' } }}
      >
        {state.kind === 'failed' && user && (!user.emailVerified || user.pendingEmailMasked) ? (
          <ResendVerificationButton />
        ) : null}
        {state.kind !== 'checking' ? (
          <Button
            component={RouterLink}
            to={user ? '/profile' : authUrlFor('/bekreft-epost')}
            variant={state.kind === 'verified' || state.kind === 'login' ? 'contained' : 'outlined'}
          >
            {user ? t('toProfile') : t('logIn')}
          </Button>
        ) : null}
      </Stack>
    </LinkPageCard>
  );
}
