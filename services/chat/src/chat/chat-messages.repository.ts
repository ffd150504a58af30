import { type ChatChoice, FORMER_PARTICIPANT } from '@avtalt/contracts';
import { placeholders, sqlOf } from '@avtalt/service-kit';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
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

  /**
   * Forgets the author of a deleted account (docs/data-rights.md): their messages keep the text under
   * «Tidligere deltaker» (the discussion still reads for the others) or go, as they chose; the messages of
   * agreements that were deleted with the account go. Counts only.
   */
  async forget(
    userId: string,
    choice: ChatChoice,
    deletedAgreementIds: readonly string[],
  ): Promise<Record<string, number>> {
    const sql = sqlOf(this.em.fork().getConnection());
    const count = async (query: string, params: unknown[]) =>
      (await sql.execute<unknown[]>(query, params)).length;
    const ofDeleted =
      deletedAgreementIds.length === 0
        ? 0
        : await count(
            `delete from chat_messages where agreement_id in (${placeholders(deletedAgreementIds)}) returning 1`,
            [...deletedAgreementIds],
          );
    const theirs =
      choice === 'delete'
        ? await count('delete from chat_messages where user_id = ? returning 1', [userId])
        : await count('update chat_messages set user_id = ?, user_name = ? where user_id = ? returning 1', [
            randomUUID(),
            FORMER_PARTICIPANT,
            userId,
          ]);
    return { chat_messages_of_deleted_agreements: ofDeleted, [`chat_messages_${choice}d`]: theirs };
  }
}
