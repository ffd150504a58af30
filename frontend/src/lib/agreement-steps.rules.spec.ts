import {
  OBSERVER_HINT,
  agreementNextStep,
  viewerRole,
  type AgreementFacts,
  type NextStepInput,
} from './agreement-next-step.rules';

const ID = 'c0ffee00-0000-4000-8000-000000000001';
const comparison = `/avtale/${ID}/sammenligning`;
const result = `/avtale/${ID}/ferdig`;

type Person = AgreementFacts['participants'][number];
const person = (id: string, userName: string, o: Partial<Person> = {}): Person => ({
  id,
  userName,
  hasResponded: false,
  isYou: false,
  hasDetails: true,
  ...o,
});

/** Anne started it and answered, Bjørn has not; the viewer reads along as an observer. */
const observed = (o: Partial<AgreementFacts> = {}): AgreementFacts => ({
  status: 'in_progress',
  currentRound: 1,
  maxRounds: 5,
  expectedParticipants: 2,
  youAreObserver: true,
  participants: [person('p-anne', 'Anne Hansen', { hasResponded: true }), person('p-bjorn', 'Bjørn Berg')],
  ...o,
});

const input = (agreement: AgreementFacts, o: Partial<NextStepInput> = {}): NextStepInput => ({
  agreementId: ID,
  agreement,
  loggedIn: true,
  ...o,
});

/** Actions that write: an observer is never offered one (the server refuses them with OBSERVER_READ_ONLY). */
const WRITES = ['answer', 'answer-proposal', 'next-round', 'sign', 'party-details', 'share', 'login'];

describe('an observer', () => {
  it('is told apart from a visitor and from a party', () => {
    expect(viewerRole(observed())).toBe('observer');
    expect(viewerRole(observed({ youAreObserver: false }))).toBe('visitor');
    // Should a party also be called an observer, being a party wins (the server never does both).
    const party = observed({
      participants: [person('p-anne', 'Anne Hansen', { isYou: true })],
    });
    expect(viewerRole(party)).toBe('participant');
  });

  it('reads whom an open round waits for, is told they only read along, and is sent to the comparison', () => {
    const step = agreementNextStep(input(observed()));
    expect(step).toEqual({
      role: 'observer',
      phase: 'open-round',
      status: { text: 'Venter på at alle svarer', tone: 'info' },
      waiting: { names: ['Bjørn Berg'], what: 'svar', text: 'Venter på Bjørn Berg: svar' },
      hint: OBSERVER_HINT,
      primary: { kind: 'comparison', label: 'Se sammenligning', to: comparison },
      secondary: [],
    });
    expect(OBSERVER_HINT).toBe('Du er observatør: du kan lese med, men ikke svare eller signere.');
  });

  it('counts those still to join in round 1', () => {
    const step = agreementNextStep(
      input(observed({ expectedParticipants: 3, participants: [person('p-anne', 'Anne Hansen')] })),
    );
    expect(step.waiting?.text).toBe('Venter på Anne Hansen og 2 til: svar');
  });

  it('is never offered to start the next round of a closed round, even when the group can', () => {
    const both = [
      person('p-anne', 'Anne Hansen', { hasResponded: true }),
      person('p-bjorn', 'Bjørn Berg', { hasResponded: true }),
    ];
    const step = agreementNextStep(
      input(observed({ participants: both }), { round: { canStartNextRound: true, nextRoundBlocker: null } }),
    );
    expect(step.phase).toBe('closed-round');
    expect(step.status).toEqual({ text: 'Alle har svart i runde 1', tone: 'info' });
    expect(step.primary).toEqual({ kind: 'comparison', label: 'Se sammenligning', to: comparison });
  });

  it.each([
    ['completed', 'Avtalen er fullført', 'success'],
    ['signed', 'Avtalen er signert av alle', 'success'],
    ['disagreement', 'Partene ble ikke enige', 'error'],
  ] as const)('reads a %s agreement on the result page («Se avtalen»)', (status, text, tone) => {
    // Signing facts a party would act on change nothing for an observer.
    const step = agreementNextStep(
      input(observed({ status }), {
        signing: { enabled: true, status: 'unsigned', canSign: true, pdfSha256: null, parties: [] },
      }),
    );
    expect(step.phase).toBe(status);
    expect(step.status).toEqual({ text, tone });
    expect(step.hint).toBe(OBSERVER_HINT);
    expect(step.primary).toEqual({ kind: 'result', label: 'Se avtalen', to: result });
    expect(step.secondary).toEqual([]);
  });

  it('is offered no action that writes, in any state, logged in or not', () => {
    for (const status of ['pending', 'in_progress', 'completed', 'signed', 'disagreement'] as const) {
      for (const loggedIn of [true, false]) {
        const step = agreementNextStep(input(observed({ status }), { loggedIn }));
        const kinds = [step.primary, ...step.secondary].map((a) => a.kind);
        expect(kinds.filter((k) => WRITES.includes(k))).toEqual([]);
      }
    }
  });
});
