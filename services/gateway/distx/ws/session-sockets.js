"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.SessionSockets = void 0;
const common_1 = require("@nestjs/common");
/**
 * The logged-in WebSockets of this replica by session digest (see session/session-digest.ts), so that a
 * session that ended — here or on another replica — closes exactly its own sockets. Anonymous sockets are
 * not listed: no session ending concerns them.
 */
let SessionSockets = class SessionSockets {
    bySession = new Map();
    add(digest, socket, end) {
        let sockets = this.bySession.get(digest);
        if (!sockets) {
            sockets = new Map();
            this.bySession.set(digest, sockets);
        }
        sockets.set(socket, end);
    }
    remove(digest, socket) {
        const sockets = this.bySession.get(digest);
        if (!sockets)
            return;
        sockets.delete(socket);
        if (sockets.size === 0)
            this.bySession.delete(digest);
    }
    /** Ends every socket of these sessions on this replica; returns how many there were. */
    end(digests) {
        let ended = 0;
        for (const digest of digests) {
            const sockets = this.bySession.get(digest);
            if (!sockets)
                continue;
            this.bySession.delete(digest);
            for (const end of sockets.values()) {
                end();
                ended += 1;
            }
        }
        return ended;
    }
    /** Sockets listed for a session (for tests and metrics). */
    count(digest) {
        return this.bySession.get(digest)?.size ?? 0;
    }
};
exports.SessionSockets = SessionSockets;
exports.SessionSockets = SessionSockets = __decorate([
    (0, common_1.Injectable)()
], SessionSockets);
//# sourceMappingURL=session-sockets.js.map