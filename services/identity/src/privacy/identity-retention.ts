import { SweepingService } from '@avtalt/service-kit';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { AccountLinksRepository } from '../account-links/account-links.repository';
import { IDENTITY_CONFIG, type IdentityConfig } from '../config/identity.config';
import { EidRepository } from '../eid/eid.repository';

const DAY_MS = 24 * 3600 * 1000;

/**
 * A link (reset, confirmation, address change, stop) is kept 30 days after it expired, so one followed late
 * is still told «already used» or «expired» rather than «unknown»; then it goes with the address it was sent to.
 */
export const LINK_KEPT_AFTER_EXPIRY_MS = 30 * DAY_MS;
/** An eID login request or proof is kept a day: both are usable for ten minutes. */
export const EID_KEPT_MS = DAY_MS;

/**
 * Identity's retention (docs/data-rights.md «Retention»): every RETENTION_SWEEP_SECONDS each process deletes
 * the links and eID logins past their time; idempotent, so two processes may sweep at once. The log carries
 * counts only.
 */
@Injectable()
export class IdentityRetention extends SweepingService {
  constructor(
    private readonly links: AccountLinksRepository,
    private readonly eid: EidRepository,
    @Inject(IDENTITY_CONFIG) config: IdentityConfig,
  ) {
    super(new Logger(IdentityRetention.name), {
      everyMs: config.RETENTION_SWEEP_SECONDS * 1000,
      firstAfterMs: Math.min(30_000, config.RETENTION_SWEEP_SECONDS * 1000),
      what: 'retention sweep',
    });
  }

  async sweep(now = new Date()): Promise<Record<string, number>> {
    const counts = {
      account_tokens: await this.links.deleteExpired(new Date(now.getTime() - LINK_KEPT_AFTER_EXPIRY_MS)),
      ...(await this.eid.sweep(new Date(now.getTime() - EID_KEPT_MS))),
    };
    if (Object.values(counts).some((n) => n > 0))
      this.logger.log(
        `retention: ${Object.entries(counts)
          .map(([table, n]) => `${n} ${table}`)
          .join(', ')} deleted`,
      );
    return counts;
  }
}
