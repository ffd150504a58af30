import type { Language, User } from '@avtalt/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as authApi from '../api/auth';
import { queryKeys } from '../api/query-keys';
import { applyLanguage, i18n, languageInUse } from '../i18n/i18n';
import { useUser } from './use-auth';

/**
 * Choosing a language in a picker (the header's menu, the mobile menu, /profile): in use at once and kept in
 * the cookie; a logged-in person's account keeps it too (`PUT /api/auth/language`), and the cached user gets
 * the saved answer. Its own module: useMutation is not part of the front page's download, and the pickers
 * that use this are loaded when opened (docs/compression-and-code-splitting.md).
 */
export function useChooseLanguage(): (language: Language) => void {
  const queryClient = useQueryClient();
  const { user } = useUser();
  const save = useMutation({
    mutationFn: (language: Language) => authApi.saveLanguage({ language }),
    // One save at a time, in the order chosen: the last choice is the account's, whatever answers first.
    scope: { id: 'language' },
    // A function, so the toast's title is in the language just chosen.
    meta: { errorToast: () => ({ title: i18n.t('language.saveFailed') }) },
    onSuccess: (saved) => queryClient.setQueryData<User | null>(queryKeys.user, saved),
  });
  return (language) => {
    if (language === languageInUse()) return;
    applyLanguage(language);
    if (user) save.mutate(language);
  };
}
