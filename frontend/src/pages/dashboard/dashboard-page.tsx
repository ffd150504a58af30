import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

/** /dashboard placeholder (behind ProtectedRoute) so the header link leads somewhere; the lists come later. */
export default function DashboardPage() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      <Typography variant="h3" component="h1" sx={{ mb: 3 }}>
        Mine avtaler
      </Typography>
      <Card>
        <CardContent>
          <Typography color="text.secondary">Her får du snart oversikt over alle avtalene dine.</Typography>
        </CardContent>
      </Card>
    </Container>
  );
}
