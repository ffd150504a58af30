/**
 * The agreement as a caller sees it (its page and a dashboard card), from a snapshot of its rows: who
 * takes part, who was removed, the caller's own details. The questions are mapped in question.mapper.ts,
 * the comparison in comparison.mapper.ts.
 */
import { languageFields } from './agreement-language.rules';
import type {
  Agreement,
  AgreementSummary,
  AgreementVersion,
  Caller,
  Guardian,
  Observer,
  Participant,
  RemovedParticipant,
} from '@avtalt/contracts';
import { effectiveQuestions, redlineOf } from '../amendments/amendment.rules';
import { endingOf, isEnded } from '../amendments/ending.rules';
import { hasResponded, participantsIn, type RoundSnapshot } from '../rounds/round-snapshot';
import { canRemoveParticipant } from '../rounds/rounds.rules';
import {
  type AgreementRow,
  guardiansOf,
  observerOf,
  observersOf,
  type ParticipantRow,
} from './agreement.rows';
import type { AgreementSnapshot } from './agreement.snapshot';
import { hasPartyDetails } from './party-details.rules';
import { legalTextFor } from '../legal-text/party-details-privacy.rules';

/** The participant rows of those who take part in the current round, in join order (what every list shows). */
export function currentParticipants(s: AgreementSnapshot, round: RoundSnapshot): ParticipantRow[] {
  const taking = new Set(participantsIn(round).map((p) => p.id));
  return s.participants.filter((p) => taking.has(p.id));
}

export function participantsOf(s: AgreementSnapshot, round: RoundSnapshot, caller: Caller): Participant[] {
  return currentParticipants(s, round).map((p) => ({
    id: p.id,
    userId: p.userId,
    userName: p.userName,
    hasResponded: hasResponded(round, p.id),
    isAnonymous: p.isAnonymous,
    isYou: p.userId === caller.id,
    canRemove: canRemoveParticipant(round, caller.id, p.id).allowed,
    // Whether they are given, never what they are: the values are the party's own until the document.
    hasDetails: hasPartyDetails(p),
  }));
}

/** The caller started the agreement or takes part in the current round: they may read the group's names. */
function takesPartOrStarted(s: AgreementSnapshot, round: RoundSnapshot, caller: Caller): boolean {
  return (
    s.agreement.initiatorId === caller.id || currentParticipants(s, round).some((p) => p.userId === caller.id)
  );
}

/**
 * Those the initiator removed, for those who take part and the initiator ('Ola Hansen ble fjernet fra
 * avtalen'); others with the link learn no names they could not read before (an empty list).
 */
export function removedParticipantsFor(
  s: AgreementSnapshot,
  round: RoundSnapshot,
  caller: Caller,
): RemovedParticipant[] {
  if (!takesPartOrStarted(s, round, caller)) return [];
  return s.participants
    .filter((p) => p.removedInRound !== null)
    .map((p) => ({ participantId: p.id, userName: p.userName, removedInRound: p.removedInRound as number }));
}

/** The caller took part and the initiator removed them (their page says so plainly). */
function youAreRemoved(s: AgreementSnapshot, caller: Caller): boolean {
  return s.participants.some((p) => p.userId === caller.id && p.removedInRound !== null);
}

/** The group fields (blind rounds, removed participants) the agreement and the comparison share. */
export function groupFields(
  s: AgreementSnapshot,
  round: RoundSnapshot,
  caller: Caller,
): Pick<Agreement, 'blind' | 'removedParticipants' | 'youAreRemoved'> {
  return {
    blind: s.agreement.blind,
    removedParticipants: removedParticipantsFor(s, round, caller),
    youAreRemoved: youAreRemoved(s, caller),
  };
}

/**
 * The observers, for those who take part, the initiator and the observers themselves (others with
 * the link learn no names, as with the removed). The address only to the one who invited them.
 */
export function observersFor(s: AgreementSnapshot, round: RoundSnapshot, caller: Caller): Observer[] {
  const insider = takesPartOrStarted(s, round, caller) || observerOf(s, caller.id) !== undefined;
  if (!insider || caller.anonymous) return [];
  return observersOf(s).map((o) => ({
    id: o.id,
    name: o.userName,
    email: o.invitedByUserId === caller.id ? o.email : null,
    status: o.userId === null ? 'invited' : 'active',
    invitedByName: o.invitedByName,
    isYou: o.userId === caller.id,
    canRemove: o.invitedByUserId === caller.id,
  }));
}

/**
 * The guardians of parties under 18 (docs/guardians.md), for those who take part, the initiator, observers
 * and the guardians themselves; the address only to the party who invited them. Never a date of birth.
 */
export function guardiansFor(s: AgreementSnapshot, round: RoundSnapshot, caller: Caller): Guardian[] {
  const guardians = guardiansOf(s);
  if (guardians.length === 0 || caller.anonymous) return [];
  const insider =
    s.agreement.initiatorId === caller.id ||
    currentParticipants(s, round).some((p) => p.userId === caller.id) ||
    observerOf(s, caller.id) !== undefined ||
    guardians.some((g) => g.userId === caller.id);
  if (!insider) return [];
  return guardians.flatMap((g) => {
    const ward = s.participants.find((p) => p.id === g.participantId);
    if (!ward) return [];
    const wardIsCaller = ward.userId === caller.id;
    return [
      {
        id: g.id,
        participantId: g.participantId,
        partyName: ward.userName,
        name: g.userName,
        email: wardIsCaller ? g.email : null,
        status: g.userId === null ? ('invited' as const) : ('active' as const),
        relation: g.relation,
        isYou: g.userId === caller.id,
        canRemove: wardIsCaller || g.userId === caller.id,
      },
    ];
  });
}

