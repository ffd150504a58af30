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
import { useStopEmailChangeTexts } from './texts';
import { nb } from './texts/nb';

// The page's words in bokmål (the page says them in the language in use).
export const STOP_QUESTION_TEXT = nb.question;
export const STOPPED_TEXT = nb.stopped;
export const STOPPED_SESSIONS_TEXT = nb.sessions;

/**
 * /stopp-epostendring#<token> (issue 31; the link in the mail to the confirmed address when a new one was
 * asked for): 'Stopp endringen' stops it (POST /api/auth/email-change/stop). No login: the token is the
 * permission, and the owner may not be the one logged in. The server ends every session of the account,
 * so the page forgets the logged-in user too. A button, not on load: a mail scanner that opens links
 * must not stop a change the owner asked for.
 */
export default function StopEmailChangePage() {
  const t = useStopEmailChangeTexts();
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
    <LinkPageCard title={t('title')}>
      <div role="status" aria-live="polite">
        {!token ? <Alert severity="error">{t('noToken')}</Alert> : null}
        {stop.isSuccess ? (
          <Alert severity="success">
            <Typography sx={{ fontWeight: 600 }}>{t('stopped')}</Typography>
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {t('sessions')}
            </Typography>
          </Alert>
        ) : null}
        {stop.isError ? <Alert severity="error">{apiErrorMessage(stop.error, t('failed'))}</Alert> : null}
      </div>
      {token && !stop.isSuccess ? (
        <Stack spacing={2} sx={{ mt: stop.isError ? 2 : 0 }}>
          <Typography>{t('question')}</Typography>
          <Button
            variant="contained"
            size="large"
            color="error"
            onClick={() => stop.mutate()}
            disabled={stop.isPending}
            sx={{ alignSelf: { sm: 'flex-start' } }}
          >
            {stop.isPending ? t('stopping') : t('stop')}
          </Button>
        </Stack>
      ) : null}
      {stop.isSuccess ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3 }}>
          <Button component={RouterLink} to="/auth" variant="contained">
            {t('logIn')}
          </Button>
        </Stack>
      ) : null}
    </LinkPageCard>
  );
}
