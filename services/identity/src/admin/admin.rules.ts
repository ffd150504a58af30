import { UserMessages } from '@avtalt/contracts';
import { isEmailVerified, type EmailState } from '../users/email-verification.rules';

/** What the admin rules need to know of an account. */
export interface AdminCandidate extends EmailState {
  id: string;
  /** The stored flag, as granted by set-up (see {@link adminStanding} for whether it still holds). */
  isAdmin: boolean;
}

/** Why a grant or revocation happened; stored in `admin_role_events.reason`. */
export const AdminRoleReason = {
  /** Granted through `POST /api/admin/setup` (by the account itself or by an admin). */
  setup: 'setup',
  /** The account's e-mail changed (even to another allowed address: it is unverified until proven). */
  emailChanged: 'email_changed',
  /** The account's address is not (or no longer) on ADMIN_EMAILS. */
  emailNotListed: 'email_not_listed',
  /** The account's address is not its verified address. */
  emailUnverified: 'email_unverified',
} as const;
export type AdminRoleReason = (typeof AdminRoleReason)[keyof typeof AdminRoleReason];

/** True when `email` is on the operator's allow-list (case and surrounding spaces ignored). */
export function isAllowListed(email: string, allowList: readonly string[]): boolean {
  const wanted = email.trim().toLowerCase();
  return allowList.some((entry) => entry.trim().toLowerCase() === wanted);
}

export type AdminStanding = { admin: true } | { admin: false; revoke: AdminRoleReason | null };

/**
 * Whether an account is an admin right now: the stored flag AND a verified address that is on the
 * allow-list. A flag that no longer holds must be revoked (`revoke` says why); an account without the
 * flag has nothing to revoke.
 */
export function adminStanding(account: AdminCandidate, allowList: readonly string[]): AdminStanding {
  if (!account.isAdmin) return { admin: false, revoke: null };
  if (!isEmailVerified(account)) return { admin: false, revoke: AdminRoleReason.emailUnverified };
  if (!isAllowListed(account.email, allowList))
    return { admin: false, revoke: AdminRoleReason.emailNotListed };
  return { admin: true };
}

export interface PromotionRequest {
  /** The caller; `isAdmin` is its current standing (see {@link adminStanding}), not the raw flag. */
  caller: AdminCandidate;
  /** The e-mail given in the set-up form (lower case). */
  targetEmail: string;
  /** The account with that e-mail, when there is one (the caller itself when it is their address). */
  target: AdminCandidate | null;
  allowList: readonly string[];
}

export type PromotionDecision =
  { allowed: true; userId: string } | { allowed: false; reason: string; notFound?: true };

/**
 * docs/admin-role.md: the admin role goes only to an account whose VERIFIED address is on the
 * allow-list (ADMIN_EMAILS). Anyone may ask for their own account; an admin may also ask for another
 * account, which must meet the same condition. Verification is checked before the list, so asking
 * with an unverified address never tells whether that address is on the list.
 */
export function decidePromotion({
  caller,
  targetEmail,
  target,
  allowList,
}: PromotionRequest): PromotionDecision {
  const wanted = targetEmail.trim().toLowerCase();
  const self = caller.email.toLowerCase() === wanted;
  if (!self && !caller.isAdmin) return { allowed: false, reason: UserMessages.adminMustBeSelf };
  const account = self ? caller : target;
  if (!account || account.email.toLowerCase() !== wanted) {
    return { allowed: false, reason: UserMessages.userNotFound, notFound: true };
  }
  if (!isEmailVerified(account)) return { allowed: false, reason: UserMessages.adminEmailNotVerified };
  if (!isAllowListed(account.email, allowList))
    return { allowed: false, reason: UserMessages.adminNotAllowed };
  return { allowed: true, userId: account.id };
}

/**
 * A profile change from `account.email` to `newEmail`: an admin loses the role whenever the address
 * changes, even to another allowed (or its own verified) address; set-up must be asked for again.
 */
export function revocationOnEmailChange(
  account: Pick<AdminCandidate, 'email' | 'isAdmin'>,
  newEmail: string,
): AdminRoleReason | null {
  if (!account.isAdmin) return null;
  return account.email.toLowerCase() === newEmail.toLowerCase() ? null : AdminRoleReason.emailChanged;
}
