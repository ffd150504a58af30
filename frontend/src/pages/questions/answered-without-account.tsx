import CheckCircleIcon from '@mui/icons-material/CheckCircleOutline';
import PersonAddIcon from '@mui/icons-material/PersonAddAlt1';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { authUrlFor } from '../../lib/return-to';
import { useQuestionsTexts } from './texts';

/**
 * After the last answer of someone without an account (ux.md problem 4): most are invited and new, so
 * «Registrer» is the button, and a line offers «Logg inn» to those who have an account. Both come back
 * to `returnTo`. Nothing moves on by itself: the person reads and chooses.
 */
export function AnsweredWithoutAccount({ returnTo }: { returnTo: string }) {
  const t = useQuestionsTexts();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The question card is gone: focus goes to what replaced it.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Card
      component="section"
      aria-labelledby="answered-without-account-title"
      data-testid="answered-without-account"
    >
      <CardContent sx={{ p: { xs: 3, sm: 4 }, '&:last-child': { pb: { xs: 3, sm: 4 } } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, mb: 1.5 }}>
          <CheckCircleIcon color="success" aria-hidden="true" />
          <Typography
            id="answered-without-account-title"
            ref={headingRef}
            tabIndex={-1}
            variant="h5"
            component="h2"
            sx={{ outline: 'none' }}
          >
            {t('noAccount.title')}
          </Typography>
        </Box>
        <Typography sx={{ mb: 1 }}>{t('noAccount.text')}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          {t('noAccount.quick')}
        </Typography>
        <Button
          component={RouterLink}
          to={authUrlFor(returnTo, { register: true })}
          variant="contained"
          size="large"
          startIcon={<PersonAddIcon />}
          fullWidth
        >
          {t('noAccount.register')}
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2, textAlign: 'center' }}>
          {t('noAccount.haveAccount')}{' '}
          <Link component={RouterLink} to={authUrlFor(returnTo)} sx={{ fontWeight: 600 }}>
            {t('noAccount.logIn')}
          </Link>
        </Typography>
      </CardContent>
    </Card>
  );
}
