import {
  answerIssueMessage,
  type AnswerValueIssue,
  type Caller,
  checkAnswerValues,
  ErrorCode,
} from '@avtalt/contracts';
import type { AnswerValue } from '@avtalt/logic';
import { DomainError } from '@avtalt/service-kit';
import { canAnswer, checkAnswers, checkPartyAnswers } from '../rounds/rounds.rules';
import { type CommandState, enforce } from './command-state';
import type { AgreementSnapshot, AnswerRow, DraftRow, ParticipantRow } from './agreement.rows';
import { toRoundSnapshot } from './agreement.snapshot';
import { norwegianDate } from './party-details.rules';
import { assertValueChecks, earlierAnswers } from './value-checks.rules';

/*
 * The answer commands: an answer set (`answerAll`), which joins the caller in round 1, and one answer saved
 * as a draft (`answerOne`). Pure: they take the state and return the next one, or throw the refusal.
 */

export function assertAnswers(
  s: AgreementSnapshot,
  participantId: string | undefined,
  answers: Readonly<Record<string, AnswerValue>>,
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

/**
 * Checks each answer of a request against its question (docs/typed-answers.md) and returns the answers
 * with canonical values (`12 000,00` → 12000, `1.3.2027` → '2027-03-01', an option in the question's
 * spelling). A value of the wrong type, an unknown option, an unreadable value or a party answer that
 * names nobody of the agreement ('self', 'other' or the id of a participant of the round) is a 400
 * whose message names the question, and the whole request is refused. Answers to ids that are not
 * questions of the agreement are kept as they are, for {@link assertAnswers} to refuse.
 */
export function assertAnswerValues(
  s: AgreementSnapshot,
  answers: Readonly<Record<string, AnswerValue>>,
  path: (questionId: string) => string = (id) => `answers.${id}`,
): Record<string, AnswerValue> {
  const { values, issues } = checkAnswerValues(s.questions, answers, path);
  const byId = new Map(s.questions.map((q) => [q.id, q]));
  const parties: AnswerValueIssue[] = checkPartyAnswers(toRoundSnapshot(s), values).map((p) => ({
    path: path(p.questionId),
    message: answerIssueMessage(byId.get(p.questionId)!, p.message),
  }));
  const problems = [...issues, ...parties];
  if (problems.length > 0) throw new DomainError(ErrorCode.ValidationFailed, problems[0].message, problems);
  return { ...answers, ...values };
}

/**
 * 'Deltaker n' for a visitor: n counts every row the agreement has had (removed participants too), and
 * skips a name already given, so two participants never share one.
 */
export function visitorName(s: AgreementSnapshot): string {
  const taken = new Set(s.participants.map((p) => p.userName));
  let n = s.participants.length + 1;
  while (taken.has(`Deltaker ${n}`)) n++;
  return `Deltaker ${n}`;
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
    userName: caller.anonymous ? visitorName(s) : caller.name,
    isAnonymous: caller.anonymous,
    joinedAt: now,
    removedInRound: null,
    birthDate: null,
    address: null,
  };
}

/**
 * The caller's participant row for an answer set, joining them when they may answer and are new. A
 * row of theirs without a round-1 submission (saved answers of a version before drafts) is reused:
 * they join with this set.
 */
function submittingParticipant(
  s: AgreementSnapshot,
  caller: Caller,
  now: Date,
  newId: () => string,
): { participant: ParticipantRow; joined: AgreementSnapshot } {
  enforce(canAnswer(toRoundSnapshot(s), caller.id));
  const existing = s.participants.find((p) => p.userId === caller.id);
  if (existing) return { participant: existing, joined: s };
  const participant = newParticipant(s, caller, now, newId);
  return { participant, joined: { ...s, participants: [...s.participants, participant] } };
}

