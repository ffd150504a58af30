import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { StaticIsland } from '../../components/static-island';
import { StaticChip } from './static-chip';

/**
 * The top of the front page: headline, intro and call to action. `actions` replaces the default
 * buttons (the topic picker of a later issue brings 'Lag ny avtale' and 'Opprett eget tema').
 */
export function HomeHero({ actions }: { actions?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box
      component="section"
      aria-labelledby="home-hero-title"
      sx={(t) => ({
        background: `radial-gradient(1200px 500px at 85% -10%, ${alpha(t.palette.primary.main, 0.14)}, transparent 60%),
          radial-gradient(800px 400px at -10% 110%, ${alpha(t.palette.secondary.main, 0.12)}, transparent 60%)`,
        pt: { xs: 5, md: 10 },
        pb: { xs: 6, md: 10 },
      })}
    >
      <Container maxWidth="lg">
        <Grid container spacing={{ xs: 5, md: 8 }} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 7 }}>
            <StaticIsland id="hero-intro">
              <HeroIntro />
            </StaticIsland>
            {actions ?? (
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
                <Button
                  component={RouterLink}
                  to="/auth?tab=registrer"
                  variant="contained"
                  size="large"
                  endIcon={<ArrowForwardIcon />}
                >
                  {t('home.hero.getStarted')}
                </Button>
                <Button component="a" href="#slik-fungerer-det" variant="outlined" size="large">
                  {t('home.howItWorks')}
                </Button>
              </Stack>
            )}
          </Grid>
          <Grid size={{ xs: 12, md: 5 }} sx={{ display: { xs: 'none', sm: 'block' } }}>
            <StaticIsland id="hero-illustration">
              <HeroIllustration />
            </StaticIsland>
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}

/** The headline and the intro: static, so not hydrated on a page from the server (StaticIsland). */
const HeroIntro = memo(function HeroIntro() {
  const { t } = useTranslation();
  return (
    <>
      <StaticChip
        label={t('home.hero.badge')}
        color="primary"
        variant="outlined"
        sx={{ mb: 2.5, fontWeight: 600, bgcolor: 'background.paper' }}
      />
      <Typography id="home-hero-title" variant="h2" component="h1" sx={{ mb: 2.5 }}>
        {t('home.hero.title')}
      </Typography>
      <Typography
        variant="h6"
        component="p"
        color="text.secondary"
        sx={{ fontWeight: 400, lineHeight: 1.6, mb: 4, maxWidth: 600 }}
      >
        {t('home.hero.intro')}
      </Typography>
    </>
  );
});

/**
 * A small picture of the product: one question, everyone answered the same. Decoration only. Memoised (the
 * front page renders again, in one piece, as the session check and the topics answer) and not hydrated on a
 * page from the server (StaticIsland).
 */
const HeroIllustration = memo(function HeroIllustration() {
  const { t } = useTranslation();
  const people = ['Ingrid', 'Jonas', 'Amir'];
  return (
    <Card aria-hidden="true" sx={{ p: 3, maxWidth: 420, mx: 'auto', transform: { md: 'rotate(1.5deg)' } }}>
      <Typography variant="overline" color="text.secondary">
        {t('home.illustration.progress')}
      </Typography>
      <Typography variant="h6" sx={{ mb: 2.5, lineHeight: 1.35 }}>
        {t('home.illustration.question')}
      </Typography>
      <Stack spacing={1.25}>
        {people.map((person) => (
          <Box
            key={person}
            sx={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              p: 1.25,
              borderRadius: 2,
              bgcolor: 'background.default',
            }}
          >
            <Typography sx={{ fontWeight: 600 }}>{person}</Typography>
            <StaticChip
              label={t('home.illustration.yes')}
              color="success"
              sx={{ fontWeight: 700, minWidth: 44 }}
            />
          </Box>
        ))}
      </Stack>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 2.5, color: 'success.main' }}>
        <CheckCircleIcon fontSize="small" />
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {t('home.illustration.agreed')}
        </Typography>
      </Box>
    </Card>
  );
});
