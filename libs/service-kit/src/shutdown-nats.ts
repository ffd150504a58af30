import type { Msg as NatsMsg, NatsConnection, Subscription } from 'nats';
import { RequestContextServerNats } from './nats-server';

/**
 * The service's NATS server ({@link RequestContextServerNats}) with the count of messages being handled,
 * so that a stopping process takes no new message and finishes those it has (docs/graceful-shutdown.md).
 *
 * Nest's own `close()` unsubscribes and closes the connection at once: a handler still writing then has
 * its reply dropped (the caller answers 503 for a write that was committed), or its database pool closed
 * under it. {@link drainIntake} instead drains every subscription (the server stops sending; what it sent
 * before is still handled), waits for the handlers in flight, then drains the connection (their replies
 * are flushed) and closes it.
 *
 * A message is done when its last reply packet (the disposing one, or an error) is published, or, for one
 * without a reply subject or answered outside Nest's publisher, when its handling settles.
 */
export class DrainingServerNats extends RequestContextServerNats {
  private inFlight = 0;
  private readonly awaitingReply = new WeakSet<NatsMsg>();
  private readonly finished = new WeakSet<NatsMsg>();
  private idleWaiters: Array<() => void> = [];
  private drained = false;

  /** Messages being handled now. */
  handling(): number {
    return this.inFlight;
  }

  override handleMessage(channel: string, natsMsg: NatsMsg): Promise<unknown> {
    this.inFlight += 1;
    let handled: Promise<unknown>;
    try {
      handled = super.handleMessage(channel, natsMsg);
    } catch (error) {
      this.done(natsMsg);
      throw error;
    }
    void Promise.resolve(handled).then(
      () => {
        if (!this.awaitingReply.has(natsMsg)) this.done(natsMsg);
      },
      () => this.done(natsMsg),
    );
    return handled;
  }

  override getPublisher(
    natsMsg: NatsMsg,
    id: string,
    ctx: Parameters<RequestContextServerNats['getPublisher']>[2],
  ): (response: unknown) => unknown {
    // A message with a reply subject is done when its last packet is out (onReplied), not when the
    // handler's promise settles: an observable's answer can come later.
    if (natsMsg.reply) this.awaitingReply.add(natsMsg);
    return super.getPublisher(natsMsg, id, ctx);
  }

  protected override onReplied(natsMsg: NatsMsg, code: string | undefined): void {
    try {
      super.onReplied(natsMsg, code);
    } finally {
      // Counted as done even when recording it failed: a stopping process must not wait for it.
      this.done(natsMsg);
    }
  }

  private done(natsMsg: NatsMsg): void {
    if (this.finished.has(natsMsg)) return;
    this.finished.add(natsMsg);
    this.inFlight -= 1;
    if (this.inFlight > 0) return;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const wake of waiters) wake();
  }

  /** Resolves true once no message is being handled, or false after `timeoutMs`. */
  waitIdle(timeoutMs: number): Promise<boolean> {
    if (this.inFlight === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.idleWaiters = this.idleWaiters.filter((w) => w !== wake);
        resolve(false);
      }, timeoutMs);
      const wake = (): void => {
        clearTimeout(timer);
        resolve(true);
      };
      this.idleWaiters.push(wake);
    });
  }

  /**
   * Stops taking messages and finishes those in flight: drains each subscription (UNSUB, and the
   * messages the server sent before it are still handled; other replicas of the queue group get the
   * rest), waits at most `timeoutMs` for the handlers, then drains the connection, which flushes their
   * replies and closes it. Resolves with the number of handlers still running (0 when all finished).
   */
  async drainIntake(timeoutMs: number): Promise<number> {
    let connection: NatsConnection;
    try {
      connection = this.unwrap<NatsConnection>();
    } catch {
      return 0; // never connected
    }
    if (connection.isClosed()) return this.inFlight;
    const subscriptions = (this as unknown as { subscriptions?: Subscription[] }).subscriptions ?? [];
    await Promise.all(
      subscriptions.map((s) => (s.isClosed() ? undefined : s.drain().catch(() => undefined))),
    );
    await this.waitIdle(timeoutMs);
    const left = this.inFlight;
    this.drained = true;
    await connection.drain().catch(() => undefined);
    return left;
  }

  /** Nest's close, which after {@link drainIntake} finds the connection closed already. */
  override async close(): Promise<void> {
    try {
      await super.close();
    } catch (error) {
      if (!this.drained) throw error;
    }
  }
}
