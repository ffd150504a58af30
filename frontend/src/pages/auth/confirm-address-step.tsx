import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { Trans } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ResendVerificationButton, UNCONFIRMED_CONSEQUENCE } from '../profile/email-verification-notice';
import { useProfileTexts } from '../profile/texts';
import { authT, useAuthTexts } from './texts';
import { nb } from './texts/nb';

export { UNCONFIRMED_CONSEQUENCE };
/** The step's heading in bokmål (the page shows it in the language in use). */
export const CONFIRM_TITLE = nb.confirmAddress.title;

/** The button's words for where the person goes on: back to an agreement, or on into the app. */
export function continueLabel(target: string, t = authT): string {
  return target.startsWith('/avtale/')
    ? t('confirmAddress.continueToAgreement')
    : t('confirmAddress.continue');
}

/**
 * Shown on /auth right after registering (ux.md problem 6): where the confirmation link went, what an
 * unconfirmed address means, a way to have the link sent again, and the way on to `target`.
 */
export function ConfirmAddressStep({ email, target }: { email: string; target: string }) {
  const t = useAuthTexts();
  // What an unconfirmed address misses: the profile's words, said there too (docs/notifications.md).
  const profileT = useProfileTexts();
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
        {t('confirmAddress.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>
        <Trans
          t={t}
          i18nKey="confirmAddress.sentTo"
          values={{ email }}
          components={{ email: <Box component="strong" sx={{ overflowWrap: 'anywhere' }} /> }}
        />
      </Typography>
      <Alert severity="info" sx={{ mb: 2.5 }}>
        {profileT('emailVerification.unconfirmedConsequence')}
      </Alert>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('confirmAddress.notFound')}
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { sm: 'flex-start' }, mt: 2 }}
      >
        <Button component={RouterLink} to={target} replace variant="contained" size="large">
          {continueLabel(target, t)}
        </Button>
        <ResendVerificationButton label={t('confirmAddress.resend')} />
      </Stack>
    </Box>
  );
}
