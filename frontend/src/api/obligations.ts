import type { ObligationsView, PaymentStep } from '@avtalt/contracts';
import { fetchPdf, type PdfAnswer } from './agreements';
import { apiJson } from './http';

/**
 * `POST /api/agreements/{id}/obligations/{itemId}` (docs/obligations.md): the payer marks a payment «Betalt»,
 * the payee confirms it «Mottatt»; answers with the schedule after it (403 not theirs to mark, 409 recorded
 * already, not signed, or replaced).
 */
export function recordPayment(id: string, itemId: string, step: PaymentStep): Promise<ObligationsView> {
  return apiJson<ObligationsView>(
    'POST',
    `/api/agreements/${encodeURIComponent(id)}/obligations/${encodeURIComponent(itemId)}`,
    { step },
  );
}

/** The statement PDF («Nedbetalingsoversikt»): the file, or `pending` while it is made (signed schedules only). */
export function fetchStatementPdf(id: string): Promise<PdfAnswer> {
  return fetchPdf(`/api/agreements/${encodeURIComponent(id)}/obligations/statement`);
}
