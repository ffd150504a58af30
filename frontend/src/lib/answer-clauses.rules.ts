import type { AgreementQuestion, AnswerClauses, Participant } from '@avtalt/contracts';
import { ANSWER_PLACEHOLDER, fillClause, formatAnswer, parseAnswer, partyWording } from '@avtalt/logic';
import { libT, type LibT } from './texts';

/**
 * "Dette betyr: …" (issue 15, 'Users read what they commit to'): the clause each answer produces, as
 * the question flow shows it before answering and the comparison after. The clauses come with the
 * question (AnswerClauses in @avtalt/contracts); a null clause is shown as nothing.
 */

type ClauseQuestion = Pick<AgreementQuestion, 'type' | 'options' | 'format'> & AnswerClauses;

/** What is shown in a clause template while no valid value has been typed. */
export const EMPTY_VALUE = '…';

const present = (clause: string | null | undefined): clause is string =>
  typeof clause === 'string' && clause.trim() !== '';

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
  if (display.trim() !== '') return fillClause(question.clauseTemplate, display);
  // The placeholder ends in dots of its own: a full stop right after it would read '….' (issue 34).
  return fillClause(question.clauseTemplate, EMPTY_VALUE).replaceAll(`${EMPTY_VALUE}.`, EMPTY_VALUE);
}

/** Whether the template's answer begins a sentence (its start, or after '.', '?', '!' or ':'). */
function answerStartsSentence(template: string): boolean {
  const at = template.search(new RegExp(ANSWER_PLACEHOLDER.source));
  if (at < 0) return false;
  const before = template.slice(0, at).trimEnd();
  return before === '' || /[.?!:]$/.test(before);
}

/**
 * The caller's own party choice as the preview of their clause names it (issue 34): «Du låner ut …» at the
 * start of a sentence, «… til deg» inside one; never the choice's label «Meg selv». Bokmål in every language:
 * the clauses are (docs/languages.md, 'Still bokmål in every language').
 */
export function selfClauseName(question: Pick<ClauseQuestion, 'clauseTemplate'>): string {
  return answerStartsSentence(question.clauseTemplate ?? '') ? 'Du' : 'deg';
}

/**
 * Typed text that will stand inside a sentence with a capital first letter («Lånet skal brukes til Kjøp av
 * brukt bil.»; issue 34). The text is not changed: a program cannot tell «Kjøp av bil» from «Oslo kommune»,
 * and a name written small in a signed text is worse than a capital. The field says so instead, and the
 * preview shows how the sentence will stand. Only a word whose second letter is small counts (not «BMW»).
 */
export function capitalMidSentence(
  question: Pick<ClauseQuestion, 'type' | 'format' | 'clauseTemplate'>,
  text: string,
): boolean {
  if (
    question.type !== 'free_text' ||
    (question.format ?? 'text') !== 'text' ||
    !present(question.clauseTemplate)
  )
    return false;
  if (answerStartsSentence(question.clauseTemplate)) return false;
  return /^\p{Lu}\p{Ll}/u.test(text.trim());
}

/** The hint under a text field for {@link capitalMidSentence}, in the language of `t`. */
export const capitalHint = (t: LibT = libT): string => t('answerClauses.capitalHint');

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
  const joined =
    agreement.participants.length + (countCaller && !agreement.participants.some((p) => p.isYou) ? 1 : 0);
  return Math.max(joined, agreement.expectedParticipants ?? 0);
}

/**
 * The question's clauses worded for `partyCount` parties (partyWording on every clause; `{{svar}}` is
 * left for the value). The other fields are kept as they are, so the result goes wherever the question went.
 */
export function wordedClauses<T extends AnswerClauses>(question: T, partyCount: number): T {
  const word = (clause: string | null | undefined) =>
    typeof clause === 'string' ? partyWording(clause, partyCount) : clause;
  return {
    ...question,
    clauseYes: word(question.clauseYes),
    clauseNo: word(question.clauseNo),
    optionClauses: question.optionClauses
      ? question.optionClauses.map((c) => word(c) ?? null)
      : question.optionClauses,
    clauseTemplate: word(question.clauseTemplate),
  };
}
