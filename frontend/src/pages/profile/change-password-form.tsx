import { changePasswordFormSchema } from '@avtalt/contracts';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { apiErrorDetails } from '../../api/http';
import { useChangePassword } from '../../hooks/use-account';
import { useZodForm } from '../../hooks/use-zod-form';
import { useProfileTexts } from './texts';

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Changes the password; the confirmation is checked here and removed before sending (spec §5). */
export function ChangePasswordForm() {
  const t = useProfileTexts();
  const changePassword = useChangePassword();
  const form = useZodForm(changePasswordFormSchema, empty, { idPrefix: 'password' });

  const onSubmit = form.handleSubmit(async ({ confirmPassword: _confirm, ...body }) => {
    try {
      await changePassword.mutateAsync(body);
      form.reset();
    } catch (error) {
      form.setServerErrors(apiErrorDetails(error));
    }
  });

  return (
    <Card component="section" aria-labelledby="password-form-title">
      <CardContent>
        <Typography id="password-form-title" variant="h6" component="h2">
          {t('password.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          {t('password.intro')}
        </Typography>
        <Stack component="form" noValidate onSubmit={onSubmit} spacing={0.5}>
          <TextField
            {...form.field('currentPassword')}
            label={t('password.current')}
            type="password"
            autoComplete="current-password"
          />
          <TextField
            {...form.field('newPassword')}
            label={t('password.new')}
            type="password"
            autoComplete="new-password"
          />
          <TextField
            {...form.field('confirmPassword')}
            label={t('password.confirm')}
            type="password"
            autoComplete="new-password"
          />
          <Stack direction="row" sx={{ justifyContent: 'flex-end', pt: 1 }}>
            <Button type="submit" variant="contained" disabled={changePassword.isPending}>
              {changePassword.isPending ? t('password.submitting') : t('password.submit')}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
