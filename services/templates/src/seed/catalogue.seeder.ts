import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { CATALOGUE } from '../catalogue/catalogue.data';
import type { CatalogueTopic } from '../catalogue/catalogue.types';
import { QuestionTemplateEntity } from '../questions/question-template.entity';
import { LogicRuleEntity } from '../rules/logic-rule.entity';
import { TopicEntity } from '../topics/topic.entity';
import { catalogueDocument, catalogueRows, catalogueUpgrade } from './catalogue-rows.rules';

/**
 * The revision of the catalogue's stored fields. 2: the document fields (a topic's `document`, a
 * question's `section`, `fact` and `partyRoles`). A topic seeded at an earlier revision is brought to
 * this one once ({@link catalogueUpgrade}).
 */
export const CATALOGUE_REVISION = 2;

export interface SeedResult {
  /** Catalogue topics installed now (new on this installation). */
  seeded: string[];
  /** Topics seeded before, whose untouched rows got the fields of a newer revision now. */
  upgraded: string[];
}

/**
 * Installs the topic catalogue. Each catalogue topic is seeded once, ever: its key is recorded in
 * catalogue_seeds, so an admin's edits (or deletion) are never overwritten, and replicas starting
 * together do not seed twice. A topic added to the catalogue later is seeded on an existing installation
 * at its next start (by its key). A topic seeded at an older {@link CATALOGUE_REVISION} gets the newer
 * fields once, where no one has set them (docs/legal-document.md, "Existing installations"); the
 * revision is claimed in catalogue_seeds the same way, so this too happens once across replicas.
 */
@Injectable()
export class CatalogueSeeder {
  constructor(private readonly em: EntityManager) {}

  async seed(catalogue: readonly CatalogueTopic[] = CATALOGUE): Promise<SeedResult> {
    const result: SeedResult = { seeded: [], upgraded: [] };
    for (const entry of catalogue) {
      const outcome = await this.em.fork().transactional(async (em) => {
        const connection = em.getConnection();
        const claimed = await connection.execute<{ key: string }[]>(
          'insert into catalogue_seeds (key, seeded_at, revision) values (?, now(), ?) on conflict (key) do nothing returning key',
          [entry.key, CATALOGUE_REVISION],
        );
        if (claimed.length > 0) {
          this.insertTopic(em, entry);
          return 'seeded';
        }
        const outdated = await connection.execute<{ key: string }[]>(
          'update catalogue_seeds set revision = ? where key = ? and revision < ? returning key',
          [CATALOGUE_REVISION, entry.key, CATALOGUE_REVISION],
        );
        if (outdated.length === 0) return 'current';
        return (await this.upgradeTopic(em, entry)) ? 'upgraded' : 'current';
      });
      if (outcome === 'seeded') result.seeded.push(entry.key);
      if (outcome === 'upgraded') result.upgraded.push(entry.key);
    }
    return result;
  }

  private insertTopic(em: EntityManager, entry: CatalogueTopic): void {
    const topic = em.create(TopicEntity, {
      title: entry.title,
      description: entry.description,
      featured: entry.featured,
      isPublic: true,
      isCustom: false,
      catalogueKey: entry.key,
      document: catalogueDocument(entry),
    });
    const rows = catalogueRows(entry);
    for (const row of rows.templates) em.create(QuestionTemplateEntity, { ...row, topicId: topic.id });
    for (const row of rows.rules) em.create(LogicRuleEntity, { ...row, topicId: topic.id });
  }

  /** Fills the newer fields of a topic seeded before them; false when it was deleted or nothing changed. */
  private async upgradeTopic(em: EntityManager, entry: CatalogueTopic): Promise<boolean> {
    const topic = await em.findOne(TopicEntity, { catalogueKey: entry.key });
    if (!topic) return false;
    const templates = await em.find(QuestionTemplateEntity, { topicId: topic.id }, { orderBy: { order: 'asc', createdAt: 'asc' } });
    const upgrade = catalogueUpgrade(entry, { document: topic.document, templates });
    const byId = new Map(templates.map((t) => [t.id, t]));
    for (const fields of upgrade.templates) Object.assign(byId.get(fields.id)!, fields);
    const documentChanged = topic.document === null && upgrade.document !== null;
    if (documentChanged) topic.document = upgrade.document;
    await em.flush();
    return documentChanged || upgrade.templates.length > 0;
  }
}
