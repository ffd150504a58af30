import { profileBodySchema, type User, UserMessages } from '@avtalt/contracts';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { apiErrorDetails } from '../../api/http';
import { useUpdateProfile } from '../../hooks/use-account';
import { useZodForm } from '../../hooks/use-zod-form';

const sameAddress = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The server's schema, plus what only the form knows: a new address takes the current password (issue 31;
 * the server answers the same 400 without it).
 */
export function profileFormSchema(currentEmail: string) {
  return profileBodySchema.refine(
    (v) => sameAddress(v.email, currentEmail) || v.currentPassword !== undefined,
    {
      message: UserMessages.currentPasswordForEmail,
      path: ['currentPassword'],
    },
  );
}

/**
 * Name, username, e-mail and picture. Mount it with `key={user.updatedAt}` to reload after a save. A new
 * address asks for the current password and is only asked for: it waits, masked, until the link mailed
 * to it is followed (docs/password-reset-and-address-confirmation.md).
 */
export function ProfileForm({ user }: { user: User }) {
  const update = useUpdateProfile();
  const schema = useMemo(() => profileFormSchema(user.email), [user.email]);
  const form = useZodForm(
    schema,
    {
      firstName: user.firstName,
      lastName: user.lastName,
      username: user.username,
      email: user.email,
      profileImageUrl: user.profileImageUrl ?? '',
      currentPassword: '',
    },
    { idPrefix: 'profile' },
  );
  const addressChanged = !sameAddress(form.values.email, user.email);

  const onSubmit = form.handleSubmit(async (body) => {
    const { currentPassword, ...rest } = body;
    try {
      await update.mutateAsync(addressChanged ? { ...rest, currentPassword } : rest);
    } catch (error) {
      form.setServerErrors(apiErrorDetails(error));
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
          <TextField
            {...form.field('email')}
            label="E-post"
            type="email"
            autoComplete="email"
            helperText={
              form.errors.email ??
              (addressChanged
                ? 'Vi sender en lenke til den nye adressen. Den byttes først når du har bekreftet den.'
                : ' ')
            }
          />
          {addressChanged ? (
            <TextField
              {...form.field('currentPassword')}
              label="Nåværende passord"
              type="password"
              autoComplete="current-password"
              helperText={
                form.errors.currentPassword ?? 'For å endre e-postadressen må du oppgi passordet ditt.'
              }
            />
          ) : null}
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
