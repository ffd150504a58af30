import { evaluateVisibility, fillClause, obligationSchedule, partyWording } from '@avtalt/logic';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { clauseOfAnswer, clausesOf, toLogic, topicKit } from '../catalogue.spec-helper';
import { middleGroundOf } from '../middle-ground.rules';
import { CONTACT_NOT_ENFORCEABLE } from '../signing-notes.data';
import { checkCatalogueTopic } from '../topic-checks.spec-helper';
import { samvaersavtaleMiddleGround } from './samvaersavtale.middle-ground.data';
import { samvaersavtaleTopic as topic } from './samvaersavtale.data';

checkCatalogueTopic(topic, {
  middleGround: samvaersavtaleMiddleGround,
  typedCount: 14,
  typedPoints: {
    'foreldreansvar-og-bosted': 'multiple_choice',
    'bosted-hos': 'party',
    'foreldreansvar-alene-hos': 'party',
    'barnebidrag-belop': 'amount',
    'bidrag-samvaersforelder': 'amount',
    'barnebidrag-antall-barn': 'number',
    'barnebidrag-fra': 'date',
    'folkeregistrert-hos': 'party',
    byttedag: 'multiple_choice',
    'revisjon-dato': 'date',
  },
  replaced: ['felles-foreldreansvar', 'delt-bosted', 'uke-om-uke'],
  pairs: [
    ['foreldreansvar-og-bosted:Felles foreldreansvar og delt fast bosted', 'bosted-hos:*'],
    ['foreldreansvar-og-bosted:Felles foreldreansvar og delt fast bosted', 'foreldreansvar-alene-hos:*'],
    ['foreldreansvar-og-bosted:Felles foreldreansvar og delt fast bosted', 'vanlig-samvaer:*'],
    ['foreldreansvar-og-bosted:Felles foreldreansvar og delt fast bosted', 'reisekostnader:*'],
    ['foreldreansvar-og-bosted:Felles foreldreansvar og fast bosted hos én av oss', 'bosted-rytme:*'],
    [
      'foreldreansvar-og-bosted:Felles foreldreansvar og fast bosted hos én av oss',
      'foreldreansvar-alene-hos:*',
    ],
    ['foreldreansvar-og-bosted:Felles foreldreansvar og fast bosted hos én av oss', 'barnebidrag-betaler:*'],
    ['foreldreansvar-og-bosted:Foreldreansvaret alene hos den barna bor fast hos', 'bosted-rytme:*'],
    ['foreldreansvar-og-bosted:Foreldreansvaret alene hos den barna bor fast hos', 'bosted-hos:*'],
    ['foreldreansvar-og-bosted:Foreldreansvaret alene hos den barna bor fast hos', 'barnebidrag-betaler:*'],
    ['privat-barnebidrag:no', 'barnebidrag-belop:*'],
    ['privat-barnebidrag:no', 'barnebidrag-betaler:*'],
    ['privat-barnebidrag:no', 'barnebidrag-antall-barn:*'],
    ['privat-barnebidrag:no', 'barnebidrag-fra:*'],
    // The amount comes with its payer: a bare amount only under delt fast bosted, the samværsforelder's otherwise.
    ['foreldreansvar-og-bosted:Felles foreldreansvar og delt fast bosted', 'bidrag-samvaersforelder:*'],
    ['foreldreansvar-og-bosted:Felles foreldreansvar og fast bosted hos én av oss', 'barnebidrag-belop:*'],
    ['foreldreansvar-og-bosted:Foreldreansvaret alene hos den barna bor fast hos', 'barnebidrag-belop:*'],
    ['privat-barnebidrag:no', 'bidrag-samvaersforelder:*'],
    // Only delt fast bosted asks the Folkeregister address; vanlig samvær settles the holidays itself.
    ['foreldreansvar-og-bosted:Felles foreldreansvar og fast bosted hos én av oss', 'folkeregistrert-hos:*'],
    ['vanlig-samvaer:yes', 'jul-og-paske:*'],
    ['vanlig-samvaer:yes', 'sommerferie-frist:*'],
    ['bosted-rytme:To-to-tre', 'byttedag:*'],
    // Barnetrygd: delt barnetrygd only under delt fast bosted, the bostedsforelder's otherwise.
    ['foreldreansvar-og-bosted:Felles foreldreansvar og delt fast bosted', 'barnetrygd:*'],
    ['foreldreansvar-og-bosted:Felles foreldreansvar og fast bosted hos én av oss', 'barnetrygd-delt:*'],
    ['foreldreansvar-og-bosted:Foreldreansvaret alene hos den barna bor fast hos', 'barnetrygd-delt:*'],
    ['barnetrygd:*', 'barnetrygd-delt:*'],
  ],
  premises: [
    // Under delt fast bosted there is no samvær (barneloven § 43 ff.), so no clause may assume it.
    {
      when: 'foreldreansvar-og-bosted:Felles foreldreansvar og delt fast bosted',
      noOtherClause: /\bsamvær\b|foreldreansvaret alene/i,
    },
    {
      when: 'foreldreansvar-og-bosted:Felles foreldreansvar og fast bosted hos én av oss',
      noOtherClause: /delt fast bosted|foreldreansvaret alene/i,
    },
    { when: 'bosted-hos:*', noOtherClause: /hos den ene av dem/i },
    { when: 'foreldreansvar-alene-hos:*', noOtherClause: /nevner ved navn/i },
    // Kept barnetrygd is not passed on, and a bidrag payer named under delt fast bosted is not «samværsforelderen».
    { when: 'barnetrygd:yes', noOtherClause: /betaler .*barnetrygd.* videre/i },
    { when: 'barnebidrag-betaler:*', noOtherClause: /samværsforelderen betaler/i },
  ],
});

