import { AgreementsRpc } from '@avtalt/contracts';
import { parseOrThrow } from '@avtalt/service-kit';
import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ReviewService } from './review.service';

/** The review date's requests (docs/reviews.md). */
@Controller()
export class ReviewController {
  constructor(private readonly reviews: ReviewService) {}

  @MessagePattern(AgreementsRpc.review.subject)
  view(@Payload() payload: unknown) {
    const { caller, agreementId } = parseOrThrow(AgreementsRpc.review.request, payload);
    return this.reviews.view(caller, agreementId);
  }

  @MessagePattern(AgreementsRpc.setReview.subject)
  set(@Payload() payload: unknown) {
    const { caller, agreementId, body } = parseOrThrow(AgreementsRpc.setReview.request, payload);
    return this.reviews.set(caller, agreementId, body.reviewOn);
  }

  @MessagePattern(AgreementsRpc.confirmReview.subject)
  confirm(@Payload() payload: unknown) {
    const { caller, agreementId } = parseOrThrow(AgreementsRpc.confirmReview.request, payload);
    return this.reviews.confirm(caller, agreementId);
  }
}
