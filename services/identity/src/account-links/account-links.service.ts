import { ErrorCode, UserMessages, type User } from '@avtalt/contracts';
import { DomainError } from '@avtalt/service-kit';
import { Injectable, Logger } from '@nestjs/common';
import { AdminRoleService } from '../admin/admin-role.service';
import { revocationOnEmailChange } from '../admin/admin.rules';
import { accountMailAddress } from '../users/email-change.rules';
import { PasswordService } from '../users/password.service';
import type { UserEntity } from '../users/user.entity';
import { toUser } from '../users/user.mapper';
import { type UnitOfWork, UsersRepository } from '../users/users.repository';
import { AccountLinksRepository, type LinkRow } from './account-links.repository';
import {
  type AccountLinkPurpose,
  hashToken,
  linkAddress,
  linkUsable,
  type StoredLink,
} from './account-links.rules';
import { AccountMailsService } from './account-mails.service';

/** Every refusal of a link is the same 400: unknown, used, expired or sent to another address. */
const linkInvalid = () =>
  new DomainError(ErrorCode.ValidationFailed, UserMessages.linkInvalid, [
    { path: 'token', message: UserMessages.linkInvalid },
  ]);

/**
 * Following the links of password reset and address confirmation
 * (docs/password-reset-and-address-confirmation.md); making and mailing them is account-mails.service.ts.
 * Tokens are stored as SHA-256 only and used once (a conditional update that must change exactly one
 * row). Log lines name user ids only: never an address, a token or its hash.
 */
@Injectable()
export class AccountLinksService {
  private readonly logger = new Logger('AccountLinks');

  constructor(
    private readonly users: UsersRepository,
    private readonly passwords: PasswordService,
    private readonly adminRole: AdminRoleService,
    private readonly repository: AccountLinksRepository,
    private readonly mails: AccountMailsService,
  ) {}

  /**
   * Sets the new password when the reset link is usable; the link is used up, and so is every other reset
   * link of the account. Proving the address by the link also confirms it, and stops an address change
   * that waits (whoever asked for it may be why the owner resets). The gateway ends every session.
   */
  async resetPassword(token: string, newPassword: string): Promise<{ userId: string }> {
    const { link, user } = await this.usableLink(token, ['reset']);
    const passwordHash = await this.passwords.hash(newPassword);
    await this.users.transaction(async (tx) => {
      await this.useLink(tx, link.id);
      // The address changed since the link was read: the link no longer belongs to this account's address.
      if (!(await this.repository.resetPassword(tx, user.id, link.email, passwordHash))) throw linkInvalid();
      await this.repository.useAll(tx, user.id, ['reset', 'change', 'stop']);
    });
    this.logger.log(`password reset: user ${user.id}`);
    return { userId: user.id };
  }

  /**
   * Confirms the address the link was sent to, if the caller is logged in as its account (someone who put
   * another person's address on their account must not get it confirmed by that person clicking the
   * link): a `verify` link confirms the account's address if it is still the one it was sent to; a
   * `change` link makes the waiting new address the account's, confirmed, if it is still the one waiting
   * and no other account has it by now (409 then; the link stays usable). An admin whose address changes
   * loses the role in the same transaction (docs/admin-role.md).
   */
  async verifyEmail(token: string, callerId: string): Promise<User> {
    const { link, user } = await this.usableLink(token, ['verify', 'change']);
    if (user.id !== callerId) throw new DomainError(ErrorCode.Forbidden, UserMessages.linkOtherAccount);
    if (link.purpose === 'change') return this.confirmChange(link, user);
    await this.users.transaction(async (tx) => {
      await this.useLink(tx, link.id);
      if (!(await this.repository.confirmAddress(tx, user.id, link.email))) throw linkInvalid();
    });
    this.logger.log(`address confirmed: user ${user.id}`);
    return this.fresh(user.id);
  }

