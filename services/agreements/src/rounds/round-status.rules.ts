/**
 * Where a round stands (DESIGN §4): which questions it asks, each question's status, the agreement's
 * status, whether its answers may be shown, and what was agreed. Pure functions of a round snapshot.
 */
import type { AgreementStatus, QuestionStatus } from '@avtalt/contracts';
import { type AnswerValue, comparisonKey, computePath, formatOf, type PartyContext } from '@avtalt/logic';
import {
  answerOf,
  answersAsOf,
  hasResponded,
  logicAnswers,
  participantsIn,
  partyContextOf,
  type RoundSnapshot,
  snapshotIndex,
} from './round-snapshot';

/**
 * The questions of a round: all in round 1; in an amendment's round 2 those reopened; afterwards those
 * disagreed in the round before, each
 * replaced by the question a settled proposal put in its place from this round (docs/negotiation.md): the replaced
 * question is asked no more (and so counts for neither the status nor the text), its replacement is.
 */
export function roundQuestionIds(s: RoundSnapshot, round = s.currentRound): string[] {
  const cache = snapshotIndex(s).roundIds;
  let ids = cache.get(round);
  if (!ids) {
    if (round <= 1) ids = s.questions.filter((q) => !q.fromRound).map((q) => q.id);
    else if (round === 2 && s.reopenedQuestionIds) {
      const reopened = new Set(s.reopenedQuestionIds);
      ids = s.questions.filter((q) => reopened.has(q.id)).map((q) => q.id);
    } else {
      const previous = questionStatuses(s, round - 1);
      const replacement = new Map(
        s.questions
          .filter((q) => q.fromRound === round && q.replacesQuestionId)
          .map((q) => [q.replacesQuestionId!, q.id]),
      );
      ids = roundQuestionIds(s, round - 1)
        .filter((id) => previous.get(id) === 'disagreed')
        .map((id) => replacement.get(id) ?? id);
    }
    cache.set(round, ids);
  }
  return ids;
}

/** The questions of the round that this participant is asked, given their answers (logic applied). */
export function askedQuestionIds(s: RoundSnapshot, participantId: string, round = s.currentRound): string[] {
  const cache = snapshotIndex(s).asked;
  const cacheKey = `${participantId}|${round}`;
  let ids = cache.get(cacheKey);
  if (!ids) {
    const inRound = new Set(roundQuestionIds(s, round));
    const answers = logicAnswers(s, answersAsOf(s, participantId, round), participantId);
    ids = computePath(s.questions, s.rules, answers).path.filter((id) => inRound.has(id));
    cache.set(cacheKey, ids);
  }
  return ids;
}

/**
 * Status of each question of a round: pending until at least two people take part and all of them
 * have answered the round; agreed when everyone who was asked gave the same answer (the same
 * {@link comparisonKey}: `12 000` = 12000, dates by day, parties by the participant they name, each
 * participant's 'self' being themselves); disagreed when the
 * answers differ, someone skipped it, or logic asked it of some participants but not others.
 * Questions asked of nobody (hidden by everyone's answers) are left out.
 */
export function questionStatuses(s: RoundSnapshot, round = s.currentRound): Map<string, QuestionStatus> {
  const cache = snapshotIndex(s).statuses;
  const cached = cache.get(round);
  if (cached) return cached;
  const computed = computeStatuses(s, round);
  cache.set(round, computed);
  return computed;
}

function computeStatuses(s: RoundSnapshot, round: number): Map<string, QuestionStatus> {
  const ids = roundQuestionIds(s, round);
  const participants = participantsIn(s, round);
  const everyoneResponded =
    participants.length >= 2 && participants.every((p) => hasResponded(s, p.id, round));
  const result = new Map<string, QuestionStatus>();
  if (!everyoneResponded) {
    for (const id of ids) result.set(id, 'pending');
    return result;
  }
  const asked = new Map(participants.map((p) => [p.id, new Set(askedQuestionIds(s, p.id, round))]));
  for (const id of ids) {
    const askedOf = participants.filter((p) => asked.get(p.id)!.has(id));
    if (askedOf.length === 0) continue;
    const question = snapshotIndex(s).question.get(id)!;
    const party = formatOf(question) === 'party';
    const keys = askedOf.map((p) =>
      comparisonKey(
        question,
        answerOf(s, p.id, id, round),
        party ? partyContextOf(s, p.id, round) : undefined,
      ),
    );
    const agreed =
      askedOf.length === participants.length && keys.every((k) => k !== undefined && k === keys[0]);
    result.set(id, agreed ? 'agreed' : 'disagreed');
  }
  return result;
}

