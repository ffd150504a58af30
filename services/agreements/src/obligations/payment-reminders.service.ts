import { SweepingService } from '@avtalt/service-kit';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { AgreementStore } from '../agreements/agreement-store';
import { sumOverIds } from '../agreements/id-pages';
import { norwegianDate } from '../agreements/party-details.rules';
import { AGREEMENTS_CONFIG, type AgreementsConfig } from '../config/agreements.config';
import { paymentsToRemind } from './obligations.rules';
import { remindUnderLock } from './payment-writer.steps';

/**
 * Reminds the one who owes before a payment falls due (docs/obligations.md): every
 * PAYMENT_REMINDER_SWEEP_SECONDS each process goes through the signed agreements with obligation rules, and
 * the writer marks each payment due within a week that nobody recorded as reminded, with a `payment-due`
 * event the notifications service mails to its payers (their confirmed addresses, unless they turned it off).
 * Every process may sweep at once: the writer decides under the agreement's lock, so each payment is reminded
 * once. The log says how many, never which.
 */
@Injectable()
export class PaymentRemindersService extends SweepingService {
  constructor(
    private readonly store: AgreementStore,
    @Inject(AGREEMENTS_CONFIG) config: AgreementsConfig,
  ) {
    super(new Logger(PaymentRemindersService.name), {
      everyMs: config.PAYMENT_REMINDER_SWEEP_SECONDS * 1000,
      firstAfterMs: Math.min(30_000, config.PAYMENT_REMINDER_SWEEP_SECONDS * 1000),
      what: 'payment reminder sweep',
    });
  }

  /** One sweep on the day `now` is in Oslo (a parameter, so a test can move it); how many were reminded. */
  async sweep(now = new Date()): Promise<number> {
    const today = norwegianDate(now);
    const reminded = await sumOverIds(
      (after, size) => this.store.reads.withObligations(after, size),
      async (id) => {
        // Read first, from the cache: most agreements have nothing due, and those are not locked at all.
        const { snapshot } = await this.store.snapshots.read(id);
        if (paymentsToRemind(snapshot, await this.store.reads.payments(id), today).length === 0) return 0;
        return this.store.writer.followUp(
          id,
          (repos, tx, at) => remindUnderLock(repos, tx, at, today),
          (n) => n > 0,
        );
      },
    );
    if (reminded > 0) this.logger.log(`payment reminders: ${reminded} payments due within a week`);
    return reminded;
  }
}
