import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { apiErrorDetails } from '../../api/http';
import { visuallyHidden } from '../../components/visually-hidden';
import { useRegister } from '../../hooks/use-account';
import { useZodForm } from '../../hooks/use-zod-form';
import { useAuthTexts } from './texts';

// Loaded when a field is first focused, not with the login page (use-zod-form.ts, SchemaSource).
const loadRegisterSchema = () =>
  import('@avtalt/contracts').then((contracts) => contracts.registerFormSchema);

const empty = { firstName: '', lastName: '', username: '', email: '', password: '', confirmPassword: '' };

/**
 * 'Registrer': confirmPassword is checked here and never sent (spec §5). `onRegistering(true)` is called
 * before the request (false when it fails), so that the page knows a user who appears came from here
 * (AuthPage then asks to confirm the address instead of moving on).
 */
export function RegisterForm({ onRegistering }: { onRegistering?: (registering: boolean) => void } = {}) {
  const t = useAuthTexts();
  const register = useRegister();
  const form = useZodForm(loadRegisterSchema, empty, { idPrefix: 'register' });

  const onSubmit = form.handleSubmit(async ({ confirmPassword: _confirm, ...body }) => {
    try {
      onRegistering?.(true);
      await register.mutateAsync(body);
    } catch (error) {
      onRegistering?.(false);
      form.setServerErrors(apiErrorDetails(error));
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={0.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 2 }}>
        <TextField {...form.field('firstName')} label={t('register.firstName')} autoComplete="given-name" />
        <TextField {...form.field('lastName')} label={t('register.lastName')} autoComplete="family-name" />
      </Stack>
      <TextField {...form.field('username')} label={t('register.username')} autoComplete="username" />
      <TextField {...form.field('email')} label={t('fields.email')} type="email" autoComplete="email" />
      <TextField
        {...form.field('password')}
        label={t('fields.password')}
        type="password"
        autoComplete="new-password"
      />
      <TextField
        {...form.field('confirmPassword')}
        label={t('register.confirmPassword')}
        type="password"
        autoComplete="new-password"
      />
      <Button type="submit" variant="contained" size="large" disabled={register.isPending} sx={{ mt: 1 }}>
        {register.isPending ? t('register.registering') : t('register.register')}
      </Button>
      {/* A tab of its own, so that what is typed in the form stays. */}
      <Typography variant="body2" sx={{ pt: 1, textAlign: 'center' }}>
        <Link href="/personvern" target="_blank" rel="noopener">
          {t('register.privacy')}
          <Box component="span" sx={visuallyHidden}>
            {' '}
            {t('register.newTab')}
          </Box>
        </Link>
      </Typography>
    </Stack>
  );
}
