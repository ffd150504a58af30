"use strict";
/**
 * Pure rules of the /ws limits and session checks (docs/chat-and-websocket.md), tested without sockets.
 */
Object.defineProperty(exports, "__esModule", { value: true });
exports.MAX_ROOMS_PER_SOCKET = void 0;
exports.mayJoinRoom = mayJoinRoom;
exports.clientAddress = clientAddress;
exports.storedSessionUser = storedSessionUser;
exports.sessionStillValid = sessionStillValid;
/** Rooms one socket may be in (the browser joins one). */
exports.MAX_ROOMS_PER_SOCKET = 20;
/** Whether a socket already in `rooms` may join `agreementId` (joining a room it is in again is allowed). */
function mayJoinRoom(rooms, agreementId, max = exports.MAX_ROOMS_PER_SOCKET) {
    return rooms.has(agreementId) || rooms.size < max;
}
/**
 * The client's address of an upgrade request, as Express's `req.ip` computes it for HTTP (proxy-addr):
 * walk from the connecting peer leftwards through `X-Forwarded-For` while each hop is trusted
 * (`trust` is Express's compiled `trust proxy` function); the first untrusted one is the client.
 */
function clientAddress(remoteAddress, forwardedFor, trust) {
    const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '');
    const forwarded = header
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== '')
        .reverse();
    const hops = [remoteAddress ?? 'unknown', ...forwarded];
    for (let i = 0; i < hops.length - 1; i += 1) {
        if (!trust(hops[i], i))
            return hops[i];
    }
    return hops[hops.length - 1];
}
/**
 * Reads the user of a stored session: null when the session is gone (logout, password change, expiry)
 * or no longer has a user. A session that cannot be read counts as gone.
 */
function storedSessionUser(raw) {
    if (!raw)
        return null;
    let data;
    try {
        data = JSON.parse(raw);
    }
    catch {
        return null;
    }
    if (typeof data !== 'object' || data === null)
        return null;
    const { userId, userName } = data;
    if (typeof userId !== 'string' || userId === '')
        return null;
    return { userId, ...(typeof userName === 'string' ? { userName } : {}) };
}
/** Whether a socket opened by `userId` may go on: its session still exists and still has that user. */
function sessionStillValid(stored, userId) {
    return stored !== null && stored.userId === userId;
}
//# sourceMappingURL=socket-limits.rules.js.map