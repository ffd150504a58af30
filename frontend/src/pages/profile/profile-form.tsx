import { profileBodySchema, type User } from '@avtalt/contracts';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { apiErrorDetails, apiErrorMessage } from '../../api/http';
import { useToast } from '../../components/toast/toast-context';
import { useUpdateProfile } from '../../hooks/use-account';
import { useZodForm } from '../../hooks/use-zod-form';

/** Name, username, e-mail and picture. Mount it with `key={user.updatedAt}` to reload after a save. */
export function ProfileForm({ user }: { user: User }) {
  const update = useUpdateProfile();
  const toast = useToast();
  const form = useZodForm(
    profileBodySchema,
    {
      firstName: user.firstName,
      lastName: user.lastName,
      username: user.username,
      email: user.email,
      profileImageUrl: user.profileImageUrl ?? '',
    },
    { idPrefix: 'profile' },
  );

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await update.mutateAsync(body);
      toast({ title: 'Profil oppdatert', description: 'Endringene dine er lagret.', variant: 'success' });
    } catch (error) {
      form.setServerErrors(apiErrorDetails(error));
      toast({
        title: 'Oppdatering feilet',
        description: apiErrorMessage(error, 'Kunne ikke oppdatere profil'),
        variant: 'destructive',
      });
    }
  });

  return (
    <Card component="section" aria-labelledby="profile-form-title">
      <CardContent>
        <Typography id="profile-form-title" variant="h6" component="h2">
          Personopplysninger
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          Slik vises du for de andre i avtalene dine.
        </Typography>
        <Stack component="form" noValidate onSubmit={onSubmit} spacing={0.5}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 2 }}>
            <TextField {...form.field('firstName')} label="Fornavn" autoComplete="given-name" />
            <TextField {...form.field('lastName')} label="Etternavn" autoComplete="family-name" />
          </Stack>
          <TextField {...form.field('username')} label="Brukernavn" autoComplete="username" />
          <TextField {...form.field('email')} label="E-post" type="email" autoComplete="email" />
          <TextField
            {...form.field('profileImageUrl')}
            label="Profilbilde (URL)"
            type="url"
            placeholder="https://"
            autoComplete="photo"
            helperText={form.errors.profileImageUrl ?? 'Valgfritt. Lenke til et bilde av deg.'}
          />
          <Stack direction="row" sx={{ justifyContent: 'flex-end', pt: 1 }}>
            <Button type="submit" variant="contained" disabled={update.isPending}>
              {update.isPending ? 'Lagrer...' : 'Lagre endringer'}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
