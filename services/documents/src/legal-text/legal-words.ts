import type { Language } from '@avtalt/contracts';
import { EN_LEGAL_WORDS } from './legal-words.en.data';
import { NB_LEGAL_WORDS } from './legal-words.nb.data';
import { NN_LEGAL_WORDS } from './legal-words.nn.data';
import type { LegalWords } from './legal-words.types';

/** One data file per language, so each is spell-checked with its own dictionary (scripts/spelling.mjs). */
export const LEGAL_WORDS: Record<Language, LegalWords> = {
  nb: NB_LEGAL_WORDS,
  nn: NN_LEGAL_WORDS,
  en: EN_LEGAL_WORDS,
};

export { TRANSLATION_UNSIGNED } from './legal-words.en.data';
export type { LegalWords } from './legal-words.types';
