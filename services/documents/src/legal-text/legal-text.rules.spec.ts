import type { LegalDocument } from '@avtalt/contracts';
import { clauseText } from '@avtalt/logic';
import {
  birthDateText,
  clauseOf,
  dateSentence,
  fill,
  groupBySection,
  headingOf,
  listText,
  norwegianDate,
  partyView,
  viewModel,
} from './legal-text.rules';

const doc: LegalDocument = {
  variant: 'completed',
  agreementId: '00000000-0000-4000-8000-000000000001',
  title: 'Kari og Ola',
  topic: null,
  description: '',
  date: '2026-11-22T10:00:00.000Z',
  parties: [{ name: 'Kari Nordmann' }, { name: 'Ola Hansen' }],
  agreed: [],
  notAgreed: [],
};

describe('dates', () => {
  it('formats dates as d. MMMM yyyy in Norwegian', () => {
    expect(norwegianDate('2026-01-05T12:00:00Z')).toBe('5. januar 2026');
    expect(norwegianDate('2026-12-31T22:30:00Z')).toBe('31. desember 2026');
  });

  it('formats a date of birth as a calendar date, whatever the time zone, and leaves anything else as given', () => {
    expect(birthDateText('1980-03-01')).toBe('1. mars 1980');
    expect(birthDateText('2001-12-31')).toBe('31. desember 2001');
    expect(birthDateText('1980-02-30')).toBe('1980-02-30');
    expect(birthDateText(' 1. mars 1980 ')).toBe('1. mars 1980');
  });

  it('says when the text was made without claiming anyone has signed; a plan only says when it was made', () => {
    expect(dateSentence('completed', '1. mars 2027')).toBe(
      'Partene ble enige om innholdet i avtalen 1. mars 2027. Avtalen er inngått når alle partene har signert den.',
    );
    expect(dateSentence('partial', '1. mars 2027')).toBe(
      'Teksten viser hva partene var enige om 1. mars 2027. Den er ikke en fullstendig avtale.',
    );
    expect(dateSentence('disagreement', '1. mars 2027')).toBe('Protokollen ble laget 1. mars 2027.');
    expect(dateSentence('completed', '1. mars 2027', 'plan')).toBe('Planen ble laget 1. mars 2027.');
    expect(dateSentence('partial', '1. mars 2027', 'plan')).not.toMatch(/signer|inngått/);
  });
});

describe('clauses', () => {
  it("groups points by subject in order of first appearance, the rest last under 'Andre avtalepunkter'", () => {
    const point = (clause: string, section?: string | null) => ({
      question: clause,
      answer: true,
      clause,
      section,
    });
    const groups = groupBySection(
      [
        point('a'),
        point('b', 'Bolig'),
        point('c', ' Økonomi '),
        point('d', 'Bolig'),
        point('e', null),
        point('f', ''),
      ],
      {
        some: 'Andre avtalepunkter',
        all: 'Avtalepunkter',
      },
    );
    expect(groups.map((g) => [g.title, g.points.map((p) => p.clause)])).toEqual([
      ['Bolig', ['b', 'd']],
      ['Økonomi', ['c']],
      ['Andre avtalepunkter', ['a', 'e', 'f']],
    ]);
    expect(
      groupBySection([point('a'), point('b')], { some: 'Andre avtalepunkter', all: 'Avtalepunkter' }).map(
        (g) => g.title,
      ),
    ).toEqual(['Avtalepunkter']);
    expect(groupBySection([], { some: 'x', all: 'y' })).toEqual([]);
  });
});

describe('parties', () => {
  it('prints date of birth and/or address, and the roles once each, in brackets', () => {
    expect(
      partyView({
        name: ' Kari Nordmann ',
        birthDate: '1980-03-01',
        address: 'Storgata 1, 0155 Oslo',
        roles: ['långiver', 'eier', 'långiver'],
      }),
    ).toEqual({
      name: 'Kari Nordmann',
      details: ', født 1. mars 1980, Storgata 1, 0155 Oslo',
      roles: 'långiver og eier',
      caption: 'Kari Nordmann (långiver og eier)',
      guardianCaption: null,
    });
    expect(
      partyView({
        name: 'Siri Ung',
        birthDate: '2010-05-01',
        guardian: { name: ' Mona Ung ', birthDate: '1976-02-14', relation: 'parent' },
      }),
    ).toMatchObject({
      details:
        ', født 1. mai 2010, representert ved verge Mona Ung, født 14. februar 1976 (forelder med foreldreansvar)',
      guardianCaption: 'Mona Ung, verge for Siri Ung',
    });
    expect(partyView({ name: 'Ola Hansen', birthDate: '1985-12-24', address: null })).toMatchObject({
      details: ', født 24. desember 1985',
      roles: null,
      caption: 'Ola Hansen',
    });
    expect(partyView({ name: 'Per', address: '  ', roles: [' ', 'leietaker'] })).toMatchObject({
      details: '',
      roles: 'leietaker',
      caption: 'Per (leietaker)',
    });
  });

  it('lists words the Norwegian way', () => {
    expect(listText([])).toBe('');
    expect(listText(['a'])).toBe('a');
    expect(listText(['a', 'b'])).toBe('a og b');
    expect(listText(['a', 'b', 'c'])).toBe('a, b og c');
  });
});

