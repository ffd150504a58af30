import type { NextRoundBlocker } from '@avtalt/contracts';
import {
  agreementNextStep,
  joinNames,
  nextRoundHint,
  pageAfterSubmit,
  pointAnchor,
  questionPageRedirect,
  viewerRole,
  type AgreementFacts,
  type NextStepInput,
  type SigningFacts,
  type ViewerRole,
} from './agreement-next-step.rules';

const ID = 'c0ffee00-0000-4000-8000-000000000001';
const Q = 'c0ffee00-0000-4000-8000-0000000000a1';
const paths = {
  questions: `/avtale/${ID}/sporsmal`,
  comparison: `/avtale/${ID}/sammenligning`,
  result: `/avtale/${ID}/ferdig`,
  share: `/avtale/${ID}/del`,
};

type Person = AgreementFacts['participants'][number];
const anne = (o: Partial<Person> = {}): Person => ({
  id: 'p-anne',
  userName: 'Anne Hansen',
  hasResponded: false,
  isYou: false,
  hasDetails: false,
  ...o,
});
const bjorn = (o: Partial<Person> = {}): Person => ({
  id: 'p-bjorn',
  userName: 'Bjørn Berg',
  hasResponded: false,
  isYou: false,
  hasDetails: false,
  ...o,
});

/**
 * The agreement as each role sees it: Anne started it, Bjørn joined; a visitor is neither; a removed viewer
 * was a third participant the initiator removed (the list no longer holds them).
 */
function asRole(
  role: ViewerRole,
  base: Omit<AgreementFacts, 'participants' | 'isInitiator' | 'youAreRemoved'>,
  a: Partial<Person>,
  b: Partial<Person>,
): AgreementFacts {
  return {
    ...base,
    isInitiator: role === 'initiator',
    youAreRemoved: role === 'removed',
    participants: [
      anne({ ...a, isYou: role === 'initiator' }),
      bjorn({ ...b, isYou: role === 'participant' }),
    ],
  };
}

const open = { status: 'in_progress' as const, currentRound: 1, maxRounds: 5, expectedParticipants: 2 };
const input = (agreement: AgreementFacts, o: Partial<NextStepInput> = {}): NextStepInput => ({
  agreementId: ID,
  agreement,
  loggedIn: true,
  ...o,
});
const ALL_ROLES: ViewerRole[] = ['initiator', 'participant', 'visitor', 'removed'];

describe('viewerRole', () => {
  it('tells the four viewers apart', () => {
    for (const role of ALL_ROLES) expect(viewerRole(asRole(role, open, {}, {}))).toBe(role);
  });
});

describe('joinNames', () => {
  it('joins as Norwegian lists do', () => {
    expect(joinNames([])).toBe('');
    expect(joinNames(['Anne'])).toBe('Anne');
    expect(joinNames(['Anne', 'Bjørn'])).toBe('Anne og Bjørn');
    expect(joinNames(['Anne', 'Bjørn', 'Cecilie'])).toBe('Anne, Bjørn og Cecilie');
  });
});

describe('a removed participant', () => {
  it.each(['pending', 'in_progress', 'completed', 'signed', 'disagreement'] as const)(
    'is told so in state %s, with no answer button',
    (status) => {
      const step = agreementNextStep(input(asRole('removed', { ...open, status }, {}, {})));
      expect(step.role).toBe('removed');
      expect(step.status.text).toBe('Du er fjernet fra avtalen');
      expect(step.primary.kind).toBe('new-agreement');
      expect(step.secondary).toEqual([]);
    },
  );
});

