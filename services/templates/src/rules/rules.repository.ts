import type { RequiredEntityData } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { QuestionTemplateEntity } from '../questions/question-template.entity';
import type { TopicSnapshot } from '../questions/topic-snapshot';
import { loadTopicForEdit, loadTopicSnapshot } from '../questions/topic-snapshot.repository';
import { LogicRuleEntity } from './logic-rule.entity';

/**
 * The reads and writes of the `logic_rules` table for {@link RulesService}. An edit runs in {@link transaction},
 * takes the rule's topic for edit (locked, a seeded topic marked edited) and ends with {@link save}, so a
 * refused rule writes nothing.
 */
export class RulesRepository {
  constructor(private readonly em: EntityManager) {}

  /** Runs `work` in one transaction on a fork of its own. */
  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.em.fork().transactional(work);
  }

  /** The question, or null; on a fork of its own unless `tx` is given. */
  findQuestion(id: string, tx: EntityManager = this.em.fork()): Promise<QuestionTemplateEntity | null> {
    return tx.findOne(QuestionTemplateEntity, { id });
  }

  /** The rules a question governs, in id order. */
  rulesOfQuestion(questionId: string): Promise<LogicRuleEntity[]> {
    return this.em.fork().find(LogicRuleEntity, { questionId }, { orderBy: { id: 'asc' } });
  }

  /** The topic with its questions and rules; 404 when there is no such topic. */
  snapshot(topicId: string): Promise<TopicSnapshot> {
    return loadTopicSnapshot(this.em.fork(), topicId);
  }

  /** The same, with the topic locked for `tx` and marked as edited when it is a seeded one. */
  snapshotForEdit(tx: EntityManager, topicId: string): Promise<TopicSnapshot> {
    return loadTopicForEdit(tx, topicId);
  }

  /** The rule, or null. */
  findRule(tx: EntityManager, id: string): Promise<LogicRuleEntity | null> {
    return tx.findOne(LogicRuleEntity, { id });
  }

  /** A new rule in `tx`, written by the next {@link save}. */
  create(tx: EntityManager, fields: RequiredEntityData<LogicRuleEntity>): LogicRuleEntity {
    return tx.create(LogicRuleEntity, fields);
  }

  /** Deletes the rule when `tx` commits. */
  remove(tx: EntityManager, rule: LogicRuleEntity): void {
    tx.remove(rule);
  }

  /** Writes every change made in `tx`. */
  async save(tx: EntityManager): Promise<void> {
    await tx.flush();
  }
}
