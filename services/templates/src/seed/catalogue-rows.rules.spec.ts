import { evaluateCondition } from '@avtalt/logic';
import { CATALOGUE } from '../catalogue/catalogue.data';
import type { CatalogueTopic } from '../catalogue/catalogue.types';
import type { MiddleGroundAlternative } from '@avtalt/contracts';
import { middleGroundOf } from '../catalogue/middle-ground.rules';
import { catalogueDocument } from './catalogue-document.rules';
import {
  catalogueKeys,
  catalogueMiddleGround,
  catalogueMiddleGrounds,
  catalogueRows,
  catalogueUpgrade,
  type MiddleGroundSource,
  type StoredCatalogueTopic,
} from './catalogue-rows.rules';

/** A small typed catalogue of this test's own (the real content is checked in catalogue.data.spec.ts). */
const TOPIC: CatalogueTopic = {
  key: 'test-husleie',
  title: 'Husleie',
  description: 'Et tema for testing.',
  featured: false,
  document: {
    kind: 'agreement',
    heading: 'Leieavtale',
    termClause: 'Avtalen gjelder til leieforholdet opphører.',
    disputeClause: null,
  },
  questions: [
    {
      key: 'adresse',
      type: 'free_text',
      format: 'text',
      text: 'Hva er adressen?',
      clauseTemplate: 'Boligen ligger i {{svar}}.',
      section: 'Bolig',
      fact: true,
    },
    {
      key: 'felles-konto',
      text: 'Skal dere ha felles konto?',
      clauseYes: 'Partene har felles konto.',
      clauseNo: 'Partene har ikke felles konto.',
    },
    {
      key: 'deling',
      type: 'multiple_choice',
      text: 'Hvordan deles husleien?',
      options: [
        { text: 'Likt', clause: 'Husleien deles likt.' },
        { text: 'Etter inntekt', clause: 'Husleien deles etter inntekt.' },
      ],
      showIf: { questionKey: 'felles-konto', equals: true },
    },
    {
      key: 'leie',
      type: 'free_text',
      format: 'amount',
      text: 'Hvor mye er husleien?',
      clauseTemplate: 'Husleien er {{svar}} per måned.',
      section: 'Økonomi',
    },
    {
      key: 'depositum',
      text: 'Skal det betales depositum?',
      clauseYes: 'Det betales depositum.',
      clauseNo: 'Det betales ikke depositum.',
      showIf: { questionKey: 'leie', operator: 'greater_than', value: '10 000' },
    },
    {
      key: 'leietaker',
      type: 'free_text',
      format: 'party',
      text: 'Hvem står på leiekontrakten?',
      clauseTemplate: '{{svar}} står alene som leietaker.',
      section: 'Bolig',
      partyRoles: { chosen: 'leietaker', others: 'framleietaker' },
    },
    {
      key: 'fremleie',
      text: 'Kan den andre fremleie?',
      clauseYes: 'Fremleie er tillatt.',
      clauseNo: 'Fremleie er ikke tillatt.',
      showIf: { questionKey: 'leietaker', operator: 'equals', value: 'Den andre parten' },
    },
    {
      key: 'start',
      type: 'free_text',
      format: 'date',
      text: 'Fra hvilken dato?',
      clauseTemplate: 'Avtalen gjelder fra {{svar}}.',
    },
    {
      key: 'etter-nyttar',
      text: 'Gjelder avtalen etter nyttår?',
      clauseYes: 'Avtalen gjelder etter nyttår.',
      clauseNo: 'Avtalen gjelder ikke etter nyttår.',
      showIf: { questionKey: 'start', operator: 'less_than', value: '1.1.2027' },
    },
    {
      key: 'inntekt',
      text: 'Oppgir dere inntekt?',
      clauseYes: 'Partene oppgir inntekt.',
      clauseNo: 'Partene oppgir ikke inntekt.',
      showIf: { questionKey: 'deling', operator: 'equals', value: 'Etter inntekt' },
    },
  ],
};

let counter = 0;
const ids = () => `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`;

