import { type Caller, ErrorCode, GuardianMessages, SigningMessages } from '@avtalt/contracts';
import { DomainError } from '@avtalt/service-kit';
import { partiesOf, signaturesView, textSha256 } from '../signing/signing.rules';
import { applyCommand, type CommandState } from './agreement.commands';
import { changesBetween } from './agreement.diff';
import { guardiansFor } from './agreement.mapper';
import { toRoundSnapshot } from './agreement.snapshot';
import type { AgreementCommand, SignRequest } from './agreement-command';
import { answerRows, questionRow, submissionRows } from '../testing/question-rows';
import { agreementRow, participantRow } from '../testing/snapshots';

const now = new Date('2026-12-01T10:00:00Z');
const ola: Caller = { id: 'u-ola', name: 'Ola Nordmann', anonymous: false };
const kari: Caller = { id: 'u-kari', name: 'Kari Nordmann', anonymous: false };
const mor: Caller = { id: 'u-mor', name: 'Mona Nordmann', anonymous: false };
const stranger: Caller = { id: 'u-stranger', name: 'Per Fremmed', anonymous: false };
const visitor: Caller = { id: 'anon-1', name: '', anonymous: true };
const html = '<p>Avtaleteksten</p>';
const sha = textSha256(html);
const parent: { relation: 'parent'; birthDate: string; declaration: true } = {
  relation: 'parent',
  birthDate: '1975-03-02',
  declaration: true,
};

/** Ola (adult) and Kari (16) agreed on everything; the final text is stored; nobody has signed. */
function completed(): CommandState {
  return {
    rows: {
      agreement: agreementRow(now, { status: 'completed', legalText: html }),
      questions: [questionRow(1), questionRow(2)],
      rules: [],
      participants: [
        participantRow('ola', now, { birthDate: '1980-01-01' }),
        participantRow('kari', now, { birthDate: '2010-05-01' }),
      ],
      answers: answerRows({ 'p-ola': { q1: true, q2: true }, 'p-kari': { q1: true, q2: true } }),
      submissions: submissionRows(['p-ola', 'p-kari']),
      guardians: [],
    },
    drafts: [],
    signing: { signatures: [], unusedCodeIds: new Set(), succeededAttempts: [] },
  };
}

let ids = 0;
const newId = () => `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`;
const run = (state: CommandState, command: AgreementCommand) => applyCommand(state, command, now, newId);
const refusal = (state: CommandState, command: AgreementCommand): { code: string; message: string } => {
  try {
    run(state, command);
  } catch (error) {
    if (error instanceof DomainError) return { code: error.code, message: error.message };
    throw error;
  }
  return { code: 'applied', message: '' };
};
const invite = (caller: Caller, email = 'Mor@Example.no'): AgreementCommand => ({
  kind: 'inviteGuardian',
  caller,
  email,
});
const accept = (caller: Caller, email = 'mor@example.no', body = parent): AgreementCommand => ({
  kind: 'acceptGuardian',
  caller,
  email,
  body,
});
const sign = (caller: Caller): AgreementCommand => ({
  kind: 'sign',
  caller,
  signature: {
    id: `sig-${caller.id}`,
    method: 'password',
    textSha256: sha,
    ipAddress: '10.0.0.1',
    userAgent: 'UA',
    clientDigest: 'd'.repeat(64),
    emailConfirmed: true,
    code: null,
    attemptId: `att-${caller.id}`,
    eid: null,
  } satisfies SignRequest,
});
/** The document service writes the text again at the next request for it (accepting names the guardian). */
const withText = (state: CommandState): CommandState => ({
  ...state,
  rows: { ...state.rows, agreement: { ...state.rows.agreement, legalText: html } },
});
/** Kari invited her mother, who accepted; the text was made again. */
const guarded = (): CommandState => withText(run(run(completed(), invite(kari)), accept(mor)));
const statusOf = (state: CommandState) => state.rows.agreement.status;

