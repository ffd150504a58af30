import { AgreementMessages, type Caller, ErrorCode, EXPECTED_MAX } from '@avtalt/contracts';
import { DomainError } from '@avtalt/service-kit';
import {
  agreementStatus,
  canAnswer,
  canDeclareDisagreement,
  canStartNextRound,
  checkAnswers,
  type Decision,
} from '../rounds/rounds.rules';
import type { AgreementChanges, AgreementFields } from './agreement.repository';
import {
  type AgreementSnapshot,
  type AnswerRow,
  answerKey,
  byJoinOrder,
  type ParticipantRow,
  submissionKey,
} from './agreement.rows';
import { toRoundSnapshot } from './agreement.snapshot';

/**
 * Everything that changes one agreement's rows, as data. The writer applies commands for one agreement
 * in arrival order under the agreement's row lock, several in one transaction (group commit).
 */
export type AgreementCommand =
  /** The participant's answer set for the round: replaces an earlier one until the round closes. */
  | { kind: 'answerAll'; caller: Caller; answers: Record<string, boolean> }
  /** One answer saved as the participant goes (does not mark them as responded). */
  | { kind: 'answerOne'; caller: Caller; questionId: string; response: boolean }
  | { kind: 'nextRound'; caller: Caller }
  | { kind: 'declareDisagreement'; caller: Caller }
  | { kind: 'setExpectedParticipants'; caller: Caller; expected: number };

export function enforce(decision: Decision): void {
  if (!decision.allowed) throw new DomainError(decision.code, decision.message);
}

/** Refuses answers to questions that are not the participant's in this round (400 with the fields). */
export function assertAnswers(
  s: AgreementSnapshot,
  participantId: string,
  answers: Record<string, boolean>,
  checked: readonly string[],
): void {
  const problems = checkAnswers(toRoundSnapshot(s), participantId, answers).filter((p) =>
    checked.includes(p.questionId),
  );
  if (problems.length > 0) {
    throw new DomainError(
      ErrorCode.ValidationFailed,
      problems[0].message,
      problems.map((p) => ({ path: `answers.${p.questionId}`, message: p.message })),
    );
  }
}

/** The row of someone joining the agreement now (anyone with the link may, in round 1: DESIGN §4). */
export function newParticipant(
  s: AgreementSnapshot,
  caller: Caller,
  now: Date,
  newId: () => string,
): ParticipantRow {
  return {
    id: newId(),
    userId: caller.id,
    // Visitors have no name yet: 'Deltaker 2' until they log in and the account's name replaces it.
    userName: caller.anonymous ? `Deltaker ${s.participants.length + 1}` : caller.name,
    isAnonymous: caller.anonymous,
    joinedAt: now,
  };
}

/** The caller's participant row, joining them when they may answer and are new. */
function answeringParticipant(
  s: AgreementSnapshot,
  caller: Caller,
  now: Date,
  newId: () => string,
): { participant: ParticipantRow; joined: AgreementSnapshot } {
  const existing = s.participants.find((p) => p.userId === caller.id);
  enforce(canAnswer(toRoundSnapshot(s), existing?.id));
  if (existing) return { participant: existing, joined: s };
  // The legal text and the comparison are made for at most EXPECTED_MAX parties.
  if (s.participants.length >= EXPECTED_MAX)
    throw new DomainError(ErrorCode.AgreementFull, AgreementMessages.full);
  const participant = newParticipant(s, caller, now, newId);
  return { participant, joined: { ...s, participants: [...s.participants, participant] } };
}

/** Replaces the participant's answers of the current round with `answers`. */
function withRoundAnswers(
  s: AgreementSnapshot,
  participantId: string,
  answers: Record<string, boolean>,
): AgreementSnapshot {
  const round = s.agreement.currentRound;
  const isMine = (a: AnswerRow) => a.participantId === participantId && a.round === round;
  const mine = new Map(s.answers.filter(isMine).map((a) => [a.questionId, a]));
  const next = Object.entries(answers).map(([questionId, response]): AnswerRow => {
    const old = mine.get(questionId);
    return old?.response === response ? old : { participantId, questionId, round, response };
  });
  return { ...s, answers: [...s.answers.filter((a) => !isMine(a)), ...next] };
}

function answerAll(
  s: AgreementSnapshot,
  caller: Caller,
  answers: Record<string, boolean>,
  now: Date,
  newId: () => string,
): AgreementSnapshot {
  const { participant, joined } = answeringParticipant(s, caller, now, newId);
  assertAnswers(joined, participant.id, answers, Object.keys(answers));
  const answered = withRoundAnswers(joined, participant.id, answers);
  const round = s.agreement.currentRound;
  const submitted = s.submissions.some((x) => x.participantId === participant.id && x.round === round);
  return submitted
    ? answered
    : { ...answered, submissions: [...s.submissions, { participantId: participant.id, round }] };
}

