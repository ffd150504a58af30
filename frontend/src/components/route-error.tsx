import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useCommonTexts } from './texts';

/** Shown when a page crashes or its code cannot be loaded (for example after a new deploy). */
export function RouteError() {
  const t = useCommonTexts();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 14 }, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('error.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {t('routeError.text')}
      </Typography>
      <Button variant="contained" size="large" href="/">
        {t('error.toFrontPage')}
      </Button>
    </Container>
  );
}
