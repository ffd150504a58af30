import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { ResendVerificationButton, UNCONFIRMED_CONSEQUENCE } from '../profile/email-verification-notice';

export { UNCONFIRMED_CONSEQUENCE };
export const CONFIRM_TITLE = 'Bekreft e-postadressen din';

/** The button's words for where the person goes on: back to an agreement, or on into the app. */
export function continueLabel(target: string): string {
  return target.startsWith('/avtale/') ? 'Fortsett til avtalen' : 'Fortsett';
}

/**
 * Shown on /auth right after registering (ux.md problem 6): where the confirmation link went, what an
 * unconfirmed address means, a way to have the link sent again, and the way on to `target`.
 */
export function ConfirmAddressStep({ email, target }: { email: string; target: string }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The forms are gone: focus goes to the new heading, so a screen reader reads the step.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <Box component="section" aria-labelledby="confirm-address-title" data-testid="confirm-address-step">
      <MarkEmailUnreadIcon color="primary" sx={{ fontSize: 44, mb: 1.5 }} aria-hidden="true" />
      <Typography
        id="confirm-address-title"
        ref={headingRef}
        tabIndex={-1}
        variant="h4"
        component="h1"
        sx={{ mb: 1.5, outline: 'none' }}
      >
        {CONFIRM_TITLE}
      </Typography>
      <Typography sx={{ mb: 2 }}>
        Vi har sendt en lenke til{' '}
        <Box component="strong" sx={{ overflowWrap: 'anywhere' }}>
          {email}
        </Box>
        . Åpne e-posten og trykk på «Bekreft e-postadressen».
      </Typography>
      <Alert severity="info" sx={{ mb: 2.5 }}>
        {UNCONFIRMED_CONSEQUENCE}
      </Alert>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Finner du ikke e-posten? Se i søppelposten, eller be om en ny lenke. Er adressen feil, kan du endre
        den under «Min profil».
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { sm: 'flex-start' }, mt: 2 }}
      >
        <Button component={RouterLink} to={target} replace variant="contained" size="large">
          {continueLabel(target)}
        </Button>
        <ResendVerificationButton label="Send lenken på nytt" />
      </Stack>
    </Box>
  );
}
