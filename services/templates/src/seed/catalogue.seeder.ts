import { DEFAULT_TOPIC_DOCUMENT } from '@avtalt/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { CATALOGUE } from '../catalogue/catalogue.data';
import type { CatalogueTopic } from '../catalogue/catalogue.types';
import { QuestionTemplateEntity } from '../questions/question-template.entity';
import { LogicRuleEntity } from '../rules/logic-rule.entity';
import { TopicEntity } from '../topics/topic.entity';
import { middleGroundOf } from '../catalogue/middle-ground.data';
import { catalogueDocument, catalogueKeys, catalogueMiddleGrounds, catalogueRows, catalogueSigningNotes, catalogueUpgrade, type MiddleGroundSource } from './catalogue-rows.rules';
import { CatalogueSeedsRepository } from './catalogue-seeds.repository';

/**
 * The revision of the catalogue's stored fields. 2: the document fields (a topic's `document`, a
 * question's `section`, `fact` and `partyRoles`). 3: each seeded question's catalogue key (issue 19: the
 * middle-ground library is found by it). A topic seeded at an earlier revision is brought to this one
 * once ({@link catalogueUpgrade}, {@link catalogueKeys}).
 */
export const CATALOGUE_REVISION = 3;

export interface SeedResult {
  /** Catalogue topics installed now (new on this installation). */
  seeded: string[];
  /** Topics seeded before, whose untouched rows got the fields of a newer revision now. */
  upgraded: string[];
  /** Catalogue questions whose middle ground (never set) was filled from the library now. */
  middleGroundFilled: number;
  /** Issue 31: seeded catalogue topics that got the catalogue's signing notes now (they had none). */
  signingNotesFilled: string[];
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
  private readonly seeds: CatalogueSeedsRepository;

  constructor(private readonly em: EntityManager) {
    // The seeder's own SQL store (SQL only in repositories); made here, as the seeder is made by tests too.
    this.seeds = new CatalogueSeedsRepository(em);
  }

  async seed(catalogue: readonly CatalogueTopic[] = CATALOGUE, library: MiddleGroundSource = middleGroundOf): Promise<SeedResult> {
    const result: SeedResult = { seeded: [], upgraded: [], middleGroundFilled: 0, signingNotesFilled: [] };
    for (const entry of catalogue) {
      const outcome = await this.em.fork().transactional(async (em) => {
        if (await this.seeds.claim(entry.key, CATALOGUE_REVISION)) {
          this.insertTopic(em, entry, library);
          return 'seeded';
        }
        // The row is locked until commit: a replica starting at the same time waits, then finds it current.
        const revision = await this.seeds.lockRevision(em, entry.key);
        if (revision === undefined || revision >= CATALOGUE_REVISION) return 'current';
        await this.seeds.setRevision(em, entry.key, CATALOGUE_REVISION);
        return (await this.upgradeTopic(em, entry, revision)) ? 'upgraded' : 'current';
      });
      if (outcome === 'seeded') result.seeded.push(entry.key);
      if (outcome === 'upgraded') result.upgraded.push(entry.key);
    }
    result.middleGroundFilled = await this.fillMiddleGround(catalogue, library);
    result.signingNotesFilled = await this.fillSigningNotes(catalogue);
    return result;
  }

  /**
   * Issue 31: gives every seeded catalogue topic whose document has no `signingNotes` key the catalogue's
   * notes, on every start — so the notes reach installations seeded before them, and notes added to a topic
   * later reach them too. A document that has the key (notes an admin set through the API, even `[]`) is
   * never touched; a null document (the defaults) becomes the defaults with the notes. One statement,
   * idempotent, and safe with replicas (the condition is checked again under the row lock).
   */
  private async fillSigningNotes(catalogue: readonly CatalogueTopic[]): Promise<string[]> {
    const entries = catalogueSigningNotes(catalogue).map((e) => ({ topic_key: e.topicKey, signing_notes: e.signingNotes }));
    return this.seeds.fillSigningNotes(entries, DEFAULT_TOPIC_DOCUMENT);
  }

  /**
   * Issue 19: gives every seeded catalogue question whose middle ground was never set (null) the library's,
   * on every start — so alternatives added to the library reach existing installations. Idempotent, and
   * safe with replicas (`middle_ground is null` is checked again under the row lock); a question an admin
   * cleared (`[]`), rewrote (no catalogue key) or wrote holds something else and is never touched.
   */
  private async fillMiddleGround(catalogue: readonly CatalogueTopic[], library: MiddleGroundSource): Promise<number> {
    const entries = catalogueMiddleGrounds(catalogue, library).map((e) => ({ topic_key: e.topicKey, question_key: e.questionKey, middle_ground: e.middleGround }));
    return this.seeds.fillMiddleGround(entries);
  }

  private insertTopic(em: EntityManager, entry: CatalogueTopic, library: MiddleGroundSource): void {
    const topic = em.create(TopicEntity, {
      title: entry.title,
      description: entry.description,
      featured: entry.featured,
      isPublic: true,
      isCustom: false,
      catalogueKey: entry.key,
      document: catalogueDocument(entry),
    });
    const rows = catalogueRows(entry, undefined, library);
    for (const row of rows.templates) em.create(QuestionTemplateEntity, { ...row, topicId: topic.id });
    for (const row of rows.rules) em.create(LogicRuleEntity, { ...row, topicId: topic.id });
  }

  /**
   * Fills the newer fields of a topic seeded before them (from `revision`); false when it was deleted or
   * nothing changed. Revision 2: the document fields; revision 3: the questions' catalogue keys.
   */
  private async upgradeTopic(em: EntityManager, entry: CatalogueTopic, revision: number): Promise<boolean> {
    const topic = await em.findOne(TopicEntity, { catalogueKey: entry.key });
    if (!topic) return false;
    const templates = await em.find(QuestionTemplateEntity, { topicId: topic.id }, { orderBy: { order: 'asc', createdAt: 'asc' } });
    const byId = new Map(templates.map((t) => [t.id, t]));
    let changed = false;
    if (revision < 2) {
      const upgrade = catalogueUpgrade(entry, { document: topic.document, templates });
      for (const fields of upgrade.templates) Object.assign(byId.get(fields.id)!, fields);
      const documentChanged = topic.document === null && upgrade.document !== null;
      if (documentChanged) topic.document = upgrade.document;
      changed = documentChanged || upgrade.templates.length > 0;
    }
    if (revision < 3) {
      const keys = catalogueKeys(entry, templates);
      for (const { id, catalogueKey } of keys) byId.get(id)!.catalogueKey = catalogueKey;
      changed ||= keys.length > 0;
    }
    await em.flush();
    return changed;
  }
}
