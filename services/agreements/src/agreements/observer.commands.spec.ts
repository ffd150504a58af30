import { AgreementMessages, type Caller, ErrorCode, MAX_OBSERVERS } from '@avtalt/contracts';
import { DomainError } from '@avtalt/service-kit';
import { activityOf, auditOf } from './agreement-events.projections';
import { applyCommand, decide } from './agreement.commands';
import { changesBetween, nothingChanged } from './agreement.diff';
import { toAgreement } from './agreement.mapper';
import type { AgreementSnapshot } from './agreement.rows';
import { toRoundSnapshot } from './agreement.snapshot';
import type { AgreementCommand } from './agreement-command';
import { answerRows, questionRow, submissionRows } from '../testing/question-rows';
import { agreementRow, participantRow, sequentialIds } from '../testing/snapshots';

const now = new Date('2026-12-01T10:00:00Z');
const ola: Caller = { id: 'u-ola', name: 'Ola Nordmann', anonymous: false };
const kari: Caller = { id: 'u-kari', name: 'Kari Nordmann', anonymous: false };
const advokat: Caller = { id: 'u-advokat', name: 'Anne Advokat', anonymous: false };
const stranger: Caller = { id: 'u-stranger', name: 'Per Fremmed', anonymous: false };
const visitor: Caller = { id: 'anon-1', name: '', anonymous: true };

/** Ola started it and answered; Kari answered too (round 1 of two questions). */
function snapshot(): AgreementSnapshot {
  return {
    agreement: agreementRow(now, { version: '3' }),
    questions: [questionRow(1), questionRow(2)],
    rules: [],
    participants: [participantRow('ola', now), participantRow('kari', now)],
    answers: answerRows({ 'p-ola': { q1: true, q2: true }, 'p-kari': { q1: true, q2: false } }),
    submissions: submissionRows(['p-ola', 'p-kari']),
    observers: [],
  };
}

const newId = sequentialIds();
const apply = (s: AgreementSnapshot, command: AgreementCommand) =>
  applyCommand({ rows: s, drafts: [] }, command, now, newId).rows;
