import { useTranslation } from 'react-i18next';
import { i18n } from '../../../i18n/i18n';
import { addPageTexts } from '../../../i18n/page-texts';
import { en } from './en';
import { nb } from './nb';
import { nn } from './nn';

declare module '../../../i18n/page-texts' {
  interface PageNamespaces {
    questions: typeof nb;
  }
}

addPageTexts('questions', { nb, nn, en });

/** The question flow's texts in the language in use. */
export const useQuestionsTexts = () => useTranslation('questions').t;

/** The `t` of the question flow's texts: what its rules word their texts with. */
export type QuestionsT = ReturnType<typeof useQuestionsTexts>;

/** The same texts outside a component, in the language in use when called (a rule's `t` when none is given). */
export const questionsTexts = (): QuestionsT => i18n.getFixedT(null, 'questions');
