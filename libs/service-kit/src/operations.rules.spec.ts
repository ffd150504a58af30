import {
  DEFAULT_METRICS_PORTS,
  httpRouteLabel,
  natsOutcome,
  parseMetricsPort,
  readinessAnswer,
} from './operations.rules';

describe('readinessAnswer', () => {
  it('is 200 when started, not stopping and every check answered', () => {
    expect(
      readinessAnswer({ started: true, shuttingDown: false, checks: { nats: true, database: true } }),
    ).toEqual({
      status: 200,
      body: { status: 'ready', notReady: [], checks: { database: 'ok', nats: 'ok' } },
    });
  });

  it('is 503 naming the checks that failed', () => {
    const answer = readinessAnswer({
      started: true,
      shuttingDown: false,
      checks: { nats: true, database: false, redis: false },
    });
    expect(answer.status).toBe(503);
    expect(answer.body.notReady).toEqual(['database', 'redis']);
    expect(answer.body.checks).toEqual({ database: 'down', nats: 'ok', redis: 'down' });
  });

  it('is 503 while starting and while shutting down, even when every check answers', () => {
    expect(
      readinessAnswer({ started: false, shuttingDown: false, checks: { nats: true } }).body.notReady,
    ).toEqual(['starting']);
    const stopping = readinessAnswer({ started: true, shuttingDown: true, checks: { nats: true } });
    expect(stopping.status).toBe(503);
    expect(stopping.body.notReady).toEqual(['shutting-down']);
  });
});

describe('parseMetricsPort', () => {
  it('reads a port, 0 (a free one) and off', () => {
    expect(parseMetricsPort('9464')).toBe(9464);
    expect(parseMetricsPort('0')).toBe(0);
    expect(parseMetricsPort('off')).toBeNull();
    expect(parseMetricsPort(' OFF ')).toBeNull();
  });

  it('refuses anything else', () => {
    for (const bad of ['', 'x', '-1', '65536', '94.6', '1e3']) expect(parseMetricsPort(bad)).toBeUndefined();
  });
});

describe('httpRouteLabel', () => {
  it('is the route pattern, never the raw URL', () => {
    expect(httpRouteLabel('/api/agreements/:id', '', false)).toBe('/api/agreements/:id');
    expect(httpRouteLabel('/:id', '/api/x', false)).toBe('/api/x/:id');
  });

  it('puts requests no route matched in two fixed labels', () => {
    expect(httpRouteLabel(undefined, '', false)).toBe('(unmatched)');
    expect(httpRouteLabel(undefined, '', true)).toBe('(frontend)');
  });
});

describe('natsOutcome and default ports', () => {
  it('is ok without an error code, error with one', () => {
    expect(natsOutcome(undefined)).toBe('ok');
    expect(natsOutcome('NOT_FOUND')).toBe('error');
  });

  it('gives each process its own default port, from 9464', () => {
    const ports = Object.values(DEFAULT_METRICS_PORTS);
    expect(new Set(ports).size).toBe(ports.length);
    expect(DEFAULT_METRICS_PORTS.gateway).toBe(9464);
    expect(Math.min(...ports)).toBe(9464);
    expect(Math.max(...ports)).toBe(9471);
  });
});
