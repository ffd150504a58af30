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
var SessionEndings_1;
Object.defineProperty(exports, "__esModule", { value: true });
exports.SessionEndings = void 0;
const contracts_1 = require("@avtalt/contracts");
const common_1 = require("@nestjs/common");
const rpc_service_1 = require("../rpc/rpc.service");
const session_sockets_1 = require("../ws/session-sockets");
const session_digest_1 = require("./session-digest");
/** How long a logout waits for NATS to take the announcement before it answers anyway. */
const ANNOUNCE_TIMEOUT_MS = 1000;
const RESUBSCRIBE_MS = 2000;
/**
 * What happens when sessions end (the session store calls {@link ended} after every destroy): this
 * replica closes its sockets of those sessions at once, and announces them on
 * `gateway.sessions.ended.v1` so every other replica closes its own. The announcement is flushed to
 * NATS before the logout answers, so a chat message posted after the logout reaches the other
 * replicas after it. When NATS is away the others find out at their next heartbeat, which reads
 * every socket's session from Redis.
 */
let SessionEndings = SessionEndings_1 = class SessionEndings {
    rpc;
    sockets;
    logger = new common_1.Logger(SessionEndings_1.name);
    subscription;
    retry;
    stopped = false;
    constructor(rpc, sockets) {
        this.rpc = rpc;
        this.sockets = sockets;
    }
    onApplicationBootstrap() {
        void this.subscribe();
    }
    onApplicationShutdown() {
        this.stopped = true;
        if (this.retry)
            clearTimeout(this.retry);
        this.subscription?.unsubscribe();
    }
    /** Sessions that no longer exist. Never throws: the session is gone whatever NATS does. */
    async ended(sessionIds) {
        const digests = sessionIds.map(session_digest_1.sessionDigest);
        this.sockets.end(digests);
        for (let i = 0; i < digests.length; i += contracts_1.MAX_SESSIONS_PER_ANNOUNCEMENT) {
            const sessions = digests.slice(i, i + contracts_1.MAX_SESSIONS_PER_ANNOUNCEMENT);
            try {
                await this.rpc.publish(contracts_1.GatewaySubjects.sessionsEnded, { sessions }, ANNOUNCE_TIMEOUT_MS);
            }
            catch (error) {
                this.logger.warn(`could not announce ${sessions.length} ended session(s) to the other replicas: ${String(error)}`);
            }
        }
    }
    async subscribe() {
        try {
            this.subscription = await this.rpc.subscribe(contracts_1.GatewaySubjects.sessionsEnded, (payload) => this.received(payload));
        }
        catch (error) {
            if (this.stopped)
                return;
            this.logger.warn(`subscribing to ended sessions failed, retrying: ${String(error)}`);
            this.retry = setTimeout(() => void this.subscribe(), RESUBSCRIBE_MS);
            this.retry.unref();
        }
    }
    received(payload) {
        const parsed = contracts_1.sessionsEndedEventSchema.safeParse(payload);
        if (!parsed.success) {
            this.logger.warn('ignored a malformed ended-sessions announcement');
            return;
        }
        this.sockets.end(parsed.data.sessions);
    }
};
exports.SessionEndings = SessionEndings;
exports.SessionEndings = SessionEndings = SessionEndings_1 = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [rpc_service_1.RpcService,
        session_sockets_1.SessionSockets])
], SessionEndings);
//# sourceMappingURL=session-endings.service.js.map