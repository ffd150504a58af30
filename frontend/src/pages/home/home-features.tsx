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
import { useTranslation } from 'react-i18next';

// Each promise's title and text are `home.features.<id>.title` and `.text` in the catalogues.
const features = [
  { id: 'binding', icon: <GavelIcon /> },
  { id: 'guidance', icon: <RouteIcon /> },
  { id: 'negotiation', icon: <AutoAwesomeIcon /> },
  { id: 'signing', icon: <DrawIcon /> },
  { id: 'overview', icon: <DashboardIcon /> },
  { id: 'link', icon: <LinkIcon /> },
] as const;

/** Why Avtalt: the promises of the landing page (spec §1) as cards. */
export function HomeFeatures() {
  const { t } = useTranslation();
  return (
    <Box
      component="section"
      aria-labelledby="home-features-title"
      sx={{ py: { xs: 6, md: 10 } }}
      className="below-fold fold-features"
    >
      <Container maxWidth="lg">
        <Typography id="home-features-title" variant="h4" component="h2" sx={{ mb: 1.5 }}>
          {t('home.features.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: { xs: 4, md: 5 }, maxWidth: 640 }}>
          {t('home.features.intro')}
        </Typography>
        <Grid container spacing={{ xs: 2, md: 3 }}>
          {features.map((feature) => (
            <Grid key={feature.id} size={{ xs: 12, sm: 6, md: 4 }}>
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
                    {t(`home.features.${feature.id}.title`)}
                  </Typography>
                  <Typography color="text.secondary" sx={{ lineHeight: 1.6 }}>
                    {t(`home.features.${feature.id}.text`)}
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
