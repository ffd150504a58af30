/**
 * Which addresses the gateway renders per request with the caller's data
 * (docs/first-paint-and-main-thread.md, "The comparison rendered per request").
 */
export const COMPARISON_PATTERN = '/avtale/:id/sammenligning';

const COMPARISON_PATH = /^\/avtale\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/sammenligning\/?$/i;

/**
 * The agreement of a comparison address (`/avtale/{uuid}/sammenligning`), or null for any other address
 * and for an id that is not a UUID (the API would refuse it with a 400; the page then renders in the
 * browser and shows the API's answer).
 */
export function comparisonAgreementId(urlPath: string): string | null {
  return COMPARISON_PATH.exec(urlPath)?.[1]?.toLowerCase() ?? null;
}
