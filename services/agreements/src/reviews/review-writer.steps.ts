import { isEnded } from '../amendments/ending.rules';
import type { Caller } from '@avtalt/contracts';
import type { Sql } from '@avtalt/service-kit';
import { randomUUID } from 'node:crypto';
import { sceneOf } from '../agreements/agreement-events.rules';
import { type WriterRepositories, writeEvents } from '../agreements/agreement-writer.steps';
import { norwegianDate } from '../agreements/party-details.rules';
import type { AuditKey } from '../signing/audit-keys';
import {
  checkReviewDate,
  nextAfterConfirmation,
  reviewActor,
  reviewToRemind,
  suggestedReview,
} from './review.rules';

/* The writer's transactions for the review of a signed agreement (docs/reviews.md), run by AgreementWriter.followUp. */

type At = { agreementId: string; key: AuditKey; now: Date };

/** The sweep gives a signed agreement with no review yet Avtalt's suggestion (no event: nobody did anything). */
export async function planUnderLock(repos: WriterRepositories, tx: Sql, at: At): Promise<boolean> {
  await repos.agreements.lock(tx, at.agreementId);
  const s = await repos.agreements.load(tx, at.agreementId);
  if (s.agreement.status !== 'signed' || s.agreement.replacedById || isEnded(s)) return false;
  if (await repos.reviews.review(tx, at.agreementId)) return false;
  const signedAt = await repos.agreements.lastSignedAt(tx, at.agreementId);
  if (!signedAt) return false;
  const suggested = suggestedReview(s, norwegianDate(signedAt));
  await repos.reviews.schedule(tx, at.agreementId, { ...suggested, setBy: null }, at.now);
  return true;
}

/**
 * A party sets the review date (`set`) or records «Avtalen gjelder fortsatt» (`confirmed`: the next review a
 * year from `today`): stored, in the audit trail (`review-date-set` / `review-confirmed`), and told the others.
 */
export async function recordReviewUnderLock(
  repos: WriterRepositories,
  tx: Sql,
  at: At,
  request: { caller: Caller; today: string } & ({ step: 'set'; reviewOn: string } | { step: 'confirmed' }),
): Promise<void> {
  await repos.agreements.lock(tx, at.agreementId);
  const s = await repos.agreements.load(tx, at.agreementId);
  const actor = reviewActor(s, request.caller);
  const reviewOn =
    request.step === 'set'
      ? checkReviewDate(request.reviewOn, request.today)
      : nextAfterConfirmation(request.today);
  await repos.reviews.schedule(
    tx,
    at.agreementId,
    request.step === 'set'
      ? { reviewOn, reason: 'set', setBy: actor.id }
      : { reviewOn, reason: 'confirmed', setBy: actor.id, confirmedBy: actor.id },
    at.now,
  );
  await writeEvents(repos, at.key, tx, at.agreementId, [
    {
      id: randomUUID(),
      kind: 'review-recorded',
      scene: sceneOf(s, at.now),
      actor: { participantId: actor.id, name: actor.userName },
      step: request.step,
      reviewOn,
    },
  ]);
}

/**
 * The parties of an agreement whose review is within two weeks are asked, once per date, whether it still
 * applies (`review-due`; the notifications service mails them). Under the lock, so two sweeping processes ask
 * once. Returns 1 when they were asked.
 */
export async function remindReviewUnderLock(
  repos: WriterRepositories,
  tx: Sql,
  at: At,
  today: string,
): Promise<number> {
  await repos.agreements.lock(tx, at.agreementId);
  const s = await repos.agreements.load(tx, at.agreementId);
  const reviewOn = reviewToRemind(s, await repos.reviews.review(tx, at.agreementId), today);
  if (!reviewOn) return 0;
  await repos.reviews.reminded(tx, at.agreementId, reviewOn);
  await writeEvents(repos, at.key, tx, at.agreementId, [
    { id: randomUUID(), kind: 'review-due', scene: sceneOf(s, at.now), reviewOn },
  ]);
  return 1;
}
