import { type Contact, IdentityRpc, type User } from '@avtalt/contracts';
import { parseOrThrow } from '@avtalt/service-kit';
import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { AccountLinksService } from '../account-links/account-links.service';
import { AccountMailsService } from '../account-links/account-mails.service';
import { UsersService } from './users.service';

/** NATS request handlers: validate the message, hand it to the service. */
@Controller()
export class UsersController {
  constructor(
    private readonly users: UsersService,
    private readonly links: AccountLinksService,
    private readonly mails: AccountMailsService,
  ) {}

  @MessagePattern(IdentityRpc.register.subject)
  register(@Payload() payload: unknown): Promise<User> {
    return this.users.register(parseOrThrow(IdentityRpc.register.request, payload));
  }

  @MessagePattern(IdentityRpc.verifyCredentials.subject)
  verifyCredentials(@Payload() payload: unknown): Promise<User> {
    return this.users.verifyCredentials(parseOrThrow(IdentityRpc.verifyCredentials.request, payload));
  }

  @MessagePattern(IdentityRpc.verifyPassword.subject)
  verifyPassword(@Payload() payload: unknown): Promise<{ valid: boolean }> {
    const { userId, password } = parseOrThrow(IdentityRpc.verifyPassword.request, payload);
    return this.users.verifyPassword(userId, password);
  }

  @MessagePattern(IdentityRpc.getUser.subject)
  get(@Payload() payload: unknown): Promise<User> {
    return this.users.get(parseOrThrow(IdentityRpc.getUser.request, payload).userId);
  }

  @MessagePattern(IdentityRpc.setLanguage.subject)
  setLanguage(@Payload() payload: unknown): Promise<User> {
    return this.users.setLanguage(parseOrThrow(IdentityRpc.setLanguage.request, payload));
  }

  @MessagePattern(IdentityRpc.updateProfile.subject)
  updateProfile(@Payload() payload: unknown): Promise<User> {
    return this.users.updateProfile(parseOrThrow(IdentityRpc.updateProfile.request, payload));
  }

  @MessagePattern(IdentityRpc.changePassword.subject)
  changePassword(@Payload() payload: unknown): Promise<{ changed: true }> {
    return this.users.changePassword(parseOrThrow(IdentityRpc.changePassword.request, payload));
  }

  @MessagePattern(IdentityRpc.promoteAdmin.subject)
  promote(@Payload() payload: unknown): Promise<User> {
    return this.users.promote(parseOrThrow(IdentityRpc.promoteAdmin.request, payload));
  }

  /** Addresses and names for the notifications service (never reachable from the gateway). */
  @MessagePattern(IdentityRpc.contacts.subject)
  async contacts(@Payload() payload: unknown): Promise<{ contacts: Contact[] }> {
    return {
      contacts: await this.users.contacts(parseOrThrow(IdentityRpc.contacts.request, payload).userIds),
    };
  }

  /** Always `{accepted: true}` (503 for every address when notifications is down). */
  @MessagePattern(IdentityRpc.requestPasswordReset.subject)
  requestPasswordReset(@Payload() payload: unknown): Promise<{ accepted: true }> {
    return this.mails.requestPasswordReset(
      parseOrThrow(IdentityRpc.requestPasswordReset.request, payload).email,
    );
  }

  @MessagePattern(IdentityRpc.resetPassword.subject)
  resetPassword(@Payload() payload: unknown): Promise<{ userId: string }> {
    const { token, newPassword } = parseOrThrow(IdentityRpc.resetPassword.request, payload);
    return this.links.resetPassword(token, newPassword);
  }

  @MessagePattern(IdentityRpc.requestEmailVerification.subject)
  requestEmailVerification(@Payload() payload: unknown): Promise<{ accepted: true }> {
    return this.mails.requestEmailVerification(
      parseOrThrow(IdentityRpc.requestEmailVerification.request, payload).userId,
    );
  }

  @MessagePattern(IdentityRpc.stopEmailChange.subject)
  stopEmailChange(@Payload() payload: unknown): Promise<{ userId: string }> {
    return this.links.stopChange(parseOrThrow(IdentityRpc.stopEmailChange.request, payload).token);
  }

  @MessagePattern(IdentityRpc.cancelEmailChange.subject)
  cancelEmailChange(@Payload() payload: unknown): Promise<User> {
    return this.links.cancelChange(parseOrThrow(IdentityRpc.cancelEmailChange.request, payload).userId);
  }

  @MessagePattern(IdentityRpc.verifyEmail.subject)
  verifyEmail(@Payload() payload: unknown): Promise<User> {
    const { token, userId } = parseOrThrow(IdentityRpc.verifyEmail.request, payload);
    return this.links.verifyEmail(token, userId);
  }
}
