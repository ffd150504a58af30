/**
 * Traces (docs/tracing.md): the W3C trace context set on an HTTP request reaches the logs of the
 * service that handled it (export off, the default), and with OTEL_EXPORTER_OTLP_ENDPOINT set, the
 * spans of gateway → NATS → agreements → Postgres reach an OTLP/HTTP collector as one trace.
 */
import { AgreementsRpc, AgreementsSubjects } from '@avtalt/contracts';
import {
  eventually,
  freePort,
  type GatewayProcess,
  type ServiceProcess,
  startBackendService,
  startGatewayProcess,
  TestClient,
  unique,
} from '@avtalt/service-kit/testing';
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';

const REDIS_DB = 11;
const hex = (bytes: number) => randomBytes(bytes).toString('hex');

/** The JSON log lines of a process (non-JSON lines skipped). */
function logLines(process: ServiceProcess): Record<string, unknown>[] {
  return process.logs.flatMap((line) => {
    try {
      return [JSON.parse(line) as Record<string, unknown>];
    } catch {
      return [];
    }
  });
}

async function registeredUser(gateway: GatewayProcess): Promise<TestClient> {
  const http = new TestClient(gateway.url);
  const id = unique();
  const res = await http.post('/api/auth/register', {
    firstName: 'Tora',
    lastName: `Spor${id.slice(-4)}`,
    username: `tora_${id}`,
    email: `tora.${id}@example.no`,
    password: 'passord123',
  });
  expect(res.status).toBe(201);
  return http;
}

async function stopAll(processes: ServiceProcess[]): Promise<void> {
  await Promise.all(processes.map((p) => p.stop()));
}