const { question, issuesFor } = topicKit(topic);

/**
 * Issue 33: the lawyer's review § 4.4 and the samvær remark of § 6 (shared/reviews/legal-content.md):
 * enforceability, barnetrygd, birthdays, illness on a handover day, the bidrag's recipient under delt fast bosted,
 * a neutral heading, a check on the private bidrag, and særtilskudd kept open.
 */

const DELT = 'Felles foreldreansvar og delt fast bosted';
const FAST = 'Felles foreldreansvar og fast bosted hos én av oss';
const ALENE = 'Foreldreansvaret alene hos den barna bor fast hos';

const { questions, rules } = toLogic(topic);
const visible = (answers: Record<string, unknown>) => evaluateVisibility(questions, rules, answers);

describe('samvaersavtale: the document (review § 4.4 items 1 and 3)', () => {
  it('has a neutral heading, since under delt fast bosted there is no samvær', () => {
    expect(topic.document?.heading).toBe('Avtale om foreldreansvar, bosted og samvær');
  });

  it('tells the parents at signing that only statsforvalteren can give the agreement tvangskraft (barneloven § 55)', () => {
    expect(topic.document?.signingNotes).toContainEqual(CONTACT_NOT_ENFORCEABLE);
    expect(CONTACT_NOT_ENFORCEABLE.text).toMatch(/kan ikke tvangsfullbyrdes/);
    expect(CONTACT_NOT_ENFORCEABLE.text).toMatch(/begge be statsforvalteren/);
    expect(CONTACT_NOT_ENFORCEABLE.text).toMatch(/gyldig meklingsattest/);
    expect(CONTACT_NOT_ENFORCEABLE.source).toMatch(/barneloven § 55 .*§ 65/);
  });
});

