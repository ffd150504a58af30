import { evaluateVisibility, fillClause, partyWording } from '@avtalt/logic';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { clauseOfAnswer, toLogic, topicKit } from '../catalogue.spec-helper';
import { LOAN_NOT_ENFORCEABLE } from '../signing-notes.data';
import { checkCatalogueTopic } from '../topic-checks.spec-helper';
import { lanMellomPrivatpersonerMiddleGround } from './lan-mellom-privatpersoner.middle-ground.data';
import { LOAN_RATE_WARNING, lanMellomPrivatpersonerTopic as topic } from './lan-mellom-privatpersoner.data';

checkCatalogueTopic(topic, {
  middleGround: lanMellomPrivatpersonerMiddleGround,
  typedCount: 9,
  typedPoints: {
    langiver: 'party',
    lanebelop: 'amount',
    utbetalingsdato: 'date',
    rentesats: 'percent',
    nedbetaling: 'multiple_choice',
    'avdrag-belop': 'amount',
    'tilbakebetalt-senest': 'date',
  },
  replaced: ['faste-avdrag', 'mislighold', 'utbetaling-til-konto'],
  pairs: [
    ['renter:no', 'rentesats:*'],
    ['renter:no', 'fast-rente:*'],
    ['nedbetaling:Alt på én gang', 'avdrag-belop:*'],
    ['nedbetaling:Alt på én gang', 'mislighold-forsinkede-avdrag:*'],
  ],
  premises: [{ when: 'renter:no', noOtherClause: /\brente/i }],
  collisions: [{ clause: /\brente/i, notWith: 'renter:no', why: 'interest on a loan without interest' }],
});

const { question, checksOf, issuesFor } = topicKit(topic);

/**
 * Issue 33: the lawyer's review § 4.2 (shared/reviews/legal-content.md). A loan due before it is paid out, an
 * instalment plan that does not pay the loan back and 60 % interest were all accepted; the acceleration clause
 * counted only missed instalments «på rad»; the loan is not eksigibelt.
 */

const INSTALMENTS = 'Med faste månedlige avdrag';
const ONCE = 'Alt på én gang';

/** A loan of 120 000 kr paid out on 1 March 2027 and repaid with 10 000 kr a month: twelve instalments by 1 March 2028. */
const PLAN = {
  lanebelop: 120000,
  utbetalingsdato: '2027-03-01',
  renter: true,
  rentesats: 4,
  nedbetaling: INSTALMENTS,
  'tilbakebetalt-senest': '2028-03-01',
  'avdrag-belop': 10000,
  'mislighold-forsinkede-avdrag': 3,
};

describe('lan-mellom-privatpersoner: value checks (issue 33)', () => {
  it('declares checks the engine accepts: earlier questions of the right format, conditions a rule could have', () => {
    expect(
      Object.fromEntries(
        topic.questions.flatMap((q) =>
          q.type === 'free_text' && q.checks ? [[q.key, q.checks.map((c) => `${c.kind}:${c.severity}`)]] : [],
        ),
      ),
    ).toEqual({
      rentesats: ['atMost:warning'],
      'tilbakebetalt-senest': ['after:error', 'after:error'],
      'avdrag-belop': ['instalmentsCover:error'],
      'mislighold-forsinkede-avdrag': ['atLeast:error'],
    });
  });

  it('asks the last date before the instalment, so the instalment can be checked against it', () => {
    const keys = topic.questions.map((q) => q.key);
    expect(keys.indexOf('utbetalingsdato')).toBeLessThan(keys.indexOf('tilbakebetalt-senest'));
    expect(keys.indexOf('tilbakebetalt-senest')).toBeLessThan(keys.indexOf('avdrag-belop'));
  });

  it('accepts a plan that pays the loan back by the last date', () => {
    expect(issuesFor(PLAN)).toEqual([]);
  });

  it('refuses a loan due on or before the day it is paid out, whatever the repayment', () => {
    for (const due of ['2027-03-01', '2027-02-01']) {
      for (const nedbetaling of [INSTALMENTS, ONCE]) {
        const issues = issuesFor({
          ...PLAN,
          nedbetaling,
          'avdrag-belop': undefined,
          'tilbakebetalt-senest': due,
        });
        expect(
          issues.filter((i) => i.questionId === 'tilbakebetalt-senest' && i.severity === 'error').length,
        ).toBeGreaterThan(0);
      }
    }
    // The review's document: paid out and due in full on 1 March 2027.
    expect(issuesFor({ ...PLAN, 'tilbakebetalt-senest': '2027-03-01' })[0]).toMatchObject({
      questionId: 'tilbakebetalt-senest',
      severity: 'error',
    });
  });

  it('refuses instalments whose last date comes before the first instalment, but lets a single payment fall due the next day', () => {
    const early = { ...PLAN, 'tilbakebetalt-senest': '2027-03-20', 'avdrag-belop': undefined };
    expect(issuesFor(early).map((i) => i.message)).toEqual([checksOf('tilbakebetalt-senest')[1].message]);
    expect(issuesFor({ ...early, nedbetaling: ONCE })).toEqual([]);
  });

  it('refuses an instalment that does not pay the loan back by the last date, and says what to change', () => {
    const short = issuesFor({ ...PLAN, 'avdrag-belop': 9999 });
    expect(short).toEqual([
      { questionId: 'avdrag-belop', severity: 'error', message: checksOf('avdrag-belop')[0].message },
    ]);
    expect(short[0].message).toMatch(/Øk det månedlige avdraget, eller velg en senere dato/);
    // Eleven months instead of twelve: 10 000 kr a month no longer covers 120 000 kr.
    expect(issuesFor({ ...PLAN, 'tilbakebetalt-senest': '2028-02-29' }).map((i) => i.questionId)).toEqual([
      'avdrag-belop',
    ]);
    expect(issuesFor({ ...PLAN, 'avdrag-belop': 12000 })).toEqual([]);
  });

  it('warns, without refusing, above 20 % interest and names the rules a court would use', () => {
    expect(issuesFor({ ...PLAN, rentesats: 20 })).toEqual([]);
    expect(issuesFor({ ...PLAN, rentesats: 60 })).toEqual([
      { questionId: 'rentesats', severity: 'warning', message: LOAN_RATE_WARNING },
    ]);
    expect(LOAN_RATE_WARNING).toMatch(/20 %/);
    expect(LOAN_RATE_WARNING).toMatch(/avtaleloven §§ 31 og 36/);
  });

  it('refuses an acceleration after 0 instalments', () => {
    expect(issuesFor({ ...PLAN, 'mislighold-forsinkede-avdrag': 0 }).map((i) => i.questionId)).toEqual([
      'mislighold-forsinkede-avdrag',
    ]);
  });
});

