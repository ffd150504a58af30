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
var ChatGateway_1;
Object.defineProperty(exports, "__esModule", { value: true });
exports.ChatGateway = exports.WS_HARD_MAX_PAYLOAD = exports.WS_FRAME_EVENT = exports.WS_CLOSE_GOING_AWAY = void 0;
const contracts_1 = require("@avtalt/contracts");
const service_kit_1 = require("@avtalt/service-kit");
const common_1 = require("@nestjs/common");
const websockets_1 = require("@nestjs/websockets");
const ws_1 = require("ws");
const gateway_config_1 = require("../config/gateway.config");
const trusted_origins_1 = require("../http/trusted-origins");
const redis_errors_1 = require("../redis/redis-errors");
const rpc_service_1 = require("../rpc/rpc.service");
const room_hub_1 = require("./room-hub");
const session_sockets_1 = require("./session-sockets");
const socket_admission_1 = require("./socket-admission");
const socket_leases_1 = require("./socket-leases");
const socket_limits_rules_1 = require("./socket-limits.rules");
const socket_session_1 = require("./socket-session");
/** The standard close code for a server going down (RFC 6455): the browser reconnects elsewhere. */
exports.WS_CLOSE_GOING_AWAY = 1001;
const GOING_AWAY_REASON = 'Serveren starter på nytt; kobler til igjen';
/** The one event name the adapter's parser gives every frame; the socket's session parses the rest. */
exports.WS_FRAME_EVENT = 'frame';
/** Frames larger than this close the socket (1009) before they are read; smaller "huge" frames get an error. */
exports.WS_HARD_MAX_PAYLOAD = 1024 * 1024;
const JSON_HEADERS = { 'Content-Type': 'application/json; charset=utf-8' };
/**
 * The chat connection of spec §7 on `/ws`, on the same port as HTTP: it admits upgrades
 * (socket-admission.ts), gives each socket a {@link SocketSession} and hands it its frames, and runs the
 * heartbeat. A socket lives no longer than its session: it is closed (4401) when the session is
 * destroyed on any replica (logout, password change), when a heartbeat finds it gone from Redis
 * (expiry), or when a join or a message finds it gone (docs/chat-and-websocket.md).
 */
