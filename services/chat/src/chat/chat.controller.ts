import { agreementUpdatedEventSchema, AgreementsSubjects, ChatRpc } from '@avtalt/contracts';
import { parseOrThrow } from '@avtalt/service-kit';
import { Controller, Logger } from '@nestjs/common';
import { EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import { ChatService } from './chat.service';

/** NATS handlers: validate each message with its contract, hand it to the service. */
@Controller()
export class ChatController {
  private readonly logger = new Logger(ChatController.name);

  constructor(private readonly chat: ChatService) {}

  @MessagePattern(ChatRpc.open.subject)
  open(@Payload() payload: unknown) {
    const { agreementId, withHistory } = parseOrThrow(ChatRpc.open.request, payload);
    return this.chat.open(agreementId, withHistory);
  }

  @MessagePattern(ChatRpc.post.subject)
  post(@Payload() payload: unknown) {
    return this.chat.post(parseOrThrow(ChatRpc.post.request, payload));
  }

  @EventPattern(AgreementsSubjects.updated)
  async agreementUpdated(@Payload() payload: unknown): Promise<void> {
    const event = agreementUpdatedEventSchema.safeParse(payload);
    if (!event.success) return this.logger.warn(`ignored a malformed ${AgreementsSubjects.updated} event`);
    await this.chat.agreementUpdated(event.data.agreementId);
  }
}
