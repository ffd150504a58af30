import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useNotFoundTexts } from './texts';

/** Any unknown path. */
export default function NotFoundPage() {
  const t = useNotFoundTexts();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 14 }, textAlign: 'center' }}>
      <Typography variant="h3" component="h1" gutterBottom>
        {t('heading')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {t('text')}
      </Typography>
      <Button component={RouterLink} to="/" variant="contained" size="large">
        {t('toFrontPage')}
      </Button>
    </Container>
  );
}
