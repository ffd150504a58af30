import { ErrorCode, Messages, type RpcDefinition, type RpcReply, type RpcRequest } from '@avtalt/contracts';
import type { NatsConnection, Subscription } from 'nats';
import { ClientProxyFactory, Transport, type ClientProxy, type NatsOptions } from '@nestjs/microservices';
import { currentDeadline, currentRequestId, currentTrace, requestHeaders } from './request-context';
import { metrics } from './metrics';
import { type ActiveTrace, endSpan, startClientSpan } from './tracing';
import { natsInboxPrefix } from './nats-permissions';
import { DomainError } from './rpc-errors';

/**
 * Reconnect forever, twice a second. `noAsyncTraces`: the client would otherwise capture two stack
 * traces per request (to decorate a timeout error nobody reads: callers turn it into
 * SERVICE_UNAVAILABLE) — measurable on the gateway's hot path.
 */
const CONNECTION_OPTIONS = { maxReconnectAttempts: -1, reconnectTimeWait: 500, noAsyncTraces: true } as const;

/**
 * Where a process reaches NATS and as whom (docs/nats-permissions.md). With a user, the NATS server
 * allows the process only its service's subjects, and its replies arrive under its own inbox prefix
 * (the only inboxes that user may subscribe to). Without one (a NATS server without users) it connects
 * anonymously, as before.
 */
export interface NatsEndpoint {
  url: string;
  user?: string;
  password?: string;
}

/** The {@link NatsEndpoint} of a service's parsed config (`NATS_URL`, `NATS_USER`, `NATS_PASSWORD`). */
export function natsEndpoint(config: {
  NATS_URL: string;
  NATS_USER?: string;
  NATS_PASSWORD?: string;
}): NatsEndpoint {
  return { url: config.NATS_URL, user: config.NATS_USER, password: config.NATS_PASSWORD };
}

function connectionOptions(nats: NatsEndpoint | string) {
  const endpoint = typeof nats === 'string' ? { url: nats } : nats;
  return {
    servers: [endpoint.url],
    ...(endpoint.user
      ? { user: endpoint.user, pass: endpoint.password, inboxPrefix: natsInboxPrefix(endpoint.user) }
      : {}),
    ...CONNECTION_OPTIONS,
  };
}

/**
 * The one place NATS transport options are built. Every replica of a service joins the same
 * queue group, so a request is handled by exactly one of them.
 */
export function natsServerOptions(nats: NatsEndpoint | string, queue: string): NatsOptions {
  return {
    transport: Transport.NATS,
    options: { ...connectionOptions(nats), queue, name: queue },
  };
}

/** A NATS client proxy for calling other services (a bare URL: anonymous, for a server without users). */
export function createNatsClient(nats: NatsEndpoint | string, name: string): ClientProxy {
  return ClientProxyFactory.create({
    transport: Transport.NATS,
    options: { ...connectionOptions(nats), name },
  });
}

let nextPacketId = 0;

/**
 * Sends a request defined in `libs/contracts` ({@link RpcDefinition}) and waits at most its time limit
 * for the reply, which is validated with the definition's reply schema. Errors come back as
 * {@link DomainError}: the callee's own domain errors keep their code; a timeout or a broken connection
 * becomes SERVICE_UNAVAILABLE; a reply that does not match its schema becomes INTERNAL (a bug in the
 * callee is never passed on as data). The request id (given, or the one this message handler runs in)
 * travels in the `x-request-id` header.
 *
 * The moment this caller stops waiting travels in the `x-deadline` header (epoch ms): the callee does
 * not start the message after it and commits no write close to it, so a request answered 503 here is
 * never applied later (docs/deadlines-and-failure-answers.md). A call made while handling a message
 * inherits that message's deadline when it is earlier: waiting longer than our own caller is pointless.
 *
 * The packet is Nest's (`{pattern, data, id}` in, `{response | err, isDisposed, id}` out), so every
 * service keeps its `@MessagePattern` handlers, but it goes through the NATS client's own
 * request-reply: one shared inbox subscription per connection. Nest's `ClientProxy.send` subscribes
 * and unsubscribes a fresh inbox for every call (three protocol operations instead of one), which
 * was a measurable part of the gateway's hot path (docs/performance.md).
 *
 * The W3C trace context travels in `traceparent`/`tracestate` (docs/tracing.md): the caller's trace is
 * `options.trace` (the gateway passes its request's) or the one of the message being handled here;
 * with export on, the call is a client span of its own, the parent of the callee's span.
 */