describe('heading', () => {
  it('combines the heading with the variant without repeating the title', () => {
    const h = (
      variant: LegalDocument['variant'],
      heading: string | null,
      title = 'Kari og Ola',
      kind: LegalDocument['kind'] = 'agreement',
    ) => headingOf({ variant, heading, title, kind, topic: 'Samboeravtale' });
    expect(h('completed', 'Samboeravtale')).toEqual({
      eyebrow: null,
      heading: 'Samboeravtale',
      subtitle: 'Kari og Ola',
    });
    expect(h('partial', 'Samboeravtale')).toEqual({
      eyebrow: 'Delvis avtale',
      heading: 'Samboeravtale',
      subtitle: 'Kari og Ola',
    });
    expect(h('disagreement', 'Samboeravtale')).toEqual({
      eyebrow: null,
      heading: 'Protokoll – Samboeravtale',
      subtitle: 'Kari og Ola',
    });
    expect(h('completed', 'Samboeravtale', ' samboeravtale ').subtitle).toBeNull();
    expect(h('completed', null, 'Avtale').subtitle).toBeNull();
    expect(h('disagreement', null)).toEqual({
      eyebrow: null,
      heading: 'Protokoll',
      subtitle: 'Kari og Ola · Samboeravtale',
    });
    expect(h('partial', null)).toEqual({
      eyebrow: null,
      heading: 'Delvis avtale',
      subtitle: 'Kari og Ola · Samboeravtale',
    });
    expect(h('completed', null, 'Samboeravtale for Kari og Ola').subtitle).toBe(
      'Samboeravtale for Kari og Ola',
    );
    expect(h('completed', '  ', 'Kari og Ola', 'plan').heading).toBe('Plan');
    expect(h('partial', 'Husholdningsplan', 'Kari og Ola', 'plan')).toMatchObject({
      eyebrow: 'Ikke ferdig plan',
      heading: 'Husholdningsplan',
    });
  });
});

describe('view model', () => {
  it('numbers parties, background, subjects, open points and final sections in one sequence', () => {
    const view = viewModel({
      ...doc,
      variant: 'partial',
      description: 'Bakgrunn.',
      agreed: [{ question: 'q', answer: true, clause: 'K.', section: 'Bolig' }],
      notAgreed: [{ question: 'Åpen?' }],
    });
    expect([
      view.parties.number,
      view.background?.number,
      ...view.sections.map((s) => s.number),
      view.openPoints?.number,
      ...view.finalSections.map((s) => s.number),
    ]).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(view.finalSections.map((s) => s.title)).toEqual([
      'Varighet og opphør',
      'Endringer',
      'Lovvalg og tvister',
    ]);
    expect(view.notice).toContain('punkt 4');
  });

  it('has no numbers, final sections or signatures in a plan', () => {
    const view = viewModel({
      ...doc,
      kind: 'plan',
      agreed: [{ question: 'q', answer: true, clause: 'K.', section: 'Kjøkken' }],
    });
    expect(view.parties.number).toBeNull();
    expect(view.sections).toEqual([
      { number: null, title: 'Kjøkken', clauses: [{ number: null, text: 'K.' }] },
    ]);
    expect(view.finalSections).toEqual([]);
    expect(view.signatures).toEqual([]);
    expect(view.signingSentence).toBeNull();
    expect(view.parties.outro).toBeNull();
  });

  it('words the notice, facts, clauses and general sentences for the number of parties', () => {
    const agreed = [
      { question: 'f', answer: true, clause: 'Alle partene bor i huset.', fact: true },
      { question: 'k', answer: true, clause: 'De andre partene varsles.' },
    ];
    const two = viewModel({ ...doc, agreed });
    expect(two.background?.facts).toEqual(['Begge partene bor i huset.']);
    expect(two.sections[0].clauses[0].text).toBe('Den andre parten varsles.');
    expect(two.finalSections[1].clauses[0].text).toContain('begge partene');
    const three = viewModel({ ...doc, parties: [...doc.parties, { name: 'Per Berg' }], agreed });
    expect(three.background?.facts).toEqual(['Alle partene bor i huset.']);
    expect(three.finalSections[1].clauses[0].text).toContain('alle partene');
  });
});

