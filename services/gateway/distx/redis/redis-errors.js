"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.RedisUnavailableError = void 0;
exports.isRedisUnavailable = isRedisUnavailable;
const redis_1 = require("redis");
/** Raised by the gateway's own bounds on a Redis transaction (see redis.provider.ts). */
class RedisUnavailableError extends Error {
    constructor(reason) {
        super(reason === 'offline' ? 'Redis is not connected' : 'Redis did not answer in time');
        this.name = 'RedisUnavailableError';
    }
}
exports.RedisUnavailableError = RedisUnavailableError;
const CONNECTION_ERRORS = [
    RedisUnavailableError,
    redis_1.ClientOfflineError,
    redis_1.ClientClosedError,
    redis_1.TimeoutError,
    redis_1.ConnectionTimeoutError,
    redis_1.SocketTimeoutError,
    redis_1.SocketClosedUnexpectedlyError,
    redis_1.ReconnectStrategyError,
    redis_1.DisconnectsClientError,
];
/** Socket errors node-redis hands to the commands it fails when its connection breaks. */
const SOCKET_CODES = new Set([
    'ECONNREFUSED',
    'ECONNRESET',
    'EPIPE',
    'ETIMEDOUT',
    'EHOSTUNREACH',
    'ENETUNREACH',
    'ENOTFOUND',
    'EAI_AGAIN',
]);
/** Replies of a Redis that is up but cannot serve yet (reading its AOF after a restart, a long script). */
const NOT_SERVING_REPLY = /^(LOADING|BUSY|MASTERDOWN|TRYAGAIN)\b/;
/**
 * Whether an error means "Redis cannot be reached right now" — the gateway answers those 503
 * (SERVICE_UNAVAILABLE), not 500: nothing is wrong with the request, and trying again later helps.
 * Replies Redis gave to a command it understood (wrong type, syntax) are bugs and stay 500.
 */
function isRedisUnavailable(error) {
    if (!(error instanceof Error))
        return false;
    if (CONNECTION_ERRORS.some((type) => error instanceof type))
        return true;
    if (error instanceof redis_1.ErrorReply)
        return NOT_SERVING_REPLY.test(error.message);
    const code = error.code;
    return typeof code === 'string' && SOCKET_CODES.has(code);
}
//# sourceMappingURL=redis-errors.js.map