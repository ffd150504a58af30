import {
  type Caller,
  ErrorCode,
  ReviewMessages,
  type ReviewReason,
  type ReviewView,
} from '@avtalt/contracts';
import { addMonths } from '@avtalt/logic';
import { DomainError } from '@avtalt/service-kit';
import type { AgreementSnapshot, ParticipantRow } from '../agreements/agreement.rows';
import { isEnded } from '../amendments/ending.rules';
import { partiesOf, readerOf, scheduleOf } from '../obligations/obligations.rules';

/**
 * When a signed agreement is to be looked at again (docs/reviews.md): Avtalt suggests a date — a loan's last
 * instalment, otherwise a year after signing — a party may set another, and a party who says «Avtalen gjelder
 * fortsatt» moves it a year on. The parties are asked {@link REVIEW_NOTICE_DAYS} days before. Pure.
 */

/** What is stored of the review (one row per signed agreement, made by the sweep or a party). */
export interface ReviewRow {
  reviewOn: string;
  reason: ReviewReason;
  /** The participant who set it (null: Avtalt's suggestion). */
  setBy: string | null;
  setAt: Date;
  /** The review date the parties were last reminded of. */
  remindedOn: string | null;
  confirmedAt: Date | null;
  confirmedBy: string | null;
}

/** The parties are asked this many days before the review date. */
export const REVIEW_NOTICE_DAYS = 14;
/** A date set by a party may be at most this many years ahead. */
export const MAX_REVIEW_YEARS = 10;

const daysAfter = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Avtalt's suggestion: a loan (or anything with a last payment) is looked at when its last payment falls
 * due, anything else — rent and child support running without an end too — a year on.
 */
export function suggestedReview(
  s: AgreementSnapshot,
  signedOn: string,
): { reviewOn: string; reason: 'final-payment' | 'yearly' } {
  const last = scheduleOf(s, signedOn)
    .payments.filter((p) => p.of !== null)
    .map((p) => p.dueDate)
    .sort()
    .at(-1);
  if (last && last > signedOn) return { reviewOn: last, reason: 'final-payment' };
  return { reviewOn: addMonths(signedOn, 12), reason: 'yearly' };
}

/** Only a signed agreement's current version is reviewed. */
const reviewed = (s: AgreementSnapshot): boolean =>
  s.agreement.status === 'signed' && !s.agreement.replacedById && !isEnded(s);

/** The review as `caller` reads it: the stored row, or (before the sweep made one) the suggestion. */
export function reviewView(
  s: AgreementSnapshot,
  row: ReviewRow | null,
  signedOn: string | null,
  caller: Caller,
): ReviewView {
  const me = readerOf(s, partiesOf(s), caller);
  const a = s.agreement;
  const status = a.replacedById
    ? 'replaced'
    : isEnded(s)
      ? 'ended'
      : a.status === 'signed'
        ? 'active'
        : 'not-signed';
  const nameOf = (id: string | null) =>
    id === null ? null : (s.participants.find((p) => p.id === id)?.userName ?? 'Tidligere deltaker');
  const none = { reviewOn: null, reason: null, setBy: null, confirmed: null, mayAct: false };
  if (status !== 'active' || !signedOn) return { agreementId: a.id, status, ...none };
  const next = row ?? { ...suggestedReview(s, signedOn), setBy: null };
  return {
    agreementId: a.id,
    status,
    reviewOn: next.reviewOn,
    reason: next.reason,
    setBy: nameOf(next.setBy),
    confirmed:
      row?.confirmedAt && row.confirmedBy
        ? { at: row.confirmedAt.toISOString(), by: nameOf(row.confirmedBy)! }
        : null,
    mayAct: me !== null,
  };
}

/** The party setting or confirming the review, or the refusal (signed, current, a party). */
export function reviewActor(s: AgreementSnapshot, caller: Caller): ParticipantRow {
  if (s.agreement.replacedById) throw new DomainError(ErrorCode.Conflict, ReviewMessages.replaced);
  if (isEnded(s)) throw new DomainError(ErrorCode.Conflict, ReviewMessages.ended);
  if (!reviewed(s)) throw new DomainError(ErrorCode.Conflict, ReviewMessages.notSigned);
  const actor = partiesOf(s).find((p) => p.userId === caller.id);
  if (!actor) throw new DomainError(ErrorCode.Forbidden, ReviewMessages.notParty);
  return actor;
}

/** A date a party may set: after `today`, at most {@link MAX_REVIEW_YEARS} years ahead (400 otherwise). */
export function checkReviewDate(reviewOn: string, today: string): string {
  const time = Date.parse(`${reviewOn}T00:00:00Z`);
  const valid = !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === reviewOn;
  if (!valid) throw new DomainError(ErrorCode.ValidationFailed, ReviewMessages.reviewOn);
  if (reviewOn <= today) throw new DomainError(ErrorCode.ValidationFailed, ReviewMessages.notAfterToday);
  if (reviewOn > addMonths(today, MAX_REVIEW_YEARS * 12))
    throw new DomainError(ErrorCode.ValidationFailed, ReviewMessages.tooFar);
  return reviewOn;
}

/** After «Avtalen gjelder fortsatt» on `today`: the next review, a year on. */
export const nextAfterConfirmation = (today: string): string => addMonths(today, 12);

/**
 * The review date to remind the parties of on `today`, or null: a signed current agreement whose review is
 * within {@link REVIEW_NOTICE_DAYS} days (or passed) and whose parties were not reminded of that date.
 */
export function reviewToRemind(s: AgreementSnapshot, row: ReviewRow | null, today: string): string | null {
  if (!row || !reviewed(s) || row.remindedOn === row.reviewOn) return null;
  return daysAfter(row.reviewOn, -REVIEW_NOTICE_DAYS) <= today ? row.reviewOn : null;
}
