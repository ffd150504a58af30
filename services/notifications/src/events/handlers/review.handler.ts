import { Injectable } from '@nestjs/common';
import { MailOutbox } from '../../mail/mail-outbox.service';
import { type ActivityContext, type ActivityHandler, mailEachTarget } from './activity-context';

/**
 * 'review-due' and 'review-recorded' (docs/reviews.md). When the review date is near every party (of the
 * recipients: a confirmed address, the kind not turned off) is asked whether the agreement still applies, with
 * a link for each answer; when a party set the date or confirmed it, the others are told.
 */
@Injectable()
export class ReviewHandler implements ActivityHandler {
  constructor(private readonly outbox: MailOutbox) {}

  async handle(ctx: ActivityContext): Promise<void> {
    const { event, link, actorName } = ctx;
    const review = event.review;
    if (!review) return;
    if (event.kind === 'review-due') {
      await mailEachTarget(this.outbox, ctx, (firstName) => ({
        kind: 'review-due',
        firstName,
        title: event.title,
        link,
        reviewOn: review.reviewOn,
        stillApplies: `${link}?gjennomgang=fortsatt`,
        propose: `${link}?gjennomgang=endre`,
      }));
      return;
    }
    if (!review.step) return;
    const step = review.step;
    await mailEachTarget(this.outbox, ctx, (firstName) => ({
      kind: 'review',
      firstName,
      title: event.title,
      link,
      actor: actorName,
      step,
      reviewOn: review.reviewOn,
    }));
  }
}
