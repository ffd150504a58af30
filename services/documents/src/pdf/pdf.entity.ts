import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/** A rendered PDF, keyed by the hash of what it was made from: a changed text gives a new PDF. */
@Entity({ tableName: 'pdfs' })
export class PdfEntity {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'string', length: 64 })
  hash!: string;

  @Property({ type: 'blob' })
  pdf!: Buffer;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}
