"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.deviceTokenHash = exports.accountHash = void 0;
exports.loginBuckets = loginBuckets;
exports.passwordCheckBuckets = passwordCheckBuckets;
exports.settleReservation = settleReservation;
const node_crypto_1 = require("node:crypto");
/**
 * Which failure buckets a login attempt draws on, and what happens to them afterwards
 * (docs/sessions-and-login.md). Pure: the keys are built here, Redis is used by LoginRateLimiter.
 */
const sha256 = (value) => (0, node_crypto_1.createHash)('sha256').update(value).digest('hex');
/** An account in Redis keys: the hashed e-mail, so Redis holds no address in clear text. */
const accountHash = (email) => sha256(email.trim().toLowerCase());
exports.accountHash = accountHash;
/** A device token in Redis keys: only its hash is stored, so a Redis dump gives no usable cookie. */
const deviceTokenHash = (token) => sha256(token);
exports.deviceTokenHash = deviceTokenHash;
/**
 * A known device has a bucket of its own, instead of the shared account and IP buckets, so failures by
 * others (on other devices or behind the same IP) never lock it out. It allows as many failures as an
 * account, which is all a stolen device cookie would give a thief who lacks the password.
 */
function loginBuckets(attempt, limits) {
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
                key: `login-fail:account:${(0, exports.accountHash)(attempt.email)}`,
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
function passwordCheckBuckets(accountEmail, limits) {
    return [
        {
            kind: 'account',
            bucket: {
                key: `login-fail:account:${(0, exports.accountHash)(accountEmail)}`,
                limit: limits.LOGIN_MAX_FAILURES_PER_ACCOUNT,
            },
        },
    ];
}
/**
 * Each attempt reserves one unit of every bucket before the password is checked. Afterwards:
 * - wrong credentials: the unit stays; it is the counted failure;
 * - success: the account's (or device's) count starts over, and the IP's unit is given back (a
 *   success is no failure of that address; its earlier failures stay, against spraying);
 * - not verified (identity unreachable, bad input): every unit is given back.
 */
function settleReservation(outcome, buckets) {
    if (outcome === 'wrong-credentials')
        return { clear: [], giveBack: [] };
    if (outcome === 'not-verified')
        return { clear: [], giveBack: buckets.map((b) => b.bucket.key) };
    return {
        clear: buckets.filter((b) => b.kind !== 'ip').map((b) => b.bucket.key),
        giveBack: buckets.filter((b) => b.kind === 'ip').map((b) => b.bucket.key),
    };
}
//# sourceMappingURL=login-limits.rules.js.map