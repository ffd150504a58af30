import type { JobStatus } from '@avtalt/contracts';
import { nextPoll } from './job-poll.rules';

/**
 * Polls `check` (one ordinary, short RPC per call) until the job is no longer pending, or until
 * `maxWaitMs` has passed (then the last pending answer is returned). An RPC that fails (503 from a
 * frozen service) ends the wait with that error: a service that does not answer is reported within
 * one RPC time limit, never after the whole wait.
 */
export async function waitForJob<T extends { status: JobStatus }>(
  check: () => Promise<T>,
  maxWaitMs: number,
  first?: T,
): Promise<T> {
  const startedAt = Date.now();
  let current = first ?? (await check());
  for (let attempt = 0; current.status === 'pending'; attempt++) {
    const delay = nextPoll(attempt, startedAt, Date.now(), maxWaitMs);
    if (delay === null) return current;
    await new Promise((resolve) => setTimeout(resolve, delay));
    current = await check();
  }
  return current;
}
