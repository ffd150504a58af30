import pino from 'pino';
import { metrics, metricsRegistry, initMetrics } from './metrics';
import { watchQueue } from './metrics-hooks';
import { parsePrometheusText, sampleSum } from './testing/prometheus-text';
import {
  markGracefulShutdownInstalled,
  markStarted,
  registerReadinessCheck,
  startOperationsServer,
  type OperationsServer,
} from './operations';

// A real operations server on a free port, in this process.
const logger = pino({ level: 'silent' });
let server: OperationsServer;
let url: string;
let databaseUp = true;

beforeAll(async () => {
  initMetrics('unit');
  registerReadinessCheck('database', async () => {
    if (!databaseUp) throw new Error('down');
  });
  server = (await startOperationsServer({ port: 0, host: '127.0.0.1', logger }))!;
  url = `http://127.0.0.1:${server.port}`;
});

afterAll(() => server.close());

describe('operations endpoint', () => {
  it('serves Prometheus text with the service label and the avtalt_ prefix', async () => {
    metrics.natsClientDuration().observe({ subject: 'unit.subject', outcome: 'ok' }, 0.01);
    const res = await fetch(`${url}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(text).toMatch(/^avtalt_process_cpu_seconds_total\{service="unit"\} /m);
    const samples0 = parsePrometheusText(text);
    expect(
      sampleSum(samples0, 'avtalt_nats_client_request_duration_seconds_count', {
        subject: 'unit.subject',
        outcome: 'ok',
        service: 'unit',
      }),
    ).toBe(1);
    // Every sample line is an avtalt_ series.
    const samples = text.split('\n').filter((line) => line && !line.startsWith('#'));
    expect(samples.length).toBeGreaterThan(10);
    expect(samples.filter((line) => !line.startsWith('avtalt_'))).toEqual([]);
  });

  it('reads a queue on scrape: depth per state, oldest waiting age, failures', async () => {
    const listeners: (() => void)[] = [];
    const enqueued = Date.now() - 42_000;
    watchQueue(
      {
        name: 'unit-queue',
        getJobCounts: async () => ({ waiting: 3, active: 1, delayed: 2, failed: 5 }),
        getJobs: async () => [{ timestamp: enqueued }],
      },
      { on: (_event, listener) => listeners.push(listener as () => void) },
    );
    listeners.forEach((fire) => fire());
    const samples = parsePrometheusText(await (await fetch(`${url}/metrics`)).text());
    const q = { queue: 'unit-queue', service: 'unit' };
    expect(sampleSum(samples, 'avtalt_queue_jobs', { ...q, state: 'waiting' })).toBe(3);
    expect(sampleSum(samples, 'avtalt_queue_jobs', { ...q, state: 'delayed' })).toBe(2);
    expect(sampleSum(samples, 'avtalt_queue_jobs', { ...q, state: 'failed' })).toBe(5);
    const age = sampleSum(samples, 'avtalt_queue_oldest_waiting_seconds', q);
    expect(age).toBeGreaterThanOrEqual(42);
    expect(age).toBeLessThan(60);
    expect(sampleSum(samples, 'avtalt_queue_job_failures_total', q)).toBe(1);
  });

  it('answers /livez 200 and unknown paths 404', async () => {
    expect((await fetch(`${url}/livez`)).status).toBe(200);
    expect((await fetch(`${url}/nope`)).status).toBe(404);
  });

  it('answers /readyz 503 while starting, 200 when ready, 503 naming a failed check', async () => {
    const starting = await fetch(`${url}/readyz`);
    expect(starting.status).toBe(503);
    expect(((await starting.json()) as { notReady: string[] }).notReady).toContain('starting');
    markStarted();
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
    databaseUp = false;
    const down = await fetch(`${url}/readyz`);
    expect(down.status).toBe(503);
    expect(await down.json()).toMatchObject({
      status: 'not ready',
      notReady: ['database'],
      checks: { database: 'down' },
    });
    databaseUp = true;
  });

  it('counts a check that hangs as not ready, within about a second', async () => {
    registerReadinessCheck('slow', () => new Promise(() => undefined));
    const started = Date.now();
    const res = await fetch(`${url}/readyz`);
    expect(res.status).toBe(503);
    expect(((await res.json()) as { notReady: string[] }).notReady).toEqual(['slow']);
    expect(Date.now() - started).toBeLessThan(3000);
    registerReadinessCheck('slow', async () => undefined);
  });

  it('answers /readyz 503 at once after SIGTERM', async () => {
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
    // The listener the server installed (a `once`): emitted here, not sent, so jest keeps running. The
    // process has its graceful shutdown by now (shutdown.ts), which is what ends it.
    markGracefulShutdownInstalled();
    process.emit('SIGTERM');
    const res = await fetch(`${url}/readyz`);
    expect(res.status).toBe(503);
    expect(((await res.json()) as { notReady: string[] }).notReady).toEqual(['shutting-down']);
    expect(metricsRegistry.getSingleMetric('avtalt_queue_jobs')).toBeDefined();
  });
});

describe('a signal while the process is still starting', () => {
  it('ends the process at once (nothing was taken on; a listener that only marked it would keep it alive)', async () => {
    await jest.isolateModulesAsync(async () => {
      const fresh = (await import('./operations')) as typeof import('./operations');
      const exit = jest.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
      const logger = { info: jest.fn(), warn: jest.fn(), error: jest.fn() } as unknown as Parameters<
        typeof fresh.startOperationsServer
      >[0]['logger'];
      try {
        await fresh.startOperationsServer({ port: null, host: '127.0.0.1', logger });
        process.emit('SIGTERM');
        expect(exit).toHaveBeenCalledWith(0);
      } finally {
        exit.mockRestore();
      }
    });
  });
});
