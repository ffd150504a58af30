import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** Which catalogue topics have been seeded once; a seeded key is never seeded again (admin edits stand). */
@Entity({ tableName: 'catalogue_seeds' })
export class CatalogueSeedEntity {
  @PrimaryKey({ type: 'string', length: 100 })
  key!: string;

  @Property({ type: 'timestamptz' })
  seededAt: Date = new Date();

  /**
   * The catalogue revision the topic's rows were brought to (CATALOGUE_REVISION in catalogue.seeder.ts):
   * 1 for topics seeded before the document fields existed, which the seeder fills once.
   */
  @Property({ type: 'integer' })
  revision = 1;

  /** The catalogue version (docs/catalogue-versions.md) the topic's rows were brought to; null: not known yet. */
  @Property({ type: 'string', length: 64, nullable: true })
  version: string | null = null;

  /** A catalogue version an admin chose not to take: no notice until the catalogue changes again. */
  @Property({ type: 'string', length: 64, nullable: true })
  keptVersion: string | null = null;
}
