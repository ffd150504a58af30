import type { User } from '@avtalt/contracts';

/** Up to two upper-case initials for an avatar without a picture. */
export function initialsOf(user: Pick<User, 'firstName' | 'lastName' | 'username'>): string {
  const fromNames = `${user.firstName.trim().charAt(0)}${user.lastName.trim().charAt(0)}`;
  const initials = fromNames || user.username.trim().slice(0, 2);
  return initials.toUpperCase() || '?';
}
