import {
  type Contact,
  ErrorCode,
  Messages,
  UserMessages,
  type ChangePasswordMessage,
  type LoginBody,
  type PromoteAdminMessage,
  type RegisterMessage,
  type SetLanguageMessage,
  type UpdateProfileMessage,
  type User,
} from '@avtalt/contracts';
import { DomainError } from '@avtalt/service-kit';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { AdminRoleService } from '../admin/admin-role.service';
import { decidePromotion } from '../admin/admin.rules';
import { IDENTITY_CONFIG, type IdentityConfig } from '../config/identity.config';
import { AccountLinksService } from '../account-links/account-links.service';
import { AccountMailsService } from '../account-links/account-mails.service';
import { addressChange } from './email-change.rules';
import { isEmailVerified } from './email-verification.rules';
import { PasswordService } from './password.service';
import type { UserEntity } from './user.entity';
import { toUser } from './user.mapper';
import { type UnitOfWork, UsersRepository } from './users.repository';

@Injectable()
export class UsersService {
  private readonly logger = new Logger(UsersService.name);

  constructor(
    private readonly users: UsersRepository,
    private readonly passwords: PasswordService,
    private readonly adminRole: AdminRoleService,
    private readonly links: AccountLinksService,
    private readonly mails: AccountMailsService,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
  ) {}

  /**
   * The password is hashed whether or not the e-mail or username is taken, so a refusal takes as long
   * as a registration and timing tells nothing the message does not (docs/sessions-and-login.md). The
   * address is not confirmed yet: a confirmation link is mailed after the answer (best effort: the
   * account exists even when notifications is down; the person can ask for a link again).
   */
  async register(input: RegisterMessage): Promise<User> {
    const uow = this.users.unitOfWork();
    const [passwordHash, taken] = await Promise.all([
      this.passwords.hash(input.password),
      this.assertUnique(uow, input.email, input.username).then(
        () => null,
        (error: unknown) => error,
      ),
    ]);
    if (taken) throw taken;
    const user = this.users.create(uow, {
      firstName: input.firstName,
      lastName: input.lastName,
      username: input.username,
      email: input.email,
      passwordHash,
      language: input.language,
    });
    await this.users.save(uow);
    this.mails.sendInBackground(user, 'verify');
    return toUser(user, false);
  }

  /** The same answer for an unknown e-mail and a wrong password, in about the same time. */
  async verifyCredentials(input: LoginBody): Promise<User> {
    const user = await this.users.findByEmail(input.email);
    const valid = await this.passwords.verify(user?.passwordHash, input.password);
    // Counted by the login-limit test (gateway/test/login-limits.int-spec.ts); names nobody.
    this.logger.debug('credentials checked');
    if (!user || !valid) throw new DomainError(ErrorCode.InvalidCredentials, Messages.invalidCredentials);
    return toUser(user, await this.adminRole.isAdmin(user));
  }

  /**
   * Issue 18: whether `password` is the account's (a signer's proof, asked by agreements, which counts
   * wrong attempts per agreement). An unknown account is `false`, in about the same time.
   */
  async verifyPassword(userId: string, password: string): Promise<{ valid: boolean }> {
    const user = await this.users.findById(userId);
    const valid = await this.passwords.verify(user?.passwordHash, password);
    return { valid: user !== null && valid };
  }

  /** The current address and name of each known account among `userIds` (unknown ids are left out). */
  async contacts(userIds: string[]): Promise<Contact[]> {
    const users = await this.users.findByIds(userIds);
    return users.map((user) => ({
      userId: user.id,
      email: user.email,
      emailVerified: isEmailVerified(user),
      firstName: user.firstName,
      lastName: user.lastName,
      language: user.language,
    }));
  }

  async get(userId: string): Promise<User> {
    const user = await this.findOrFail(userId);
    return toUser(user, await this.adminRole.isAdmin(user));
  }

  /**
   * Names and picture are saved at once. A new address (issue 31) takes the current password (400 without
   * it, the change-password 400 when wrong; the gateway has reserved a unit of the account's login limit
   * before asking) and is only stored as waiting: the account keeps its address until the link mailed to
   * the new one is followed (account-links/), and its confirmed address is told, with a link that stops the
   * change. The answer is the same whether or not another account has the new address (review L5).
   * Nothing is changed when a check fails.
   */
  async updateProfile(input: UpdateProfileMessage): Promise<User> {
    const current = await this.findOrFail(input.userId);
    const change = addressChange(current.email, input.email, input.currentPassword);
    if (change === 'password-required') {
      throw new DomainError(ErrorCode.ValidationFailed, UserMessages.currentPasswordForEmail, [
        { path: 'currentPassword', message: UserMessages.currentPasswordForEmail },
      ]);
    }
    if (input.currentPassword !== undefined)
      await this.assertCurrentPassword(current.passwordHash, input.currentPassword);
    const user = await this.users.transaction(async (tx) => {
      const user = await this.users.lock(tx, input.userId);
      if (!user) throw new DomainError(ErrorCode.NotFound, UserMessages.userNotFound);
      await this.assertUsernameFree(tx, input.username, user.id);
      user.firstName = input.firstName;
      user.lastName = input.lastName;
      user.username = input.username;
      if (input.profileImageUrl !== undefined) user.profileImageUrl = input.profileImageUrl;
      if (change === 'change') {
        // Another address replaces the waiting one: the earlier change and stop links are used up with it,
        // or a link for an address that comes back (X → Y → X) would work again (review of issue 31).
        if (user.pendingEmail !== null && user.pendingEmail.toLowerCase() !== input.email.toLowerCase())
          await this.links.useChangeLinks(tx, user.id);
        user.pendingEmail = input.email;
        user.pendingEmailRequestedAt = new Date();
      }
      await this.users.save(tx);
      return user;
    });
    if (change === 'change') {
      this.logger.log(`address change asked for: user ${user.id}`);
      this.mails.sendChangeInBackground(user, input.email);
    }
    return toUser(user, await this.adminRole.isAdmin(user));
  }