const refusal = (s: AgreementSnapshot, command: AgreementCommand): { code: string; message: string } => {
  try {
    apply(s, command);
  } catch (error) {
    if (error instanceof DomainError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('the command was applied');
};
const invite = (caller: Caller, email: string): AgreementCommand => ({
  kind: 'inviteObserver',
  caller,
  email,
});
const accept = (caller: Caller, email: string): AgreementCommand => ({
  kind: 'acceptObserver',
  caller,
  email,
});

/** Kari invited the lawyer, who accepted. */
function withObserver(): AgreementSnapshot {
  return apply(apply(snapshot(), invite(kari, 'Advokat@Example.no')), accept(advokat, 'advokat@example.no'));
}

describe('observers', () => {
  it('a party invites an address (stored lower-cased), told as an observer-invited activity with the address', () => {
    const before = snapshot();
    const decided = decide({ rows: before, drafts: [] }, invite(kari, ' Advokat@Example.no '), {
      now,
      newId,
      statusBefore: 'in_progress',
    });
    const [row] = decided.state.rows.observers!;
    expect(row).toMatchObject({ email: 'advokat@example.no', invitedByUserId: kari.id, userId: null });
    expect(decided.events.map((e) => e.kind)).toEqual(['observer-invited']);
    const told = activityOf(decided.events[0]!);
    expect(told).toMatchObject({
      kind: 'observer-invited',
      invitee: { email: 'advokat@example.no', invitedBy: 'Kari Nordmann' },
    });
    expect(auditOf(decided.events[0]!)).toBeNull();
    const changes = changesBetween({ rows: before, drafts: [] }, decided.state);
    expect(changes.observers).toEqual({ invited: [row], accepted: [], removed: [] });
  });

  it('refuses a visitor (401), someone not a party (403) and more than the limit (409); an address twice changes nothing', () => {
    expect(refusal(snapshot(), invite(visitor, 'a@example.no')).code).toBe(ErrorCode.LoginRequired);
    expect(refusal(snapshot(), invite(stranger, 'a@example.no'))).toEqual({
      code: ErrorCode.NotParticipant,
      message: AgreementMessages.observerNotParty,
    });
    const once = apply(snapshot(), invite(ola, 'a@example.no'));
    // Silent: the other party learns nothing of who the first one invited.
    expect(apply(once, invite(kari, 'A@example.no'))).toEqual(once);
    let full = snapshot();
    for (let i = 0; i < MAX_OBSERVERS; i++) full = apply(full, invite(ola, `o${i}@example.no`));
    expect(refusal(full, invite(ola, 'one-more@example.no'))).toEqual({
      code: ErrorCode.Conflict,
      message: AgreementMessages.observerLimit,
    });
  });

  it('the account with the invited address accepts; again changes nothing; another address or a party is refused', () => {
    const s = withObserver();
    expect(s.observers![0]).toMatchObject({ userId: advokat.id, userName: 'Anne Advokat', acceptedAt: now });
    expect(apply(s, accept(advokat, 'advokat@example.no'))).toBe(s);
    const invited = apply(snapshot(), invite(kari, 'advokat@example.no'));
    expect(refusal(invited, accept(stranger, 'per@example.no'))).toEqual({
      code: ErrorCode.NotFound,
      message: AgreementMessages.observerInvitationMissing,
    });
    const kariInvited = apply(snapshot(), invite(ola, 'kari@example.no'));
    expect(refusal(kariInvited, accept(kari, 'kari@example.no')).message).toBe(
      AgreementMessages.observerIsParty,
    );
    expect(refusal(invited, accept(visitor, 'advokat@example.no')).code).toBe(ErrorCode.LoginRequired);
  });

  it('an observer gives no other command: answering, rounds, details, negotiation, signing are 403', () => {
    const s = withObserver();
    const commands: AgreementCommand[] = [
      { kind: 'answerAll', caller: advokat, answers: { q1: true, q2: true } },
      { kind: 'answerOne', caller: advokat, questionId: 'q1', response: true },
      { kind: 'nextRound', caller: advokat },
      { kind: 'declareDisagreement', caller: advokat },
      { kind: 'setPartyDetails', caller: advokat, body: { birthDate: '1980-01-01' } },
      { kind: 'setMark', caller: advokat, questionId: 'q2', mark: 'important', value: true },
      { kind: 'voidSignatures', caller: advokat, clientDigest: 'x' },
      invite(advokat, 'another@example.no'),
    ];
    for (const command of commands)
      expect(refusal(s, command)).toEqual({
        code: ErrorCode.ObserverReadOnly,
        message: AgreementMessages.observerReadOnly,
      });
  });

  it('the inviter or the observer ends it; nobody else; the view shows the address only to the inviter', () => {
    const s = withObserver();
    const id = s.observers![0]!.id;
    expect(refusal(s, { kind: 'removeObserver', caller: ola, observerId: id }).code).toBe(
      ErrorCode.Forbidden,
    );
    expect(refusal(s, { kind: 'removeObserver', caller: ola, observerId: 'nope' }).code).toBe(
      ErrorCode.NotFound,
    );
    const view = (caller: Caller) => toAgreement(s, toRoundSnapshot(s), caller);
    expect(view(kari).observers).toEqual([
      expect.objectContaining({
        name: 'Anne Advokat',
        email: 'advokat@example.no',
        status: 'active',
        canRemove: true,
      }),
    ]);
    expect(view(ola).observers).toEqual([expect.objectContaining({ email: null, canRemove: false })]);
    expect(view(advokat)).toMatchObject({
      youAreObserver: true,
      observers: [expect.objectContaining({ isYou: true })],
    });
    expect(view(stranger).observers).toEqual([]);
    const after = apply(s, { kind: 'removeObserver', caller: kari, observerId: id });
    expect(after.observers).toEqual([]);
    const changes = changesBetween({ rows: s, drafts: [] }, { rows: after, drafts: [] });
    expect(changes.observers?.removed.map((o) => o.id)).toEqual([id]);
    expect(nothingChanged(changes, s.agreement, after.agreement)).toBe(false);
    // Not the observer themselves: they would become someone with the link, who may join as a party.
    for (const caller of [advokat, ola])
      expect(refusal(s, { kind: 'removeObserver', caller, observerId: id })).toEqual({
        code: ErrorCode.Forbidden,
        message: AgreementMessages.observerNotInviter,
      });
  });
});
