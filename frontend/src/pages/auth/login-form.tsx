import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { apiErrorDetails } from '../../api/http';
import { useLogin } from '../../hooks/use-account';
import { useZodForm } from '../../hooks/use-zod-form';
import { useState } from 'react';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { useAuthTexts } from './texts';

// Loaded when a field is first focused, not with the login page (use-zod-form.ts, SchemaSource).
const loadLoginSchema = () => import('@avtalt/contracts').then((contracts) => contracts.loginBodySchema);

/** 'Logg inn': on success the cached user is set and /auth sends the user on (see AuthPage). */
export function LoginForm() {
  const t = useAuthTexts();
  const login = useLogin();
  const form = useZodForm(loadLoginSchema, { email: '', password: '' }, { idPrefix: 'login' });
  const [forgotOpen, setForgotOpen] = useState(false);

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await login.mutateAsync(body);
    } catch (error) {
      form.setServerErrors(apiErrorDetails(error));
    }
  });

  return (
    <>
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={0.5}>
        <TextField {...form.field('email')} label={t('fields.email')} type="email" autoComplete="email" />
        <TextField
          {...form.field('password')}
          label={t('fields.password')}
          type="password"
          autoComplete="current-password"
        />
        <Box sx={{ textAlign: 'right', mt: -1 }}>
          <Link
            component="button"
            type="button"
            variant="body2"
            onClick={() => setForgotOpen(true)}
            sx={{ py: 0.5 }}
          >
            {t('login.forgotPassword')}
          </Link>
        </Box>
        <Button type="submit" variant="contained" size="large" disabled={login.isPending} sx={{ mt: 1 }}>
          {login.isPending ? t('login.loggingIn') : t('login.logIn')}
        </Button>
      </Stack>
      {/* Outside the login form: a portal's submit would still bubble to it through React's tree. */}
      <ForgotPasswordDialog
        key={String(forgotOpen)}
        open={forgotOpen}
        onClose={() => setForgotOpen(false)}
        initialEmail={form.values.email}
      />
    </>
  );
}
