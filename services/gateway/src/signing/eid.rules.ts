import type { ErrorCode } from '@avtalt/contracts';

/** How a signing with eID ended, as the agreement's page is told in its address. */
export type EidOutcome = { signed: true } | { cancelled: true } | { code: ErrorCode };

/**
 * The page the browser goes to after the broker: the agreement's result page with `bankid=signert`,
 * `bankid=avbrutt` or `bankid=feil&kode=<code>` (the page has the words for each); the front page when the
 * session no longer says which agreement it was.
 */
export function eidReturnPath(agreementId: string | undefined, outcome: EidOutcome): string {
  const query =
    'signed' in outcome
      ? 'bankid=signert'
      : 'cancelled' in outcome
        ? 'bankid=avbrutt'
        : `bankid=feil&kode=${encodeURIComponent(outcome.code)}`;
  return agreementId && /^[0-9a-f-]{36}$/i.test(agreementId)
    ? `/avtale/${agreementId}/ferdig?${query}`
    : `/?${query}`;
}
