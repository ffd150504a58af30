import { ErrorCode, TemplateMessages } from '@avtalt/contracts';
import { DomainError } from '@avtalt/service-kit';
import { type LogicRule, validateRules } from '@avtalt/logic';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { LogicRuleEntity } from '../rules/logic-rule.entity';
import { toLogicQuestion, toLogicRule } from '../templates.mapper';
import { TopicEntity } from '../topics/topic.entity';
import { QuestionTemplateEntity } from './question-template.entity';

/** A topic with all its questions (sorted by order) and rules, loaded in one go. */
export interface TopicSnapshot {
  topic: TopicEntity;
  questions: QuestionTemplateEntity[];
  rules: LogicRuleEntity[];
}

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

/**
 * Checks rules against the questions as they would be (after an edit); refuses with the first
 * Norwegian message of the logic engine and every issue as details.
 */
export function assertRulesValid(
  questions: QuestionTemplateEntity[],
  rules: readonly (LogicRuleEntity | LogicRule)[],
): void {
  const issues = validateRules(
    questions.map(toLogicQuestion),
    rules.map((r) => ('topicId' in r ? toLogicRule(r) : r)),
  );
  if (issues.length > 0) {
    throw new DomainError(
      ErrorCode.ValidationFailed,
      issues[0].message,
      issues.map((i) => ({ path: i.field, message: i.message })),
    );
  }
}

/** Ids of questions that govern at least one rule (the 'Logikk' badge). */
export function questionsWithLogic(rules: readonly LogicRuleEntity[]): Set<string> {
  return new Set(rules.map((r) => r.questionId));
}
