import type { QuestionType } from '@avtalt/contracts';

/** The Norwegian name of each question type, on cards and in the type select. */
export const QUESTION_TYPE_LABELS: Readonly<Record<QuestionType, string>> = {
  yes_no: 'Ja/Nei',
  multiple_choice: 'Flervalg',
  free_text: 'Fritekst',
};

/**
 * The button that creates a question, the same in the 'Add Question Template' card and in the 'Nytt
 * spørsmål' dialog (the spec names neither; the card's old 'Create Question' was English beside a
 * Norwegian dialog, issue 34).
 */
export const CREATE_QUESTION_LABEL = 'Opprett spørsmål';

/**
 * The delete confirmation's text: the spec's 'Dette vil slette spørsmålet permanent. Denne handlingen kan
 * ikke angres.' with the question named, as the topic's confirmation names the topic (issue 34, ux.md
 * admin 8: which card's 'Slett' was pressed is otherwise not on the screen behind the dialog).
 */
export function deleteQuestionText(text: string): string {
  const name = text.replace(/\s+/g, ' ').trim();
  return name
    ? `Dette vil slette spørsmålet «${name}» permanent. Denne handlingen kan ikke angres.`
    : 'Dette vil slette spørsmålet permanent. Denne handlingen kan ikke angres.';
}
