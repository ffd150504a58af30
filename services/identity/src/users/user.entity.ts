import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

@Entity({ tableName: 'users' })
export class UserEntity {
  [OptionalProps]?: 'isAdmin' | 'createdAt' | 'updatedAt' | 'profileImageUrl' | 'verifiedEmail' | 'emailVerifiedAt';

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

  /**
   * The last address this account has proven it owns (lower case): the registration address, later a
   * confirmed one. A profile change never sets it (users/email-verification.rules.ts).
   */
  @Property({ type: 'string', length: 254, nullable: true })
  verifiedEmail: string | null = null;

  /** When {@link verifiedEmail} was proven. */
  @Property({ type: 'timestamptz', nullable: true })
  emailVerifiedAt: Date | null = null;

  @Property({ type: 'text', hidden: true, lazy: false })
  passwordHash!: string;

  @Property({ type: 'text', nullable: true })
  profileImageUrl: string | null = null;

  /** Set by admin set-up; counts only while the verified address is on ADMIN_EMAILS (admin/admin.rules.ts). */
  @Property({ type: 'boolean' })
  isAdmin = false;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
