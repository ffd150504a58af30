import { Inject, Injectable, Logger } from '@nestjs/common';
import { IDENTITY_CONFIG, type IdentityConfig } from '../config/identity.config';
import type { UserEntity } from '../users/user.entity';
import { type UnitOfWork, UsersRepository } from '../users/users.repository';
import { AdminRoleRepository } from './admin-role.repository';
import { adminStanding, AdminRoleReason } from './admin.rules';

type Action = 'granted' | 'revoked';

/**
 * Grants and revokes the admin role (docs/admin-role.md); each change and its audit row are one
 * statement (admin-role.repository.ts), and each is logged with ids only.
 */
@Injectable()
export class AdminRoleService {
  private readonly logger = new Logger('AdminRole');

  constructor(
    private readonly repository: AdminRoleRepository,
    private readonly users: UsersRepository,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
  ) {}

  /**
   * Sets the flag of `userId` when its current address is `email` and is its verified address. False
   * when nothing changed (already admin, or the address changed meanwhile).
   */
  async grant(tx: UnitOfWork, userId: string, email: string, actorId: string): Promise<boolean> {
    const changed = await this.repository.grant(tx, userId, email, actorId);
    return this.logged(changed, 'granted', userId, AdminRoleReason.setup, actorId);
  }

  /** Clears the flag of `userId` if it is set, with the reason; false when it was not set. */
  async revoke(
    tx: UnitOfWork | undefined,
    userId: string,
    reason: AdminRoleReason,
    actorId: string | null,
  ): Promise<boolean> {
    const changed = await this.repository.revoke(tx, userId, reason, actorId);
    return this.logged(changed, 'revoked', userId, reason, actorId);
  }

  /**
   * Whether `user` is an admin now. A flag that no longer holds (address delisted or unverified) is
   * revoked on the spot, so a running system never treats such an account as admin.
   */
  async isAdmin(user: UserEntity): Promise<boolean> {
    const standing = adminStanding(user, this.config.ADMIN_EMAILS);
    if (standing.admin) return true;
    if (standing.revoke) {
      await this.revoke(undefined, user.id, standing.revoke, null);
      user.isAdmin = false;
    }
    return false;
  }

  /** At start-up: revokes every admin flag that ADMIN_EMAILS (as configured now) no longer allows. */
  async revokeUnentitled(): Promise<number> {
    const uow = this.users.unitOfWork();
    const admins = await this.users.findAdmins(uow);
    let revoked = 0;
    for (const admin of admins) {
      const standing = adminStanding(admin, this.config.ADMIN_EMAILS);
      if (!standing.admin && standing.revoke && (await this.revoke(uow, admin.id, standing.revoke, null)))
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
