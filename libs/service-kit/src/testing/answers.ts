import type { AgreementQuestion } from '@avtalt/contracts';
import { type AnswerValue, answersForLogic, computePath, formatOf, type LogicRule } from '@avtalt/logic';

/**
 * An answer that fits a question (docs/typed-answers.md): Ja, the first option, 10 for a number, an
 * amount or a percent, 1 March 2027, the one answering ('self') for a party, a short text. Tests that
 * need any valid answer set use it, so they keep working when a topic's questions become typed.
 */
export function fittingAnswer(question: Pick<AgreementQuestion, 'type' | 'options' | 'format'>): AnswerValue {
  if (question.type === 'yes_no') return true;
  if (question.type === 'multiple_choice') return question.options?.[0] ?? '';
  switch (formatOf(question)) {
    case 'date':
      return '2027-03-01';
    case 'party':
      return 'self';
    case 'text':
      return 'Som avtalt';
    default:
      return 10;
  }
}

/**
 * A fitting answer to every question on the path those answers take (logic applied, so no hidden
 * question is answered); `overrides` replace the fitting answer of the questions they name.
 */
export function fittingAnswers(
  questions: readonly AgreementQuestion[],
  overrides: Record<string, AnswerValue> = {},
): Record<string, AnswerValue> {
  const all: Record<string, AnswerValue> = {
    ...Object.fromEntries(questions.map((q) => [q.id, fittingAnswer(q)])),
    ...overrides,
  };
  const rules = questions.flatMap((q) => q.rules) as LogicRule[];
  const path = computePath(questions, rules, answersForLogic(questions, all)).path;
  return Object.fromEntries(path.map((id) => [id, all[id]]));
}
