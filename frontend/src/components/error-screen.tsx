import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useCommonTexts } from './texts';

/**
 * A page that could not load its data (spec §8 "Load failures show 'Noe gikk galt' screens with a back
 * link"): the heading, what went wrong and a button back to the front page.
 */
export function ErrorScreen({ message, title }: { message: string; title?: string }) {
  const t = useCommonTexts();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 14 }, textAlign: 'center' }}>
      <Box
        aria-hidden="true"
        sx={{
          display: 'inline-flex',
          p: 1.5,
          mb: 2,
          borderRadius: '50%',
          color: 'error.main',
          bgcolor: 'rgba(179, 38, 30, 0.08)',
        }}
      >
        <ErrorOutlineIcon fontSize="large" />
      </Box>
      <Typography variant="h4" component="h1" gutterBottom>
        {title ?? t('error.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {message}
      </Typography>
      <Button component={RouterLink} to="/" variant="contained" size="large">
        {t('error.toFrontPage')}
      </Button>
    </Container>
  );
}
