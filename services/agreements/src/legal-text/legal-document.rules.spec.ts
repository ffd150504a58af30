import { ErrorCode } from '@avtalt/contracts';
import type { AnswerValue } from '@avtalt/logic';
import type { AgreementSnapshot, QuestionRow } from '../agreements/agreement.rows';
import { toRoundSnapshot } from '../agreements/agreement.snapshot';
import { finalTextRefusal, legalDocumentOf, partiesWithoutDetails } from './legal-document.rules';
import { answerRows, questionRow, submissionRows } from '../testing/question-rows';
import { agreementRow, participantRow } from '../testing/snapshots';

const now = new Date('2026-11-22T10:00:00Z');
const question = questionRow;

const questions: QuestionRow[] = [
  question(1, {
    text: 'Skal dere ha felles konto?',
    clauseYes: 'Partene har felles konto.',
    clauseNo: 'Partene har ikke felles konto.',
  }),
  question(2, {
    text: 'Hvordan deles husleien?',
    type: 'multiple_choice',
    options: ['Likt', 'Etter inntekt'],
    optionClauses: ['Husleien deles likt mellom partene.', 'Husleien deles etter inntekt ({{svar}}).'],
  }),
  question(3, {
    text: 'Hvor mye er husleien?',
    type: 'free_text',
    format: 'amount',
    clauseTemplate: 'Husleien er {{svar}} per måned.',
  }),
  question(4, {
    text: 'Hvem står på leiekontrakten?',
    type: 'free_text',
    format: 'party',
    clauseTemplate: '{{svar}} står alene som leietaker.',
  }),
  question(5, { text: 'Fra hvilken dato?', type: 'free_text', format: 'date' }),
  question(6, {
    text: 'Hva heter båten?',
    type: 'free_text',
    format: 'text',
    clauseTemplate: 'Båten heter {{ svar }}.',
  }),
];

/** Ola and Kari have both answered round 1 with `ola` and `kari`. */
function agreed(ola: Record<string, AnswerValue>, kari: Record<string, AnswerValue>): AgreementSnapshot {
  return {
    agreement: agreementRow(now, {
      title: 'Leiligheten',
      topicTitle: 'Samboeravtale',
      status: 'completed',
      version: '3',
    }),
    questions,
    rules: [],
    participants: [participantRow('ola', now), participantRow('kari', new Date(now.getTime() + 1))],
    answers: answerRows({ 'p-ola': ola, 'p-kari': kari }),
    submissions: submissionRows(['p-ola', 'p-kari']),
  };
}

const document = (s: AgreementSnapshot) => legalDocumentOf(s, toRoundSnapshot(s), 'completed', now);

