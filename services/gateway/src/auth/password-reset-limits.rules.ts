import type { Bucket } from '../redis/fixed-window-counter';
import { accountHash } from './login-limits.rules';

/**
 * Which buckets a 'Glemt passord?' request draws on (review L6; docs/limits.md). Pure: the keys are built
 * here, Redis is used by PasswordResetRateLimiter. An address is keyed by its SHA-256, never in clear text.
 */

export interface PasswordResetLimits {
  PASSWORD_RESET_MAX_PER_IP: number;
  PASSWORD_RESET_MAX_PER_ADDRESS: number;
  PASSWORD_RESET_MAX_PER_ADDRESS_TOTAL: number;
}

export interface PasswordResetRequest {
  /** `clientKey(req.ip)`: an IPv4 address, an IPv6 /64. */
  client: string;
  email: string;
  /** Hash of the device token when the browser carries one known for the account with `email`. */
  knownDeviceHash: string | null;
}

/**
 * A browser that has logged in to the account has a bucket of its own and draws on no other: what
 * strangers ask for the address, from anywhere, never stops the owner's own reset there. Any other
 * request draws on three: its client's (however many addresses it asks for), its client's for this
 * address (a stranger's requests use up their own, not the owner's), and the address's over all
 * clients (a ceiling on the reset mails one address can be sent, however many clients ask).
 */
export function passwordResetBuckets(request: PasswordResetRequest, limits: PasswordResetLimits): Bucket[] {
  if (request.knownDeviceHash) return [{ key: `password-reset:device:${request.knownDeviceHash}`, limit: limits.PASSWORD_RESET_MAX_PER_ADDRESS }];
  const account = accountHash(request.email);
  return [
    { key: `password-reset:client:${request.client}`, limit: limits.PASSWORD_RESET_MAX_PER_IP },
    { key: `password-reset:client-account:${request.client}:${account}`, limit: limits.PASSWORD_RESET_MAX_PER_ADDRESS },
    { key: `password-reset:account:${account}`, limit: limits.PASSWORD_RESET_MAX_PER_ADDRESS_TOTAL },
  ];
}
