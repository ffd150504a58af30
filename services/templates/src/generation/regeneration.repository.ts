import { generatedRules, templateFieldsOf, type GeneratedQuestion } from '@avtalt/contracts';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { QuestionTemplateEntity } from '../questions/question-template.entity';
import { loadTopicForEdit, loadTopicSnapshot } from '../questions/topic-snapshot.repository';
import { LogicRuleEntity } from '../rules/logic-rule.entity';
import type { TopicEntity } from '../topics/topic.entity';

/**
 * The reads and writes of a topic's regeneration for {@link GenerationService}: the topic it starts from, and
 * the replacement of the topic's templates and rules by the generated questions in one transaction.
 */
export class RegenerationRepository {
  constructor(private readonly em: EntityManager) {}

  /** The topic, on a fork of its own; 404 when there is no such topic. */
  async topic(topicId: string): Promise<TopicEntity> {
    return (await loadTopicSnapshot(this.em.fork(), topicId)).topic;
  }

  /**
   * In one transaction: the topic taken for edit (locked, a seeded topic marked edited; 404 when it is gone),
   * its rules and templates deleted, and the generated questions inserted as templates of their types, in their
   * order, with the rules of their conditions.
   */
  async replaceQuestions(topicId: string, generated: readonly GeneratedQuestion[]): Promise<void> {
    await this.em.fork().transactional(async (em) => {
      await loadTopicForEdit(em, topicId);
      await em.nativeDelete(LogicRuleEntity, { topicId });
      await em.nativeDelete(QuestionTemplateEntity, { topicId });
      const ids = generated.map(() => randomUUID());
      generated.forEach((q, index) =>
        em.create(QuestionTemplateEntity, {
          id: ids[index],
          topicId,
          order: index + 1,
          ...templateFieldsOf(q),
        }),
      );
      for (const rule of generatedRules(generated, ids, randomUUID))
        em.create(LogicRuleEntity, { ...rule, topicId });
    });
  }
}
