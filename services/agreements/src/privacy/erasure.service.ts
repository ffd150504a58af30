import {
  type AgreementsForgetReply,
  type ErasureAgreement,
  type ErasurePlan,
  type ForgetRequest,
} from '@avtalt/contracts';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { AgreementStore } from '../agreements/agreement-store';
import { AGREEMENTS_CONFIG, type AgreementsConfig } from '../config/agreements.config';
import { deletedOutboxEvent } from './deleted-event';
import { erasureOutcome } from './erasure.rules';
import { retentionEnd, retentionFactsOf, retentionPolicyOf } from './retention.rules';
import { PersonDataRepository } from './person-data.repository';

/**
 * A person who deletes their account, in the agreements (docs/data-rights.md): what it would do to each
 * agreement (shown before they confirm), and doing it, one agreement at a time through the writer. Asked
 * again after a failure, it finds only what is left. Log lines carry counts and ids, never names.
 */
@Injectable()
export class ErasureService {
  private readonly logger = new Logger(ErasureService.name);

  constructor(
    private readonly rows: PersonDataRepository,
    private readonly store: AgreementStore,
    @Inject(AGREEMENTS_CONFIG) private readonly config: AgreementsConfig,
  ) {}

  async plan(userId: string): Promise<ErasurePlan> {
    const ids = await this.rows.agreementIdsToForget(userId, []);
    const rows = await this.rows.erasurePlanRows(ids, userId);
    const policy = retentionPolicyOf(this.config);
    return {
      agreements: rows.map((row): ErasureAgreement => {
        const outcome = erasureOutcome({ status: row.status, othersTookPart: row.others });
        // Kept for the others as long as the retention keeps it (the same rule as the sweep's).
        const until = outcome === 'kept' ? retentionEnd(retentionFactsOf(row), policy).until : null;
        return { agreementId: row.id, title: row.title, outcome, keptUntil: until?.toISOString() ?? null };
      }),
    };
  }

  async forget(request: ForgetRequest): Promise<AgreementsForgetReply> {
    const { userId, names, emails } = request;
    const planned = new Map((await this.plan(userId)).agreements.map((a) => [a.agreementId, a]));
    const ids = await this.rows.agreementIdsToForget(userId, emails);
    const counts: Record<string, number> = {};
    const done: ErasureAgreement[] = [];
    for (const agreementId of ids) {
      const erased = await this.store.writer.forget(
        agreementId,
        { kind: 'person', person: { userId, names, emails } },
        () => deletedOutboxEvent(agreementId),
      );
      if (!erased) continue;
      for (const [table, n] of Object.entries(erased.counts)) counts[table] = (counts[table] ?? 0) + n;
      const plan = planned.get(agreementId);
      done.push({
        agreementId,
        title: plan?.title ?? '',
        outcome: erased.outcome,
        keptUntil: erased.outcome === 'kept' ? (plan?.keptUntil ?? null) : null,
      });
    }
    const by = (o: string) => done.filter((a) => a.outcome === o).length;
    this.logger.log(
      `forgot an account in ${done.length} agreement(s): ${by('deleted')} deleted, ${by('anonymised')} anonymised, ${by('kept')} kept`,
    );
    return { counts, plan: { agreements: done } };
  }
}
