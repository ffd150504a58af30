import { Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

@Entity({ tableName: 'chat_messages' })
@Index({ name: 'chat_messages_room_idx', properties: ['agreementId', 'seq'] })
@Index({ name: 'chat_messages_author_idx', properties: ['userId', 'createdAt'] })
export class ChatMessageEntity {
  [OptionalProps]?: 'seq' | 'createdAt' | 'questionId';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** Order of arrival: two messages in the same millisecond still have a fixed order. */
  @Property({ type: 'bigint', autoincrement: true, persist: false })
  seq!: string;

  @Property({ type: 'uuid' })
  agreementId!: string;

  @Property({ type: 'string', length: 64 })
  userId!: string;

  /** As long as registration allows (FULL_NAME_MAX, 201). */
  @Property({ type: 'string', length: 201 })
  userName!: string;

  @Property({ type: 'text' })
  content!: string;

  /** Issue 19: the agreement's question the message is about (checked with agreements), or null. */
  @Property({ type: 'uuid', nullable: true })
  questionId: string | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}
