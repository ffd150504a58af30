import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { requestPasswordReset } from '../../api/account-mail';
import { apiErrorDetails, apiErrorMessage } from '../../api/http';
import { useZodForm } from '../../hooks/use-zod-form';
import { useAuthTexts } from './texts';
import { nb } from './texts/nb';

// Loaded when a field is first focused, not with the login page (use-zod-form.ts, SchemaSource).
const loadResetRequestSchema = () =>
  import('@avtalt/contracts').then((contracts) => contracts.passwordResetRequestBodySchema);

/**
 * The answer to every well-formed request, the same whether or not the address has an account: in bokmål (the
 * dialog says it in the language in use).
 */
export const RESET_SENT_TEXT = nb.forgotPassword.sent;

/**
 * 'Glemt passord?': asks for the address and sends a reset link (POST /api/auth/password-reset). The
 * answer never tells whether the address has an account.
 */
export function ForgotPasswordDialog({
  open,
  onClose,
  initialEmail = '',
}: {
  open: boolean;
  onClose: () => void;
  initialEmail?: string;
}) {
  const t = useAuthTexts();
  const form = useZodForm(loadResetRequestSchema, { email: initialEmail }, { idPrefix: 'reset-request' });
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (body) => {
    setState('sending');
    setError(null);
    try {
      await requestPasswordReset(body);
      setState('sent');
    } catch (failure) {
      form.setServerErrors(apiErrorDetails(failure));
      setError(apiErrorMessage(failure, t('forgotPassword.failed')));
      setState('idle');
    }
  });

  const close = () => {
    onClose();
    setState('idle');
    setError(null);
    form.reset({ email: initialEmail });
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby="reset-request-title" fullWidth maxWidth="xs">
      <DialogTitle id="reset-request-title">{t('forgotPassword.title')}</DialogTitle>
      <form noValidate onSubmit={onSubmit}>
        <DialogContent sx={{ pt: 0 }}>
          {state === 'sent' ? null : (
            <>
              <DialogContentText sx={{ mb: 2 }}>{t('forgotPassword.intro')}</DialogContentText>
              <TextField
                {...form.field('email')}
                label={t('fields.email')}
                type="email"
                autoComplete="email"
                autoFocus
                fullWidth
              />
            </>
          )}
          <div role="status" aria-live="polite">
            {state === 'sent' ? <Alert severity="success">{t('forgotPassword.sent')}</Alert> : null}
            {error ? <Alert severity="error">{error}</Alert> : null}
          </div>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          {state === 'sent' ? (
            <Button variant="contained" onClick={close}>
              {t('forgotPassword.close')}
            </Button>
          ) : (
            <>
              <Button onClick={close}>{t('forgotPassword.cancel')}</Button>
              <Button type="submit" variant="contained" disabled={state === 'sending'}>
                {state === 'sending' ? t('forgotPassword.sending') : t('forgotPassword.send')}
              </Button>
            </>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
