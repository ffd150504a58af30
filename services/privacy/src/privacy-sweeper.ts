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
  private readonly logger = new Logger(PrivacySweeper.name);
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly exports: ExportsService,
    private readonly erasures: ErasureService,
  ) {}

  onApplicationBootstrap(): void {
    const run = () => {
      void this.exports
        .sweep()
        .catch((error: unknown) => this.logger.warn(`expired exports not deleted yet: ${String(error)}`));
      void this.erasures
        .resume()
        .catch((error: unknown) => this.logger.warn(`stalled deletions not queued yet: ${String(error)}`));
    };
    run();
    this.timer = setInterval(run, HOUR_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }
}
