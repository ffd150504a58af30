import {
  agreementUpdatedEventSchema,
  AgreementsSubjects,
  ChatRpc,
  ForgetRpc,
  PersonDataRpc,
} from '@avtalt/contracts';
import { parseOrThrow } from '@avtalt/service-kit';
import { Controller, Logger } from '@nestjs/common';
import { EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import { ChatMessagesRepository } from './chat-messages.repository';
import { ChatService } from './chat.service';

/** NATS handlers: validate each message with its contract, hand it to the service. */
@Controller()
export class ChatController {
  private readonly logger = new Logger(ChatController.name);

  constructor(
    private readonly chat: ChatService,
    private readonly messages: ChatMessagesRepository,
  ) {}

  /** The messages the person wrote, for their data export (docs/data-rights.md). */
  @MessagePattern(PersonDataRpc.chat.subject)
  async personData(@Payload() payload: unknown) {
    const { userId } = parseOrThrow(PersonDataRpc.chat.request, payload);
    return { tables: { chat_messages: await this.messages.writtenBy(userId) } };
  }

  /** A deleted account's messages lose the name or go, as they chose (asked by the privacy service only). */
  @MessagePattern(ForgetRpc.chat.subject)
  async forget(@Payload() payload: unknown) {
    const { userId, chatMessages, deletedAgreementIds } = parseOrThrow(ForgetRpc.chat.request, payload);
    return { counts: await this.messages.forget(userId, chatMessages, deletedAgreementIds) };
  }

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
