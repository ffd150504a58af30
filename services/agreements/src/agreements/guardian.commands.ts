import { type AcceptGuardianBody, type Caller, ErrorCode, GuardianMessages } from '@avtalt/contracts';
import { DomainError } from '@avtalt/service-kit';
import { participantIdOf } from '../rounds/round-snapshot';
import { isAdultOn } from '../signing/capacity.rules';
import { type AgreementSnapshot, type GuardianRow, guardiansOf } from './agreement.rows';
import { toRoundSnapshot } from './agreement.snapshot';
import { observerAddress } from './observer.commands';
import { norwegianDate } from './party-details.rules';

/*
 * Guardians (docs/guardians.md): a party under 18 invites their guardian by address; the account whose
 * confirmed address that is accepts, stating how they are the guardian and their date of birth; the party or
 * the guardian removes it. The document names the guardian with the party, so a change clears a stored text
 * (made again at the next request for it); once someone has signed, the frozen text refuses every change
 * before these run. Pure: rows in, rows out.
 */

const refuse = (code: ErrorCode, message: string): never => {
  throw new DomainError(code, message);
};

/** The stored text named the guardians as they were: cleared, made again at the next request for it. */
const withoutText = (s: AgreementSnapshot, guardians: GuardianRow[]): AgreementSnapshot => ({
  ...s,
  agreement: s.agreement.legalText !== null ? { ...s.agreement, legalText: null } : s.agreement,
  guardians,
});

/**
 * The caller, a party under 18 on the day (by the date of birth they gave), invites their guardian: 401 a
 * visitor, 403 not a party, 409 no date of birth or 18 already, 409 a guardian already invited.
 */
export function inviteGuardian(
  s: AgreementSnapshot,
  caller: Caller,
  email: string,
  now: Date,
  newId: () => string,
): AgreementSnapshot {
  if (caller.anonymous) refuse(ErrorCode.LoginRequired, GuardianMessages.login);
  const participantId = participantIdOf(toRoundSnapshot(s), caller.id);
  const me = s.participants.find((p) => p.id === participantId);
  if (!me) return refuse(ErrorCode.NotParticipant, GuardianMessages.notMinor);
  if (me.birthDate === null || isAdultOn(me.birthDate, norwegianDate(now)))
    refuse(ErrorCode.Conflict, GuardianMessages.notMinor);
  const guardians = guardiansOf(s);
  if (guardians.some((g) => g.participantId === me.id))
    refuse(ErrorCode.Conflict, GuardianMessages.alreadyInvited);
  const row: GuardianRow = {
    id: newId(),
    participantId: me.id,
    email: observerAddress(email),
    invitedAt: now,
    userId: null,
    userName: null,
    birthDate: null,
    relation: null,
    acceptedAt: null,
  };
  return { ...s, guardians: [...guardians, row] };
}

/**
 * The caller, whose confirmed address identity gave as `email`, accepts as the guardian: 401 a visitor, 409
 * a party or the initiator (a guardian does not represent the ward in a matter they are party to themselves:
 * vergemålsloven § 32), 404 no open invitation to that address, 409 under 18. Accepting again changes nothing.
 */
export function acceptGuardian(
  s: AgreementSnapshot,
  caller: Caller,
  email: string,
  body: AcceptGuardianBody,
  now: Date,
): AgreementSnapshot {
  if (caller.anonymous) refuse(ErrorCode.LoginRequired, GuardianMessages.acceptLogin);
  const guardians = guardiansOf(s);
  if (guardians.some((g) => g.userId === caller.id)) return s;
  if (s.agreement.initiatorId === caller.id || s.participants.some((p) => p.userId === caller.id))
    refuse(ErrorCode.Conflict, GuardianMessages.guardianIsParty);
  const invitation = guardians.find((g) => g.email === observerAddress(email) && g.userId === null);
  if (!invitation) return refuse(ErrorCode.NotFound, GuardianMessages.invitationMissing);
  if (body.birthDate > norwegianDate(now) || !isAdultOn(body.birthDate, norwegianDate(now)))
    refuse(ErrorCode.UnderAge, GuardianMessages.guardianUnderAge);
  const accepted: GuardianRow = {
    ...invitation,
    userId: caller.id,
    userName: caller.name,
    birthDate: body.birthDate,
    relation: body.relation,
    acceptedAt: now,
  };
  return withoutText(
    s,
    guardians.map((g) => (g.id === invitation.id ? accepted : g)),
  );
}

/** The party or the guardian ends it: 404 no such guardian, 403 anyone else. */
export function removeGuardian(s: AgreementSnapshot, caller: Caller, guardianId: string): AgreementSnapshot {
  const guardian = guardiansOf(s).find((g) => g.id === guardianId);
  if (!guardian) return refuse(ErrorCode.NotFound, GuardianMessages.notFound);
  const ward = s.participants.find((p) => p.id === guardian.participantId);
  if (caller.anonymous || (ward?.userId !== caller.id && guardian.userId !== caller.id))
    refuse(ErrorCode.Forbidden, GuardianMessages.notAllowed);
  const rest = guardiansOf(s).filter((g) => g.id !== guardianId);
  return guardian.userId === null ? { ...s, guardians: rest } : withoutText(s, rest);
}
