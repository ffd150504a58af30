import { type EidProof, type EidStatus, IdentityRpc, type EidPurpose } from '@avtalt/contracts';
import { parseOrThrow } from '@avtalt/service-kit';
import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { EidService } from './eid.service';

/** NATS handlers of eID signing: validate the message, hand it to the service. */
@Controller()
export class EidController {
  constructor(private readonly eid: EidService) {}

  @MessagePattern(IdentityRpc.eidStatus.subject)
  status(@Payload() payload: unknown): EidStatus {
    parseOrThrow(IdentityRpc.eidStatus.request, payload);
    return this.eid.status();
  }

  @MessagePattern(IdentityRpc.eidStart.subject)
  start(@Payload() payload: unknown): Promise<{ authorizationUrl: string }> {
    const { userId, purpose } = parseOrThrow(IdentityRpc.eidStart.request, payload);
    return this.eid.start(userId, purpose);
  }

  @MessagePattern(IdentityRpc.eidComplete.subject)
  complete(@Payload() payload: unknown): Promise<{ proofId: string; purpose: EidPurpose }> {
    const { userId, ...response } = parseOrThrow(IdentityRpc.eidComplete.request, payload);
    return this.eid.complete(userId, response);
  }

  @MessagePattern(IdentityRpc.eidConsume.subject)
  consume(@Payload() payload: unknown): Promise<EidProof> {
    const { userId, proofId, purpose } = parseOrThrow(IdentityRpc.eidConsume.request, payload);
    return this.eid.consume(userId, proofId, purpose);
  }
}
