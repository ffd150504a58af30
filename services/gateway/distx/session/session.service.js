"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
var __param = (this && this.__param) || function (paramIndex, decorator) {
    return function (target, key) { decorator(target, key, paramIndex); }
};
var SessionService_1;
Object.defineProperty(exports, "__esModule", { value: true });
exports.SessionService = exports.fullName = void 0;
const contracts_1 = require("@avtalt/contracts");
const common_1 = require("@nestjs/common");
const gateway_config_1 = require("../config/gateway.config");
const redis_provider_1 = require("../redis/redis.provider");
const rpc_service_1 = require("../rpc/rpc.service");
const session_store_1 = require("./session-store");
const session_store_provider_1 = require("./session-store.provider");
function call(fn) {
    return new Promise((resolve, reject) => fn((err) => (err ? reject(err) : resolve())));
}
/**
 * Logging in and out on top of express-session, plus an index of each user's sessions in Redis so
 * that a password change can end all the others.
 */
const fullName = (user) => `${user.firstName} ${user.lastName}`;
exports.fullName = fullName;
let SessionService = SessionService_1 = class SessionService {
    rpc;
    redis;
    store;
    config;
    logger = new common_1.Logger(SessionService_1.name);
    constructor(rpc, redis, store, config) {
        this.rpc = rpc;
        this.redis = redis;
        this.store = store;
        this.config = config;
    }
    /**
     * Starts an authenticated session under a new id (no session fixation). What the visitor did
     * anonymously in this session (agreements started, answers given) moves to the account.
     */
    async logIn(req, user) {
        const anonymousId = req.session.anonymousId;
        await call((cb) => req.session.regenerate(cb));
        req.session.userId = user.id;
        req.session.userName = (0, exports.fullName)(user);
        await call((cb) => req.session.save(cb));
        const key = (0, session_store_1.userSessionsKey)(user.id);
        await this.redis.multi().sAdd(key, req.sessionID).expire(key, this.config.SESSION_TTL_SECONDS).exec();
        if (anonymousId) {
            await this.rpc
                .request(contracts_1.AgreementsRpc.transferAnonymous, { anonymousId, userId: user.id, userName: (0, exports.fullName)(user) }, req.requestId)
                .catch((error) => this.logger.warn(`could not move anonymous agreements to the account: ${String(error)}`));
        }
    }
    /** Ends this session; its WebSockets are closed on every replica (the store announces it). */
    async logOut(req, res) {
        const userId = req.session.userId;
        if (userId)
            await this.redis.sRem((0, session_store_1.userSessionsKey)(userId), req.sessionID);
        await call((cb) => req.session.destroy(cb));
        res.clearCookie(session_store_provider_1.SESSION_COOKIE, {
            path: '/',
            httpOnly: true,
            sameSite: 'lax',
            secure: this.config.COOKIE_SECURE,
        });
    }
    /**
     * Destroys every session of the user except the one making the request; their WebSockets are closed
     * on every replica (the store announces them).
     */
    async endOtherSessions(userId, currentSessionId) {
        const key = (0, session_store_1.userSessionsKey)(userId);
        const sessionIds = await this.redis.sMembers(key);
        const others = sessionIds.filter((id) => id !== currentSessionId);
        await this.store.destroyAll(others);
        if (others.length > 0)
            await this.redis.sRem(key, others);
        return others.length;
    }
    /**
     * Destroys every session of the user, the one making the request too (after a password reset: whoever
     * held a session may have been the reason for it). Their WebSockets are closed on every replica.
     */
    async endAllSessions(userId) {
        const key = (0, session_store_1.userSessionsKey)(userId);
        const sessionIds = await this.redis.sMembers(key);
        await this.store.destroyAll(sessionIds);
        await this.redis.del(key);
        return sessionIds.length;
    }
};
exports.SessionService = SessionService;
exports.SessionService = SessionService = SessionService_1 = __decorate([
    (0, common_1.Injectable)(),
    __param(1, (0, common_1.Inject)(redis_provider_1.REDIS)),
    __param(2, (0, common_1.Inject)(session_store_provider_1.SESSION_STORE)),
    __param(3, (0, common_1.Inject)(gateway_config_1.GATEWAY_CONFIG)),
    __metadata("design:paramtypes", [rpc_service_1.RpcService, Object, Function, Object])
], SessionService);
//# sourceMappingURL=session.service.js.map