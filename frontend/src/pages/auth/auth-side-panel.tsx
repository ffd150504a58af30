import CheckCircleIcon from '@mui/icons-material/CheckCircleOutline';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';

const bullets = [
  'Juridisk bindende avtaler',
  'Trinnvis veiledning gjennom hvert spørsmål',
  'AI-støtte i forhandlingene',
  'Sikker digital signering',
  'Oversikt over alle avtalene dine',
];

/** The marketing side of /auth, shown from md up (spec §2). */
export function AuthSidePanel() {
  return (
    <Box
      component="aside"
      aria-labelledby="auth-side-title"
      sx={(t) => ({
        display: { xs: 'none', md: 'flex' },
        flexDirection: 'column',
        justifyContent: 'center',
        height: '100%',
        p: 6,
        color: 'primary.contrastText',
        background: `linear-gradient(150deg, ${t.palette.primary.main} 0%, ${t.palette.primary.dark} 100%)`,
      })}
    >
      <Typography id="auth-side-title" variant="h4" component="h2" sx={{ mb: 1.5 }}>
        Avtaler uten misforståelser
      </Typography>
      <Typography sx={{ opacity: 0.85, mb: 3, lineHeight: 1.6 }}>
        Med Avtalt lager du avtaler med venner, familie og kolleger gjennom korte spørsmål – ja eller nei, et
        valg, et beløp eller en dato.
      </Typography>
      <List disablePadding>
        {bullets.map((text) => (
          <ListItem key={text} disableGutters sx={{ py: 0.75 }}>
            <ListItemIcon sx={{ minWidth: 36, color: 'inherit' }}>
              <CheckCircleIcon />
            </ListItemIcon>
            <ListItemText primary={text} slotProps={{ primary: { fontWeight: 500 } }} />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