describe('lan-mellom-privatpersoner: clauses (issue 33)', () => {
  const { questions, rules } = toLogic(topic);
  const visible = (answers: Record<string, unknown>) => evaluateVisibility(questions, rules, answers);

  it('accelerates after missed instalments counted together, not only «på rad», after written notice', () => {
    expect(topic.questions.map((q) => q.key)).not.toContain('mislighold-avdrag');
    const clause = clauseOfAnswer(question('mislighold-forsinkede-avdrag'), 3);
    expect(clause).toBe(
      'Er låntakeren mer enn 30 dager forsinket med til sammen 3 avdrag, kan långiveren gi låntakeren skriftlig varsel og kreve hele restgjelden betalt innen 14 dager etter varselet.',
    );
    expect(clause).not.toMatch(/på rad/);
    expect(visible({ nedbetaling: INSTALMENTS }).has('mislighold-forsinkede-avdrag')).toBe(true);
    expect(visible({ nedbetaling: ONCE }).has('mislighold-forsinkede-avdrag')).toBe(false);
  });

  it('runs the instalments until the loan is repaid, the last one being what is left', () => {
    expect(partyWording(clauseOfAnswer(question('avdrag-belop'), 10000), 2)).toMatch(
      /til lånet er nedbetalt, og det siste avdraget er bare det som da gjenstår av lånet\.$/,
    );
    expect(question('tilbakebetalt-senest').description).toMatch(/avdragene må til sammen dekke lånebeløpet/);
  });

  it('tells the parties at signing that the loan cannot be collected without a lawsuit, and how to make it so', () => {
    expect(topic.document!.signingNotes).toEqual([LOAN_NOT_ENFORCEABLE]);
    expect(LOAN_NOT_ENFORCEABLE.text).toMatch(/ikke et tvangsgrunnlag/);
    expect(LOAN_NOT_ENFORCEABLE.text).toMatch(/forliksrådet/);
    expect(LOAN_NOT_ENFORCEABLE.text).toMatch(/to myndige vitner/);
    expect(LOAN_NOT_ENFORCEABLE.text).toMatch(/kan inndrives uten søksmål/);
    expect(LOAN_NOT_ENFORCEABLE.source).toMatch(/tvangsfullbyrdelsesloven § 7-2 bokstav a/);
  });

  it('lists the rate warning and the changed clauses with their sources in docs/legal-sources.md', () => {
    const text = readFileSync(join(__dirname, '../../../../../docs/legal-sources.md'), 'utf8');
    const start = text.indexOf('## Lån mellom venner eller familie');
    const section = text.slice(start, text.indexOf('\n## ', start + 1));
    expect(section).toMatch(/`lan-mellom-privatpersoner\/rentesats:check`[^\n]*avtaleloven/);
    expect(section).toMatch(/`lan-mellom-privatpersoner\/mislighold-forsinkede-avdrag:template`/);
  });
});

describe('lan-mellom-privatpersoner: typed questions', () => {
  it('asks the interest rate only when the loan has interest', () => {
    const { questions, rules } = toLogic(topic);
    expect(evaluateVisibility(questions, rules, { renter: true }).has('rentesats')).toBe(true);
    expect(evaluateVisibility(questions, rules, { renter: false }).has('rentesats')).toBe(false);
  });

  it('names the lender once, and the others are the borrowers: one party can never be both', () => {
    const parties = topic.questions
      .filter((q) => q.type === 'free_text' && q.format === 'party')
      .map((q) => q.key);
    expect(parties).toEqual(['langiver']);
    const lender = question('langiver');
    // The party list shows the roles; the fact states who lends without defining them again.
    expect(lender.type === 'free_text' && fillClause(lender.clauseTemplate, 'Kari Nordmann')).toBe(
      'Kari Nordmann låner ut pengene til de andre partene.',
    );
    expect(lender.type === 'free_text' && lender.partyRoles).toEqual({
      chosen: 'långiver',
      others: 'låntaker',
    });
  });
});
