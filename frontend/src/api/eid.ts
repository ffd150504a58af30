import type { EidSignStartReply, EidStatus } from '@avtalt/contracts';
import { apiJson } from './http';

/*
 * Signing with national eID through a broker (docs/signing.md). A module of its own, imported only by the
 * signing dialog: api/signatures.ts is part of the front page's download, which is at its budget.
 */

/** Whether signing with national eID (BankID through a broker) is offered here, and the names to show. */
export function fetchEidStatus(): Promise<EidStatus> {
  return apiJson<EidStatus>('GET', '/api/eid');
}

/** Starts signing with eID (consent and the text read): where to send the browser, the broker's login. */
export function startEidSigning(id: string, textSha256: string): Promise<EidSignStartReply> {
  return apiJson<EidSignStartReply>('POST', `/api/agreements/${encodeURIComponent(id)}/signatures/eid`, {
    consent: true,
    textSha256,
  });
}
