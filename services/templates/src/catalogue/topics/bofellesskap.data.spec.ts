import { evaluateVisibility, partyWording } from '@avtalt/logic';
import { answeredPaths, clauseOfAnswer, toLogic, topicKit } from '../catalogue.spec-helper';
import { checkCatalogueTopic } from '../topic-checks.spec-helper';
import { bofellesskapMiddleGround } from './bofellesskap.middle-ground.data';
import { bofellesskapTopic as topic } from './bofellesskap.data';

checkCatalogueTopic(topic, {
  middleGround: bofellesskapMiddleGround,
  typedCount: 11,
  typedPoints: {
    'husleie-belop': 'amount',
    'husleie-fordeling': 'multiple_choice',
    leietaker: 'party',
    'depositum-belop': 'amount',
    'depositum-betaler': 'party',
  },
  replaced: [
    'husleie-deles-likt',
    'en-leietaker',
    'husleie-betales-til-leietaker',
    'overnattingsgjester',
    'utflytting-varsel',
  ],
  pairs: [
    ['leiekontrakt-signert:Alle som bor her', 'leietaker:*'],
    ['leiekontrakt-signert:Alle som bor her', 'husleie-betalingsdag:*'],
    ['depositum-belop:0', 'depositum-hver-sin-andel:*'],
    ['depositum-belop:0', 'depositum-betaler:*'],
    ['depositum-hver-sin-andel:yes', 'depositum-betaler:*'],
  ],
  premises: [
    { when: 'depositum-belop:0', noOtherClause: /depositum/i },
    { when: 'leietaker:*', noOtherClause: /bare én av partene/i },
    { when: 'depositum-betaler:*', noOtherClause: /én av partene/i },
    // One payer: the account is in the payer's name, never a split deposit nor «leietakerens navn».
    { when: 'depositum-betaler:*', noOtherClause: /sin andel av depositumet|i leietakerens navn/i },
  ],
  collisions: [{ clause: /depositum/i, notWith: 'depositum-belop:0', why: 'a deposit that is 0 kr' }],
});

const { question, checksOf, issuesFor } = topicKit(topic);

/**
 * Issue 33: the lawyer's review § 4.7 (shared/reviews/legal-content.md). The deposit account was «i leietakerens
 * navn» when all parties are tenants and one of them pays; a deposit above six months' rent was accepted
 * (husleieloven § 3-5).
 */

describe('bofellesskap: the deposit (issue 33)', () => {
  it('refuses a deposit above six months of the total rent, and accepts six months exactly', () => {
    expect(checksOf('depositum-belop')).toEqual([
      expect.objectContaining({ kind: 'atMostTimes', other: 'husleie-belop', factor: 6, severity: 'error' }),
    ]);
    expect(issuesFor({ 'husleie-belop': 15000, 'depositum-belop': 90000 })).toEqual([]);
    const issues = issuesFor({ 'husleie-belop': 15000, 'depositum-belop': 90001 });
    expect(issues).toEqual([
      { questionId: 'depositum-belop', severity: 'error', message: checksOf('depositum-belop')[0].message },
    ]);
    expect(issues[0].message).toMatch(/seks måneders husleie \(husleieloven § 3-5\)/);
  });

  it("puts one payer's account in the payer's name, and a shared deposit in the name of whoever is on the lease", () => {
    expect(partyWording(clauseOfAnswer(question('depositum-betaler'), 'self'), 2)).toBe(
      'Kari Nordmann betaler hele depositumet, som står på en egen depositumskonto i betalerens navn (husleieloven § 3-5), og har alene krav på å få det tilbakebetalt når leieforholdet opphører.',
    );
    expect(question('depositum-betaler').description).toMatch(/må stå som leietaker i leiekontrakten/);
    expect(clauseOfAnswer(question('depositum-hver-sin-andel'), true)).toMatch(
      /i navnet til den eller dem som står som leietaker i leiekontrakten \(husleieloven § 3-5\)/,
    );
    expect(clauseOfAnswer(question('depositum-hver-sin-andel'), false)).toBe(
      'Depositumet deles ikke mellom partene.',
    );
  });

  it('never prints «i leietakerens navn» for the deposit, on any path where all parties signed the lease', () => {
    const paths = answeredPaths(topic, [
      'leiekontrakt-signert',
      'depositum-hver-sin-andel',
      'depositum-betaler',
    ]);
    const allSigned = paths.filter(
      (path) =>
        path.get('leiekontrakt-signert') === 'Alle som bor her' && path.has('depositum-hver-sin-andel'),
    );
    expect(allSigned.length).toBeGreaterThan(0);
    for (const path of allSigned) {
      for (const [key, answer] of path)
        expect({ key, clause: clauseOfAnswer(question(key), answer) }).not.toEqual({
          key,
          clause: expect.stringMatching(/leietakerens navn/),
        });
    }
    const { questions, rules } = toLogic(topic);
    expect(
      evaluateVisibility(questions, rules, {
        'depositum-belop': 20000,
        'depositum-hver-sin-andel': false,
      }).has('depositum-betaler'),
    ).toBe(true);
  });
});

describe('bofellesskap: typed questions', () => {
  it('asks who the tenant is only when one of them signed the lease, and the deposit split only when there is a deposit', () => {
    const { questions, rules } = toLogic(topic);
    const visible = (answers: Record<string, unknown>) => evaluateVisibility(questions, rules, answers);
    expect(visible({ 'leiekontrakt-signert': 'Bare én av oss' }).has('leietaker')).toBe(true);
    expect(visible({ 'leiekontrakt-signert': 'Alle som bor her' }).has('leietaker')).toBe(false);
    expect(visible({ 'depositum-belop': 24000 }).has('depositum-hver-sin-andel')).toBe(true);
    expect(visible({ 'depositum-belop': '24 000' }).has('depositum-hver-sin-andel')).toBe(true);
    expect(visible({ 'depositum-belop': 0 }).has('depositum-hver-sin-andel')).toBe(false);
  });
});
