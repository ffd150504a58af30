import { PrivacyRpc } from '@avtalt/contracts';
import { parseOrThrow } from '@avtalt/service-kit';
import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ErasureService } from './erasure.service';

/** NATS request handlers: validate each message with its contract, hand it to the service. */
@Controller()
export class ErasuresController {
  constructor(private readonly erasure: ErasureService) {}

  @MessagePattern(PrivacyRpc.erasurePlan.subject)
  plan(@Payload() payload: unknown) {
    return this.erasure.plan(parseOrThrow(PrivacyRpc.erasurePlan.request, payload).userId);
  }

  @MessagePattern(PrivacyRpc.eraseAccount.subject)
  start(@Payload() payload: unknown) {
    const { userId, password, chatMessages } = parseOrThrow(PrivacyRpc.eraseAccount.request, payload);
    return this.erasure.start(userId, password, chatMessages);
  }

  @MessagePattern(PrivacyRpc.forgetVisitors.subject)
  forgetVisitors(@Payload() payload: unknown) {
    return this.erasure.forgetVisitors(parseOrThrow(PrivacyRpc.forgetVisitors.request, payload).anonymousIds);
  }
}