describe('legal document with typed answers', () => {
  const same = { q1: true, q2: 'Likt', q3: 12000, q5: '2027-03-01', q6: 'Havørna' };

  it("fills each type into its clause: Ja/Nei, the option's clause, {{svar}} with 12 000 kr, the party's name", () => {
    const doc = document(agreed({ ...same, q4: 'other' }, { ...same, q4: 'self' }));
    expect(doc.agreed).toEqual([
      {
        question: 'Skal dere ha felles konto?',
        answer: true,
        clause: 'Partene har felles konto.',
        section: null,
        fact: false,
      },
      {
        question: 'Hvordan deles husleien?',
        answer: 'Likt',
        clause: 'Husleien deles likt mellom partene.',
        section: null,
        fact: false,
      },
      {
        question: 'Hvor mye er husleien?',
        answer: '12\u00a0000\u00a0kr',
        clause: 'Husleien er 12\u00a0000\u00a0kr per måned.',
        section: null,
        fact: false,
      },
      // Ola's 'other' is Kari, the same as Kari's own 'self': the clause names her.
      {
        question: 'Hvem står på leiekontrakten?',
        answer: 'Kari Nordmann',
        clause: 'Kari Nordmann står alene som leietaker.',
        section: null,
        fact: false,
      },
      // No clause: the documents service writes 'Partene har svart «1. mars 2027» …'.
      { question: 'Fra hvilken dato?', answer: '1. mars 2027', clause: null, section: null, fact: false },
      {
        question: 'Hva heter båten?',
        answer: 'Havørna',
        clause: 'Båten heter Havørna.',
        section: null,
        fact: false,
      },
    ]);
    expect(doc.notAgreed).toEqual([]);
  });

  it("uses the agreed option's own clause (filled with the option), and none for an option without one", () => {
    const byIncome = document(
      agreed({ ...same, q2: 'Etter inntekt', q4: 'self' }, { ...same, q2: 'Etter inntekt', q4: 'other' }),
    );
    expect(byIncome.agreed.find((a) => a.question === 'Hvordan deles husleien?')?.clause).toBe(
      'Husleien deles etter inntekt (Etter inntekt).',
    );
    expect(byIncome.agreed.find((a) => a.question === 'Hvem står på leiekontrakten?')?.answer).toBe(
      'Ola Nordmann',
    );
    const s = agreed(
      { ...same, q2: 'Etter inntekt', q4: 'self' },
      { ...same, q2: 'Etter inntekt', q4: 'other' },
    );
    const oneClause = document({
      ...s,
      questions: s.questions.map((q) =>
        q.id === 'q2' ? { ...q, optionClauses: ['Husleien deles likt.', null] } : q,
      ),
    });
    expect(oneClause.agreed.find((a) => a.question === 'Hvordan deles husleien?')).toEqual({
      question: 'Hvordan deles husleien?',
      answer: 'Etter inntekt',
      clause: null,
      section: null,
      fact: false,
    });
  });

  it('lists a typed question the parties answered differently as not agreed', () => {
    const doc = document(agreed({ ...same, q4: 'self' }, { ...same, q3: 11000, q4: 'self' }));
    expect(doc.notAgreed).toEqual([
      { question: 'Hvor mye er husleien?' },
      { question: 'Hvem står på leiekontrakten?' },
    ]);
  });

  it('keeps a text answer as plain text in the clause (the documents templates escape it)', () => {
    const doc = document(
      agreed(
        { ...same, q4: 'self', q6: '<script>alert(1)</script>' },
        { ...same, q4: 'other', q6: '<script>alert(1)</script>' },
      ),
    );
    expect(doc.agreed.find((a) => a.question === 'Hva heter båten?')).toEqual({
      question: 'Hva heter båten?',
      answer: '<script>alert(1)</script>',
      clause: 'Båten heter <script>alert(1)</script>.',
      section: null,
      fact: false,
    });
  });
});

describe('open points', () => {
  const same = { q1: false, q2: 'Likt', q3: 12000, q4: 'p-ola', q5: '2027-03-01', q6: 'Havørna' };
  // q7 is shown only after a Ja to q1 (felles konto): both said Nei, so nobody was asked it.
  const hidden = question(7, {
    text: 'Hvilken bank skal kontoen være i?',
    type: 'free_text',
    format: 'text',
  });
  const withHidden = (s: AgreementSnapshot): AgreementSnapshot => ({
    ...s,
    questions: [...s.questions, hidden],
    rules: [
      {
        id: 'r7',
        questionId: 'q7',
        sourceQuestionId: 'q1',
        operator: 'equals',
        value: true,
        action: 'show',
        targetQuestionId: null,
      },
    ],
  });

  it('a completed agreement with a question logic hid from everyone has no open points', () => {
    const s = withHidden(agreed(same, same));
    const doc = legalDocumentOf(s, toRoundSnapshot(s), 'completed', now);
    expect(doc.notAgreed).toEqual([]);
    expect(doc.agreed.map((a) => a.question)).not.toContain('Hvilken bank skal kontoen være i?');
  });

  it("lists a question on someone's route that they did not agree on, and not the hidden one", () => {
    const s = withHidden(agreed(same, { ...same, q3: 11000 }));
    const doc = legalDocumentOf(s, toRoundSnapshot(s), 'partial', now);
    expect(doc.notAgreed).toEqual([{ question: 'Hvor mye er husleien?' }]);
  });

  it('lists the question that logic showed to one party only', () => {
    const s = withHidden(agreed({ ...same, q1: true, q7: 'DNB' }, same));
    const doc = legalDocumentOf(s, toRoundSnapshot(s), 'partial', now);
    expect(doc.notAgreed.map((n) => n.question)).toEqual([
      'Skal dere ha felles konto?',
      'Hvilken bank skal kontoen være i?',
    ]);
  });
});

