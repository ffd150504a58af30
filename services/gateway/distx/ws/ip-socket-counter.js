"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.IpSocketCounter = void 0;
/**
 * Open sockets per client address on this replica, with a cap: {@link reserve} before a socket is
 * accepted, {@link release} when its connection closes (accepted or not).
 */
class IpSocketCounter {
    max;
    open = new Map();
    constructor(max) {
        this.max = max;
    }
    /** Takes a place for one more socket from `address`; false when it already has `max`. */
    reserve(address) {
        const count = this.open.get(address) ?? 0;
        if (count >= this.max)
            return false;
        this.open.set(address, count + 1);
        return true;
    }
    release(address) {
        const count = this.open.get(address) ?? 0;
        if (count <= 1)
            this.open.delete(address);
        else
            this.open.set(address, count - 1);
    }
    count(address) {
        return this.open.get(address) ?? 0;
    }
}
exports.IpSocketCounter = IpSocketCounter;
//# sourceMappingURL=ip-socket-counter.js.map