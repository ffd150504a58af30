import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import type { QuestionType } from '@avtalt/contracts';
import { randomUUID } from 'node:crypto';

@Entity({ tableName: 'question_templates' })
export class QuestionTemplateEntity {
  [OptionalProps]?: 'options' | 'description' | 'required' | 'clauseYes' | 'clauseNo' | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** FK to topics with ON DELETE CASCADE (migration). */
  @Property({ type: 'uuid', index: true })
  topicId!: string;

  @Property({ type: 'string', length: 500 })
  text!: string;

  @Property({ type: 'string', length: 20 })
  type!: QuestionType;

  @Property({ type: 'json', nullable: true })
  options: string[] | null = null;

  /** Stored as an integer, exposed as a string (admin spec §3). */
  @Property({ type: 'integer', fieldName: 'position' })
  order!: number;

  @Property({ type: 'text', nullable: true })
  description: string | null = null;

  @Property({ type: 'boolean' })
  required = false;

  @Property({ type: 'text', nullable: true })
  clauseYes: string | null = null;

  @Property({ type: 'text', nullable: true })
  clauseNo: string | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}
