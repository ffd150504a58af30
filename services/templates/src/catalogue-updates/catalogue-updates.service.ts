import {
  CatalogueUpdateMessages,
  ErrorCode,
  TemplateMessages,
  type CatalogueUpdate,
} from '@avtalt/contracts';
import { DomainError } from '@avtalt/service-kit';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { CATALOGUE } from '../catalogue/catalogue.data';
import type { CatalogueTopic } from '../catalogue/catalogue.types';
import { middleGroundOf } from '../catalogue/middle-ground.rules';
import type { SeedState } from '../seed/catalogue-seeds.repository';
import { storedRows, type SeededTopic } from '../seed/catalogue-update';
import {
  canonicalCatalogueTopic,
  catalogueDiff,
  catalogueRowFields,
  isNewer,
  topicVersion,
  updateAvailable,
} from '../seed/catalogue-version.rules';
import { CATALOGUE_VERSIONS } from '../seed/catalogue-versions.data';
import { catalogueRows } from '../seed/catalogue-rows.rules';
import type { TopicEntity } from '../topics/topic.entity';
import { CatalogueUpdatesRepository } from './catalogue-updates.repository';

/**
 * A seeded topic's catalogue update in the admin area (docs/catalogue-versions.md): what it changes,
 * taking it (the topic's content replaced by the catalogue's) and keeping the current content (no notice until
 * the catalogue changes again). Each decision names the version the admin looked at, so a catalogue that
 * changed in between (a new release) is refused with 409 rather than applied unseen.
 */
@Injectable()
export class CatalogueUpdatesService {
  private readonly repo: CatalogueUpdatesRepository;
  private versions?: Map<string, string>;

  constructor(em: EntityManager) {
    this.repo = new CatalogueUpdatesRepository(em);
  }

  /** The catalogue's version of every topic, computed once per process (the catalogue is code). */
  catalogueVersions(): Map<string, string> {
    this.versions ??= new Map(
      CATALOGUE.map((entry) => [entry.key, topicVersion(canonicalCatalogueTopic(entry, middleGroundOf))]),
    );
    return this.versions;
  }

  /** Catalogue keys of the topics whose admins are offered an update («En oppdatering av katalogen er tilgjengelig»). */
  async offered(topics: readonly TopicEntity[]): Promise<Set<string>> {
    const states = await this.repo.claims();
    const versions = this.catalogueVersions();
    const offered = new Set<string>();
    for (const topic of topics) {
      const key = topic.catalogueKey;
      const state = key === null ? undefined : states.get(key);
      const current = key === null ? undefined : versions.get(key);
      if (
        key !== null &&
        state &&
        current &&
        updateAvailable(state, topic.catalogueEditedAt !== null, current, CATALOGUE_VERSIONS[key] ?? [])
      )
        offered.add(key);
    }
    return offered;
  }

  async get(topicId: string): Promise<CatalogueUpdate> {
    return this.repo.transaction(async (tx) => {
      const { entry, seed, seeded } = await this.load(tx, topicId);
      return this.describe(entry, seed, seeded);
    });
  }

  async take(topicId: string, version: string): Promise<CatalogueUpdate> {
    return this.repo.transaction(async (tx) => {
      const { entry, seed, seeded } = await this.load(tx, topicId);
      const current = this.assertCurrent(entry, version);
      if (seed.version === current && seeded.topic.catalogueEditedAt === null)
        throw new DomainError(ErrorCode.Conflict, CatalogueUpdateMessages.upToDate);
      // A newer release wrote this topic: this (older) one must not put its content back.
      if (isNewer(seed.version, current, CATALOGUE_VERSIONS[entry.key] ?? []))
        throw new DomainError(ErrorCode.Conflict, CatalogueUpdateMessages.versionChanged);
      await this.repo.replace(tx, seeded, entry, middleGroundOf, current);
      const after = await this.repo.seededTopic(tx, entry.key);
      return this.describe(entry, { ...seed, version: current, keptVersion: null }, after!);
    });
  }

  async keep(topicId: string, version: string): Promise<CatalogueUpdate> {
    return this.repo.transaction(async (tx) => {
      const { entry, seed, seeded } = await this.load(tx, topicId);
      const current = this.assertCurrent(entry, version);
      await this.repo.setVersion(tx, entry.key, seed.version, current);
      return this.describe(entry, { ...seed, keptVersion: current }, seeded);
    });
  }

  private assertCurrent(entry: CatalogueTopic, version: string): string {
    const current = this.catalogueVersions().get(entry.key)!;
    if (version !== current)
      throw new DomainError(ErrorCode.Conflict, CatalogueUpdateMessages.versionChanged);
    return current;
  }

  /** The claim (locked) and the topic's rows (locked), in the seeder's lock order: claim first, then topic. */
  private async load(
    tx: EntityManager,
    topicId: string,
  ): Promise<{ entry: CatalogueTopic; seed: SeedState; seeded: SeededTopic }> {
    const topic = await this.repo.findTopic(tx, topicId);
    if (!topic) throw new DomainError(ErrorCode.NotFound, TemplateMessages.topicNotFound);
    const entry =
      topic.catalogueKey === null ? undefined : CATALOGUE.find((e) => e.key === topic.catalogueKey);
    const seed = entry && (await this.repo.lockClaim(tx, entry.key));
    if (!entry || !seed)
      throw new DomainError(ErrorCode.ValidationFailed, CatalogueUpdateMessages.notCatalogue);
    const seeded = await this.repo.seededTopic(tx, entry.key);
    if (!seeded) throw new DomainError(ErrorCode.NotFound, TemplateMessages.topicNotFound);
    return { entry, seed, seeded };
  }

  private describe(entry: CatalogueTopic, seed: SeedState, seeded: SeededTopic): CatalogueUpdate {
    const current = this.catalogueVersions().get(entry.key)!;
    const catalogue = canonicalCatalogueTopic(entry, middleGroundOf);
    const fields = catalogueRowFields(catalogueRows(entry, undefined, middleGroundOf).templates);
    const edited = seeded.topic.catalogueEditedAt !== null;
    return {
      topicId: seeded.topic.id,
      catalogueVersion: current,
      version: seed.version,
      edited,
      available: updateAvailable(seed, edited, current, CATALOGUE_VERSIONS[entry.key] ?? []),
      diff: catalogueDiff(storedRows(seeded), catalogue, fields),
    };
  }
}
