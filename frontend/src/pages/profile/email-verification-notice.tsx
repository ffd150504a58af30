import type { User } from '@avtalt/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { resendVerification } from '../../api/account-mail';
import { apiErrorMessage } from '../../api/http';

export const NOT_VERIFIED_TEXT = 'E-postadressen er ikke bekreftet';
export const RESENT_TEXT = 'Vi har sendt en ny bekreftelseslenke. Se i innboksen din (og i søppelposten).';
/**
 * What an unconfirmed address misses (docs/notifications.md, 'Only confirmed addresses'): said on /profile
 * and right after registering (/auth), in the same words.
 */
export const UNCONFIRMED_CONSEQUENCE =
  'Til adressen er bekreftet, sender Avtalt deg ingen e-post om avtalene dine – heller ikke når de andre har svart – og e-post vi ikke har sendt, kommer ikke senere. Du kan heller ikke signere avtaler eller få nytt passord.';

/**
 * 'Send bekreftelseslenke på nytt' (POST /api/auth/verify-email/resend) with its answer in a live region;
 * the signing dialog uses it too, with its own words (a party must confirm the address before signing).
 */
export function ResendVerificationButton({
  label = 'Send bekreftelseslenke på nytt',
  sentText = RESENT_TEXT,
  size = 'medium',
}: { label?: string; sentText?: string; size?: 'small' | 'medium' } = {}) {
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [error, setError] = useState<string | null>(null);

  const resend = async () => {
    setState('sending');
    setError(null);
    try {
      await resendVerification();
      setState('sent');
    } catch (failure) {
      setError(apiErrorMessage(failure, 'Kunne ikke sende lenken. Prøv igjen om litt.'));
      setState('idle');
    }
  };

  return (
    <div>
      <Button variant="outlined" size={size} onClick={() => void resend()} disabled={state !== 'idle'}>
        {state === 'sending' ? 'Sender...' : label}
      </Button>
      <Typography
        role="status"
        aria-live="polite"
        variant="body2"
        sx={{ mt: size === 'small' ? 0.5 : 1 }}
        color={error ? 'error' : 'text.secondary'}
      >
        {state === 'sent' ? sentText : (error ?? '')}
      </Typography>
    </div>
  );
}

/** On /profile: whether the address is confirmed; when it is not, a way to get a new link. */
export function EmailVerificationNotice({ user }: { user: User }) {
  if (user.emailVerified) {
    return (
      <Typography variant="body2" color="success.main" sx={{ mt: 0.5 }}>
        E-postadressen er bekreftet
      </Typography>
    );
  }
  return (
    <Alert severity="warning" sx={{ textAlign: 'left', width: '100%' }}>
      <Typography sx={{ fontWeight: 600 }}>{NOT_VERIFIED_TEXT}</Typography>
      <Typography variant="body2" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        Vi har sendt en lenke til {user.email}. Åpne e-posten og trykk på «Bekreft e-postadressen».
      </Typography>
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        {UNCONFIRMED_CONSEQUENCE}
      </Typography>
      <ResendVerificationButton />
    </Alert>
  );
}
