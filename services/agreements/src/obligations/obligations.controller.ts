import { AgreementsRpc } from '@avtalt/contracts';
import { parseOrThrow } from '@avtalt/service-kit';
import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ObligationsService } from './obligations.service';

/** The payment schedule's requests (docs/obligations.md). */
@Controller()
export class ObligationsController {
  constructor(private readonly obligations: ObligationsService) {}

  @MessagePattern(AgreementsRpc.obligations.subject)
  view(@Payload() payload: unknown) {
    const { caller, agreementId } = parseOrThrow(AgreementsRpc.obligations.request, payload);
    return this.obligations.view(caller, agreementId);
  }

  @MessagePattern(AgreementsRpc.obligationStatement.subject)
  statement(@Payload() payload: unknown) {
    const { caller, agreementId } = parseOrThrow(AgreementsRpc.obligationStatement.request, payload);
    return this.obligations.statement(caller, agreementId);
  }

  @MessagePattern(AgreementsRpc.recordPayment.subject)
  record(@Payload() payload: unknown) {
    const { caller, agreementId, itemId, body } = parseOrThrow(AgreementsRpc.recordPayment.request, payload);
    return this.obligations.record(caller, agreementId, itemId, body.step);
  }
}
