import type { User } from '@avtalt/contracts';
import type { UserEntity } from './user.entity';

/** The public shape of a user: never the password hash. */
export function toUser(entity: UserEntity): User {
  return {
    id: entity.id,
    firstName: entity.firstName,
    lastName: entity.lastName,
    username: entity.username,
    email: entity.email,
    profileImageUrl: entity.profileImageUrl,
    isAdmin: entity.isAdmin,
    createdAt: entity.createdAt.toISOString(),
    updatedAt: entity.updatedAt.toISOString(),
  };
}
