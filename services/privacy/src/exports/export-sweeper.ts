import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { ExportsService } from './exports.service';

const HOUR_MS = 3600 * 1000;

/**
 * Deletes expired exports every hour (and once at start), so a ZIP is gone seven days after it was made
 * even when nobody starts or lists an export. Every process may run it: a delete twice deletes nothing.
 */
@Injectable()
export class ExportSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ExportSweeper.name);
  private timer?: NodeJS.Timeout;

  constructor(private readonly exports: ExportsService) {}

  onApplicationBootstrap(): void {
    const run = () =>
      void this.exports
        .sweep()
        .catch((error: unknown) => this.logger.warn(`expired exports not deleted yet: ${String(error)}`));
    run();
    this.timer = setInterval(run, HOUR_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }
}
