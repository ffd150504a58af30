import { type ErrorBody, ErrorCode, Messages, translateErrorBody } from '@avtalt/contracts';
import { metrics } from '@avtalt/service-kit';
import { Inject, Logger, type OnApplicationShutdown } from '@nestjs/common';
import {
  ConnectedSocket,
  MessageBody,
  type OnGatewayConnection,
  type OnGatewayDisconnect,
  type OnGatewayInit,
  SubscribeMessage,
  WebSocketGateway,
} from '@nestjs/websockets';
import type { IncomingMessage } from 'node:http';
import { WebSocket, type WebSocketServer } from 'ws';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { callerLanguage } from '../http/error-language';
import { isTrustedOrigin, trustedOrigins } from '../http/trusted-origins';
import { isRedisUnavailable } from '../redis/redis-errors';
import { RpcService } from '../rpc/rpc.service';
import { RoomHub } from './room-hub';
import { SessionSockets } from './session-sockets';
import { SocketAdmission } from './socket-admission';
import { SocketLeases } from './socket-leases';
import { storedSessionUser } from './socket-limits.rules';
import { type SocketIdentity, SocketSession, type SocketSessionDeps } from './socket-session';

/** The standard close code for a server going down (RFC 6455): the browser reconnects elsewhere. */
export const WS_CLOSE_GOING_AWAY = 1001;
const GOING_AWAY_REASON = 'Serveren starter på nytt; kobler til igjen';
/** The one event name the adapter's parser gives every frame; the socket's session parses the rest. */
export const WS_FRAME_EVENT = 'frame';
/** Frames larger than this close the socket (1009) before they are read; smaller "huge" frames get an error. */
export const WS_HARD_MAX_PAYLOAD = 1024 * 1024;

const JSON_HEADERS = { 'Content-Type': 'application/json; charset=utf-8' };

/**
 * The chat connection of spec §7 on `/ws`, on the same port as HTTP: it admits upgrades
 * (socket-admission.ts), gives each socket a {@link SocketSession} and hands it its frames, and runs the
 * heartbeat. A socket lives no longer than its session: it is closed (4401) when the session is
 * destroyed on any replica (logout, password change), when a heartbeat finds it gone from Redis
 * (expiry), or when a join or a message finds it gone (docs/chat-and-websocket.md).
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
  private readonly sessions = new WeakMap<WebSocket, SocketSession>();
  private readonly deps: SocketSessionDeps;
  private heartbeat?: NodeJS.Timeout;
  private server?: WebSocketServer;
  private checking = false;
  private checkFailing = false;
  /** Set by {@link goingAway}: upgrades from then on are refused with 503. */
  private stopping = false;

  constructor(
    rpc: RpcService,
    hub: RoomHub,
    sessionSockets: SessionSockets,
    private readonly leases: SocketLeases,
    private readonly admission: SocketAdmission,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {
    this.deps = { rpc, hub, sessionSockets, leases, logger: this.logger };
  }

  afterInit(server: WebSocketServer): void {
    this.server = server;
    const unavailable: ErrorBody = {
      code: ErrorCode.ServiceUnavailable,
      message: Messages.serviceUnavailable,
    };
    // The upgrade itself is checked: a foreign Origin never gets a socket, nor one over the caps.
    server.options.verifyClient = (info, done) => {
      // A refusal's message in the caller's language, as the HTTP routes answer (docs/languages.md).
      const refuse = (status: number, body: ErrorBody) =>
        done(false, status, JSON.stringify(translateErrorBody(body, callerLanguage(info.req))), JSON_HEADERS);
      // Shutting down: no new socket here (it would hold the HTTP server open past the drain); the
      // browser retries and the proxy sends it to another gateway.
      if (this.stopping) return refuse(503, unavailable);
      const origin = typeof info.req.headers.origin === 'string' ? info.req.headers.origin : undefined;
      if (!isTrustedOrigin(origin, trustedOrigins(this.config))) {
        this.logger.warn(`WebSocket from origin ${origin} refused`);
        return done(false, 403, 'Forbidden');
      }
      this.admission.admit(info.req).then(
        (admission) => {
          if (admission.ok) {
            this.identities.set(info.req, admission.identity);
            return done(true);
          }
          refuse(admission.status, admission.body);
        },
        (error: unknown) => {
          if (!isRedisUnavailable(error)) this.logger.error(`WebSocket upgrade failed: ${String(error)}`);
          refuse(503, unavailable);
        },
      );
    };
    this.heartbeat = setInterval(() => this.beat(server), this.config.WS_HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  handleConnection(socket: WebSocket, req: IncomingMessage): void {
    const session = new SocketSession(
      socket,
      this.identities.get(req) ?? { kind: 'anonymous' },
      this.deps,
      callerLanguage(req),
    );
    this.sessions.set(socket, session);
    metrics.wsConnections().inc();
    session.open();
  }

  handleDisconnect(socket: WebSocket): void {
    const session = this.sessions.get(socket);
    if (!session) return;
    // Each socket leaves `avtalt_ws_connections` once; a frame that arrives later finds no session.
    this.sessions.delete(socket);
    metrics.wsConnections().dec();
    session.close();
  }

  @SubscribeMessage(WS_FRAME_EVENT)
  async onFrame(@ConnectedSocket() socket: WebSocket, @MessageBody() raw: unknown): Promise<void> {
    metrics.wsMessages().inc({ direction: 'in' });
    await this.sessions.get(socket)?.receive(raw);
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

  /** Pings every socket (one that did not answer the previous ping is dropped), then checks the sessions. */
  private beat(server: WebSocketServer): void {
    for (const socket of server.clients) this.sessions.get(socket)?.ping();
    void this.checkSessions(server);
  }

  /**
   * Sessions that expired in Redis (or vanished any other way) end their sockets here, within a
   * heartbeat. One Redis round trip per heartbeat for all sockets of this replica, which also renews
   * their leases. While Redis is away nothing is closed: whether a session still exists cannot be told.
   */
  private async checkSessions(server: WebSocketServer): Promise<void> {
    if (this.checking) return;
    const bySession = new Map<string, { session: SocketSession; socketId: string }[]>();
    for (const socket of server.clients) {
      const session = this.sessions.get(socket);
      const user = session?.checkedUser();
      if (!session || !user) continue;
      const group = bySession.get(user.sessionId) ?? [];
      group.push({ session, socketId: user.socketId });
      bySession.set(user.sessionId, group);
    }
    if (bySession.size === 0) return;
    this.checking = true;
    try {
      const groups = [...bySession];
      const stored = await this.leases.readAndRenew(
        groups.map(([sessionId, group]) => ({ sessionId, socketIds: group.map(({ socketId }) => socketId) })),
      );
      groups.forEach(([, group], i) => {
        const user = storedSessionUser(stored[i]);
        for (const { session } of group) session.confirm(user);
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
}
