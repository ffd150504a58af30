import {
  AgreementsRpc,
  CHAT_HISTORY_LIMIT,
  type ChatMessage,
  type ChatRoomEvent,
  ChatSubjects,
  ChatTexts,
  ErrorCode,
  type PostChatMessage,
} from '@avtalt/contracts';
import { DomainError, publishJson, rpcRequest } from '@avtalt/service-kit';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import { CHAT_CONFIG, type ChatConfig } from '../config/chat.config';
import { AgreementExistenceCache } from './agreement-existence';
import type { ChatMessageEntity } from './chat-message.entity';
import { ChatMessagesRepository } from './chat-messages.repository';

export const NATS_CLIENT = Symbol('NATS_CLIENT');

export function toChatMessage(entity: ChatMessageEntity): ChatMessage {
  return {
    id: entity.id,
    agreementId: entity.agreementId,
    userId: entity.userId,
    userName: entity.userName,
    content: entity.content,
    createdAt: entity.createdAt.toISOString(),
    questionId: entity.questionId,
  };
}

@Injectable()
export class ChatService {
  private readonly logger = new Logger(ChatService.name);
  private readonly existing: AgreementExistenceCache;

  constructor(
    private readonly messages: ChatMessagesRepository,
    @Inject(NATS_CLIENT) private readonly nats: ClientProxy,
    @Inject(CHAT_CONFIG) private readonly config: ChatConfig,
  ) {
    this.existing = new AgreementExistenceCache(config.AGREEMENT_EXISTS_CACHE_MS);
  }

  /** Checks the agreement and returns its latest messages, oldest first (none when `withHistory` is false). */
  async open(agreementId: string, withHistory: boolean): Promise<{ messages: ChatMessage[] }> {
    await this.requireAgreement(agreementId);
    if (!withHistory) return { messages: [] };
    const latest = await this.messages.latest(agreementId, CHAT_HISTORY_LIMIT);
    return { messages: latest.map(toChatMessage) };
  }

  /**
   * Stores a message and fans it out to the agreement's room. The per-user limit is counted in the
   * same transaction as the insert, under a lock on the user, so it holds across every replica.
   */
  async post({ agreementId, author, content, questionId }: PostChatMessage): Promise<ChatMessage> {
    await this.requireWriter(agreementId, author.id, questionId ?? undefined);
    const message = await this.messages.insertWithinLimit(
      { agreementId, userId: author.id, userName: author.name, content, questionId: questionId ?? null },
      this.config.CHAT_RATE_WINDOW_MS,
      this.config.CHAT_RATE_LIMIT,
    );
    if (!message) throw new DomainError(ErrorCode.RateLimited, ChatTexts.rateLimited);
    const chatMessage = toChatMessage(message);
    await this.publish(agreementId, { type: 'message', message: chatMessage });
    return chatMessage;
  }

  /** `agreement.updated` reaches the browsers of the room as `agreement_updated`. */
  async agreementUpdated(agreementId: string): Promise<void> {
    await this.publish(agreementId, { type: 'agreement_updated', agreementId });
  }

  /** Forgets that the agreement exists (every replica hears of a deletion). */
  forgetAgreement(agreementId: string): void {
    this.existing.forget(agreementId);
  }

  /** A deleted agreement's discussion goes with it (idempotent: the event may come twice). */
  async agreementDeleted(agreementId: string): Promise<void> {
    this.existing.forget(agreementId);
    const removed = await this.messages.deleteAgreement(agreementId);
    this.logger.log(`agreement ${agreementId} deleted: ${removed} chat messages removed`);
  }

  private async requireAgreement(agreementId: string): Promise<void> {
    if (this.existing.has(agreementId)) return;
    const { exists } = await rpcRequest(this.nats, AgreementsRpc.exists, { agreementId });
    if (!exists) throw new DomainError(ErrorCode.NotFound, ChatTexts.agreementNotFound);
    this.existing.remember(agreementId);
  }

  /**
   * Asked of agreements at every message, not cached: the agreement exists; a message tagged with a
   * question names one of its questions (questions are added by a settled proposal); and the author is not
   * an observer (they read the discussion, never write in it; they may have accepted a moment ago).
   */
  private async requireWriter(agreementId: string, authorId: string, questionId?: string): Promise<void> {
    const { exists, questionExists, observer } = await rpcRequest(this.nats, AgreementsRpc.exists, {
      agreementId,
      userId: authorId,
      ...(questionId ? { questionId } : {}),
    });
    if (!exists) throw new DomainError(ErrorCode.NotFound, ChatTexts.agreementNotFound);
    this.existing.remember(agreementId);
    if (observer === true) throw new DomainError(ErrorCode.ObserverReadOnly, ChatTexts.observerReadOnly);
    if (questionId && questionExists !== true)
      throw new DomainError(ErrorCode.ValidationFailed, ChatTexts.invalidQuestionId);
  }

  private async publish(agreementId: string, event: ChatRoomEvent): Promise<void> {
    await publishJson(this.nats, ChatSubjects.room(agreementId), event);
  }
}
