import { isEmailVerified, type EmailState } from './email-verification.rules';

/**
 * Issue 31 (docs/password-reset-and-address-confirmation.md): an address change proves control of the
 * account (the current password) and of the new address (a link mailed to it); until then the old
 * address stays the account's, and only a confirmed address receives anything but that link.
 */

/** What a profile update asks of the address. */
export type AddressChange = 'unchanged' | 'password-required' | 'change';

/**
 * `unchanged` when `requested` is the account's address (a pending change is left as it is),
 * `password-required` when it differs and no current password came with it, else `change`.
 */
export function addressChange(
  currentEmail: string,
  requested: string,
  currentPassword: string | undefined,
): AddressChange {
  if (requested.toLowerCase() === currentEmail.toLowerCase()) return 'unchanged';
  return currentPassword === undefined || currentPassword === '' ? 'password-required' : 'change';
}

/**
 * The one rule for every mail to an account except a confirmation link: its address, when that address is
 * confirmed; else null (nothing is sent). A waiting new address is never an account mail's recipient.
 */
export function accountMailAddress(user: EmailState): string | null {
  return isEmailVerified(user) ? user.email : null;
}
