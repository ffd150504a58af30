"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.waitForJob = waitForJob;
const job_poll_rules_1 = require("./job-poll.rules");
/**
 * Polls `check` (one ordinary, short RPC per call) until the job is no longer pending, or until
 * `maxWaitMs` has passed (then the last pending answer is returned). An RPC that fails (503 from a
 * frozen service) ends the wait with that error: a service that does not answer is reported within
 * one RPC time limit, never after the whole wait.
 */
async function waitForJob(check, maxWaitMs, first) {
    const startedAt = Date.now();
    let current = first ?? (await check());
    for (let attempt = 0; current.status === 'pending'; attempt++) {
        const delay = (0, job_poll_rules_1.nextPoll)(attempt, startedAt, Date.now(), maxWaitMs);
        if (delay === null)
            return current;
        await new Promise((resolve) => setTimeout(resolve, delay));
        current = await check();
    }
    return current;
}
//# sourceMappingURL=wait-for-job.js.map