import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import { metricsRegistry } from './metrics';
import { readinessAnswer, type ReadinessResult } from './operations.rules';

/**
 * The operations endpoint of a process (docs/metrics.md): `GET /metrics` (Prometheus text),
 * `GET /livez`, `GET /readyz`, on a port of its own (`METRICS_PORT`), never on the public one. A
 * tiny node:http server outside Nest, so it answers while Nest is still starting or already closing.
 */

/** How long one readiness check or one scrape-time collector may take before it counts as failed. */
export const CHECK_TIMEOUT_MS = 1000;

/** /livez answers 503 when the event loop's heartbeat is older than this (a loop stuck for long). */
const STUCK_LOOP_MS = 10_000;

const readinessChecks = new Map<string, () => Promise<unknown>>();
const scrapeCollectors = new Set<() => Promise<void>>();
let started = false;
let shuttingDown = false;

/** Adds (or replaces) a readiness check: `/readyz` is 200 only when every check resolves in time. */
export function registerReadinessCheck(name: string, check: () => Promise<unknown>): void {
  readinessChecks.set(name, check);
}

/** Adds work done before each scrape (reading queue depths, pool use), bounded by {@link CHECK_TIMEOUT_MS}. */
export function registerScrapeCollector(collect: () => Promise<void>): void {
  scrapeCollectors.add(collect);
}

/** The process has finished starting (migrated, listening): `/readyz` may answer 200 from now on. */
export function markStarted(): void {
  started = true;
}

/** The process is stopping: `/readyz` answers 503 from now on, whatever its checks say. */
export function markShuttingDown(): void {
  shuttingDown = true;
}

/** Whether this process's graceful shutdown (shutdown.ts) listens for SIGTERM/SIGINT yet. */
let gracefulShutdownInstalled = false;

/** Called by installGracefulShutdown: from now on a signal is that shutdown's to handle. */
export function markGracefulShutdownInstalled(): void {
  gracefulShutdownInstalled = true;
}

export function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out`)), ms);
  });
  work.catch(() => undefined);
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Runs every readiness check at once, each bounded by {@link CHECK_TIMEOUT_MS}. */
export async function checkReadiness(): Promise<ReadinessResult> {
  const entries = [...readinessChecks.entries()];
  const outcomes = await Promise.all(
    entries.map(([name, check]) =>
      withTimeout(Promise.resolve().then(check), CHECK_TIMEOUT_MS, name).then(
        () => [name, true] as const,
        () => [name, false] as const,
      ),
    ),
  );
  return { started, shuttingDown, checks: Object.fromEntries(outcomes) };
}

/** Runs the scrape-time collectors, then renders the registry. A slow collector leaves its last values. */
export async function renderMetrics(): Promise<string> {
  await Promise.all(
    [...scrapeCollectors].map((collect) =>
      withTimeout(Promise.resolve().then(collect), CHECK_TIMEOUT_MS, 'collector').catch(() => undefined),
    ),
  );
  return metricsRegistry.metrics();
}

export interface OperationsServerOptions {
  /** A port, 0 for a free one (logged), or null when turned off (`METRICS_PORT=off`). */
  port: number | null;
  host: string;
  logger: Logger;
}

export interface OperationsServer {
  /** The port it listens on (the chosen one when asked for 0). */
  port: number;
  close(): Promise<void>;
}

/**
 * Starts the operations endpoint and makes `/readyz` answer 503 from the first SIGTERM/SIGINT on
 * (a `once` listener; the graceful shutdown, shutdown.ts, is what ends the process: docs/graceful-shutdown.md;
 * before that is installed, the signal ends the starting process at once).
 * The server does not keep the process alive.
 */
export async function startOperationsServer(
  options: OperationsServerOptions,
): Promise<OperationsServer | null> {
  // A signal before the graceful shutdown is installed (the process is still starting: connecting,
  // migrating) ends the process at once: nothing has been taken on yet, and a listener that only marked
  // it would keep Node from ending it, so it would start and serve after all.
  const onSignal = (signal: NodeJS.Signals): void => {
    markShuttingDown();
    if (gracefulShutdownInstalled) return;
    options.logger.info({ signal }, 'stopped while starting');
    process.exit(0);
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, onSignal);
  if (options.port === null) {
    options.logger.info('operations endpoint off (METRICS_PORT=off)');
    return null;
  }
  let heartbeat = Date.now();
  const beat = setInterval(() => (heartbeat = Date.now()), 500);
  beat.unref();
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    const send = (status: number, body: string, type = 'application/json; charset=utf-8'): void => {
      res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
      res.end(body);
    };
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return send(405, JSON.stringify({ error: 'method not allowed' }));
    if (path === '/livez') {
      const lagMs = Date.now() - heartbeat;
      return lagMs > STUCK_LOOP_MS
        ? send(503, JSON.stringify({ status: 'stuck', heartbeatAgoMs: lagMs }))
        : send(200, JSON.stringify({ status: 'ok' }));
    }
    if (path === '/readyz') {
      void checkReadiness().then(
        (result) => {
          const answer = readinessAnswer(result);
          send(answer.status, JSON.stringify(answer.body));
        },
        () => send(503, JSON.stringify({ status: 'not ready', notReady: ['checks'] })),
      );
      return;
    }
    if (path === '/metrics') {
      void renderMetrics().then(
        (text) => send(200, text, metricsRegistry.contentType),
        (error: unknown) => {
          options.logger.warn({ err: error }, 'metrics could not be rendered');
          send(500, JSON.stringify({ error: 'metrics unavailable' }));
        },
      );
      return;
    }
    send(404, JSON.stringify({ error: 'not found' }));
  });
  server.keepAliveTimeout = 5000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port!, options.host, () => resolve());
  });
  server.unref();
  const port = (server.address() as AddressInfo).port;
  options.logger.info(
    { metricsPort: port, metricsHost: options.host },
    `operations endpoint on ${options.host}:${port}`,
  );
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(beat);
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
