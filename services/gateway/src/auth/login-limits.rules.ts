import { createHash } from 'node:crypto';
import type { Bucket } from '../redis/fixed-window-counter';

/**
 * Which failure buckets a login attempt draws on, and what happens to them afterwards
 * (docs/sessions-and-login.md). Pure: the keys are built here, Redis is used by LoginRateLimiter.
 */

const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/** An account in Redis keys: the hashed e-mail, so Redis holds no address in clear text. */
export const accountHash = (email: string): string => sha256(email.trim().toLowerCase());

/** A device token in Redis keys: only its hash is stored, so a Redis dump gives no usable cookie. */
export const deviceTokenHash = (token: string): string => sha256(token);

export interface LoginLimits {
  LOGIN_MAX_FAILURES_PER_ACCOUNT: number;
  LOGIN_MAX_FAILURES_PER_IP: number;
}

export interface LoginAttempt {
  email: string;
  ip: string;
  /** Hash of the device token when the browser carries one known for this account. */
  knownDeviceHash: string | null;
}

export type BucketKind = 'account' | 'ip' | 'device';
export type LoginBuckets = { kind: BucketKind; bucket: Bucket }[];

/**
 * A known device has a bucket of its own, instead of the shared account and IP buckets, so failures by
 * others (on other devices or behind the same IP) never lock it out. It allows as many failures as an
 * account, which is all a stolen device cookie would give a thief who lacks the password.
 */
export function loginBuckets(attempt: LoginAttempt, limits: LoginLimits): LoginBuckets {
  if (attempt.knownDeviceHash) {
    return [
      {
        kind: 'device',
        bucket: {
          key: `login-fail:device:${attempt.knownDeviceHash}`,
          limit: limits.LOGIN_MAX_FAILURES_PER_ACCOUNT,
        },
      },
    ];
  }
  return [
    {
      kind: 'account',
      bucket: {
        key: `login-fail:account:${accountHash(attempt.email)}`,
        limit: limits.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      },
    },
    { kind: 'ip', bucket: { key: `login-fail:ip:${attempt.ip}`, limit: limits.LOGIN_MAX_FAILURES_PER_IP } },
  ];
}

/**
 * Issue 31 (security review M1, H1): a signed-in account confirming an address change or a new password
 * with its current password draws on the account's login bucket (by its address, as a login does), so
 * the password cannot be guessed there faster than at the login. No IP bucket: the session names the account.
 */
export function passwordCheckBuckets(accountEmail: string, limits: LoginLimits): LoginBuckets {
  return [
    {
      kind: 'account',
      bucket: {
        key: `login-fail:account:${accountHash(accountEmail)}`,
        limit: limits.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      },
    },
  ];
}

export type LoginOutcome = 'success' | 'wrong-credentials' | 'not-verified';

/**
 * Each attempt reserves one unit of every bucket before the password is checked. Afterwards:
 * - wrong credentials: the unit stays; it is the counted failure;
 * - success: the account's (or device's) count starts over, and the IP's unit is given back (a
 *   success is no failure of that address; its earlier failures stay, against spraying);
 * - not verified (identity unreachable, bad input): every unit is given back.
 */
export function settleReservation(
  outcome: LoginOutcome,
  buckets: LoginBuckets,
): { clear: string[]; giveBack: string[] } {
  if (outcome === 'wrong-credentials') return { clear: [], giveBack: [] };
  if (outcome === 'not-verified') return { clear: [], giveBack: buckets.map((b) => b.bucket.key) };
  return {
    clear: buckets.filter((b) => b.kind !== 'ip').map((b) => b.bucket.key),
    giveBack: buckets.filter((b) => b.kind === 'ip').map((b) => b.bucket.key),
  };
}
