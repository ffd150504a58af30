import type { Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';

/** What {@link PeriodicSweep} runs, and how often. */
export interface PeriodicSweepOptions {
  /** Between two sweeps; 0: never. */
  everyMs: number;
  /** An extra first sweep this long after start (so a process serves before it sweeps); none when not given. */
  firstAfterMs?: number;
  /** One sweep. A failure is logged and the next sweep tries again. */
  run: () => Promise<unknown>;
  /** Told a failed sweep: `<what> failed; tried again later: <error>`. */
  logger: Logger;
  what: string;
}

/**
 * The house's timer for clean-up work that every process of a service may run (retention, expired exports,
 * visitors whose session ended): each sweep must be idempotent, since two processes may run at once. A sweep
 * never overlaps the previous one on this process, the timers do not keep the process alive, and `stop`
 * waits for a sweep in progress, so it finishes before the database or NATS closes.
 */
export class PeriodicSweep {
  private timers: NodeJS.Timeout[] = [];
  private running?: Promise<unknown>;

  constructor(private readonly options: PeriodicSweepOptions) {}

  start(): void {
    const { everyMs, firstAfterMs } = this.options;
    if (everyMs === 0) return;
    this.timers = [setInterval(() => this.tick(), everyMs)];
    if (firstAfterMs !== undefined) this.timers.push(setTimeout(() => this.tick(), firstAfterMs));
    for (const timer of this.timers) timer.unref();
  }

  async stop(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers = [];
    await this.running;
  }

  private tick(): void {
    if (this.running) return;
    const { run, logger, what } = this.options;
    this.running = run()
      .catch((error: unknown) => logger.warn(`${what} failed; tried again later: ${String(error)}`))
      .finally(() => (this.running = undefined));
  }
}

/**
 * A Nest provider that sweeps on a {@link PeriodicSweep}: started once the application is up, stopped (the sweep
 * in hand finished) at shutdown. The subclass says how often and what one sweep does; `sweep` stays callable
 * with an injected time, so a test sweeps without waiting.
 */
export abstract class SweepingService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly periodic: PeriodicSweep;

  protected constructor(
    protected readonly logger: Logger,
    options: Omit<PeriodicSweepOptions, 'run' | 'logger'>,
  ) {
    this.periodic = new PeriodicSweep({ ...options, logger, run: () => this.sweep() });
  }

  /** One sweep; idempotent, since every process of the service sweeps. */
  abstract sweep(): Promise<unknown>;

  onApplicationBootstrap(): void {
    this.periodic.start();
  }

  onApplicationShutdown(): Promise<void> {
    return this.periodic.stop();
  }
}
