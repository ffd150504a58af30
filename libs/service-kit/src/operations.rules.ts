import metricsPorts from './metrics-ports.json';

/** What the readiness checks found (operations.ts). */
export interface ReadinessResult {
  started: boolean;
  shuttingDown: boolean;
  /** Each check by name: true when it answered in time. */
  checks: Record<string, boolean>;
}

export interface ReadinessAnswer {
  status: 200 | 503;
  body: { status: 'ready' | 'not ready'; notReady: string[]; checks: Record<string, 'ok' | 'down'> };
}

/**
 * `/readyz`: 200 when the process has started, is not shutting down and every check answered;
 * otherwise 503 naming what is not ready (`starting`, `shutting-down`, or the failed checks).
 */
export function readinessAnswer(result: ReadinessResult): ReadinessAnswer {
  const notReady: string[] = [];
  if (result.shuttingDown) notReady.push('shutting-down');
  if (!result.started) notReady.push('starting');
  const checks: Record<string, 'ok' | 'down'> = {};
  for (const [name, ok] of Object.entries(result.checks).sort(([a], [b]) => a.localeCompare(b))) {
    checks[name] = ok ? 'ok' : 'down';
    if (!ok) notReady.push(name);
  }
  const ready = notReady.length === 0;
  return { status: ready ? 200 : 503, body: { status: ready ? 'ready' : 'not ready', notReady, checks } };
}

/** `METRICS_PORT`: a port, `0` for a free one, or `off`; null means off. */
export function parseMetricsPort(raw: string): number | null | undefined {
  const value = raw.trim().toLowerCase();
  if (value === 'off') return null;
  if (!/^\d{1,5}$/.test(value)) return undefined;
  const port = Number(value);
  return port <= 65535 ? port : undefined;
}

/**
 * The label of an HTTP request in the gateway's latency histogram: the Express route pattern it
 * matched (`/api/agreements/:id`), never the raw URL (ids would make a series per agreement).
 * Requests no route matched are `(frontend)` when the frontend answered them and `(unmatched)` otherwise.
 */
export function httpRouteLabel(
  routePath: unknown,
  baseUrl: string | undefined,
  answeredByFrontend: boolean,
): string {
  if (typeof routePath === 'string') return `${baseUrl ?? ''}${routePath}`;
  return answeredByFrontend ? '(frontend)' : '(unmatched)';
}

/** The outcome label of a NATS request: its error code is kept apart in the errors counter. */
export function natsOutcome(errorCode: string | undefined): 'ok' | 'error' {
  return errorCode === undefined ? 'ok' : 'error';
}

/**
 * Default metrics ports (docs/metrics.md); a further replica k (k ≥ 1) of `npm start` uses base + 100·k.
 * Written once, in metrics-ports.json, which scripts/lib/services.mjs (npm start, npm test) reads too.
 */
export const DEFAULT_METRICS_PORTS: Readonly<Record<string, number>> = Object.freeze({ ...metricsPorts });
