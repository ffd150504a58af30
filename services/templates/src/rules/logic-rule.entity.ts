import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import type { LogicRuleDto } from '@avtalt/contracts';
import { randomUUID } from 'node:crypto';

/** The question ids are FKs to question_templates with ON DELETE CASCADE (migration). */
@Entity({ tableName: 'logic_rules' })
export class LogicRuleEntity {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid', index: true })
  topicId!: string;

  @Property({ type: 'uuid', index: true })
  questionId!: string;

  @Property({ type: 'uuid' })
  sourceQuestionId!: string;

  @Property({ type: 'string', length: 20 })
  operator!: LogicRuleDto['operator'];

  @Property({ type: 'json', nullable: true })
  value!: LogicRuleDto['value'];

  @Property({ type: 'string', length: 20 })
  action!: LogicRuleDto['action'];

  @Property({ type: 'uuid', nullable: true })
  targetQuestionId: string | null = null;
}
