/**
 * How an answer reads (docs/typed-answers.md): as people see it, and as the clause it makes. The
 * comparison, the question flow, the negotiation options and the model-draft request all show answers so.
 */
import { type AnswerValue, fillClause, formatAnswer, resolveParty } from '@avtalt/logic';
import { partyContextOf, type RoundSnapshot } from '../rounds/round-snapshot';
import type { AgreementSnapshot, QuestionRow } from './agreement.rows';

/**
 * A participant's answer of a round as people read it: '12 000 kr', '1. mars 2027', and a party answer
 * as the name of the participant it names ('self' being the one who answered); '' when unanswered.
 */
export function answerDisplay(
  s: AgreementSnapshot,
  round: RoundSnapshot,
  q: QuestionRow,
  participantId: string,
  roundNo: number,
  value: unknown,
): string {
  const context = partyContextOf(round, participantId, roundNo);
  return formatAnswer(q, value, {
    partyName: (v) => {
      const id = resolveParty(v, context);
      return id === undefined ? undefined : s.participants.find((p) => p.id === id)?.userName;
    },
  });
}

/** The clause an answer produces (what the legal text would say), or null. */
export function clauseFor(q: QuestionRow, value: AnswerValue, display: string): string | null {
  if (q.type === 'yes_no') return value === true ? q.clauseYes : value === false ? q.clauseNo : null;
  if (q.type === 'multiple_choice') {
    const index = (q.options ?? []).indexOf(String(value));
    return index < 0 ? null : (q.optionClauses?.[index] ?? null);
  }
  return q.clauseTemplate ? fillClause(q.clauseTemplate, display) : null;
}
