import { type ChatRoomEvent, chatRoomEventSchema, ChatSubjects } from '@avtalt/contracts';
import { metrics } from '@avtalt/service-kit';
import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { Subscription } from 'nats';
import { WebSocket } from 'ws';
import { RpcService } from '../rpc/rpc.service';

/** A socket whose send buffer grows beyond this is not reading: it is dropped rather than buffered forever. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

interface Member {
  /** Logged-in sockets receive chat messages; anonymous ones only `agreement_updated`. */
  chat: boolean;
  /** Events that arrived while the socket's history was being read; delivered after it. */
  pending: ChatRoomEvent[] | null;
}

interface Room {
  members: Map<WebSocket, Member>;
  subscription: Promise<Subscription>;
}

/**
 * The sockets of this gateway replica, by agreement. The replica subscribes to an agreement's NATS
 * subject (no queue group: every replica gets every event) while it has at least one socket in
 * that room, and delivers each event to its own sockets in the room.
 */
@Injectable()
export class RoomHub implements OnApplicationShutdown {
  private readonly logger = new Logger(RoomHub.name);
  private readonly rooms = new Map<string, Room>();

  constructor(private readonly rpc: RpcService) {}

  /**
   * Adds a socket to a room, holding back its events until {@link activate}: a socket receives its
   * history first and then, in order, only what came after it. Resolves once NATS delivers the room.
   */
  async enter(agreementId: string, socket: WebSocket, chat: boolean): Promise<void> {
    let room = this.rooms.get(agreementId);
    if (!room) {
      const members = new Map<WebSocket, Member>();
      const subscription = this.rpc.subscribe(ChatSubjects.room(agreementId), (payload) =>
        this.deliver(agreementId, payload),
      );
      room = { members, subscription };
      this.rooms.set(agreementId, room);
      subscription.catch((error: unknown) => {
        this.logger.error(`subscribing to room ${agreementId} failed: ${String(error)}`);
        if (this.rooms.get(agreementId) === room) this.rooms.delete(agreementId);
      });
    }
    room.members.set(socket, { chat, pending: [] });
    await room.subscription;
  }

  /** Delivers what was held back for the socket, leaving out messages its history already had. */
  activate(agreementId: string, socket: WebSocket, alreadySent: ReadonlySet<string>): void {
    const member = this.rooms.get(agreementId)?.members.get(socket);
    if (!member?.pending) return;
    const held = member.pending;
    member.pending = null;
    for (const event of held) {
      if (event.type === 'message' && alreadySent.has(event.message.id)) continue;
      this.send(socket, JSON.stringify(event));
    }
  }

  leave(agreementId: string, socket: WebSocket): void {
    const room = this.rooms.get(agreementId);
    if (!room) return;
    room.members.delete(socket);
    if (room.members.size > 0) return;
    this.rooms.delete(agreementId);
    void room.subscription.then((subscription) => subscription.unsubscribe()).catch(() => undefined);
  }

  onApplicationShutdown(): void {
    for (const agreementId of [...this.rooms.keys()]) {
      const room = this.rooms.get(agreementId)!;
      for (const socket of [...room.members.keys()]) this.leave(agreementId, socket);
    }
  }

  private deliver(agreementId: string, payload: unknown): void {
    const room = this.rooms.get(agreementId);
    if (!room) return;
    const parsed = chatRoomEventSchema.safeParse(payload);
    if (!parsed.success) {
      this.logger.warn(`ignored a malformed event in room ${agreementId}`);
      return;
    }
    const event = parsed.data;
    // Serialised once for the whole room, however many sockets are in it.
    const text = JSON.stringify(event);
    for (const [socket, member] of room.members) {
      if (event.type === 'message' && !member.chat) continue;
      if (member.pending) member.pending.push(event);
      else this.send(socket, text);
    }
  }

  private send(socket: WebSocket, text: string): void {
    if (socket.readyState !== WebSocket.OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      socket.terminate();
      return;
    }
    socket.send(text);
    metrics.wsMessages().inc({ direction: 'out' });
  }
}
