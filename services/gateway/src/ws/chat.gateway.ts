import { type ChatRoomOpened, ChatRpc, ChatTexts, ErrorCode, type WsServerFrame } from '@avtalt/contracts';
import { DomainError } from '@avtalt/service-kit';
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
import type { Request, Response } from 'express';
import type { IncomingMessage } from 'node:http';
import { WebSocket, type WebSocketServer } from 'ws';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { RpcService } from '../rpc/rpc.service';
import type { RedisStore } from 'connect-redis';
import { SESSION_MIDDLEWARE, SESSION_STORE, type SessionMiddleware } from '../session/session-store.provider';
import { parseClientFrame } from './client-frame';
import { RoomHub } from './room-hub';
import { isTrustedOrigin, trustedOrigins } from '../http/trusted-origins';

/** The one event name the adapter's parser gives every frame; {@link parseClientFrame} does the rest. */
export const WS_FRAME_EVENT = 'frame';
/** Frames larger than this close the socket (1009) before they are read; smaller "huge" frames get an error. */
export const WS_HARD_MAX_PAYLOAD = 1024 * 1024;
/** Rooms one socket may be in (the browser joins one). */
const MAX_ROOMS_PER_SOCKET = 20;
/** Frames one socket may send per window before it is told to slow down (joins cost a service call). */
const MAX_FRAMES_PER_WINDOW = 40;
const FRAME_WINDOW_MS = 10_000;

type SocketIdentity = { kind: 'user'; id: string; name: string; sessionId: string } | { kind: 'anonymous' };

interface SocketState {
  identity: SocketIdentity;
  rooms: Set<string>;
  alive: boolean;
  windowStart: number;
  framesInWindow: number;
}

/**
 * The chat connection of spec §7 on `/ws`, on the same port as HTTP. Who a socket belongs to is
 * read once, from the session cookie, when it connects; nothing a client says about itself counts.
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
  private heartbeat?: NodeJS.Timeout;

  constructor(
    private readonly rpc: RpcService,
    private readonly hub: RoomHub,
    @Inject(SESSION_MIDDLEWARE) private readonly session: SessionMiddleware,
    @Inject(SESSION_STORE) private readonly sessionStore: RedisStore,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  afterInit(server: WebSocketServer): void {
    // The upgrade itself is checked: a foreign Origin never gets a socket.
    server.options.verifyClient = (info, done) => {
      const origin = typeof info.req.headers.origin === 'string' ? info.req.headers.origin : undefined;
      if (!isTrustedOrigin(origin, trustedOrigins(this.config))) {
        this.logger.warn(`WebSocket from origin ${origin} refused`);
        return done(false, 403, 'Forbidden');
      }
      this.readIdentity(info.req).then(
        (identity) => {
          this.identities.set(info.req, identity);
          done(true);
        },
        (error: unknown) => {
          this.logger.error(`session store unavailable for a WebSocket upgrade: ${String(error)}`);
          done(false, 503, 'Service Unavailable');
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
    };
    this.sockets.set(socket, state);
    socket.on('pong', () => {
      state.alive = true;
    });
  }

  handleDisconnect(socket: WebSocket): void {
    const state = this.sockets.get(socket);
    if (!state) return;
    for (const agreementId of state.rooms) this.hub.leave(agreementId, socket);
    state.rooms.clear();
  }

  @SubscribeMessage(WS_FRAME_EVENT)
  async onFrame(@ConnectedSocket() socket: WebSocket, @MessageBody() raw: unknown): Promise<void> {
    const state = this.sockets.get(socket);
    if (!state) return;
    if (this.overFrameLimit(state))
      return this.sendError(socket, ChatTexts.rateLimited, ErrorCode.RateLimited);
    const parsed = parseClientFrame(raw);
    if (!parsed.ok) return this.sendError(socket, parsed.message, ErrorCode.ValidationFailed);
    const { frame } = parsed;
    if (frame.type === 'join') return this.join(socket, state, frame.agreementId);
    return this.post(socket, state, frame.agreementId, frame.content);
  }

  onApplicationShutdown(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
  }

  private async join(socket: WebSocket, state: SocketState, agreementId: string): Promise<void> {
    if (!state.rooms.has(agreementId) && state.rooms.size >= MAX_ROOMS_PER_SOCKET)
      return this.sendError(socket, ChatTexts.invalidFrame, ErrorCode.ValidationFailed);
    const chat = state.identity.kind === 'user';
    state.rooms.add(agreementId);
    let opened: ChatRoomOpened;
    try {
      await this.hub.enter(agreementId, socket, chat);
      opened = await this.rpc.request(ChatRpc.open, { agreementId, withHistory: chat });
    } catch (error) {
      state.rooms.delete(agreementId);
      this.hub.leave(agreementId, socket);
      return this.sendError(socket, ...this.describe(error));
    }
    if (socket.readyState !== WebSocket.OPEN) return;
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
  ): Promise<void> {
    if (state.identity.kind !== 'user')
      return this.sendError(socket, ChatTexts.loginRequired, ErrorCode.LoginRequired);
    if (!state.rooms.has(agreementId)) return this.sendError(socket, ChatTexts.notJoined, ErrorCode.Conflict);
    const author = { id: state.identity.id, name: state.identity.name };
    try {
      // The session may have ended since the socket opened (logout, password changed elsewhere).
      if (!(await this.stillLoggedIn(state.identity.sessionId, author.id))) {
        state.identity = { kind: 'anonymous' };
        for (const room of state.rooms) this.hub.stopChat(room, socket);
        return this.sendError(socket, ChatTexts.loginRequired, ErrorCode.LoginRequired);
      }
      // The stored message comes back to every socket in the room, this one included, through NATS.
      await this.rpc.request(ChatRpc.post, { agreementId, author, content });
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
    return userId
      ? { kind: 'user', id: userId, name: userName ?? 'Ukjent bruker', sessionId: request.sessionID }
      : { kind: 'anonymous' };
  }

  private async stillLoggedIn(sessionId: string, userId: string): Promise<boolean> {
    const data = (await this.sessionStore.get(sessionId)) as { userId?: string } | null | undefined;
    return data?.userId === userId;
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

  /** Pings every socket; one that did not answer the previous ping is gone and is dropped. */
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
  }

  private describe(error: unknown): [message: string, code: ErrorCode] {
    if (
      error instanceof DomainError &&
      error.code !== ErrorCode.ServiceUnavailable &&
      error.code !== ErrorCode.Internal
    )
      return [error.message, error.code];
    if (!(error instanceof DomainError)) this.logger.error(`chat call failed: ${String(error)}`);
    return [ChatTexts.unavailable, ErrorCode.ServiceUnavailable];
  }

  /** An error frame: the browser branches on `code` and shows `message`. */
  private sendError(socket: WebSocket, message: string, code: ErrorCode): void {
    this.send(socket, { type: 'error', code, message });
  }

  private send(socket: WebSocket, frame: WsServerFrame): void {
    if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(frame));
  }
}
