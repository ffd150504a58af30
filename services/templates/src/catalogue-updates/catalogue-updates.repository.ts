import type { EntityManager } from '@mikro-orm/postgresql';
import type { CatalogueTopic } from '../catalogue/catalogue.types';
import type { SeededTopic } from '../seed/catalogue-update';
import { loadSeededTopic, replaceWithCatalogue } from '../seed/seeded-topics.repository';
import type { MiddleGroundSource } from '../seed/catalogue-rows.rules';
import { CatalogueSeedsRepository, type SeedState } from '../seed/catalogue-seeds.repository';
import { TopicEntity } from '../topics/topic.entity';

/**
 * The reads and writes of a catalogue update for {@link CatalogueUpdatesService}: the topic, its claim in
 * `catalogue_seeds` and its rows, locked in the seeder's order (claim first, then topic) inside
 * {@link transaction}, and the topic's content replaced by the catalogue's.
 */
export class CatalogueUpdatesRepository {
  private readonly seeds: CatalogueSeedsRepository;

  constructor(private readonly em: EntityManager) {
    this.seeds = new CatalogueSeedsRepository(em);
  }

  /** Runs `work` in one transaction on a fork of its own. */
  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.em.fork().transactional(work);
  }

  /** The topic, or null. */
  findTopic(tx: EntityManager, id: string): Promise<TopicEntity | null> {
    return tx.findOne(TopicEntity, { id });
  }

  /** The topic's claim, locked until `tx` ends (undefined: no claim). */
  lockClaim(tx: EntityManager, key: string): Promise<SeedState | undefined> {
    return this.seeds.lock(tx, key);
  }

  /** Every claim's version and kept version, by key. */
  claims(): Promise<Map<string, SeedState>> {
    return this.seeds.states();
  }

  /** The seeded topic of `key` with its questions and rules, locked for `tx` (undefined: none). */
  seededTopic(tx: EntityManager, key: string): Promise<SeededTopic | undefined> {
    return loadSeededTopic(tx, key);
  }

  /** Replaces the topic's questions and rules by the catalogue's, and records the version the rows are at. */
  async replace(
    tx: EntityManager,
    seeded: SeededTopic,
    entry: CatalogueTopic,
    library: MiddleGroundSource,
    version: string,
  ): Promise<void> {
    replaceWithCatalogue(tx, seeded, entry, library);
    await tx.flush();
    await this.seeds.setVersion(tx, entry.key, version, null);
  }

  /** Records the version the rows are at and the version an admin kept the content against. */
  setVersion(
    tx: EntityManager,
    key: string,
    version: string | null,
    keptVersion: string | null,
  ): Promise<void> {
    return this.seeds.setVersion(tx, key, version, keptVersion);
  }
}
