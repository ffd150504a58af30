import {
  GUARDIAN_HINT,
  agreementNextStep,
  viewerRole,
  type AgreementFacts,
  type NextStepInput,
  type SigningFacts,
} from './agreement-next-step.rules';

const ID = 'c0ffee00-0000-4000-8000-000000000001';
const comparison = `/avtale/${ID}/sammenligning`;
const result = `/avtale/${ID}/ferdig`;

type Person = AgreementFacts['participants'][number];
const person = (id: string, userName: string, o: Partial<Person> = {}): Person => ({
  id,
  userName,
  hasResponded: true,
  isYou: false,
  hasDetails: true,
  ...o,
});

/** Ola and Siri (under 18) answered; the viewer is Siri's guardian, who accepted. */
const guarded = (o: Partial<AgreementFacts> = {}): AgreementFacts => ({
  status: 'completed',
  currentRound: 1,
  maxRounds: 5,
  expectedParticipants: 2,
  participants: [person('p-ola', 'Ola Hansen'), person('p-siri', 'Siri Ung')],
  guardians: [{ isYou: true, status: 'active' }],
  ...o,
});

const input = (agreement: AgreementFacts, o: Partial<NextStepInput> = {}): NextStepInput => ({
  agreementId: ID,
  agreement,
  loggedIn: true,
  ...o,
});

/** The signatures view as the guardian sees it: Siri's row, then the guardian's own. */
const signing = (o: Partial<SigningFacts> = {}): SigningFacts => ({
  enabled: true,
  status: 'unsigned',
  canSign: true,
  pdfSha256: null,
  parties: [
    { name: 'Ola Hansen', isYou: false, signedAt: null },
    { name: 'Siri Ung', isYou: false, signedAt: null },
    { name: 'Mona Ung', isYou: true, signedAt: null },
  ],
  signBlocker: null,
  ...o,
});

/** Actions that write answers or the agreement: a guardian is never offered one (403 GUARDIAN_READ_ONLY). */
const WRITES = ['answer', 'answer-proposal', 'next-round', 'party-details', 'share'];

describe('a guardian of a party under 18', () => {
  it('is told apart from a visitor, an observer and a party, and only once they accepted', () => {
    expect(viewerRole(guarded())).toBe('guardian');
    expect(viewerRole(guarded({ guardians: [{ isYou: true, status: 'invited' }] }))).toBe('visitor');
    expect(viewerRole(guarded({ guardians: [{ isYou: false, status: 'active' }] }))).toBe('visitor');
    expect(viewerRole(guarded({ youAreObserver: true }))).toBe('observer');
    const party = guarded({ participants: [person('p-siri', 'Siri Ung', { isYou: true })] });
    expect(viewerRole(party)).toBe('participant');
  });

  it('signs a complete agreement on the result page, with the PDF beside it', () => {
    const step = agreementNextStep(input(guarded(), { signing: signing() }));
    expect(step.role).toBe('guardian');
    expect(step.primary).toEqual({ kind: 'sign', label: 'Signer avtalen', to: result });
    expect(step.secondary.map((a) => a.kind)).toEqual(['download']);
    expect(step.waiting?.text).toBe('Venter på Ola Hansen og Siri Ung: signatur');
  });

  it('is still shown «Signer avtalen» while something holds them back: the dialog says what', () => {
    const blocked = signing({
      canSign: false,
      signBlocker: { code: 'EMAIL_NOT_CONFIRMED', message: 'Bekreft adressen' },
    });
    expect(agreementNextStep(input(guarded(), { signing: blocked })).primary.kind).toBe('sign');
  });

  it('waits for the others once signed, and downloads the sealed PDF when everyone has', () => {
    const mine = signing({
      canSign: false,
      status: 'signing',
      parties: [
        { name: 'Ola Hansen', isYou: false, signedAt: null },
        { name: 'Siri Ung', isYou: false, signedAt: '2026-12-01T10:00:00Z' },
        { name: 'Mona Ung', isYou: true, signedAt: '2026-12-01T10:05:00Z' },
      ],
    });
    const waiting = agreementNextStep(input(guarded(), { signing: mine }));
    expect(waiting.status).toEqual({ text: 'Du har signert avtalen', tone: 'success' });
    expect(waiting.primary).toEqual({ kind: 'wait', label: 'Venter på signatur fra Ola Hansen' });
    const sealed = agreementNextStep(
      input(guarded({ status: 'signed' }), {
        signing: signing({ status: 'signed', pdfSha256: 'a'.repeat(64) }),
      }),
    );
    expect(sealed.primary.kind).toBe('download-signed');
  });

  it('waits for the parties’ details without being asked for any of their own', () => {
    const step = agreementNextStep(
      input(
        guarded({
          participants: [person('p-ola', 'Ola Hansen', { hasDetails: false }), person('p-siri', 'Siri Ung')],
        }),
      ),
    );
    expect(step.primary).toEqual({ kind: 'wait', label: 'Venter på opplysninger fra Ola Hansen' });
  });

  it('reads an open or closed round on the comparison, told that a guardian does not answer', () => {
    const open = agreementNextStep(
      input(
        guarded({
          status: 'in_progress',
          participants: [
            person('p-ola', 'Ola Hansen'),
            person('p-siri', 'Siri Ung', { hasResponded: false }),
          ],
        }),
      ),
    );
    expect(open).toMatchObject({
      role: 'guardian',
      phase: 'open-round',
      hint: GUARDIAN_HINT,
      primary: { kind: 'comparison', label: 'Se sammenligning', to: comparison },
    });
    expect(GUARDIAN_HINT).toBe(
      'Du er verge i denne avtalen: du signerer sammen med parten, men svarer ikke selv.',
    );
    const closed = agreementNextStep(
      input(guarded({ status: 'in_progress' }), {
        round: { canStartNextRound: true, nextRoundBlocker: null },
      }),
    );
    expect(closed.phase).toBe('closed-round');
    expect(closed.primary.kind).toBe('comparison');
  });

  it('is offered no action that writes answers or the agreement, in any state', () => {
    for (const status of ['pending', 'in_progress', 'completed', 'signed', 'disagreement'] as const) {
      for (const loggedIn of [true, false]) {
        const step = agreementNextStep(input(guarded({ status }), { loggedIn, signing: signing() }));
        const kinds = [step.primary, ...step.secondary].map((a) => a.kind);
        expect(kinds.filter((k) => WRITES.includes(k))).toEqual([]);
      }
    }
  });
});
