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
}
