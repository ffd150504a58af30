import { agreementUpdatedEventSchema, AgreementsSubjects, ChatSubjects, openChatRoomSchema, postChatMessageSchema } from '@avtalt/contracts';
import { parseOrThrow } from '@avtalt/service-kit';
import { Controller, Logger } from '@nestjs/common';
import { EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import { ChatService } from './chat.service';

/** NATS handlers: validate each message with its contract, hand it to the service. */
@Controller()
export class ChatController {
  private readonly logger = new Logger(ChatController.name);

  constructor(private readonly chat: ChatService) {}

  @MessagePattern(ChatSubjects.open)
  open(@Payload() payload: unknown) {
    const { agreementId, withHistory } = parseOrThrow(openChatRoomSchema, payload);
    return this.chat.open(agreementId, withHistory);
  }

  @MessagePattern(ChatSubjects.post)
  post(@Payload() payload: unknown) {
    return this.chat.post(parseOrThrow(postChatMessageSchema, payload));
  }

  @EventPattern(AgreementsSubjects.updated)
  async agreementUpdated(@Payload() payload: unknown): Promise<void> {
    const event = agreementUpdatedEventSchema.safeParse(payload);
    if (!event.success) return this.logger.warn(`ignored a malformed ${AgreementsSubjects.updated} event`);
    await this.chat.agreementUpdated(event.data.agreementId);
  }
}
