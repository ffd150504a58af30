import type { Language } from '@avtalt/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { applyLanguage, languageInUse } from '../i18n/i18n';
import { accountLanguageToApply } from '../i18n/language.rules';
import { useUser } from './use-auth';

/** The language in use; the component renders again when it changes (useTranslation listens for that). */
export function useLanguage(): Language {
  useTranslation();
  return languageInUse();
}

/**
 * The account's language wins over the cookie and the browser's (it is the person's choice on every device):
 * when the logged-in person's differs from the one in use, it is put in use and written to the cookie. Only
 * when who is logged in or their language changes, not when the language in use does: a choice in a picker is
 * in use at once, before the account has saved it, and must not be undone meanwhile.
 */
export function useAccountLanguage(): void {
  const { user } = useUser();
  const userId = user?.id ?? null;
  const accountLanguage = user?.language;
  useEffect(() => {
    const language = accountLanguageToApply(
      userId === null ? null : { language: accountLanguage },
      languageInUse(),
    );
    if (language) applyLanguage(language);
  }, [userId, accountLanguage]);
}
