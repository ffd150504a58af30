"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.redisProvider = exports.REDIS = void 0;
exports.failFast = failFast;
const common_1 = require("@nestjs/common");
const redis_1 = require("redis");
const gateway_config_1 = require("../config/gateway.config");
const redis_errors_1 = require("./redis-errors");
exports.REDIS = Symbol('REDIS');
/**
 * One Redis connection for sessions, rate limits, the session index and WebSocket counts, made to fail
 * fast while Redis is away (docs/sessions-and-login.md, "Redis down"): a command is refused at once
 * while the connection is down (`disableOfflineQueue`: no queue that waits for the reconnect), and given
 * up after `REDIS_COMMAND_TIMEOUT_MS` when Redis does not answer (frozen, overloaded). The gateway answers
 * those errors 503 (`isRedisUnavailable`). Every user of the client gets this without doing anything.
 */
exports.redisProvider = {
    provide: exports.REDIS,
    inject: [gateway_config_1.GATEWAY_CONFIG],
    useFactory: async (config) => {
        const client = (0, redis_1.createClient)({
            url: config.REDIS_URL,
            disableOfflineQueue: true,
            socket: { reconnectStrategy: (retries) => Math.min(retries * 100, 2000), connectTimeout: 3000 },
        });
        failFast(client, config.REDIS_COMMAND_TIMEOUT_MS);
        reportConnection(client);
        await client.connect();
        return client;
    },
};
/**
 * Bounds every command, MULTI and pipeline of the client: refused at once while the connection is
 * down, given up after `timeoutMs`. node-redis's own `disableOfflineQueue` does not cover MULTI and
 * pipelines, and its command `timeout` only covers the wait before a command is written — a command
 * written to a Redis that stopped answering would wait for as long as the TCP connection lives. A
 * command given up on stays in node-redis's queue; its late answer is read and dropped, so the replies
 * of later commands stay in order.
 */
function failFast(client, timeoutMs) {
    // createClient hands out an Object.create() of the real client, and every command method calls
    // `this._self.sendCommand`: the bound goes on the real client, which the handed-out one inherits from.
    const real = client._self ?? client;
    const sendCommand = real.sendCommand.bind(real);
    real.sendCommand = ((...args) => bounded(client, () => sendCommand(...args), timeoutMs));
    const open = real.multi.bind(client);
    const multi = () => {
        const transaction = open();
        const exec = transaction.exec.bind(transaction);
        const execAsPipeline = transaction.execAsPipeline.bind(transaction);
        transaction.exec = ((asPipeline) => bounded(client, () => exec(asPipeline), timeoutMs));
        transaction.execAsPipeline = (() => bounded(client, () => execAsPipeline(), timeoutMs));
        return transaction;
    };
    real.multi = multi;
    real.MULTI = multi;
}
function bounded(client, run, timeoutMs) {
    if (!client.isReady)
        return Promise.reject(new redis_errors_1.RedisUnavailableError('offline'));
    const work = run();
    // Given up on: its late answer (or failure) goes nowhere.
    work.catch(() => undefined);
    let timer;
    const timeout = new Promise((_, reject) => {
        timer = setTimeout(() => reject(new redis_errors_1.RedisUnavailableError('timeout')), timeoutMs);
    });
    return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
/** One log line when the connection is lost and one when it is back (not one per failed reconnect). */
function reportConnection(client) {
    const logger = new common_1.Logger('Redis');
    let lost = false;
    // Without an 'error' listener node-redis would throw; /api/health reports the state.
    client.on('error', (error) => {
        if (lost)
            return;
        lost = true;
        logger.warn(`connection lost (${error instanceof Error ? error.message : String(error)}); requests that need Redis answer 503 until it is back`);
    });
    client.on('ready', () => {
        if (!lost)
            return;
        lost = false;
        logger.log('connection back');
    });
}
//# sourceMappingURL=redis.provider.js.map