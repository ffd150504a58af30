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
import { useProfileTexts } from './texts';

/** The picture field's hint: an address, the same in every language. */
const URL_PLACEHOLDER = 'https://';

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
  const t = useProfileTexts();
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
          {t('profileForm.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          {t('profileForm.intro')}
        </Typography>
        <Stack component="form" noValidate onSubmit={onSubmit} spacing={0.5}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 2 }}>
            <TextField
              {...form.field('firstName')}
              label={t('profileForm.firstName')}
              autoComplete="given-name"
            />
            <TextField
              {...form.field('lastName')}
              label={t('profileForm.lastName')}
              autoComplete="family-name"
            />
          </Stack>
          <TextField {...form.field('username')} label={t('profileForm.username')} autoComplete="username" />
          <TextField
            {...form.field('email')}
            label={t('profileForm.email')}
            type="email"
            autoComplete="email"
            helperText={form.errors.email ?? (addressChanged ? t('profileForm.newEmailHelp') : ' ')}
          />
          {addressChanged ? (
            <TextField
              {...form.field('currentPassword')}
              label={t('profileForm.currentPassword')}
              type="password"
              autoComplete="current-password"
              helperText={form.errors.currentPassword ?? t('profileForm.currentPasswordHelp')}
            />
          ) : null}
          <TextField
            {...form.field('profileImageUrl')}
            label={t('profileForm.imageUrl')}
            type="url"
            placeholder={URL_PLACEHOLDER}
            autoComplete="photo"
            helperText={form.errors.profileImageUrl ?? t('profileForm.imageUrlHelp')}
          />
          <Stack direction="row" sx={{ justifyContent: 'flex-end', pt: 1 }}>
            <Button type="submit" variant="contained" disabled={update.isPending}>
              {update.isPending ? t('profileForm.saving') : t('profileForm.save')}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