describe("the legal document: parties, roles, facts, subjects and the topic's document (docs/legal-document.md)", () => {
  const loan: QuestionRow[] = [
    question(1, {
      text: 'Hvem låner ut pengene?',
      type: 'free_text',
      format: 'party',
      clauseTemplate: '{{svar}} låner ut pengene.',
      section: 'Lånet',
      partyRoles: { chosen: 'långiver', others: 'låntaker' },
    }),
    question(2, {
      text: 'Hva er adressen til boligen?',
      type: 'free_text',
      format: 'text',
      clauseTemplate: 'Boligen ligger i {{svar}}.',
      fact: true,
    }),
    question(3, {
      text: 'Hvor mye lånes ut?',
      type: 'free_text',
      format: 'amount',
      clauseTemplate: 'Lånet er på {{svar}}.',
      section: 'Lånet',
      fact: true,
    }),
    question(4, {
      text: 'Skal lånet betales ned månedlig?',
      clauseYes: 'Lånet betales ned hver måned til de andre partene.',
      clauseNo: null,
      section: 'Nedbetaling',
    }),
    question(5, {
      text: 'Hvem står som eier av boligen?',
      type: 'free_text',
      format: 'party',
      clauseTemplate: '{{svar}} eier boligen.',
      section: 'Bolig',
      partyRoles: { chosen: 'eier', others: null },
    }),
    // The same role again from another question: listed once.
    question(6, {
      text: 'Hvem skal motta betalingene?',
      type: 'free_text',
      format: 'party',
      clauseTemplate: '{{svar}} mottar betalingene fra de andre partene.',
      section: 'Nedbetaling',
      partyRoles: { chosen: 'långiver', others: 'låntaker' },
    }),
  ];
  const ola = participantRow('ola', now, { birthDate: '1980-03-01' });
  const kari = participantRow('kari', new Date(now.getTime() + 1), { address: 'Storgata 1, 0150 Oslo' });
  const per = participantRow('per', new Date(now.getTime() + 2), {
    birthDate: '1990-12-24',
    address: 'Kirkeveien 2',
  });

  /** Everyone in `given` answered round 1 (participant id → answers). */
  function loanAgreement(
    given: Record<string, Record<string, AnswerValue>>,
    fields: Partial<AgreementSnapshot['agreement']> = {},
  ): AgreementSnapshot {
    const base = agreed({}, {});
    const participants = [ola, kari, per].filter((p) => p.id in given);
    return {
      ...base,
      agreement: { ...base.agreement, expectedParticipants: participants.length, ...fields },
      questions: loan,
      participants,
      answers: answerRows(given),
      submissions: submissionRows(participants.map((p) => p.id)),
    };
  }
  const facts = { q2: 'Storgata 1, 0150 Oslo', q3: 200000, q4: true };

  it("gives the party an agreed party question names its role and the other party the others' role, from 'self' and 'other' alike", () => {
    // Ola says he lends ('self'); Kari says the other party lends ('other'): both name Ola.
    const doc = document(
      loanAgreement({
        'p-ola': { ...facts, q1: 'self', q5: 'other', q6: 'self' },
        'p-kari': { ...facts, q1: 'other', q5: 'self', q6: 'other' },
      }),
    );
    expect(doc.parties).toEqual([
      { name: 'Ola Nordmann', birthDate: '1980-03-01', address: null, roles: ['långiver'] },
      {
        name: 'Kari Nordmann',
        birthDate: null,
        address: 'Storgata 1, 0150 Oslo',
        roles: ['låntaker', 'eier'],
      },
    ]);
  });

  it('gives roles among three parties by participant id, and none for a party question that was not agreed or names nobody', () => {
    const three = {
      'p-ola': { ...facts, q1: 'p-kari', q5: 'p-per', q6: 'p-kari' },
      'p-kari': { ...facts, q1: 'self', q5: 'p-per', q6: 'self' },
      'p-per': { ...facts, q1: 'p-kari', q5: 'self', q6: 'p-kari' },
    };
    expect(document(loanAgreement(three)).parties.map((p) => [p.name, p.roles])).toEqual([
      ['Ola Nordmann', ['låntaker']],
      ['Kari Nordmann', ['långiver']],
      ['Per Hansen', ['låntaker', 'eier']],
    ]);
    // Who owns the home is disagreed: no 'eier'.
    const disagreed = { ...three, 'p-per': { ...three['p-per'], q5: 'p-ola' } };
    expect(document(loanAgreement(disagreed)).parties.map((p) => p.roles)).toEqual([
      ['låntaker'],
      ['långiver'],
      ['låntaker'],
    ]);
  });

  it("gives no role from 'other' among three parties: it names nobody, so it agrees with nothing", () => {
    const doc = document(
      loanAgreement({
        'p-ola': { ...facts, q1: 'other', q5: 'p-per', q6: 'p-per' },
        'p-kari': { ...facts, q1: 'other', q5: 'p-per', q6: 'p-per' },
        'p-per': { ...facts, q1: 'other', q5: 'self', q6: 'self' },
      }),
    );
    expect(doc.notAgreed.map((n) => n.question)).toEqual(['Hvem låner ut pengene?']);
    expect(doc.parties.map((p) => p.roles)).toEqual([['låntaker'], ['låntaker'], ['eier', 'långiver']]);
  });

  it('marks the agreed facts and gives every agreed point its subject heading', () => {
    const doc = document(
      loanAgreement({
        'p-ola': { ...facts, q1: 'self', q5: 'self', q6: 'self' },
        'p-kari': { ...facts, q1: 'other', q5: 'other', q6: 'other' },
      }),
    );
    expect(doc.agreed.map((a) => [a.question, a.section, a.fact])).toEqual([
      ['Hvem låner ut pengene?', 'Lånet', false],
      ['Hva er adressen til boligen?', null, true],
      ['Hvor mye lånes ut?', 'Lånet', true],
      ['Skal lånet betales ned månedlig?', 'Nedbetaling', false],
      ['Hvem står som eier av boligen?', 'Bolig', false],
      ['Hvem skal motta betalingene?', 'Nedbetaling', false],
    ]);
    expect(doc.agreed[1]).toEqual({
      question: 'Hva er adressen til boligen?',
      answer: 'Storgata 1, 0150 Oslo',
      clause: 'Boligen ligger i Storgata 1, 0150 Oslo.',
      section: null,
      fact: true,
    });
  });

  it("says 'den andre parten' in the clauses of a two-party agreement and leaves them for three", () => {
    const two = document(
      loanAgreement({
        'p-ola': { ...facts, q1: 'self', q5: 'self', q6: 'self' },
        'p-kari': { ...facts, q1: 'other', q5: 'other', q6: 'other' },
      }),
    );
    expect(two.agreed.find((a) => a.question === 'Skal lånet betales ned månedlig?')?.clause).toBe(
      'Lånet betales ned hver måned til den andre parten.',
    );
    const per3 = { ...facts, q1: 'p-ola', q5: 'p-ola', q6: 'p-ola' };
    const three = document(
      loanAgreement({
        'p-ola': { ...per3, q1: 'self', q5: 'self', q6: 'self' },
        'p-kari': per3,
        'p-per': per3,
      }),
    );
    expect(three.agreed.find((a) => a.question === 'Skal lånet betales ned månedlig?')?.clause).toBe(
      'Lånet betales ned hver måned til de andre partene.',
    );
  });

  it("names the other party where a two-party clause that names one says 'den andre parten' (issue 34)", () => {
    const two = document(
      loanAgreement({
        'p-ola': { ...facts, q1: 'self', q5: 'self', q6: 'self' },
        'p-kari': { ...facts, q1: 'other', q5: 'other', q6: 'other' },
      }),
    );
    expect(two.agreed.find((a) => a.question === 'Hvem skal motta betalingene?')?.clause).toBe(
      'Ola Nordmann mottar betalingene fra Kari Nordmann.',
    );
    // A clause that names nobody keeps 'den andre parten': it could mean either.
    expect(two.agreed.find((a) => a.question === 'Skal lånet betales ned månedlig?')?.clause).toBe(
      'Lånet betales ned hver måned til den andre parten.',
    );
    const per3 = { ...facts, q1: 'p-ola', q5: 'p-ola', q6: 'p-ola' };
    const three = document(
      loanAgreement({
        'p-ola': { ...per3, q1: 'self', q5: 'self', q6: 'self' },
        'p-kari': per3,
        'p-per': per3,
      }),
    );
    expect(three.agreed.find((a) => a.question === 'Hvem skal motta betalingene?')?.clause).toBe(
      'Ola Nordmann mottar betalingene fra de andre partene.',
    );
  });

  it("takes kind, heading, term and dispute clauses from the agreement's document, and the defaults without one", () => {
    const answers = {
      'p-ola': { ...facts, q1: 'self', q5: 'self', q6: 'self' },
      'p-kari': { ...facts, q1: 'other', q5: 'other', q6: 'other' },
    };
    const withDocument = document(
      loanAgreement(answers, {
        document: {
          kind: 'agreement',
          heading: 'Låneavtale',
          termClause:
            'Avtalen gjelder til lånet er betalt tilbake, og kan ikke sies opp av de andre partene.',
          disputeClause: 'Tvister løses ved forhandling, deretter i forliksrådet.',
        },
      }),
    );
    expect(withDocument).toMatchObject({
      kind: 'agreement',
      heading: 'Låneavtale',
      termClause: 'Avtalen gjelder til lånet er betalt tilbake, og kan ikke sies opp av den andre parten.',
      disputeClause: 'Tvister løses ved forhandling, deretter i forliksrådet.',
    });
    expect(document(loanAgreement(answers))).toMatchObject({
      kind: 'agreement',
      heading: null,
      termClause: null,
      disputeClause: null,
    });
  });

  it("prints the description as background only for topics without document settings (a catalogue topic's is its card text)", () => {
    const answers = {
      'p-ola': { ...facts, q1: 'self', q5: 'self', q6: 'self' },
      'p-kari': { ...facts, q1: 'other', q5: 'other', q6: 'other' },
    };
    const description = 'For privatlån mellom venner eller i familien.';
    const settings = {
      kind: 'agreement' as const,
      heading: 'Låneavtale',
      termClause: null,
      disputeClause: null,
    };
    expect(document(loanAgreement(answers, { description, document: settings })).description).toBe('');
    expect(
      document(loanAgreement(answers, { description: 'Vi deler en seilbåt.', document: null })).description,
    ).toBe('Vi deler en seilbåt.');
  });
});