describe('catalogueRows', () => {
  const { templates, rules } = catalogueRows(TOPIC, ids);
  const byText = (text: string) => templates.find((t) => t.text === text)!;
  const ruleFor = (text: string) => rules.find((r) => r.questionId === byText(text).id)!;

  it('stores each question with the fields of its type, in catalogue order', () => {
    expect(templates.map((t) => [t.order, t.type])).toEqual([
      [1, 'free_text'],
      [2, 'yes_no'],
      [3, 'multiple_choice'],
      [4, 'free_text'],
      [5, 'yes_no'],
      [6, 'free_text'],
      [7, 'yes_no'],
      [8, 'free_text'],
      [9, 'yes_no'],
      [10, 'yes_no'],
    ]);
    expect(byText('Skal dere ha felles konto?')).toMatchObject({
      clauseYes: 'Partene har felles konto.',
      clauseNo: 'Partene har ikke felles konto.',
      options: null,
      format: null,
      optionClauses: null,
      clauseTemplate: null,
    });
    expect(byText('Hvordan deles husleien?')).toMatchObject({
      options: ['Likt', 'Etter inntekt'],
      optionClauses: ['Husleien deles likt.', 'Husleien deles etter inntekt.'],
      format: null,
      clauseTemplate: null,
      clauseYes: null,
      clauseNo: null,
    });
    expect(byText('Hvor mye er husleien?')).toMatchObject({
      format: 'amount',
      clauseTemplate: 'Husleien er {{svar}} per måned.',
      options: null,
      optionClauses: null,
    });
    expect(byText('Hvem står på leiekontrakten?')).toMatchObject({ format: 'party' });
  });

  it("carries each question's section, fact and party roles, and the topic's document settings", () => {
    expect(byText('Hva er adressen?')).toMatchObject({ section: 'Bolig', fact: true, partyRoles: null });
    expect(byText('Hvor mye er husleien?')).toMatchObject({
      section: 'Økonomi',
      fact: false,
      partyRoles: null,
    });
    expect(byText('Hvem står på leiekontrakten?')).toMatchObject({
      section: 'Bolig',
      fact: false,
      partyRoles: { chosen: 'leietaker', others: 'framleietaker' },
    });
    expect(byText('Skal dere ha felles konto?')).toMatchObject({
      section: null,
      fact: false,
      partyRoles: null,
    });
    expect(catalogueDocument(TOPIC)).toEqual(TOPIC.document);
    expect(catalogueDocument({ ...TOPIC, document: undefined })).toBeNull();
  });

  it("names the loan's obligation questions by the rows' ids, and stops at a rule naming a question the topic lacks", () => {
    const loan = CATALOGUE.find((t) => t.key === 'lan-mellom-privatpersoner')!;
    const rows = catalogueRows(loan);
    const keyOf = new Map(rows.templates.map((t) => [t.id, t.catalogueKey]));
    const rules = rows.document?.obligations ?? [];
    expect(rules.map((r) => [r.id, keyOf.get(r.amount), keyOf.get(r.payer.question), r.payer.side])).toEqual([
      ['utbetaling', 'lanebelop', 'langiver', 'chosen'],
      ['avdrag', 'avdrag-belop', 'langiver', 'others'],
      ['tilbakebetaling', 'lanebelop', 'langiver', 'others'],
    ]);
    // Without the rows' ids (a custom topic's document), no rule: it could name none of its questions.
    expect(catalogueDocument(loan)?.obligations).toBeUndefined();
    const wrong = {
      ...loan,
      document: {
        ...loan.document!,
        obligations: [{ ...loan.document!.obligations![0], amount: 'finnes-ikke' }],
      },
    };
    expect(() => catalogueRows(wrong)).toThrow(/an obligation rule names a question the topic does not have/);
  });

  it('stops at document fields the contracts refuse, naming the topic and the question', () => {
    const onText: CatalogueTopic = {
      ...TOPIC,
      questions: [
        {
          key: 'navn',
          type: 'free_text',
          format: 'text',
          text: 'Navn?',
          clauseTemplate: '{{svar}}.',
          partyRoles: { chosen: 'eier', others: null },
        },
      ],
    };
    expect(() => catalogueRows(onText, ids)).toThrow(
      'Catalogue topic test-husleie: navn has party roles but is not a party question',
    );
    const longSection: CatalogueTopic = {
      ...TOPIC,
      questions: [{ ...TOPIC.questions.find((q) => q.key === 'felles-konto')!, section: 'x'.repeat(81) }],
    };
    expect(() => catalogueRows(longSection, ids)).toThrow(
      /felles-konto has a section longer than 80 characters/,
    );
    const longRole: CatalogueTopic = {
      ...TOPIC,
      questions: [
        {
          key: 'eier',
          type: 'free_text',
          format: 'party',
          text: 'Eier?',
          clauseTemplate: '{{svar}} eier.',
          partyRoles: { chosen: 'x'.repeat(61), others: null },
        },
      ],
    };
    expect(() => catalogueRows(longRole, ids)).toThrow(
      /eier has party roles the contracts refuse: En rolle kan være høyst 60 tegn/,
    );
    expect(() =>
      catalogueDocument({ ...TOPIC, document: { ...TOPIC.document!, heading: 'x'.repeat(121) } }),
    ).toThrow(/test-husleie: document settings the contracts refuse: Overskriften kan være høyst 120 tegn/);
  });

  it('turns showIf into show rules with the value read by the source format', () => {
    expect(rules).toHaveLength(5);
    expect(ruleFor('Hvordan deles husleien?')).toMatchObject({
      sourceQuestionId: byText('Skal dere ha felles konto?').id,
      operator: 'equals',
      value: true,
      action: 'show',
      targetQuestionId: null,
    });
    expect(ruleFor('Skal det betales depositum?')).toMatchObject({ operator: 'greater_than', value: 10000 });
    expect(ruleFor('Kan den andre fremleie?')).toMatchObject({ operator: 'equals', value: 'other' });
    expect(ruleFor('Gjelder avtalen etter nyttår?')).toMatchObject({
      operator: 'less_than',
      value: '2027-01-01',
    });
    expect(ruleFor('Oppgir dere inntekt?')).toMatchObject({ operator: 'equals', value: 'Etter inntekt' });
  });

  it('makes rules the logic engine evaluates on typed answers', () => {
    const deposit = ruleFor('Skal det betales depositum?');
    expect(evaluateCondition(deposit.operator, 'free_text', 12000, deposit.value, 'amount')).toBe(true);
    expect(evaluateCondition(deposit.operator, 'free_text', 9000, deposit.value, 'amount')).toBe(false);
    const sublet = ruleFor('Kan den andre fremleie?');
    expect(evaluateCondition(sublet.operator, 'free_text', 'other', sublet.value, 'party')).toBe(true);
    expect(evaluateCondition(sublet.operator, 'free_text', 'self', sublet.value, 'party')).toBe(false);
  });

  it('stops at a showIf whose value does not fit its source, naming the topic', () => {
    const bad: CatalogueTopic = {
      ...TOPIC,
      questions: [
        TOPIC.questions.find((q) => q.key === 'leietaker')!,
        {
          key: 'x',
          text: 'X?',
          clauseYes: 'X.',
          clauseNo: 'Ikke X.',
          showIf: { questionKey: 'leietaker', operator: 'greater_than', value: 'self' },
        },
      ],
    };
    expect(() => catalogueRows(bad, ids)).toThrow(
      /test-husleie: Større enn og mindre enn kan ikke brukes på parter/,
    );
    const unknown: CatalogueTopic = {
      ...TOPIC,
      questions: [
        {
          key: 'y',
          text: 'Y?',
          clauseYes: 'Y.',
          clauseNo: 'Ikke Y.',
          showIf: { questionKey: 'finnes-ikke', equals: true },
        },
      ],
    };
    expect(() => catalogueRows(unknown, ids)).toThrow(/unknown question finnes-ikke/);
  });

  it.each(CATALOGUE.map((t) => [t.key, t] as const))(
    'seeds the catalogue topic %s without a rule or document field the contracts refuse',
    (_key, topic) => {
      expect(() => catalogueRows(topic)).not.toThrow();
      expect(() => catalogueDocument(topic)).not.toThrow();
    },
  );
});

