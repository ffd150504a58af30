import type { User } from '@avtalt/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { cancelEmailChange, resendVerification } from '../../api/account-mail';
import { apiErrorMessage } from '../../api/http';
import { queryKeys } from '../../api/query-keys';
import { type ProfileT, profileT, useProfileTexts } from './texts';
import { nb } from './texts/nb';

/** 'Ny e-postadresse venter på bekreftelse: n***@example.no' (in the language in use). */
export const pendingEmailText = (masked: string, t: ProfileT = profileT()): string =>
  t('pendingEmail.waiting', { masked });
/** The answers in bokmål, as the specs find them. */
export const PENDING_RESENT_TEXT = nb.pendingEmail.resent;
export const PENDING_CANCELLED_TEXT = nb.pendingEmail.cancelled;

/**
 * Issue 31, on /profile while an address change waits: which address (masked, as the server gives it),
 * that the current one stays until the link is followed, and 'Send lenken på nytt' / 'Avbryt endringen'.
 */
export function PendingEmailNotice({ user }: { user: User }) {
  const t = useProfileTexts();
  const queryClient = useQueryClient();
  const [state, setState] = useState<'idle' | 'busy' | 'resent' | 'cancelled'>('idle');
  const [error, setError] = useState<string | null>(null);
  const masked = user.pendingEmailMasked;

  const run = async (action: 'resend' | 'cancel') => {
    setState('busy');
    setError(null);
    try {
      if (action === 'resend') {
        await resendVerification();
        setState('resent');
      } else {
        const updated = await cancelEmailChange();
        setState('cancelled');
        queryClient.setQueryData<User | null>(queryKeys.user, updated);
      }
    } catch (failure) {
      setError(apiErrorMessage(failure, t('pendingEmail.failed')));
      setState('idle');
    }
  };

  const status = (
    <Typography role="status" aria-live="polite" variant="body2" color={error ? 'error' : 'text.secondary'}>
      {state === 'resent'
        ? t('pendingEmail.resent')
        : state === 'cancelled'
          ? t('pendingEmail.cancelled')
          : (error ?? '')}
    </Typography>
  );
  if (!masked) return state === 'cancelled' ? status : null;

  return (
    <Alert severity="info" sx={{ textAlign: 'left', width: '100%', '& .MuiAlert-message': { minWidth: 0 } }}>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {pendingEmailText(masked, t)}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1.5, overflowWrap: 'anywhere' }}>
        {t('pendingEmail.text', { email: user.email })}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 1 }}>
        <Button
          variant="outlined"
          size="small"
          onClick={() => void run('resend')}
          disabled={state === 'busy'}
        >
          {t('pendingEmail.resend')}
        </Button>
        <Button
          variant="text"
          size="small"
          color="inherit"
          onClick={() => void run('cancel')}
          disabled={state === 'busy'}
        >
          {t('pendingEmail.cancel')}
        </Button>
      </Stack>
      {status}
    </Alert>
  );
}
