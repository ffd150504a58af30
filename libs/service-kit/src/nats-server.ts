import { ErrorCode, Messages } from '@avtalt/contracts';
import { type NatsOptions, ServerNats } from '@nestjs/microservices';
import type { Msg as NatsMsg } from 'nats';
import type { Logger } from 'pino';
import { metrics } from './metrics';
import { natsOutcome } from './operations.rules';
import { deadlineOf, incomingMessage, runInRequest } from './request-context';
import { type ActiveTrace, endSpan, runInSpan } from './tracing';

/**
 * Nest's NATS server, with every incoming message handled inside the request it belongs to (the id
 * from its `x-request-id` header, the deadline from `x-deadline`): each log line written meanwhile
 * carries `requestId`, each call made meanwhile passes both on, and each transaction committed
 * meanwhile checks the deadline first (database.ts). A message whose deadline has already passed
 * (it waited in NATS or in this process, e.g. while the process was stopped) is not handled at all:
 * its caller has answered 503, so doing the work now would apply a write the user was told failed.
 * It gets SERVICE_UNAVAILABLE in case its caller still listens (clocks a little apart).
 *
 * Wrapping the transport's own entry point costs one AsyncLocalStorage `run` per message; a Nest
 * interceptor doing the same cost ~8 % of the comparison's throughput (docs/performance.md). Each
 * handled message is logged at debug level.
 */
export class RequestContextServerNats extends ServerNats {
  constructor(
    options: NonNullable<NatsOptions['options']>,
    private readonly requestLogger: Logger,
  ) {
    super(options);
  }

  /** When each message being handled arrived (for the latency histogram, docs/metrics.md). */
  private readonly arrivals = new WeakMap<NatsMsg, bigint>();
  /** The span of each message being handled, ended with its reply (docs/tracing.md). */
  private readonly traces = new WeakMap<NatsMsg, ActiveTrace>();

  override handleMessage(channel: string, natsMsg: NatsMsg): Promise<unknown> {
    this.arrivals.set(natsMsg, process.hrtime.bigint());
    const { requestId, trace } = incomingMessage(natsMsg.subject, natsMsg.headers);
    const deadline = deadlineOf(natsMsg.headers);
    this.traces.set(natsMsg, trace);
    return runInRequest({ requestId, deadline, trace }, () =>
      runInSpan(trace, () => {
        if (deadline !== undefined && Date.now() >= deadline) return this.refuseExpired(natsMsg, deadline);
        if (this.requestLogger.isLevelEnabled('debug'))
          this.requestLogger.debug({ subject: natsMsg.subject }, 'message received');
        const handled = super.handleMessage(channel, natsMsg);
        // A message without a reply subject has no reply: its span ends when its handler does.
        if (!natsMsg.reply && trace.span) void handled.finally(() => endSpan(trace)).catch(() => undefined);
        return handled;
      }),
    );
  }

  /**
   * Nest's reply function for a message, cut to one NATS message per request: the first packet goes out
   * marked as the last (`isDisposed`), and later ones (a closing packet Nest sends apart, a stream's next
   * value) are dropped. Callers read only the first message (rpcRequest), and NATS lets a service answer
   * each request it received once (`allow_responses`, docs/nats-permissions.md). When it goes out, the
   * message's latency and outcome per subject are recorded.
   */
  override getPublisher(
    natsMsg: NatsMsg,
    id: string,
    ctx: Parameters<ServerNats['getPublisher']>[2],
  ): (response: unknown) => unknown {
    const publish = super.getPublisher(natsMsg, id, ctx) as (response: unknown) => unknown;
    if (!natsMsg.reply) return publish;
    let replied = false;
    return (response: unknown) => {
      if (replied) return undefined;
      replied = true;
      const packet = { ...(response as { err?: unknown } | undefined), isDisposed: true };
      try {
        return publish(packet);
      } finally {
        // After the reply, whatever publish did: bookkeeping must not hide publish's own error.
        try {
          this.onReplied(
            natsMsg,
            packet.err === undefined || packet.err === null ? undefined : errorCodeOf(packet.err),
          );
        } catch (error) {
          this.requestLogger.error({ subject: natsMsg.subject, err: error }, 'recording a reply failed');
        }
      }
    };
  }

  /**
   * Called once per message with a reply subject, when its reply has been published; `code` is the
   * error's. Records the latency and outcome; a subclass that
   * counts the messages in flight (DrainingServerNats) extends it.
   */
  protected onReplied(natsMsg: NatsMsg, code: string | undefined): void {
    this.observe(natsMsg, code);
  }

  private observe(natsMsg: NatsMsg, code: string | undefined): void {
    const arrived = this.arrivals.get(natsMsg);
    const seconds = arrived === undefined ? 0 : Number(process.hrtime.bigint() - arrived) / 1e9;
    metrics.natsServerDuration().observe({ subject: natsMsg.subject, outcome: natsOutcome(code) }, seconds);
    if (code !== undefined) metrics.natsServerErrors().inc({ subject: natsMsg.subject, code });
    endSpan(this.traces.get(natsMsg), code);
  }

  /** Answers a message that arrived after its caller gave up, without handling it. */
  private async refuseExpired(natsMsg: NatsMsg, deadline: number): Promise<void> {
    this.requestLogger.warn(
      { subject: natsMsg.subject, lateMs: Date.now() - deadline },
      'message refused: its caller stopped waiting',
    );
    if (!natsMsg.reply) return endSpan(this.traces.get(natsMsg), ErrorCode.ServiceUnavailable);
    let id: unknown;
    try {
      id = (JSON.parse(natsMsg.string()) as { id?: unknown }).id;
    } catch {
      // not Nest's packet: answer without an id
    }
    this.observe(natsMsg, ErrorCode.ServiceUnavailable);
    natsMsg.respond(
      JSON.stringify({
        id,
        isDisposed: true,
        err: { code: ErrorCode.ServiceUnavailable, message: Messages.serviceUnavailable },
      }),
    );
  }
}

/** The code of an error packet (`{code, message}` of a DomainError), or UNKNOWN for anything else. */
function errorCodeOf(err: unknown): string {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[A-Z_]{1,40}$/.test(code) ? code : 'UNKNOWN';
}
