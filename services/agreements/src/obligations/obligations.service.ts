import type { Caller, ObligationsView, PaymentStep } from '@avtalt/contracts';
import { Injectable } from '@nestjs/common';
import { AgreementStore } from '../agreements/agreement-store';
import { norwegianDate } from '../agreements/party-details.rules';
import { obligationsView } from './obligations.rules';

/**
 * The payment schedule of a signed agreement (docs/obligations.md): read from the cached rows and the
 * recorded payments; a payment marked paid or confirmed received goes through the one writer, which
 * appends it to the audit trail.
 */
@Injectable()
export class ObligationsService {
  constructor(private readonly store: AgreementStore) {}

  async view(caller: Caller, agreementId: string): Promise<ObligationsView> {
    const { snapshot } = await this.store.snapshots.read(agreementId);
    const payments = await this.store.reads.payments(agreementId);
    return obligationsView(snapshot, payments, caller, norwegianDate(new Date()));
  }

  async record(
    caller: Caller,
    agreementId: string,
    itemId: string,
    step: PaymentStep,
  ): Promise<ObligationsView> {
    await this.store.writer.recordPayment(agreementId, { caller, itemId, step });
    return this.view(caller, agreementId);
  }
}
