import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

/** Shown when a page crashes or its code cannot be loaded (for example after a new deploy). */
export function RouteError() {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 14 }, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Noe gikk galt
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        Siden kunne ikke vises. Prøv å laste den inn på nytt.
      </Typography>
      <Button variant="contained" size="large" href="/">
        Tilbake til forsiden
      </Button>
    </Container>
  );
}
