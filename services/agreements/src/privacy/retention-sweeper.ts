import { PeriodicSweep } from '@avtalt/service-kit';
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { AGREEMENTS_CONFIG, type AgreementsConfig } from '../config/agreements.config';
import { RetentionService } from './retention.service';

/**
 * Runs the retention sweep every RETENTION_SWEEP_MINUTES (0: never), first 30 s after start, on every
 * process; the writer's lock makes a second sweeper find nothing to do.
 */
@Injectable()
export class RetentionSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly sweep: PeriodicSweep;

  constructor(retention: RetentionService, @Inject(AGREEMENTS_CONFIG) config: AgreementsConfig) {
    this.sweep = new PeriodicSweep({
      everyMs: config.RETENTION_SWEEP_MINUTES * 60_000,
      firstAfterMs: 30_000,
      run: () => retention.sweep(),
      logger: new Logger(RetentionSweeper.name),
      what: 'retention sweep',
    });
  }

  onApplicationBootstrap(): void {
    this.sweep.start();
  }

  /** A sweep in progress finishes its agreement before the database closes. */
  onApplicationShutdown(): Promise<void> {
    return this.sweep.stop();
  }
}
