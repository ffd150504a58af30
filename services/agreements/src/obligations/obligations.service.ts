import { DocumentsRpc, type Caller, type ObligationsView, type PaymentStep } from '@avtalt/contracts';
import { rpcRequest } from '@avtalt/service-kit';
import { Inject, Injectable } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import { AgreementStore } from '../agreements/agreement-store';
import { NATS_CLIENT } from '../agreements/nats-client';
import { norwegianDate } from '../agreements/party-details.rules';
import { obligationsView } from './obligations.rules';
import { paymentUnderLock } from './payment-writer.steps';
import { statementDocument } from './statement.rules';

/**
 * The payment schedule of a signed agreement (docs/obligations.md): read from the cached rows and the
 * recorded payments; a payment marked paid or confirmed received goes through the one writer, which
 * appends it to the audit trail.
 */
@Injectable()
export class ObligationsService {
  constructor(
    private readonly store: AgreementStore,
    @Inject(NATS_CLIENT) private readonly nats: ClientProxy,
  ) {}

  async view(caller: Caller, agreementId: string): Promise<ObligationsView> {
    const { snapshot } = await this.store.snapshots.read(agreementId);
    const payments = await this.store.reads.payments(agreementId);
    return obligationsView(snapshot, payments, caller, norwegianDate(new Date()));
  }

  /**
   * What the statement PDF is made from: its HTML (rendered by documents), title and file name. The same
   * readers as the schedule; signed schedules only. The file is the same for every reader.
   */
  async statement(
    caller: Caller,
    agreementId: string,
  ): Promise<{ html: string; title: string; fileName: string }> {
    const { snapshot } = await this.store.snapshots.read(agreementId);
    const view = obligationsView(
      snapshot,
      await this.store.reads.payments(agreementId),
      caller,
      norwegianDate(new Date()),
    );
    // Only a signed schedule has a statement (statementDocument refuses the others).
    const signedAt = view.statement
      ? await this.store.reads.lastSignedAt(this.store.reads.db, agreementId)
      : null;
    const doc = statementDocument(snapshot, view, norwegianDate(signedAt ?? snapshot.agreement.updatedAt));
    const { html } = await rpcRequest(this.nats, DocumentsRpc.renderStatement, doc);
    return { html, title: doc.heading, fileName: `${doc.heading} ${doc.agreementTitle}` };
  }

  async record(
    caller: Caller,
    agreementId: string,
    itemId: string,
    step: PaymentStep,
  ): Promise<ObligationsView> {
    await this.store.writer.followUp(agreementId, (repos, tx, at) =>
      paymentUnderLock(repos, tx, at, { caller, itemId, step }),
    );
    return this.view(caller, agreementId);
  }
}
