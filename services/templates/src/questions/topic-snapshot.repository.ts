import { ErrorCode, TemplateMessages } from '@avtalt/contracts';
import { DomainError } from '@avtalt/service-kit';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { LogicRuleEntity } from '../rules/logic-rule.entity';
import { TopicEntity } from '../topics/topic.entity';
import { QuestionTemplateEntity } from './question-template.entity';
import type { TopicSnapshot } from './topic-snapshot';

/** The topic with its questions (in order) and rules, in `em`; locked for its transaction when asked. 404 when none. */
export async function loadTopicSnapshot(
  em: EntityManager,
  topicId: string,
  lock = false,
): Promise<TopicSnapshot> {
  const topic = await em.findOne(
    TopicEntity,
    { id: topicId },
    lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {},
  );
  if (!topic) throw new DomainError(ErrorCode.NotFound, TemplateMessages.topicNotFound);
  const [questions, rules] = await Promise.all([
    em.find(QuestionTemplateEntity, { topicId }, { orderBy: { order: 'asc', createdAt: 'asc' } }),
    em.find(LogicRuleEntity, { topicId }),
  ]);
  return { topic, questions, rules };
}

/**
 * The way every admin write reaches a topic's rows (its questions, rules, own fields, or a regeneration): the
 * topic locked for the transaction and, when it is a seeded catalogue topic, marked as edited
 * (docs/catalogue-versions.md) — the seeder then offers catalogue updates instead of applying them. The mark
 * is flushed with the write itself, so a refused write leaves none; a repeated write keeps the first time.
 */
export async function loadTopicForEdit(em: EntityManager, topicId: string): Promise<TopicSnapshot> {
  const snapshot = await loadTopicSnapshot(em, topicId, true);
  if (snapshot.topic.catalogueKey !== null && snapshot.topic.catalogueEditedAt === null)
    snapshot.topic.catalogueEditedAt = new Date();
  return snapshot;
}
