/**
 * Which address of an account is proven (docs/admin-role.md). `verifiedEmail` is the last address the
 * account has proven it owns: the address a confirmation link (or a password reset link) was sent to,
 * set when the link is used (issue 17, account-links/). Registration and a profile change never set it.
 */
export interface EmailState {
  email: string;
  verifiedEmail: string | null;
}

/** True when the account's current address is its proven one. */
export function isEmailVerified({ email, verifiedEmail }: EmailState): boolean {
  return verifiedEmail !== null && verifiedEmail.toLowerCase() === email.toLowerCase();
}