let ChatGateway = ChatGateway_1 = class ChatGateway {
    leases;
    admission;
    config;
    logger = new common_1.Logger(ChatGateway_1.name);
    identities = new WeakMap();
    sessions = new WeakMap();
    deps;
    heartbeat;
    server;
    checking = false;
    checkFailing = false;
    /** Set by {@link goingAway}: upgrades from then on are refused with 503. */
    stopping = false;
    constructor(rpc, hub, sessionSockets, leases, admission, config) {
        this.leases = leases;
        this.admission = admission;
        this.config = config;
        this.deps = { rpc, hub, sessionSockets, leases, logger: this.logger };
    }
    afterInit(server) {
        this.server = server;
        const unavailable = {
            code: contracts_1.ErrorCode.ServiceUnavailable,
            message: contracts_1.Messages.serviceUnavailable,
        };
        // The upgrade itself is checked: a foreign Origin never gets a socket, nor one over the caps.
        server.options.verifyClient = (info, done) => {
            // Shutting down: no new socket here (it would hold the HTTP server open past the drain); the
            // browser retries and the proxy sends it to another gateway.
            if (this.stopping)
                return done(false, 503, JSON.stringify(unavailable), JSON_HEADERS);
            const origin = typeof info.req.headers.origin === 'string' ? info.req.headers.origin : undefined;
            if (!(0, trusted_origins_1.isTrustedOrigin)(origin, (0, trusted_origins_1.trustedOrigins)(this.config))) {
                this.logger.warn(`WebSocket from origin ${origin} refused`);
                return done(false, 403, 'Forbidden');
            }
            this.admission.admit(info.req).then((admission) => {
                if (admission.ok) {
                    this.identities.set(info.req, admission.identity);
                    return done(true);
                }
                done(false, admission.status, JSON.stringify(admission.body), JSON_HEADERS);
            }, (error) => {
                if (!(0, redis_errors_1.isRedisUnavailable)(error))
                    this.logger.error(`WebSocket upgrade failed: ${String(error)}`);
                done(false, 503, JSON.stringify(unavailable), JSON_HEADERS);
            });
        };
        this.heartbeat = setInterval(() => this.beat(server), this.config.WS_HEARTBEAT_MS);
        this.heartbeat.unref();
    }
    handleConnection(socket, req) {
        const session = new socket_session_1.SocketSession(socket, this.identities.get(req) ?? { kind: 'anonymous' }, this.deps);
        this.sessions.set(socket, session);
        service_kit_1.metrics.wsConnections().inc();
        session.open();
    }
    handleDisconnect(socket) {
        const session = this.sessions.get(socket);
        if (!session)
            return;
        // Each socket leaves `avtalt_ws_connections` once; a frame that arrives later finds no session.
        this.sessions.delete(socket);
        service_kit_1.metrics.wsConnections().dec();
        session.close();
    }
    async onFrame(socket, raw) {
        service_kit_1.metrics.wsMessages().inc({ direction: 'in' });
        await this.sessions.get(socket)?.receive(raw);
    }
    onApplicationShutdown() {
        if (this.heartbeat)
            clearInterval(this.heartbeat);
    }
    /**
     * Graceful shutdown (docs/graceful-shutdown.md): every socket is closed with 1001 "going away", on
     * which the browser reconnects (frontend/src/lib/agreement-socket.ts) and the ingress sends it to
     * another gateway. Resolves when all are closed, or after `timeoutMs` with the rest cut off.
     */
    async goingAway(timeoutMs) {
        this.stopping = true;
        const sockets = [...(this.server?.clients ?? [])];
        if (sockets.length === 0)
            return 0;
        const closed = sockets.map((socket) => new Promise((resolve) => {
            if (socket.readyState === ws_1.WebSocket.CLOSED)
                return resolve();
            socket.once('close', () => resolve());
            socket.close(exports.WS_CLOSE_GOING_AWAY, GOING_AWAY_REASON);
        }));
        let timer;
        await Promise.race([
            Promise.all(closed),
            new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs))),
        ]);
        clearTimeout(timer);
        for (const socket of sockets)
            if (socket.readyState !== ws_1.WebSocket.CLOSED)
                socket.terminate();
        return sockets.length;
    }
    /** Pings every socket (one that did not answer the previous ping is dropped), then checks the sessions. */
    beat(server) {
        for (const socket of server.clients)
            this.sessions.get(socket)?.ping();
        void this.checkSessions(server);
    }
    /**
     * Sessions that expired in Redis (or vanished any other way) end their sockets here, within a
     * heartbeat. One Redis round trip per heartbeat for all sockets of this replica, which also renews
     * their leases. While Redis is away nothing is closed: whether a session still exists cannot be told.
     */
    async checkSessions(server) {
        if (this.checking)
            return;
        const bySession = new Map();
        for (const socket of server.clients) {
            const session = this.sessions.get(socket);
            const user = session?.checkedUser();
            if (!session || !user)
                continue;
            const group = bySession.get(user.sessionId) ?? [];
            group.push({ session, socketId: user.socketId });
            bySession.set(user.sessionId, group);
        }
        if (bySession.size === 0)
            return;
        this.checking = true;
        try {
            const groups = [...bySession];
            const stored = await this.leases.readAndRenew(groups.map(([sessionId, group]) => ({ sessionId, socketIds: group.map(({ socketId }) => socketId) })));
            groups.forEach(([, group], i) => {
                const user = (0, socket_limits_rules_1.storedSessionUser)(stored[i]);
                for (const { session } of group)
                    session.confirm(user);
            });
            if (this.checkFailing)
                this.logger.log('WebSocket session checks work again');
            this.checkFailing = false;
        }
        catch (error) {
            if (!this.checkFailing)
                this.logger.warn(`WebSocket session check failed; sockets stay open until it works: ${String(error)}`);
            this.checkFailing = true;
        }
        finally {
            this.checking = false;
        }
    }
};
exports.ChatGateway = ChatGateway;
__decorate([
    (0, websockets_1.SubscribeMessage)(exports.WS_FRAME_EVENT),
    __param(0, (0, websockets_1.ConnectedSocket)()),
    __param(1, (0, websockets_1.MessageBody)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [ws_1.WebSocket, Object]),
    __metadata("design:returntype", Promise)
], ChatGateway.prototype, "onFrame", null);
exports.ChatGateway = ChatGateway = ChatGateway_1 = __decorate([
    (0, websockets_1.WebSocketGateway)({ path: '/ws', maxPayload: exports.WS_HARD_MAX_PAYLOAD }),
    __param(5, (0, common_1.Inject)(gateway_config_1.GATEWAY_CONFIG)),
    __metadata("design:paramtypes", [rpc_service_1.RpcService,
        room_hub_1.RoomHub,
        session_sockets_1.SessionSockets,
        socket_leases_1.SocketLeases,
        socket_admission_1.SocketAdmission, Object])
], ChatGateway);
//# sourceMappingURL=chat.gateway.js.map