describe('guardians (vergemålsloven § 9)', () => {
  it('only a party under 18 invites one, once; the address is stored lower-cased', () => {
    const invited = run(completed(), invite(kari, ' Mor@Example.no '));
    expect(invited.rows.guardians).toEqual([
      expect.objectContaining({ participantId: 'p-kari', email: 'mor@example.no', userId: null }),
    ]);
    expect(refusal(completed(), invite(visitor)).code).toBe(ErrorCode.LoginRequired);
    expect(refusal(completed(), invite(stranger)).code).toBe(ErrorCode.NotParticipant);
    expect(refusal(completed(), invite(ola))).toEqual({
      code: ErrorCode.Conflict,
      message: GuardianMessages.notMinor,
    });
    expect(refusal(invited, invite(kari, 'far@example.no'))).toEqual({
      code: ErrorCode.Conflict,
      message: GuardianMessages.alreadyInvited,
    });
  });

  it('is accepted only with the invited confirmed address, by an adult who is not a party; accepting clears the stored text', () => {
    const invited = run(completed(), invite(kari));
    expect(refusal(invited, accept(mor, 'annen@example.no')).code).toBe(ErrorCode.NotFound);
    expect(refusal(invited, accept(ola, 'mor@example.no')).code).toBe(ErrorCode.Conflict);
    expect(refusal(invited, accept(mor, 'mor@example.no', { ...parent, birthDate: '2012-01-01' })).code).toBe(
      ErrorCode.UnderAge,
    );
    const accepted = run(invited, accept(mor));
    expect(accepted.rows.guardians![0]).toMatchObject({
      userId: mor.id,
      userName: 'Mona Nordmann',
      relation: 'parent',
      birthDate: '1975-03-02',
      acceptedAt: now,
    });
    // The document names the guardian: the stored text is made again.
    expect(accepted.rows.agreement.legalText).toBeNull();
    expect(changesBetween(invited, accepted).guardians).toBeDefined();
    // Accepting again changes nothing.
    expect(run(accepted, accept(mor)).rows).toBe(accepted.rows);
  });

  it('without a guardian who accepted, neither the minor nor anyone else signs first', () => {
    expect(refusal(completed(), sign(kari))).toEqual({
      code: ErrorCode.UnderAge,
      message: SigningMessages.underAge,
    });
    expect(refusal(completed(), sign(ola))).toEqual({
      code: ErrorCode.PartyDetailsMissing,
      message: SigningMessages.partyUnderAge,
    });
    // Invited, not yet accepted: the same.
    expect(refusal(run(completed(), invite(kari)), sign(ola)).code).toBe(ErrorCode.PartyDetailsMissing);
  });

  it("the agreement is signed only when the guardian has signed too, in the guardian's own name", () => {
    const afterOla = run(guarded(), sign(ola));
    const afterKari = run(afterOla, sign(kari));
    expect(statusOf(afterKari)).toBe('completed');
    const done = run(afterKari, sign(mor));
    expect(statusOf(done)).toBe('signed');
    expect(done.signing!.signatures.find((s) => s.userId === mor.id)).toMatchObject({
      participantId: 'p-kari',
      role: 'guardian',
      name: 'Mona Nordmann',
    });
    // In another order, the last one still decides: the guardian before the minor.
    const guardianFirst = run(run(guarded(), sign(mor)), sign(ola));
    expect(statusOf(guardianFirst)).toBe('completed');
    expect(statusOf(run(guardianFirst, sign(kari)))).toBe('signed');
    // Each signs once.
    expect(refusal(run(guarded(), sign(mor)), sign(mor)).code).toBe(ErrorCode.Conflict);
  });

  it('a guardian never answers or changes the agreement, and once someone signed the guardian stays', () => {
    const state = guarded();
    expect(refusal(state, { kind: 'answerAll', caller: mor, answers: { q1: false, q2: true } })).toEqual({
      code: ErrorCode.Forbidden,
      message: GuardianMessages.guardianReadOnly,
    });
    const signed = run(state, sign(ola));
    const guardianId = state.rows.guardians![0]!.id;
    expect(refusal(signed, { kind: 'removeGuardian', caller: kari, guardianId }).code).toBe(
      ErrorCode.AgreementFrozen,
    );
    // Before anyone signed, the minor or the guardian ends it; nobody else.
    expect(refusal(state, { kind: 'removeGuardian', caller: ola, guardianId }).code).toBe(
      ErrorCode.Forbidden,
    );
    for (const caller of [kari, mor])
      expect(run(state, { kind: 'removeGuardian', caller, guardianId }).rows.guardians).toEqual([]);
  });

  it('the signatures view lists the guardian after their ward, and the agreement shows the address only to the ward', () => {
    const state = run(guarded(), sign(mor));
    const signingState = {
      agreement: state.rows.agreement,
      parties: partiesOf(state.rows.participants, toRoundSnapshot(state.rows)),
      signatures: state.signing!.signatures,
      guardians: state.rows.guardians,
    };
    const view = signaturesView(signingState, mor, { enabled: true, pdfSha256: null, voidedAt: null });
    expect(view.parties.map((p) => [p.name, p.role ?? 'party', p.isYou, p.signedAt !== null])).toEqual([
      ['Ola Nordmann', 'party', false, false],
      ['Kari Nordmann', 'party', false, false],
      ['Mona Nordmann', 'guardian', true, true],
    ]);
    expect(view.parties[2]).toMatchObject({ participantId: 'p-kari', guardianFor: 'Kari Nordmann' });
    const round = toRoundSnapshot(state.rows);
    expect(guardiansFor(state.rows, round, kari)).toEqual([
      expect.objectContaining({
        email: 'mor@example.no',
        name: 'Mona Nordmann',
        status: 'active',
        canRemove: true,
      }),
    ]);
    expect(guardiansFor(state.rows, round, ola)).toEqual([
      expect.objectContaining({ email: null, canRemove: false, partyName: 'Kari Nordmann' }),
    ]);
    expect(guardiansFor(state.rows, round, stranger)).toEqual([]);
    expect(guardiansFor(state.rows, round, visitor)).toEqual([]);
  });
});
