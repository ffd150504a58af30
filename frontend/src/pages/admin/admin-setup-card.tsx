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
import { useAdminTexts } from './texts';

/** What a logged-in non-admin sees on /admin (admin spec §2): a request to become administrator. */
export default function AdminSetupCard() {
  const t = useAdminTexts();
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
        title: t('setup.failedTitle'),
        description: t('setup.failed'),
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
            sx={(theme) => ({
              display: 'inline-flex',
              p: 1.25,
              mb: 2,
              borderRadius: 2.5,
              color: 'primary.main',
              bgcolor: alpha(theme.palette.primary.main, 0.09),
            })}
          >
            <AdminPanelSettingsIcon />
          </Box>
          <Typography id="admin-setup-title" variant="h5" component="h1" sx={{ mb: 1 }}>
            {t('setup.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {t('setup.intro')}
          </Typography>
          <Stack component="form" noValidate onSubmit={onSubmit} spacing={1}>
            <TextField
              {...form.field('email')}
              label={t('setup.email')}
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
                {t('setup.returnHome')}
              </Button>
              <Button type="submit" variant="contained" disabled={setup.isPending}>
                {setup.isPending ? t('setup.submitting') : t('setup.submit')}
              </Button>
            </Stack>
          </Stack>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ mt: 3, pt: 2, borderTop: 1, borderColor: 'divider' }}
          >
            {t('setup.note')}
          </Typography>
        </CardContent>
      </Card>
    </Container>
  );
}
