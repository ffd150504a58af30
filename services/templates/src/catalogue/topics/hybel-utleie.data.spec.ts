import { evaluateVisibility } from '@avtalt/logic';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { clauseOfAnswer, documentTexts, toLogic, topicKit } from '../catalogue.spec-helper';
import { checkCatalogueTopic } from '../topic-checks.spec-helper';
import { hybelUtleieMiddleGround } from './hybel-utleie.middle-ground.data';
import { hybelUtleieTopic as topic } from './hybel-utleie.data';

checkCatalogueTopic(topic, {
  middleGround: hybelUtleieMiddleGround,
  typedCount: 14,
  typedPoints: {
    utleier: 'party',
    husleie: 'amount',
    forfallsdag: 'number',
    'depositum-belop': 'amount',
    innflytting: 'date',
    leietid: 'multiple_choice',
    sluttdato: 'date',
    'tidsbestemt-grunnlag': 'multiple_choice',
    oppsigelsesfrist: 'multiple_choice',
  },
  pairs: [
    ['depositum:no', 'depositum-belop:*'],
    // A fixed term ends without notice; a notice period belongs to a lease that runs until it is ended.
    ['leietid:Ja, til en avtalt sluttdato', 'oppsigelsesfrist:*'],
    ['leietid:Nei, den løper til den sies opp', 'sluttdato:*'],
    // The ground for a fixed term (husleieloven § 9-3) belongs to a fixed term, and the written reason
    // to the ground that needs one.
    ['leietid:Nei, den løper til den sies opp', 'tidsbestemt-grunnlag:*'],
    ['leietid:Nei, den løper til den sies opp', 'tidsbestemt-grunn:*'],
    ['tidsbestemt-grunnlag:Leietiden er minst tre år', 'tidsbestemt-grunn:*'],
    [
      'tidsbestemt-grunnlag:Hybelen er en lofts- eller sokkelbolig i enebolig eller en bolig i tomannsbolig der utleieren bor, og leietiden er minst ett år',
      'tidsbestemt-grunn:*',
    ],
    [
      'tidsbestemt-grunnlag:Utleieren eller noen i husstanden skal selv bo i hybelen når leietiden er ute',
      'tidsbestemt-grunn:*',
    ],
  ],
  premises: [
    { when: 'depositum:no', noOtherClause: /depositum/i },
    { when: 'leietid:Ja, til en avtalt sluttdato', noOtherClause: /\bsi(?:es)? opp|oppsigelse/i },
    // A term of at least the minimum needs no reason: no clause may say it is shorter.
    {
      when: 'tidsbestemt-grunnlag:Leietiden er minst tre år',
      noOtherClause: /kortere enn lovens minstetid|grunnen til at leietiden/i,
    },
    {
      when: 'tidsbestemt-grunnlag:Hybelen er en lofts- eller sokkelbolig i enebolig eller en bolig i tomannsbolig der utleieren bor, og leietiden er minst ett år',
      noOtherClause: /kortere enn lovens minstetid|grunnen til at leietiden|minst tre år/i,
    },
  ],
});

const { question, checksOf, issuesFor } = topicKit(topic);

/**
 * Issue 33: the lawyer's review § 4.5 (shared/reviews/legal-content.md). A fixed term needs its ground in the
 * agreement (husleieloven § 9-3), the dates and the deposit are checked, and the clauses say what happens when
 * the rule is not met.
 */

const FIXED = 'Ja, til en avtalt sluttdato';
const OPEN = 'Nei, den løper til den sies opp';
const THREE_YEARS = 'Leietiden er minst tre år';
const ONE_YEAR =
  'Hybelen er en lofts- eller sokkelbolig i enebolig eller en bolig i tomannsbolig der utleieren bor, og leietiden er minst ett år';
const OWN_USE = 'Utleieren eller noen i husstanden skal selv bo i hybelen når leietiden er ute';
const OTHER = 'En annen saklig grunn, som vi skriver inn';