describe('samvaersavtale: barnetrygd (review § 4.4 item 2)', () => {
  it("asks about delt barnetrygd only under delt fast bosted, and about the bostedsforelder's barnetrygd otherwise", () => {
    expect([
      visible({ 'foreldreansvar-og-bosted': DELT }).has('barnetrygd-delt'),
      visible({ 'foreldreansvar-og-bosted': DELT }).has('barnetrygd'),
    ]).toEqual([true, false]);
    for (const arrangement of [FAST, ALENE]) {
      expect([
        visible({ 'foreldreansvar-og-bosted': arrangement }).has('barnetrygd-delt'),
        visible({ 'foreldreansvar-og-bosted': arrangement }).has('barnetrygd'),
      ]).toEqual([false, true]);
    }
  });

  it('splits the barnetrygd through NAV, the utvidet part included, or leaves it with the registered parent', () => {
    expect(clauseOfAnswer(question('barnetrygd-delt'), true)).toMatch(
      /ber NAV om delt barnetrygd, slik at hver av dem får halvparten .*utvidet barnetrygd .*barnetrygdloven §§ 2 og 12/,
    );
    expect(clauseOfAnswer(question('barnetrygd-delt'), false)).toMatch(
      /folkeregistrert adresse hos, og ingen av foreldrene ber NAV om delt barnetrygd/,
    );
    expect(clauseOfAnswer(question('barnetrygd'), true)).toMatch(
      /utvidet barnetrygd hvis bostedsforelderen har rett til den, utbetales til bostedsforelderen/,
    );
    expect(clauseOfAnswer(question('barnetrygd'), false)).toMatch(
      /hver måned betaler halvparten av den ordinære barnetrygden .*videre til samværsforelderen/,
    );
  });
});

describe('samvaersavtale: birthdays and illness (review § 4.4 item 2)', () => {
  it('asks both in every arrangement, with a concrete rule either way and without «samvær»', () => {
    for (const arrangement of [DELT, FAST, ALENE]) {
      for (const key of ['bursdager', 'sykdom-byttedag'])
        expect({
          arrangement,
          key,
          asked: visible({ 'foreldreansvar-og-bosted': arrangement }).has(key),
        }).toEqual({ arrangement, key, asked: true });
    }
    for (const key of ['bursdager', 'sykdom-byttedag']) {
      for (const clause of clausesOf(question(key))) expect(clause).not.toMatch(/samvær/i);
      for (const { clause } of middleGroundOf('samvaersavtale', key)) expect(clause).not.toMatch(/samvær/i);
    }
    expect(clauseOfAnswer(question('bursdager'), true)).toMatch(
      /fra klokken 17 til 19 hvis foreldrene ikke blir enige om et annet tidspunkt/,
    );
    expect(clauseOfAnswer(question('sykdom-byttedag'), true)).toMatch(
      /like mange dager igjen innen to måneder/,
    );
    expect(clauseOfAnswer(question('sykdom-byttedag'), false)).toMatch(/tas ikke igjen/);
  });
});

describe('samvaersavtale: the private bidrag (review § 4.4 items 2 and 5)', () => {
  it('names who receives the bidrag under delt fast bosted, in the two-party wording too', () => {
    const payer = question('barnebidrag-betaler');
    if (payer.type !== 'free_text') throw new Error('barnebidrag-betaler is a party question');
    expect(partyWording(fillClause(payer.clauseTemplate, 'Kari Nordmann'), 2)).toBe(
      'Kari Nordmann betaler barnebidraget til den andre forelderen.',
    );
  });

  it('warns, with the figure and where to check it, when the bidrag is far above what NAV fixes', () => {
    for (const key of ['barnebidrag-belop', 'bidrag-samvaersforelder']) {
      const q = question(key);
      const far = q.type === 'free_text' ? (q.checks ?? []).filter((c) => c.kind === 'atMost') : [];
      expect(far).toEqual([expect.objectContaining({ kind: 'atMost', value: 15000, severity: 'warning' })]);
      expect(far[0].message).toMatch(/15 000 kr per barn per måned.*NAV.*bidragskalkulator/);
    }
    const base = { 'foreldreansvar-og-bosted': FAST, 'privat-barnebidrag': true };
    expect(
      issuesFor({ ...base, 'bidrag-samvaersforelder': 150000 }).map((i) => [i.questionId, i.severity]),
    ).toEqual([['bidrag-samvaersforelder', 'warning']]);
    expect(issuesFor({ ...base, 'bidrag-samvaersforelder': 3500 })).toEqual([]);
    expect(
      issuesFor({
        'foreldreansvar-og-bosted': DELT,
        'privat-barnebidrag': true,
        'barnebidrag-belop': 20000,
      }).map((i) => i.severity),
    ).toEqual(['warning']);
  });

  it('refuses 0 kr from the samværsforelder (barneloven § 67) but not under delt fast bosted', () => {
    const zero = issuesFor({
      'foreldreansvar-og-bosted': FAST,
      'privat-barnebidrag': true,
      'bidrag-samvaersforelder': 0,
    });
    expect(zero.map((i) => i.severity)).toEqual(['error']);
    expect(zero[0].message).toMatch(/barneloven § 67/);
    expect(
      issuesFor({ 'foreldreansvar-og-bosted': DELT, 'privat-barnebidrag': true, 'barnebidrag-belop': 0 }),
    ).toEqual([]);
  });
});