describe('an open round 1', () => {
  it('asks the initiator who has not answered to answer', () => {
    const step = agreementNextStep(input(asRole('initiator', { ...open, status: 'pending' }, {}, {})));
    expect(step.primary).toEqual({ kind: 'answer', label: 'Svar på spørsmålene', to: paths.questions });
    expect(step.status.text).toBe('Det er din tur å svare');
  });

  it('asks the initiator to answer before their first answer (they have no participant row yet)', () => {
    const a: AgreementFacts = { ...open, status: 'pending', isInitiator: true, participants: [] };
    expect(agreementNextStep(input(a)).primary).toEqual({
      kind: 'answer',
      label: 'Svar på spørsmålene',
      to: paths.questions,
    });
  });

  it('asks the initiator who answered alone to share the link (one more expected)', () => {
    const a: AgreementFacts = {
      ...open,
      isInitiator: true,
      participants: [anne({ isYou: true, hasResponded: true })],
    };
    const step = agreementNextStep(input(a));
    expect(step.status.text).toBe('Venter på at alle svarer');
    expect(step.primary).toEqual({ kind: 'share', label: 'Del lenken', to: paths.share });
    expect(step.waiting?.text).toBe('Venter på én til: svar');
    expect(step.hint).toBe('1 av 2 har svart. Én har ikke svart ennå: del lenken med dem.');
    expect(step.secondary.map((x) => x.kind)).toEqual(['comparison']);
  });

  it('has a logged-out answerer wait rather than share (the share page needs an account)', () => {
    const a: AgreementFacts = {
      ...open,
      expectedParticipants: 3,
      participants: [anne({ hasResponded: true }), bjorn({ isYou: true, hasResponded: true })],
    };
    const step = agreementNextStep(input(a, { loggedIn: false }));
    expect(step.primary).toEqual({ kind: 'wait', label: 'Venter på én til' });
  });

  it('names who has joined but not answered', () => {
    const step = agreementNextStep(input(asRole('initiator', open, { hasResponded: true }, {})));
    expect(step.waiting).toEqual({ names: ['Bjørn Berg'], what: 'svar', text: 'Venter på Bjørn Berg: svar' });
    expect(step.primary).toEqual({ kind: 'wait', label: 'Venter på Bjørn Berg' });
    expect(step.hint).toBe('1 av 2 har svart. Du får en e-post når noen svarer.');
  });

  it('asks the participant who has not answered to answer, naming the initiator who has not either', () => {
    const step = agreementNextStep(input(asRole('participant', open, {}, {})));
    expect(step.primary.kind).toBe('answer');
    expect(step.waiting?.names).toEqual(['Anne Hansen']);
  });

  it('invites a visitor while there is room', () => {
    const a: AgreementFacts = { ...open, participants: [anne({ hasResponded: true })] };
    const step = agreementNextStep(input(a, { loggedIn: false }));
    expect(step.role).toBe('visitor');
    expect(step.primary).toEqual({ kind: 'answer', label: 'Svar på spørsmålene', to: paths.questions });
  });

  it('shows a visitor of a full round the comparison, not an answer button', () => {
    const step = agreementNextStep(
      input(asRole('visitor', open, { hasResponded: true }, {}), { loggedIn: false }),
    );
    expect(step.primary).toEqual({ kind: 'comparison', label: 'Se sammenligning', to: paths.comparison });
    expect(step.waiting?.names).toEqual(['Bjørn Berg']);
  });
});

describe('an open later round', () => {
  const round2 = { ...open, currentRound: 2 };
  it('asks each party who has not answered for that round', () => {
    for (const role of ['initiator', 'participant'] as const) {
      const step = agreementNextStep(input(asRole(role, round2, {}, {})));
      expect(step.primary).toEqual({ kind: 'answer', label: 'Svar på runde 2', to: paths.questions });
      expect(step.status.text).toBe('Runde 2: det er din tur');
      expect(step.waiting?.what).toBe('svar på runde 2');
    }
  });

  it('lets the one who answered wait for the other by name', () => {
    const step = agreementNextStep(input(asRole('participant', round2, {}, { hasResponded: true })));
    expect(step.primary).toEqual({ kind: 'wait', label: 'Venter på Anne Hansen' });
    expect(step.waiting?.text).toBe('Venter på Anne Hansen: svar på runde 2');
  });

  it('shows a visitor the comparison (nobody joins after round 1)', () => {
    const step = agreementNextStep(input(asRole('visitor', round2, {}, {}), { loggedIn: false }));
    expect(step.primary.kind).toBe('comparison');
  });
});

