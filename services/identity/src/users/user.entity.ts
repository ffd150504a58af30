import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import type { Language } from '@avtalt/contracts';
import { randomUUID } from 'node:crypto';

@Entity({ tableName: 'users' })
export class UserEntity {
  [OptionalProps]?:
    | 'isAdmin'
    | 'createdAt'
    | 'updatedAt'
    | 'profileImageUrl'
    | 'verifiedEmail'
    | 'emailVerifiedAt'
    | 'pendingEmail'
    | 'pendingEmailRequestedAt'
    | 'language';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'string', length: 100 })
  firstName!: string;

  @Property({ type: 'string', length: 100 })
  lastName!: string;

  /** Unique regardless of case (index on lower(username)); kept as the user typed it. */
  @Property({ type: 'string', length: 50 })
  username!: string;

  /**
   * The account's address, always in lower case: where it logs in, and (once confirmed) where every mail
   * goes. Changed only by following a confirmation link sent to the new address (issue 31).
   */
  @Property({ type: 'string', length: 254 })
  email!: string;

  /**
   * The last address this account has proven it owns (lower case): the registration address, later a
   * confirmed one. A profile change never sets it (users/email-verification.rules.ts); since issue 31 a
   * profile change never sets {@link email} either, only {@link pendingEmail}.
   */
  @Property({ type: 'string', length: 254, nullable: true })
  verifiedEmail: string | null = null;

  /** When {@link verifiedEmail} was proven. */
  @Property({ type: 'timestamptz', nullable: true })
  emailVerifiedAt: Date | null = null;

  /**
   * Issue 31: a new address asked for with the current password, waiting for the link mailed to it (lower
   * case). Never used to send anything but that link; it becomes {@link email} when the link is followed.
   */
  @Property({ type: 'string', length: 254, nullable: true })
  pendingEmail: string | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  pendingEmailRequestedAt: Date | null = null;

  @Property({ type: 'text', hidden: true, lazy: false })
  passwordHash!: string;

  @Property({ type: 'text', nullable: true })
  profileImageUrl: string | null = null;

  /** The language the person chose for the web app and their mails (docs/languages.md): nb, nn or en. */
  @Property({ type: 'string', length: 2 })
  language: Language = 'nb';

  /** Set by admin set-up; counts only while the verified address is on ADMIN_EMAILS (admin/admin.rules.ts). */
  @Property({ type: 'boolean' })
  isAdmin = false;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