describe('samvaersavtale: larger costs keep særtilskudd open (review § 6)', () => {
  it('says so in the catalogue clauses and in every compromise text', () => {
    for (const clause of clausesOf(question('storre-utgifter')))
      expect(clause).toMatch(
        /uten at dette begrenser retten til å kreve særtilskudd etter barneloven § 67\.$/,
      );
    const alternatives = middleGroundOf('samvaersavtale', 'storre-utgifter');
    expect(alternatives.length).toBeGreaterThan(0);
    for (const { clause } of alternatives)
      expect(clause).toMatch(
        /uten at dette begrenser retten til å kreve særtilskudd etter barneloven § 67\.$/,
      );
  });
});

describe('samvaersavtale: sources', () => {
  const text = readFileSync(join(__dirname, '../../../../../docs/legal-sources.md'), 'utf8');
  const sectionOf = (heading: string) => {
    const start = text.indexOf(heading);
    return text.slice(start, text.indexOf('\n## ', start + 1));
  };

  it('lists the new clauses and checks, and barnetrygdloven among the laws', () => {
    const section = sectionOf('## Samværsavtale for barn');
    for (const key of [
      'bidrag-samvaersforelder:checks',
      'barnebidrag-betaler:template',
      'barnetrygd-delt:description',
      '`samvaersavtale/barnetrygd:description`',
      '`samvaersavtale/storre-utgifter:yes`',
    ]) {
      expect({ key, listed: section.includes(key) }).toEqual({ key, listed: true });
    }
    expect(sectionOf('## Laws cited')).toMatch(/\| barnetrygdloven \| LOV-2002-03-08-4 \|/);
  });

  it("records the check of the new barnelov's entry into force (Prop. 117 L (2024–2025))", () => {
    expect(sectionOf('## Pending change: a new barnelov')).toMatch(
      /Checked again on 29 November 2026 for issue 33/,
    );
  });
});

