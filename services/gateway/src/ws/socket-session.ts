import {
  type ChatRoomOpened,
  ChatRpc,
  ChatTexts,
  ErrorCode,
  type Language,
  translateMessage,
  WS_CLOSE_SESSION_ENDED,
  type WsServerFrame,
} from '@avtalt/contracts';
import { DomainError, metrics } from '@avtalt/service-kit';
import type { Logger } from '@nestjs/common';
import { WebSocket } from 'ws';
import { isRedisUnavailable } from '../redis/redis-errors';
import type { RpcService } from '../rpc/rpc.service';
import { parseClientFrame } from './client-frame';
import type { RoomHub } from './room-hub';
import type { SessionSockets } from './session-sockets';
import type { SocketLeases } from './socket-leases';
import {
  mayJoinRoom,
  sessionStillValid,
  type StoredSessionUser,
  storedSessionUser,
} from './socket-limits.rules';

/** Frames one socket may send per window before it is told to slow down (joins cost a service call). */
export const MAX_FRAMES_PER_WINDOW = 40;
export const FRAME_WINDOW_MS = 10_000;

/** Who a socket belongs to, read from the session cookie at the upgrade (socket-admission.ts). */
export type SocketIdentity =
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

export type UserIdentity = Extract<SocketIdentity, { kind: 'user' }>;

/** What every session of a replica shares: the rooms, the chat service, the session's other sockets. */
export interface SocketSessionDeps {
  rpc: Pick<RpcService, 'request'>;
  hub: Pick<RoomHub, 'enter' | 'activate' | 'leave'>;
  sessionSockets: Pick<SessionSockets, 'add' | 'remove'>;
  leases: Pick<SocketLeases, 'read'>;
  logger: Pick<Logger, 'error'>;
  /** The clock of the frame window (epoch ms). */
  now?: () => number;
}

/**
 * One connection on `/ws`: who it is, the agreement rooms it is in, its frame window and whether it
 * still answers pings. Everything it sends goes through {@link send}, so a socket that is no longer
 * open is never written to. It ends with its session: it leaves its rooms at once, is told why and is
 * closed with 4401 (docs/websocket-sessions.md).
 */
export class SocketSession {
  private readonly rooms = new Set<string>();
  private readonly now: () => number;
  /** Whether it answered the last ping; the heartbeat drops a socket that did not. */
  private alive = true;
  private windowStart: number;
  private framesInWindow = 0;
  /** The session ended: the socket is closing and does nothing more. */
  private ended = false;

  constructor(
    readonly socket: WebSocket,
    readonly identity: SocketIdentity,
    private readonly deps: SocketSessionDeps,
    /** The language of the upgrade request (cookie, Accept-Language): the error frames are written in it. */
    private readonly language: Language = 'nb',
  ) {
    this.now = deps.now ?? Date.now;
    this.windowStart = this.now();
  }

  /** Lists a logged-in socket under its session (so a session ended anywhere closes it) and hears its pongs. */
  open(): void {
    if (this.identity.kind === 'user')
      this.deps.sessionSockets.add(this.identity.digest, this.socket, () => this.end());
    this.socket.on('pong', () => {
      this.alive = true;
    });
  }

  /** The connection closed: it is no longer listed and leaves every room. */
  close(): void {
    if (this.identity.kind === 'user') this.deps.sessionSockets.remove(this.identity.digest, this.socket);
    this.leaveAll();
  }

  async receive(raw: unknown): Promise<void> {
    if (this.ended || this.socket.readyState !== WebSocket.OPEN) return;
    if (this.overFrameLimit()) return this.sendError(ChatTexts.rateLimited, ErrorCode.RateLimited);
    const parsed = parseClientFrame(raw);
    if (!parsed.ok) return this.sendError(parsed.message, ErrorCode.ValidationFailed);
    const { frame } = parsed;
    if (frame.type === 'join') return this.join(frame.agreementId);
    return this.post(frame.agreementId, frame.content, frame.questionId ?? null);
  }

  /** The heartbeat: pings the socket, or drops it when it did not answer the previous ping. */
  ping(): void {
    if (!this.alive) {
      this.socket.terminate();
      return;
    }
    this.alive = false;
    this.socket.ping();
  }

  /** The logged-in user of an open socket whose session the heartbeat should check, if any. */
  checkedUser(): UserIdentity | undefined {
    if (this.ended || this.identity.kind !== 'user' || this.socket.readyState !== WebSocket.OPEN)
      return undefined;
    return this.identity;
  }

  /** Applies the session as stored: ends the socket when it is gone, else takes the user's current name. */
  confirm(stored: StoredSessionUser | null): boolean {
    if (this.identity.kind !== 'user') return false;
    if (!sessionStillValid(stored, this.identity.id)) {
      this.end();
      return false;
    }
    if (stored?.userName) this.identity.name = stored.userName;
    return true;
  }

