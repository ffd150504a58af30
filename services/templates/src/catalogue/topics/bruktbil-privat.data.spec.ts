import { valueCheckSchema } from '@avtalt/contracts';
import { checkValues, validateValueChecks, type ValueCheck } from '@avtalt/logic';
import type { CatalogueQuestion } from '../catalogue.types';
import { MIDDLE_GROUND_B } from '../middle-ground.b.data';
import { bruktbilPrivatTopic as topic } from './bruktbil-privat.data';

/**
 * Issue 33: the lawyer's review § 4.7 and § 6 (shared/reviews/legal-content.md): a first registration in the future
 * and after the handover was accepted; the «som den er» compromise did not name the buyer's remedies.
 */

const question = (key: string): CatalogueQuestion => {
  const q = topic.questions.find((candidate) => candidate.key === key);
  if (!q) throw new Error(`bruktbil-privat has no question ${key}`);
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
const TODAY = '2026-11-29';
const issuesFor = (answers: Record<string, unknown>) => checkValues(checked, answers, TODAY);

describe('bruktbil-privat (issue 33)', () => {
  it('declares checks the engine accepts', () => {
    expect(validateValueChecks(checked)).toEqual([]);
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

  it('refuses a first registration in the future, and accepts today', () => {
    expect(issuesFor({ forstegangsregistrert: TODAY })).toEqual([]);
    expect(issuesFor({ forstegangsregistrert: '2027-03-01' })).toEqual([
      {
        questionId: 'forstegangsregistrert',
        severity: 'error',
        message: checksOf('forstegangsregistrert')[0].message,
      },
    ]);
  });

  it('refuses a handover on or before the first registration (the review: registered 1 March 2027, after the handover)', () => {
    expect(issuesFor({ forstegangsregistrert: '2019-05-01', 'overlevering-dato': '2026-12-15' })).toEqual([]);
    for (const handover of ['2019-05-01', '2019-04-30']) {
      expect(issuesFor({ forstegangsregistrert: '2019-05-01', 'overlevering-dato': handover })).toEqual([
        {
          questionId: 'overlevering-dato',
          severity: 'error',
          message: checksOf('overlevering-dato')[0].message,
        },
      ]);
    }
    expect(checksOf('overlevering-dato')[0].message).toMatch(/registrert første gang/);
  });

  it("names the buyer's remedies in the «som den er» compromise", () => {
    const [alternative] = MIDDLE_GROUND_B['bruktbil-privat']['som-den-er'];
    expect(alternative.clause).toMatch(
      /kjøperen kan da kreve retting, prisavslag eller heving etter reglene i kjøpsloven\.$/,
    );
    expect(alternative.clause).toMatch(/kjøpsloven § 19/);
  });
});
