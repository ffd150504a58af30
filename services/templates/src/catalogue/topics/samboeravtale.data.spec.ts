import { checkValues, evaluateVisibility, fillClause, partyWording } from '@avtalt/logic';
import {
  answeredPaths,
  clauseOfAnswer,
  holds,
  isYesNo,
  topicKit,
  type TopicChecks,
} from '../catalogue.spec-helper';
import { middleGroundOf } from '../middle-ground.rules';
import { checkCatalogueTopic } from '../topic-checks.spec-helper';
import { samboeravtaleMiddleGround } from './samboeravtale.middle-ground.data';
import { samboeravtaleTopic as topic } from './samboeravtale.data';

const checks: TopicChecks = {
  middleGround: samboeravtaleMiddleGround,
  typedCount: 13,
  typedPoints: {
    'samboerskap-fra': 'date',
    'boligens-eierforhold': 'multiple_choice',
    boligeier: 'party',
    'storst-eierandel-hvem': 'party',
    'storst-eierandel-prosent': 'percent',
    'utgifter-fordeling': 'multiple_choice',
    'ikke-eier-innbetalinger': 'multiple_choice',
    'boliglan-fordeling': 'multiple_choice',
    'egenkapital-ved-brudd': 'multiple_choice',
    'testament-frist': 'date',
  },
  replaced: ['bolig-i-sameie', 'eierandel-etter-egenkapital', 'utgifter-deles-likt', 'felles-barn'],
  pairs: [
    ['boligens-eierforhold:Vi leier den', 'overta-bolig-ved-brudd:*'],
    ['boligens-eierforhold:Vi leier den', 'eierandeler-bolig:*'],
    ['boligens-eierforhold:Vi leier den', 'boligeier:*'],
    ['boligens-eierforhold:Vi eier den sammen', 'boligeier:*'],
    ['boligens-eierforhold:Én av oss eier den alene', 'overta-bolig-ved-brudd:*'],
    ['eierandeler-bolig:Like store andeler', 'storst-eierandel-prosent:*'],
    ['barn-sammen:Nei, vi har ikke felles barn', 'barneutgifter-deles-likt:*'],
    // The joint mortgage and the equity only where the parties own the home together, the
    // equity returned first only with equal shares (unequal shares are computed from it), the non-owner's
    // payments only where one of them owns it, and a testament deadline only with a testament.
    ['boligens-eierforhold:Vi leier den', 'boliglan-fordeling:*'],
    ['boligens-eierforhold:Én av oss eier den alene', 'boliglan-fordeling:*'],
    ['boligens-eierforhold:Vi leier den', 'egenkapital-ved-brudd:*'],
    ['boligens-eierforhold:Én av oss eier den alene', 'egenkapital-ved-brudd:*'],
    ['eierandeler-bolig:Ulike andeler', 'egenkapital-ved-brudd:*'],
    ['boligens-eierforhold:Vi leier den', 'ikke-eier-innbetalinger:*'],
    ['boligens-eierforhold:Vi eier den sammen', 'ikke-eier-innbetalinger:*'],
    ['testament:no', 'testament-frist:*'],
  ],
  premises: [
    // «uten felles barn» (the testament deadline's statement of arveloven § 12) presupposes no child.
    { when: 'barn-sammen:Nei, vi har ikke felles barn', noOtherClause: /(?<!uten )felles barn/i },
    { when: 'boligeier:*', noOtherClause: /én av (dem|partene) alene/i },
    // Debt for the common costs never gets a key other than the costs' own.
    { when: 'utgifter-fordeling:Etter inntekt', noOtherClause: /\bgjeld(?:en)?\b[^.]*\blikt\b/i },
    { when: 'utgifter-fordeling:Likt', noOtherClause: /\bgjeld(?:en)?\b[^.]*etter (?:partenes )?inntekt/i },
  ],
};
checkCatalogueTopic(topic, checks);

const { question, questions, rules, checked, issuesFor: issuesOf } = topicKit(topic);

/**
 * The samboeravtale as the lawyer's review of the completed agreements asked for it (issue 33,
 * shared/reviews/legal-content.md § 4.1 and § 6 row 1): one test per finding.
 */

