import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { AGREEMENTS_CONFIG, type AgreementsConfig } from '../config/agreements.config';
import { RetentionService } from './retention.service';

/** The first sweep waits this long after start, so a process starts serving before it sweeps. */
const FIRST_SWEEP_MS = 30_000;

/**
 * Runs the retention sweep every RETENTION_SWEEP_MINUTES (0: never), on every process; the writer's lock
 * makes a second sweeper find nothing to do.
 */
@Injectable()
export class RetentionSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(RetentionSweeper.name);
  private timers: NodeJS.Timeout[] = [];
  private running?: Promise<unknown>;

  constructor(
    private readonly retention: RetentionService,
    @Inject(AGREEMENTS_CONFIG) private readonly config: AgreementsConfig,
  ) {}

  onApplicationBootstrap(): void {
    const minutes = this.config.RETENTION_SWEEP_MINUTES;
    if (minutes === 0) return;
    const run = () => {
      if (this.running) return;
      this.running = this.retention
        .sweep()
        .catch((error: unknown) =>
          this.logger.warn(`retention sweep failed; tried again later: ${String(error)}`),
        )
        .finally(() => (this.running = undefined));
    };
    this.timers = [setTimeout(run, FIRST_SWEEP_MS), setInterval(run, minutes * 60_000)];
    for (const timer of this.timers) timer.unref();
  }

  /** A sweep in progress finishes its agreement before the database closes. */
  async onApplicationShutdown(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    await this.running;
  }
}
