import type { Agreement, SignatureLevelBody } from '@avtalt/contracts';
import { apiJson } from './http';

/*
 * The initiator's choice of how every party must sign (docs/signing.md). A module of its own, imported only
 * by the result page: api/signatures.ts and api/agreements.ts are part of the front page's download, which
 * is at its budget.
 */

/** `PUT /api/agreements/{id}/signature-level` → the agreement (403 for anyone but the initiator, 409 once signed). */
export function setSignatureLevel(id: string, level: SignatureLevelBody['level']): Promise<Agreement> {
  return apiJson<Agreement>('PUT', `/api/agreements/${encodeURIComponent(id)}/signature-level`, { level });
}
