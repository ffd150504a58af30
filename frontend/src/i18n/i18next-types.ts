import type { nb } from './locales/nb';

// The keys of `t(…)` are typed by the bokmål catalogue: a key that is not in it is a type error, and so are
// options that leave out a value its text names (`t('home.newAgreementFor', {})` without `title`).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof nb };
  }
}
