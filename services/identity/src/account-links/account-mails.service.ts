import { ErrorCode, maskEmail, NotificationsRpc, UserMessages } from '@avtalt/contracts';
import { DomainError, errorText, rpcRequest, runWithoutDeadline } from '@avtalt/service-kit';
import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import { randomUUID } from 'node:crypto';
import { accountMailAddress } from '../users/email-change.rules';
import { isEmailVerified } from '../users/email-verification.rules';
import type { UserEntity } from '../users/user.entity';
import { type UnitOfWork, UsersRepository } from '../users/users.repository';
import { AccountLinksRepository } from './account-links.repository';
import {
  type AccountLinkPurpose,
  linkLifetime,
  mayRequestVerification,
  newToken,
  VERIFY_LINKS_PER_HOUR,
} from './account-links.rules';

export const NATS_CLIENT = Symbol('NATS_CLIENT');

const MAIL_KIND = {
  reset: 'password-reset',
  verify: 'verify-email',
  change: 'email-change',
  stop: 'email-change-notice',
} as const;

/** An account as the mails about it need it: the address, the name, and the language they are written in. */
export type MailTarget = Pick<UserEntity, 'id' | 'email' | 'firstName' | 'language'>;

/**
 * The account mails, sent through the notifications service
 * (docs/password-reset-and-address-confirmation.md): each link is stored (its SHA-256 only) within its
 * hourly limit and then mailed; a link whose mail could not be sent is removed. Following a link is
 * account-links.service.ts. Log lines name user ids only: never an address, a token or its hash.
 */
@Injectable()
export class AccountMailsService implements OnApplicationShutdown {
  private readonly logger = new Logger('AccountLinks');

  constructor(
    private readonly users: UsersRepository,
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
    const user = await this.users.findByEmail(email);
    // A reset link goes only to a confirmed address (an unconfirmed one may be anybody's).
    if (user && accountMailAddress(user) !== null) this.sendInBackground(user, 'reset');
    return { accepted: true };
  }

  /**
   * A new confirmation link: to the waiting new address when a change waits, else to the
   * account's address, refused when that is confirmed already. Refused past
   * {@link mayRequestVerification}'s limit (counted in the database, under the account's row lock, so
   * parallel requests cannot pass it together). Waits for notifications: 503 when it is down. A waiting
   * address that another account has gets no link, and the answer is the same.
   */
  async requestEmailVerification(userId: string): Promise<{ accepted: true }> {
    const { recipient, purpose, token, linkId } = await this.users.transaction(async (tx) => {
      const user = await this.users.lock(tx, userId);
      if (!user) throw new DomainError(ErrorCode.NotFound, UserMessages.userNotFound);
      const purpose: AccountLinkPurpose = user.pendingEmail ? 'change' : 'verify';
      const recipient: MailTarget = {
        id: user.id,
        email: user.pendingEmail ?? user.email,
        firstName: user.firstName,
        language: user.language,
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
      await this.repository.forget(linkId);
      throw error;
    }
    return { accepted: true };
  }

  /**
   * Best effort after the answer to an address change: the confirmation link to the new address (not
   * when another account has it: nothing tells the asker so) and, when the account's address is
   * confirmed, a notice to it naming the new address masked, with a link that stops the change. Each
   * within its hourly limit; a failure is logged with the user id only.
   */
  sendChangeInBackground(
    user: Pick<UserEntity, 'id' | 'email' | 'verifiedEmail' | 'firstName' | 'language'>,
    newEmail: string,
  ): void {
    const account: MailTarget = {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      language: user.language,
    };
    const notify = accountMailAddress(user) !== null;
    void runWithoutDeadline(async () => {
      const stored: { target: MailTarget; purpose: AccountLinkPurpose; token: string; linkId: string }[] = [];
      try {
        await this.users.transaction(async (tx) => {
          const locked = await this.users.lock(tx, account.id);
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
          await this.repository.forget(link.linkId);
          this.logger.warn(
            `${MAIL_KIND[link.purpose]} mail for user ${account.id} not sent: ${errorText(error)}`,
          );
        }
      }
    });
  }

  /**
   * Best effort, after the answer to a confirmed address change: the old (confirmed) address is told that
   * the account's address is now `newEmail` (masked), and when. A failure is logged with the user id only.
   */
  sendChangedInBackground(old: MailTarget, newEmail: string, changedAt: Date): void {
    void runWithoutDeadline(async () => {
      try {
        await rpcRequest(this.nats, NotificationsRpc.sendAccountMail, {
          kind: 'email-changed',
          userId: old.id,
          email: old.email,
          firstName: old.firstName,
          language: old.language,
          newEmailMasked: maskEmail(newEmail),
          changedAt: changedAt.toISOString(),
        });
      } catch (error) {
        this.logger.warn(`email-changed mail for user ${old.id} not sent: ${errorText(error)}`);
      }
    });
  }

  /**
   * Best effort, after the answer (registration, an address change, a reset request): a link stored and
   * mailed. A failure (notifications down) removes the link and is logged with the user id only; the
   * person can ask again.
   */
  sendInBackground(user: MailTarget, purpose: 'reset' | 'verify'): void {
    const snapshot = { id: user.id, email: user.email, firstName: user.firstName, language: user.language };
    void runWithoutDeadline(async () => {
      let linkId: string | undefined;
      try {
        const stored = await this.users.transaction(async (tx) => {
          // Every confirmation link counts toward the hourly limits, however it was caused (registration,
          // each change of the address, 'send again'): changing the address back and forth is no way round them.
          if (purpose === 'verify') {
            const locked = await this.users.lock(tx, snapshot.id);
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
        if (linkId) await this.repository.forget(linkId);
        this.logger.warn(`${MAIL_KIND[purpose]} mail for user ${snapshot.id} not sent: ${errorText(error)}`);
      }
    });
  }

  /**
   * Whether another confirmation link may be sent to `user`'s current address: counted over the last hour
   * per account and per address (all accounts). The caller holds the account's row lock.
   */
  private async verificationAllowed(
    tx: UnitOfWork,
    user: Pick<UserEntity, 'id' | 'email'>,
  ): Promise<boolean> {
    const { mine, address } = await this.repository.confirmationLinksLastHour(tx, user.id, user.email);
    return mayRequestVerification(mine, address);
  }

  /** Stop notices to the account's own address, as many per hour as confirmation links (a flood of changes mails it no more). */
  private async noticeAllowed(tx: UnitOfWork, userId: string): Promise<boolean> {
    return (await this.repository.stopLinksLastHour(tx, userId)) < VERIFY_LINKS_PER_HOUR;
  }

  /** 503 (the same for every caller) when the notifications service does not answer its health check. */
  private async assertMailAvailable(): Promise<void> {
    await rpcRequest(this.nats, NotificationsRpc.health, {});
  }

  private async storeLink(
    tx: UnitOfWork,
    user: Pick<UserEntity, 'id' | 'email'>,
    purpose: AccountLinkPurpose,
  ): Promise<{ token: string; linkId: string }> {
    const { token, hash } = newToken();
    const linkId = randomUUID();
    await this.repository.insert(tx, {
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
      language: user.language,
      token,
      ...(newEmailMasked === undefined ? {} : { newEmailMasked }),
    });
  }
}
