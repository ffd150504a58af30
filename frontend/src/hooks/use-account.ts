import type { ProfileReply, User } from '@avtalt/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as authApi from '../api/auth';
import { queryKeys } from '../api/query-keys';
import type { ToastOptions } from '../components/toast/toast-context';
import { setCurrentUser } from './use-auth';

/*
 * Logging in, registering and changing the account: used by /auth and /profile only, so apart from
 * use-auth.ts (the user and logging out, on every page): a hook here brings useMutation, which is not
 * part of the front page's download (docs/compression-and-code-splitting.md). The toasts are the
 * mutations' meta (api/toast-policy.ts), so they are shown even when the form's page has gone; the forms
 * show a 400's field issues under their fields.
 */

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: authApi.login,
    meta: {
      errorToast: { title: 'Innlogging feilet', fallback: 'Ugyldig e-post eller passord' },
      successToast: (user) => ({
        title: 'Innlogging vellykket',
        description: `Velkommen tilbake, ${(user as User).firstName}!`,
        variant: 'success',
      }),
    },
    onSuccess: (user) => setCurrentUser(queryClient, user),
  });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: authApi.register,
    meta: {
      errorToast: { title: 'Registrering feilet', fallback: 'Kunne ikke registrere bruker' },
      successToast: {
        title: 'Registrering vellykket',
        description: 'Du er nå registrert og logget inn',
        variant: 'success',
      },
    },
    onSuccess: (user) => setCurrentUser(queryClient, user),
  });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: authApi.updateProfile,
    meta: {
      errorToast: { title: 'Oppdatering feilet', fallback: 'Kunne ikke oppdatere profil' },
      successToast: (reply) => profileSavedToast(reply as ProfileReply),
    },
    onSuccess: (reply) => {
      // `message` belongs to this answer only, not to the user kept for the session.
      const user = { ...reply };
      delete user.message;
      queryClient.setQueryData<User | null>(queryKeys.user, user);
    },
  });
}

/**
 * The toast after saving the profile: a new address is only asked for (the server's words, the same
 * whether or not the address is another account's).
 */
function profileSavedToast(saved: ProfileReply): ToastOptions {
  if (!saved.message)
    return { title: 'Profil oppdatert', description: 'Endringene dine er lagret.', variant: 'success' };
  const masked = saved.pendingEmailMasked ? ` (${saved.pendingEmailMasked})` : '';
  return {
    title: 'Bekreft den nye adressen',
    description: `${saved.message}${masked}. Adressen byttes når du har åpnet den.`,
    variant: 'success',
  };
}

export function useChangePassword() {
  return useMutation({
    mutationFn: authApi.changePassword,
    meta: {
      errorToast: { title: 'Endring feilet', fallback: 'Kunne ikke endre passord' },
      successToast: {
        title: 'Passord endret',
        description: 'Bruk det nye passordet neste gang du logger inn.',
        variant: 'success',
      },
    },
  });
}
