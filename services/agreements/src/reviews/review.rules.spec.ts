import { DomainError } from '@avtalt/service-kit';
import { agreementRow } from '../testing/snapshots';
import type { AgreementSnapshot } from '../agreements/agreement.rows';
import {
  checkReviewDate,
  nextAfterConfirmation,
  reviewActor,
  type ReviewRow,
  reviewToRemind,
  suggestedReview,
} from './review.rules';

const now = new Date('2027-01-10T10:00:00Z');
const signed = (fields: Parameters<typeof agreementRow>[1] = {}): AgreementSnapshot => ({
  agreement: agreementRow(now, { status: 'signed', ...fields }),
  questions: [],
  rules: [],
  participants: [],
  answers: [],
  submissions: [],
});
const row = (fields: Partial<ReviewRow> = {}): ReviewRow => ({
  reviewOn: '2027-03-01',
  reason: 'yearly',
  setBy: null,
  setAt: now,
  remindedOn: null,
  confirmedAt: null,
  confirmedBy: null,
  ...fields,
});
const refusal = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return `${error.code}: ${error.message}`;
    throw error;
  }
  return 'accepted';
};

describe('the review of a signed agreement', () => {
  it('suggests a year after signing when nobody pays anything on a date (a loan’s last instalment: the int spec)', () => {
    expect(suggestedReview(signed(), '2027-01-10')).toEqual({ reviewOn: '2028-01-10', reason: 'yearly' });
    // The 29th of February has no day a year on: the last day of that month.
    expect(suggestedReview(signed(), '2028-02-29').reviewOn).toBe('2029-02-28');
    expect(nextAfterConfirmation('2027-06-30')).toBe('2028-06-30');
  });

  it('takes a date after today and at most ten years ahead, and nothing that is not a day', () => {
    expect(checkReviewDate('2027-01-11', '2027-01-10')).toBe('2027-01-11');
    expect(checkReviewDate('2037-01-10', '2027-01-10')).toBe('2037-01-10');
    expect(refusal(() => checkReviewDate('2027-01-10', '2027-01-10'))).toBe(
      'VALIDATION_FAILED: Datoen for gjennomgang må være etter i dag',
    );
    expect(refusal(() => checkReviewDate('2037-01-11', '2027-01-10'))).toMatch(/høyst ti år/);
    expect(refusal(() => checkReviewDate('2027-02-30', '2027-01-10'))).toMatch(/Velg datoen/);
  });

  it('asks the parties from two weeks before the date, once per date, and only of a signed current version', () => {
    expect(reviewToRemind(signed(), row(), '2027-02-14')).toBeNull();
    expect(reviewToRemind(signed(), row(), '2027-02-15')).toBe('2027-03-01');
    expect(reviewToRemind(signed(), row(), '2027-04-01')).toBe('2027-03-01');
    expect(reviewToRemind(signed(), row({ remindedOn: '2027-03-01' }), '2027-02-20')).toBeNull();
    // A new date (set, or a year on after «gjelder fortsatt») is asked about again.
    expect(reviewToRemind(signed(), row({ remindedOn: '2026-03-01' }), '2027-02-20')).toBe('2027-03-01');
    expect(reviewToRemind(signed({ replacedById: 'v2' }), row(), '2027-02-20')).toBeNull();
    expect(reviewToRemind(signed({ status: 'completed' }), row(), '2027-02-20')).toBeNull();
    expect(reviewToRemind(signed(), null, '2027-02-20')).toBeNull();
  });

  it('lets only a party of a signed current version set or confirm it', () => {
    const caller = { id: 'u-ola', name: 'Ola Nordmann', anonymous: false } as const;
    expect(refusal(() => reviewActor(signed({ status: 'completed' }), caller))).toMatch(/^CONFLICT: /);
    expect(refusal(() => reviewActor(signed({ replacedById: 'v2' }), caller))).toMatch(/erstattet/);
    expect(refusal(() => reviewActor(signed(), caller))).toMatch(/^FORBIDDEN: Bare partene/);
  });
});
