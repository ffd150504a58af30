import CheckCircleIcon from '@mui/icons-material/CheckCircleOutline';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useAuthTexts } from './texts';

const bullets = ['binding', 'guidance', 'negotiation', 'signing', 'overview'] as const;

/** The marketing side of /auth, shown from md up (spec §2). */
export function AuthSidePanel() {
  const t = useAuthTexts();
  return (
    <Box
      component="aside"
      aria-labelledby="auth-side-title"
      sx={(theme) => ({
        display: { xs: 'none', md: 'flex' },
        flexDirection: 'column',
        justifyContent: 'center',
        height: '100%',
        p: 6,
        color: 'primary.contrastText',
        background: `linear-gradient(150deg, ${theme.palette.primary.main} 0%, ${theme.palette.primary.dark} 100%)`,
      })}
    >
      <Typography id="auth-side-title" variant="h4" component="h2" sx={{ mb: 1.5 }}>
        {t('sidePanel.title')}
      </Typography>
      <Typography sx={{ opacity: 0.85, mb: 3, lineHeight: 1.6 }}>{t('sidePanel.text')}</Typography>
      <List disablePadding>
        {bullets.map((bullet) => (
          <ListItem key={bullet} disableGutters sx={{ py: 0.75 }}>
            <ListItemIcon sx={{ minWidth: 36, color: 'inherit' }}>
              <CheckCircleIcon />
            </ListItemIcon>
            <ListItemText
              primary={t(`sidePanel.bullets.${bullet}`)}
              slotProps={{ primary: { fontWeight: 500 } }}
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
