import type { QuestionType } from '@avtalt/contracts';

/** The Norwegian name of each question type, on cards and in the type select. */
export const QUESTION_TYPE_LABELS: Readonly<Record<QuestionType, string>> = {
  yes_no: 'Ja/Nei',
  multiple_choice: 'Flervalg',
  free_text: 'Fritekst',
};
