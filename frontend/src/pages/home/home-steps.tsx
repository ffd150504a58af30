import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

// Each step's title and text are `home.steps.<id>.title` and `.text` in the catalogues.
const steps = ['choose', 'answer', 'share', 'agree'] as const;

/** 'Slik fungerer det': the flow of spec §1 in four steps. */
export function HomeSteps() {
  const { t } = useTranslation();
  return (
    <Box
      component="section"
      id="slik-fungerer-det"
      aria-labelledby="home-steps-title"
      sx={{
        py: { xs: 6, md: 10 },
        bgcolor: 'background.paper',
        borderBlock: 1,
        borderColor: 'divider',
        scrollMarginTop: 72,
      }}
      className="below-fold fold-steps"
    >
      <Container maxWidth="lg">
        <Typography id="home-steps-title" variant="h4" component="h2" sx={{ mb: { xs: 4, md: 5 } }}>
          {t('home.howItWorks')}
        </Typography>
        <Grid component="ol" container spacing={{ xs: 3, md: 4 }} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {steps.map((step, index) => (
            <Grid component="li" key={step} size={{ xs: 12, sm: 6, md: 3 }}>
              <Box
                aria-hidden="true"
                sx={{
                  width: 40,
                  height: 40,
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  mb: 2,
                  fontWeight: 800,
                  color: 'primary.contrastText',
                  bgcolor: 'primary.main',
                }}
              >
                {index + 1}
              </Box>
              <Typography variant="h6" component="h3" sx={{ mb: 0.75 }}>
                {t(`home.steps.${step}.title`)}
              </Typography>
              <Typography color="text.secondary" sx={{ lineHeight: 1.6 }}>
                {t(`home.steps.${step}.text`)}
              </Typography>
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}
