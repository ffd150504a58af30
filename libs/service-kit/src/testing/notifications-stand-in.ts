/**
 * A stand-in for the notifications service's account-mail subject, for integration tests of identity and
 * the gateway (issue 17): a real NATS responder on `notifications.mails.send-account.v1` (and its health
 * subject) that checks each request against the contract's schema, keeps it, and answers `{queued: true}`
 * as the service does once the mail is queued. The tokens the tests follow are taken from these requests —
 * the same token the mail's link carries. With the notifications service running, its own tests follow
 * the link from a mail received by a real SMTP server.
 */
import {
  type AccountLinkMailMessage,
  NotificationsRpc,
  type SendAccountMailMessage,
  type SendSigningCodeMessage,
} from '@avtalt/contracts';
import { connect, type NatsConnection, type Subscription } from 'nats';
import { eventually, testInfra } from './test-env';

export class NotificationsStandIn {
  /** Every account mail asked for, in order (each checked against `sendAccountMailMessageSchema`). */
  readonly mails: SendAccountMailMessage[] = [];
  /** Every signing code asked to be mailed (issue 18; checked against `sendSigningCodeMessageSchema`). */
  readonly signingCodes: SendSigningCodeMessage[] = [];
  /** Requests that did not match the contract (a test expects none). */
  readonly malformed: unknown[] = [];
  private subscriptions: Subscription[] = [];

  private constructor(private readonly nc: NatsConnection) {}

  static async start(): Promise<NotificationsStandIn> {
    const standIn = new NotificationsStandIn(await connect({ servers: testInfra().natsUrl }));
    standIn.up();
    await standIn.nc.flush();
    return standIn;
  }

  /** Answers again (after {@link down}). */
  up(): void {
    if (this.subscriptions.length > 0) return;
    this.subscriptions = [
      this.respond(NotificationsRpc.sendAccountMail.subject, (data) => {
        const parsed = NotificationsRpc.sendAccountMail.request.safeParse(data);
        if (!parsed.success) {
          this.malformed.push(data);
          return undefined;
        }
        this.mails.push(parsed.data);
        return { queued: true };
      }),
      this.respond(NotificationsRpc.sendSigningCode.subject, (data) => {
        const parsed = NotificationsRpc.sendSigningCode.request.safeParse(data);
        if (!parsed.success) {
          this.malformed.push(data);
          return undefined;
        }
        this.signingCodes.push(parsed.data);
        return { queued: true, maskedEmail: 'k***@example.no' };
      }),
      this.respond(NotificationsRpc.health.subject, () => ({
        service: 'notifications',
        status: 'ok',
        database: 'ok',
      })),
    ];
  }

  /** Stops answering, as a notifications service that is down (callers get no responder). */
  async down(): Promise<void> {
    for (const s of this.subscriptions) s.unsubscribe();
    this.subscriptions = [];
    await this.nc.flush();
  }

  async stop(): Promise<void> {
    await this.down();
    await this.nc.close();
  }

  /** The mails of a kind sent to an address, so far. */
  mailsTo(email: string, kind?: SendAccountMailMessage['kind']): SendAccountMailMessage[] {
    return this.mails.filter(
      (m) => m.email === email.toLowerCase() && (kind === undefined || m.kind === kind),
    );
  }

  /** Waits for the `n`-th mail (1-based) of the kind to the address and gives its token. */
  async tokenFor(email: string, kind: AccountLinkMailMessage['kind'], n = 1): Promise<string> {
    const mail = await eventually(async () => this.mailsTo(email, kind)[n - 1], 10_000, `${kind} mail #${n}`);
    // Only link mails carry a token ('email-changed' and 'data-export' have none); `kind` is one of them.
    if (!('token' in mail)) throw new Error(`a ${mail.kind} mail has no token`);
    return mail.token;
  }

  /** Waits for the `n`-th signing code (1-based) mailed to the user for the agreement and gives the code. */
  async signingCodeFor(userId: string, agreementId: string, n = 1): Promise<string> {
    const mail = await eventually(
      async () =>
        this.signingCodes.filter((m) => m.userId === userId && m.agreementId === agreementId)[n - 1],
      10_000,
      `signing code #${n}`,
    );
    return mail.code;
  }

  /** Answers Nest's request packets (`{pattern, data, id}` → `{response, isDisposed, id}`). */
  private respond(subject: string, answer: (data: unknown) => unknown): Subscription {
    return this.nc.subscribe(subject, {
      callback: (error, msg) => {
        if (error) return;
        let packet: { data?: unknown; id?: string } = {};
        try {
          packet = msg.json();
        } catch {
          // not a packet: answered as malformed below
        }
        const response = answer(packet.data);
        msg.respond(
          JSON.stringify(
            response === undefined
              ? {
                  err: { code: 'VALIDATION_FAILED', message: 'Ugyldig melding' },
                  isDisposed: true,
                  id: packet.id,
                }
              : { response, isDisposed: true, id: packet.id },
          ),
        );
      },
    });
  }
}
