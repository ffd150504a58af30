import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

/** Any unknown path. The heading is English on purpose: the spec fixes it as '404 Page Not Found'. */
export default function NotFoundPage() {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 14 }, textAlign: 'center' }}>
      <Typography variant="h3" component="h1" gutterBottom>
        404 Page Not Found
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        Siden du leter etter finnes ikke, eller den kan ha blitt flyttet.
      </Typography>
      <Button component={RouterLink} to="/" variant="contained" size="large">
        Til forsiden
      </Button>
    </Container>
  );
}