describe('samvaersavtale: bosted, foreldreansvar and bidrag', () => {
  /** The three arrangements of `foreldreansvar-og-bosted`, in the order the question offers them. */
  const arrangements = () => {
    const choice = question('foreldreansvar-og-bosted');
    if (choice.type !== 'multiple_choice') throw new Error('foreldreansvar-og-bosted is a choice');
    return choice.options.map((o) => o.text);
  };

  it('asks who pays child support only under delt fast bosted (otherwise the law says: the parent the children do not live with)', () => {
    const [delt, fastFelles, alene] = arrangements();
    const visible = (answer: string, privat: boolean) =>
      evaluateVisibility(questions, rules, {
        'foreldreansvar-og-bosted': answer,
        'privat-barnebidrag': privat,
      });
    expect(visible(delt, true).has('barnebidrag-betaler')).toBe(true);
    expect(visible(delt, false).has('barnebidrag-betaler')).toBe(false);
    for (const answer of [fastFelles, alene]) {
      expect(visible(answer, true).has('barnebidrag-betaler')).toBe(false);
      // The amount is asked with the payer the law names (samværsforelderen), not as a bare amount.
      expect(visible(answer, true).has('barnebidrag-belop')).toBe(false);
      expect(visible(answer, true).has('bidrag-samvaersforelder')).toBe(true);
      expect(visible(answer, false).has('bidrag-samvaersforelder')).toBe(false);
    }
    expect(visible(delt, true).has('barnebidrag-belop')).toBe(true);
    expect(visible(delt, true).has('bidrag-samvaersforelder')).toBe(false);
    expect(visible(fastFelles, true).has('bosted-hos')).toBe(true);
    expect(visible(alene, true).has('foreldreansvar-alene-hos')).toBe(true);
  });

  it('never shows delt bosted together with sole parental responsibility, nor samvær questions with delt bosted', () => {
    const [delt, fastFelles, alene] = arrangements();
    const visible = (answer: string) =>
      evaluateVisibility(questions, rules, { 'foreldreansvar-og-bosted': answer });
    expect([...visible(delt)]).toEqual(expect.arrayContaining(['bosted-rytme']));
    for (const key of ['bosted-hos', 'foreldreansvar-alene-hos', 'vanlig-samvaer', 'reisekostnader'])
      expect(visible(delt).has(key)).toBe(false);
    for (const answer of [fastFelles, alene]) {
      for (const key of ['vanlig-samvaer', 'reisekostnader']) expect(visible(answer).has(key)).toBe(true);
      expect(visible(answer).has('bosted-rytme')).toBe(false);
    }
    // The parent the children live with is named once: with shared responsibility as bosted, with sole responsibility as its holder.
    expect([
      visible(fastFelles).has('bosted-hos'),
      visible(fastFelles).has('foreldreansvar-alene-hos'),
    ]).toEqual([true, false]);
    expect([visible(alene).has('bosted-hos'), visible(alene).has('foreldreansvar-alene-hos')]).toEqual([
      false,
      true,
    ]);
  });
});

describe('samvaersavtale: the barnebidrag as a payment schedule (docs/obligations.md)', () => {
  const A = '00000000-0000-4000-8000-00000000000a';
  const B = '00000000-0000-4000-8000-00000000000b';
  const questions = topic.questions.map((q) => ({
    id: q.key,
    format: 'format' in q ? (q.format ?? null) : null,
  }));
  // Answers as A gave them: 'self' is A.
  const schedule = (answers: Record<string, unknown>) =>
    obligationSchedule(
      topic.document!.obligations!,
      questions,
      new Map(
        Object.entries(answers).map(([key, response]) => [
          key,
          { response, party: { selfId: A, participantIds: [A, B] } },
        ]),
      ),
      [A, B],
      '2027-01-10',
    );
  const common = {
    'privat-barnebidrag': true,
    'barnebidrag-antall-barn': 2,
    'barnebidrag-fra': '2027-02-01',
  };

  it('makes the parent the children do not live with pay the amount per child times the children, monthly from its date', () => {
    for (const [arrangement, party] of [
      ['Felles foreldreansvar og fast bosted hos én av oss', 'bosted-hos'],
      ['Foreldreansvaret alene hos den barna bor fast hos', 'foreldreansvar-alene-hos'],
    ]) {
      const payments = schedule({
        ...common,
        'foreldreansvar-og-bosted': arrangement,
        [party]: 'self',
        'bidrag-samvaersforelder': 1800,
      });
      expect(payments[0]).toMatchObject({
        label: 'Barnebidrag',
        dueDate: '2027-02-01',
        amountOre: 360_000,
        of: null,
        payerIds: [B],
        payeeIds: [A],
      });
      expect(payments.map((p) => p.dueDate)).toContain('2028-01-01');
    }
  });

  it('makes the parent named the payer pay under delt fast bosted, and nothing without a private bidrag', () => {
    const delt = {
      ...common,
      'foreldreansvar-og-bosted': 'Felles foreldreansvar og delt fast bosted',
      'barnebidrag-betaler': 'self',
      'barnebidrag-belop': 1000,
    };
    expect(schedule(delt)[0]).toMatchObject({ amountOre: 200_000, payerIds: [A], payeeIds: [B] });
    // NAV fixes it: the amount, count and date are not asked, so no rule applies.
    expect(
      schedule({
        'privat-barnebidrag': false,
        'foreldreansvar-og-bosted': 'Felles foreldreansvar og delt fast bosted',
        'barnebidrag-betaler': 'self',
      }),
    ).toEqual([]);
  });
});
