import type { ActivityParticipant, AgreementStatus } from '@avtalt/contracts';
import type { NegotiationRows } from '../negotiation/negotiation.rows';
import { hasResponded, participantsIn, type RoundSnapshot } from '../rounds/round-snapshot';
import { agreementStatus } from '../rounds/round-status.rules';
import { partiesOf, type SigningRows } from '../signing/signing.rules';
import type { AgreementCommand } from './agreement-command';
import type { Actor, AgreementEvent, EventScene } from './agreement-events';
import { type AgreementRow, type AgreementSnapshot, answerKey } from './agreement.rows';
import { toRoundSnapshot } from './agreement.snapshot';

/** One applied command: the state before and after it, and the status before it. */
export interface EventStep {
  before: { rows: AgreementSnapshot; negotiation?: NegotiationRows; signing?: SigningRows };
  after: { rows: AgreementSnapshot; negotiation?: NegotiationRows };
  /** The stored status for the first command of a batch, the status the previous command left for the others. */
  statusBefore: AgreementStatus;
  command: AgreementCommand;
}

export interface StepEvents {
  events: AgreementEvent[];
  /** The status the rows after the command have (the next step's `statusBefore`). */
  status: AgreementStatus;
}

/**
 * What one applied command did, in order: `joined` (a new participant's first set), `round-submitted`
 * (a set submitted or changed), `participant-removed`, `round-started`, then `completed` or
 * `disagreement-declared` when the status became that; for a signature `signature-added` (and `signed`
 * for the last), for a void `signatures-voided`; then `proposal-accepted` for each proposal the command
 * made accepted by everyone. Nothing for a command that changed no rows. Pure.
 */
export function eventsOf(step: EventStep, now: Date, newId: () => string): StepEvents {
  const { before, after, statusBefore } = step;
  let scene: EventScene | undefined;
  const sceneNow = () => (scene ??= sceneOf(after.rows, now));
  const events: AgreementEvent[] = [];
  let status = statusBefore;
  if (before.rows !== after.rows) {
    const emit: Emit = (event) => events.push({ ...event, id: newId(), scene: sceneNow() } as AgreementEvent);
    status = rowEvents(step, emit);
  }
  for (const accepted of acceptedProposals(before.negotiation, after.negotiation)) {
    const last = accepted.responses[accepted.responses.length - 1];
    events.push({
      id: newId(),
      kind: 'proposal-accepted',
      scene: sceneNow(),
      actorName: before.rows.participants.find((x) => x.id === last?.participantId)?.userName ?? null,
      proposalRound: accepted.round,
      questionId: accepted.questionId,
      source: accepted.source,
      text: accepted.text,
    });
  }
  return { events, status };
}

type Emit = (event: DistributiveOmit<AgreementEvent, 'id' | 'scene'>) => void;
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** The events of a command that changed the agreement's rows; returns the status after it. */
function rowEvents(step: EventStep, emit: Emit): AgreementStatus {
  const { statusBefore, command } = step;
  const before = step.before.rows;
  const after = step.after.rows;
  const actor = actorOf(after, command);
  if (command.kind === 'sign') {
    const textSha256 = after.agreement.frozenTextSha256;
    // codeSentTo and emailConfirmed as the signature row has them: the seal checks the two agree.
    emit({
      kind: 'signature-added',
      actor,
      method: command.signature.method,
      textSha256,
      emailConfirmed: command.signature.emailConfirmed,
      codeSentTo: command.signature.code?.sentTo ?? null,
      clientDigest: command.signature.clientDigest,
      eid: command.signature.eid,
      guardianFor: guardianFor(after, command.caller.id),
      requiredLevel: after.agreement.requiredSignatureLevel,
    });
    if (after.agreement.status === 'signed' && before.agreement.status !== 'signed')
      emit({
        kind: 'signed',
        signers: partiesOf(after.participants, toRoundSnapshot(after)).length,
        textSha256,
      });
    return statusBefore;
  }
  if (command.kind === 'voidSignatures') {
    const voided = step.before.signing?.signatures.filter((x) => x.voidedAt === null).length ?? 0;
    emit({ kind: 'signatures-voided', actor, voided, clientDigest: command.clientDigest });
    return statusBefore;
  }
  const round = after.agreement.currentRound;
  if (command.kind === 'answerAll') {
    const known = new Set(before.participants.map((p) => p.id));
    for (const p of after.participants) if (!known.has(p.id)) emit({ kind: 'joined', name: p.userName });
    const me = after.participants.find((p) => p.userId === command.caller.id);
    if (me && submittedOrChanged(before, after, me.id, round)) {
      const answers = after.answers.filter((a) => a.participantId === me.id && a.round === round).length;
      emit({
        kind: 'round-submitted',
        participantId: me.id,
        name: me.userName,
        visitor: me.isAnonymous,
        answers,
      });
    }
  }
  if (command.kind === 'inviteObserver') {
    const invited = (after.observers ?? []).find((o) => !(before.observers ?? []).some((b) => b.id === o.id));
    if (invited) emit({ kind: 'observer-invited', actor, observerId: invited.id, email: invited.email });
  }
  if (command.kind === 'inviteGuardian') {
    const invited = (after.guardians ?? []).find((g) => !(before.guardians ?? []).some((b) => b.id === g.id));
    if (invited) emit({ kind: 'guardian-invited', actor, guardianId: invited.id, email: invited.email });
  }
  if (command.kind === 'removeParticipant') {
    const removed = after.participants.find((p) => p.id === command.participantId);
    emit({ kind: 'participant-removed', actor, removedName: removed?.userName ?? null });
  }
  if (round > before.agreement.currentRound)
    emit({ kind: 'round-started', actor: command.kind === 'nextRound' ? actor : null });
  const roundView = toRoundSnapshot(after);
  const status = agreementStatus(roundView);
  if (status !== statusBefore && status === 'completed')
    emit({ kind: 'completed', parties: participantsIn(roundView).length });
  if (status !== statusBefore && status === 'disagreement')
    emit({ kind: 'disagreement-declared', actor: command.kind === 'declareDisagreement' ? actor : null });
  return status;
}