describe('catalogueUpgrade (a topic seeded before the document fields)', () => {
  const seededBefore = (): StoredCatalogueTopic => ({
    document: null,
    templates: catalogueRows(TOPIC, ids).templates.map((t) => ({
      id: t.id,
      type: t.type,
      text: t.text,
      format: t.format,
      section: null,
      fact: false,
      partyRoles: null,
    })),
  });

  it("fills the fields of every untouched question and the topic's document", () => {
    const stored = seededBefore();
    const upgrade = catalogueUpgrade(TOPIC, stored);
    expect(upgrade.document).toEqual(TOPIC.document);
    const byText = (text: string) =>
      upgrade.templates.find((t) => t.id === stored.templates.find((s) => s.text === text)!.id);
    expect(byText('Hva er adressen?')).toMatchObject({ section: 'Bolig', fact: true, partyRoles: null });
    expect(byText('Hvor mye er husleien?')).toMatchObject({ section: 'Økonomi', fact: false });
    expect(byText('Hvem står på leiekontrakten?')).toMatchObject({
      section: 'Bolig',
      partyRoles: { chosen: 'leietaker', others: 'framleietaker' },
    });
    // Questions the catalogue gives nothing to are left alone.
    expect(byText('Skal dere ha felles konto?')).toBeUndefined();
    expect(upgrade.templates).toHaveLength(3);
  });

  it("keeps an admin's work: a reworded question, a changed format, fields already set, document settings already set", () => {
    const stored = seededBefore();
    const [address, , , rent, , tenant] = stored.templates;
    address.text = 'Hvor ligger boligen?';
    rent.format = 'percent';
    tenant.section = 'Leieforholdet';
    stored.document = { kind: 'agreement', heading: 'Vår avtale', termClause: null, disputeClause: null };
    const upgrade = catalogueUpgrade(TOPIC, stored);
    expect(upgrade.templates).toEqual([]);
    expect(upgrade.document).toEqual(stored.document);
  });

  it('matches a question whose text differs only in surrounding spaces, each catalogue question once, in stored order', () => {
    const stored = seededBefore();
    stored.templates[0].text = ' Hva er adressen? ';
    const copy = { ...stored.templates[0], id: 'kopi' };
    stored.templates.push(copy);
    const upgrade = catalogueUpgrade(TOPIC, stored);
    expect(upgrade.templates.filter((t) => t.fact)).toEqual([
      { id: stored.templates[0].id, section: 'Bolig', fact: true, partyRoles: null },
    ]);
  });

  it('gives a topic without document settings in the catalogue none', () => {
    expect(catalogueUpgrade({ ...TOPIC, document: undefined }, seededBefore()).document).toBeNull();
  });
});

