import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

/** The admin area (behind AdminRoute). Topics and question templates arrive in the next issue. */
export default function AdminDashboardPage() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      <Typography variant="h3" component="h1" sx={{ mb: 3 }}>
        Admin-dashbord
      </Typography>
      <Card>
        <CardContent>
          <Typography color="text.secondary">
            Her kommer administrasjon av temaer og spørsmålsmaler.
          </Typography>
        </CardContent>
      </Card>
    </Container>
  );
}
