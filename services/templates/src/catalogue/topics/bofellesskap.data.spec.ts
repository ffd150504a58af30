import { valueCheckSchema } from '@avtalt/contracts';
import {
  checkValues,
  evaluateVisibility,
  partyWording,
  validateValueChecks,
  type ValueCheck,
} from '@avtalt/logic';
import { answeredPaths, clauseOfAnswer, toLogic } from '../catalogue.spec-helper';
import type { CatalogueQuestion } from '../catalogue.types';
import { bofellesskapTopic as topic } from './bofellesskap.data';

/**
 * Issue 33: the lawyer's review § 4.7 (shared/reviews/legal-content.md). The deposit account was «i leietakerens
 * navn» when all parties are tenants and one of them pays; a deposit above six months' rent was accepted
 * (husleieloven § 3-5).
 */

const question = (key: string): CatalogueQuestion => {
  const q = topic.questions.find((candidate) => candidate.key === key);
  if (!q) throw new Error(`bofellesskap has no question ${key}`);
  return q;
};
const checksOf = (key: string): readonly ValueCheck[] => {
  const q = question(key);
  return q.type === 'free_text' ? (q.checks ?? []) : [];
};
const checked = topic.questions.map((q, index) => ({
  id: q.key,
  type: q.type === 'free_text' || q.type === 'multiple_choice' ? q.type : ('yes_no' as const),
  order: index + 1,
  format: q.type === 'free_text' ? q.format : null,
  options: q.type === 'multiple_choice' ? q.options.map((o) => o.text) : null,
  checks: q.type === 'free_text' ? (q.checks ?? null) : null,
}));
const issuesFor = (answers: Record<string, unknown>) => checkValues(checked, answers, '2026-11-29');

describe('bofellesskap: the deposit (issue 33)', () => {
  it('refuses a deposit above six months of the total rent, and accepts six months exactly', () => {
    expect(validateValueChecks(checked)).toEqual([]);
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

  // Stored, a check names other questions by id, as the seeder maps the keys.
  it('stores every check as the contracts define it (one line, at most 500 characters)', () => {
    const ID = '00000000-0000-4000-8000-000000000000';
    const stored = (check: ValueCheck) => ({
      ...check,
      ...Object.fromEntries((['other', 'amount', 'from', 'until'] as const).filter((ref) => ref in check).map((ref) => [ref, ID])),
      ...(check.when ? { when: { ...check.when, question: ID } } : {}),
    });
    for (const q of topic.questions) {
      if (q.type !== 'free_text') continue;
      for (const check of q.checks ?? []) {
        expect({ key: q.key, ok: valueCheckSchema.safeParse(stored(check)).success }).toEqual({ key: q.key, ok: true });
      }
    }
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