describe('a closed round of an open agreement', () => {
  const closed = (role: ViewerRole, o: Partial<AgreementFacts> = {}) =>
    asRole(role, { ...open, ...o }, { hasResponded: true }, { hasResponded: true });

  it('sends a page without the comparison to it', () => {
    for (const role of ['initiator', 'participant', 'visitor'] as const) {
      const step = agreementNextStep(input(closed(role)));
      expect(step.status.text).toBe('Alle har svart');
      expect(step.primary).toEqual({ kind: 'comparison', label: 'Se sammenligning', to: paths.comparison });
    }
  });

  it('makes «Start neste runde» primary for a party who may start it', () => {
    for (const role of ['initiator', 'participant'] as const) {
      const step = agreementNextStep(
        input(closed(role), { round: { canStartNextRound: true, nextRoundBlocker: null } }),
      );
      expect(step.status).toEqual({
        text: 'Dere er uenige om noen punkter. Start neste runde for å svare på dem på nytt.',
        tone: 'warning',
      });
      expect(step.primary).toEqual({ kind: 'next-round', label: 'Start neste runde', to: paths.comparison });
    }
  });

  it('asks a logged-out party to log in to start it, and shows a visitor the comparison', () => {
    const loggedOut = agreementNextStep(
      input(closed('participant'), {
        loggedIn: false,
        round: { canStartNextRound: false, nextRoundBlocker: null },
      }),
    );
    expect(loggedOut.primary.kind).toBe('login');
    expect(loggedOut.primary.to).toBe(`/auth?returnTo=${encodeURIComponent(paths.comparison)}`);
    const visitor = agreementNextStep(
      input(closed('visitor'), {
        loggedIn: false,
        round: { canStartNextRound: false, nextRoundBlocker: null },
      }),
    );
    expect(visitor.primary.kind).toBe('comparison');
    expect(visitor.status.text).not.toBe('Venter på at alle svarer');
  });

  const proposal = (proposerIsYou: boolean, waitingIsYou: boolean): NextRoundBlocker => ({
    reason: 'proposal',
    proposalId: 'c0ffee00-0000-4000-8000-0000000000b1',
    questionId: Q,
    questionText: 'Hva er lånebeløpet?',
    proposedBy: { participantId: 'p-anne', userName: 'Anne Hansen', isYou: proposerIsYou },
    waitingFor: [{ participantId: 'p-bjorn', userName: 'Bjørn Berg', isYou: waitingIsYou }],
  });

  it('tells the one a proposal waits for to answer it, linking to its card', () => {
    const step = agreementNextStep(
      input(closed('participant'), {
        round: { canStartNextRound: false, nextRoundBlocker: proposal(false, true) },
      }),
    );
    expect(step.status).toEqual({
      text: 'Anne Hansen foreslår en løsning på «Hva er lånebeløpet?»',
      tone: 'warning',
    });
    expect(step.primary).toEqual({
      kind: 'answer-proposal',
      label: 'Svar på forslaget fra Anne Hansen',
      to: `${paths.comparison}#${pointAnchor(Q)}`,
    });
    expect(step.hint).toBe('Neste runde kan starte når du har svart på forslaget.');
    expect(step.waiting?.names).toEqual(['deg']);
  });

  it('has the proposer wait for the named party, with the card to look at', () => {
    const step = agreementNextStep(
      input(closed('initiator'), {
        round: { canStartNextRound: false, nextRoundBlocker: proposal(true, false) },
      }),
    );
    expect(step.status.text).toBe('Du har foreslått en løsning på «Hva er lånebeløpet?»');
    expect(step.primary).toEqual({
      kind: 'wait',
      label: 'Venter på at Bjørn Berg svarer på forslaget',
      to: `${paths.comparison}#${pointAnchor(Q)}`,
    });
    expect(step.hint).toBe('Neste runde kan starte når Bjørn Berg har svart på forslaget.');
    expect(step.waiting?.text).toBe('Venter på Bjørn Berg: svar på forslaget om «Hva er lånebeløpet?»');
  });

  it('tells a visitor the same reason, with nothing to answer', () => {
    const step = agreementNextStep(
      input(closed('visitor'), {
        loggedIn: false,
        round: { canStartNextRound: false, nextRoundBlocker: proposal(false, false) },
      }),
    );
    expect(step.primary.kind).toBe('wait');
    expect(step.status.text).toBe('Anne Hansen foreslår en løsning på «Hva er lånebeløpet?»');
  });

  it('says when the last round is used, and offers the partial agreement', () => {
    for (const role of ['initiator', 'participant', 'visitor'] as const) {
      const step = agreementNextStep(
        input(closed(role, { currentRound: 5 }), {
          round: { canStartNextRound: false, nextRoundBlocker: { reason: 'last-round' } },
        }),
      );
      expect(step.status.text).toBe('Dette var siste runde, og dere er fortsatt uenige om noen punkter.');
      expect(step.hint).toBe('Dere har brukt alle 5 rundene.');
      expect(step.primary).toEqual({ kind: 'result', label: 'Se delvis avtale', to: paths.result });
    }
  });

  it('says nobody disagrees when that is why', () => {
    const step = agreementNextStep(
      input(closed('initiator'), {
        round: { canStartNextRound: false, nextRoundBlocker: { reason: 'no-disagreement' } },
      }),
    );
    expect(step.status.text).toBe('Dere er enige om alle punktene');
    expect(step.primary.kind).toBe('result');
  });

  it('waits for a blind round the server has not revealed', () => {
    const step = agreementNextStep(
      input(closed('participant'), {
        round: { canStartNextRound: false, nextRoundBlocker: { reason: 'waiting' } },
      }),
    );
    expect(step.status.text).toBe('Venter på at alle svarer');
    expect(step.primary.kind).toBe('wait');
  });
});

