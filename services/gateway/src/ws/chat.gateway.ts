import {
  type ChatRoomOpened,
  ChatRpc,
  ChatTexts,
  type ErrorBody,
  ErrorCode,
  Messages,
  WS_CLOSE_SESSION_ENDED,
  type WsServerFrame,
} from '@avtalt/contracts';
import { DomainError, metrics } from '@avtalt/service-kit';
import { Inject, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import {
  ConnectedSocket,
  MessageBody,
  type OnGatewayConnection,
  type OnGatewayDisconnect,
  type OnGatewayInit,
  SubscribeMessage,
  WebSocketGateway,
} from '@nestjs/websockets';
import type { Express, Request, Response } from 'express';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { WebSocket, type WebSocketServer } from 'ws';

/** The standard close code for a server going down (RFC 6455): the browser reconnects elsewhere. */
export const WS_CLOSE_GOING_AWAY = 1001;
const GOING_AWAY_REASON = 'Serveren starter på nytt; kobler til igjen';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { clientKey } from '../http/client-key';
import { isTrustedOrigin, trustedOrigins } from '../http/trusted-origins';
import { isRedisUnavailable } from '../redis/redis-errors';
import { RpcService } from '../rpc/rpc.service';
import { sessionDigest } from '../session/session-digest';
import { SESSION_MIDDLEWARE, type SessionMiddleware } from '../session/session-store.provider';
import { parseClientFrame } from './client-frame';
import { IpSocketCounter } from './ip-socket-counter';
import { RoomHub } from './room-hub';
import { SessionSockets } from './session-sockets';
import { SocketLeases } from './socket-leases';
import { clientAddress, mayJoinRoom, sessionStillValid, storedSessionUser } from './socket-limits.rules';

/** The one event name the adapter's parser gives every frame; {@link parseClientFrame} does the rest. */
export const WS_FRAME_EVENT = 'frame';
/** Frames larger than this close the socket (1009) before they are read; smaller "huge" frames get an error. */
export const WS_HARD_MAX_PAYLOAD = 1024 * 1024;
/** Frames one socket may send per window before it is told to slow down (joins cost a service call). */
const MAX_FRAMES_PER_WINDOW = 40;
const FRAME_WINDOW_MS = 10_000;

type SocketIdentity =
  | {
      kind: 'user';
      id: string;
      name: string;
      sessionId: string;
      /** The session as other replicas name it (session/session-digest.ts). */
      digest: string;
      /** This socket's lease in the session's count (socket-leases.ts). */
      socketId: string;
    }
  | { kind: 'anonymous' };

interface SocketState {
  identity: SocketIdentity;
  rooms: Set<string>;
  alive: boolean;
  windowStart: number;
  framesInWindow: number;
  /** The session ended: the socket is closing and does nothing more. */
  ended: boolean;
}

type Admission = { ok: true; identity: SocketIdentity } | { ok: false; status: number; body: ErrorBody };

/**
 * The chat connection of spec §7 on `/ws`, on the same port as HTTP. Who a socket belongs to is read
 * from the session cookie when it connects; nothing a client says about itself counts. A socket lives
 * no longer than its session: it is closed (4401) when the session is destroyed on any replica
 * (logout, password change), when a heartbeat finds it gone from Redis (expiry), or when a join or a
 * message finds it gone (docs/chat-and-websocket.md).
 */
@WebSocketGateway({ path: '/ws', maxPayload: WS_HARD_MAX_PAYLOAD })
export class ChatGateway
  implements
    OnGatewayInit<WebSocketServer>,
    OnGatewayConnection<WebSocket>,
    OnGatewayDisconnect<WebSocket>,
    OnApplicationShutdown
{
  private readonly logger = new Logger(ChatGateway.name);
  private readonly identities = new WeakMap<IncomingMessage, SocketIdentity>();
  private readonly sockets = new WeakMap<WebSocket, SocketState>();
  /** Sockets counted in `avtalt_ws_connections` (each leaves the count once). */
  private readonly counted = new WeakSet<WebSocket>();
  private readonly anonymousByAddress: IpSocketCounter;
  private heartbeat?: NodeJS.Timeout;
  private server?: WebSocketServer;
  private checking = false;
  private checkFailing = false;

  constructor(
    private readonly rpc: RpcService,
    private readonly hub: RoomHub,
    private readonly sessionSockets: SessionSockets,
    private readonly leases: SocketLeases,
    private readonly adapterHost: HttpAdapterHost,
    @Inject(SESSION_MIDDLEWARE) private readonly session: SessionMiddleware,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {
    this.anonymousByAddress = new IpSocketCounter(config.WS_MAX_ANONYMOUS_SOCKETS_PER_IP);
  }

  /** Set by {@link goingAway}: upgrades from then on are refused with 503. */
  private stopping = false;

  afterInit(server: WebSocketServer): void {
    this.server = server;
    // The upgrade itself is checked: a foreign Origin never gets a socket, nor one over the caps.
    server.options.verifyClient = (info, done) => {
      // Shutting down: no new socket here (it would hold the HTTP server open past the drain); the
      // browser retries and the proxy sends it to another gateway.
      if (this.stopping) {
        const body: ErrorBody = { code: ErrorCode.ServiceUnavailable, message: Messages.serviceUnavailable };
        return done(false, 503, JSON.stringify(body), { 'Content-Type': 'application/json; charset=utf-8' });
      }
      const origin = typeof info.req.headers.origin === 'string' ? info.req.headers.origin : undefined;
      if (!isTrustedOrigin(origin, trustedOrigins(this.config))) {
        this.logger.warn(`WebSocket from origin ${origin} refused`);
        return done(false, 403, 'Forbidden');
      }
      this.admit(info.req).then(
        (admission) => {
          if (admission.ok) {
            this.identities.set(info.req, admission.identity);
            return done(true);
          }
          done(false, admission.status, JSON.stringify(admission.body), {
            'Content-Type': 'application/json; charset=utf-8',
          });
        },
        (error: unknown) => {
          if (!isRedisUnavailable(error)) this.logger.error(`WebSocket upgrade failed: ${String(error)}`);
          const body: ErrorBody = {
            code: ErrorCode.ServiceUnavailable,
            message: Messages.serviceUnavailable,
          };
          done(false, 503, JSON.stringify(body), { 'Content-Type': 'application/json; charset=utf-8' });
        },
      );
    };
    this.heartbeat = setInterval(() => this.beat(server), this.config.WS_HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  handleConnection(socket: WebSocket, req: IncomingMessage): void {
    const state: SocketState = {
      identity: this.identities.get(req) ?? { kind: 'anonymous' },
      rooms: new Set(),
      alive: true,
      windowStart: Date.now(),
      framesInWindow: 0,
      ended: false,
    };
    this.sockets.set(socket, state);
    this.counted.add(socket);
    metrics.wsConnections().inc();
    if (state.identity.kind === 'user')
      this.sessionSockets.add(state.identity.digest, socket, () => this.endSession(socket, state));
    socket.on('pong', () => {
      state.alive = true;
    });
  }

  handleDisconnect(socket: WebSocket): void {
    const state = this.sockets.get(socket);
    if (!state) return;
    if (this.counted.delete(socket)) metrics.wsConnections().dec();
    if (state.identity.kind === 'user') this.sessionSockets.remove(state.identity.digest, socket);
    this.leaveAll(socket, state);
  }

  @SubscribeMessage(WS_FRAME_EVENT)
  async onFrame(@ConnectedSocket() socket: WebSocket, @MessageBody() raw: unknown): Promise<void> {
    metrics.wsMessages().inc({ direction: 'in' });
    const state = this.sockets.get(socket);
    if (!state || state.ended || socket.readyState !== WebSocket.OPEN) return;
    if (this.overFrameLimit(state))
      return this.sendError(socket, ChatTexts.rateLimited, ErrorCode.RateLimited);
    const parsed = parseClientFrame(raw);
    if (!parsed.ok) return this.sendError(socket, parsed.message, ErrorCode.ValidationFailed);
    const { frame } = parsed;
    if (frame.type === 'join') return this.join(socket, state, frame.agreementId);
    return this.post(socket, state, frame.agreementId, frame.content, frame.questionId ?? null);
  }

  onApplicationShutdown(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
  }

  /**
   * Graceful shutdown (docs/graceful-shutdown.md): every socket is closed with 1001 "going away", on
   * which the browser reconnects (frontend/src/lib/agreement-socket.ts) and the ingress sends it to
   * another gateway. Resolves when all are closed, or after `timeoutMs` with the rest cut off.
   */
  async goingAway(timeoutMs: number): Promise<number> {
    this.stopping = true;
    const sockets = [...(this.server?.clients ?? [])];
    if (sockets.length === 0) return 0;
    const closed = sockets.map(
      (socket) =>
        new Promise<void>((resolve) => {
          if (socket.readyState === WebSocket.CLOSED) return resolve();
          socket.once('close', () => resolve());
          socket.close(WS_CLOSE_GOING_AWAY, GOING_AWAY_REASON);
        }),
    );
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.all(closed),
      new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs))),
    ]);
    clearTimeout(timer);
    for (const socket of sockets) if (socket.readyState !== WebSocket.CLOSED) socket.terminate();
    return sockets.length;
  }

  /**
   * Who the upgrade is, and whether it may have one more socket: a session at most
   * `WS_MAX_SOCKETS_PER_SESSION` (across replicas), an address without a session at most
   * `WS_MAX_ANONYMOUS_SOCKETS_PER_IP` (on this replica). The place is given back when the connection
   * closes, whether the upgrade went through or not.
   */
  private async admit(req: IncomingMessage): Promise<Admission> {
    const identity = await this.readIdentity(req);
    if (identity.kind === 'anonymous') {
      // Counted like every per-client limit (IPv6 by /64), or one /64 would open sockets without end.
      const address = clientKey(
        clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], this.trustProxy()),
      );
      if (!this.anonymousByAddress.reserve(address)) {
        this.logger.warn('WebSocket refused: too many sockets from one address');
        return {
          ok: false,
          status: 429,
          body: { code: ErrorCode.RateLimited, message: ChatTexts.tooManySocketsFromAddress },
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
        body: { code: ErrorCode.RateLimited, message: ChatTexts.tooManySockets },
      };
    }
    req.socket.once('close', () => void this.leases.release(identity.sessionId, identity.socketId));
    return { ok: true, identity };
  }

  private async join(socket: WebSocket, state: SocketState, agreementId: string): Promise<void> {
    if (!mayJoinRoom(state.rooms, agreementId))
      return this.sendError(socket, ChatTexts.tooManyRooms, ErrorCode.Conflict);
    const chat = state.identity.kind === 'user';
    state.rooms.add(agreementId);
    let opened: ChatRoomOpened;
    try {
      // The session may have ended since the socket opened and this replica not heard of it yet.
      if (chat && !(await this.sessionStillOpen(socket, state))) return;
      await this.hub.enter(agreementId, socket, chat);
      opened = await this.rpc.request(ChatRpc.open, { agreementId, withHistory: chat });
    } catch (error) {
      state.rooms.delete(agreementId);
      this.hub.leave(agreementId, socket);
      return this.sendError(socket, ...this.describe(error));
    }
    if (socket.readyState !== WebSocket.OPEN || state.ended) {
      // Closed or ended while joining, perhaps after it had left its rooms: make sure it is not left in this one.
      state.rooms.delete(agreementId);
      this.hub.leave(agreementId, socket);
      return;
    }
    if (chat) this.send(socket, { type: 'history', agreementId, messages: opened.messages });
    // Anonymous visitors stay in the room for agreement_updated, but the chat is for logged-in users.
    else this.sendError(socket, ChatTexts.loginRequired, ErrorCode.LoginRequired);
    this.hub.activate(agreementId, socket, new Set(opened.messages.map((m) => m.id)));
  }

  private async post(
    socket: WebSocket,
    state: SocketState,
    agreementId: string,
    content: string,
    /** Issue 19: the agreement's question the message is about (chat checks it), or null. */
    questionId: string | null,
  ): Promise<void> {
    if (state.identity.kind !== 'user')
      return this.sendError(socket, ChatTexts.loginRequired, ErrorCode.LoginRequired);
    if (!state.rooms.has(agreementId)) return this.sendError(socket, ChatTexts.notJoined, ErrorCode.Conflict);
    try {
      if (!(await this.sessionStillOpen(socket, state))) return;
      const author = { id: state.identity.id, name: state.identity.name };
      // The stored message comes back to every socket in the room, this one included, through NATS.
      await this.rpc.request(ChatRpc.post, {
        agreementId,
        author,
        content,
        ...(questionId ? { questionId } : {}),
      });
    } catch (error) {
      this.sendError(socket, ...this.describe(error));
    }
  }

  private async readIdentity(req: IncomingMessage): Promise<SocketIdentity> {
    const request = req as unknown as Request;
    await new Promise<void>((resolve, reject) =>
      // No response exists during an upgrade; the session only needs to be read, never written.
      this.session(request, {} as Response, (error?: unknown) =>
        error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(),
      ),
    );
    const { userId, userName } = request.session ?? {};
    if (!userId) return { kind: 'anonymous' };
    const sessionId = request.sessionID;
    return {
      kind: 'user',
      id: userId,
      name: userName ?? 'Ukjent bruker',
      sessionId,
      digest: sessionDigest(sessionId),
      socketId: randomUUID(),
    };
  }

  /** Reads the socket's session again (one Redis read); ends the socket when it is gone. */
  private async sessionStillOpen(socket: WebSocket, state: SocketState): Promise<boolean> {
    const identity = state.identity;
    if (identity.kind !== 'user') return false;
    const stored = storedSessionUser(await this.leases.read(identity.sessionId));
    if (!sessionStillValid(stored, identity.id)) {
      this.endSession(socket, state);
      return false;
    }
    if (stored?.userName) identity.name = stored.userName;
    return true;
  }

  /**
   * The socket's session ended: it leaves its rooms at once (no further message reaches it), is told
   * why, and is closed with 4401. The browser reconnects as whoever its cookie now says.
   */
  private endSession(socket: WebSocket, state: SocketState): void {
    if (state.ended) return;
    state.ended = true;
    if (state.identity.kind === 'user') this.sessionSockets.remove(state.identity.digest, socket);
    this.leaveAll(socket, state);
    this.sendError(socket, ChatTexts.sessionEnded, ErrorCode.LoginRequired);
    if (socket.readyState === WebSocket.OPEN || socket.readyState === WebSocket.CONNECTING)
      socket.close(WS_CLOSE_SESSION_ENDED, ChatTexts.sessionEnded);
  }

  private leaveAll(socket: WebSocket, state: SocketState): void {
    for (const agreementId of state.rooms) this.hub.leave(agreementId, socket);
    state.rooms.clear();
  }

  private overFrameLimit(state: SocketState): boolean {
    const now = Date.now();
    if (now - state.windowStart >= FRAME_WINDOW_MS) {
      state.windowStart = now;
      state.framesInWindow = 0;
    }
    state.framesInWindow += 1;
    return state.framesInWindow > MAX_FRAMES_PER_WINDOW;
  }

  /** Pings every socket (one that did not answer the previous ping is dropped), then checks the sessions. */
  private beat(server: WebSocketServer): void {
    for (const socket of server.clients) {
      const state = this.sockets.get(socket);
      if (!state) continue;
      if (!state.alive) {
        socket.terminate();
        continue;
      }
      state.alive = false;
      socket.ping();
    }
    void this.checkSessions(server);
  }

  /**
   * Sessions that expired in Redis (or vanished any other way) end their sockets here, within a
   * heartbeat. One Redis round trip per heartbeat for all sockets of this replica, which also renews
   * their leases. While Redis is away nothing is closed: whether a session still exists cannot be told.
   */
  private async checkSessions(server: WebSocketServer): Promise<void> {
    if (this.checking) return;
    const bySession = new Map<string, { socket: WebSocket; state: SocketState }[]>();
    for (const socket of server.clients) {
      const state = this.sockets.get(socket);
      if (!state || state.ended || state.identity.kind !== 'user' || socket.readyState !== WebSocket.OPEN)
        continue;
      const group = bySession.get(state.identity.sessionId) ?? [];
      group.push({ socket, state });
      bySession.set(state.identity.sessionId, group);
    }
    if (bySession.size === 0) return;
    this.checking = true;
    try {
      const sessions = [...bySession];
      const stored = await this.leases.readAndRenew(
        sessions.map(([sessionId, group]) => ({
          sessionId,
          socketIds: group.map(({ state }) =>
            state.identity.kind === 'user' ? state.identity.socketId : '',
          ),
        })),
      );
      sessions.forEach(([, group], i) => {
        const user = storedSessionUser(stored[i]);
        for (const { socket, state } of group) {
          if (state.identity.kind !== 'user') continue;
          if (!sessionStillValid(user, state.identity.id)) this.endSession(socket, state);
          else if (user?.userName) state.identity.name = user.userName;
        }
      });
      if (this.checkFailing) this.logger.log('WebSocket session checks work again');
      this.checkFailing = false;
    } catch (error) {
      if (!this.checkFailing)
        this.logger.warn(
          `WebSocket session check failed; sockets stay open until it works: ${String(error)}`,
        );
      this.checkFailing = true;
    } finally {
      this.checking = false;
    }
  }

  /** Express's compiled `trust proxy`, so an upgrade's client address is the one `req.ip` would give. */
  private trustProxy(): (address: string, hop: number) => boolean {
    const app = this.adapterHost.httpAdapter?.getInstance<Express>();
    const trust = app?.get('trust proxy fn') as ((address: string, hop: number) => boolean) | undefined;
    return trust ?? (() => false);
  }

  private describe(error: unknown): [message: string, code: ErrorCode] {
    if (
      error instanceof DomainError &&
      error.code !== ErrorCode.ServiceUnavailable &&
      error.code !== ErrorCode.Internal
    )
      return [error.message, error.code];
    if (!(error instanceof DomainError) && !isRedisUnavailable(error))
      this.logger.error(`chat call failed: ${String(error)}`);
    return [ChatTexts.unavailable, ErrorCode.ServiceUnavailable];
  }

  /** An error frame: the browser branches on `code` and shows `message`. */
  private sendError(socket: WebSocket, message: string, code: ErrorCode): void {
    this.send(socket, { type: 'error', code, message });
  }

  private send(socket: WebSocket, frame: WsServerFrame): void {
    if (socket.readyState !== WebSocket.OPEN) return;
    socket.send(JSON.stringify(frame));
    metrics.wsMessages().inc({ direction: 'out' });
  }
}
