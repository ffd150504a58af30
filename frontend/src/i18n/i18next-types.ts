import type { PageNamespaces } from './page-texts';

// The keys of `t(…)` are typed by the bokmål catalogues (each namespace's own, page-texts.ts): a key that is
// not in it is a type error, and so are options that leave out a value its text names
// (`t('home.newAgreementFor', {})` without `title`).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: PageNamespaces;
  }
}
