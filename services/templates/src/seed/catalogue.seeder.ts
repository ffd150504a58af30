import { DEFAULT_TOPIC_DOCUMENT } from '@avtalt/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { CATALOGUE } from '../catalogue/catalogue.data';
import type { CatalogueTopic } from '../catalogue/catalogue.types';
import { middleGroundOf } from '../catalogue/middle-ground.rules';
import {
  catalogueKeys,
  catalogueMiddleGrounds,
  catalogueRows,
  catalogueSigningNotes,
  catalogueUpgrade,
  type MiddleGroundSource,
} from './catalogue-rows.rules';
import { CatalogueSeedsRepository, type SeedState } from './catalogue-seeds.repository';
import { CATALOGUE_VERSIONS } from './catalogue-versions.data';
import { storedRows } from './catalogue-update';
import {
  canonicalStoredTopic,
  catalogueRowFields,
  catalogueVersion,
  classifyUnversioned,
  isNewer,
  topicVersion,
} from './catalogue-version.rules';
import { SeededTopicsRepository } from './seeded-topics.repository';
import { randomUUID } from 'node:crypto';

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
  /** Issue 33: unedited topics brought to the catalogue's version now (docs/catalogue-versions.md). */
  updated: string[];
  /** Issue 33: edited topics at another version than the catalogue's: kept, and the update offered to admins. */
  updateOffered: string[];
}

/**
 * Installs the topic catalogue. Each catalogue topic is seeded once, ever: its key is recorded in
 * catalogue_seeds, so an admin's deletion stands, and replicas starting together do not seed twice. A
 * newer catalogue version of a topic no admin has edited replaces its content at start; an edited topic is
 * kept and the update offered in the admin area (docs/catalogue-versions.md). A topic added to the catalogue later is seeded on an existing installation
 * at its next start (by its key). A topic seeded at an older {@link CATALOGUE_REVISION} gets the newer
 * fields once, where no one has set them (docs/legal-document.md, "Existing installations"); the
 * revision is claimed in catalogue_seeds the same way, so this too happens once across replicas.
 */
@Injectable()
export class CatalogueSeeder {
  private readonly seeds: CatalogueSeedsRepository;
  private readonly topics: SeededTopicsRepository;

  constructor(em: EntityManager) {
    // The seeder's own stores (SQL only in repositories); made here, as the seeder is made by tests too.
    this.seeds = new CatalogueSeedsRepository(em);
    this.topics = new SeededTopicsRepository(em);
  }

  async seed(
    catalogue: readonly CatalogueTopic[] = CATALOGUE,
    library: MiddleGroundSource = middleGroundOf,
  ): Promise<SeedResult> {
    const result: SeedResult = {
      seeded: [],
      upgraded: [],
      middleGroundFilled: 0,
      signingNotesFilled: [],
      updated: [],
      updateOffered: [],
    };
    for (const entry of catalogue) {
      const version = catalogueVersion(entry, library);
      const outcome = await this.topics.transaction(async (tx) => {
        if (await this.seeds.claim(entry.key, CATALOGUE_REVISION, version)) {
          this.topics.insert(tx, entry, library);
          return { seeded: true, upgraded: false, update: 'current' as const };
        }
        // The row is locked until commit: a replica starting at the same time waits, then finds it current.
        const seed = await this.seeds.lock(tx, entry.key);
        if (seed === undefined) return { seeded: false, upgraded: false, update: 'current' as const };
        let upgraded = false;
        if (seed.revision < CATALOGUE_REVISION) {
          await this.seeds.setRevision(tx, entry.key, CATALOGUE_REVISION);
          upgraded = await this.upgradeTopic(tx, entry, seed.revision);
        }
        return {
          seeded: false,
          upgraded,
          update: await this.bringToVersion(tx, entry, seed, version, library),
        };
      });
      if (outcome.seeded) result.seeded.push(entry.key);
      if (outcome.upgraded) result.upgraded.push(entry.key);
      if (outcome.update === 'updated') result.updated.push(entry.key);
      if (outcome.update === 'offered') result.updateOffered.push(entry.key);
    }
    result.middleGroundFilled = await this.fillMiddleGround(catalogue, library);
    result.signingNotesFilled = await this.fillSigningNotes(catalogue);
    return result;
  }

