/**
 * What can be put forward on a disputed point (docs/negotiation.md): the curated middle grounds, the
 * midpoint, the answers of the closed round and the model drafts, as listed and as found by their id.
 */
import type { ProposalOption } from '@avtalt/contracts';
import { type AnswerValue, comparisonKey, formatOf, resolveParty } from '@avtalt/logic';
import type { QuestionRow } from '../agreements/agreement.rows';
import { answerDisplay, clauseFor } from '../agreements/answer-text.rules';
import { answerOf, partyContextOf } from '../rounds/round-snapshot';
import { allCanAccept } from './marks.rules';
import { libraryOptions, modelDraftsOf, modelOption } from './middle-grounds.rules';
import { midpointOption } from './midpoint.rules';
import { type NegotiationView, roundAnswers } from './negotiation.rules';

/**
 * Each participant's answer of the closed round as an option (`answer:<participantId>`): a party answer
 * is turned into the participant it names, so it means the same whoever gives it next round.
 */
export function answerOptions(v: NegotiationView, q: QuestionRow): ProposalOption[] {
  return roundAnswers(v.round, q.id).flatMap(({ participantId, value }) => {
    let stored: AnswerValue = value;
    if (formatOf(q) === 'party') {
      const named = resolveParty(value, partyContextOf(v.round, participantId));
      if (named === undefined) return [];
      stored = named;
    }
    const display = answerDisplay(v.rows, v.round, q, participantId, v.round.currentRound, value);
    return [
      {
        id: `answer:${participantId}`,
        source: 'answer' as const,
        text: `${q.text} ${display}`,
        clause: clauseFor(q, stored, display),
        value: stored,
        display,
        description: null,
      },
    ];
  });
}

/** The options listed on a disputed row: library, midpoint, the answers (only when all can accept), model drafts. */
export function optionsFor(v: NegotiationView, questionId: string): ProposalOption[] {
  const q = v.rows.questions.find((x) => x.id === questionId);
  if (!q) return [];
  const midpoint = midpointOption(v, q);
  return [
    ...libraryOptions(q),
    ...(midpoint ? [midpoint] : []),
    ...(allCanAccept(v, questionId) ? distinctAnswers(v, q, answerOptions(v, q)) : []),
    ...modelDraftsOf(v, questionId).map(modelOption),
  ];
}

/**
 * The answer options as listed: one per distinct answer (by {@link comparisonKey}, a party answer by the
 * participant it names), the first who gave it; with three or more people two may have answered alike.
 * Every `answer:<participantId>` can still be put forward ({@link findOption}: a trade names its two).
 */
export function distinctAnswers(
  v: NegotiationView,
  q: QuestionRow,
  options: ProposalOption[],
): ProposalOption[] {
  const seen = new Set<string>();
  return options.filter((o) => {
    const participantId = o.id.slice('answer:'.length);
    const value = answerOf(v.round, participantId, q.id, v.round.currentRound);
    const key =
      comparisonKey(q, value, formatOf(q) === 'party' ? partyContextOf(v.round, participantId) : undefined) ??
      o.id;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Any option of a point by its id; the answers can always be put forward (a trade does so). */
export function findOption(
  v: NegotiationView,
  questionId: string,
  optionId: string,
): ProposalOption | undefined {
  const q = v.rows.questions.find((x) => x.id === questionId);
  if (!q) return undefined;
  const midpoint = midpointOption(v, q);
  const all = [
    ...libraryOptions(q),
    ...(midpoint ? [midpoint] : []),
    ...answerOptions(v, q),
    ...modelDraftsOf(v, questionId).map(modelOption),
  ];
  return all.find((o) => o.id === optionId);
}
