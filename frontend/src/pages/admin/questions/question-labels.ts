import type { QuestionType, ValueFormat } from '@avtalt/contracts';
import { adminQuestionsT as t } from './texts';
import { nb } from './texts/nb';

/**
 * A question type's name in the language in use, on cards and in the type select; a type this version
 * does not know (from a newer server) by its own name.
 */
export function questionTypeLabel(type: QuestionType): string {
  return Object.hasOwn(nb.types, type) ? t(`types.${type}`) : type;
}

/** A free-text answer's format by name in the language in use (the logic engine's names in bokmål). */
export function valueFormatLabel(format: ValueFormat): string {
  return t(`formats.${format}`);
}

/**
 * The delete confirmation's text: the spec's 'Dette vil slette spørsmålet permanent. Denne handlingen kan
 * ikke angres.' with the question named, as the topic's confirmation names the topic (issue 34, ux.md
 * admin 8: which card's 'Slett' was pressed is otherwise not on the screen behind the dialog).
 */
export function deleteQuestionText(text: string): string {
  const name = text.replace(/\s+/g, ' ').trim();
  return name ? t('list.deleteNamed', { name }) : t('list.deleteUnnamed');
}
