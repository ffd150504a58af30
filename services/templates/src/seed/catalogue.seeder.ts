import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { CATALOGUE } from '../catalogue/catalogue.data';
import type { CatalogueTopic } from '../catalogue/catalogue.types';
import { QuestionTemplateEntity } from '../questions/question-template.entity';
import { LogicRuleEntity } from '../rules/logic-rule.entity';
import { TopicEntity } from '../topics/topic.entity';

/**
 * Installs the topic catalogue. Each catalogue topic is seeded once, ever: its key is recorded in
 * catalogue_seeds, so an admin's edits (or deletion) are never overwritten, and replicas starting
 * together do not seed twice.
 */
@Injectable()
export class CatalogueSeeder {
  constructor(private readonly em: EntityManager) {}

  async seed(catalogue: readonly CatalogueTopic[] = CATALOGUE): Promise<string[]> {
    const seeded: string[] = [];
    for (const entry of catalogue) {
      const inserted = await this.em.fork().transactional(async (em) => {
        const claimed = await em
          .getConnection()
          .execute<{ key: string }[]>(
            'insert into catalogue_seeds (key, seeded_at) values (?, now()) on conflict (key) do nothing returning key',
            [entry.key],
          );
        if (claimed.length === 0) return false;
        this.insertTopic(em, entry);
        return true;
      });
      if (inserted) seeded.push(entry.key);
    }
    return seeded;
  }

  private insertTopic(em: EntityManager, entry: CatalogueTopic): void {
    const topic = em.create(TopicEntity, {
      title: entry.title,
      description: entry.description,
      featured: entry.featured,
      isPublic: true,
      isCustom: false,
      catalogueKey: entry.key,
    });
    const idByKey = new Map(entry.questions.map((q) => [q.key, randomUUID()]));
    entry.questions.forEach((q, index) => {
      em.create(QuestionTemplateEntity, {
        id: idByKey.get(q.key)!,
        topicId: topic.id,
        text: q.text,
        type: 'yes_no',
        order: index + 1,
        description: q.description ?? null,
        clauseYes: q.clauseYes,
        clauseNo: q.clauseNo,
      });
    });
    for (const q of entry.questions) {
      if (!q.showIf) continue;
      em.create(LogicRuleEntity, {
        topicId: topic.id,
        questionId: idByKey.get(q.key)!,
        sourceQuestionId: idByKey.get(q.showIf.questionKey)!,
        operator: 'equals',
        value: q.showIf.equals,
        action: 'show',
        targetQuestionId: null,
      });
    }
  }
}