/** The party under 18 whose guardian the caller is (accepted), else null: the caller signs as a party. */
function guardianFor(s: AgreementSnapshot, userId: string): string | null {
  if (s.participants.some((p) => p.userId === userId)) return null;
  const guardian = (s.guardians ?? []).find((g) => g.userId === userId);
  return s.participants.find((p) => p.id === guardian?.participantId)?.userName ?? null;
}

/** The command's caller in the agreement: their participant row, and by name (a visitor's 'Deltaker n'). */
function actorOf(s: AgreementSnapshot, command: AgreementCommand): Actor {
  if (command.kind === 'recheck') return { participantId: null, name: null };
  const row = s.participants.find((p) => p.userId === command.caller.id);
  if (row) return { participantId: row.id, name: row.userName };
  return { participantId: null, name: command.caller.anonymous ? null : command.caller.name };
}

/** The participant's submission of the round is new, or their answers of the round changed. */
function submittedOrChanged(
  before: AgreementSnapshot,
  after: AgreementSnapshot,
  participantId: string,
  round: number,
): boolean {
  const submitted = (s: AgreementSnapshot) =>
    s.submissions.some((x) => x.participantId === participantId && x.round === round);
  if (!submitted(after)) return false;
  if (!submitted(before)) return true;
  const mine = (s: AgreementSnapshot) =>
    new Map(
      s.answers
        .filter((a) => a.participantId === participantId && a.round === round)
        .map((a) => [answerKey(a), a.response]),
    );
  const old = mine(before);
  const now = mine(after);
  return old.size !== now.size || [...now].some(([k, v]) => !old.has(k) || old.get(k) !== v);
}

/** Proposals that are accepted after the command and were not before it. */
function acceptedProposals(before: NegotiationRows | undefined, after: NegotiationRows | undefined) {
  if (!after || before === after) return [];
  const was = new Map((before?.proposals ?? []).map((p) => [p.id, p.status]));
  return after.proposals.filter((p) => p.status === 'accepted' && was.get(p.id) !== 'accepted');
}

/** The agreement as the rows show it now. */
export function sceneOf(s: AgreementSnapshot, now: Date): EventScene {
  const roundNo = s.agreement.currentRound;
  return {
    agreementId: s.agreement.id,
    title: s.agreement.title,
    round: roundNo,
    occurredAt: now.toISOString(),
    participants: activityParticipants(s, toRoundSnapshot(s), roundNo),
    initiatorUserId: initiatorUserId(s),
  };
}

/** The first event of every agreement's trail, in the transaction that makes it. */
export function createdEvent(
  a: Pick<AgreementRow, 'id' | 'title' | 'initiatorId' | 'initiatorName' | 'createdAt'>,
  newId: () => string,
): AgreementEvent {
  return {
    id: newId(),
    kind: 'created',
    scene: {
      agreementId: a.id,
      title: a.title,
      round: 1,
      occurredAt: a.createdAt.toISOString(),
      participants: [],
      initiatorUserId: a.initiatorId,
    },
    actorName: a.initiatorName,
    title: a.title,
  };
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
 * A visitor ('Deltaker 2') is told of by name only once their visit becomes an account: their
 * submission's `answered` waits until then, so nobody is mailed «Deltaker 2 har svart». The event for a
 * visitor's row that became an account, when they submitted the current round of an open agreement; null
 * otherwise (a later round, a closed agreement: the other events told it).
 */
export function visitorIdentified(
  s: AgreementSnapshot,
  participantId: string,
  now: Date,
  newId: () => string,
): AgreementEvent | null {
  const roundNo = s.agreement.currentRound;
  const round = toRoundSnapshot(s);
  const status = agreementStatus(round);
  if (status !== 'pending' && status !== 'in_progress') return null;
  if (
    !participantsIn(round, roundNo).some((p) => p.id === participantId) ||
    !hasResponded(round, participantId, roundNo)
  )
    return null;
  return { id: newId(), kind: 'visitor-identified', scene: sceneOf(s, now), participantId };
}