export async function rpcRequest<D extends RpcDefinition>(
  client: ClientProxy,
  definition: D,
  payload: RpcRequest<D>,
  options: { timeoutMs?: number; requestId?: string; trace?: ActiveTrace } = {},
): Promise<RpcReply<D>> {
  const requestId = options.requestId ?? currentRequestId();
  const trace = startClientSpan(`send ${definition.subject}`, options.trace ?? currentTrace(), {
    'messaging.system': 'nats',
    'messaging.operation.name': 'send',
    'messaging.destination.name': definition.subject,
    ...(requestId ? { 'avtalt.request_id': requestId } : {}),
  });
  // Latency and errors per subject as the caller sees them (docs/metrics.md).
  const started = process.hrtime.bigint();
  const observe = (outcome: 'ok' | 'error', code?: string): void => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    metrics.natsClientDuration().observe({ subject: definition.subject, outcome }, seconds);
    if (code !== undefined) metrics.natsClientErrors().inc({ subject: definition.subject, code });
    endSpan(trace, code);
  };
  try {
    const reply = await sendRequest(
      client,
      definition,
      payload,
      { timeoutMs: options.timeoutMs, requestId },
      trace,
    );
    observe('ok');
    return reply;
  } catch (error) {
    observe('error', error instanceof DomainError ? error.code : ErrorCode.Internal);
    throw error;
  }
}

async function sendRequest<D extends RpcDefinition>(
  client: ClientProxy,
  definition: D,
  payload: RpcRequest<D>,
  { timeoutMs = definition.timeoutMs, requestId }: { timeoutMs?: number; requestId?: string },
  trace: ActiveTrace,
): Promise<RpcReply<D>> {
  const { subject } = definition;
  const now = Date.now();
  const inherited = currentDeadline();
  const deadline = inherited === undefined ? now + timeoutMs : Math.min(now + timeoutMs, inherited);
  // Our own caller has already given up: nobody would read the answer.
  if (deadline <= now) throw new DomainError(ErrorCode.ServiceUnavailable, Messages.serviceUnavailable);
  let reply: unknown;
  try {
    await client.connect();
    const packet = JSON.stringify({
      pattern: subject,
      data: payload,
      id: `${process.pid}.${++nextPacketId}`,
    });
    const message = await client.unwrap<NatsConnection>().request(subject, packet, {
      timeout: deadline - now,
      headers: requestHeaders(requestId, deadline, trace),
    });
    reply = JSON.parse(message.string());
  } catch {
    // A timeout, no responders (nobody listens on the subject), a broken connection or a reply that is
    // not JSON: the callee is down or overloaded. The cause stays out of the reply (it names internals).
    throw new DomainError(ErrorCode.ServiceUnavailable, Messages.serviceUnavailable);
  }
  const { err, response } = (reply ?? {}) as { err?: unknown; response?: unknown };
  if (err === undefined || err === null) {
    const parsed = definition.reply.safeParse(response);
    if (parsed.success) return parsed.data as RpcReply<D>;
    const issue = parsed.error.issues[0];
    throw new DomainError(
      ErrorCode.Internal,
      `invalid reply on ${subject}: ${issue?.path.join('.') || '(root)'} ${issue?.message ?? ''}`,
    );
  }
  // Domain errors keep their code; anything else (e.g. Nest's "no matching handler") is unavailable.
  throw (
    DomainError.fromPayload(err) ?? new DomainError(ErrorCode.ServiceUnavailable, Messages.serviceUnavailable)
  );
}

/**
 * Publishes plain JSON on a subject, without Nest's `{pattern, data}` envelope: for subscribers that
 * read subjects directly (the gateway's chat rooms, see {@link subscribeJson}).
 */
export async function publishJson(client: ClientProxy, subject: string, payload: unknown): Promise<void> {
  await client.connect();
  client.unwrap<NatsConnection>().publish(subject, JSON.stringify(payload));
}

/**
 * Subscribes every replica (no queue group) to a subject carrying plain JSON. Messages that are not
 * JSON are dropped; the callback validates the rest with its contract. Resolves once the NATS server
 * has registered the subscription, so nothing published afterwards is missed.
 */
export async function subscribeJson(
  client: ClientProxy,
  subject: string,
  onMessage: (payload: unknown) => void,
): Promise<Subscription> {
  await client.connect();
  const connection = client.unwrap<NatsConnection>();
  const subscription = connection.subscribe(subject, {
    callback: (error, message) => {
      if (error) return;
      let payload: unknown;
      try {
        payload = JSON.parse(message.string());
      } catch {
        return;
      }
      onMessage(payload);
    },
  });
  await connection.flush();
  return subscription;
}
