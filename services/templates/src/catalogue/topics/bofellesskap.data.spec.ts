import { evaluateVisibility, partyWording } from '@avtalt/logic';
import { answeredPaths, clauseOfAnswer, toLogic, topicKit } from '../catalogue.spec-helper';
import { bofellesskapTopic as topic } from './bofellesskap.data';

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