describe('when the final text can be made', () => {
  const answers = { 'p-ola': { q1: true }, 'p-kari': { q1: true } };
  function completed(
    ola: { birthDate: string | null; address: string | null },
    kari: { birthDate: string | null; address: string | null },
    kind?: 'agreement' | 'plan',
  ): AgreementSnapshot {
    const s = agreed(answers['p-ola'], answers['p-kari']);
    return {
      ...s,
      agreement: {
        ...s.agreement,
        document: kind ? { kind, heading: null, termClause: null, disputeClause: null } : null,
      },
      participants: [
        { ...s.participants[0], ...ola },
        { ...s.participants[1], ...kari },
      ],
    };
  }
  const refusalOf = (s: AgreementSnapshot) => finalTextRefusal(s, toRoundSnapshot(s));
  const none = { birthDate: null, address: null };

  it("waits for every party's date of birth or address, naming who is missing", () => {
    expect(refusalOf(completed(none, none))).toEqual({
      allowed: false,
      code: ErrorCode.PartyDetailsMissing,
      message:
        'Avtaleteksten lages når alle partene har oppgitt fødselsdato eller adresse. Dette mangler for: Ola Nordmann og Kari Nordmann. Hver part fyller det inn på resultatsiden.',
    });
    const one = refusalOf(completed({ birthDate: '1980-03-01', address: null }, none));
    expect(one?.message).toContain('Dette mangler for: Kari Nordmann.');
    expect(
      refusalOf(
        completed({ birthDate: '1980-03-01', address: null }, { birthDate: null, address: 'Storgata 1' }),
      ),
    ).toBeNull();
  });

  it('asks for accounts first: a visitor is named as without an account, not as without details', () => {
    const s = completed(none, none);
    const visitor = {
      ...s,
      participants: [s.participants[0], { ...s.participants[1], userName: 'Deltaker 2', isAnonymous: true }],
    };
    expect(refusalOf(visitor)).toMatchObject({
      code: ErrorCode.PartiesWithoutAccount,
      message: expect.stringContaining('Dette mangler for: Deltaker 2.'),
    });
  });

  it('does not wait for details in a plan (not a legally binding agreement), but still for accounts', () => {
    expect(refusalOf(completed(none, none, 'plan'))).toBeNull();
    expect(
      partiesWithoutDetails(completed(none, none, 'plan'), toRoundSnapshot(completed(none, none, 'plan'))),
    ).toEqual([]);
    expect(refusalOf(completed(none, none, 'agreement'))?.code).toBe(ErrorCode.PartyDetailsMissing);
    const s = completed(none, none, 'plan');
    const visitor = { ...s, participants: [s.participants[0], { ...s.participants[1], isAnonymous: true }] };
    expect(refusalOf(visitor)?.code).toBe(ErrorCode.PartiesWithoutAccount);
  });

  it('asks nothing of a removed participant', () => {
    const s = completed(
      { birthDate: '1980-03-01', address: null },
      { birthDate: '1981-01-01', address: null },
    );
    const third = {
      ...s.participants[1],
      id: 'p-per',
      userId: 'u-per',
      userName: 'Per',
      birthDate: null,
      address: null,
      removedInRound: 1,
    };
    expect(refusalOf({ ...s, participants: [...s.participants, third] })).toBeNull();
  });
});
