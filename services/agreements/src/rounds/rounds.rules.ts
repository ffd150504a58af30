/**
 * Who may do what in a round (DESIGN §4): answer, start the next round, declare disagreement, remove a
 * participant, make the rounds blind, delete. Each rule answers a {@link Decision}; pure functions of a
 * round snapshot.
 */
import { AgreementMessages, ErrorCode, EXPECTED_MAX } from '@avtalt/contracts';
import {
  ANSWER_VALUE_MESSAGES,
  type AnswerValue,
  computePath,
  formatOf,
  PARTY_OTHER,
  PARTY_SELF,
} from '@avtalt/logic';
import {
  answersAsOf,
  hasResponded,
  logicAnswers,
  participantIdOf,
  participantsIn,
  type RoundSnapshot,
  snapshotIndex,
} from './round-snapshot';
import {
  agreementStatus,
  answersRevealed,
  isClosed,
  questionStatuses,
  roundQuestionIds,
} from './round-status.rules';

/** Why a rule says no: a code of the contracts (the gateway's table gives the status) and the message. */
export type Refusal = { allowed: false; code: ErrorCode; message: string };
export type Decision = { allowed: true } | Refusal;
const allow: Decision = { allowed: true };
const refuse = (code: ErrorCode, message: string): Refusal => ({ allowed: false, code, message });

/**
 * Whether `userId` may answer now (a saved answer or an answer set). Anyone with the link may in
 * round 1, and joins when they submit, up to {@link EXPECTED_MAX} participants; from round 2 only
 * those who joined and were not removed.
 */
export function canAnswer(s: RoundSnapshot, userId: string): Decision {
  if (isClosed(s)) return refuse(ErrorCode.AgreementClosed, AgreementMessages.closed);
  const row = s.participants.find((p) => p.userId === userId);
  if (row?.removedInRound !== undefined && row.removedInRound !== null)
    return refuse(ErrorCode.NotParticipant, AgreementMessages.removed);
  if (participantIdOf(s, userId)) return allow;
  if (s.currentRound > 1) {
    return refuse(
      ErrorCode.JoinClosed,
      AgreementMessages.notParticipantFromRound2.replace('{round}', String(s.currentRound)),
    );
  }
  // The legal text and the comparison are made for at most EXPECTED_MAX parties.
  const joined = participantsIn(s).length;
  if (joined >= EXPECTED_MAX) return refuse(ErrorCode.AgreementFull, AgreementMessages.full);
  // Once as many as the initiator expects have joined, the link lets no stranger in (else an extra,
  // unnamed party in the document). The initiator may raise the number to let more in, and may always
  // answer their own agreement.
  if (userId !== s.initiatorId && joined >= s.expectedParticipants)
    return refuse(ErrorCode.AgreementFull, AgreementMessages.fullExpected);
  return allow;
}

/** Whether the caller may make the rounds blind or open again: the initiator, while the agreement is open. */
export function canSetBlind(s: RoundSnapshot, callerId: string): Decision {
  if (s.initiatorId !== callerId) return refuse(ErrorCode.NotInitiator, AgreementMessages.blindNotInitiator);
  if (isClosed(s)) return refuse(ErrorCode.AgreementClosed, AgreementMessages.closed);
  return allow;
}

/**
 * Whether the caller may change how many participants are expected: the initiator, and not once the
 * agreement is completed (waiting for more people would reopen it) or ended in disagreement (it would be
 * revived).
 */
export function canSetExpectedParticipants(s: RoundSnapshot, callerId: string): Decision {
  if (s.initiatorId !== callerId)
    return refuse(ErrorCode.NotInitiator, AgreementMessages.expectedNotInitiator);
  const status = agreementStatus(s);
  if (status === 'completed' || status === 'disagreement')
    return refuse(ErrorCode.AgreementClosed, AgreementMessages.closedNoReopen);
  return allow;
}

/**
 * The initiator may remove a participant who has not answered the current round (someone who does not
 * answer round 2 would otherwise hold the agreement open for good). Not themselves, not someone who
 * has answered this round, and not once the agreement is closed.
 */
