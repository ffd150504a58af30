import { SweepingService } from '@avtalt/service-kit';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { AgreementStore } from '../agreements/agreement-store';
import { sumOverIds } from '../agreements/id-pages';
import { norwegianDate } from '../agreements/party-details.rules';
import { AGREEMENTS_CONFIG, type AgreementsConfig } from '../config/agreements.config';
import { REVIEW_NOTICE_DAYS } from './review.rules';
import { planUnderLock, remindReviewUnderLock } from './review-writer.steps';

/**
 * The review sweep (docs/reviews.md): every REVIEW_SWEEP_SECONDS each process gives the signed agreements that
 * have no review yet Avtalt's suggested date, then asks the parties of those whose review is within two weeks
 * whether the agreement still applies (`review-due`, mailed by the notifications service). The candidates come
 * from SQL; the writer decides under each agreement's lock, so processes sweeping at once ask once. The log says
 * how many, never which.
 */
@Injectable()
export class ReviewRemindersService extends SweepingService {
  constructor(
    private readonly store: AgreementStore,
    @Inject(AGREEMENTS_CONFIG) config: AgreementsConfig,
  ) {
    super(new Logger(ReviewRemindersService.name), {
      everyMs: config.REVIEW_SWEEP_SECONDS * 1000,
      firstAfterMs: Math.min(30_000, config.REVIEW_SWEEP_SECONDS * 1000),
      what: 'review sweep',
    });
  }

  /** One sweep on the day `now` is in Oslo (a parameter, so a test can move it). */
  async sweep(now = new Date()): Promise<{ planned: number; reminded: number }> {
    const today = norwegianDate(now);
    const noticeFrom = new Date(Date.parse(`${today}T00:00:00Z`) + REVIEW_NOTICE_DAYS * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const planned = await this.each('unplanned', noticeFrom, (id) =>
      this.store.writer.followUp(
        id,
        async (repos, tx, at) => ((await planUnderLock(repos, tx, at)) ? 1 : 0),
        (n) => n > 0,
      ),
    );
    const reminded = await this.each('due', noticeFrom, (id) =>
      this.store.writer.followUp(
        id,
        (repos, tx, at) => remindReviewUnderLock(repos, tx, at, today),
        (n) => n > 0,
      ),
    );
    if (planned + reminded > 0)
      this.logger.log(`reviews: ${planned} agreements given a review date, ${reminded} asked to review`);
    return { planned, reminded };
  }

  private each(
    kind: 'unplanned' | 'due',
    noticeFrom: string,
    step: (agreementId: string) => Promise<number>,
  ) {
    return sumOverIds((after, size) => this.store.reads.reviewsToSweep(kind, noticeFrom, after, size), step);
  }
}
