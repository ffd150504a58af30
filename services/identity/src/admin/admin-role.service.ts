import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { IDENTITY_CONFIG, type IdentityConfig } from '../config/identity.config';
import { UserEntity } from '../users/user.entity';
import { adminStanding, AdminRoleReason } from './admin.rules';

type Action = 'granted' | 'revoked';

/**
 * Grants and revokes the admin role (docs/admin-role.md). Each change is one SQL statement that flips
 * the flag only when it still needs flipping and writes the audit row in the same statement, so two
 * processes revoking at once store one event, and no flag changes without its event.
 */
@Injectable()
export class AdminRoleService {
  private readonly logger = new Logger('AdminRole');

  constructor(
    private readonly em: EntityManager,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
  ) {}

  /**
   * Sets the flag of `userId` when its current address is `email` and is its verified address (checked
   * again in the same statement, so a concurrent e-mail change cannot slip through). False when nothing
   * changed (already admin, or the address changed meanwhile).
   */
  async grant(em: EntityManager, userId: string, email: string, actorId: string): Promise<boolean> {
    const rows = await em.execute<{ user_id: string }[]>(
      `with changed as (
         update "users" set "is_admin" = true, "updated_at" = now()
         where "id" = ? and not "is_admin" and "email" = ? and "verified_email" = "email"
         returning "id"
       )
       insert into "admin_role_events" ("user_id", "action", "reason", "actor_id", "created_at")
       select "id", 'granted', ?, ?, now() from changed
       returning "user_id"`,
      [userId, email.toLowerCase(), AdminRoleReason.setup, actorId],
      'all',
    );
    return this.logged(rows.length > 0, 'granted', userId, AdminRoleReason.setup, actorId);
  }

  /** Clears the flag of `userId` if it is set, with the reason; false when it was not set. */
  async revoke(
    em: EntityManager,
    userId: string,
    reason: AdminRoleReason,
    actorId: string | null,
  ): Promise<boolean> {
    const rows = await em.execute<{ user_id: string }[]>(
      `with changed as (
         update "users" set "is_admin" = false, "updated_at" = now()
         where "id" = ? and "is_admin"
         returning "id"
       )
       insert into "admin_role_events" ("user_id", "action", "reason", "actor_id", "created_at")
       select "id", 'revoked', ?, ?, now() from changed
       returning "user_id"`,
      [userId, reason, actorId],
      'all',
    );
    return this.logged(rows.length > 0, 'revoked', userId, reason, actorId);
  }

  /**
   * Whether `user` is an admin now. A flag that no longer holds (address delisted or unverified) is
   * revoked on the spot, so a running system never treats such an account as admin.
   */
  async isAdmin(user: UserEntity): Promise<boolean> {
    const standing = adminStanding(user, this.config.ADMIN_EMAILS);
    if (standing.admin) return true;
    if (standing.revoke) {
      await this.revoke(this.em.fork(), user.id, standing.revoke, null);
      user.isAdmin = false;
    }
    return false;
  }

  /** At start-up: revokes every admin flag that ADMIN_EMAILS (as configured now) no longer allows. */
  async revokeUnentitled(): Promise<number> {
    const em = this.em.fork();
    const admins = await em.find(UserEntity, { isAdmin: true });
    let revoked = 0;
    for (const admin of admins) {
      const standing = adminStanding(admin, this.config.ADMIN_EMAILS);
      if (!standing.admin && standing.revoke && (await this.revoke(em, admin.id, standing.revoke, null)))
        revoked += 1;
    }
    this.logger.log(`admin roles checked at start-up: ${admins.length - revoked} kept, ${revoked} revoked`);
    return revoked;
  }

  /** The log line of a change names only ids and the reason, never an address (no personal data in logs). */
  private logged(
    changed: boolean,
    action: Action,
    userId: string,
    reason: AdminRoleReason,
    actorId: string | null,
  ): boolean {
    if (changed)
      this.logger.log(`admin role ${action}: user ${userId}, reason ${reason}, by ${actorId ?? 'system'}`);
    return changed;
  }
}
