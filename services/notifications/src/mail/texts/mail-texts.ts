import type { Language } from '@avtalt/contracts';
import { enAgreementTexts } from './en.agreement.texts';
import { enTexts } from './en.texts';
import type { MailTexts } from './mail-texts.types';
import { nbAgreementTexts } from './nb.agreement.texts';
import { nbTexts } from './nb.texts';
import { nnAgreementTexts } from './nn.agreement.texts';
import { nnTexts } from './nn.texts';

export type { MailTexts } from './mail-texts.types';

/** Every mail's words in each language Avtalt writes (a language or a part missing is a type error). */
export const MAIL_TEXTS: Record<Language, MailTexts> = {
  nb: { ...nbTexts, ...nbAgreementTexts },
  nn: { ...nnTexts, ...nnAgreementTexts },
  en: { ...enTexts, ...enAgreementTexts },
};