/** DESIGN §4: pending → in_progress → completed | disagreement. */
export function agreementStatus(s: RoundSnapshot): AgreementStatus {
  if (s.declaredDisagreement) return 'disagreement';
  // Everyone who joined responded in round 1 (joining is submitting round 1's answers).
  if (participantsIn(s, 1).length < 2) return 'pending';
  const participants = participantsIn(s);
  const everyoneResponded = participants.every((p) => hasResponded(s, p.id));
  if (!everyoneResponded) return 'in_progress';
  const statuses = [...questionStatuses(s).values()];
  const anyDisagreed = statuses.includes('disagreed');
  // Joining ends with round 1: from round 2 on, those who take part are everyone there can be, so the
  // expected number (which keeps round 1 open for a family of four) can no longer hold them back.
  const enough =
    s.currentRound > 1 ? participants.length >= 2 : participants.length >= s.expectedParticipants;
  if (!anyDisagreed && enough) return 'completed';
  if (anyDisagreed && s.currentRound >= s.maxRounds) return 'disagreement';
  return 'in_progress';
}

/** The agreement is completed or ended in disagreement: nothing of it changes any more. */
export function isClosed(s: RoundSnapshot): boolean {
  const status = agreementStatus(s);
  return status === 'completed' || status === 'disagreement';
}

/**
 * Everyone in the round has answered it: in round 1 at least as many as the initiator expects (and at
 * least two; people may still join until then), from round 2 on everyone who takes part. The same
 * count the comparison page shows as 'X av Y har svart'.
 */
export function everyoneAnswered(s: RoundSnapshot, round = s.currentRound): boolean {
  const participants = participantsIn(s, round);
  const needed = round === 1 ? Math.max(2, s.expectedParticipants) : 2;
  return participants.length >= needed && participants.every((p) => hasResponded(s, p.id, round));
}

/**
 * Whether the answers of a round may be shown to the others (docs/blind-rounds-and-finishing.md):
 * always, unless the rounds are blind; a blind round's answers — and everything made from them: counts,
 * question statuses, fact suggestions, the agreed points of a partial text — once everyone in it has
 * answered ({@link everyoneAnswered}) or the agreement is closed. Earlier rounds are always shown.
 */
export function answersRevealed(s: RoundSnapshot, round = s.currentRound): boolean {
  if (!s.blind || round < s.currentRound) return true;
  return everyoneAnswered(s, round) || isClosed(s);
}

/** An agreed answer: the value (the first participant's) and whose it is, to resolve a party answer. */
export interface AgreedAnswer {
  response: AnswerValue;
  /** The round it was agreed in and the participant whose answer `response` is ('self' is them). */
  round: number;
  party: PartyContext;
}

/** The answer everyone agreed on for each question, over all rounds (for the legal text). */
export function agreedAnswers(s: RoundSnapshot): Map<string, AgreedAnswer> {
  const result = new Map<string, AgreedAnswer>();
  for (let round = 1; round <= s.currentRound; round++) {
    // A blind round's agreed points are not told (a partial text) before everyone has answered it.
    if (!answersRevealed(s, round)) continue;
    for (const [id, status] of questionStatuses(s, round)) {
      if (status !== 'agreed') continue;
      for (const p of participantsIn(s, round)) {
        const response = answerOf(s, p.id, id, round);
        if (response === undefined) continue;
        result.set(id, { response, round, party: partyContextOf(s, p.id, round) });
        break;
      }
    }
  }
  return result;
}
