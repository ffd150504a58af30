import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import type { CatalogueTopic } from '../catalogue/catalogue.types';
import { QuestionTemplateEntity } from '../questions/question-template.entity';
import { LogicRuleEntity } from '../rules/logic-rule.entity';
import { TopicEntity } from '../topics/topic.entity';
import { catalogueDocument, catalogueRows, type MiddleGroundSource } from './catalogue-rows.rules';
import { replaceIds, type StoredTopicRows } from './catalogue-version.rules';

/** A seeded topic's rows, loaded for an update in the caller's transaction. */
export interface SeededTopic {
  topic: TopicEntity;
  questions: QuestionTemplateEntity[];
  rules: LogicRuleEntity[];
}

/**
 * The stored topic of a catalogue key with its questions and rules, the topic's row locked until the
 * transaction ends (an admin's write waits, and then finds the update done); undefined when it was deleted.
 */
export async function loadSeededTopic(
  em: EntityManager,
  catalogueKey: string,
): Promise<SeededTopic | undefined> {
  const topic = await em.findOne(TopicEntity, { catalogueKey }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!topic) return undefined;
  const [questions, rules] = await Promise.all([
    em.find(QuestionTemplateEntity, { topicId: topic.id }, { orderBy: { order: 'asc', createdAt: 'asc' } }),
    em.find(LogicRuleEntity, { topicId: topic.id }),
  ]);
  return { topic, questions, rules };
}

/** The rows of a seeded topic as the version rules read them. */
export function storedRows({ topic, questions, rules }: SeededTopic): StoredTopicRows {
  return {
    title: topic.title,
    description: topic.description,
    document: topic.document,
    questions: questions as unknown as StoredTopicRows['questions'],
    rules,
  };
}

/**
 * Replaces a seeded topic's content with the catalogue's (docs/catalogue-versions.md), in the caller's
 * transaction: a question the catalogue still has (by catalogue key) keeps its id and gets every field of the
 * catalogue's row; the catalogue's new questions are inserted; every other question (removed from the
 * catalogue, or written by an admin) is deleted; the rules are replaced; the title, description and document
 * (with its signing notes) become the catalogue's. The edit mark is cleared. `featured` stays: placement on
 * the front page is the installation's choice. Agreements are not touched: each copied its questions when it
 * was made.
 */
export function replaceWithCatalogue(
  em: EntityManager,
  seeded: SeededTopic,
  entry: CatalogueTopic,
  library: MiddleGroundSource,
): void {
  const { topic } = seeded;
  const rows = catalogueRows(entry, randomUUID, library);
  const byKey = new Map(
    seeded.questions.filter((q) => q.catalogueKey !== null).map((q) => [q.catalogueKey!, q]),
  );
  // A kept question keeps its stored id; fields naming questions (value checks) name them by the final ids.
  const idOf = new Map(rows.templates.map((row) => [row.id, byKey.get(row.catalogueKey)?.id ?? row.id]));
  const kept = new Set<QuestionTemplateEntity>();
  for (const row of rows.templates) {
    const present = byKey.get(row.catalogueKey);
    const { id, ...fields } = replaceIds(row, idOf);
    if (present) {
      // Catalogue questions are never required; an admin's `required` goes with the rest of their changes.
      Object.assign(present, fields, { required: false });
      kept.add(present);
    } else {
      em.create(QuestionTemplateEntity, { ...fields, id, topicId: topic.id });
    }
  }
  for (const rule of seeded.rules) em.remove(rule);
  for (const question of seeded.questions) if (!kept.has(question)) em.remove(question);
  for (const rule of rows.rules) {
    em.create(LogicRuleEntity, {
      ...rule,
      id: randomUUID(),
      topicId: topic.id,
      questionId: idOf.get(rule.questionId)!,
      sourceQuestionId: idOf.get(rule.sourceQuestionId)!,
    });
  }
  topic.title = entry.title;
  topic.description = entry.description;
  topic.document = catalogueDocument(entry);
  topic.catalogueEditedAt = null;
}
