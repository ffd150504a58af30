import type { ClientProxy } from '@nestjs/microservices';
import { AckPolicy, type ConsumerMessages, DeliverPolicy, type JsMsg, type NatsConnection, nanos, StorageType } from 'nats';
import type { z } from 'zod';
import { errorText } from './error-summary.rules';
import { incomingMessage, runInRequest } from './request-context';
import { endSpan, runInSpan } from './tracing';

/** A JetStream stream: its name and the subjects it keeps. */
export interface StreamDefinition {
  readonly name: string;
  readonly subjects: readonly string[];
}

/** Events are kept a week: a consumer that is down longer than that is an operator's problem. */
const MAX_AGE_MS = 7 * 24 * 3600 * 1000;
/** A message published again with the same id within this window is stored once (the outbox may resend). */
const DUPLICATE_WINDOW_MS = 2 * 60 * 1000;
/** How long a consumer may take to acknowledge before the message is delivered again. */
const ACK_WAIT_MS = 30_000;

/** The NATS connection behind a Nest client proxy. */
export async function natsConnection(client: ClientProxy): Promise<NatsConnection> {
  await client.connect();
  return client.unwrap<NatsConnection>();
}

/**
 * Creates the stream, or brings an existing one to this configuration. Safe when several services
 * or replicas do it at once (the first creates it, the others find it).
 */
export async function ensureStream(nc: NatsConnection, stream: StreamDefinition): Promise<void> {
  const jsm = await nc.jetstreamManager();
  const config = {
    name: stream.name,
    subjects: [...stream.subjects],
    storage: StorageType.File,
    max_age: nanos(MAX_AGE_MS),
    duplicate_window: nanos(DUPLICATE_WINDOW_MS),
  };
  try {
    await jsm.streams.add(config);
  } catch (error) {
    // Already there (with another configuration): update what may change.
    const info = await jsm.streams.info(stream.name).catch(() => undefined);
    if (!info) throw error;
    await jsm.streams.update(stream.name, { subjects: config.subjects, max_age: config.max_age, duplicate_window: config.duplicate_window });
  }
}

/** Redelivery delay after the handler failed `deliveries` times: 1 s, 2 s, 4 s … at most a minute. */
export function redeliveryDelay(deliveries: number): number {
  return Math.min(60_000, 1000 * 2 ** Math.max(0, deliveries - 1));
}

/** Where a consumer reports problems (Nest's Logger fits). Never given personal data: ids and sequence numbers only. */
export interface EventLog {
  warn(message: string): void;
  error(message: string): void;
}

export interface DurableConsumerOptions<S extends z.ZodType> {
  stream: StreamDefinition;
  /** The consumer's durable name: one per consuming service, shared by its replicas. */
  durable: string;
  subject: string;
  schema: S;
  /** Must be idempotent: a message may be delivered more than once. A throw means "try again later". */
  handle(event: z.infer<S>): Promise<void>;
  logger: EventLog;
}

/**
 * A durable JetStream consumer: messages published while the service was down are delivered when it
 * comes back; each message is handled by one replica; a message is acknowledged only after the
 * handler succeeded, redelivered with growing delays when it failed, and terminated (never redelivered)
 * when it does not match its schema.
 */
export class DurableConsumer<S extends z.ZodType> {
  private messages: ConsumerMessages | undefined;
  private loop: Promise<void> | undefined;

  constructor(private readonly options: DurableConsumerOptions<S>) {}

  /** Creates the stream and the consumer when missing, then handles messages until {@link stop}. */
  async start(client: ClientProxy): Promise<void> {
    const nc = await natsConnection(client);
    const { stream, durable, subject } = this.options;
    await ensureStream(nc, stream);
    const jsm = await nc.jetstreamManager();
    const config = { durable_name: durable, ack_policy: AckPolicy.Explicit, deliver_policy: DeliverPolicy.All, filter_subject: subject, ack_wait: nanos(ACK_WAIT_MS), max_deliver: -1 };
    const existing = await jsm.consumers.info(stream.name, durable).catch(() => undefined);
    if (existing) await jsm.consumers.update(stream.name, durable, { ack_wait: config.ack_wait, max_deliver: config.max_deliver, filter_subject: subject });
    else await jsm.consumers.add(stream.name, config).catch(async (error: unknown) => {
      // Another replica created it at the same moment.
      if (!(await jsm.consumers.info(stream.name, durable).catch(() => undefined))) throw error;
    });
    const consumer = await nc.jetstream().consumers.get(stream.name, durable);
    const messages = await consumer.consume({ max_messages: 16 });
    this.messages = messages;
    this.loop = (async () => {
      for await (const message of messages) await this.deliver(message);
    })().catch((error: unknown) => this.options.logger.error(`durable consumer ${durable} stopped: ${errorText(error)}`));
  }

  /**
   * Handles one message as part of the request that caused it (docs/tracing.md, "Events"): the
   * publisher's `x-request-id` and `traceparent` headers (the outbox relay sends the ones of the
   * request that wrote the event) become this handling's request id and the parent of its span, so
   * its log lines and spans join that request's.
   */
  private deliver(message: JsMsg): Promise<void> {
    const { requestId, trace } = incomingMessage(message.subject, message.headers, {
      'messaging.consumer.group.name': this.options.durable,
    });
    return runInRequest({ requestId, trace }, () =>
      runInSpan(trace, async () => {
        const outcome = await this.handleMessage(message);
        endSpan(trace, outcome === 'handled' ? undefined : outcome === 'malformed' ? 'MALFORMED_EVENT' : 'EVENT_FAILED');
      }),
    );
  }

  private async handleMessage(message: JsMsg): Promise<'handled' | 'malformed' | 'failed'> {
    const { schema, handle, logger, durable } = this.options;
    let payload: unknown;
    try {
      payload = message.json();
    } catch {
      payload = undefined;
    }
    const parsed = schema.safeParse(payload);
    if (!parsed.success) {
      logger.warn(`${durable}: malformed ${message.subject} event #${message.seq} terminated`);
      message.term('malformed');
      return 'malformed';
    }
    try {
      await handle(parsed.data);
      message.ack();
      return 'handled';
    } catch (error) {
      const delay = redeliveryDelay(message.info.redeliveryCount);
      logger.warn(`${durable}: ${message.subject} event #${message.seq} failed (${errorText(error)}); again in ${delay} ms`);
      message.nak(delay);
      return 'failed';
    }
  }

  /** Stops taking messages and waits for the one being handled. */
  async stop(): Promise<void> {
    await this.messages?.close();
    await this.loop;
  }
}
