import { ErrorCode, NotificationsRpc, UserMessages, type User } from '@avtalt/contracts';
import { DomainError, errorText, rpcRequest, runWithoutDeadline } from '@avtalt/service-kit';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import { randomUUID } from 'node:crypto';
import { AdminRoleService } from '../admin/admin-role.service';
import { isEmailVerified } from '../users/email-verification.rules';
import { PasswordService } from '../users/password.service';
import { UserEntity } from '../users/user.entity';
import { toUser } from '../users/user.mapper';
import { type AccountLinkPurpose, hashToken, linkLifetime, linkUsable, mayRequestVerification, newToken, type StoredLink } from './account-links.rules';

export const NATS_CLIENT = Symbol('NATS_CLIENT');

interface LinkRow {
  id: string;
  purpose: AccountLinkPurpose;
  user_id: string;
  email: string;
  expires_at: Date;
  used_at: Date | null;
}

const MAIL_KIND = { reset: 'password-reset', verify: 'verify-email' } as const;

/** Every refusal of a link is the same 400: unknown, used, expired or sent to another address. */
const linkInvalid = () => new DomainError(ErrorCode.ValidationFailed, UserMessages.linkInvalid, [{ path: 'token', message: UserMessages.linkInvalid }]);

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
    if (user) this.sendInBackground(user, 'reset');
    return { accepted: true };
  }

  /**
   * Sets the new password when the reset link is usable; the link is used up, and so is every other reset
   * link of the account. Proving the address by the link also confirms it. The gateway ends every session.
   */
  async resetPassword(token: string, newPassword: string): Promise<{ userId: string }> {
    const { link, user } = await this.usableLink(token, 'reset');
    const passwordHash = await this.passwords.hash(newPassword);
    await this.em.fork().transactional(async (tx) => {
      await this.useLink(tx, link.id);
      const changed = await tx.execute<{ id: string }[]>(
        `update "users" set "password_hash" = ?, "verified_email" = "email", "email_verified_at" = now(), "updated_at" = now()
         where "id" = ? and "email" = ? returning "id"`,
        [passwordHash, user.id, link.email],
        'all',
      );
      // The address changed since the link was read: the link no longer belongs to this account's address.
      if (changed.length !== 1) throw linkInvalid();
      await tx.execute(`update "account_tokens" set "used_at" = now() where "user_id" = ? and "purpose" = 'reset' and "used_at" is null`, [user.id], 'run');
    });
    this.logger.log(`password reset: user ${user.id}`);
    return { userId: user.id };
  }

  /**
   * Confirms the address the link was sent to, if it is still the account's address and the caller is
   * logged in as that account (someone who put another person's address on their account must not get it
   * confirmed by that person clicking the link).
   */
  async verifyEmail(token: string, callerId: string): Promise<User> {
    const { link, user } = await this.usableLink(token, 'verify');
    if (user.id !== callerId) throw new DomainError(ErrorCode.Forbidden, UserMessages.linkOtherAccount);
    await this.em.fork().transactional(async (tx) => {
      await this.useLink(tx, link.id);
      const changed = await tx.execute<{ id: string }[]>(
        `update "users" set "verified_email" = "email", "email_verified_at" = now(), "updated_at" = now()
         where "id" = ? and "email" = ? returning "id"`,
        [user.id, link.email],
        'all',
      );
      if (changed.length !== 1) throw linkInvalid();
    });
    this.logger.log(`address confirmed: user ${user.id}`);
    const fresh = await this.em.fork().findOneOrFail(UserEntity, { id: user.id });
    return toUser(fresh, await this.adminRole.isAdmin(fresh));
  }

  /**
   * A new confirmation link to the account's current address: refused when it is confirmed already,
   * and past {@link mayRequestVerification}'s limit (counted in the database, under the account's row
   * lock, so parallel requests cannot pass it together). Waits for notifications: 503 when it is down.
   */
  async requestEmailVerification(userId: string): Promise<{ accepted: true }> {
    const em = this.em.fork();
    const { user, token, linkId } = await em.transactional(async (tx) => {
      const user = await tx.findOne(UserEntity, { id: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!user) throw new DomainError(ErrorCode.NotFound, UserMessages.userNotFound);
      if (isEmailVerified(user)) throw new DomainError(ErrorCode.Conflict, UserMessages.emailAlreadyVerified);
      if (!(await this.verificationAllowed(tx, user))) throw new DomainError(ErrorCode.RateLimited, UserMessages.verificationTooMany);
      const { token, linkId } = await this.storeLink(tx, user, 'verify');
      return { user, token, linkId };
    });
    try {
      await this.mail(user, 'verify', token);
    } catch (error) {
      await this.forget(linkId);
      throw error;
    }
    return { accepted: true };
  }

  /**
   * Best effort, after the answer (registration, an address change, a reset request): a link stored and
   * mailed. A failure (notifications down) removes the link and is logged with the user id only; the
   * person can ask again.
   */
  sendInBackground(user: Pick<UserEntity, 'id' | 'email' | 'firstName'>, purpose: AccountLinkPurpose): void {
    const snapshot = { id: user.id, email: user.email, firstName: user.firstName };
    void runWithoutDeadline(async () => {
      let linkId: string | undefined;
      try {
        const stored = await this.em.fork().transactional(async (tx) => {
          // Every confirmation link counts toward the hourly limits, however it was caused (registration,
          // each change of the address, 'send again'): changing the address back and forth is no way round them.
          if (purpose === 'verify') {
            const locked = await tx.findOne(UserEntity, { id: snapshot.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
            if (!locked || !(await this.verificationAllowed(tx, snapshot))) return undefined;
          }
          return this.storeLink(tx, snapshot, purpose);
        });
        if (!stored) {
          this.logger.warn(`${MAIL_KIND[purpose]} mail for user ${snapshot.id} not sent: hourly limit reached`);
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
  private async verificationAllowed(tx: EntityManager, user: Pick<UserEntity, 'id' | 'email'>): Promise<boolean> {
    const [{ mine, address }] = await tx.execute<{ mine: number; address: number }[]>(
      `select count(*) filter (where "user_id" = ?)::int as mine, count(*) filter (where "email" = ?)::int as address
         from "account_tokens" where "purpose" = 'verify' and "created_at" > now() - interval '1 hour'`,
      [user.id, user.email.toLowerCase()],
      'all',
    );
    return mayRequestVerification(mine, address);
  }

  /** 503 (the same for every caller) when the notifications service does not answer its health check. */
  private async assertMailAvailable(): Promise<void> {
    await rpcRequest(this.nats, NotificationsRpc.health, {});
  }

  private async storeLink(em: EntityManager, user: Pick<UserEntity, 'id' | 'email'>, purpose: AccountLinkPurpose): Promise<{ token: string; linkId: string }> {
    const { token, hash } = newToken();
    const linkId = randomUUID();
    await em.execute(
      `insert into "account_tokens" ("id", "token_hash", "purpose", "user_id", "email", "expires_at") values (?, ?, ?, ?, ?, ?)`,
      [linkId, hash, purpose, user.id, user.email.toLowerCase(), new Date(Date.now() + linkLifetime(purpose))],
      'run',
    );
    return { token, linkId };
  }

  private async mail(user: Pick<UserEntity, 'id' | 'email' | 'firstName'>, purpose: AccountLinkPurpose, token: string): Promise<void> {
    await rpcRequest(this.nats, NotificationsRpc.sendAccountMail, { kind: MAIL_KIND[purpose], userId: user.id, email: user.email, firstName: user.firstName, token });
  }

  private async forget(linkId: string): Promise<void> {
    await this.em.fork().execute(`delete from "account_tokens" where "id" = ?`, [linkId], 'run').catch(() => undefined);
  }

  /** The stored link of `token` and its account, when the link may be used now; else the one 400. */
  private async usableLink(token: string, purpose: AccountLinkPurpose): Promise<{ link: LinkRow; user: UserEntity }> {
    const em = this.em.fork();
    const [link] = await em.execute<LinkRow[]>(
      `select "id", "purpose", "user_id", "email", "expires_at", "used_at" from "account_tokens" where "token_hash" = ?`,
      [hashToken(token)],
      'all',
    );
    const user = link ? await em.findOne(UserEntity, { id: link.user_id }) : null;
    const stored: StoredLink | undefined = link && { purpose: link.purpose, email: link.email, expiresAt: new Date(link.expires_at), usedAt: link.used_at && new Date(link.used_at) };
    if (!link || !user || !linkUsable(stored, purpose, user.email, new Date())) throw linkInvalid();
    return { link, user };
  }

  /** Marks the link used; exactly one of two parallel uses changes the row, the other gets the 400. */
  private async useLink(tx: EntityManager, linkId: string): Promise<void> {
    const used = await tx.execute<{ id: string }[]>(
      `update "account_tokens" set "used_at" = now() where "id" = ? and "used_at" is null and "expires_at" > now() returning "id"`,
      [linkId],
      'all',
    );
    if (used.length !== 1) throw linkInvalid();
  }
}
