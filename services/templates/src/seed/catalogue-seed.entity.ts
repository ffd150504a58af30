import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** Which catalogue topics have been seeded once; a seeded key is never seeded again (admin edits stand). */
@Entity({ tableName: 'catalogue_seeds' })
export class CatalogueSeedEntity {
  @PrimaryKey({ type: 'string', length: 100 })
  key!: string;

  @Property({ type: 'timestamptz' })
  seededAt: Date = new Date();
}
