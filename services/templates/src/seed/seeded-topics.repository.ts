import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import type { CatalogueTopic } from '../catalogue/catalogue.types';
import { QuestionTemplateEntity } from '../questions/question-template.entity';
import { LogicRuleEntity } from '../rules/logic-rule.entity';
import { TopicEntity } from '../topics/topic.entity';
import type { SeededTopic } from './catalogue-update';
import { catalogueRows, type MiddleGroundSource } from './catalogue-rows.rules';
import { replaceIds } from './catalogue-version.rules';

/**
 * The topic, question and rule rows of the catalogue's topics for {@link CatalogueSeeder} (and a catalogue
 * update's replacement for the catalogue-updates repository). Each catalogue topic is seeded in one
 * {@link transaction}; the methods that take a `tx` run inside it, and what they create or change is written
 * by {@link save} or when the transaction commits.
 */
export class SeededTopicsRepository {
  constructor(private readonly em: EntityManager) {}

  /** Runs `work` in one transaction on a fork of its own. */
  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.em.fork().transactional(work);
  }

  /** The seeded topic of `key` with its questions and rules, locked for `tx` (undefined: none). */
  lockSeeded(tx: EntityManager, key: string): Promise<SeededTopic | undefined> {
    return loadSeededTopic(tx, key);
  }

  /** Replaces the seeded topic's content by the catalogue's ({@link replaceWithCatalogue}) and writes it. */
  async replace(
    tx: EntityManager,
    seeded: SeededTopic,
    entry: CatalogueTopic,
    library: MiddleGroundSource,
  ): Promise<void> {
    replaceWithCatalogue(tx, seeded, entry, library);
    await tx.flush();
  }

  /** The catalogue topic's new topic, questions and rules in `tx`, written when it commits. */
  insert(tx: EntityManager, entry: CatalogueTopic, library: MiddleGroundSource): void {
    const rows = catalogueRows(entry, undefined, library);
    const topic = tx.create(TopicEntity, {
      title: entry.title,
      description: entry.description,
      featured: entry.featured,
      isPublic: true,
      isCustom: false,
      catalogueKey: entry.key,
      document: rows.document,
    });
    for (const row of rows.templates) tx.create(QuestionTemplateEntity, { ...row, topicId: topic.id });
    for (const row of rows.rules) tx.create(LogicRuleEntity, { ...row, topicId: topic.id });
  }

  /** The stored topic of `key` with its questions in order, unlocked (undefined: deleted). */
  async withTemplates(
    tx: EntityManager,
    key: string,
  ): Promise<{ topic: TopicEntity; templates: QuestionTemplateEntity[] } | undefined> {
    const topic = await tx.findOne(TopicEntity, { catalogueKey: key });
    if (!topic) return undefined;
    const templates = await tx.find(
      QuestionTemplateEntity,
      { topicId: topic.id },
      { orderBy: { order: 'asc', createdAt: 'asc' } },
    );
    return { topic, templates };
  }

  /** Writes every change made in `tx`. */
  async save(tx: EntityManager): Promise<void> {
    await tx.flush();
  }
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
  // The document's obligation rules name the questions by their final ids, as the value checks do.
  topic.document = replaceIds(rows.document, idOf);
  topic.catalogueEditedAt = null;
}