export function canRemoveParticipant(s: RoundSnapshot, callerId: string, participantId: string): Decision {
  if (s.initiatorId !== callerId) return refuse(ErrorCode.NotInitiator, AgreementMessages.removeNotInitiator);
  if (isClosed(s)) return refuse(ErrorCode.AgreementClosed, AgreementMessages.closed);
  const participant = participantsIn(s).find((p) => p.id === participantId);
  if (!participant) return refuse(ErrorCode.NotFound, AgreementMessages.participantNotFound);
  if (participant.userId === callerId) return refuse(ErrorCode.Conflict, AgreementMessages.removeSelf);
  if (hasResponded(s, participantId))
    return refuse(ErrorCode.AlreadyResponded, AgreementMessages.removeResponded);
  // An agreement is made by at least two: the last other party is not removed (delete the agreement instead).
  if (participantsIn(s).length <= 2) return refuse(ErrorCode.Conflict, AgreementMessages.removeLastOther);
  return allow;
}

/**
 * Checks a submitted answer set: each question must be in the round and asked of this participant
 * given the answers (logic applied to the submitted set).
 */
export function checkAnswers(
  s: RoundSnapshot,
  participantId: string | undefined,
  answers: Readonly<Record<string, AnswerValue>>,
): { questionId: string; message: string }[] {
  const all = new Set(s.questions.map((q) => q.id));
  const inRound = new Set(roundQuestionIds(s));
  // Visibility is judged from the participant's stored answers of earlier rounds with those of the request.
  const merged = { ...(participantId ? answersAsOf(s, participantId, s.currentRound - 1) : {}), ...answers };
  const path = new Set(computePath(s.questions, s.rules, logicAnswers(s, merged, participantId)).path);
  const problems: { questionId: string; message: string }[] = [];
  for (const questionId of Object.keys(answers)) {
    if (!all.has(questionId)) problems.push({ questionId, message: AgreementMessages.unknownQuestion });
    else if (!inRound.has(questionId)) problems.push({ questionId, message: AgreementMessages.notInRound });
    else if (!path.has(questionId)) problems.push({ questionId, message: AgreementMessages.hiddenQuestion });
  }
  return problems;
}

export function canStartNextRound(s: RoundSnapshot, participantId: string | undefined): Decision {
  if (!participantId) return refuse(ErrorCode.NotParticipant, AgreementMessages.nextRoundNotParticipant);
  if (isClosed(s)) return refuse(ErrorCode.AgreementClosed, AgreementMessages.closed);
  if (s.currentRound >= s.maxRounds) return refuse(ErrorCode.LastRound, AgreementMessages.nextRoundMax);
  const participants = participantsIn(s);
  if (participants.length < 2 || !participants.every((p) => hasResponded(s, p.id)))
    return refuse(ErrorCode.RoundNotClosed, AgreementMessages.nextRoundWaiting);
  // A blind round is decided when everyone in it has answered; before that nobody knows what is disputed.
  if (!answersRevealed(s)) return refuse(ErrorCode.RoundNotClosed, AgreementMessages.nextRoundWaiting);
  if (![...questionStatuses(s).values()].includes('disagreed'))
    return refuse(ErrorCode.NoDisagreement, AgreementMessages.nextRoundNoDisagreement);
  return allow;
}

export function canDeclareDisagreement(
  s: RoundSnapshot,
  caller: { anonymous: boolean },
  participantId: string | undefined,
): Decision {
  if (caller.anonymous) return refuse(ErrorCode.LoginRequired, AgreementMessages.disagreementLogin);
  if (!participantId) return refuse(ErrorCode.NotParticipant, AgreementMessages.disagreementNotParticipant);
  if (isClosed(s)) return refuse(ErrorCode.AgreementClosed, AgreementMessages.closed);
  if (s.currentRound !== 1) return refuse(ErrorCode.OnlyFirstRound, AgreementMessages.disagreementRound);
  return allow;
}

export function canDelete(s: Pick<RoundSnapshot, 'initiatorId'>, callerId: string): Decision {
  return s.initiatorId === callerId
    ? allow
    : refuse(ErrorCode.NotInitiator, AgreementMessages.deleteNotInitiator);
}

/**
 * Checks the party answers of a request (docs/typed-answers.md): 'self', 'other', or the id of a
 * participant taking part in the round. Anything else names nobody of the agreement.
 */
export function checkPartyAnswers(
  s: RoundSnapshot,
  answers: Readonly<Record<string, AnswerValue>>,
): { questionId: string; message: string }[] {
  const taking = new Set(participantsIn(s).map((p) => p.id));
  const problems: { questionId: string; message: string }[] = [];
  for (const [questionId, value] of Object.entries(answers)) {
    const question = snapshotIndex(s).question.get(questionId);
    if (!question || formatOf(question) !== 'party') continue;
    if (value === PARTY_SELF || value === PARTY_OTHER || (typeof value === 'string' && taking.has(value)))
      continue;
    problems.push({ questionId, message: ANSWER_VALUE_MESSAGES.party });
  }
  return problems;
}