/** Replaces the participant's answers of the current round with `answers`. */
function withRoundAnswers(
  s: AgreementSnapshot,
  participantId: string,
  answers: Record<string, AnswerValue>,
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

export function answerAll(
  state: CommandState,
  caller: Caller,
  submitted: Record<string, AnswerValue>,
  confirmed: readonly string[],
  now: Date,
  newId: () => string,
): CommandState {
  const s = state.rows;
  const { participant, joined } = submittingParticipant(s, caller, now, newId);
  const answers = assertAnswerValues(s, submitted);
  assertAnswers(joined, participant.id, answers, Object.keys(answers));
  const round = s.agreement.currentRound;
  // The set replaces the round's answers, so the checks compare with it and the answers of
  // the rounds before (a payout date agreed in round 1 for a due date asked again in round 2).
  assertValueChecks(
    s,
    { ...earlierAnswers(s, participant.id, round), ...answers },
    Object.keys(answers),
    confirmed,
    norwegianDate(now),
    {
      selfIds: [participant.id],
    },
  );
  const answered = withRoundAnswers(joined, participant.id, answers);
  const resubmitted = s.submissions.some((x) => x.participantId === participant.id && x.round === round);
  const rows = resubmitted
    ? answered
    : { ...answered, submissions: [...s.submissions, { participantId: participant.id, round }] };
  // The set is what counts now: the caller's drafts of the round have done their work.
  return { rows, drafts: state.drafts.filter((d) => !(d.ownerId === caller.id && d.round === round)) };
}

/**
 * Saves one answer as a draft of the caller's (participant or not): the caller's drafts of the round
 * if they have any, else their submitted answers of the round, with this answer changed. Answers the
 * changed answer now hides (logic) are left out, as a new answer set without them would be. Nobody
 * joins, and nothing that others see or that decides the round changes.
 */
export function answerOne(
  state: CommandState,
  caller: Caller,
  questionId: string,
  given: AnswerValue,
  confirmed: boolean,
  now: Date,
): CommandState {
  const s = state.rows;
  const round = s.agreement.currentRound;
  const roundView = toRoundSnapshot(s);
  enforce(canAnswer(roundView, caller.id));
  const response = assertAnswerValues(s, { [questionId]: given }, () => 'response')[questionId];
  // Their answers of earlier rounds (round 2 on) decide which questions logic shows.
  const participantId = s.participants.find((p) => p.userId === caller.id)?.id;
  const isMine = (d: DraftRow) => d.ownerId === caller.id && d.round === round;
  const drafts = state.drafts.filter(isMine);
  // Visibility is judged from these (the stored drafts or submitted set of the round, and the answers of
  // earlier rounds) with the new answer.
  const current: Record<string, AnswerValue> =
    drafts.length > 0
      ? Object.fromEntries(drafts.map((d) => [d.questionId, d.response]))
      : Object.fromEntries(
          s.answers
            .filter((a) => a.participantId === participantId && a.round === round)
            .map((a) => [a.questionId, a.response]),
        );
  const answers = { ...current, [questionId]: response };
  assertAnswers(s, participantId, answers, [questionId]);
  // The saved answer's checks, against the round's answers so far and those of earlier rounds.
  assertValueChecks(
    s,
    { ...earlierAnswers(s, participantId, round), ...answers },
    [questionId],
    confirmed ? [questionId] : [],
    norwegianDate(now),
    {
      selfIds: participantId === undefined ? [] : [participantId],
      path: () => 'response',
    },
  );
  const hidden = new Set(checkAnswers(roundView, participantId, answers).map((p) => p.questionId));
  const old = new Map(drafts.map((d) => [d.questionId, d]));
  const next = Object.entries(answers)
    .filter(([id]) => !hidden.has(id))
    .map(([id, value]): DraftRow => {
      const kept = old.get(id);
      return kept?.response === value ? kept : { ownerId: caller.id, questionId: id, round, response: value };
    });
  return { rows: s, drafts: [...state.drafts.filter((d) => !isMine(d)), ...next] };
}
