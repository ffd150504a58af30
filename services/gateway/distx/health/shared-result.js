"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.SharedResult = void 0;
/**
 * One run at a time, its result kept for `ttlMs` after it settles: callers that arrive while it runs, or
 * within `ttlMs` after, share it. `GET /api/health` is open to anyone and each check asks every service
 * and Redis (review L8), so a burst of callers must cost one check, not one each.
 */
class SharedResult {
    run;
    ttlMs;
    now;
    current = null;
    constructor(run, ttlMs, now = Date.now) {
        this.run = run;
        this.ttlMs = ttlMs;
        this.now = now;
    }
    get() {
        const current = this.current;
        if (current && (current.settledAt === null || this.now() - current.settledAt < this.ttlMs))
            return current.promise;
        const entry = {
            promise: Promise.resolve(undefined),
            settledAt: null,
        };
        const settled = () => {
            entry.settledAt = this.now();
        };
        entry.promise = this.run();
        entry.promise.then(settled, settled);
        this.current = entry;
        return entry.promise;
    }
}
exports.SharedResult = SharedResult;
//# sourceMappingURL=shared-result.js.map