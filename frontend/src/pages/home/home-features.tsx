import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import DashboardIcon from '@mui/icons-material/DashboardOutlined';
import DrawIcon from '@mui/icons-material/DrawOutlined';
import GavelIcon from '@mui/icons-material/GavelOutlined';
import LinkIcon from '@mui/icons-material/Link';
import RouteIcon from '@mui/icons-material/RouteOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';

const features: { icon: ReactNode; title: string; text: string }[] = [
  {
    icon: <GavelIcon />,
    title: 'Juridisk bindende avtaler',
    text: 'Når alle er enige, lager Avtalt en ferdig avtaletekst som er juridisk bindende for partene.',
  },
  {
    icon: <RouteIcon />,
    title: 'Trinnvis veiledning',
    text: 'Ett spørsmål om gangen leder dere gjennom alt som bør avklares, så ingenting viktig blir glemt.',
  },
  {
    icon: <AutoAwesomeIcon />,
    title: 'AI-støtte i forhandlingene',
    text: 'Der dere svarer ulikt, hjelper AI dere å se uenighetene klart og finne en løsning alle kan stå inne for.',
  },
  {
    icon: <DrawIcon />,
    title: 'Sikker digital signering',
    text: 'Bekreft avtalen trygt og digitalt – uten papir, skanner eller porto.',
  },
  {
    icon: <DashboardIcon />,
    title: 'Oversikt over alle avtaler',
    text: 'Se pågående og fullførte avtaler samlet på ett sted, og fortsett der dere slapp.',
  },
  {
    icon: <LinkIcon />,
    title: 'Del med en lenke',
    text: 'Inviter de andre med en enkel lenke. De kan svare uten å opprette konto.',
  },
];

/** Why Avtalt: the promises of the landing page (spec §1) as cards. */
export function HomeFeatures() {
  return (
    <Box
      component="section"
      aria-labelledby="home-features-title"
      sx={{ py: { xs: 6, md: 10 } }}
      className="below-fold fold-features"
    >
      <Container maxWidth="lg">
        <Typography id="home-features-title" variant="h4" component="h2" sx={{ mb: 1.5 }}>
          Alt dere trenger for å bli enige
        </Typography>
        <Typography color="text.secondary" sx={{ mb: { xs: 4, md: 5 }, maxWidth: 640 }}>
          Avtalt gjør det enkelt å snakke om det som ofte blir usagt – og å få det ned på papir før det
          oppstår misforståelser.
        </Typography>
        <Grid container spacing={{ xs: 2, md: 3 }}>
          {features.map((feature) => (
            <Grid key={feature.title} size={{ xs: 12, sm: 6, md: 4 }}>
              <Card sx={{ height: '100%' }}>
                <CardContent>
                  <Box
                    aria-hidden="true"
                    sx={(t) => ({
                      display: 'inline-flex',
                      p: 1.25,
                      mb: 2,
                      borderRadius: 2.5,
                      color: 'primary.main',
                      bgcolor: alpha(t.palette.primary.main, 0.09),
                    })}
                  >
                    {feature.icon}
                  </Box>
                  <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
                    {feature.title}
                  </Typography>
                  <Typography color="text.secondary" sx={{ lineHeight: 1.6 }}>
                    {feature.text}
                  </Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}