describe('a completed agreement', () => {
  const done = { ...open, status: 'completed' as const, currentRound: 2 };
  const signing = (o: Partial<SigningFacts> = {}): SigningFacts => ({
    enabled: true,
    status: 'unsigned',
    canSign: true,
    pdfSha256: null,
    parties: [
      { name: 'Anne Hansen', isYou: false, signedAt: null },
      { name: 'Bjørn Berg', isYou: true, signedAt: null },
    ],
    ...o,
  });

  it('asks a party without details for them first, naming the others who lack them', () => {
    for (const role of ['initiator', 'participant'] as const) {
      const step = agreementNextStep(input(asRole(role, done, {}, {})));
      expect(step.status.text).toBe('Avtalen er fullført');
      expect(step.primary).toEqual({
        kind: 'party-details',
        label: 'Oppgi dine opplysninger',
        to: paths.result,
      });
      expect(step.waiting?.names).toEqual([role === 'initiator' ? 'Bjørn Berg' : 'Anne Hansen']);
    }
  });

  it('has a party with details wait for the other, with no download that can only fail', () => {
    const step = agreementNextStep(input(asRole('participant', done, {}, { hasDetails: true })));
    expect(step.primary).toEqual({ kind: 'wait', label: 'Venter på opplysninger fra Anne Hansen' });
    expect(step.secondary.map((x) => x.kind)).toEqual(['result']);
    expect(step.hint).toBe('Avtaleteksten blir klar når Anne Hansen har oppgitt fødselsdato eller adresse.');
  });

  const ready = (role: ViewerRole) => asRole(role, done, { hasDetails: true }, { hasDetails: true });

  it('sends a page without the signatures to the result page', () => {
    const step = agreementNextStep(input(ready('participant')));
    expect(step.primary).toEqual({ kind: 'result', label: 'Se ferdig avtale', to: paths.result });
  });

  it('makes «Signer avtalen» primary for a party who must sign, the PDF secondary', () => {
    const step = agreementNextStep(input(ready('participant'), { signing: signing() }));
    expect(step.primary).toEqual({ kind: 'sign', label: 'Signer avtalen', to: paths.result });
    expect(step.secondary.map((x) => x.kind)).toEqual(['download']);
    expect(step.waiting?.text).toBe('Venter på Anne Hansen: signatur');
  });

  it('keeps «Signer avtalen» primary for a party a blocker stops (the dialog says what to do)', () => {
    const blocker = {
      code: 'EMAIL_NOT_CONFIRMED' as const,
      message: 'Du må bekrefte e-postadressen din før du kan signere.',
    };
    const step = agreementNextStep(
      input(ready('participant'), { signing: signing({ canSign: false, signBlocker: blocker }) }),
    );
    expect(step.primary).toEqual({ kind: 'sign', label: 'Signer avtalen', to: paths.result });
  });

  it('has a party who signed wait for the others by name', () => {
    const s = signing({
      status: 'signing',
      canSign: false,
      parties: [
        { name: 'Anne Hansen', isYou: false, signedAt: null },
        { name: 'Bjørn Berg', isYou: true, signedAt: '2026-11-28T10:00:00.000Z' },
      ],
    });
    const step = agreementNextStep(input(ready('participant'), { signing: s }));
    expect(step.status.text).toBe('Du har signert avtalen');
    expect(step.primary).toEqual({ kind: 'wait', label: 'Venter på signatur fra Anne Hansen' });
  });

  it('makes the PDF primary when signing is off', () => {
    const step = agreementNextStep(
      input(ready('initiator'), { signing: signing({ enabled: false, canSign: false }) }),
    );
    expect(step.primary).toEqual({ kind: 'download', label: 'Last ned PDF', to: paths.result });
  });

  it('shows a visitor the agreement only', () => {
    const step = agreementNextStep(input(ready('visitor'), { loggedIn: false }));
    expect(step.primary).toEqual({ kind: 'result', label: 'Se ferdig avtale', to: paths.result });
    expect(step.waiting).toBeNull();
  });
});

