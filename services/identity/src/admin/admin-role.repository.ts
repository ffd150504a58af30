import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { UnitOfWork } from '../users/users.repository';
import { AdminRoleReason } from './admin.rules';

/**
 * The SQL of the admin role: the `is_admin` flag of `users` and its audit rows in `admin_role_events`.
 * Each change is one statement that flips the flag only when it still needs flipping and writes the
 * audit row in the same statement, so two processes revoking at once store one event, and no flag
 * changes without its event.
 */
@Injectable()
export class AdminRoleRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * Sets the flag of `userId` when its current address is `email` and is its verified address (checked
   * again in the same statement, so a concurrent e-mail change cannot slip through). False when nothing
   * changed (already admin, or the address changed meanwhile).
   */
  async grant(tx: UnitOfWork, userId: string, email: string, actorId: string): Promise<boolean> {
    const rows = await tx.execute<{ user_id: string }[]>(
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
    return rows.length > 0;
  }

  /**
   * Clears the flag of `userId` if it is set, with the reason; false when it was not set. Without `tx`
   * it is a statement of its own.
   */
  async revoke(
    tx: UnitOfWork | undefined,
    userId: string,
    reason: AdminRoleReason,
    actorId: string | null,
  ): Promise<boolean> {
    const rows = await (tx ?? this.em.fork()).execute<{ user_id: string }[]>(
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
    return rows.length > 0;
  }
}