describe('traces with export off (the default)', () => {
  let processes: ServiceProcess[] = [];
  let gateway: GatewayProcess;
  let agreements: ServiceProcess;

  beforeAll(async () => {
    processes.push(await startBackendService('identity', { database: 'it_tracing_identity' }));
    agreements = await startBackendService('agreements', {
      database: 'it_tracing_agreements',
      env: { LOG_LEVEL: 'debug' }, // the handled message is logged at debug
    });
    processes.push(agreements);
    gateway = await startGatewayProcess(REDIS_DB);
    processes.push(gateway);
  }, 90_000);

  afterAll(async () => {
    await stopAll(processes);
    processes = [];
  });

  it('a trace id set on an HTTP request appears with its request id in the logs of the gateway and of agreements', async () => {
    const http = await registeredUser(gateway);
    const traceId = hex(16);
    const parentSpanId = hex(8);
    const requestId = `trace-off-${unique()}`;
    const res = await http.get('/api/agreements/active', {
      headers: { traceparent: `00-${traceId}-${parentSpanId}-01`, 'x-request-id': requestId },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe(requestId);
    // the response header surface is unchanged: no trace header goes back
    expect(res.headers.get('traceparent')).toBeNull();

    const gatewayLine = await eventually(
      async () => logLines(gateway).find((line) => line.msg === 'request' && line.requestId === requestId),
      5000,
      'the gateway’s request line',
    );
    expect(gatewayLine).toMatchObject({ traceId, path: '/api/agreements/active', status: 200 });
    expect(gatewayLine.spanId).toMatch(/^[0-9a-f]{16}$/);
    expect(gatewayLine.spanId).not.toBe(parentSpanId);

    const handled = logLines(agreements).filter((line) => line.requestId === requestId);
    expect(handled.length).toBeGreaterThan(0);
    const received = handled.find((line) => line.msg === 'message received');
    expect(received).toMatchObject({ traceId, subject: AgreementsRpc.listActive.subject });
    // every line of the request names the trace, and agreements' own span (a hop of its own)
    for (const line of handled) expect(line).toMatchObject({ traceId, spanId: received!.spanId });
    expect(received!.spanId).toMatch(/^[0-9a-f]{16}$/);
    expect(received!.spanId).not.toBe(gatewayLine.spanId);
  });

  it('an invalid traceparent is replaced by a new trace, the same in both processes', async () => {
    const http = await registeredUser(gateway);
    const requestId = `trace-bad-${unique()}`;
    const res = await http.get('/api/agreements/active', {
      headers: { traceparent: '00-NOT-A-TRACE-01', 'x-request-id': requestId },
    });
    expect(res.status).toBe(200);
    const gatewayLine = await eventually(
      async () => logLines(gateway).find((line) => line.msg === 'request' && line.requestId === requestId),
      5000,
      'the gateway’s request line',
    );
    expect(gatewayLine.traceId).toMatch(/^[0-9a-f]{32}$/);
    const received = logLines(agreements).find(
      (line) => line.requestId === requestId && line.msg === 'message received',
    );
    expect(received?.traceId).toBe(gatewayLine.traceId);
  });
});

interface OtlpSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  kind: number;
  attributes: Record<string, unknown>;
  status?: { code?: number };
}

type OtlpValue = {
  stringValue?: string;
  intValue?: number | string;
  boolValue?: boolean;
  doubleValue?: number;
};
type OtlpAttribute = { key: string; value: OtlpValue };

const valueOf = (value: OtlpValue): unknown =>
  value.stringValue ?? value.intValue ?? value.boolValue ?? value.doubleValue;
const attributesOf = (list: OtlpAttribute[] | undefined) =>
  Object.fromEntries((list ?? []).map((a) => [a.key, valueOf(a.value)]));
/** Ids in OTLP/JSON are hex; base64 is accepted too, in case an exporter writes it that way. */
const idOf = (id: string | undefined) =>
  !id ? '' : /^[0-9a-f]+$/.test(id) ? id : Buffer.from(id, 'base64').toString('hex');

/** A fake OTLP/HTTP collector: keeps every span POSTed as JSON to /v1/traces. */
async function fakeCollector(): Promise<{ url: string; spans: OtlpSpan[]; paths: string[]; server: Server }> {
  const spans: OtlpSpan[] = [];
  const paths: string[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      paths.push(`${req.method} ${req.url} ${req.headers['content-type']}`);
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        resourceSpans?: {
          resource?: { attributes?: OtlpAttribute[] };
          scopeSpans?: {
            spans?: (Omit<OtlpSpan, 'attributes' | 'service'> & { attributes?: OtlpAttribute[] })[];
          }[];
        }[];
      };
      for (const resourceSpans of body.resourceSpans ?? []) {
        const service = String(attributesOf(resourceSpans.resource?.attributes)['service.name']);
        for (const scope of resourceSpans.scopeSpans ?? [])
          for (const span of scope.spans ?? [])
            spans.push({
              ...span,
              service,
              traceId: idOf(span.traceId),
              spanId: idOf(span.spanId),
              parentSpanId: idOf(span.parentSpanId),
              attributes: attributesOf(span.attributes),
            });
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, spans, paths, server };
}

describe('traces with export on (OTEL_EXPORTER_OTLP_ENDPOINT set)', () => {
  let processes: ServiceProcess[] = [];
  let gateway: GatewayProcess;
  let agreements: ServiceProcess;
  let chat: ServiceProcess;
  let collector: Awaited<ReturnType<typeof fakeCollector>>;

  beforeAll(async () => {
    collector = await fakeCollector();
    const otel = { OTEL_EXPORTER_OTLP_ENDPOINT: collector.url, OTEL_BSP_SCHEDULE_DELAY: '100' };
    processes.push(await startBackendService('identity', { database: 'it_tracing_identity', env: otel }));
    processes.push(
      await startBackendService('templates', {
        database: 'it_tracing_templates',
        redisDb: REDIS_DB,
        env: otel,
      }),
    );
    agreements = await startBackendService('agreements', {
      database: 'it_tracing_agreements',
      env: { ...otel, LOG_LEVEL: 'debug' },
    });
    processes.push(agreements);
    // The chat service consumes `agreement.deleted` from JetStream (the event test below).
    chat = await startBackendService('chat', {
      database: 'it_tracing_chat',
      env: { ...otel, LOG_LEVEL: 'debug' },
    });
    processes.push(chat);
    gateway = await startGatewayProcess(REDIS_DB, { ...otel, OTEL_SERVICE_NAME: 'avtalt-gateway' });
    processes.push(gateway);
  }, 120_000);

  afterAll(async () => {
    await stopAll(processes);
    processes = [];
    await new Promise((resolve) => collector.server.close(resolve));
  });

  it('exports one trace: HTTP server span → NATS client span → agreements’ NATS server span → Postgres query spans', async () => {
    const http = await registeredUser(gateway);
    const userId = (await http.get<{ id: string }>('/api/auth/user')).body.id;
    expect(userId).toMatch(/^[0-9a-f-]{36}$/);
    const traceId = hex(16);
    const parentSpanId = hex(8);
    const requestId = `trace-on-${unique()}`;
    const res = await http.get('/api/agreements/active', {
      headers: { traceparent: `00-${traceId}-${parentSpanId}-01`, 'x-request-id': requestId },
    });
    expect(res.status).toBe(200);
    const subject = AgreementsRpc.listActive.subject;
    const ofTrace = () => collector.spans.filter((span) => span.traceId === traceId);

    const server = await eventually(
      async () => ofTrace().find((span) => span.service === 'avtalt-gateway' && span.kind === 2),
      10_000,
      'the gateway’s HTTP span',
    );
    expect(server).toMatchObject({ name: 'GET /api/agreements/active', parentSpanId });
    expect(server.attributes).toMatchObject({
      'avtalt.request_id': requestId,
      'http.route': '/api/agreements/active',
      'http.response.status_code': 200,
    });

    const client = await eventually(
      async () => ofTrace().find((span) => span.service === 'avtalt-gateway' && span.kind === 3),
      10_000,
      'the gateway’s NATS client span',
    );
    expect(client).toMatchObject({ name: `send ${subject}`, parentSpanId: server.spanId });
    expect(client.attributes).toMatchObject({
      'messaging.system': 'nats',
      'messaging.destination.name': subject,
      'avtalt.request_id': requestId,
    });

    const handled = await eventually(
      async () =>
        ofTrace().find((span) => span.service === 'agreements' && span.name === `process ${subject}`),
      10_000,
      'agreements’ NATS server span',
    );
    expect(handled).toMatchObject({ parentSpanId: client.spanId, kind: 2 });
    expect(handled.attributes).toMatchObject({
      'messaging.system': 'nats',
      'messaging.destination.name': subject,
      'avtalt.request_id': requestId,
    });

    const queries = await eventually(
      async () => {
        const found = ofTrace().filter(
          (span) => span.service === 'agreements' && span.parentSpanId === handled.spanId && span.kind === 3,
        );
        return found.length > 0 ? found : undefined;
      },
      10_000,
      'a Postgres span under agreements’ span',
    );
    for (const query of queries) {
      expect(query.attributes['db.system.name']).toBe('postgresql');
      expect(query.attributes['avtalt.request_id']).toBe(requestId);
      // the statement keeps its shape only: MikroORM writes the values (here the user's id) into it
      const statement = String(query.attributes['db.query.text']);
      expect(statement).toMatch(/^select /);
      expect(statement).not.toMatch(/'/);
      expect(statement).not.toContain(userId);
    }

    // the logs carry the real spans' ids
    const logged = logLines(agreements).find(
      (line) => line.requestId === requestId && line.msg === 'message received',
    );
    expect(logged).toMatchObject({ traceId, spanId: handled.spanId });
    const gatewayLine = logLines(gateway).find(
      (line) => line.msg === 'request' && line.requestId === requestId,
    );
    expect(gatewayLine).toMatchObject({ traceId, spanId: server.spanId });
    // OTLP/HTTP JSON at <endpoint>/v1/traces
    expect(collector.paths.every((path) => path.startsWith('POST /v1/traces application/json'))).toBe(true);
  });

  it("carries the request through its event: chat handles agreement.deleted in the request's trace and under its id", async () => {
    const http = await registeredUser(gateway);
    const created = await http.post<{ id: string }>('/api/agreements', {
      topic: 'custom',
      title: `Sporet ${unique()}`,
      description: 'Vi deler en hytte.',
      expectedParticipants: 2,
    });
    expect(created.status).toBe(201);
    const traceId = hex(16);
    const requestId = `trace-event-${unique()}`;
    const res = await http.request('DELETE', `/api/agreements/${created.body.id}`, undefined, {
      headers: { traceparent: `00-${traceId}-${hex(8)}-01`, 'x-request-id': requestId },
    });
    expect(res.status).toBe(204);
    const ofTrace = () => collector.spans.filter((span) => span.traceId === traceId);

    const handled = await eventually(
      async () =>
        ofTrace().find(
          (span) => span.service === 'agreements' && span.name === `process ${AgreementsRpc.delete.subject}`,
        ),
      10_000,
      'agreements’ span of the delete',
    );
    // Published later by the outbox relay, from the row the delete wrote: the consumer's span is a child
    // of the span that wrote the event.
    const consumed = await eventually(
      async () =>
        ofTrace().find(
          (span) => span.service === 'chat' && span.name === `process ${AgreementsSubjects.deleted}`,
        ),
      15_000,
      'chat’s span of agreement.deleted',
    );
    expect(consumed.parentSpanId).toBe(handled.spanId);
    expect(consumed.attributes).toMatchObject({
      'messaging.system': 'nats',
      'messaging.destination.name': AgreementsSubjects.deleted,
      'messaging.consumer.group.name': 'chat',
      'avtalt.request_id': requestId,
    });
    // chat's own Postgres work for the event is in the same trace, under the consumer's span
    await eventually(
      async () =>
        ofTrace().find(
          (span) => span.service === 'chat' && span.parentSpanId === consumed.spanId && span.kind === 3,
        ),
      10_000,
      'a Postgres span under chat’s span',
    );
  });

  it('marks a failed NATS call as an error on both sides of the hop', async () => {
    const http = await registeredUser(gateway);
    const traceId = hex(16);
    const requestId = `trace-err-${unique()}`;
    // an agreement that does not exist: agreements answers NOT_FOUND
    const res = await http.get(`/api/agreements/${'00000000-0000-4000-8000-000000000000'}`, {
      headers: { traceparent: `00-${traceId}-${hex(8)}-01`, 'x-request-id': requestId },
    });
    expect(res.status).toBe(404);
    const failed = await eventually(
      async () => {
        const spans = collector.spans.filter((span) => span.traceId === traceId && span.status?.code === 2);
        return spans.some((s) => s.service === 'agreements') &&
          spans.some((s) => s.service === 'avtalt-gateway' && s.kind === 3)
          ? spans
          : undefined;
      },
      10_000,
      'error spans in both processes',
    );
    const hop = failed.filter((s) => s.name.endsWith(AgreementsRpc.get.subject));
    expect(hop.map((s) => s.name).sort()).toEqual([
      `process ${AgreementsRpc.get.subject}`,
      `send ${AgreementsRpc.get.subject}`,
    ]);
    for (const span of hop) expect(span.attributes['avtalt.error_code']).toBe('NOT_FOUND');
    // a 4xx answer is not a failure of the HTTP span
    const server = collector.spans.find(
      (span) => span.traceId === traceId && span.kind === 2 && span.service === 'avtalt-gateway',
    );
    expect(server?.status?.code ?? 0).not.toBe(2);
  });
});

describe('traces on a process that stops', () => {
  it('exports the spans still buffered when SIGTERM stops the process, and the process still ends', async () => {
    const collector = await fakeCollector();
    // Batches would go out only after a minute: what arrives was flushed by the stop.
    const otel = { OTEL_EXPORTER_OTLP_ENDPOINT: collector.url, OTEL_BSP_SCHEDULE_DELAY: '60000' };
    const processes: ServiceProcess[] = [];
    try {
      processes.push(await startBackendService('identity', { database: 'it_tracing_identity', env: otel }));
      const agreements = await startBackendService('agreements', {
        database: 'it_tracing_agreements',
        env: otel,
      });
      processes.push(agreements);
      const gateway = await startGatewayProcess(REDIS_DB, otel);
      processes.push(gateway);
      const http = await registeredUser(gateway);
      const traceId = hex(16);
      const res = await http.get('/api/agreements/active', {
        headers: { traceparent: `00-${traceId}-${hex(8)}-01` },
      });
      expect(res.status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(collector.spans.filter((span) => span.traceId === traceId)).toEqual([]);

      const started = Date.now();
      await Promise.all([gateway.stop(), agreements.stop()]);
      // ended by its graceful shutdown (exit 0), well before the harness's SIGKILL after 8 s
      expect(Date.now() - started).toBeLessThan(7000);
      expect([gateway.child.signalCode, gateway.child.exitCode]).toEqual([null, 0]);
      expect([agreements.child.signalCode, agreements.child.exitCode]).toEqual([null, 0]);
      const services = new Set(
        collector.spans.filter((span) => span.traceId === traceId).map((span) => span.service),
      );
      expect([...services].sort()).toEqual(['agreements', 'gateway']);
    } finally {
      await stopAll(processes);
      await new Promise((resolve) => collector.server.close(resolve));
    }
  }, 90_000);
});