describe('a signed agreement', () => {
  const signed = { ...open, status: 'signed' as const, currentRound: 2 };
  it('makes the signed PDF primary for every party', () => {
    for (const role of ['initiator', 'participant'] as const) {
      const step = agreementNextStep(input(asRole(role, signed, { hasDetails: true }, { hasDetails: true })));
      expect(step.status).toEqual({ text: 'Avtalen er signert av alle', tone: 'success' });
      expect(step.primary).toEqual({
        kind: 'download-signed',
        label: 'Last ned signert PDF',
        to: paths.result,
      });
    }
  });

  it('says the sealed PDF is being made before it exists', () => {
    const s: SigningFacts = { enabled: true, status: 'signed', canSign: false, pdfSha256: null, parties: [] };
    const step = agreementNextStep(input(asRole('initiator', signed, {}, {}), { signing: s }));
    expect(step.primary).toEqual({ kind: 'wait', label: 'Den signerte PDF-en lages' });
  });

  it('shows a visitor the agreement', () => {
    const step = agreementNextStep(input(asRole('visitor', signed, {}, {}), { loggedIn: false }));
    expect(step.primary.kind).toBe('result');
  });
});

describe('an agreement that ended in disagreement', () => {
  it('offers the protocol to everyone but a removed participant', () => {
    for (const role of ['initiator', 'participant', 'visitor'] as const) {
      const step = agreementNextStep(
        input(
          asRole(role, { ...open, status: 'disagreement' }, { hasResponded: true }, { hasResponded: true }),
        ),
      );
      expect(step.status).toEqual({ text: 'Dere ble ikke enige', tone: 'error' });
      expect(step.primary).toEqual({ kind: 'result', label: 'Vis protokoll', to: paths.result });
    }
  });
});

describe('pageAfterSubmit (ux.md problem 1)', () => {
  it('goes to the share page only while others still have to answer', () => {
    expect(pageAfterSubmit(ID, asRole('participant', open, {}, { hasResponded: true }))).toBe(paths.share);
    expect(pageAfterSubmit(ID, { ...open, participants: [anne({ isYou: true, hasResponded: true })] })).toBe(
      paths.share,
    );
  });
  it('goes to the comparison when the round is closed', () => {
    expect(
      pageAfterSubmit(ID, asRole('participant', open, { hasResponded: true }, { hasResponded: true })),
    ).toBe(paths.comparison);
  });
  it('goes to /ferdig when the agreement is complete', () => {
    expect(
      pageAfterSubmit(
        ID,
        asRole(
          'participant',
          { ...open, status: 'completed' },
          { hasResponded: true },
          { hasResponded: true },
        ),
      ),
    ).toBe(paths.result);
  });
});

describe('questionPageRedirect (ux.md problem 12)', () => {
  it('sends a closed or signed agreement to /ferdig', () => {
    for (const status of ['completed', 'signed', 'disagreement'] as const) {
      expect(questionPageRedirect(ID, asRole('participant', { ...open, status }, {}, {}))).toBe(paths.result);
    }
  });
  it('sends an answered round to the comparison, and keeps those who still have to answer', () => {
    expect(questionPageRedirect(ID, asRole('participant', open, {}, { hasResponded: true }))).toBe(
      paths.comparison,
    );
    expect(questionPageRedirect(ID, asRole('participant', open, { hasResponded: true }, {}))).toBeNull();
    expect(questionPageRedirect(ID, asRole('visitor', open, {}, {}))).toBeNull();
    expect(questionPageRedirect(ID, asRole('removed', open, {}, {}))).toBe(paths.comparison);
  });
});

