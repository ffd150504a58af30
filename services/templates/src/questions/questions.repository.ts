import type { RequiredEntityData } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { QuestionTemplateEntity } from './question-template.entity';
import type { TopicSnapshot } from './topic-snapshot';
import { loadTopicForEdit, loadTopicSnapshot } from './topic-snapshot.repository';

/**
 * The reads and writes of the `question_templates` table for {@link QuestionsService}. A topic's questions are
 * read as a {@link TopicSnapshot}; an edit runs in {@link transaction}, takes the topic for edit (locked, a seeded
 * topic marked edited), changes the loaded entities and ends with {@link save}, so a refused edit writes nothing.
 */
export class QuestionsRepository {
  constructor(private readonly em: EntityManager) {}

  /** Runs `work` in one transaction on a fork of its own. */
  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.em.fork().transactional(work);
  }

  /** The topic with its questions (in order) and rules; 404 when there is no such topic. */
  snapshot(topicId: string): Promise<TopicSnapshot> {
    return loadTopicSnapshot(this.em.fork(), topicId);
  }

  /** The same, with the topic locked for `tx` and marked as edited when it is a seeded one. */
  snapshotForEdit(tx: EntityManager, topicId: string): Promise<TopicSnapshot> {
    return loadTopicForEdit(tx, topicId);
  }

  /** The question, or null. */
  find(tx: EntityManager, id: string): Promise<QuestionTemplateEntity | null> {
    return tx.findOne(QuestionTemplateEntity, { id });
  }

  /** Whether a question (of any topic) has this id. */
  async idTaken(tx: EntityManager, id: string): Promise<boolean> {
    return (await tx.count(QuestionTemplateEntity, { id })) > 0;
  }

  /** A new question in `tx`, written by the next {@link save}. */
  create(tx: EntityManager, fields: RequiredEntityData<QuestionTemplateEntity>): QuestionTemplateEntity {
    return tx.create(QuestionTemplateEntity, fields);
  }

  /** Deletes the question at the next {@link save}; its rules go with it (FK cascade). */
  remove(tx: EntityManager, question: QuestionTemplateEntity): void {
    tx.remove(question);
  }

  /** Writes every change made in `tx`. */
  async save(tx: EntityManager): Promise<void> {
    await tx.flush();
  }
}
