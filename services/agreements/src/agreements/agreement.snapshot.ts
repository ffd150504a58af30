import { roundSnapshot, type RoundSnapshot } from '../rounds/round-snapshot';
import type { AgreementSnapshot, RuleRow } from './agreement.rows';

export type { AgreementSnapshot } from './agreement.rows';

/** A rule row for logic and for the questions' view: a copy of its fields, so a cached row is never handed out. */
export function ruleCopy(r: RuleRow): RuleRow {
  return {
    id: r.id,
    questionId: r.questionId,
    sourceQuestionId: r.sourceQuestionId,
    operator: r.operator,
    value: r.value,
    action: r.action,
    targetQuestionId: r.targetQuestionId,
  };
}

/** The pure rules' view of a snapshot. */
export function toRoundSnapshot(s: AgreementSnapshot): RoundSnapshot {
  return roundSnapshot({
    currentRound: s.agreement.currentRound,
    maxRounds: s.agreement.maxRounds,
    expectedParticipants: s.agreement.expectedParticipants,
    declaredDisagreement: s.agreement.declaredDisagreement,
    blind: s.agreement.blind,
    initiatorId: s.agreement.initiatorId,
    questions: s.questions.map((q) => ({
      id: q.id,
      type: q.type,
      // A replacement question (issue 19) walks just before the question it replaces (a later one before an
      // earlier one), never after it on an id tie: the original stays in the walk with its old answers, and
      // its jump or end rule must not skip its replacement (review finding 1).
      order: q.fromRound ? q.order - q.fromRound / 1000 : q.order,
      required: q.required,
      options: q.options,
      format: q.format,
      fromRound: q.fromRound ?? null,
      replacesQuestionId: q.replacesQuestionId ?? null,
    })),
    rules: s.rules.map(ruleCopy),
    participants: s.participants.map((p) => ({
      id: p.id,
      userId: p.userId,
      isAnonymous: p.isAnonymous,
      removedInRound: p.removedInRound,
    })),
    answers: s.answers,
    submissions: s.submissions,
  });
}
