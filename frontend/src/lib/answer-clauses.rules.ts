import type { AgreementQuestion, AnswerClauses, Participant } from '@avtalt/contracts';
import { fillClause, formatAnswer, parseAnswer, partyWording } from '@avtalt/logic';

/**
 * "Dette betyr: …" (issue 15, 'Users read what they commit to'): the clause each answer produces, as
 * the question flow shows it before answering and the comparison after. The clauses come with the
 * question (AnswerClauses in @avtalt/contracts); a null clause is shown as nothing.
 */

type ClauseQuestion = Pick<AgreementQuestion, 'type' | 'options' | 'format'> & AnswerClauses;

/** What is shown in a clause template while no valid value has been typed. */
export const EMPTY_VALUE = '…';

const present = (clause: string | null | undefined): clause is string => typeof clause === 'string' && clause.trim() !== '';

/** A yes/no question: what Ja means and what Nei means, both (so Nei is never unread); none without clauses. */
export function yesNoClauses(question: ClauseQuestion): { answer: 'Ja' | 'Nei'; clause: string }[] {
  if (question.type !== 'yes_no') return [];
  const list: { answer: 'Ja' | 'Nei'; clause: string }[] = [];
  if (present(question.clauseYes)) list.push({ answer: 'Ja', clause: question.clauseYes });
  if (present(question.clauseNo)) list.push({ answer: 'Nei', clause: question.clauseNo });
  return list;
}

/** A multiple_choice question: each option that produces a clause, with it, in option order. */
export function optionClauseList(question: ClauseQuestion): { option: string; clause: string }[] {
  if (question.type !== 'multiple_choice') return [];
  const clauses = question.optionClauses ?? [];
  return (question.options ?? []).flatMap((option, i) => {
    const clause = clauses[i];
    return present(clause) ? [{ option, clause }] : [];
  });
}

/**
 * A free_text question: its clause template with `display` (the value as people read it) put in, or
 * {@link EMPTY_VALUE} while there is none; null when the question has no template.
 */
export function valueClause(question: ClauseQuestion, display: string): string | null {
  if (question.type !== 'free_text' || !present(question.clauseTemplate)) return null;
  return fillClause(question.clauseTemplate, display.trim() === '' ? EMPTY_VALUE : display);
}

/**
 * The display of what is being typed into a value input, as the clause preview shows it: the value read
 * as it would be saved ('12 000 kr', '1. mars 2027'), or '' while the text is empty or not valid yet.
 * Party answers are named by the input itself (see the question flow).
 */
export function typedDisplay(question: Pick<AgreementQuestion, 'type' | 'format'>, text: string): string {
  if (text.trim() === '') return '';
  const parsed = parseAnswer(question, text);
  return parsed.ok ? formatAnswer(question, parsed.value) : '';
}

/**
 * The clause an answer produces: Ja → clauseYes, Nei → clauseNo, an option → its clause, a value → the
 * template with `display` put in. Null when the answer produces no clause or there is no answer.
 */
export function clauseOfAnswer(question: ClauseQuestion, response: unknown, display: string): string | null {
  if (response === null || response === undefined) return null;
  if (question.type === 'yes_no') {
    const clause = response === true ? question.clauseYes : response === false ? question.clauseNo : null;
    return present(clause) ? clause : null;
  }
  if (question.type === 'multiple_choice') {
    const i = (question.options ?? []).indexOf(String(response));
    const clause = i >= 0 ? question.optionClauses?.[i] : null;
    return present(clause) ? clause : null;
  }
  return display.trim() === '' ? null : valueClause(question, display);
}

/**
 * How many parties the clauses are worded for (issue 15; docs/legal-document.md 'Wording for two
 * parties'): the participants taking part, counting the caller when they are not among them yet (in
 * round 1 one joins by submitting), or the number expected when fewer have joined. With exactly two,
 * 'de andre partene' reads 'den andre parten' (partyWording of @avtalt/logic).
 */
export function partyCountOf(
  agreement: { participants: readonly Pick<Participant, 'isYou'>[]; expectedParticipants?: number | null },
  { countCaller = false }: { countCaller?: boolean } = {},
): number {
  const joined = agreement.participants.length + (countCaller && !agreement.participants.some((p) => p.isYou) ? 1 : 0);
  return Math.max(joined, agreement.expectedParticipants ?? 0);
}

/**
 * The question's clauses worded for `partyCount` parties (partyWording on every clause; `{{svar}}` is
 * left for the value). The other fields are kept as they are, so the result goes wherever the question went.
 */
export function wordedClauses<T extends AnswerClauses>(question: T, partyCount: number): T {
  const word = (clause: string | null | undefined) => (typeof clause === 'string' ? partyWording(clause, partyCount) : clause);
  return {
    ...question,
    clauseYes: word(question.clauseYes),
    clauseNo: word(question.clauseNo),
    optionClauses: question.optionClauses ? question.optionClauses.map((c) => word(c) ?? null) : question.optionClauses,
    clauseTemplate: word(question.clauseTemplate),
  };
}