describe('nynorsk and English', () => {
  it('writes dates and dates of birth in each language (Node’s ICU has nynorsk month names)', () => {
    expect(norwegianDate('2027-03-01T12:00:00Z', 'nn')).toBe('1. mars 2027');
    expect(norwegianDate('2026-12-31T23:30:00Z', 'nn')).toBe('1. januar 2027');
    expect(norwegianDate('2027-03-01T12:00:00Z', 'en')).toBe('1 March 2027');
    expect(birthDateText('1980-03-01', 'nn')).toBe('1. mars 1980');
    expect(birthDateText('2001-12-31', 'en')).toBe('31 December 2001');
    expect(birthDateText('1980-02-30', 'en')).toBe('1980-02-30');
  });

  it('lists with «og» in nynorsk and «and» in English', () => {
    expect(listText(['a', 'b', 'c'], 'nn')).toBe('a, b og c');
    expect(listText(['lender', 'owner'], 'en')).toBe('lender and owner');
  });

  it('says when the text was made in each language', () => {
    expect(dateSentence('completed', '1. mars 2027', 'agreement', 'nn')).toBe(
      'Partane vart samde om innhaldet i avtalen 1. mars 2027. Avtalen er inngått når alle partane har signert den.',
    );
    expect(dateSentence('disagreement', '1. mars 2027', 'plan', 'nn')).toBe(
      'Protokollen vart laga 1. mars 2027.',
    );
    expect(dateSentence('completed', '1 March 2027', 'agreement', 'en')).toBe(
      'The parties agreed on the content of the agreement on 1 March 2027. The agreement is entered into when all the parties have signed it.',
    );
    expect(dateSentence('completed', '1 March 2027', 'plan', 'en')).toBe(
      'The plan was made on 1 March 2027.',
    );
  });

  it('words the headings in each language', () => {
    const h = (
      language: 'nn' | 'en',
      variant: LegalDocument['variant'],
      heading: string | null,
      kind: LegalDocument['kind'],
    ) => headingOf({ language, variant, heading, kind, title: 'Kari og Ola', topic: 'Samboeravtale' });
    expect(h('nn', 'partial', 'Husarbeidsplan', 'plan').eyebrow).toBe('Ikkje ferdig plan');
    expect(h('nn', 'partial', null, 'agreement').heading).toBe('Delvis avtale');
    expect(h('nn', 'disagreement', 'Låneavtale', 'agreement').heading).toBe('Protokoll – Låneavtale');
    expect(h('en', 'completed', null, 'agreement')).toEqual({
      eyebrow: null,
      heading: 'Agreement',
      subtitle: 'Kari og Ola · Samboeravtale',
    });
    expect(h('en', 'partial', 'Loan agreement', 'agreement').eyebrow).toBe('Partial agreement');
    expect(h('en', 'disagreement', null, 'agreement').heading).toBe('Record');
    expect(h('en', 'completed', ' ', 'plan').heading).toBe('Plan');
    expect(h('en', 'partial', 'Household plan', 'plan').eyebrow).toBe('Unfinished plan');
  });

  it('names a party and their guardian in each language', () => {
    const party = {
      name: 'Siri Ung',
      birthDate: '2010-05-01',
      roles: ['låntakar', 'eigar'],
      guardian: { name: 'Mona Ung', birthDate: '1976-02-14', relation: 'appointed' as const },
    };
    expect(partyView(party, 'nn')).toEqual({
      name: 'Siri Ung',
      details: ', fødd 1. mai 2010, representert ved verje Mona Ung, fødd 14. februar 1976 (oppnemnd verje)',
      roles: 'låntakar og eigar',
      caption: 'Siri Ung (låntakar og eigar)',
      guardianCaption: 'Mona Ung, verje for Siri Ung',
    });
    expect(
      partyView(
        {
          ...party,
          roles: ['borrower'],
          guardian: { ...party.guardian, relation: 'parent', birthDate: null },
        },
        'en',
      ),
    ).toEqual({
      name: 'Siri Ung',
      details:
        ', born 1 May 2010, represented by their guardian Mona Ung (a parent with parental responsibility)',
      roles: 'borrower',
      caption: 'Siri Ung (borrower)',
      guardianCaption: 'Mona Ung, guardian of Siri Ung',
    });
  });

  it('says a point without a clause in each language, bokmål as the logic library does', () => {
    const points = [
      { question: ' Skal dere ha katt?? ', answer: true, clause: null },
      { question: 'Hvor mye?', answer: ' 12 000 kr ', clause: '' },
      { question: 'x', answer: false, clause: ' Ingen katt. ' },
    ];
    for (const point of points) expect(clauseOf(point)).toBe(clauseText(point));
    expect(clauseOf({ question: 'Skal de ha katt?', answer: false, clause: null }, 'nn')).toBe(
      'Partane har svart nei på spørsmålet «Skal de ha katt?».',
    );
    expect(clauseOf({ question: 'How much?', answer: 'NOK 12,000', clause: null }, 'en')).toBe(
      'The parties answered ‘NOK 12,000’ to the question ‘How much?’.',
    );
  });

  it('fills a placeholder once, never one inside a value', () => {
    expect(fill('{a} og {b} {c}', { a: '{b}', b: 'B' })).toBe('{b} og B {c}');
  });

  it('builds a nynorsk view with its own words and the two-party wording of nynorsk', () => {
    const view = viewModel({
      ...doc,
      language: 'nn',
      variant: 'partial',
      agreed: [
        { question: 'f', answer: true, clause: 'Alle partane bur i huset.', fact: true },
        { question: 'k', answer: true, clause: 'Dei andre partane blir varsla.' },
      ],
      notAgreed: [{ question: 'Katt?' }],
    });
    expect(view.lang).toBe('nn');
    expect(view.parties).toMatchObject({ title: 'Partar', intro: 'Avtalen er mellom:' });
    expect(view.parties.outro).toBe('heretter kvar for seg kalla «part» og saman kalla «partane».');
    expect(view.background?.facts).toEqual(['Begge partane bur i huset.']);
    expect(view.sections[0]).toMatchObject({
      title: 'Avtalepunkt',
      clauses: [{ text: 'Den andre parten blir varsla.' }],
    });
    expect(view.openPoints?.title).toBe('Punkt som ikkje er avtalte enno');
    expect(view.finalSections.map((s) => s.title)).toEqual([
      'Varigheit og opphøyr',
      'Endringar',
      'Lovval og tvistar',
    ]);
    expect(view.finalSections[1].clauses[0].text).toContain('begge partane');
    expect(view.notice).toContain('Signerer begge partane denne teksten');
    expect(view.notice).toContain('punkt 4');
    expect(view.words).toEqual({
      background: 'Bakgrunn',
      signatures: 'Underskrifter',
      placeAndDate: 'Stad og dato',
    });
    expect(view.review).toBeNull();
    expect(view.appendix).toBeNull();
  });

  it('marks a text awaiting review and appends the English translation without signature lines', () => {
    const translation = { ...doc, language: 'en' as const, title: 'Kari and Ola' };
    const view = viewModel({ ...doc, language: 'nn', awaitingReview: true, translation });
    expect(view.review).toEqual({
      notice: expect.stringMatching(/^Til gjennomlesing: .*ikkje signerast/),
      mark: 'TIL GJENNOMLESING',
    });
    expect(view.signatures).toHaveLength(2);
    expect(view.appendix).toMatchObject({
      heading: 'Omsetjing — den norske teksten gjeld',
      line: 'Translation — the Norwegian text prevails',
      view: {
        lang: 'en',
        heading: 'Agreement',
        signatures: [],
        unsignedNote: 'This translation is not signed: the parties sign the Norwegian text only.',
        signingSentence:
          'The agreement is signed by both parties, and each party receives a copy of the signed agreement.',
      },
    });
    expect(viewModel({ ...doc, translation }).appendix?.heading).toBe(
      'Oversettelse — den norske teksten gjelder',
    );
    expect(
      viewModel({ ...doc, kind: 'plan', translation: { ...translation, kind: 'plan' } }).appendix?.view
        .unsignedNote,
    ).toBeNull();
  });
});