  /**
   * The socket's session ended: it leaves its rooms at once (no further message reaches it), is told
   * why, and is closed with 4401. The browser reconnects as whoever its cookie now says.
   */
  end(): void {
    if (this.ended) return;
    this.ended = true;
    if (this.identity.kind === 'user') this.deps.sessionSockets.remove(this.identity.digest, this.socket);
    this.leaveAll();
    this.sendError(ChatTexts.sessionEnded, ErrorCode.LoginRequired);
    if (this.socket.readyState === WebSocket.OPEN || this.socket.readyState === WebSocket.CONNECTING)
      this.socket.close(WS_CLOSE_SESSION_ENDED, translateMessage(ChatTexts.sessionEnded, this.language));
  }

  private async join(agreementId: string): Promise<void> {
    if (!mayJoinRoom(this.rooms, agreementId))
      return this.sendError(ChatTexts.tooManyRooms, ErrorCode.Conflict);
    const chat = this.identity.kind === 'user';
    this.rooms.add(agreementId);
    let opened: ChatRoomOpened;
    try {
      // The session may have ended since the socket opened and this replica not heard of it yet.
      if (chat && !(await this.sessionStillOpen())) return;
      await this.deps.hub.enter(agreementId, this.socket, chat);
      opened = await this.deps.rpc.request(ChatRpc.open, { agreementId, withHistory: chat });
    } catch (error) {
      this.rooms.delete(agreementId);
      this.deps.hub.leave(agreementId, this.socket);
      return this.sendError(...this.describe(error));
    }
    if (this.socket.readyState !== WebSocket.OPEN || this.ended) {
      // Closed or ended while joining, perhaps after it had left its rooms: make sure it is not left in this one.
      this.rooms.delete(agreementId);
      this.deps.hub.leave(agreementId, this.socket);
      return;
    }
    if (chat) this.send({ type: 'history', agreementId, messages: opened.messages });
    // Anonymous visitors stay in the room for agreement_updated, but the chat is for logged-in users.
    else this.sendError(ChatTexts.loginRequired, ErrorCode.LoginRequired);
    this.deps.hub.activate(agreementId, this.socket, new Set(opened.messages.map((m) => m.id)));
  }

  /** `questionId`: the agreement's question the message is about (chat checks it), or null. */
  private async post(agreementId: string, content: string, questionId: string | null): Promise<void> {
    if (this.identity.kind !== 'user')
      return this.sendError(ChatTexts.loginRequired, ErrorCode.LoginRequired);
    if (!this.rooms.has(agreementId)) return this.sendError(ChatTexts.notJoined, ErrorCode.Conflict);
    try {
      if (!(await this.sessionStillOpen())) return;
      const author = { id: this.identity.id, name: this.identity.name };
      // The stored message comes back to every socket in the room, this one included, through NATS.
      await this.deps.rpc.request(ChatRpc.post, {
        agreementId,
        author,
        content,
        ...(questionId ? { questionId } : {}),
      });
    } catch (error) {
      this.sendError(...this.describe(error));
    }
  }

  /** Reads the socket's session again (one Redis read); ends the socket when it is gone. */
  private async sessionStillOpen(): Promise<boolean> {
    if (this.identity.kind !== 'user') return false;
    return this.confirm(storedSessionUser(await this.deps.leases.read(this.identity.sessionId)));
  }

  private leaveAll(): void {
    for (const agreementId of this.rooms) this.deps.hub.leave(agreementId, this.socket);
    this.rooms.clear();
  }

  private overFrameLimit(): boolean {
    const now = this.now();
    if (now - this.windowStart >= FRAME_WINDOW_MS) {
      this.windowStart = now;
      this.framesInWindow = 0;
    }
    this.framesInWindow += 1;
    return this.framesInWindow > MAX_FRAMES_PER_WINDOW;
  }

  private describe(error: unknown): [message: string, code: ErrorCode] {
    if (
      error instanceof DomainError &&
      error.code !== ErrorCode.ServiceUnavailable &&
      error.code !== ErrorCode.Internal
    )
      return [error.message, error.code];
    if (!(error instanceof DomainError) && !isRedisUnavailable(error))
      this.deps.logger.error(`chat call failed: ${String(error)}`);
    return [ChatTexts.unavailable, ErrorCode.ServiceUnavailable];
  }

  /** An error frame: the browser branches on `code` and shows `message` (in the socket's language). */
  private sendError(message: string, code: ErrorCode): void {
    this.send({ type: 'error', code, message: translateMessage(message, this.language) });
  }

  private send(frame: WsServerFrame): void {
    if (this.socket.readyState !== WebSocket.OPEN) return;
    this.socket.send(JSON.stringify(frame));
    metrics.wsMessages().inc({ direction: 'out' });
  }
}
