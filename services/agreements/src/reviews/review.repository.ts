import type { ReviewReason } from '@avtalt/contracts';
import { expectCount, type Sql } from '@avtalt/service-kit';
import { readReview } from '../agreements/agreement-reads.repository';
import type { ReviewRow } from './review.rules';

/**
 * The writer's SQL for the review of a signed agreement (docs/reviews.md): read and written under the
 * agreement's row lock, in the transaction that appends the audit entry.
 */
export class ReviewRepository {
  review(tx: Sql, agreementId: string): Promise<ReviewRow | null> {
    return readReview(tx, agreementId);
  }

  /**
   * The next review: on `reviewOn` for `reason`, by the participant `setBy` (null: Avtalt's suggestion). A party's
   * «Avtalen gjelder fortsatt» records `confirmedBy` too; the reminder starts over for the new date.
   */
  async schedule(
    tx: Sql,
    agreementId: string,
    next: { reviewOn: string; reason: ReviewReason; setBy: string | null; confirmedBy?: string },
    at: Date,
  ): Promise<void> {
    const confirmed = next.confirmedBy ? [at, next.confirmedBy] : [null, null];
    const written = await tx.execute<unknown[]>(
      `insert into reviews (agreement_id, review_on, reason, set_by, set_at, confirmed_at, confirmed_by)
       values (?, ?::date, ?, ?, ?, ?, ?)
       on conflict (agreement_id) do update set review_on = excluded.review_on, reason = excluded.reason,
         set_by = excluded.set_by, set_at = excluded.set_at,
         confirmed_at = coalesce(excluded.confirmed_at, reviews.confirmed_at),
         confirmed_by = coalesce(excluded.confirmed_by, reviews.confirmed_by)
       returning 1`,
      [agreementId, next.reviewOn, next.reason, next.setBy, at, ...confirmed],
    );
    expectCount('reviews', written, 1);
  }

  /** The parties were reminded of the review on `reviewOn`. */
  async reminded(tx: Sql, agreementId: string, reviewOn: string): Promise<void> {
    const written = await tx.execute<unknown[]>(
      'update reviews set reminded_on = ?::date where agreement_id = ? returning 1',
      [reviewOn, agreementId],
    );
    expectCount('reviews', written, 1);
  }
}
