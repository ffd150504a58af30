import { ErrorCode, maskEmail, NotificationsRpc, UserMessages, type User } from '@avtalt/contracts';
import { DomainError, errorText, rpcRequest, runWithoutDeadline } from '@avtalt/service-kit';
import { EntityManager, LockMode, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import { randomUUID } from 'node:crypto';
import { AdminRoleService } from '../admin/admin-role.service';
import { revocationOnEmailChange } from '../admin/admin.rules';
import { accountMailAddress } from '../users/email-change.rules';
import { isEmailVerified } from '../users/email-verification.rules';
import { PasswordService } from '../users/password.service';
import { UserEntity } from '../users/user.entity';
import { toUser } from '../users/user.mapper';
import { AccountLinksRepository, type LinkRow } from './account-links.repository';
import {
  type AccountLinkPurpose,
  hashToken,
  linkAddress,
  linkLifetime,
  linkUsable,
  mayRequestVerification,
  newToken,
  type StoredLink,
  VERIFY_LINKS_PER_HOUR,
} from './account-links.rules';

export const NATS_CLIENT = Symbol('NATS_CLIENT');

const MAIL_KIND = {
  reset: 'password-reset',
  verify: 'verify-email',
  change: 'email-change',
  stop: 'email-change-notice',
} as const;

/** An account as the mails about it need it. */
type MailTarget = Pick<UserEntity, 'id' | 'email' | 'firstName'>;

/** Every refusal of a link is the same 400: unknown, used, expired or sent to another address. */
const linkInvalid = () =>
  new DomainError(ErrorCode.ValidationFailed, UserMessages.linkInvalid, [
    { path: 'token', message: UserMessages.linkInvalid },
  ]);

/**
 * Password reset and address confirmation by links mailed through the notifications service (issue 17,
 * docs/password-reset-and-address-confirmation.md). Tokens are stored as SHA-256 only and used once
 * (a conditional update that must change exactly one row). Log lines name user ids only: never an
 * address, a token or its hash.
 */
@Injectable()
export class AccountLinksService implements OnApplicationShutdown {
  private readonly logger = new Logger('AccountLinks');

  constructor(
    private readonly em: EntityManager,
    private readonly passwords: PasswordService,
    private readonly adminRole: AdminRoleService,
    private readonly repository: AccountLinksRepository,
    @Inject(NATS_CLIENT) private readonly nats: ClientProxy,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await this.nats.close();
  }

  /**
   * `{accepted: true}` whether or not an account has the address, in the same time: the answer waits
   * for the same two steps in both cases (notifications answers its health check; the address is looked
   * up), and the token and the mail for a known address are made after the answer. Notifications not
   * answering is a 503 for every address alike, so it tells nothing either.
   */
  async requestPasswordReset(email: string): Promise<{ accepted: true }> {
    await this.assertMailAvailable();
    const user = await this.em.fork().findOne(UserEntity, { email });
    // Issue 31: a reset link goes only to a confirmed address (an unconfirmed one may be anybody's).
    if (user && accountMailAddress(user) !== null) this.sendInBackground(user, 'reset');
    return { accepted: true };
  }

  /**
   * Sets the new password when the reset link is usable; the link is used up, and so is every other reset
   * link of the account. Proving the address by the link also confirms it, and stops an address change
   * that waits (whoever asked for it may be why the owner resets). The gateway ends every session.
   */
  async resetPassword(token: string, newPassword: string): Promise<{ userId: string }> {
    const { link, user } = await this.usableLink(token, ['reset']);
    const passwordHash = await this.passwords.hash(newPassword);
    await this.em.fork().transactional(async (tx) => {
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
   * `change` link (issue 31) makes the waiting new address the account's, confirmed, if it is still the
   * one waiting and no other account has it by now (409 then; the link stays usable). An admin whose
   * address changes loses the role in the same transaction (docs/admin-role.md).
   */
  async verifyEmail(token: string, callerId: string): Promise<User> {
    const { link, user } = await this.usableLink(token, ['verify', 'change']);
    if (user.id !== callerId) throw new DomainError(ErrorCode.Forbidden, UserMessages.linkOtherAccount);
    if (link.purpose === 'change') return this.confirmChange(link, user);
    await this.em.fork().transactional(async (tx) => {
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
    const changed = await this.em.fork().transactional(async (tx) => {
      await this.useLink(tx, link.id);
      const locked = await tx.findOne(UserEntity, { id: user.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!locked || locked.pendingEmail !== link.email) throw linkInvalid();
      if (await this.repository.takenByOther(tx, link.email, user.id))
        throw new DomainError(ErrorCode.Conflict, UserMessages.emailTaken);
      const revocation = revocationOnEmailChange(locked, link.email);
      const oldAddress = accountMailAddress(locked);
      let changedAt: Date;
      try {
        changedAt = await this.repository.applyPendingEmail(tx, user.id);
      } catch (error) {
        // Another account took the address between the check and the update (users_email_unique).
        if (error instanceof UniqueConstraintViolationException)
          throw new DomainError(ErrorCode.Conflict, UserMessages.emailTaken);
        throw error;
      }
      // The old address's links (a reset, a stop) no longer belong to the account; they are used up with the change.
      await this.repository.useAll(tx, user.id);
      if (revocation) await this.adminRole.revoke(tx, user.id, revocation, user.id);
      return { oldAddress, changedAt };
    });
    this.logger.log(`address change confirmed: user ${user.id}`);
    if (changed.oldAddress !== null)
      this.sendChangedInBackground(
        { id: user.id, email: changed.oldAddress, firstName: user.firstName },
        link.email,
        changed.changedAt,
      );
    return this.fresh(user.id);
  }

  /**
   * Issue 31, best effort after the answer: the old (confirmed) address is told that the account's
   * address is now `newEmail` (masked), and when. A failure is logged with the user id only.
   */
  private sendChangedInBackground(old: MailTarget, newEmail: string, changedAt: Date): void {
    void runWithoutDeadline(async () => {
      try {
        await rpcRequest(this.nats, NotificationsRpc.sendAccountMail, {
          kind: 'email-changed',
          userId: old.id,
          email: old.email,
          firstName: old.firstName,
          newEmailMasked: maskEmail(newEmail),
          changedAt: changedAt.toISOString(),
        });
      } catch (error) {
        this.logger.warn(`email-changed mail for user ${old.id} not sent: ${errorText(error)}`);
      }
    });
  }

  /**
   * Issue 31: the link mailed to the confirmed address stops the change that waits (no login needed: the
   * owner may not be the one logged in). The reply names the account; the gateway ends its sessions.
   */
  async stopChange(token: string): Promise<{ userId: string }> {
    const { link, user } = await this.usableLink(token, ['stop']);
    await this.em.fork().transactional(async (tx) => {
      await this.useLink(tx, link.id);
      if (!(await this.repository.dropPendingEmail(tx, user.id, link.email))) throw linkInvalid();
      await this.useChangeLinks(tx, user.id);
    });
    this.logger.log(`address change stopped by link: user ${user.id}`);
    return { userId: user.id };
  }

  /** The logged-in account withdraws the change that waits (409 when none does). */
  async cancelChange(userId: string): Promise<User> {
    await this.em.fork().transactional(async (tx) => {
      if (!(await this.repository.dropPendingEmail(tx, userId))) {
        if (!(await tx.findOne(UserEntity, { id: userId })))
          throw new DomainError(ErrorCode.NotFound, UserMessages.userNotFound);
        throw new DomainError(ErrorCode.Conflict, UserMessages.noEmailChange);
      }
      await this.useChangeLinks(tx, userId);
    });
    this.logger.log(`address change cancelled: user ${userId}`);
    return this.fresh(userId);
  }

  /**
   * A new confirmation link: to the waiting new address when a change waits (issue 31), else to the
   * account's address, refused when that is confirmed already. Refused past
   * {@link mayRequestVerification}'s limit (counted in the database, under the account's row lock, so
   * parallel requests cannot pass it together). Waits for notifications: 503 when it is down. A waiting
   * address that another account has gets no link, and the answer is the same (review L5).
   */
  async requestEmailVerification(userId: string): Promise<{ accepted: true }> {
    const em = this.em.fork();
    const { recipient, purpose, token, linkId } = await em.transactional(async (tx) => {
      const user = await tx.findOne(UserEntity, { id: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!user) throw new DomainError(ErrorCode.NotFound, UserMessages.userNotFound);
      const purpose: AccountLinkPurpose = user.pendingEmail ? 'change' : 'verify';
      const recipient: MailTarget = {
        id: user.id,
        email: user.pendingEmail ?? user.email,
        firstName: user.firstName,
      };
      if (purpose === 'verify' && isEmailVerified(user))
        throw new DomainError(ErrorCode.Conflict, UserMessages.emailAlreadyVerified);
      if (!(await this.verificationAllowed(tx, recipient)))
        throw new DomainError(ErrorCode.RateLimited, UserMessages.verificationTooMany);
      if (purpose === 'change' && (await this.repository.takenByOther(tx, recipient.email, user.id)))
        return { recipient, purpose, token: null, linkId: null };
      const { token, linkId } = await this.storeLink(tx, recipient, purpose);
      return { recipient, purpose, token, linkId };
    });
    if (token === null || linkId === null) {
      await this.assertMailAvailable();
      return { accepted: true };
    }
    try {
      await this.mail(recipient, purpose, token);
    } catch (error) {
      await this.forget(linkId);
      throw error;
    }
    return { accepted: true };
  }

  /**
   * Issue 31, best effort after the answer to an address change: the confirmation link to the new address
   * (not when another account has it: nothing tells the asker so, review L5) and, when the account's
   * address is confirmed, a notice to it naming the new address masked, with a link that stops the change.
   * Each within its hourly limit; a failure is logged with the user id only.
   */
  sendChangeInBackground(
    user: Pick<UserEntity, 'id' | 'email' | 'verifiedEmail' | 'firstName'>,
    newEmail: string,
  ): void {
    const account: MailTarget = { id: user.id, email: user.email, firstName: user.firstName };
    const notify = accountMailAddress(user) !== null;
    void runWithoutDeadline(async () => {
      const stored: { target: MailTarget; purpose: AccountLinkPurpose; token: string; linkId: string }[] = [];
      try {
        await this.em.fork().transactional(async (tx) => {
          const locked = await tx.findOne(
            UserEntity,
            { id: account.id },
            { lockMode: LockMode.PESSIMISTIC_WRITE },
          );
          if (!locked || locked.pendingEmail !== newEmail) return;
          const target: MailTarget = { ...account, email: newEmail };
          if (!(await this.repository.takenByOther(tx, newEmail, account.id))) {
            if (await this.verificationAllowed(tx, target))
              stored.push({ target, purpose: 'change', ...(await this.storeLink(tx, target, 'change')) });
            else this.logger.warn(`email-change mail for user ${account.id} not sent: hourly limit reached`);
          }
          if (notify) {
            if (await this.noticeAllowed(tx, account.id))
              stored.push({
                target: account,
                purpose: 'stop',
                ...(await this.storeLink(tx, account, 'stop')),
              });
            else
              this.logger.warn(
                `email-change-notice mail for user ${account.id} not sent: hourly limit reached`,
              );
          }
        });
      } catch (error) {
        this.logger.warn(`email-change mails for user ${account.id} not sent: ${errorText(error)}`);
        return;
      }
      for (const link of stored) {
        try {
          await this.mail(
            link.target,
            link.purpose,
            link.token,
            link.purpose === 'stop' ? maskEmail(newEmail) : undefined,
          );
        } catch (error) {
          await this.forget(link.linkId);
          this.logger.warn(
            `${MAIL_KIND[link.purpose]} mail for user ${account.id} not sent: ${errorText(error)}`,
          );
        }
      }
    });
  }

  /**
   * Best effort, after the answer (registration, an address change, a reset request): a link stored and
   * mailed. A failure (notifications down) removes the link and is logged with the user id only; the
   * person can ask again.
   */
  sendInBackground(user: MailTarget, purpose: 'reset' | 'verify'): void {
    const snapshot = { id: user.id, email: user.email, firstName: user.firstName };
    void runWithoutDeadline(async () => {
      let linkId: string | undefined;
      try {
        const stored = await this.em.fork().transactional(async (tx) => {
          // Every confirmation link counts toward the hourly limits, however it was caused (registration,
          // each change of the address, 'send again'): changing the address back and forth is no way round them.
          if (purpose === 'verify') {
            const locked = await tx.findOne(
              UserEntity,
              { id: snapshot.id },
              { lockMode: LockMode.PESSIMISTIC_WRITE },
            );
            if (!locked || !(await this.verificationAllowed(tx, snapshot))) return undefined;
          }
          return this.storeLink(tx, snapshot, purpose);
        });
        if (!stored) {
          this.logger.warn(
            `${MAIL_KIND[purpose]} mail for user ${snapshot.id} not sent: hourly limit reached`,
          );
          return;
        }
        linkId = stored.linkId;
        await this.mail(snapshot, purpose, stored.token);
      } catch (error) {
        if (linkId) await this.forget(linkId);
        this.logger.warn(`${MAIL_KIND[purpose]} mail for user ${snapshot.id} not sent: ${errorText(error)}`);
      }
    });
  }

  /**
   * Whether another confirmation link may be sent to `user`'s current address: counted over the last hour
   * per account and per address (all accounts). The caller holds the account's row lock.
   */
  private async verificationAllowed(
    tx: EntityManager,
    user: Pick<UserEntity, 'id' | 'email'>,
  ): Promise<boolean> {
    const { mine, address } = await this.repository.confirmationLinksLastHour(tx, user.id, user.email);
    return mayRequestVerification(mine, address);
  }

  /** Stop notices to the account's own address, as many per hour as confirmation links (a flood of changes mails it no more). */
  private async noticeAllowed(tx: EntityManager, userId: string): Promise<boolean> {
    return (await this.repository.stopLinksLastHour(tx, userId)) < VERIFY_LINKS_PER_HOUR;
  }

  /**
   * A waiting change is over (stopped, withdrawn) or replaced by another address: its links are used up,
   * so a link for an address that comes back later (X → Y → X) does not work again.
   */
  async useChangeLinks(tx: EntityManager, userId: string): Promise<void> {
    await this.repository.useAll(tx, userId, ['change', 'stop']);
  }

  private async fresh(userId: string): Promise<User> {
    const user = await this.em.fork().findOneOrFail(UserEntity, { id: userId });
    return toUser(user, await this.adminRole.isAdmin(user));
  }

  /** 503 (the same for every caller) when the notifications service does not answer its health check. */
  private async assertMailAvailable(): Promise<void> {
    await rpcRequest(this.nats, NotificationsRpc.health, {});
  }

  private async storeLink(
    em: EntityManager,
    user: Pick<UserEntity, 'id' | 'email'>,
    purpose: AccountLinkPurpose,
  ): Promise<{ token: string; linkId: string }> {
    const { token, hash } = newToken();
    const linkId = randomUUID();
    await this.repository.insert(em, {
      id: linkId,
      tokenHash: hash,
      purpose,
      userId: user.id,
      email: user.email,
      expiresAt: new Date(Date.now() + linkLifetime(purpose)),
    });
    return { token, linkId };
  }

  /** `user.email` is the recipient: the confirmed address, or the address a confirmation link confirms. */
  private async mail(
    user: MailTarget,
    purpose: AccountLinkPurpose,
    token: string,
    newEmailMasked?: string,
  ): Promise<void> {
    await rpcRequest(this.nats, NotificationsRpc.sendAccountMail, {
      kind: MAIL_KIND[purpose],
      userId: user.id,
      email: user.email,
      firstName: user.firstName,
      token,
      ...(newEmailMasked === undefined ? {} : { newEmailMasked }),
    });
  }

  private async forget(linkId: string): Promise<void> {
    await this.repository.forget(linkId);
  }

  /** The stored link of `token` (of one of `purposes`) and its account, when the link may be used now; else the one 400. */
  private async usableLink(
    token: string,
    purposes: readonly AccountLinkPurpose[],
  ): Promise<{ link: LinkRow; user: UserEntity }> {
    const link = await this.repository.findByHash(hashToken(token));
    const user = link ? await this.em.fork().findOne(UserEntity, { id: link.user_id }) : null;
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
  private async useLink(tx: EntityManager, linkId: string): Promise<void> {
    if (!(await this.repository.use(tx, linkId))) throw linkInvalid();
  }
}