describe('middle ground (issue 19)', () => {
  const splitByIncome: MiddleGroundAlternative = {
    text: 'Skal felles konto brukes bare til husleie?',
    clause: 'Partene bruker den felles kontoen bare til husleie.',
    description: 'En konto for det dere deler uansett.',
  };
  /** A library of this test's own: one question of TOPIC has a middle ground. */
  const library: MiddleGroundSource = (topicKey, questionKey) =>
    topicKey === 'test-husleie' && questionKey === 'felles-konto' ? [splitByIncome] : [];

  it("gives each row its catalogue key and the library's middle ground, null where the library has none", () => {
    const { templates } = catalogueRows(TOPIC, ids, library);
    expect(templates.map((t) => t.catalogueKey)).toEqual(TOPIC.questions.map((q) => q.key));
    expect(templates.find((t) => t.catalogueKey === 'felles-konto')!.middleGround).toEqual([splitByIncome]);
    expect(templates.filter((t) => t.middleGround !== null)).toHaveLength(1);
  });

  it('stops the seeding naming the topic and question when an alternative breaks the contracts', () => {
    const tooMany: MiddleGroundSource = () => [splitByIncome, splitByIncome, splitByIncome, splitByIncome];
    expect(() => catalogueRows(TOPIC, ids, tooMany)).toThrow(
      'Catalogue topic test-husleie: adresse has a middle ground the contracts refuse: Et spørsmål kan ha høyst 3 kompromissforslag',
    );
    const noClause: MiddleGroundSource = () => [{ text: 'Skal dere?', clause: ' ' }];
    expect(() => catalogueMiddleGround('t', 'q', noClause)).toThrow(
      /t: q has a middle ground the contracts refuse: Et kompromissforslag må ha en avtaletekst/,
    );
  });

  it('lists every catalogue question the library has alternatives for (what the seeder fills on an existing installation)', () => {
    expect(catalogueMiddleGrounds([TOPIC, { ...TOPIC, key: 'annet' }], library)).toEqual([
      { topicKey: 'test-husleie', questionKey: 'felles-konto', middleGround: [splitByIncome] },
    ]);
  });

  it.each(CATALOGUE.map((t) => [t.key, t] as const))(
    "copies the real library's entries of %s as they are",
    (_key, topic) => {
      for (const row of catalogueRows(topic).templates) {
        const entries = middleGroundOf(topic.key, row.catalogueKey);
        expect(row.middleGround).toEqual(
          entries.length
            ? entries.map((e) => ({ ...e, text: e.text.trim(), clause: e.clause.trim() }))
            : null,
        );
      }
    },
  );
});

describe('catalogueKeys (questions seeded before keys were stored)', () => {
  const seededBefore = () =>
    catalogueRows(TOPIC, ids).templates.map((t) => ({
      id: t.id,
      type: t.type,
      text: t.text,
      format: t.format,
      catalogueKey: null as string | null,
    }));

  it('gives every untouched question its catalogue key', () => {
    const stored = seededBefore();
    expect(catalogueKeys(TOPIC, stored)).toEqual(
      stored.map((s, i) => ({ id: s.id, catalogueKey: TOPIC.questions[i].key })),
    );
  });

  it('gives none to a question an admin reworded or retyped, nor twice the same key, nor where a key is stored', () => {
    const stored = seededBefore();
    stored[0].text = 'Hvor ligger boligen?';
    stored[3].format = 'percent';
    stored[1].catalogueKey = 'felles-konto';
    const copy = { ...stored[2], id: 'kopi' };
    stored.push(copy);
    const keys = catalogueKeys(TOPIC, stored);
    expect(keys.map((k) => k.catalogueKey)).toEqual([
      'deling',
      'depositum',
      'leietaker',
      'fremleie',
      'start',
      'etter-nyttar',
      'inntekt',
    ]);
    expect(keys.find((k) => k.id === 'kopi')).toBeUndefined();
  });
});
