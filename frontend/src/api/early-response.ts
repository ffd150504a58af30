/**
 * The answer to a GET the page's inline loader asked for before the code had loaded (index.html; rules in
 * frontend/build/paint-first.rules.ts): taken once, by the first request for the same address, if it is
 * at most {@link EARLY_RESPONSE_MAX_AGE_MS} old. Later requests (refetches) go to the network as usual.
 */
export const EARLY_RESPONSE_MAX_AGE_MS = 10_000;

interface EarlyResponse {
  at: number;
  response: Promise<Response>;
}

declare global {
  interface Window {
    __avtaltEarly?: Record<string, EarlyResponse | undefined>;
  }
}

export function takeEarlyResponse(url: string, now = Date.now()): Promise<Response> | undefined {
  const store = typeof window === 'undefined' ? undefined : window.__avtaltEarly;
  const early = store?.[url];
  if (!store || !early) return undefined;
  delete store[url];
  return now - early.at <= EARLY_RESPONSE_MAX_AGE_MS ? early.response : undefined;
}
