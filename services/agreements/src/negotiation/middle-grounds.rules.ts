/**
 * The compromises of a disputed point that are not someone's answer (docs/negotiation.md): the curated
 * middle grounds copied from the template, and the drafts a language model wrote, with when one may be asked for.
 */
import {
  ErrorCode,
  MAX_MIDDLE_GROUND,
  MAX_MODEL_DRAFTS_PER_POINT,
  NegotiationMessages,
  type ProposalOption,
} from '@avtalt/contracts';
import type { QuestionRow } from '../agreements/agreement.rows';
import type { Decision } from '../rounds/rounds.rules';
import type { ModelDraftRow } from './negotiation.rows';
import { allow, checkPoint, type NegotiationView, refuse, roundAnswers } from './negotiation.rules';

/** The curated middle grounds of a question (`library:0`…): at most {@link MAX_MIDDLE_GROUND}. */
export function libraryOptions(q: QuestionRow): ProposalOption[] {
  return (q.middleGround ?? []).slice(0, MAX_MIDDLE_GROUND).map((m, i) => ({
    id: `library:${i}`,
    source: 'library',
    text: m.text,
    clause: m.clause,
    value: null,
    display: null,
    description: m.description ?? null,
  }));
}

/** The model drafts of a point in the current round, oldest first. */
export function modelDraftsOf(v: NegotiationView, questionId: string): ModelDraftRow[] {
  return v.negotiation.modelDrafts
    .filter((d) => d.questionId === questionId && d.round === v.round.currentRound)
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1));
}

export const modelOption = (d: ModelDraftRow): ProposalOption => ({
  id: `model:${d.id}`,
  source: 'model',
  text: d.text,
  clause: d.clause,
  value: null,
  display: null,
  description: null,
});

/** Whether other questions depend on the question's answer (it is the source of a logic rule of another question). */
export function isLogicSource(v: Pick<NegotiationView, 'rows'>, questionId: string): boolean {
  return v.rows.rules.some(
    (r) =>
      r.sourceQuestionId === questionId &&
      (r.questionId !== questionId || r.action === 'jump_to' || r.action === 'end_form'),
  );
}

/**
 * Whether a model draft may be asked for on the point: no curated middle ground, no other question
 * depends on it (its replacement could contradict their clauses), at least two answered it (something to
 * meet between), and below the limit.
 */
export function checkDraft(
  v: NegotiationView,
  participantId: string | undefined,
  questionId: string,
): Decision {
  const point = checkPoint(v, participantId, questionId);
  if (!point.allowed) return point;
  const q = v.rows.questions.find((x) => x.id === questionId)!;
  if (libraryOptions(q).length > 0)
    return refuse(ErrorCode.Conflict, NegotiationMessages.draftNeedsNoLibrary);
  if (isLogicSource(v, questionId))
    return refuse(ErrorCode.Conflict, NegotiationMessages.draftNotForLogicSource);
  if (roundAnswers(v.round, questionId).length < 2)
    return refuse(ErrorCode.Conflict, NegotiationMessages.draftNeedsAnswers);
  if (modelDraftsOf(v, questionId).length >= MAX_MODEL_DRAFTS_PER_POINT)
    return refuse(ErrorCode.Conflict, NegotiationMessages.tooManyDrafts);
  return allow;
}
