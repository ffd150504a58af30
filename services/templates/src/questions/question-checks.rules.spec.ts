import type { ValueCheckDto } from '@avtalt/contracts';
import { VALUE_CHECK_MESSAGES } from '@avtalt/logic';
import {
  assertChecksValid,
  checkReferences,
  checksWithout,
  type CheckedTemplate,
} from './question-checks.rules';

const payout: CheckedTemplate = { id: 'p', type: 'free_text', format: 'date', order: 1, checks: null };
const due = (checks: ValueCheckDto[], order = 2): CheckedTemplate => ({
  id: 'd',
  type: 'free_text',
  format: 'date',
  order,
  checks,
});
const after: ValueCheckDto = {
  kind: 'after',
  other: 'p',
  severity: 'error',
  message: 'Forfall må være etter utbetaling.',
};

describe('assertChecksValid', () => {
  it('lets a topic whose checks hold together through', () => {
    expect(() => assertChecksValid([payout, due([after])])).not.toThrow();
  });

  it('refuses a check naming a question of another topic, or one that comes later, with the detail at its index', () => {
    const foreign: ValueCheckDto = { ...after, other: 'elsewhere' };
    expect(() => assertChecksValid([payout, due([after, foreign])])).toThrow(
      expect.objectContaining({
        message: VALUE_CHECK_MESSAGES.unknown,
        details: [{ path: 'checks.1', message: VALUE_CHECK_MESSAGES.unknown }],
      }),
    );
    // Moved before the question it names (a reorder): refused like a rule would be.
    expect(() => assertChecksValid([{ ...payout, order: 3 }, due([after])])).toThrow(
      expect.objectContaining({ message: VALUE_CHECK_MESSAGES.notBefore }),
    );
  });
});

describe('checksWithout', () => {
  it('drops the checks that name a deleted question, by reference or by condition', () => {
    const cover: ValueCheckDto = {
      kind: 'instalmentsCover',
      amount: 'a',
      from: 'p',
      until: 'u',
      severity: 'error',
      message: 'x',
    };
    const when: ValueCheckDto = {
      kind: 'notFuture',
      severity: 'warning',
      message: 'y',
      when: { question: 'j', operator: 'equals', value: true },
    };
    expect(checkReferences(cover)).toEqual(['a', 'p', 'u']);
    expect(checksWithout([after, cover, when], 'p')).toEqual([when]);
    expect(checksWithout([when], 'j')).toBeNull();
    expect(checksWithout(null, 'p')).toBeNull();
  });
});
