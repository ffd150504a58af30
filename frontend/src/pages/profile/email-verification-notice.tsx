import type { User } from '@avtalt/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { resendVerification } from '../../api/account-mail';
import { apiErrorMessage } from '../../api/http';
import { useProfileTexts } from './texts';
import { nb } from './texts/nb';

/** The texts in bokmål, as the specs (and /auth, still in bokmål) find them; shown through `t`. */
export const NOT_VERIFIED_TEXT = nb.emailVerification.notVerified;
export const RESENT_TEXT = nb.emailVerification.resent;
/**
 * What an unconfirmed address misses (docs/notifications.md, 'Only confirmed addresses'): said on /profile
 * and right after registering (/auth), in the same words.
 */
export const UNCONFIRMED_CONSEQUENCE = nb.emailVerification.unconfirmedConsequence;

/**
 * 'Send bekreftelseslenke på nytt' (POST /api/auth/verify-email/resend) with its answer in a live region;
 * the signing dialog uses it too, with its own words (a party must confirm the address before signing).
 */
export function ResendVerificationButton({
  label,
  sentText,
  size = 'medium',
}: { label?: string; sentText?: string; size?: 'small' | 'medium' } = {}) {
  const t = useProfileTexts();
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [error, setError] = useState<string | null>(null);

  const resend = async () => {
    setState('sending');
    setError(null);
    try {
      await resendVerification();
      setState('sent');
    } catch (failure) {
      setError(apiErrorMessage(failure, t('emailVerification.resendFailed')));
      setState('idle');
    }
  };

  return (
    <div>
      <Button variant="outlined" size={size} onClick={() => void resend()} disabled={state !== 'idle'}>
        {state === 'sending' ? t('emailVerification.sending') : (label ?? t('emailVerification.resend'))}
      </Button>
      <Typography
        role="status"
        aria-live="polite"
        variant="body2"
        sx={{ mt: size === 'small' ? 0.5 : 1 }}
        color={error ? 'error' : 'text.secondary'}
      >
        {state === 'sent' ? (sentText ?? t('emailVerification.resent')) : (error ?? '')}
      </Typography>
    </div>
  );
}

/** On /profile: whether the address is confirmed; when it is not, a way to get a new link. */
export function EmailVerificationNotice({ user }: { user: User }) {
  const t = useProfileTexts();
  if (user.emailVerified) {
    return (
      <Typography variant="body2" color="success.main" sx={{ mt: 0.5 }}>
        {t('emailVerification.verified')}
      </Typography>
    );
  }
  return (
    <Alert severity="warning" sx={{ textAlign: 'left', width: '100%' }}>
      <Typography sx={{ fontWeight: 600 }}>{t('emailVerification.notVerified')}</Typography>
      <Typography variant="body2" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        {t('emailVerification.linkSentTo', { email: user.email })}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        {t('emailVerification.unconfirmedConsequence')}
      </Typography>
      <ResendVerificationButton />
    </Alert>
  );
}
