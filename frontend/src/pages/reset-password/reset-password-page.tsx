import { passwordResetFormSchema } from '@avtalt/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { confirmPasswordReset } from '../../api/account-mail';
import { apiErrorDetails, apiErrorMessage } from '../../api/http';
import { queryKeys } from '../../api/query-keys';
import { LinkPageCard } from '../../components/link-page-card';
import { useZodForm } from '../../hooks/use-zod-form';
import { tokenFromHash } from '../../lib/hash-token.rules';
import { ForgotPasswordDialog } from '../auth/forgot-password-dialog';
import { useResetPasswordTexts } from './texts';
import { nb } from './texts/nb';

/** What the page says once the password is changed, in bokmål (the page says it in the language in use). */
export const RESET_DONE_TEXT = nb.done;

/**
 * /tilbakestill-passord#<token> (the link in the 'Nytt passord' mail): a new password twice. The token
 * is read from the fragment once and then taken out of the address bar. On success every session of the
 * account has ended, this one too: the page sends the user to log in.
 */
export default function ResetPasswordPage() {
  const t = useResetPasswordTexts();
  const [token] = useState(() => tokenFromHash(window.location.hash));
  const queryClient = useQueryClient();
  const form = useZodForm(
    passwordResetFormSchema,
    { token, newPassword: '', confirmPassword: '' },
    { idPrefix: 'reset' },
  );
  const [state, setState] = useState<'idle' | 'saving' | 'done'>('idle');
  const [error, setError] = useState<string | null>(null);
  const [askOpen, setAskOpen] = useState(false);
  const done = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (window.location.hash)
      window.history.replaceState(
        window.history.state,
        '',
        window.location.pathname + window.location.search,
      );
  }, []);
  useEffect(() => {
    if (state === 'done') done.current?.focus();
  }, [state]);

  const onSubmit = form.handleSubmit(async ({ confirmPassword: _confirm, ...body }) => {
    setState('saving');
    setError(null);
    try {
      await confirmPasswordReset(body);
      // The server ended every session of the account, this browser's too.
      queryClient.setQueryData(queryKeys.user, null);
      setState('done');
    } catch (failure) {
      form.setServerErrors(apiErrorDetails(failure));
      setError(apiErrorMessage(failure, t('failed')));
      setState('idle');
    }
  });

  const linkProblem = !token ? t('noToken') : (form.errors.token ?? null);

  return (
    <LinkPageCard title={t('title')}>
      {state === 'done' ? (
        <Stack spacing={2} ref={done} tabIndex={-1} sx={{ outline: 'none' }}>
          <Alert severity="success" role="status">
            {t('done')}
          </Alert>
          <Button component={RouterLink} to="/auth" variant="contained" size="large">
            {t('logIn')}
          </Button>
        </Stack>
      ) : (
        <>
          {token ? (
            <Stack component="form" noValidate onSubmit={onSubmit} spacing={0.5}>
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                {t('intro')}
              </Typography>
              <TextField
                {...form.field('newPassword')}
                label={t('newPassword')}
                type="password"
                autoComplete="new-password"
                autoFocus
              />
              <TextField
                {...form.field('confirmPassword')}
                label={t('confirmPassword')}
                type="password"
                autoComplete="new-password"
              />
              <Button
                type="submit"
                variant="contained"
                size="large"
                disabled={state === 'saving'}
                sx={{ mt: 1 }}
              >
                {state === 'saving' ? t('saving') : t('save')}
              </Button>
            </Stack>
          ) : null}
          <div role="status" aria-live="polite">
            {error || linkProblem ? (
              <Alert severity="error" sx={{ mt: 2 }}>
                {error ?? linkProblem}
              </Alert>
            ) : null}
          </div>
          {error || linkProblem ? (
            <Button variant="outlined" onClick={() => setAskOpen(true)} sx={{ mt: 1.5 }}>
              {t('askAgain')}
            </Button>
          ) : null}
        </>
      )}
      <ForgotPasswordDialog key={String(askOpen)} open={askOpen} onClose={() => setAskOpen(false)} />
    </LinkPageCard>
  );
}
