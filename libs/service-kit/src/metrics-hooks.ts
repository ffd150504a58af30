import { metrics } from './metrics';
import { registerReadinessCheck, registerScrapeCollector } from './operations';

/** The part of a BullMQ Queue the metrics read. */
export interface MeteredQueue {
  name: string;
  getJobCounts(...types: string[]): Promise<Record<string, number>>;
  getJobs(
    types: 'waiting'[],
    start?: number,
    end?: number,
    asc?: boolean,
  ): Promise<({ timestamp?: number } | undefined)[]>;
}

/** The part of a BullMQ Worker the metrics listen to. */
export interface MeteredWorker {
  on(event: 'failed', listener: (...args: never[]) => void): unknown;
}

/** The queue states `avtalt_queue_jobs` reports. */
export const QUEUE_STATES = ['waiting', 'active', 'delayed', 'failed'] as const;

/**
 * Watches a BullMQ queue: its depth per state and the age of its oldest waiting job are read from
 * Redis on each scrape; every failed attempt of its worker (when given) is counted; and `/readyz`
 * pings its Redis connection (`redis`).
 */
export function watchQueue(queue: MeteredQueue, worker?: MeteredWorker): void {
  const jobs = metrics.queueJobs();
  const oldest = metrics.queueOldestWaiting();
  const failures = metrics.queueFailures();
  failures.inc({ queue: queue.name }, 0);
  registerScrapeCollector(async () => {
    const [counts, [first]] = await Promise.all([
      queue.getJobCounts(...QUEUE_STATES),
      // Oldest first: the job that has waited longest.
      queue.getJobs(['waiting'], 0, 0, true),
    ]);
    for (const state of QUEUE_STATES) jobs.set({ queue: queue.name, state }, counts[state] ?? 0);
    oldest.set(
      { queue: queue.name },
      first?.timestamp ? Math.max(0, (Date.now() - first.timestamp) / 1000) : 0,
    );
  });
  worker?.on('failed', () => failures.inc({ queue: queue.name }));
  // A round trip to the queue's Redis (BullMQ's client type does not expose PING).
  registerReadinessCheck('redis', () => queue.getJobCounts('active'));
}

/** The part of MikroORM the pool metrics and the database check use. */
export interface MeteredOrm {
  em: { getConnection(): { execute(sql: string): Promise<unknown>; getKnex(): unknown } };
}

interface TarnPool {
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
  max: number;
}

/**
 * Watches the service's Postgres connections (MikroORM holds them in knex's tarn pool): used, free
 * and waiting-for-a-connection counts and the pool's size, read on each scrape; `/readyz` runs
 * `select 1` (`database`).
 */
export function watchOrm(orm: MeteredOrm): void {
  const connections = metrics.dbPoolConnections();
  const max = metrics.dbPoolMax();
  registerScrapeCollector(async () => {
    const pool = (orm.em.getConnection().getKnex() as { client?: { pool?: TarnPool } }).client?.pool;
    if (!pool) return;
    connections.set({ state: 'used' }, pool.numUsed());
    connections.set({ state: 'free' }, pool.numFree());
    connections.set({ state: 'pending' }, pool.numPendingAcquires());
    max.set(pool.max);
  });
  registerReadinessCheck('database', () => orm.em.getConnection().execute('select 1'));
}

/** The part of a NATS connection the readiness check uses. */
export interface CheckedNatsConnection {
  isClosed(): boolean;
  flush(): Promise<void>;
}

/** `/readyz` checks (`nats`) that the connection is open and a round trip to the server succeeds. */
export function watchNatsConnection(connection: () => CheckedNatsConnection | undefined): void {
  registerReadinessCheck('nats', async () => {
    const nc = connection();
    if (!nc || nc.isClosed()) throw new Error('NATS connection closed');
    await nc.flush();
  });
}
