import {
  AgreementMessages,
  type Caller,
  ErrorCode,
  GuardianMessages,
  MAX_OBSERVERS,
} from '@avtalt/contracts';
import { DomainError } from '@avtalt/service-kit';
import type { AgreementCommand } from './agreement-command';
import {
  type AgreementSnapshot,
  guardiansOf,
  type ObserverRow,
  observerOf,
  observersOf,
} from './agreement.rows';
import { currentParticipants } from './agreement.mapper';
import { toRoundSnapshot } from './agreement.snapshot';

/*
 * Observers (docs/observers.md): a party invites someone by address to read along; the account
 * whose confirmed address that is accepts; the one who invited them (or the observer) ends it. An
 * observer is never a party: every other command of theirs is refused. Pure: rows in, rows out.
 */

const refuse = (code: ErrorCode, message: string): never => {
  throw new DomainError(code, message);
};

/** Addresses compare as written by people: case does not matter (the gateway has trimmed them). */
export const observerAddress = (email: string): string => email.trim().toLowerCase();

/** The caller takes part now, or started the agreement (they take part from the start). */
function isPartyOrInitiator(s: AgreementSnapshot, caller: Caller): boolean {
  if (caller.anonymous) return false;
  return (
    s.agreement.initiatorId === caller.id ||
    currentParticipants(s, toRoundSnapshot(s)).some((p) => p.userId === caller.id)
  );
}

/**
 * The commands an observer may give: accepting (again) and ending their own observing. Everything else
 * writes to the agreement, which an observer never does (403 OBSERVER_READ_ONLY).
 */
export function observerRefusal(s: AgreementSnapshot, command: AgreementCommand): void {
  if (command.kind === 'recheck' || command.kind === 'acceptObserver' || command.kind === 'removeObserver')
    return;
  if (observerOf(s, command.caller.id))
    refuse(ErrorCode.ObserverReadOnly, AgreementMessages.observerReadOnly);
  // A guardian signs with their ward and never answers as a party (docs/guardians.md).
  if (GUARDIAN_COMMANDS.has(command.kind)) return;
  if (guardiansOf(s).some((g) => g.userId === command.caller.id))
    refuse(ErrorCode.Forbidden, GuardianMessages.guardianReadOnly);
}

/** What a guardian does in the agreement: accept, sign with their ward, void, and end it. */
const GUARDIAN_COMMANDS = new Set<AgreementCommand['kind']>([
  'acceptGuardian',
  'removeGuardian',
  'sign',
  'voidSignatures',
]);

/**
 * A logged-in party (or the initiator) invites an address: 401 a visitor, 403 anyone else, nothing new for
 * an address already invited, 409 past MAX_OBSERVERS (counted under the agreement's lock, so parallel invitations
 * cannot pass it together).
 */
export function inviteObserver(
  s: AgreementSnapshot,
  caller: Caller,
  email: string,
  now: Date,
  newId: () => string,
): AgreementSnapshot {
  if (caller.anonymous) refuse(ErrorCode.LoginRequired, AgreementMessages.observerLogin);
  if (!isPartyOrInitiator(s, caller)) refuse(ErrorCode.NotParticipant, AgreementMessages.observerNotParty);
  const address = observerAddress(email);
  const observers = observersOf(s);
  // Invited already, by the caller or another party: nothing new, and nothing told about the others' invitations.
  if (observers.some((o) => o.email === address)) return s;
  if (observers.length >= MAX_OBSERVERS) refuse(ErrorCode.Conflict, AgreementMessages.observerLimit);
  const row: ObserverRow = {
    id: newId(),
    email: address,
    invitedByUserId: caller.id,
    invitedByName: caller.name,
    userId: null,
    userName: null,
    invitedAt: now,
    acceptedAt: null,
  };
  return { ...s, observers: [...observers, row] };
}

/**
 * The caller accepts the invitation to their confirmed address (`email`, from identity): 401 a visitor,
 * 409 a party (they cannot be both), 404 no open invitation to that address. Accepting again changes
 * nothing.
 */
export function acceptObserver(
  s: AgreementSnapshot,
  caller: Caller,
  email: string,
  now: Date,
): AgreementSnapshot {
  if (caller.anonymous) refuse(ErrorCode.LoginRequired, AgreementMessages.observerAcceptLogin);
  if (observerOf(s, caller.id)) return s;
  // Anyone who ever took part (a removed party too) stays out: their answers are in the earlier rounds.
  if (s.agreement.initiatorId === caller.id || s.participants.some((p) => p.userId === caller.id))
    refuse(ErrorCode.Conflict, AgreementMessages.observerIsParty);
  const address = observerAddress(email);
  const invitation = observersOf(s).find((o) => o.email === address && o.userId === null);
  if (!invitation) return refuse(ErrorCode.NotFound, AgreementMessages.observerInvitationMissing);
  const accepted: ObserverRow = { ...invitation, userId: caller.id, userName: caller.name, acceptedAt: now };
  return { ...s, observers: observersOf(s).map((o) => (o.id === invitation.id ? accepted : o)) };
}

/**
 * The one who invited them ends it: 404 no such observer, 403 anyone else. Not the observer: ending it
 * themselves would make them someone with the link, who may join as a party.
 */
export function removeObserver(s: AgreementSnapshot, caller: Caller, observerId: string): AgreementSnapshot {
  const observer = observersOf(s).find((o) => o.id === observerId);
  if (!observer) return refuse(ErrorCode.NotFound, AgreementMessages.observerNotFound);
  if (caller.anonymous || observer.invitedByUserId !== caller.id)
    refuse(ErrorCode.Forbidden, AgreementMessages.observerNotInviter);
  return { ...s, observers: observersOf(s).filter((o) => o.id !== observerId) };
}
