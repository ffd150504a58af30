import { adminSetupBodySchema } from '@avtalt/contracts';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useNavigate } from 'react-router';
import { useToast } from '../../components/toast/toast-context';
import { useUser } from '../../hooks/use-auth';
import { useSetupAdmin } from '../../hooks/use-setup-admin';
import { useZodForm } from '../../hooks/use-zod-form';

/** What a logged-in non-admin sees on /admin (admin spec §2): a request to become administrator. */
export default function AdminSetupCard() {
  const { user } = useUser();
  const setup = useSetupAdmin();
  const toast = useToast();
  const navigate = useNavigate();
  const form = useZodForm(adminSetupBodySchema, { email: user?.email ?? '' }, { idPrefix: 'admin-setup' });

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await setup.mutateAsync(body);
    } catch {
      toast({
        title: 'Feil',
        description: 'Failed to set up admin account. User might need to log in first.',
        variant: 'destructive',
      });
    }
  });

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Card component="section" aria-labelledby="admin-setup-title">
        <CardContent>
          <Box
            aria-hidden="true"
            sx={(t) => ({
              display: 'inline-flex',
              p: 1.25,
              mb: 2,
              borderRadius: 2.5,
              color: 'primary.main',
              bgcolor: alpha(t.palette.primary.main, 0.09),
            })}
          >
            <AdminPanelSettingsIcon />
          </Box>
          <Typography id="admin-setup-title" variant="h5" component="h1" sx={{ mb: 1 }}>
            Admin-tilgang kreves
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            Du må ha administratortilgang for å se denne siden. Oppgi e-postadressen til kontoen som skal få
            tilgang.
          </Typography>
          <Stack component="form" noValidate onSubmit={onSubmit} spacing={1}>
            <TextField
              {...form.field('email')}
              label="Admin-e-post"
              type="email"
              required
              autoComplete="email"
            />
            <Stack
              direction={{ xs: 'column-reverse', sm: 'row' }}
              spacing={1.5}
              sx={{ justifyContent: 'flex-end' }}
            >
              <Button variant="text" onClick={() => navigate('/')}>
                Return to Home
              </Button>
              <Button type="submit" variant="contained" disabled={setup.isPending}>
                {setup.isPending ? 'Processing...' : 'Setup Admin Access'}
              </Button>
            </Stack>
          </Stack>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ mt: 3, pt: 2, borderTop: 1, borderColor: 'divider' }}
          >
            Merk: Bare autoriserte brukere kan få administratortilgang. Du må kanskje logge inn først.
          </Typography>
        </CardContent>
      </Card>
    </Container>
  );
}
