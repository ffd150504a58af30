import {
  changePasswordMessageSchema,
  getUserMessageSchema,
  IdentitySubjects,
  promoteAdminMessageSchema,
  registerMessageSchema,
  updateProfileMessageSchema,
  verifyCredentialsMessageSchema,
  type User,
} from '@avtalt/contracts';
import { parseOrThrow } from '@avtalt/service-kit';
import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { UsersService } from './users.service';

/** NATS request handlers: validate the message, hand it to the service. */
@Controller()
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @MessagePattern(IdentitySubjects.register)
  register(@Payload() payload: unknown): Promise<User> {
    return this.users.register(parseOrThrow(registerMessageSchema, payload));
  }

  @MessagePattern(IdentitySubjects.verifyCredentials)
  verifyCredentials(@Payload() payload: unknown): Promise<User> {
    return this.users.verifyCredentials(parseOrThrow(verifyCredentialsMessageSchema, payload));
  }

  @MessagePattern(IdentitySubjects.getUser)
  get(@Payload() payload: unknown): Promise<User> {
    return this.users.get(parseOrThrow(getUserMessageSchema, payload).userId);
  }

  @MessagePattern(IdentitySubjects.updateProfile)
  updateProfile(@Payload() payload: unknown): Promise<User> {
    return this.users.updateProfile(parseOrThrow(updateProfileMessageSchema, payload));
  }

  @MessagePattern(IdentitySubjects.changePassword)
  changePassword(@Payload() payload: unknown): Promise<{ changed: true }> {
    return this.users.changePassword(parseOrThrow(changePasswordMessageSchema, payload));
  }

  @MessagePattern(IdentitySubjects.promoteAdmin)
  promote(@Payload() payload: unknown): Promise<User> {
    return this.users.promote(parseOrThrow(promoteAdminMessageSchema, payload));
  }
}
