import { createHash, randomBytes } from 'node:crypto';

/**
 * Single-use links mailed to an account (issue 17, docs/password-reset-and-address-confirmation.md):
 * a password reset, the confirmation of the account's address (`verify`), and since issue 31 the
 * confirmation of a new address asked for (`change`, sent to that address) and the stop of that change
 * (`stop`, sent to the confirmed address). The raw token travels only in the mail; the database keeps
 * its SHA-256.
 */
export type AccountLinkPurpose = 'reset' | 'verify' | 'change' | 'stop';

/** A reset link works for an hour (issue 17). */
export const RESET_LINK_TTL_MS = 60 * 60 * 1000;
/** A confirmation (or stop) link works for two days: it may wait in an inbox over a weekend day. */
export const VERIFY_LINK_TTL_MS = 48 * 60 * 60 * 1000;
/**
 * Confirmation links one account may be sent per hour (registration and address changes count too);
 * the stop notices of address changes have a limit of the same size of their own.
 */
export const VERIFY_LINKS_PER_HOUR = 5;
/** Confirmation links to one address per hour over all accounts (else accounts could take turns mailing it). */
export const VERIFY_LINKS_PER_ADDRESS_PER_HOUR = 5;

export const linkLifetime = (purpose: AccountLinkPurpose): number =>
  purpose === 'reset' ? RESET_LINK_TTL_MS : VERIFY_LINK_TTL_MS;

/** SHA-256 of a token, hex: what the database stores and looks a token up by. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A new token: 32 random bytes as 43 base64url characters, and its hash. */
export function newToken(random: (n: number) => Buffer = randomBytes): { token: string; hash: string } {
  const token = random(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

/** A stored link as the rules need it. */
export interface StoredLink {
  purpose: AccountLinkPurpose;
  /** The address the link was sent to (lower case). */
  email: string;
  expiresAt: Date;
  usedAt: Date | null;
}

/**
 * Whether a link may be used now for `purpose` by an account whose address for that purpose is
 * `currentEmail` ({@link linkAddress}): it exists, is of that purpose, has not been used, has not
 * expired, and that address is still the one it was sent to (a link sent to an old address neither
 * resets nor confirms the new one). Every refusal is the same to the caller ('Lenken er ugyldig eller utløpt').
 */
export function linkUsable(
  link: StoredLink | undefined,
  purpose: AccountLinkPurpose,
  currentEmail: string | null | undefined,
  now: Date,
): boolean {
  if (!link || currentEmail === undefined || currentEmail === null) return false;
  return (
    link.purpose === purpose &&
    link.usedAt === null &&
    link.expiresAt.getTime() > now.getTime() &&
    link.email.toLowerCase() === currentEmail.toLowerCase()
  );
}

/**
 * The address a link of `purpose` must have been sent to, for the account as it is now: the waiting new
 * address for `change`; the account's address for the others, and for `stop` only while a change waits.
 */
export function linkAddress(
  purpose: AccountLinkPurpose,
  account: { email: string; pendingEmail: string | null },
): string | null {
  if (purpose === 'change') return account.pendingEmail;
  if (purpose === 'stop' && account.pendingEmail === null) return null;
  return account.email;
}

/** Whether another confirmation link may be sent, given how many were sent in the last hour. */
export function mayRequestVerification(sentInLastHour: number, sentToAddressInLastHour = 0): boolean {
  return (
    sentInLastHour < VERIFY_LINKS_PER_HOUR && sentToAddressInLastHour < VERIFY_LINKS_PER_ADDRESS_PER_HOUR
  );
}