describe('the server decides when a round 1 of fewer than expected can go on', () => {
  const twoOfThree = (role: ViewerRole) =>
    asRole(role, { ...open, expectedParticipants: 3 }, { hasResponded: true }, { hasResponded: true });
  it('offers the next round when the comparison allows it', () => {
    const step = agreementNextStep(
      input(twoOfThree('initiator'), { round: { canStartNextRound: true, nextRoundBlocker: null } }),
    );
    expect(step.primary.kind).toBe('next-round');
  });
  it('waits for the third when the two agree on everything (the agreement completes when the third agrees too)', () => {
    const step = agreementNextStep(
      input(twoOfThree('initiator'), {
        round: { canStartNextRound: false, nextRoundBlocker: { reason: 'no-disagreement' } },
      }),
    );
    expect(step.status.text).toBe('Venter på at alle svarer');
    expect(step.primary.kind).toBe('share');
  });
  it('waits for the third when the comparison says so, or when there is no comparison', () => {
    expect(
      agreementNextStep(
        input(twoOfThree('initiator'), {
          round: { canStartNextRound: false, nextRoundBlocker: { reason: 'waiting' } },
        }),
      ).waiting?.text,
    ).toBe('Venter på én til: svar');
    expect(agreementNextStep(input(twoOfThree('initiator'))).primary.kind).toBe('share');
  });
});

describe('agreementPhase', () => {
  it('names where the agreement is', () => {
    const answered = (role: ViewerRole, o: Partial<AgreementFacts> = {}) =>
      asRole(role, { ...open, ...o }, { hasResponded: true }, { hasResponded: true });
    expect(agreementNextStep(input(asRole('initiator', open, {}, {}))).phase).toBe('open-round');
    expect(agreementNextStep(input(answered('initiator'))).phase).toBe('closed-round');
    expect(agreementNextStep(input(answered('participant', { status: 'completed' }))).phase).toBe(
      'completed',
    );
    expect(agreementNextStep(input(answered('participant', { status: 'signed' }))).phase).toBe('signed');
    expect(agreementNextStep(input(answered('visitor', { status: 'disagreement' }))).phase).toBe(
      'disagreement',
    );
    expect(agreementNextStep(input(answered('removed'))).phase).toBe('removed');
  });
});

describe('nextRoundHint', () => {
  it('says why «Start neste runde» cannot be pressed yet', () => {
    expect(
      nextRoundHint(agreementNextStep(input(asRole('initiator', open, { hasResponded: true }, {})))),
    ).toBe('Neste runde kan starte når Bjørn Berg har svart.');
    expect(nextRoundHint(agreementNextStep(input(asRole('initiator', open, {}, {}))))).toBe(
      'Neste runde kan starte når alle har svart.',
    );
    const closed = asRole('participant', open, { hasResponded: true }, { hasResponded: true });
    const blocker: NextRoundBlocker = {
      reason: 'proposal',
      proposalId: 'x',
      questionId: Q,
      questionText: 'Hva er lånebeløpet?',
      proposedBy: { participantId: 'p-anne', userName: 'Anne Hansen', isYou: false },
      waitingFor: [{ participantId: 'p-bjorn', userName: 'Bjørn Berg', isYou: true }],
    };
    expect(
      nextRoundHint(
        agreementNextStep(input(closed, { round: { canStartNextRound: false, nextRoundBlocker: blocker } })),
      ),
    ).toBe('Neste runde kan starte når du har svart på forslaget.');
    const visitor = asRole('visitor', open, { hasResponded: true }, { hasResponded: true });
    expect(
      nextRoundHint(
        agreementNextStep(input(visitor, { round: { canStartNextRound: false, nextRoundBlocker: null } })),
      ),
    ).toBe('Bare de som er med i avtalen, kan starte neste runde.');
  });
});