  /**
   * Issue 33 (docs/catalogue-versions.md), under the claim's row lock: a topic at another version than the
   * catalogue's that no admin has edited is replaced by the catalogue's content and stored at its version; an
   * edited one is kept and the update offered ('offered'). A topic seeded before versions were stored is first
   * classified: content equal to a known catalogue version is at that version, anything else counts as edited.
   */
  private async bringToVersion(
    tx: EntityManager,
    entry: CatalogueTopic,
    seed: SeedState,
    current: string,
    library: MiddleGroundSource,
  ): Promise<'current' | 'updated' | 'offered'> {
    const seeded = await this.topics.lockSeeded(tx, entry.key);
    if (!seeded) return 'current'; // deleted by an admin: stays deleted
    let version = seed.version;
    if (version === null && seeded.topic.catalogueEditedAt === null) {
      const fields = catalogueRowFields(catalogueRows(entry, randomUUID, library).templates);
      const stored = canonicalStoredTopic(storedRows(seeded), fields);
      const classified = classifyUnversioned(
        stored && topicVersion(stored),
        current,
        CATALOGUE_VERSIONS[entry.key] ?? [],
      );
      version = classified.version;
      if (classified.edited) seeded.topic.catalogueEditedAt = new Date();
      await this.seeds.setVersion(tx, entry.key, version, seed.keptVersion);
    }
    // At this release's version, or at a newer release's (never put older content back): nothing to do here.
    if (version === current || isNewer(version, current, CATALOGUE_VERSIONS[entry.key] ?? [])) {
      await this.topics.save(tx);
      return 'current';
    }
    if (seeded.topic.catalogueEditedAt !== null) {
      await this.topics.save(tx);
      return 'offered';
    }
    await this.topics.replace(tx, seeded, entry, library);
    await this.seeds.setVersion(tx, entry.key, current, null);
    return 'updated';
  }

  /**
   * Issue 31: gives every seeded catalogue topic whose document has no `signingNotes` key the catalogue's
   * notes, on every start — so the notes reach installations seeded before them, and notes added to a topic
   * later reach them too. A document that has the key (notes an admin set through the API, even `[]`) is
   * never touched; a null document (the defaults) becomes the defaults with the notes. One statement,
   * idempotent, and safe with replicas (the condition is checked again under the row lock).
   */
  private async fillSigningNotes(catalogue: readonly CatalogueTopic[]): Promise<string[]> {
    const entries = catalogueSigningNotes(catalogue).map((e) => ({
      topic_key: e.topicKey,
      signing_notes: e.signingNotes,
    }));
    return this.seeds.fillSigningNotes(entries, DEFAULT_TOPIC_DOCUMENT);
  }

  /**
   * Issue 19: gives every seeded catalogue question whose middle ground was never set (null) the library's,
   * on every start — so alternatives added to the library reach existing installations. Idempotent, and
   * safe with replicas (`middle_ground is null` is checked again under the row lock); a question an admin
   * cleared (`[]`), rewrote (no catalogue key) or wrote holds something else and is never touched.
   */
  private async fillMiddleGround(
    catalogue: readonly CatalogueTopic[],
    library: MiddleGroundSource,
  ): Promise<number> {
    const entries = catalogueMiddleGrounds(catalogue, library).map((e) => ({
      topic_key: e.topicKey,
      question_key: e.questionKey,
      middle_ground: e.middleGround,
    }));
    return this.seeds.fillMiddleGround(entries);
  }

  /**
   * Fills the newer fields of a topic seeded before them (from `revision`); false when it was deleted or
   * nothing changed. Revision 2: the document fields; revision 3: the questions' catalogue keys.
   */
  private async upgradeTopic(tx: EntityManager, entry: CatalogueTopic, revision: number): Promise<boolean> {
    const stored = await this.topics.withTemplates(tx, entry.key);
    if (!stored) return false;
    const { topic, templates } = stored;
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
    await this.topics.save(tx);
    return changed;
  }
}