  /** The account's language (docs/languages.md), under the account's row lock like every profile change. */
  async setLanguage(input: SetLanguageMessage): Promise<User> {
    const user = await this.users.transaction(async (tx) => {
      const user = await this.users.lock(tx, input.userId);
      if (!user) throw new DomainError(ErrorCode.NotFound, UserMessages.userNotFound);
      user.language = input.language;
      await this.users.save(tx);
      return user;
    });
    return toUser(user, await this.adminRole.isAdmin(user));
  }

  /** The password a signed-in account confirms a change with; wrong → the one 400 of change-password. */
  private async assertCurrentPassword(passwordHash: string, currentPassword: string): Promise<void> {
    // Counted by the limit tests (gateway/test/address-change.int-spec.ts); names nobody.
    this.logger.debug('current password checked');
    if (!(await this.passwords.verify(passwordHash, currentPassword))) {
      throw new DomainError(ErrorCode.ValidationFailed, UserMessages.wrongCurrentPassword, [
        { path: 'currentPassword', message: UserMessages.wrongCurrentPassword },
      ]);
    }
  }

  async changePassword(input: ChangePasswordMessage): Promise<{ changed: true }> {
    const uow = this.users.unitOfWork();
    const user = await this.findOrFail(input.userId, uow);
    await this.assertCurrentPassword(user.passwordHash, input.currentPassword);
    user.passwordHash = await this.passwords.hash(input.newPassword);
    await this.users.save(uow);
    return { changed: true };
  }

  /**
   * `POST /api/admin/setup`: grants the role to the account with `email` when its verified address is
   * on ADMIN_EMAILS and the caller is that account or an admin (admin/admin.rules.ts).
   */
  async promote(input: PromoteAdminMessage): Promise<User> {
    const uow = this.users.unitOfWork();
    const caller = await this.findOrFail(input.callerId, uow);
    const callerIsAdmin = await this.adminRole.isAdmin(caller);
    const self = caller.email === input.email;
    // Another account is looked up only for an admin, so nobody else learns whether an address exists.
    const target = self || !callerIsAdmin ? null : await this.users.findByEmail(input.email, uow);
    const decision = decidePromotion({
      caller: {
        id: caller.id,
        email: caller.email,
        verifiedEmail: caller.verifiedEmail,
        isAdmin: callerIsAdmin,
      },
      target,
      targetEmail: input.email,
      allowList: this.config.ADMIN_EMAILS,
    });
    if (!decision.allowed)
      throw new DomainError(decision.notFound ? ErrorCode.NotFound : ErrorCode.Forbidden, decision.reason);
    // In a transaction, so the commit is checked against the caller's deadline like every other write
    // (a grant answered 503 is never stored).
    await this.users.transaction((tx) => this.adminRole.grant(tx, decision.userId, input.email, caller.id));
    const promoted = await this.findOrFail(decision.userId);
    // The address changed between the decision and the grant: nothing was granted.
    if (!(await this.adminRole.isAdmin(promoted)))
      throw new DomainError(ErrorCode.Forbidden, UserMessages.adminEmailNotVerified);
    return toUser(promoted, true);
  }

  private async findOrFail(id: string, uow?: UnitOfWork): Promise<UserEntity> {
    const user = await this.users.findById(id, uow);
    if (!user) throw new DomainError(ErrorCode.NotFound, UserMessages.userNotFound);
    return user;
  }

  /** Friendly 409s for the common case; the unique indexes catch the race (UsersRepository.save). */
  private async assertUnique(
    uow: UnitOfWork,
    email: string,
    username: string,
    exceptId?: string,
  ): Promise<void> {
    const byEmail = await this.users.findByEmail(email, uow);
    if (byEmail && byEmail.id !== exceptId)
      throw new DomainError(ErrorCode.Conflict, UserMessages.emailTaken);
    await this.assertUsernameFree(uow, username, exceptId);
  }

  private async assertUsernameFree(uow: UnitOfWork, username: string, exceptId?: string): Promise<void> {
    const byUsername = await this.users.findByUsername(uow, username);
    if (byUsername && byUsername.id !== exceptId)
      throw new DomainError(ErrorCode.Conflict, UserMessages.usernameTaken);
  }
}