describe('hybel-utleie: the ground for a fixed term (husleieloven § 9-3)', () => {
  const { questions, rules } = toLogic(topic);
  const visible = (answers: Record<string, unknown>) => evaluateVisibility(questions, rules, answers);

  it('asks the ground only for a fixed term, and the written reason only when it is «another objective reason»', () => {
    expect(visible({ leietid: OPEN }).has('tidsbestemt-grunnlag')).toBe(false);
    expect(visible({ leietid: FIXED }).has('tidsbestemt-grunnlag')).toBe(true);
    for (const ground of [THREE_YEARS, ONE_YEAR, OWN_USE])
      expect(visible({ leietid: FIXED, 'tidsbestemt-grunnlag': ground }).has('tidsbestemt-grunn')).toBe(
        false,
      );
    expect(visible({ leietid: FIXED, 'tidsbestemt-grunnlag': OTHER }).has('tidsbestemt-grunn')).toBe(true);
    expect(visible({ leietid: OPEN, 'tidsbestemt-grunnlag': OTHER }).has('tidsbestemt-grunn')).toBe(false);
  });

  it('offers the grounds § 9-3 knows, in the order the questions come', () => {
    const ground = question('tidsbestemt-grunnlag');
    expect(ground.type === 'multiple_choice' && ground.options.map((o) => o.text)).toEqual([
      THREE_YEARS,
      ONE_YEAR,
      OWN_USE,
      OTHER,
    ]);
    const keys = topic.questions.map((q) => q.key);
    expect(keys.indexOf('innflytting')).toBeLessThan(keys.indexOf('tidsbestemt-grunnlag'));
    expect(keys.indexOf('tidsbestemt-grunnlag')).toBeLessThan(keys.indexOf('tidsbestemt-grunn'));
    expect(keys.indexOf('tidsbestemt-grunn')).toBeLessThan(keys.indexOf('sluttdato'));
  });

  it('says in the fixed-term clause that a term the Act does not allow runs as a lease until notice', () => {
    expect(clauseOfAnswer(question('leietid'), FIXED)).toMatch(
      /oppfyller leietiden ikke vilkårene i husleieloven § 9-3, gjelder leieavtalen som tidsubestemt/,
    );
  });

  it('states a term shorter than the minimum with its reason, the written notice and what happens if the reason fails', () => {
    for (const ground of [OWN_USE, OTHER]) {
      const clause = clauseOfAnswer(question('tidsbestemt-grunnlag'), ground);
      // Review K3: the end date may lie three years away or more, so the clause is true either way.
      expect(clause).toMatch(/^Er leietiden kortere enn lovens minstetid, /);
      expect(clause).toMatch(/skriftlig gjort kjent med/);
      expect(clause).toMatch(/gjelder leieavtalen som tidsubestemt \(husleieloven § 9-3\)/);
    }
    expect(clauseOfAnswer(question('tidsbestemt-grunnlag'), OWN_USE)).toMatch(
      /utleieren eller noen som hører til utleierens husstand/,
    );
    // Review K1: the ground may be skipped (no question is required): the clause then says the lease runs
    // until notice instead of citing a ground that is not there.
    expect(clauseOfAnswer(question('tidsbestemt-grunnlag'), OTHER)).toMatch(
      /står ingen slik grunn i avtalen, .*gjelder leieavtalen som tidsubestemt/,
    );
    expect(clauseOfAnswer(question('tidsbestemt-grunnlag'), OTHER)).not.toMatch(
      /den saklige grunnen som er skrevet inn/,
    );
    expect(clauseOfAnswer(question('tidsbestemt-grunn'), 'huset skal selges høsten 2028')).toBe(
      'Grunnen til at leietiden er tidsbestemt, er: huset skal selges høsten 2028.',
    );
    // The grounds that meet the minimum claim no shorter term.
    expect(clauseOfAnswer(question('tidsbestemt-grunnlag'), THREE_YEARS)).toMatch(/minst tre år/);
    expect(clauseOfAnswer(question('tidsbestemt-grunnlag'), ONE_YEAR)).toMatch(
      /utleieren bor selv i huset, og leietiden er minst ett år/,
    );
  });
});

