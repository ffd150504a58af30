import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { ChatMessageEntity } from './chat-message.entity';

/** A message to store; its id, `seq` and `createdAt` are given on insert. */
export type NewChatMessage = Pick<
  ChatMessageEntity,
  'agreementId' | 'userId' | 'userName' | 'content' | 'questionId'
>;

/** The `chat_messages` table through MikroORM. */
@Injectable()
export class ChatMessagesRepository {
  constructor(private readonly em: EntityManager) {}

  /** The agreement's latest `limit` messages, oldest first. */
  async latest(agreementId: string, limit: number): Promise<ChatMessageEntity[]> {
    const latest = await this.em
      .fork()
      .find(ChatMessageEntity, { agreementId }, { orderBy: { seq: 'desc' }, limit });
    return latest.reverse();
  }

  /**
   * Stores the message unless its author has `max` messages in the last `windowMs` already (null then).
   * Counted in the insert's transaction under an advisory lock on the author, so the limit holds across
   * every replica.
   */
  async insertWithinLimit(
    message: NewChatMessage,
    windowMs: number,
    max: number,
  ): Promise<ChatMessageEntity | null> {
    return this.em.fork().transactional(async (tx) => {
      // tx.execute runs inside this transaction, so the lock is held until it commits.
      await tx.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`chat:${message.userId}`]);
      const since = new Date(Date.now() - windowMs);
      const recent = await tx.count(ChatMessageEntity, { userId: message.userId, createdAt: { $gt: since } });
      if (recent >= max) return null;
      const entity = tx.create(ChatMessageEntity, message);
      tx.persist(entity);
      return entity;
    });
  }

  /** The messages the person wrote, oldest first (their data export, docs/data-rights.md). */
  async writtenBy(userId: string): Promise<Record<string, unknown>[]> {
    return this.em
      .fork()
      .getConnection()
      .execute(
        'select id, agreement_id, question_id, user_name, content, created_at from chat_messages where user_id = ? order by seq',
        [userId],
      );
  }

  /** Deletes the agreement's messages; how many there were. */
  async deleteAgreement(agreementId: string): Promise<number> {
    return this.em.fork().nativeDelete(ChatMessageEntity, { agreementId });
  }
}