/** The caller's own details in the agreement: null when they take no part in it or have given none. */
function yourDetails(s: AgreementSnapshot, round: RoundSnapshot, caller: Caller): Agreement['yourDetails'] {
  const me = currentParticipants(s, round).find((p) => p.userId === caller.id);
  return me && hasPartyDetails(me) ? { birthDate: me.birthDate, address: me.address } : null;
}

/** The caller takes part in the agreement now (joined, not removed): a party, who reads the whole legal text. */
export function isParty(s: AgreementSnapshot, round: RoundSnapshot, caller: Caller): boolean {
  return currentParticipants(s, round).some((p) => p.userId === caller.id);
}

/**
 * The caller reads the text as the parties do (their dates of birth and addresses included): a party, or the
 * accepted guardian of one, who signs that very text with them (docs/guardians.md).
 */
export function readsAsParty(s: AgreementSnapshot, round: RoundSnapshot, caller: Caller): boolean {
  if (caller.anonymous) return false;
  if (isParty(s, round, caller)) return true;
  return guardiansOf(s).some(
    (g) => g.userId === caller.id && currentParticipants(s, round).some((p) => p.id === g.participantId),
  );
}

/**
 * The agreement as the caller sees it. `legalText` is the stored final text (or one just made); a
 * caller who is not a party gets it without the parties' dates of birth and addresses.
 */
export function toAgreement(
  s: AgreementSnapshot,
  round: RoundSnapshot,
  caller: Caller,
  legalText = s.agreement.legalText,
): Agreement {
  const a = s.agreement;
  return {
    id: a.id,
    title: a.title,
    topic: a.topicTitle,
    topicId: a.topicId,
    description: a.description,
    status: a.status,
    currentRound: a.currentRound,
    maxRounds: a.maxRounds,
    expectedParticipants: a.expectedParticipants,
    // Once someone has signed, the frozen copy is the text (a later change cannot alter what is signed).
    legalText:
      (s.agreement.frozenText ?? legalText) === null
        ? null
        : legalTextFor((s.agreement.frozenText ?? legalText)!, readsAsParty(s, round, caller)),
    initiatorId: a.initiatorId,
    initiatorName: a.initiatorName,
    isInitiator: a.initiatorId === caller.id,
    participants: participantsOf(s, round, caller),
    viewer: { id: caller.id, anonymous: caller.anonymous },
    yourDetails: yourDetails(s, round, caller),
    document: a.document,
    ...groupFields(s, round, caller),
    requiredSignatureLevel: a.requiredSignatureLevel ?? 'password',
    ...languageFields(s),
    observers: observersFor(s, round, caller),
    guardians: guardiansFor(s, round, caller),
    youAreObserver: !caller.anonymous && observerOf(s, caller.id) !== undefined,
    ...versionOf(s),
    ...amendableFor(s, round, caller),
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
  };
}

/**
 * A dashboard card. `waiting`: whose answers of the current round are missing, named only to the
 * initiator and those taking part (as `removedParticipantsFor` names the removed); nobody once the
 * agreement is finished.
 */
export function toSummary(
  a: AgreementRow,
  participantCount: number,
  callerId: string,
  waiting: { names: string[]; insider: boolean } = { names: [], insider: false },
): AgreementSummary {
  const open = a.status === 'pending' || a.status === 'in_progress';
  return {
    id: a.id,
    title: a.title,
    topic: a.topicTitle,
    status: a.status,
    currentRound: a.currentRound,
    maxRounds: a.maxRounds,
    participantCount,
    isInitiator: a.initiatorId === callerId,
    ...(waiting.insider ? { waitingFor: open ? waiting.names : [] } : {}),
    ...((a.versionNumber ?? 1) > 1 ? { versionNumber: a.versionNumber } : {}),
    ...(a.replacedById ? { replaced: true } : {}),
    ...(a.endsOn && isEnded({ agreement: a }) ? { endsOn: a.endsOn } : {}),
    updatedAt: a.updatedAt.toISOString(),
    createdAt: a.createdAt.toISOString(),
  };
}

/** Its place in the chain of versions (docs/amendments.md): absent for an original never amended. */
function versionOf(s: AgreementSnapshot): { version?: AgreementVersion } {
  const a = s.agreement;
  const number = a.versionNumber ?? 1;
  if (number === 1 && !a.replacedById) return {};
  const ending = endingOf(s);
  return {
    version: {
      number,
      amends: a.amendsId ? { id: a.amendsId, number: number - 1 } : null,
      replacedBy:
        a.replacedById && a.replacedAt ? { id: a.replacedById, at: a.replacedAt.toISOString() } : null,
      changes: redlineOf(s),
      ...(ending ? { ending } : {}),
    },
  };
}

/** What a party of a signed, not yet replaced agreement may propose to change (docs/amendments.md). */
function amendableFor(
  s: AgreementSnapshot,
  round: RoundSnapshot,
  caller: Caller,
): { amendableQuestions?: { id: string; text: string }[] } {
  const a = s.agreement;
  if (a.status !== 'signed' || a.replacedById || caller.anonymous || isEnded(s)) return {};
  if (!participantsIn(round).some((p) => p.userId === caller.id)) return {};
  return { amendableQuestions: effectiveQuestions(s).map((q) => ({ id: q.id, text: q.text })) };
}
