import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { CATALOGUE } from '../catalogue/catalogue.data';
import type { CatalogueTopic } from '../catalogue/catalogue.types';
import { QuestionTemplateEntity } from '../questions/question-template.entity';
import { LogicRuleEntity } from '../rules/logic-rule.entity';
import { TopicEntity } from '../topics/topic.entity';
import { catalogueRows } from './catalogue-rows.rules';

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
    const rows = catalogueRows(entry);
    for (const row of rows.templates) em.create(QuestionTemplateEntity, { ...row, topicId: topic.id });
    for (const row of rows.rules) em.create(LogicRuleEntity, { ...row, topicId: topic.id });
  }
}

