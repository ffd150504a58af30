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
var RoomHub_1;
Object.defineProperty(exports, "__esModule", { value: true });
exports.RoomHub = void 0;
const contracts_1 = require("@avtalt/contracts");
const service_kit_1 = require("@avtalt/service-kit");
const common_1 = require("@nestjs/common");
const ws_1 = require("ws");
const rpc_service_1 = require("../rpc/rpc.service");
/** A socket whose send buffer grows beyond this is not reading: it is dropped rather than buffered forever. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
/**
 * The sockets of this gateway replica, by agreement. The replica subscribes to an agreement's NATS
 * subject (no queue group: every replica gets every event) while it has at least one socket in
 * that room, and delivers each event to its own sockets in the room.
 */
let RoomHub = RoomHub_1 = class RoomHub {
    rpc;
    logger = new common_1.Logger(RoomHub_1.name);
    rooms = new Map();
    constructor(rpc) {
        this.rpc = rpc;
    }
    /**
     * Adds a socket to a room, holding back its events until {@link activate}: a socket receives its
     * history first and then, in order, only what came after it. Resolves once NATS delivers the room.
     */
    async enter(agreementId, socket, chat) {
        let room = this.rooms.get(agreementId);
        if (!room) {
            const members = new Map();
            const subscription = this.rpc.subscribe(contracts_1.ChatSubjects.room(agreementId), (payload) => this.deliver(agreementId, payload));
            room = { members, subscription };
            this.rooms.set(agreementId, room);
            subscription.catch((error) => {
                this.logger.error(`subscribing to room ${agreementId} failed: ${String(error)}`);
                if (this.rooms.get(agreementId) === room)
                    this.rooms.delete(agreementId);
            });
        }
        room.members.set(socket, { chat, pending: [] });
        await room.subscription;
    }
    /** Delivers what was held back for the socket, leaving out messages its history already had. */
    activate(agreementId, socket, alreadySent) {
        const member = this.rooms.get(agreementId)?.members.get(socket);
        if (!member?.pending)
            return;
        const held = member.pending;
        member.pending = null;
        for (const event of held) {
            if (event.type === 'message' && alreadySent.has(event.message.id))
                continue;
            this.send(socket, JSON.stringify(event));
        }
    }
    leave(agreementId, socket) {
        const room = this.rooms.get(agreementId);
        if (!room)
            return;
        room.members.delete(socket);
        if (room.members.size > 0)
            return;
        this.rooms.delete(agreementId);
        void room.subscription.then((subscription) => subscription.unsubscribe()).catch(() => undefined);
    }
    onApplicationShutdown() {
        for (const agreementId of [...this.rooms.keys()]) {
            const room = this.rooms.get(agreementId);
            for (const socket of [...room.members.keys()])
                this.leave(agreementId, socket);
        }
    }
    deliver(agreementId, payload) {
        const room = this.rooms.get(agreementId);
        if (!room)
            return;
        const parsed = contracts_1.chatRoomEventSchema.safeParse(payload);
        if (!parsed.success) {
            this.logger.warn(`ignored a malformed event in room ${agreementId}`);
            return;
        }
        const event = parsed.data;
        // Serialised once for the whole room, however many sockets are in it.
        const text = JSON.stringify(event);
        for (const [socket, member] of room.members) {
            if (event.type === 'message' && !member.chat)
                continue;
            if (member.pending)
                member.pending.push(event);
            else
                this.send(socket, text);
        }
    }
    send(socket, text) {
        if (socket.readyState !== ws_1.WebSocket.OPEN)
            return;
        if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
            socket.terminate();
            return;
        }
        socket.send(text);
        service_kit_1.metrics.wsMessages().inc({ direction: 'out' });
    }
};
exports.RoomHub = RoomHub;
exports.RoomHub = RoomHub = RoomHub_1 = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [rpc_service_1.RpcService])
], RoomHub);
//# sourceMappingURL=room-hub.js.map