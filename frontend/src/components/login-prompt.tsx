import LoginIcon from '@mui/icons-material/Login';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useId } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { authUrlFor, rememberReturnTo } from '../lib/return-to';
import { useCommonTexts } from './texts';

/**
 * An invitation to log in that comes back to this page afterwards (the question flow at 75 %, the
 * comparison's discussion). `returnTo` defaults to the current path.
 */
export function LoginPrompt({ title, text, returnTo }: { title: string; text: string; returnTo?: string }) {
  const location = useLocation();
  const target = returnTo ?? `${location.pathname}${location.search}`;
  const id = useId();
  const t = useCommonTexts();
  return (
    <Card
      component="section"
      aria-labelledby={`${id}-title`}
      sx={(t) => ({
        bgcolor: alpha(t.palette.primary.main, 0.04),
        borderColor: alpha(t.palette.primary.main, 0.25),
      })}
    >
      <CardContent
        sx={{
          display: 'flex',
          gap: 2,
          alignItems: { sm: 'center' },
          flexDirection: { xs: 'column', sm: 'row' },
        }}
      >
        <Box sx={{ flex: 1 }}>
          <Typography id={`${id}-title`} variant="h6" component="h2">
            {title}
          </Typography>
          <Typography color="text.secondary" variant="body2" sx={{ mt: 0.5 }}>
            {text}
          </Typography>
        </Box>
        <Button
          component={RouterLink}
          to={authUrlFor(target)}
          onClick={() => rememberReturnTo(target)}
          variant="contained"
          startIcon={<LoginIcon />}
          sx={{ flexShrink: 0 }}
        >
          {t('loginPrompt.logIn')}
        </Button>
      </CardContent>
    </Card>
  );
}
