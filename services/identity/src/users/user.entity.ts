import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

@Entity({ tableName: 'users' })
export class UserEntity {
  [OptionalProps]?: 'isAdmin' | 'createdAt' | 'updatedAt' | 'profileImageUrl';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'string', length: 100 })
  firstName!: string;

  @Property({ type: 'string', length: 100 })
  lastName!: string;

  /** Unique regardless of case (index on lower(username)); kept as the user typed it. */
  @Property({ type: 'string', length: 50 })
  username!: string;

  /** Always stored in lower case. */
  @Property({ type: 'string', length: 254 })
  email!: string;

  @Property({ type: 'text', hidden: true, lazy: false })
  passwordHash!: string;

  @Property({ type: 'text', nullable: true })
  profileImageUrl: string | null = null;

  @Property({ type: 'boolean' })
  isAdmin = false;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
