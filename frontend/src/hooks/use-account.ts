import type { ProfileReply, User } from '@avtalt/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as authApi from '../api/auth';
import { queryKeys } from '../api/query-keys';
import type { ToastOptions } from '../components/toast/toast-context';
import { serverTextIfLoaded } from '../lib/server-text-loader';
import { hooksT } from './texts';
import { setCurrentUser } from './use-auth';

/*
 * Logging in, registering and changing the account: used by /auth and /profile only, so apart from
 * use-auth.ts (the user and logging out, on every page): a hook here brings useMutation, which is not
 * part of the front page's download (docs/compression-and-code-splitting.md). The toasts are the
 * mutations' meta (api/toast-policy.ts), so they are shown even when the form's page has gone; the forms
 * show a 400's field issues under their fields. Each toast is worded when it is shown (texts/, in the language
 * in use then).
 */

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: authApi.login,
    meta: {
      errorToast: () => ({
        title: hooksT('account.loginFailed'),
        fallback: hooksT('account.loginFailedFallback'),
      }),
      successToast: (user) => ({
        title: hooksT('account.loggedIn'),
        description: hooksT('account.welcomeBack', { firstName: (user as User).firstName }),
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
      errorToast: () => ({
        title: hooksT('account.registerFailed'),
        fallback: hooksT('account.registerFailedFallback'),
      }),
      successToast: () => ({
        title: hooksT('account.registered'),
        description: hooksT('account.registeredText'),
        variant: 'success',
      }),
    },
    onSuccess: (user) => setCurrentUser(queryClient, user),
  });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: authApi.updateProfile,
    meta: {
      errorToast: () => ({
        title: hooksT('account.updateFailed'),
        fallback: hooksT('account.updateFailedFallback'),
      }),
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
 * whether or not the address is another account's; in the language in use once the profile's form has
 * loaded the contracts' catalogues, lib/server-text-loader.ts).
 */
function profileSavedToast(saved: ProfileReply): ToastOptions {
  if (!saved.message)
    return {
      title: hooksT('account.profileUpdated'),
      description: hooksT('account.profileUpdatedText'),
      variant: 'success',
    };
  const masked = saved.pendingEmailMasked ? ` (${saved.pendingEmailMasked})` : '';
  return {
    title: hooksT('account.confirmNewAddress'),
    description: hooksT('account.newAddressText', { message: serverTextIfLoaded(saved.message), masked }),
    variant: 'success',
  };
}

export function useChangePassword() {
  return useMutation({
    mutationFn: authApi.changePassword,
    meta: {
      errorToast: () => ({
        title: hooksT('account.changeFailed'),
        fallback: hooksT('account.changeFailedFallback'),
      }),
      successToast: () => ({
        title: hooksT('account.passwordChanged'),
        description: hooksT('account.passwordChangedText'),
        variant: 'success',
      }),
    },
  });
}
