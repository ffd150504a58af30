import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The Prometheus metrics of this process (docs/metrics.md): one registry, every series labelled with
 * the service, every name prefixed `avtalt_`. Each metric is made on first use, so a process only
 * exposes the series of what it does (the gateway has no queues, identity no WebSockets).
 */
export const metricsRegistry = new Registry();

/** Seconds buckets for request latencies: 2.5 ms … 10 s. */
const LATENCY_BUCKETS = [0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Seconds buckets for background jobs: a stored lookup (10 ms) … a slow language model (2 min). */
const JOB_BUCKETS = [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120];

let initialised: string | undefined;

/** Names this process in every series (`service` label) and turns on Node's default metrics, once. */
export function initMetrics(service: string): void {
  if (initialised !== undefined) return;
  initialised = service;
  metricsRegistry.setDefaultLabels({ service });
  collectDefaultMetrics({ register: metricsRegistry, prefix: 'avtalt_' });
}

function lazy<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

/** Every metric of the catalogue, made and registered (for tests of the dashboard's names). */
export function registerAllMetrics(): void {
  for (const make of Object.values(metrics)) make();
}

export const metrics = {
  /** Gateway: HTTP requests by method, Express route pattern (never the raw URL) and status. */
  httpDuration: lazy(
    () =>
      new Histogram({
        name: 'avtalt_http_request_duration_seconds',
        help: 'HTTP requests answered by the gateway, by method, route pattern and status',
        labelNames: ['method', 'route', 'status'] as const,
        buckets: LATENCY_BUCKETS,
        registers: [metricsRegistry],
      }),
  ),
  /** NATS request-reply as the caller sees it, by subject and outcome (ok, error, unavailable). */
  natsClientDuration: lazy(
    () =>
      new Histogram({
        name: 'avtalt_nats_client_request_duration_seconds',
        help: 'NATS requests sent (rpcRequest), by subject and outcome',
        labelNames: ['subject', 'outcome'] as const,
        buckets: LATENCY_BUCKETS,
        registers: [metricsRegistry],
      }),
  ),
  natsClientErrors: lazy(
    () =>
      new Counter({
        name: 'avtalt_nats_client_errors_total',
        help: 'NATS requests sent that ended in an error, by subject and code',
        labelNames: ['subject', 'code'] as const,
        registers: [metricsRegistry],
      }),
  ),
  /** NATS messages handled by a service, by subject and outcome (ok, error). */
  natsServerDuration: lazy(
    () =>
      new Histogram({
        name: 'avtalt_nats_server_request_duration_seconds',
        help: 'NATS requests handled, by subject and outcome',
        labelNames: ['subject', 'outcome'] as const,
        buckets: LATENCY_BUCKETS,
        registers: [metricsRegistry],
      }),
  ),
  natsServerErrors: lazy(
    () =>
      new Counter({
        name: 'avtalt_nats_server_errors_total',
        help: 'NATS requests handled that were answered with an error, by subject and code',
        labelNames: ['subject', 'code'] as const,
        registers: [metricsRegistry],
      }),
  ),
  /** BullMQ: jobs per queue and state, read from Redis on scrape (queue-metrics.ts). */
  queueJobs: lazy(
    () =>
      new Gauge({
        name: 'avtalt_queue_jobs',
        help: 'BullMQ jobs by queue and state (waiting, active, delayed, failed), read on scrape',
        labelNames: ['queue', 'state'] as const,
        registers: [metricsRegistry],
      }),
  ),
  queueOldestWaiting: lazy(
    () =>
      new Gauge({
        name: 'avtalt_queue_oldest_waiting_seconds',
        help: 'Age of the oldest waiting job per queue (0 when none waits), read on scrape',
        labelNames: ['queue'] as const,
        registers: [metricsRegistry],
      }),
  ),
  queueFailures: lazy(
    () =>
      new Counter({
        name: 'avtalt_queue_job_failures_total',
        help: 'Failed attempts of BullMQ jobs processed by this process, by queue',
        labelNames: ['queue'] as const,
        registers: [metricsRegistry],
      }),
  ),
  /** Gateway WebSockets. */
  wsConnections: lazy(
    () =>
      new Gauge({
        name: 'avtalt_ws_connections',
        help: 'Open WebSocket connections on this gateway',
        registers: [metricsRegistry],
      }),
  ),
  wsMessages: lazy(
    () =>
      new Counter({
        name: 'avtalt_ws_messages_total',
        help: 'WebSocket frames, by direction (in, out)',
        labelNames: ['direction'] as const,
        registers: [metricsRegistry],
      }),
  ),
  /** Postgres connection pool of the service's MikroORM (knex/tarn), read on scrape. */
  dbPoolConnections: lazy(
    () =>
      new Gauge({
        name: 'avtalt_db_pool_connections',
        help: 'Postgres pool connections by state (used, free, pending), read on scrape',
        labelNames: ['state'] as const,
        registers: [metricsRegistry],
      }),
  ),
  dbPoolMax: lazy(
    () =>
      new Gauge({
        name: 'avtalt_db_pool_max',
        help: 'Largest number of Postgres connections the pool opens',
        registers: [metricsRegistry],
      }),
  ),
  /** Jobs (jobs/job-runner.ts): each attempt, by queue, job name (with its version) and outcome. */
  jobDuration: lazy(
    () =>
      new Histogram({
        name: 'avtalt_job_duration_seconds',
        help: 'Attempts of background jobs, by queue, job and outcome (completed, failed, postponed)',
        labelNames: ['queue', 'job', 'outcome'] as const,
        buckets: JOB_BUCKETS,
        registers: [metricsRegistry],
      }),
  ),
  /** Notifications: mails handed to SMTP, and attempts that failed. */
  mailsSent: lazy(
    () =>
      new Counter({
        name: 'avtalt_mails_sent_total',
        help: 'Mails accepted by the SMTP server',
        registers: [metricsRegistry],
      }),
  ),
  mailsFailed: lazy(
    () =>
      new Counter({
        name: 'avtalt_mails_failed_total',
        help: 'Mail sending attempts that failed (each retry counts)',
        registers: [metricsRegistry],
      }),
  ),
  /** Documents: PDFs rendered and sealed. */
  pdfsRendered: lazy(
    () =>
      new Counter({
        name: 'avtalt_pdfs_rendered_total',
        help: 'Agreement PDFs rendered',
        registers: [metricsRegistry],
      }),
  ),
  pdfsSealed: lazy(
    () =>
      new Counter({
        name: 'avtalt_pdfs_sealed_total',
        help: 'Signed agreement PDFs sealed with the platform certificate',
        registers: [metricsRegistry],
      }),
  ),
};
