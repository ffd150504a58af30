import { maskEmail, type User } from '@avtalt/contracts';
import { isEmailVerified } from './email-verification.rules';
import type { UserEntity } from './user.entity';

/**
 * The public shape of a user: never the password hash. `isAdmin` is the account's current standing
 * (admin/admin-role.service.ts), not the stored flag.
 */
export function toUser(entity: UserEntity, isAdmin: boolean): User {
  return {
    id: entity.id,
    firstName: entity.firstName,
    lastName: entity.lastName,
    username: entity.username,
    email: entity.email,
    profileImageUrl: entity.profileImageUrl,
    emailVerified: isEmailVerified(entity),
    pendingEmailMasked: entity.pendingEmail ? maskEmail(entity.pendingEmail) : null,
    language: entity.language,
    isAdmin,
    createdAt: entity.createdAt.toISOString(),
    updatedAt: entity.updatedAt.toISOString(),
  };
}
