import { PeriodicSweep } from '@avtalt/service-kit';
import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { ErasureService } from './erasure/erasure.service';
import { ExportsService } from './exports/exports.service';

const HOUR_MS = 3600 * 1000;

/**
 * Every hour (and once at start): deletes expired exports, so a ZIP is gone seven days after it was made
 * even when nobody starts or lists an export; and queues again an account deletion whose job is gone or
 * failed for good, so a deletion always finishes. Every process may run it: both are idempotent.
 */
@Injectable()
export class PrivacySweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly sweeps: PeriodicSweep[];

  constructor(exports: ExportsService, erasures: ErasureService) {
    const logger = new Logger(PrivacySweeper.name);
    this.sweeps = [
      new PeriodicSweep({
        everyMs: HOUR_MS,
        firstAfterMs: 0,
        run: () => exports.sweep(),
        logger,
        what: 'deleting expired exports',
      }),
      new PeriodicSweep({
        everyMs: HOUR_MS,
        firstAfterMs: 0,
        run: () => erasures.resume(),
        logger,
        what: 'queueing stalled deletions again',
      }),
    ];
  }

  onApplicationBootstrap(): void {
    for (const sweep of this.sweeps) sweep.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.sweeps.map((s) => s.stop()));
  }
}
