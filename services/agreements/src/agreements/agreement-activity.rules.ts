import type {
  ActivityParticipant,
  AgreementActivityEvent,
  AgreementActivityKind,
  AgreementStatus,
} from '@avtalt/contracts';
import { hasResponded, participantsIn, type RoundSnapshot } from '../rounds/round-snapshot';
import { agreementStatus } from '../rounds/round-status.rules';
import { type AgreementSnapshot, answerKey } from './agreement.rows';
import { toRoundSnapshot } from './agreement.snapshot';
import type { AgreementCommand } from './agreement-command';

/**
 * The `agreement.activity` events one applied command gives rise to (issue 17, docs/durable-events.md),
 * from the rows before and after it and the status before it (the stored status for the first command
 * of a batch, the status the previous command left for the others). Pure: the writer stores the events
 * in the outbox in the transaction that writes the rows.
 *
 * - `answered`: an answer set was submitted (a first set of the round, or a set that changes answers);
 *   the actor is the participant who submitted it.
 * - `round-started`: the current round moved on; the actor is the participant who started it (null if
 *   it moved by itself).
 * - `participant-removed`: the initiator removed a participant (the actor is the initiator's participant,
 *   null if they have none yet; `participants` no longer list the removed one): no mail, it ends reminders.
 * - `completed` / `disagreement-declared`: the status became `completed` / `disagreement`; the actor is
 *   whoever declared disagreement, else null (the last answer, a removal or a lowered count decided it).
 */
export interface ActivityStep {
  before: AgreementSnapshot;
  after: AgreementSnapshot;
  statusBefore: AgreementStatus;
  command: AgreementCommand;
}

export interface ActivityOutcome {
  events: AgreementActivityEvent[];
  /** The status the rows after the command have (the next step's `statusBefore`). */
  status: AgreementStatus;
}

export function activityOf(step: ActivityStep, now: Date, newId: () => string): ActivityOutcome {
  const { before, after, statusBefore, command } = step;
  if (before === after) return { events: [], status: statusBefore };
  const round = toRoundSnapshot(after);
  const status = agreementStatus(round);
  const events: AgreementActivityEvent[] = [];
  const event = (
    kind: AgreementActivityKind,
    actorParticipantId: string | null,
    roundNo = after.agreement.currentRound,
  ): void => {
    events.push({
      eventId: newId(),
      kind,
      agreementId: after.agreement.id,
      title: after.agreement.title,
      round: roundNo,
      actorParticipantId,
      participants: activityParticipants(after, round, roundNo),
      initiatorUserId: initiatorUserId(after),
      occurredAt: now.toISOString(),
    });
  };
  const callerId = command.kind === 'recheck' ? undefined : command.caller.id;
  const actor =
    callerId === undefined ? null : (after.participants.find((p) => p.userId === callerId)?.id ?? null);
  // Issue 31: signing and voiding (the writer adds a signature's audit hashes once they are chained).
  if (command.kind === 'sign') {
    event('signature-added', actor);
    if (after.agreement.status === 'signed' && before.agreement.status !== 'signed') event('signed', null);
    return { events, status: statusBefore };
  }
  if (command.kind === 'voidSignatures') {
    event('signatures-voided', actor);
    return { events, status: statusBefore };
  }
  // Issue 34: a visitor is 'Deltaker 2' until they log in. Their 'answered' waits for their name
  // (answeredOnLogin, when the visit becomes an account), so nobody is mailed «Deltaker 2 har svart».
  const visitor = after.participants.find((p) => p.id === actor)?.isAnonymous === true;
  if (command.kind === 'answerAll' && actor !== null && !visitor && submittedChange(before, after, actor))
    event('answered', actor);
  if (command.kind === 'removeParticipant') event('participant-removed', actor);
  if (after.agreement.currentRound > before.agreement.currentRound)
    event('round-started', command.kind === 'nextRound' ? actor : null);
  if (status !== statusBefore && status === 'completed') event('completed', null);
  if (status !== statusBefore && status === 'disagreement')
    event('disagreement-declared', command.kind === 'declareDisagreement' ? actor : null);
  return { events, status };
}

/**
 * The initiator's user id for the notifications service (they may not be listed yet: participants join by
 * answering): null when their participant row shows a visitor. An initiator without a row yet is named by
 * the id they created it with; a visitor's session id has no account in identity, so nobody is mailed.
 */
export function initiatorUserId(s: AgreementSnapshot): string | null {
  const row = s.participants.find((p) => p.userId === s.agreement.initiatorId);
  return row?.isAnonymous ? null : s.agreement.initiatorId;
}

/** Who takes part in the round, each with whether they submitted it; visitors have no user id. */
export function activityParticipants(
  s: AgreementSnapshot,
  round: RoundSnapshot,
  roundNo: number,
): ActivityParticipant[] {
  const byId = new Map(s.participants.map((p) => [p.id, p]));
  return participantsIn(round, roundNo).map((p) => {
    const row = byId.get(p.id)!;
    return {
      participantId: p.id,
      userId: row.isAnonymous ? null : row.userId,
      name: row.userName,
      answered: hasResponded(round, p.id, roundNo),
    };
  });
}

/**
 * Issue 34: the `answered` held back while the one who answered was a visitor ('Deltaker 2'), now that
 * their visit became an account and the rows name them. Only for an open agreement whose current round
 * they submitted as a visitor; null otherwise (a later round, a closed agreement: the other events told it).
 */
export function answeredOnLogin(
  s: AgreementSnapshot,
  participantId: string,
  now: Date,
  newId: () => string,
): AgreementActivityEvent | null {
  const roundNo = s.agreement.currentRound;
  const round = toRoundSnapshot(s);
  const status = agreementStatus(round);
  if (status !== 'pending' && status !== 'in_progress') return null;
  if (
    !participantsIn(round, roundNo).some((p) => p.id === participantId) ||
    !hasResponded(round, participantId, roundNo)
  )
    return null;
  return {
    eventId: newId(),
    kind: 'answered',
    agreementId: s.agreement.id,
    title: s.agreement.title,
    round: roundNo,
    actorParticipantId: participantId,
    participants: activityParticipants(s, round, roundNo),
    initiatorUserId: initiatorUserId(s),
    occurredAt: now.toISOString(),
  };
}

/** The participant's submission of the current round is new, or their answers of the round changed. */
function submittedChange(
  before: AgreementSnapshot,
  after: AgreementSnapshot,
  participantId: string,
): boolean {
  const roundNo = after.agreement.currentRound;
  const submitted = (s: AgreementSnapshot) =>
    s.submissions.some((x) => x.participantId === participantId && x.round === roundNo);
  if (!submitted(after)) return false;
  if (!submitted(before)) return true;
  const mine = (s: AgreementSnapshot) =>
    new Map(
      s.answers
        .filter((a) => a.participantId === participantId && a.round === roundNo)
        .map((a) => [answerKey(a), a.response]),
    );
  const old = mine(before);
  const now = mine(after);
  return old.size !== now.size || [...now].some(([k, v]) => !old.has(k) || old.get(k) !== v);
}
