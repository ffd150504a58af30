import { AgreementEventsStream } from '@avtalt/contracts';
import {
  ensureStream,
  errorText,
  natsConnection,
  originHeaders,
  runWithoutDeadline,
} from '@avtalt/service-kit';
import { Logger } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import type { OutboxRepository } from './outbox.repository';

/** Events sent per transaction at most. */
const BATCH = 50;
/** How often the relay looks for events left behind (a crash after the commit, NATS down). */
export const OUTBOX_POLL_MS = 1000;
const PUBLISH_TIMEOUT_MS = 5000;

/**
 * Publishes the outbox's events to JetStream. Kicked after every commit that wrote one, and every
 * second for what is left (an event survives a crash of this process and a NATS outage in the
 * table). An event leaves the table only in the transaction that saw JetStream acknowledge it; it is
 * published with its id as the message id, so a resend after a crash between the two is stored once.
 * Several replicas may run relays: each takes rows the others have not locked.
 */
export class OutboxRelay {
  private readonly logger = new Logger(OutboxRelay.name);
  private running: Promise<void> | undefined;
  private again = false;
  private timer: NodeJS.Timeout | undefined;
  private streamReady = false;
  private failing = false;

  constructor(
    private readonly repo: OutboxRepository,
    private readonly nats: ClientProxy,
  ) {}

  start(): void {
    this.timer = setInterval(() => this.kick(), OUTBOX_POLL_MS);
    this.kick();
  }

  /** Sends what is waiting now; never throws, and never runs twice at once in this process. */
  kick(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    // Background work, also when a request kicks it: not bound to that request's deadline.
    this.running = runWithoutDeadline(() => this.drain())
      .then(() => {
        if (this.failing) this.logger.log('outbox: publishing again');
        this.failing = false;
      })
      .catch((error: unknown) => {
        // Logged once per outage, not every second; the rows stay and are sent on a later kick.
        if (!this.failing) this.logger.warn(`outbox: events not published yet: ${errorText(error)}`);
        this.failing = true;
      })
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Stops polling and waits for a running send. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.again = false;
    await this.running;
  }

  private async drain(): Promise<void> {
    const nc = await natsConnection(this.nats);
    if (!this.streamReady) {
      await ensureStream(nc, AgreementEventsStream);
      this.streamReady = true;
    }
    const js = nc.jetstream();
    for (;;) {
      let taken: string[] = [];
      try {
        const sent = await this.repo.transaction(async (tx) => {
          const events = await this.repo.takeFromOutbox(tx, BATCH);
          taken = events.map((e) => e.id);
          for (const event of events) {
            // With the request id and trace context of the request that wrote the event (docs/tracing.md, "Events").
            const headers = originHeaders(event.origin ?? {});
            await js.publish(event.subject, JSON.stringify(event.payload), {
              msgID: event.id,
              timeout: PUBLISH_TIMEOUT_MS,
              ...(headers ? { headers } : {}),
            });
          }
          if (events.length > 0) await this.repo.removeFromOutbox(tx, taken);
          return events.length;
        });
        if (sent < BATCH) return;
      } catch (error) {
        await this.repo.outboxFailed(taken, String(error)).catch(() => undefined);
        throw error;
      }
    }
  }
}