  /**
   * Whoever follows the change link knew the password, so the stop link the old address got may never be
   * used: the old address (when it was confirmed) is told that the change went through, after the commit.
   */
  private async confirmChange(link: LinkRow, user: UserEntity): Promise<User> {
    const changed = await this.users.transaction(async (tx) => {
      await this.useLink(tx, link.id);
      const locked = await this.users.lock(tx, user.id);
      if (!locked || locked.pendingEmail !== link.email) throw linkInvalid();
      if (await this.repository.takenByOther(tx, link.email, user.id))
        throw new DomainError(ErrorCode.Conflict, UserMessages.emailTaken);
      const revocation = revocationOnEmailChange(locked, link.email);
      const oldAddress = accountMailAddress(locked);
      const changedAt = await this.repository.applyPendingEmail(tx, user.id);
      // Another account took the address between the check and the update (users_email_unique).
      if (changedAt === null) throw new DomainError(ErrorCode.Conflict, UserMessages.emailTaken);
      // The old address's links (a reset, a stop) no longer belong to the account; they are used up with the change.
      await this.repository.useAll(tx, user.id);
      if (revocation) await this.adminRole.revoke(tx, user.id, revocation, user.id);
      return { oldAddress, changedAt };
    });
    this.logger.log(`address change confirmed: user ${user.id}`);
    if (changed.oldAddress !== null)
      this.mails.sendChangedInBackground(
        { id: user.id, email: changed.oldAddress, firstName: user.firstName, language: user.language },
        link.email,
        changed.changedAt,
      );
    return this.fresh(user.id);
  }

  /**
   * The link mailed to the confirmed address stops the change that waits (no login needed: the owner
   * may not be the one logged in). The reply names the account; the gateway ends its sessions.
   */
  async stopChange(token: string): Promise<{ userId: string }> {
    const { link, user } = await this.usableLink(token, ['stop']);
    await this.users.transaction(async (tx) => {
      await this.useLink(tx, link.id);
      if (!(await this.repository.dropPendingEmail(tx, user.id, link.email))) throw linkInvalid();
      await this.useChangeLinks(tx, user.id);
    });
    this.logger.log(`address change stopped by link: user ${user.id}`);
    return { userId: user.id };
  }

  /** The logged-in account withdraws the change that waits (409 when none does). */
  async cancelChange(userId: string): Promise<User> {
    await this.users.transaction(async (tx) => {
      if (!(await this.repository.dropPendingEmail(tx, userId))) {
        if (!(await this.users.findById(userId, tx)))
          throw new DomainError(ErrorCode.NotFound, UserMessages.userNotFound);
        throw new DomainError(ErrorCode.Conflict, UserMessages.noEmailChange);
      }
      await this.useChangeLinks(tx, userId);
    });
    this.logger.log(`address change cancelled: user ${userId}`);
    return this.fresh(userId);
  }

  /**
   * A waiting change is over (stopped, withdrawn) or replaced by another address: its links are used up,
   * so a link for an address that comes back later (X → Y → X) does not work again.
   */
  async useChangeLinks(tx: UnitOfWork, userId: string): Promise<void> {
    await this.repository.useAll(tx, userId, ['change', 'stop']);
  }

  private async fresh(userId: string): Promise<User> {
    const user = await this.users.findByIdOrFail(userId);
    return toUser(user, await this.adminRole.isAdmin(user));
  }

  /** The stored link of `token` (of one of `purposes`) and its account, when the link may be used now; else the one 400. */
  private async usableLink(
    token: string,
    purposes: readonly AccountLinkPurpose[],
  ): Promise<{ link: LinkRow; user: UserEntity }> {
    const link = await this.repository.findByHash(hashToken(token));
    const user = link ? await this.users.findById(link.user_id) : null;
    const stored: StoredLink | undefined = link && {
      purpose: link.purpose,
      email: link.email,
      expiresAt: new Date(link.expires_at),
      usedAt: link.used_at && new Date(link.used_at),
    };
    if (
      !link ||
      !user ||
      !purposes.includes(link.purpose) ||
      !linkUsable(stored, link.purpose, linkAddress(link.purpose, user), new Date())
    )
      throw linkInvalid();
    return { link, user };
  }

  /** Marks the link used; exactly one of two parallel uses changes the row, the other gets the 400. */
  private async useLink(tx: UnitOfWork, linkId: string): Promise<void> {
    if (!(await this.repository.use(tx, linkId))) throw linkInvalid();
  }
}
