import type { TopicDocument } from '@avtalt/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { lockOwner } from '../limits/owner-lock.repository';
import { loadTopicForEdit } from '../questions/topic-snapshot.repository';
import { TopicEntity } from './topic.entity';

/** The fields of a new topic row; the rest take the table's defaults. */
export interface NewTopic {
  title: string;
  description: string;
  featured: boolean;
  isPublic: boolean;
  isCustom: boolean;
  createdBy: string;
  document: TopicDocument | null;
}

/**
 * The reads and writes of the `topics` table for {@link TopicsService}, and the question counts its lists show.
 * Reads run on a fork of their own; a write that must be whole runs in {@link transaction}, and the methods that
 * take a `tx` run inside it.
 */
export class TopicsRepository {
  constructor(private readonly em: EntityManager) {}

  /** Runs `work` in one transaction on a fork of its own. */
  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.em.fork().transactional(work);
  }

  /** Every topic, with the number of questions of every topic that has any. */
  async allWithCounts(): Promise<{ topics: TopicEntity[]; counts: Map<string, number> }> {
    const em = this.em.fork();
    const [topics, counts] = await Promise.all([em.find(TopicEntity, {}), questionCounts(em)]);
    return { topics, counts };
  }

  /** The public topics (only the featured ones when asked), with the question counts. */
  async publicWithCounts(
    featuredOnly: boolean,
  ): Promise<{ topics: TopicEntity[]; counts: Map<string, number> }> {
    const em = this.em.fork();
    const [topics, counts] = await Promise.all([
      em.find(TopicEntity, featuredOnly ? { isPublic: true, featured: true } : { isPublic: true }),
      questionCounts(em),
    ]);
    return { topics, counts };
  }

  /** The topic, or null; in `tx` when given. */
  find(id: string, tx: EntityManager = this.em.fork()): Promise<TopicEntity | null> {
    return tx.findOne(TopicEntity, { id });
  }

  /** The topic locked for `tx`, marked as edited when it is a seeded one (`loadTopicForEdit`). */
  async findForEdit(tx: EntityManager, id: string): Promise<TopicEntity> {
    return (await loadTopicForEdit(tx, id)).topic;
  }

  /**
   * How many custom topics the user created since `since`, counted under the user's advisory lock, which `tx`
   * holds until it ends: the count and the insert that follows are exact under parallel requests.
   */
  async lockAndCountCustomSince(tx: EntityManager, userId: string, since: Date): Promise<number> {
    await lockOwner(tx, 'topics', userId);
    const [{ n }] = await tx.execute<{ n: number }[]>(
      'select count(*)::int as n from topics where created_by = ? and is_custom and created_at > ?',
      [userId, since],
    );
    return n;
  }

  /** Inserts the topic in `tx`. */
  async insert(tx: EntityManager, fields: NewTopic): Promise<TopicEntity> {
    const topic = tx.create(TopicEntity, fields);
    await tx.flush();
    return topic;
  }

  /** Writes the changes made to the topics loaded in `tx`. */
  async save(tx: EntityManager): Promise<void> {
    await tx.flush();
  }

  /** Deletes the topic; its templates and rules go with it (FK cascade). False when there is none. */
  async delete(id: string): Promise<boolean> {
    const em = this.em.fork();
    const topic = await em.findOne(TopicEntity, { id });
    if (!topic) return false;
    await em.removeAndFlush(topic);
    return true;
  }
}

/** The number of questions of every topic that has any (one grouped query). */
async function questionCounts(em: EntityManager): Promise<Map<string, number>> {
  const rows = await em.execute<{ topicId: string; n: number }[]>(
    'select topic_id as "topicId", count(*)::int as n from question_templates group by topic_id',
  );
  return new Map(rows.map((r) => [r.topicId, r.n]));
}
