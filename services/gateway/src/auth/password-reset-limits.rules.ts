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
 * The buckets of one request: `own` are the requester's (past one of them, 429); `addressCeiling` the
 * address's over all clients, which only decides whether a mail is sent.
 */
export interface PasswordResetBuckets {
  own: Bucket[];
  addressCeiling: Bucket | null;
}

/**
 * A browser that has logged in to the account has a bucket of its own and draws on no other: what
 * strangers ask for the address, from anywhere, never stops the owner's own reset there. Any other
 * request draws on its client's bucket (however many addresses it asks for) and its client's for this
 * address (a stranger's requests use up their own, not the owner's), and then on the address's ceiling
 * over all clients. Past the ceiling the request is answered as always and no mail is sent: strangers
 * can neither flood the mailbox nor make the owner's new browser wait, since the reset links they caused
 * are still in the mailbox and work (the ceiling's window is no longer than a link lives: the
 * config allows at most an hour).
 */
export function passwordResetBuckets(
  request: PasswordResetRequest,
  limits: PasswordResetLimits,
): PasswordResetBuckets {
  if (request.knownDeviceHash) {
    return {
      own: [
        {
          key: `password-reset:device:${request.knownDeviceHash}`,
          limit: limits.PASSWORD_RESET_MAX_PER_ADDRESS,
        },
      ],
      addressCeiling: null,
    };
  }
  const account = accountHash(request.email);
  return {
    own: [
      { key: `password-reset:client:${request.client}`, limit: limits.PASSWORD_RESET_MAX_PER_IP },
      {
        key: `password-reset:client-account:${request.client}:${account}`,
        limit: limits.PASSWORD_RESET_MAX_PER_ADDRESS,
      },
    ],
    addressCeiling: {
      key: `password-reset:account:${account}`,
      limit: limits.PASSWORD_RESET_MAX_PER_ADDRESS_TOTAL,
    },
  };
}
