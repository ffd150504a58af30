import {
  ErrorCode,
  Messages,
  UserMessages,
  type ChangePasswordMessage,
  type LoginBody,
  type PromoteAdminMessage,
  type RegisterBody,
  type UpdateProfileMessage,
  type User,
} from '@avtalt/contracts';
import { DomainError } from '@avtalt/service-kit';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { decidePromotion } from '../admin/admin.rules';
import { IDENTITY_CONFIG, type IdentityConfig } from '../config/identity.config';
import { PasswordService } from './password.service';
import { UserEntity } from './user.entity';
import { toUser } from './user.mapper';

@Injectable()
export class UsersService {
  constructor(
    private readonly em: EntityManager,
    private readonly passwords: PasswordService,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
  ) {}

  async register(input: RegisterBody): Promise<User> {
    const em = this.em.fork();
    await this.assertUnique(em, input.email, input.username);
    const user = em.create(UserEntity, {
      firstName: input.firstName,
      lastName: input.lastName,
      username: input.username,
      email: input.email,
      passwordHash: await this.passwords.hash(input.password),
    });
    await this.flushUnique(em);
    return toUser(user);
  }

  /** The same answer for an unknown e-mail and a wrong password, in about the same time. */
  async verifyCredentials(input: LoginBody): Promise<User> {
    const user = await this.em.fork().findOne(UserEntity, { email: input.email });
    const valid = await this.passwords.verify(user?.passwordHash, input.password);
    if (!user || !valid) throw new DomainError(ErrorCode.InvalidCredentials, Messages.invalidCredentials);
    return toUser(user);
  }

  async get(userId: string): Promise<User> {
    return toUser(await this.findOrFail(this.em.fork(), userId));
  }

  async updateProfile(input: UpdateProfileMessage): Promise<User> {
    const em = this.em.fork();
    const user = await this.findOrFail(em, input.userId);
    await this.assertUnique(em, input.email, input.username, user.id);
    user.firstName = input.firstName;
    user.lastName = input.lastName;
    user.username = input.username;
    user.email = input.email;
    if (input.profileImageUrl !== undefined) user.profileImageUrl = input.profileImageUrl;
    await this.flushUnique(em);
    return toUser(user);
  }

  async changePassword(input: ChangePasswordMessage): Promise<{ changed: true }> {
    const em = this.em.fork();
    const user = await this.findOrFail(em, input.userId);
    if (!(await this.passwords.verify(user.passwordHash, input.currentPassword))) {
      throw new DomainError(ErrorCode.ValidationFailed, UserMessages.wrongCurrentPassword, [
        { path: 'currentPassword', message: UserMessages.wrongCurrentPassword },
      ]);
    }
    user.passwordHash = await this.passwords.hash(input.newPassword);
    await em.flush();
    return { changed: true };
  }

  async promote(input: PromoteAdminMessage): Promise<User> {
    const em = this.em.fork();
    const caller = await this.findOrFail(em, input.callerId);
    const decision = decidePromotion({ caller, targetEmail: input.email, allowList: this.config.ADMIN_EMAILS });
    if (!decision.allowed) throw new DomainError(ErrorCode.Forbidden, decision.reason);
    const target = await em.findOne(UserEntity, { email: input.email });
    if (!target) throw new DomainError(ErrorCode.NotFound, UserMessages.userNotFound);
    target.isAdmin = true;
    await em.flush();
    return toUser(target);
  }

  private async findOrFail(em: EntityManager, id: string): Promise<UserEntity> {
    const user = await em.findOne(UserEntity, { id });
    if (!user) throw new DomainError(ErrorCode.NotFound, UserMessages.userNotFound);
    return user;
  }

  /** Friendly 409s for the common case; the unique indexes catch the race (see flushUnique). */
  private async assertUnique(em: EntityManager, email: string, username: string, exceptId?: string): Promise<void> {
    const byEmail = await em.findOne(UserEntity, { email });
    if (byEmail && byEmail.id !== exceptId) throw new DomainError(ErrorCode.Conflict, UserMessages.emailTaken);
    const byUsername = await em
      .createQueryBuilder(UserEntity, 'u')
      .where('lower(u.username) = lower(?)', [username])
      .getSingleResult();
    if (byUsername && byUsername.id !== exceptId) throw new DomainError(ErrorCode.Conflict, UserMessages.usernameTaken);
  }

  private async flushUnique(em: EntityManager): Promise<void> {
    try {
      await em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        const message = error.message.includes('users_email_unique') ? UserMessages.emailTaken : UserMessages.usernameTaken;
        throw new DomainError(ErrorCode.Conflict, message);
      }
      throw error;
    }
  }
}
