import type { Caller, ReviewView } from '@avtalt/contracts';
import { Injectable } from '@nestjs/common';
import { AgreementStore } from '../agreements/agreement-store';
import { norwegianDate } from '../agreements/party-details.rules';
import { reviewView } from './review.rules';
import { recordReviewUnderLock } from './review-writer.steps';

/**
 * When a signed agreement is to be looked at again (docs/reviews.md): read from the cached rows and the
 * review row; a party's date or «Avtalen gjelder fortsatt» goes through the one writer, into the audit trail.
 */
@Injectable()
export class ReviewService {
  constructor(private readonly store: AgreementStore) {}

  async view(caller: Caller, agreementId: string): Promise<ReviewView> {
    const { snapshot } = await this.store.snapshots.read(agreementId);
    const signed = snapshot.agreement.status === 'signed';
    const signedAt = signed ? await this.store.reads.lastSignedAt(this.store.reads.db, agreementId) : null;
    const row = signed ? await this.store.reads.review(agreementId) : null;
    return reviewView(snapshot, row, signedAt ? norwegianDate(signedAt) : null, caller);
  }

  async set(caller: Caller, agreementId: string, reviewOn: string): Promise<ReviewView> {
    const today = norwegianDate(new Date());
    await this.store.writer.followUp(agreementId, (repos, tx, at) =>
      recordReviewUnderLock(repos, tx, at, { caller, today, step: 'set', reviewOn }),
    );
    return this.view(caller, agreementId);
  }

  async confirm(caller: Caller, agreementId: string): Promise<ReviewView> {
    const today = norwegianDate(new Date());
    await this.store.writer.followUp(agreementId, (repos, tx, at) =>
      recordReviewUnderLock(repos, tx, at, { caller, today, step: 'confirmed' }),
    );
    return this.view(caller, agreementId);
  }
}
