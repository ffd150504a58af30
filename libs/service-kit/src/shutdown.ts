import type { Logger } from 'pino';
import { markGracefulShutdownInstalled, markShuttingDown } from './operations';
import { shutdownTracing } from './tracing';
import {
  exitCodeFor,
  onSignal,
  parseShutdownGrace,
  remainingGrace,
  type ShutdownPhase,
} from './shutdown.rules';

/**
 * The graceful shutdown of a process (docs/graceful-shutdown.md). On the first SIGTERM/SIGINT:
 * `/readyz` answers 503 at once, then the steps run one after the other (each is given the time left of
 * the grace), then the process exits 0. A step that fails is logged and the next one runs. When the
 * grace (`SHUTDOWN_GRACE_MS`) runs out, or a second signal comes, the process exits 1 at once with a
 * log line saying which step it was in.
 */
export interface ShutdownStep {
  name: string;
  run: (remainingMs: number) => Promise<unknown>;
}

export interface GracefulShutdownOptions {
  logger: Logger;
  graceMs: number;
  steps: ShutdownStep[];
  /** Injected in unit tests; `process.exit` otherwise. */
  exit?: (code: number) => void;
  /** Injected in unit tests; `process.on` otherwise. */
  listen?: (signal: NodeJS.Signals, handler: (signal: NodeJS.Signals) => void) => void;
  now?: () => number;
}

export interface GracefulShutdown {
  /** Starts the shutdown as a signal would (resolves when the steps are done and exit was called). */
  shutdown(reason: string): Promise<void>;
}

/** The grace from `SHUTDOWN_GRACE_MS`, or a thrown error naming the variable (the process does not start). */
export function shutdownGraceFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const parsed = parseShutdownGrace(env.SHUTDOWN_GRACE_MS);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.ms;
}

export function installGracefulShutdown(options: GracefulShutdownOptions): GracefulShutdown {
  const { logger, graceMs, steps } = options;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const listen = options.listen ?? ((signal, handler) => process.on(signal, handler));
  const now = options.now ?? Date.now;
  let phase: ShutdownPhase = 'running';
  let firstSignalAt = 0;
  let current = 'start';
  let exited = false;
  const exitOnce = (code: number): void => {
    if (exited) return;
    exited = true;
    exit(code);
  };

  const shutdown = async (reason: string): Promise<void> => {
    phase = 'stopping';
    markShuttingDown();
    const startedAt = now();
    firstSignalAt = startedAt;
    logger.info({ reason, graceMs }, 'shutting down: finishing the work in flight');
    const cap = setTimeout(() => {
      logger.error({ step: current, graceMs }, 'shutdown took longer than SHUTDOWN_GRACE_MS: exiting now');
      exitOnce(exitCodeFor('grace-exceeded'));
    }, graceMs);
    cap.unref();
    for (const step of steps) {
      if (exited) break;
      current = step.name;
      const stepStarted = now();
      try {
        await step.run(remainingGrace(startedAt, graceMs, now()));
        logger.debug({ step: step.name, ms: now() - stepStarted }, 'shutdown step done');
      } catch (error) {
        logger.warn({ err: error, step: step.name }, 'shutdown step failed; going on');
      }
    }
    // The spans of the work just finished (and of the shutdown) go out before the exit (docs/tracing.md).
    if (!exited) {
      current = 'traces';
      await shutdownTracing().catch((error: unknown) => logger.warn({ err: error }, 'traces not flushed'));
    }
    clearTimeout(cap);
    if (exited) return;
    logger.info({ ms: now() - startedAt }, 'shut down cleanly');
    exitOnce(exitCodeFor('clean'));
  };

  const handler = (signal: NodeJS.Signals): void => {
    const action = onSignal(phase, now() - firstSignalAt);
    if (action === 'start') {
      void shutdown(signal);
      return;
    }
    if (action === 'ignore') {
      logger.debug({ signal }, 'repeated signal right after the first: already shutting down');
      return;
    }
    logger.warn({ signal, step: current }, 'second signal while shutting down: exiting now');
    exitOnce(exitCodeFor('second-signal'));
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) listen(signal, handler);
  markGracefulShutdownInstalled();
  return { shutdown };
}
