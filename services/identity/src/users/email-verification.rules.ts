/**
 * Which address of an account is proven (docs/admin-role.md). `verifiedEmail` is the last address the
 * account has proven it owns: today the address it registered with (there is no e-mail sending yet);
 * once e-mail exists, a confirmation link will set it to the address the link was sent to. A profile
 * change never sets it.
 */
export interface EmailState {
  email: string;
  verifiedEmail: string | null;
}

/** True when the account's current address is its proven one. */
export function isEmailVerified({ email, verifiedEmail }: EmailState): boolean {
  return verifiedEmail !== null && verifiedEmail.toLowerCase() === email.toLowerCase();
}

/** The verification fields of a new account: the address it registered with counts as proven. */
export function verificationAtRegistration(email: string, now: Date): { verifiedEmail: string; emailVerifiedAt: Date } {
  return { verifiedEmail: email.toLowerCase(), emailVerifiedAt: now };
}
