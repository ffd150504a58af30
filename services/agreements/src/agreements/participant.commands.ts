import { AgreementMessages, type Caller, ErrorCode, type PartyDetailsBody } from '@avtalt/contracts';
import { DomainError } from '@avtalt/service-kit';
import { participantIdOf } from '../rounds/round-snapshot';
import { canRemoveParticipant } from '../rounds/rounds.rules';
import type { AgreementSnapshot } from './agreement.rows';
import { toRoundSnapshot } from './agreement.snapshot';
import { enforce } from './command-state';
import { nextPartyDetails, norwegianDate } from './party-details.rules';

/*
 * The participant commands: the initiator removes a participant, a party gives their details. Pure: they
 * take the rows and return the next ones, or throw the refusal.
 */

/** The initiator removes a participant who has not answered the current round (earlier rounds keep them). */
export function removeParticipant(
  s: AgreementSnapshot,
  caller: Caller,
  participantId: string,
): AgreementSnapshot {
  enforce(canRemoveParticipant(toRoundSnapshot(s), caller.id, participantId));
  const round = s.agreement.currentRound;
  return {
    ...s,
    participants: s.participants.map((p) => (p.id === participantId ? { ...p, removedInRound: round } : p)),
  };
}

/**
 * The caller's date of birth and/or address in the agreement (docs/legal-document.md): only a logged-in
 * party taking part gives them (401 for a visitor, 403 for anyone else), and only until the final text
 * is made from them (it is stored once and may already have been downloaded or signed: 409). Bad values
 * are 400s naming the field; the values themselves are never put in an error or a log line.
 */
export function withPartyDetails(
  s: AgreementSnapshot,
  caller: Caller,
  body: PartyDetailsBody,
  now: Date,
): AgreementSnapshot {
  if (caller.anonymous) throw new DomainError(ErrorCode.LoginRequired, AgreementMessages.detailsLogin);
  const participantId = participantIdOf(toRoundSnapshot(s), caller.id);
  const me = participantId === undefined ? undefined : s.participants.find((p) => p.id === participantId);
  if (!me) throw new DomainError(ErrorCode.NotParticipant, AgreementMessages.detailsNotParticipant);
  const next = nextPartyDetails({ birthDate: me.birthDate, address: me.address }, body, norwegianDate(now));
  if (s.agreement.legalText !== null && !(next.ok && addsMissingBirthDate(s, me, next.details))) {
    throw new DomainError(ErrorCode.Conflict, AgreementMessages.detailsFixed);
  }
  if (!next.ok)
    throw new DomainError(ErrorCode.ValidationFailed, next.message, [
      { path: next.path, message: next.message },
    ]);
  const { birthDate, address } = next.details;
  if (birthDate === me.birthDate && address === me.address) return s;
  const participants = s.participants.map((p) => (p.id === me.id ? { ...p, birthDate, address } : p));
  // The stored text named the old details: cleared, made again at the next request for it (as after a void).
  return {
    ...s,
    agreement: s.agreement.legalText !== null ? { ...s.agreement, legalText: null } : s.agreement,
    participants,
  };
}

/**
 * The one change of details allowed once the final text is stored — a party who made it
 * with an address only adds the date of birth signing needs (nobody signs first without it), while nobody
 * has signed and the address stays as it was. Without it, such an agreement could never be signed.
 */
function addsMissingBirthDate(
  s: AgreementSnapshot,
  me: { birthDate: string | null; address: string | null },
  next: { birthDate: string | null; address: string | null },
): boolean {
  const a = s.agreement;
  if (a.status !== 'completed' || a.frozenTextSha256 !== null || a.document?.kind === 'plan') return false;
  return me.birthDate === null && next.birthDate !== null && next.address === me.address;
}
