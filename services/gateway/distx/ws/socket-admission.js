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
var SocketAdmission_1;
Object.defineProperty(exports, "__esModule", { value: true });
exports.SocketAdmission = void 0;
const contracts_1 = require("@avtalt/contracts");
const common_1 = require("@nestjs/common");
const core_1 = require("@nestjs/core");
const node_crypto_1 = require("node:crypto");
const gateway_config_1 = require("../config/gateway.config");
const client_key_1 = require("../http/client-key");
const session_digest_1 = require("../session/session-digest");
const session_store_provider_1 = require("../session/session-store.provider");
const ip_socket_counter_1 = require("./ip-socket-counter");
const socket_leases_1 = require("./socket-leases");
const socket_limits_rules_1 = require("./socket-limits.rules");
/**
 * Who a WebSocket upgrade is, and whether it may have one more socket. Who a socket belongs to is read
 * from the session cookie; nothing a client says about itself counts.
 */
let SocketAdmission = SocketAdmission_1 = class SocketAdmission {
    leases;
    adapterHost;
    session;
    logger = new common_1.Logger(SocketAdmission_1.name);
    anonymousByAddress;
    constructor(leases, adapterHost, session, config) {
        this.leases = leases;
        this.adapterHost = adapterHost;
        this.session = session;
        this.anonymousByAddress = new ip_socket_counter_1.IpSocketCounter(config.WS_MAX_ANONYMOUS_SOCKETS_PER_IP);
    }
    /**
     * A session at most `WS_MAX_SOCKETS_PER_SESSION` sockets (across replicas), an address without a
     * session at most `WS_MAX_ANONYMOUS_SOCKETS_PER_IP` (on this replica). The place is given back when the
     * connection closes, whether the upgrade went through or not.
     */
    async admit(req) {
        const identity = await this.readIdentity(req);
        if (identity.kind === 'anonymous') {
            // Counted like every per-client limit (IPv6 by /64), or one /64 would open sockets without end.
            const address = (0, client_key_1.clientKey)((0, socket_limits_rules_1.clientAddress)(req.socket.remoteAddress, req.headers['x-forwarded-for'], this.trustProxy()));
            if (!this.anonymousByAddress.reserve(address)) {
                this.logger.warn('WebSocket refused: too many sockets from one address');
                return {
                    ok: false,
                    status: 429,
                    body: { code: contracts_1.ErrorCode.RateLimited, message: contracts_1.ChatTexts.tooManySocketsFromAddress },
                };
            }
            req.socket.once('close', () => this.anonymousByAddress.release(address));
            return { ok: true, identity };
        }
        if (!(await this.leases.acquire(identity.sessionId, identity.socketId))) {
            this.logger.warn('WebSocket refused: too many sockets in one session');
            return {
                ok: false,
                status: 429,
                body: { code: contracts_1.ErrorCode.RateLimited, message: contracts_1.ChatTexts.tooManySockets },
            };
        }
        req.socket.once('close', () => void this.leases.release(identity.sessionId, identity.socketId));
        return { ok: true, identity };
    }
    async readIdentity(req) {
        const request = req;
        await new Promise((resolve, reject) => 
        // No response exists during an upgrade; the session only needs to be read, never written.
        this.session(request, {}, (error) => error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve()));
        const { userId, userName } = request.session ?? {};
        if (!userId)
            return { kind: 'anonymous' };
        const sessionId = request.sessionID;
        return {
            kind: 'user',
            id: userId,
            name: userName ?? 'Ukjent bruker',
            sessionId,
            digest: (0, session_digest_1.sessionDigest)(sessionId),
            socketId: (0, node_crypto_1.randomUUID)(),
        };
    }
    /** Express's compiled `trust proxy`, so an upgrade's client address is the one `req.ip` would give. */
    trustProxy() {
        const app = this.adapterHost.httpAdapter?.getInstance();
        const trust = app?.get('trust proxy fn');
        return trust ?? (() => false);
    }
};
exports.SocketAdmission = SocketAdmission;
exports.SocketAdmission = SocketAdmission = SocketAdmission_1 = __decorate([
    (0, common_1.Injectable)(),
    __param(2, (0, common_1.Inject)(session_store_provider_1.SESSION_MIDDLEWARE)),
    __param(3, (0, common_1.Inject)(gateway_config_1.GATEWAY_CONFIG)),
    __metadata("design:paramtypes", [socket_leases_1.SocketLeases,
        core_1.HttpAdapterHost, Function, Object])
], SocketAdmission);
//# sourceMappingURL=socket-admission.js.map