const options = (key: string): Record<string, string> => {
  const q = question(key);
  if (q.type !== 'multiple_choice') throw new Error(`${key} is not a choice`);
  return Object.fromEntries(q.options.map((o) => [o.text, o.clause]));
};
const yesNo = (key: string) => {
  const q = question(key);
  if (!isYesNo(q)) throw new Error(`${key} is not a Ja/Nei question`);
  return q;
};
const template = (key: string) => {
  const q = question(key);
  if (q.type !== 'free_text') throw new Error(`${key} is not a value question`);
  return q;
};

const visible = (answers: Record<string, unknown>) => evaluateVisibility(questions, rules, answers);

describe('samboeravtale after the review of the completed agreements (issue 33)', () => {
  it('1. splits the joint mortgage internally and settles unequal egenkapital, only where the parties own the home together', () => {
    const together = visible({
      'boligens-eierforhold': 'Vi eier den sammen',
      'eierandeler-bolig': 'Like store andeler',
    });
    expect([together.has('boliglan-fordeling'), together.has('egenkapital-ved-brudd')]).toEqual([true, true]);
    for (const other of ['Én av oss eier den alene', 'Vi leier den']) {
      const shown = visible({ 'boligens-eierforhold': other });
      expect([shown.has('boliglan-fordeling'), shown.has('egenkapital-ved-brudd')]).toEqual([false, false]);
    }
    // Unequal shares are computed from the egenkapital already: returning it first would count it twice.
    expect(
      visible({ 'boligens-eierforhold': 'Vi eier den sammen', 'eierandeler-bolig': 'Ulike andeler' }).has(
        'egenkapital-ved-brudd',
      ),
    ).toBe(false);

    const loan = options('boliglan-fordeling');
    expect(Object.keys(loan)).toEqual(['Etter eierandelene', 'Likt']);
    expect(loan['Etter eierandelene']).toMatch(
      /^Renter og avdrag på felles boliglån fordeles mellom partene etter eierandelene i boligen/,
    );
    // The mortgage has its own key, whatever the common costs' split and also when paid from a joint account.
    for (const clause of Object.values(loan)) {
      expect(clause).toMatch(/uansett .*hvordan de deler de andre felles utgiftene/);
      expect(clause).toMatch(/kan kreve det overskytende dekket av den andre parten ved et samlivsbrudd/);
    }
    expect(loan['Etter eierandelene']).toMatch(/også når de betales fra en felles konto/);

    const equity = options('egenkapital-ved-brudd');
    expect(equity['Egenkapitalen tilbake først, resten likt']).toMatch(
      /får hver av partene først tilbake den egenkapitalen vedkommende kan dokumentere å ha skutt inn i boligen/,
    );
    // A fall in value is shared by the egenkapital, and a take-over is settled the same way.
    expect(equity['Egenkapitalen tilbake først, resten likt']).toMatch(
      /i forhold til den egenkapitalen hver av dem har skutt inn, hvis den ikke strekker til/,
    );
    for (const clause of Object.values(equity))
      expect(clause).toMatch(/også når en av partene overtar boligen/);
  });

  it("2. says what the non-owner's avdrag and improvements give: a share, a money claim or nothing", () => {
    expect(
      visible({ 'boligens-eierforhold': 'Én av oss eier den alene' }).has('ikke-eier-innbetalinger'),
    ).toBe(true);
    for (const other of ['Vi eier den sammen', 'Vi leier den'])
      expect(visible({ 'boligens-eierforhold': other }).has('ikke-eier-innbetalinger')).toBe(false);
    const paid = options('ikke-eier-innbetalinger');
    expect(paid['En eierandel i boligen']).toMatch(
      /gir den andre parten en eierandel i boligen som svarer til beløpet/,
    );
    expect(paid['Et krav på å få pengene tilbake']).toMatch(
      /gir ikke eierandel, men den andre parten kan kreve beløpet tilbakebetalt/,
    );
    expect(paid.Ingenting).toMatch(/gir verken eierandel i boligen eller krav på tilbakebetaling/);
    for (const clause of Object.values(paid))
      expect(clause).toMatch(/^Avdrag på boligeierens boliglån og påkostninger på boligen/);
    // The running costs stay with 'boligeier', which the new question does not repeat.
    expect(template('boligeier').clauseTemplate).toMatch(/løpende boutgiftene, gir ikke eierandel/);
  });

  it('3. gives debt for common costs the key of the costs themselves, never a second one', () => {
    expect(yesNo('gjeld-hver-sin').clauseNo).toMatch(/på samme måte som de felles utgiftene\.$/);
    expect(yesNo('gjeld-hver-sin').clauseNo).not.toMatch(/\blikt\b|etter inntekt/);
    // The combination tests keep a debt split «likt» off every path where the costs are split by income, and the other way round.
    const whens = checks.premises.map((p) => p.when);
    expect(whens).toEqual(
      expect.arrayContaining(['utgifter-fordeling:Etter inntekt', 'utgifter-fordeling:Likt']),
    );
    const premise = checks.premises.find((p) => p.when === 'utgifter-fordeling:Etter inntekt')!;
    expect(
      premise.noOtherClause.test(
        'Gjeld som er tatt opp i én av partenes navn for å dekke felles utgifter, fordeles likt mellom partene.',
      ),
    ).toBe(true);
    // So do the compromises offered for the debt question.
    for (const { clause } of middleGroundOf('samboeravtale', 'gjeld-hver-sin'))
      expect(clause).toMatch(/på samme måte som de felles utgiftene/);
  });

  it('4. gives the testament promise a deadline and says that until then a samboer without common children inherits nothing', () => {
    const deadline = template('testament-frist');
    expect(deadline.format).toBe('date');
    expect(deadline.showIf).toEqual({ questionKey: 'testament', equals: true });
    expect(visible({ testament: false }).has('testament-frist')).toBe(false);
    expect(fillClause(deadline.clauseTemplate, '30. juni 2027')).toBe(
      'Fristen avtalen setter for testamentene, er 30. juni 2027.',
    );
    // Review K1: the deadline may be skipped (no question is required), so the promise itself has a
    // deadline and the warning of arveloven § 12 on every path where it is printed.
    expect(yesNo('testament').clauseYes).toMatch(
      /innen fristen avtalen setter for testamentene, eller innen tre måneder etter at avtalen er signert hvis den ikke setter noen frist, og inntil testamenter i den formen arveloven § 42 krever, er opprettet, arver en samboer uten felles barn ingenting etter den andre \(arveloven § 12\)\.$/,
    );
    // The deadline comes after the cohabitation began.
    expect(
      issuesOf({ 'samboerskap-fra': '2020-05-01', testament: true, 'testament-frist': '2019-01-01' }),
    ).toEqual([
      {
        questionId: 'testament-frist',
        severity: 'error',
        message: expect.stringMatching(/etter datoen dere flyttet sammen/),
      },
      {
        questionId: 'testament-frist',
        severity: 'error',
        message: expect.stringMatching(/kan ikke ha gått ut/),
      },
    ]);
    // A deadline after the move but already passed is no promise either.
    expect(
      issuesOf({ 'samboerskap-fra': '2020-05-01', testament: true, 'testament-frist': '2021-01-01' }),
    ).toEqual([
      {
        questionId: 'testament-frist',
        severity: 'error',
        message: expect.stringMatching(/kan ikke ha gått ut/),
      },
    ]);
    expect(
      issuesOf({ 'samboerskap-fra': '2020-05-01', testament: true, 'testament-frist': '2027-06-30' }),
    ).toEqual([]);
    // The testament is a promise with content now, and testament has no compromises (it is the deadline's source).
    expect(yesNo('testament').clauseYes).toMatch(/setter den andre inn som arving/);
    expect(middleGroundOf('samboeravtale', 'testament')).toEqual([]);
  });

  it('4. (combinations) prints «uten felles barn» on the no-children path without the premise on «felles barn» refusing it', () => {
    const paths = answeredPaths(topic, ['barn-sammen', 'testament']);
    const both = paths.filter(
      (p) => holds(topic, p, 'barn-sammen:Nei, vi har ikke felles barn') && holds(topic, p, 'testament:yes'),
    );
    expect(both.length).toBeGreaterThan(0);
    const premise = checks.premises.find((p) => p.when === 'barn-sammen:Nei, vi har ikke felles barn')!;
    for (const path of both) {
      expect(premise.noOtherClause.test(clauseOfAnswer(question('testament'), path.get('testament')))).toBe(
        false,
      );
      expect(clauseOfAnswer(question('testament'), path.get('testament'))).toMatch(/uten felles barn/);
    }
    expect(premise.noOtherClause.test('Partene deler utgiftene til felles barn likt.')).toBe(true);
  });

  it('(review V1) judges the testament deadline when only the move-in date is asked again, at the move-in date', () => {
    const answers = { 'samboerskap-fra': '2026-01-01', testament: true, 'testament-frist': '2025-12-01' };
    expect(checkValues(checked, answers, '2026-11-29', { questionIds: ['samboerskap-fra'] })).toEqual([
      {
        questionId: 'samboerskap-fra',
        checkedQuestionId: 'testament-frist',
        severity: 'error',
        message: expect.stringMatching(/etter datoen dere flyttet sammen/),
      },
    ]);
  });

  it('(review K2) takes a largest share of the home only above 50 % and below 100 %', () => {
    const share = (value: string) =>
      issuesOf({ 'eierandeler-bolig': 'Ulike andeler', 'storst-eierandel-prosent': value }).map((i) => [
        i.questionId,
        i.severity,
        i.message,
      ]);
    expect(share('50')).toEqual([
      ['storst-eierandel-prosent', 'error', expect.stringMatching(/over 50 %: dere er to/)],
    ]);
    expect(share('100')).toEqual([
      ['storst-eierandel-prosent', 'error', expect.stringMatching(/under 100 %/)],
    ]);
    expect(share('50,01')).toEqual([]);
    expect(share('99,99')).toEqual([]);
  });

  it('5. ends the agreement on marriage, after which separate property needs an ektepakt', () => {
    const term = topic.document!.termClause!;
    expect(term).toMatch(
      /Inngår partene ekteskap med hverandre, opphører avtalen, og særeie må da avtales ved ektepakt \(ekteskapsloven §§ 42 og 54\)\./,
    );
    expect(topic.document!.signingNotes!.map((n) => n.text).join(' ')).toMatch(
      /Inngår dere ekteskap, opphører samboeravtalen/,
    );
  });

  it('6. lets one take over the home within three months of a written notice, at a valuation both appoint and pay for, without a draw', () => {
    const takeOver = yesNo('overta-bolig-ved-brudd').clauseYes;
    expect(takeOver).toMatch(
      /innen tre måneder etter bruddet, regnet fra den dagen en av partene skriftlig har meddelt samlivsbrudd/,
    );
    expect(takeOver).toMatch(/takstmann som partene oppnevner i fellesskap og deler kostnaden for/);
    expect(takeOver).not.toMatch(/loddtrekning/);
    // Both want it: written bids on the whole home decide, otherwise (equal bids, deadline missed) it is sold.
    expect(takeOver).toMatch(
      /ønsker begge å overta, gir hver av dem innen to uker etter taksten et skriftlig bud på hele boligen/,
    );
    expect(takeOver).toMatch(
      /selges på det åpne markedet hvis budene er like eller overtakelsen ikke er gjennomført innen fristen\.$/,
    );
    // The compromise keeps the three months, defines the break-up and names the valuer too (review § 6 row 1).
    const [compromise] = middleGroundOf('samboeravtale', 'overta-bolig-ved-brudd');
    expect(compromise.clause).toMatch(
      /Bruddet regnes fra den dagen en av partene skriftlig har meddelt samlivsbrudd\./,
    );
    expect(compromise.clause).toMatch(/innen tre måneder etter bruddet/);
    expect(compromise.clause).toMatch(/takstmann som partene oppnevner i fellesskap og deler kostnaden for/);
    expect(partyWording(takeOver, 2)).toBe(takeOver);
  });

  it('7. refuses a cohabitation start in the future, and accepts today', () => {
    expect(template('samboerskap-fra').checks).toEqual([
      { kind: 'notFuture', severity: 'error', message: expect.stringMatching(/kan ikke være fram i tid/) },
    ]);
    expect(issuesOf({ 'samboerskap-fra': '2026-11-30' })).toEqual([
      {
        questionId: 'samboerskap-fra',
        severity: 'error',
        message: expect.stringMatching(/^Datoen dere flyttet sammen, kan ikke være fram i tid\./),
      },
    ]);
    expect(issuesOf({ 'samboerskap-fra': '2026-11-29' })).toEqual([]);
    expect(issuesOf({ 'samboerskap-fra': '2019-06-01' })).toEqual([]);
  });
});
