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
import { Link as RouterLink } from 'react-router';
import { StaticIsland } from '../../components/static-island';
import { StaticChip } from './static-chip';

/**
 * The top of the front page: headline, intro and call to action. `actions` replaces the default
 * buttons (the topic picker of a later issue brings 'Lag ny avtale' and 'Opprett eget tema').
 */
export function HomeHero({ actions }: { actions?: ReactNode }) {
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
                  Kom i gang
                </Button>
                <Button component="a" href="#slik-fungerer-det" variant="outlined" size="large">
                  Slik fungerer det
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
  return (
    <>
      <StaticChip
        label="Korte spørsmål, ett om gangen"
        color="primary"
        variant="outlined"
        sx={{ mb: 2.5, fontWeight: 600, bgcolor: 'background.paper' }}
      />
      <Typography id="home-hero-title" variant="h2" component="h1" sx={{ mb: 2.5 }}>
        Lag avtaler som alle er enige om
      </Typography>
      <Typography
        variant="h6"
        component="p"
        color="text.secondary"
        sx={{ fontWeight: 400, lineHeight: 1.6, mb: 4, maxWidth: 600 }}
      >
        Avtalt hjelper deg å bli enig med venner, familie og kolleger. Velg et tema, svar på korte spørsmål –
        ja eller nei, et valg, et beløp eller en dato – og del lenken. Når alle er enige, får dere en juridisk
        bindende avtale – klar til nedlasting som PDF.
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
  const people = [
    { name: 'Ingrid', answer: 'Ja' },
    { name: 'Jonas', answer: 'Ja' },
    { name: 'Amir', answer: 'Ja' },
  ];
  return (
    <Card aria-hidden="true" sx={{ p: 3, maxWidth: 420, mx: 'auto', transform: { md: 'rotate(1.5deg)' } }}>
      <Typography variant="overline" color="text.secondary">
        Spørsmål 3 av 12
      </Typography>
      <Typography variant="h6" sx={{ mb: 2.5, lineHeight: 1.35 }}>
        Skal strømregningen deles likt mellom alle i kollektivet?
      </Typography>
      <Stack spacing={1.25}>
        {people.map((person) => (
          <Box
            key={person.name}
            sx={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              p: 1.25,
              borderRadius: 2,
              bgcolor: 'background.default',
            }}
          >
            <Typography sx={{ fontWeight: 600 }}>{person.name}</Typography>
            <StaticChip label={person.answer} color="success" sx={{ fontWeight: 700, minWidth: 44 }} />
          </Box>
        ))}
      </Stack>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 2.5, color: 'success.main' }}>
        <CheckCircleIcon fontSize="small" />
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          Enige – punktet tas med i avtalen
        </Typography>
      </Box>
    </Card>
  );
});
