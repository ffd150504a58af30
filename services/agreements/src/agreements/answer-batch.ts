import { type Caller, ErrorCode } from '@avtalt/contracts';
import { DomainError } from '@avtalt/service-kit';
import { canAnswer, checkAnswers, type Decision } from '../rounds/rounds.rules';
import type { AnswerEntity, ParticipantEntity, SubmissionEntity } from './agreement.entities';
import { type AgreementSnapshot, toRoundSnapshot } from './agreement.snapshot';

/** One participant's answer set for the current round, as sent to `POST /answers`. */
export interface AnswerSubmission {
  caller: Caller;
  answers: Record<string, boolean>;
}

export function enforce(decision: Decision): void {
  if (!decision.allowed) throw new DomainError(decision.status === 403 ? ErrorCode.Forbidden : ErrorCode.Conflict, decision.message);
}

/** Refuses answers to questions that are not the participant's in this round (400 with the fields). */
export function assertAnswers(s: AgreementSnapshot, participantId: string, answers: Record<string, boolean>, checked: string[]): void {
  const problems = checkAnswers(toRoundSnapshot(s), participantId, answers).filter((p) => checked.includes(p.questionId));
  if (problems.length > 0) {
    throw new DomainError(ErrorCode.ValidationFailed, problems[0].message, problems.map((p) => ({ path: `answers.${p.questionId}`, message: p.message })));
  }
}

/** The row of someone joining the agreement now (anyone with the link may, in round 1: DESIGN §4). */
export function newParticipant(s: AgreementSnapshot, caller: Caller, now: Date, newId: () => string): ParticipantEntity {
  return {
    id: newId(),
    agreementId: s.agreement.id,
    userId: caller.id,
    // Visitors have no name yet: 'Deltaker 2' until they log in and the account's name replaces it.
    userName: caller.anonymous ? `Deltaker ${s.participants.length + 1}` : caller.name,
    isAnonymous: caller.anonymous,
    joinedAt: now,
  };
}

/** Participants in the order the database lists them (joined_at, id). */
export const byJoinOrder = (a: ParticipantEntity, b: ParticipantEntity): number =>
  +new Date(a.joinedAt) - +new Date(b.joinedAt) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * Applies one answer set to plain rows and returns the new rows; the input is never modified. Throws
 * the refusal (round closed, not a question of the round, …) without changing anything. Anyone with the
 * link joins in round 1 (DESIGN §4); the participant's set for the round replaces an earlier one.
 */
export function applySubmission(s: AgreementSnapshot, { caller, answers }: AnswerSubmission, now: Date, newId: () => string): AgreementSnapshot {
  const existing = s.participants.find((p) => p.userId === caller.id);
  enforce(canAnswer(toRoundSnapshot(s), existing?.id));
  const agreementId = s.agreement.id;
  const participant = existing ?? newParticipant(s, caller, now, newId);
  const joined = existing ? s : { ...s, participants: [...s.participants, participant] };
  assertAnswers(joined, participant.id, answers, Object.keys(answers));

  const round = s.agreement.currentRound;
  const isMine = (row: { participantId: string; round: number }) => row.participantId === participant.id && row.round === round;
  const mine = new Map(s.answers.filter(isMine).map((a) => [a.questionId, a]));
  const nextMine = Object.entries(answers).map(([questionId, response]): AnswerEntity => {
    const old = mine.get(questionId);
    if (old) return old.response === response ? old : { ...old, response };
    return { id: newId(), agreementId, participantId: participant.id, questionId, round, response, answeredAt: now };
  });
  const submitted = s.submissions.some(isMine);
  const submission: SubmissionEntity = { id: newId(), agreementId, participantId: participant.id, round, submittedAt: now };
  return {
    ...joined,
    answers: [...s.answers.filter((a) => !isMine(a)), ...nextMine],
    submissions: submitted ? s.submissions : [...s.submissions, submission],
  };
}

/** What a batch of submissions changed, row by row (rows are replaced, never modified, so identity tells). */
export interface SnapshotChanges {
  newParticipants: ParticipantEntity[];
  newSubmissions: SubmissionEntity[];
  newAnswers: AnswerEntity[];
  changedAnswers: AnswerEntity[];
  removedAnswerIds: string[];
}

export function changesBetween(before: AgreementSnapshot, after: AgreementSnapshot): SnapshotChanges {
  const ids = <T extends { id: string }>(rows: T[]) => new Set(rows.map((r) => r.id));
  const participantIds = ids(before.participants);
  const submissionIds = ids(before.submissions);
  const answersBefore = new Map(before.answers.map((a) => [a.id, a]));
  const answerIdsAfter = ids(after.answers);
  return {
    newParticipants: after.participants.filter((p) => !participantIds.has(p.id)),
    newSubmissions: after.submissions.filter((x) => !submissionIds.has(x.id)),
    newAnswers: after.answers.filter((a) => !answersBefore.has(a.id)),
    changedAnswers: after.answers.filter((a) => answersBefore.has(a.id) && answersBefore.get(a.id) !== a),
    removedAnswerIds: before.answers.filter((a) => !answerIdsAfter.has(a.id)).map((a) => a.id),
  };
}

export const nothingChanged = (c: SnapshotChanges): boolean =>
  c.newParticipants.length + c.newSubmissions.length + c.newAnswers.length + c.changedAnswers.length + c.removedAnswerIds.length === 0;