describe('hybel-utleie: value checks (issue 33)', () => {
  it('refuses an end date on or before the start, whatever the ground', () => {
    const [after] = checksOf('sluttdato');
    expect(after).toMatchObject({ kind: 'after', other: 'innflytting', severity: 'error' });
    expect(after.when).toBeUndefined();
    for (const ground of [OWN_USE, OTHER]) {
      const issues = issuesFor({
        innflytting: '2027-03-01',
        leietid: FIXED,
        'tidsbestemt-grunnlag': ground,
        sluttdato: '2027-03-01',
      });
      expect(issues.map((i) => [i.questionId, i.severity])).toEqual([['sluttdato', 'error']]);
      expect(
        issuesFor({
          innflytting: '2027-03-01',
          leietid: FIXED,
          'tidsbestemt-grunnlag': ground,
          sluttdato: '2027-06-30',
        }),
      ).toEqual([]);
    }
  });

  it('refuses a term under three years on the three-year ground and under one year on the one-year ground', () => {
    const base = { innflytting: '2027-03-01', leietid: FIXED };
    expect(
      checksOf('sluttdato')
        .filter((c) => c.kind === 'after' && c.months)
        .map((c) => [c.kind === 'after' && c.months, c.severity, c.when?.value]),
    ).toEqual([
      [36, 'error', THREE_YEARS],
      [12, 'error', ONE_YEAR],
    ]);
    const three = issuesFor({ ...base, 'tidsbestemt-grunnlag': THREE_YEARS, sluttdato: '2030-02-28' });
    expect(three.map((i) => i.severity)).toEqual(['error']);
    expect(three[0].message).toMatch(/minst tre år.*husleieloven § 9-3/);
    expect(issuesFor({ ...base, 'tidsbestemt-grunnlag': THREE_YEARS, sluttdato: '2030-03-01' })).toEqual([]);
    const one = issuesFor({ ...base, 'tidsbestemt-grunnlag': ONE_YEAR, sluttdato: '2028-02-29' });
    expect(one.map((i) => i.severity)).toEqual(['error']);
    expect(one[0].message).toMatch(/minst ett år/);
    expect(issuesFor({ ...base, 'tidsbestemt-grunnlag': ONE_YEAR, sluttdato: '2028-03-01' })).toEqual([]);
  });

  it("refuses a deposit above six months' rent (husleieloven § 3-5)", () => {
    expect(checksOf('depositum-belop')).toEqual([
      expect.objectContaining({ kind: 'atMostTimes', other: 'husleie', factor: 6, severity: 'error' }),
    ]);
    expect(checksOf('depositum-belop')[0].message).toMatch(/seks ganger månedsleien \(husleieloven § 3-5\)/);
    expect(issuesFor({ husleie: 6000, depositum: true, 'depositum-belop': 36000 })).toEqual([]);
    expect(
      issuesFor({ husleie: 6000, depositum: true, 'depositum-belop': 36001 }).map((i) => [
        i.questionId,
        i.severity,
      ]),
    ).toEqual([['depositum-belop', 'error']]);
  });

  it('takes only a day of the month as the due day', () => {
    expect(issuesFor({ forfallsdag: 1 })).toEqual([]);
    expect(issuesFor({ forfallsdag: 31 })).toEqual([]);
    expect(issuesFor({ forfallsdag: 0 }).map((i) => i.severity)).toEqual(['error']);
    expect(issuesFor({ forfallsdag: 32 }).map((i) => i.severity)).toEqual(['error']);
  });

  it('writes every message in Norwegian as a full sentence that says what to do', () => {
    for (const q of topic.questions) {
      if (q.type !== 'free_text') continue;
      for (const check of q.checks ?? [])
        expect({
          key: q.key,
          message: check.message,
          ok: /^[A-ZÆØÅ].*\.$/.test(check.message) && /\b(Skriv|velg)\b/i.test(check.message),
        }).toEqual({ key: q.key, message: check.message, ok: true });
    }
  });
});

describe('hybel-utleie: sources', () => {
  it('lists the new clauses and checks in docs/legal-sources.md', () => {
    const text = readFileSync(join(__dirname, '../../../../../docs/legal-sources.md'), 'utf8');
    const start = text.indexOf('## Utleie av hybel eller rom');
    const section = text.slice(start, text.indexOf('\n## ', start + 1));
    for (const key of [
      '`hybel-utleie/leietid:option «Ja, til en avtalt sluttdato»`',
      'tidsbestemt-grunnlag:description',
      'tidsbestemt-grunn:template',
      '`hybel-utleie/sluttdato:checks`',
      'depositum-belop:checks',
    ]) {
      expect({ key, listed: section.includes(key) }).toEqual({ key, listed: true });
    }
  });
});

describe('hybel-utleie: the topic', () => {
  it('(Utleie av hybel eller rom) has 10–20 questions with facts, roles and logic', () => {
    expect(topic.title).toBe('Utleie av hybel eller rom');
    expect(topic.questions.length).toBeGreaterThanOrEqual(10);
    expect(topic.questions.length).toBeLessThanOrEqual(20);
    expect(topic.questions.some((q) => q.showIf)).toBe(true);
    expect(topic.questions.filter((q) => q.fact).length).toBeGreaterThanOrEqual(3);
  });

  it('lets a room under husleieloven: a deposit account (§ 3-5), a fixed term without notice or a notice period without an end date', () => {
    const text = documentTexts(topic)
      .map((t) => t.text)
      .join('\n');
    expect(text).toMatch(/depositumskonto i leietakerens navn/);
    expect(text).toMatch(/husleieloven § 4-2/);
    const { questions, rules } = toLogic(topic);
    const fixed = evaluateVisibility(questions, rules, { leietid: 'Ja, til en avtalt sluttdato' });
    const open = evaluateVisibility(questions, rules, { leietid: 'Nei, den løper til den sies opp' });
    expect([fixed.has('sluttdato'), fixed.has('oppsigelsesfrist')]).toEqual([true, false]);
    expect([open.has('sluttdato'), open.has('oppsigelsesfrist')]).toEqual([false, true]);
  });
});
