"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.SocketSession = exports.FRAME_WINDOW_MS = exports.MAX_FRAMES_PER_WINDOW = void 0;
const contracts_1 = require("@avtalt/contracts");
const service_kit_1 = require("@avtalt/service-kit");
const ws_1 = require("ws");
const redis_errors_1 = require("../redis/redis-errors");
const client_frame_1 = require("./client-frame");
const socket_limits_rules_1 = require("./socket-limits.rules");
/** Frames one socket may send per window before it is told to slow down (joins cost a service call). */
exports.MAX_FRAMES_PER_WINDOW = 40;
exports.FRAME_WINDOW_MS = 10_000;
/**
 * One connection on `/ws`: who it is, the agreement rooms it is in, its frame window and whether it
 * still answers pings. Everything it sends goes through {@link send}, so a socket that is no longer
 * open is never written to. It ends with its session: it leaves its rooms at once, is told why and is
 * closed with 4401 (docs/websocket-sessions.md).
 */
class SocketSession {
    socket;
    identity;
    deps;
    rooms = new Set();
    now;
    /** Whether it answered the last ping; the heartbeat drops a socket that did not. */
    alive = true;
    windowStart;
    framesInWindow = 0;
    /** The session ended: the socket is closing and does nothing more. */
    ended = false;
    constructor(socket, identity, deps) {
        this.socket = socket;
        this.identity = identity;
        this.deps = deps;
        this.now = deps.now ?? Date.now;
        this.windowStart = this.now();
    }
    /** Lists a logged-in socket under its session (so a session ended anywhere closes it) and hears its pongs. */
    open() {
        if (this.identity.kind === 'user')
            this.deps.sessionSockets.add(this.identity.digest, this.socket, () => this.end());
        this.socket.on('pong', () => {
            this.alive = true;
        });
    }
    /** The connection closed: it is no longer listed and leaves every room. */
    close() {
        if (this.identity.kind === 'user')
            this.deps.sessionSockets.remove(this.identity.digest, this.socket);
        this.leaveAll();
    }
    async receive(raw) {
        if (this.ended || this.socket.readyState !== ws_1.WebSocket.OPEN)
            return;
        if (this.overFrameLimit())
            return this.sendError(contracts_1.ChatTexts.rateLimited, contracts_1.ErrorCode.RateLimited);
        const parsed = (0, client_frame_1.parseClientFrame)(raw);
        if (!parsed.ok)
            return this.sendError(parsed.message, contracts_1.ErrorCode.ValidationFailed);
        const { frame } = parsed;
        if (frame.type === 'join')
            return this.join(frame.agreementId);
        return this.post(frame.agreementId, frame.content, frame.questionId ?? null);
    }
    /** The heartbeat: pings the socket, or drops it when it did not answer the previous ping. */
    ping() {
        if (!this.alive) {
            this.socket.terminate();
            return;
        }
        this.alive = false;
        this.socket.ping();
    }
    /** The logged-in user of an open socket whose session the heartbeat should check, if any. */
    checkedUser() {
        if (this.ended || this.identity.kind !== 'user' || this.socket.readyState !== ws_1.WebSocket.OPEN)
            return undefined;
        return this.identity;
    }
    /** Applies the session as stored: ends the socket when it is gone, else takes the user's current name. */
    confirm(stored) {
        if (this.identity.kind !== 'user')
            return false;
        if (!(0, socket_limits_rules_1.sessionStillValid)(stored, this.identity.id)) {
            this.end();
            return false;
        }
        if (stored?.userName)
            this.identity.name = stored.userName;
        return true;
    }
    /**
     * The socket's session ended: it leaves its rooms at once (no further message reaches it), is told
     * why, and is closed with 4401. The browser reconnects as whoever its cookie now says.
     */
    end() {
        if (this.ended)
            return;
        this.ended = true;
        if (this.identity.kind === 'user')
            this.deps.sessionSockets.remove(this.identity.digest, this.socket);
        this.leaveAll();
        this.sendError(contracts_1.ChatTexts.sessionEnded, contracts_1.ErrorCode.LoginRequired);
        if (this.socket.readyState === ws_1.WebSocket.OPEN || this.socket.readyState === ws_1.WebSocket.CONNECTING)
            this.socket.close(contracts_1.WS_CLOSE_SESSION_ENDED, contracts_1.ChatTexts.sessionEnded);
    }
    async join(agreementId) {
        if (!(0, socket_limits_rules_1.mayJoinRoom)(this.rooms, agreementId))
            return this.sendError(contracts_1.ChatTexts.tooManyRooms, contracts_1.ErrorCode.Conflict);
        const chat = this.identity.kind === 'user';
        this.rooms.add(agreementId);
        let opened;
        try {
            // The session may have ended since the socket opened and this replica not heard of it yet.
            if (chat && !(await this.sessionStillOpen()))
                return;
            await this.deps.hub.enter(agreementId, this.socket, chat);
            opened = await this.deps.rpc.request(contracts_1.ChatRpc.open, { agreementId, withHistory: chat });
        }
        catch (error) {
            this.rooms.delete(agreementId);
            this.deps.hub.leave(agreementId, this.socket);
            return this.sendError(...this.describe(error));
        }
        if (this.socket.readyState !== ws_1.WebSocket.OPEN || this.ended) {
            // Closed or ended while joining, perhaps after it had left its rooms: make sure it is not left in this one.
            this.rooms.delete(agreementId);
            this.deps.hub.leave(agreementId, this.socket);
            return;
        }
        if (chat)
            this.send({ type: 'history', agreementId, messages: opened.messages });
        // Anonymous visitors stay in the room for agreement_updated, but the chat is for logged-in users.
        else
            this.sendError(contracts_1.ChatTexts.loginRequired, contracts_1.ErrorCode.LoginRequired);
        this.deps.hub.activate(agreementId, this.socket, new Set(opened.messages.map((m) => m.id)));
    }
    /** `questionId`: the agreement's question the message is about (chat checks it), or null. */
    async post(agreementId, content, questionId) {
        if (this.identity.kind !== 'user')
            return this.sendError(contracts_1.ChatTexts.loginRequired, contracts_1.ErrorCode.LoginRequired);
        if (!this.rooms.has(agreementId))
            return this.sendError(contracts_1.ChatTexts.notJoined, contracts_1.ErrorCode.Conflict);
        try {
            if (!(await this.sessionStillOpen()))
                return;
            const author = { id: this.identity.id, name: this.identity.name };
            // The stored message comes back to every socket in the room, this one included, through NATS.
            await this.deps.rpc.request(contracts_1.ChatRpc.post, {
                agreementId,
                author,
                content,
                ...(questionId ? { questionId } : {}),
            });
        }
        catch (error) {
            this.sendError(...this.describe(error));
        }
    }
    /** Reads the socket's session again (one Redis read); ends the socket when it is gone. */
    async sessionStillOpen() {
        if (this.identity.kind !== 'user')
            return false;
        return this.confirm((0, socket_limits_rules_1.storedSessionUser)(await this.deps.leases.read(this.identity.sessionId)));
    }
    leaveAll() {
        for (const agreementId of this.rooms)
            this.deps.hub.leave(agreementId, this.socket);
        this.rooms.clear();
    }
    overFrameLimit() {
        const now = this.now();
        if (now - this.windowStart >= exports.FRAME_WINDOW_MS) {
            this.windowStart = now;
            this.framesInWindow = 0;
        }
        this.framesInWindow += 1;
        return this.framesInWindow > exports.MAX_FRAMES_PER_WINDOW;
    }
    describe(error) {
        if (error instanceof service_kit_1.DomainError &&
            error.code !== contracts_1.ErrorCode.ServiceUnavailable &&
            error.code !== contracts_1.ErrorCode.Internal)
            return [error.message, error.code];
        if (!(error instanceof service_kit_1.DomainError) && !(0, redis_errors_1.isRedisUnavailable)(error))
            this.deps.logger.error(`chat call failed: ${String(error)}`);
        return [contracts_1.ChatTexts.unavailable, contracts_1.ErrorCode.ServiceUnavailable];
    }
    /** An error frame: the browser branches on `code` and shows `message`. */
    sendError(message, code) {
        this.send({ type: 'error', code, message });
    }
    send(frame) {
        if (this.socket.readyState !== ws_1.WebSocket.OPEN)
            return;
        this.socket.send(JSON.stringify(frame));
        service_kit_1.metrics.wsMessages().inc({ direction: 'out' });
    }
}
exports.SocketSession = SocketSession;
//# sourceMappingURL=socket-session.js.map