"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.sessionMiddlewareProvider = exports.SESSION_MIDDLEWARE = exports.sessionStoreProvider = exports.SESSION_COOKIE = exports.SESSION_STORE = void 0;
const express_session_1 = __importDefault(require("express-session"));
const gateway_config_1 = require("../config/gateway.config");
const redis_provider_1 = require("../redis/redis.provider");
const session_endings_service_1 = require("./session-endings.service");
const session_store_1 = require("./session-store");
exports.SESSION_STORE = Symbol('SESSION_STORE');
exports.SESSION_COOKIE = 'avtalt.sid';
/**
 * Sessions live in Redis, so every gateway replica serves every request and a restart keeps them.
 * Their expiry slides with use (see {@link ThrottledRedisStore}); every destroyed session ends its
 * WebSockets on every replica ({@link SessionEndings}).
 */
exports.sessionStoreProvider = {
    provide: exports.SESSION_STORE,
    inject: [redis_provider_1.REDIS, gateway_config_1.GATEWAY_CONFIG, session_endings_service_1.SessionEndings],
    useFactory: (redis, config, endings) => new session_store_1.ThrottledRedisStore(redis, config.SESSION_TTL_SECONDS, Date.now, (ids) => endings.ended(ids)),
};
exports.SESSION_MIDDLEWARE = Symbol('SESSION_MIDDLEWARE');
/**
 * The one session middleware: mounted on /api by bootstrap.ts and run by the WebSocket upgrade on /ws,
 * so both read the same cookie the same way.
 */
exports.sessionMiddlewareProvider = {
    provide: exports.SESSION_MIDDLEWARE,
    inject: [exports.SESSION_STORE, gateway_config_1.GATEWAY_CONFIG],
    useFactory: (store, config) => (0, express_session_1.default)({
        name: exports.SESSION_COOKIE,
        store,
        secret: config.SESSION_SECRET,
        resave: false,
        saveUninitialized: false,
        rolling: true,
        cookie: {
            httpOnly: true,
            sameSite: 'lax',
            secure: config.COOKIE_SECURE,
            maxAge: config.SESSION_TTL_SECONDS * 1000,
            path: '/',
        },
    }),
};
//# sourceMappingURL=session-store.provider.js.map