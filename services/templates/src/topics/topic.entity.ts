import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import type { TopicDocument } from '@avtalt/contracts';
import { randomUUID } from 'node:crypto';

@Entity({ tableName: 'topics' })
export class TopicEntity {
  [OptionalProps]?:
    | 'featured'
    | 'isPublic'
    | 'isCustom'
    | 'createdBy'
    | 'catalogueKey'
    | 'document'
    | 'catalogueEditedAt'
    | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'string', length: 200 })
  title!: string;

  @Property({ type: 'text' })
  description!: string;

  @Property({ type: 'boolean' })
  featured = false;

  /** Listed under 'Alle temaer' (catalogue topics and custom topics a user published). */
  @Property({ type: 'boolean' })
  isPublic = true;

  /** Published by a user from the 'Opprett eget tema' dialog (badge 'Egendefinert'). */
  @Property({ type: 'boolean' })
  isCustom = false;

  @Property({ type: 'uuid', nullable: true })
  createdBy: string | null = null;

  /** The catalogue entry this topic was seeded from, if any. */
  @Property({ type: 'string', length: 100, nullable: true })
  catalogueKey: string | null = null;

  /** The document the topic's agreements produce (docs/legal-document.md); null: the default agreement. */
  @Property({ type: 'json', nullable: true })
  document: TopicDocument | null = null;

  /**
   * When an admin first changed this seeded topic, its questions or its rules (docs/catalogue-versions.md):
   * the seeder then never updates it to a newer catalogue version, it only offers the update. Null for an
   * unedited topic, and always for topics that are not from the catalogue.
   */
  @Property({ type: 'timestamptz', nullable: true })
  catalogueEditedAt: Date | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}