/**
 * Saves one answer. Answers of the round that the changed answer now hides (logic) are removed, as a
 * new answer set without them would be.
 */
function answerOne(
  s: AgreementSnapshot,
  caller: Caller,
  questionId: string,
  response: boolean,
  now: Date,
  newId: () => string,
): AgreementSnapshot {
  const { participant, joined } = answeringParticipant(s, caller, now, newId);
  const round = s.agreement.currentRound;
  const current = Object.fromEntries(
    s.answers
      .filter((a) => a.participantId === participant.id && a.round === round)
      .map((a) => [a.questionId, a.response]),
  );
  const answers = { ...current, [questionId]: response };
  assertAnswers(joined, participant.id, answers, [questionId]);
  const hidden = new Set(
    checkAnswers(toRoundSnapshot(joined), participant.id, answers).map((p) => p.questionId),
  );
  return withRoundAnswers(
    joined,
    participant.id,
    Object.fromEntries(Object.entries(answers).filter(([id]) => !hidden.has(id))),
  );
}

const participantIdOf = (s: AgreementSnapshot, caller: Caller): string | undefined =>
  s.participants.find((p) => p.userId === caller.id)?.id;

/**
 * Applies one command to plain rows and returns the new rows; the input is never modified. Throws the
 * refusal (round closed, not a question of the round, …) without changing anything.
 */
export function applyCommand(
  s: AgreementSnapshot,
  command: AgreementCommand,
  now: Date,
  newId: () => string,
): AgreementSnapshot {
  switch (command.kind) {
    case 'answerAll':
      return answerAll(s, command.caller, command.answers, now, newId);
    case 'answerOne':
      return answerOne(s, command.caller, command.questionId, command.response, now, newId);
    case 'nextRound':
      // Logged-in participants only (end-user spec §6): a visitor is asked to log in (401), not refused.
      if (command.caller.anonymous)
        throw new DomainError(ErrorCode.LoginRequired, AgreementMessages.loginRequired);
      enforce(canStartNextRound(toRoundSnapshot(s), participantIdOf(s, command.caller)));
      return { ...s, agreement: { ...s.agreement, currentRound: s.agreement.currentRound + 1 } };
    case 'declareDisagreement':
      enforce(canDeclareDisagreement(toRoundSnapshot(s), command.caller, participantIdOf(s, command.caller)));
      return { ...s, agreement: { ...s.agreement, declaredDisagreement: true } };
    case 'setExpectedParticipants': {
      if (s.agreement.initiatorId !== command.caller.id)
        throw new DomainError(ErrorCode.NotInitiator, AgreementMessages.expectedNotInitiator);
      // A completed agreement is not reopened by waiting for more people (nor a failed one revived).
      const status = agreementStatus(toRoundSnapshot(s));
      if (status === 'completed' || status === 'disagreement')
        throw new DomainError(ErrorCode.AgreementClosed, AgreementMessages.closedNoReopen);
      return { ...s, agreement: { ...s.agreement, expectedParticipants: command.expected } };
    }
  }
}

/** What changed between two snapshots of one agreement, by the rows' keys (never by object identity alone). */
export function changesBetween(before: AgreementSnapshot, after: AgreementSnapshot): AgreementChanges {
  const participantIds = new Set(before.participants.map((p) => p.id));
  const answersBefore = new Map(before.answers.map((a) => [answerKey(a), a]));
  const answerKeysAfter = new Set(after.answers.map(answerKey));
  const submissionsBefore = new Set(before.submissions.map(submissionKey));
  return {
    newParticipants: after.participants.filter((p) => !participantIds.has(p.id)),
    upsertedAnswers: after.answers.filter((a) => answersBefore.get(answerKey(a))?.response !== a.response),
    deletedAnswers: before.answers.filter((a) => !answerKeysAfter.has(answerKey(a))),
    newSubmissions: after.submissions.filter((x) => !submissionsBefore.has(submissionKey(x))),
  };
}

export function nothingChanged(
  c: AgreementChanges,
  before: AgreementFields,
  after: AgreementFields,
): boolean {
  const rows =
    c.newParticipants.length + c.upsertedAnswers.length + c.deletedAnswers.length + c.newSubmissions.length;
  return (
    rows === 0 && (Object.keys(before) as (keyof AgreementFields)[]).every((k) => before[k] === after[k])
  );
}

/** The rows as the database lists them after the write: participants by (joined_at, id). */
export function inStoredOrder(s: AgreementSnapshot): AgreementSnapshot {
  return { ...s, participants: [...s.participants].sort(byJoinOrder) };
}
