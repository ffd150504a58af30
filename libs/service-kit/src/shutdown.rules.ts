/**
 * Pure rules of the graceful shutdown (docs/graceful-shutdown.md): how long a process may take to
 * stop after SIGTERM (`SHUTDOWN_GRACE_MS`), and what a signal means at each moment.
 */

/**
 * The default grace: 25 s (outside Kubernetes). In infra/k8s each Deployment sets its own:
 * `terminationGracePeriodSeconds` (30, 45 or 60) minus the 5 s preStop pause minus a 5 s margin
 * (20, 35 or 50 s), checked by infra/k8s/manifests.spec.ts.
 */
export const DEFAULT_SHUTDOWN_GRACE_MS = 25_000;

/** Below this nothing in flight (a PDF render, a mail batch) could finish; above, a pod hangs for minutes. */
export const MIN_SHUTDOWN_GRACE_MS = 1_000;
export const MAX_SHUTDOWN_GRACE_MS = 600_000;

/**
 * `SHUTDOWN_GRACE_MS` read from the environment: unset or empty is the default; anything but a whole
 * number of milliseconds within the bounds is an error (the process does not start with it).
 */
export function parseShutdownGrace(
  raw: string | undefined,
): { ok: true; ms: number } | { ok: false; message: string } {
  if (raw === undefined || raw.trim() === '') return { ok: true, ms: DEFAULT_SHUTDOWN_GRACE_MS };
  const text = raw.trim();
  const ms = /^\d{1,7}$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isInteger(ms) || ms < MIN_SHUTDOWN_GRACE_MS || ms > MAX_SHUTDOWN_GRACE_MS)
    return {
      ok: false,
      message: `SHUTDOWN_GRACE_MS must be whole milliseconds from ${MIN_SHUTDOWN_GRACE_MS} to ${MAX_SHUTDOWN_GRACE_MS}`,
    };
  return { ok: true, ms };
}

export type ShutdownPhase = 'running' | 'stopping';

/**
 * A repeat within this time of the first signal is the same stop, not an operator insisting: Ctrl-C in a
 * terminal signals the whole process group (`npm start` and its children), and the supervisor then also
 * sends SIGTERM to each child.
 */
export const REPEAT_SIGNAL_WINDOW_MS = 1000;

/**
 * What a SIGTERM/SIGINT does: the first starts the orderly shutdown; another one right after it (within
 * {@link REPEAT_SIGNAL_WINDOW_MS}) is ignored; a later one means the operator insists: exit at once,
 * with what is in flight left to redelivery.
 */
export function onSignal(
  phase: ShutdownPhase,
  msSinceFirst = Number.POSITIVE_INFINITY,
): 'start' | 'ignore' | 'exit-now' {
  if (phase === 'running') return 'start';
  return msSinceFirst < REPEAT_SIGNAL_WINDOW_MS ? 'ignore' : 'exit-now';
}

/** The time left of the grace at `now` (never negative). */
export function remainingGrace(startedAt: number, graceMs: number, now: number): number {
  return Math.max(0, startedAt + graceMs - now);
}

/** The exit code: 0 when every step finished within the grace, 1 when the grace ran out or a second signal came. */
export function exitCodeFor(outcome: 'clean' | 'grace-exceeded' | 'second-signal'): 0 | 1 {
  return outcome === 'clean' ? 0 : 1;
}
