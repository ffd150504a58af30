import { SweepingService } from '@avtalt/service-kit';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { AgreementStore } from '../agreements/agreement-store';
import { AGREEMENTS_CONFIG, type AgreementsConfig } from '../config/agreements.config';
import { deletedOutboxEvent } from './deleted-event';
import { type RetentionCursor, PersonDataRepository } from './person-data.repository';
import {
  pastRetention,
  retentionEnd,
  retentionFactsOf,
  type RetentionPolicy,
  retentionPolicyOf,
  type RetentionReason,
} from './retention.rules';

const PAGE = 200;

/**
 * Deletes agreements past their time (GDPR art. 5(1)(e); docs/data-rights.md): an unfinished one untouched
 * for 12 months, a finished unsigned one after 3 years, a signed one 3 years after it ends (a loan 10 years
 * after its last agreed date); the periods are configuration (RETENTION_*). Each goes through the writer,
 * which decides again under the agreement's lock and writes `agreement.deleted` (chat, documents and
 * notifications delete theirs). Every process may sweep at once: an agreement is deleted once. The log
 * says how many and why, never which or whose.
 */
@Injectable()
export class RetentionService extends SweepingService {
  private readonly policy: RetentionPolicy;

  constructor(
    private readonly rows: PersonDataRepository,
    private readonly store: AgreementStore,
    @Inject(AGREEMENTS_CONFIG) config: AgreementsConfig,
  ) {
    // Every RETENTION_SWEEP_MINUTES (0: never), first 30 s after start so a process serves before it sweeps.
    super(new Logger(RetentionService.name), {
      everyMs: config.RETENTION_SWEEP_MINUTES * 60_000,
      firstAfterMs: 30_000,
      what: 'retention sweep',
    });
    this.policy = retentionPolicyOf(config);
  }

  /** One sweep at `now` (the clock is a parameter, so a test can move it); how many were deleted, by reason. */
  async sweep(now = new Date()): Promise<Record<RetentionReason, number>> {
    const counts: Record<RetentionReason, number> = {
      idle: 0,
      unsigned: 0,
      signed: 0,
      loan: 0,
      'child-support': 0,
    };
    const back = (months: number) => {
      const d = new Date(now);
      d.setUTCMonth(d.getUTCMonth() - months);
      return d;
    };
    const { idleMonths, unsignedYears, signedYears, loanYears } = this.policy;
    const cutoffs = {
      idleBefore: back(idleMonths),
      unsignedBefore: back(unsignedYears * 12),
      signedBefore: back(Math.min(signedYears, loanYears) * 12),
    };
    let cursor: RetentionCursor | null = null;
    for (;;) {
      const page = await this.rows.retentionCandidates(cutoffs, cursor, PAGE);
      for (const row of page) {
        const facts = retentionFactsOf(row);
        if (!pastRetention(facts, now, this.policy)) continue;
        const done = await this.store.writer.forget(
          row.id,
          { kind: 'expired', now, policy: this.policy },
          () => deletedOutboxEvent(row.id),
        );
        if (done?.outcome === 'deleted') counts[retentionEnd(facts, this.policy).reason] += 1;
      }
      if (page.length < PAGE) break;
      const last = page[page.length - 1];
      cursor = { updatedAt: new Date(last.updated_at), id: last.id };
    }
    const total = Object.values(counts).reduce((a, n) => a + n, 0);
    if (total > 0)
      this.logger.log(
        `retention: ${total} agreement(s) deleted (${counts.idle} idle, ${counts.unsigned} unsigned, ${counts.signed} signed, ${counts.loan} loans, ${counts['child-support']} with child support)`,
      );
    return counts;
  }
}
