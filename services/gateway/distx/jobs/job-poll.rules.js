"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.RETRY_AFTER_SECONDS = void 0;
exports.pollDelayMs = pollDelayMs;
exports.nextPoll = nextPoll;
/**
 * How the gateway (and any client) waits for a job: ask again after a short delay that grows, so a
 * job that is done in milliseconds (the offline question bank) is answered at once and a slow one
 * (a language model, a PDF) costs one short request per second or so.
 */
function pollDelayMs(attempt) {
    const delays = [50, 100, 200, 400, 700];
    return delays[attempt] ?? 1000;
}
/**
 * The delay before the next poll, or null when the next poll would end after the deadline (then the
 * wait is over and the caller answers that the job takes too long).
 */
function nextPoll(attempt, startedAt, now, maxWaitMs) {
    const delay = pollDelayMs(attempt);
    return now + delay - startedAt > maxWaitMs ? null : delay;
}
/**
 * Seconds a client is told to wait before asking again: Retry-After of a 202, and of a question draft
 * refused because a lane is full or its owner's limit is reached (the queue drains in about this long).
 */
exports.RETRY_AFTER_SECONDS = { pdf: 2, questionDraft: 1, questionDraftRefused: 60 };
//# sourceMappingURL=job-poll.rules.js.map