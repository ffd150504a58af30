import type { ClientProxy } from '@nestjs/microservices';
import {
  AckPolicy,
  type ConsumerMessages,
  DeliverPolicy,
  type JsMsg,
  type NatsConnection,
  nanos,
  StorageType,
} from 'nats';
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
 * Creates the stream, or brings an existing one to this configuration: called by the stream's publisher
 * only, whose NATS user alone may (consumers wait for it, {@link DurableConsumer}). Safe when several
 * replicas do it at once (the first creates it, the others find it).
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
    await jsm.streams.update(stream.name, {
      subjects: config.subjects,
      max_age: config.max_age,
      duplicate_window: config.duplicate_window,
    });
  }
}

/** Redelivery delay after the handler failed `deliveries` times: 1 s, 2 s, 4 s … at most a minute. */
export function redeliveryDelay(deliveries: number): number {
  return Math.min(60_000, 1000 * 2 ** Math.max(0, deliveries - 1));
}

/** How long a consumer waits before its `attempt`-th look for a stream that does not exist yet: 0.5 s, 1 s, 2 s … at most 5 s. */
export function streamWaitDelay(attempt: number): number {
  return Math.min(5000, 500 * 2 ** Math.max(0, attempt - 1));
}

/** JetStream's error code for a stream that does not exist (`stream not found`). */
const STREAM_NOT_FOUND = 10059;

function isStreamNotFound(error: unknown): boolean {
  return (
    (error as { api_error?: { err_code?: number } } | undefined)?.api_error?.err_code === STREAM_NOT_FOUND
  );
}

/** Where a consumer reports problems (Nest's Logger fits). Never given personal data: ids and sequence numbers only. */
export interface EventLog {
  log?(message: string): void;
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
 *
 * The stream is its publisher's: a consumer's NATS user may not create or update it
 * (docs/nats-permissions.md), so a consumer started before the publisher waits for the stream.
 */
export class DurableConsumer<S extends z.ZodType> {
  private messages: ConsumerMessages | undefined;
  private loop: Promise<void> | undefined;
  private stopped = false;
  private waiting: { timer: ReturnType<typeof setTimeout>; wake: () => void } | undefined;
  private waitLoop: Promise<void> | undefined;

  constructor(private readonly options: DurableConsumerOptions<S>) {}

  /**
   * Creates the consumer when missing, then handles messages until {@link stop}. When the stream does
   * not exist yet (services start in any order), it resolves at once and keeps looking for the stream
   * in the background (logged once), so the service starts all the same.
   */
  async start(client: ClientProxy): Promise<void> {
    const nc = await natsConnection(client);
    if (await this.attach(nc)) return;
    const { stream, durable, logger } = this.options;
    logger.warn(
      `${durable}: stream ${stream.name} does not exist yet (its publisher creates it); consuming once it does`,
    );
    this.waitLoop = this.waitForStream(nc);
  }

  /** Creates or updates the consumer and starts taking messages; false when the stream does not exist. */
  private async attach(nc: NatsConnection): Promise<boolean> {
    const { stream, durable, subject } = this.options;
    const jsm = await nc.jetstreamManager();
    try {
      await jsm.streams.info(stream.name);
    } catch (error) {
      if (isStreamNotFound(error)) return false;
      throw error;
    }
    const config = {
      durable_name: durable,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      filter_subject: subject,
      ack_wait: nanos(ACK_WAIT_MS),
      max_deliver: -1,
    };
    const existing = await jsm.consumers.info(stream.name, durable).catch(() => undefined);
    if (existing)
      await jsm.consumers.update(stream.name, durable, {
        ack_wait: config.ack_wait,
        max_deliver: config.max_deliver,
        filter_subject: subject,
      });
    else
      await jsm.consumers.add(stream.name, config).catch(async (error: unknown) => {
        // Another replica created it at the same moment.
        if (!(await jsm.consumers.info(stream.name, durable).catch(() => undefined))) throw error;
      });
    const consumer = await nc.jetstream().consumers.get(stream.name, durable);
    const messages = await consumer.consume({ max_messages: 16 });
    this.messages = messages;
    this.loop = (async () => {
      for await (const message of messages) await this.deliver(message);
    })().catch((error: unknown) =>
      this.options.logger.error(`durable consumer ${durable} stopped: ${errorText(error)}`),
    );
    return true;
  }

  /** Looks again with growing pauses until the stream exists or the consumer is stopped; never throws. */
  private async waitForStream(nc: NatsConnection): Promise<void> {
    const { stream, durable, logger } = this.options;
    let failing = false;
    for (let attempt = 1; ; attempt++) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, streamWaitDelay(attempt));
        this.waiting = { timer, wake: resolve };
      });
      this.waiting = undefined;
      if (this.stopped) return;
      try {
        if (await this.attach(nc)) {
          (logger.log ?? logger.warn).call(logger, `${durable}: stream ${stream.name} is there; consuming`);
          return;
        }
      } catch (error) {
        // NATS away or a refused request: said once per outage, and looked for again.
        if (!failing) logger.error(`${durable}: waiting for stream ${stream.name}: ${errorText(error)}`);
        failing = true;
      }
    }
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
        endSpan(
          trace,
          outcome === 'handled' ? undefined : outcome === 'malformed' ? 'MALFORMED_EVENT' : 'EVENT_FAILED',
        );
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
      logger.warn(
        `${durable}: ${message.subject} event #${message.seq} failed (${errorText(error)}); again in ${delay} ms`,
      );
      message.nak(delay);
      return 'failed';
    }
  }

  /** Stops taking messages and waits for the one being handled. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.waiting) {
      clearTimeout(this.waiting.timer);
      this.waiting.wake();
    }
    await this.waitLoop;
    await this.messages?.close();
    await this.loop;
  }
}
