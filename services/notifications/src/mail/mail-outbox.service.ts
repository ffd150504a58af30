import {
  maskEmail,
  type MailKind,
  type MailLogQuery,
  type MailLogReply,
  type NotificationKind,
  type QueueStats,
} from '@avtalt/contracts';
import { defineJob, type JobContext, JobQueue, JobQueueOwner } from '@avtalt/service-kit';
import { Inject, Injectable } from '@nestjs/common';
import { randomBytes, randomUUID } from 'node:crypto';
import { NOTIFICATIONS_CONFIG, type NotificationsConfig } from '../config/notifications.config';
import { Database, type Sql } from '../persistence/database.repository';
import { normaliseEmail } from '../rules/notification.rules';
import { mailContent, type MailParams } from './mail-content.rules';
import { sha256 } from './mail-hash';
import type { MailJob, PreparedMail, Recipient } from './mail-job';
import { LEGACY_MAIL_JOB_NAMES, mailSendPayload } from './mail-send.job';
import { MailRepository } from './mail.repository';
import { MailRenderer } from './mail.renderer';
import { cappedBackoff } from './retry.rules';

export const MAIL_QUEUE = 'mail-send';
/**
 * A send job waits this long before its first attempt: it is added inside the transaction that writes its
 * row, and the commit is normally done by then (a worker that is earlier still waits for it, see MailSender).
 */
export const MAIL_START_DELAY_MS = 1000;

/**
 * A bare address's SHA-256 (invitations: no account), so the invitations one address gets can be counted
 * across senders without storing it; null for a mail to an account (counted by `recipient_user_id`).
 */
const recipientHash = (recipient: Recipient): string | null =>
  recipient.userId ? null : sha256(normaliseEmail(recipient.email));
/** Kinds a person can turn off: their mails carry an unsubscribe link and List-Unsubscribe headers. */
const UNSUBSCRIBABLE = new Set<MailKind>([
  'answered',
  'round-started',
  'completed',
  'disagreement-declared',
  'reminder',
  'invitation',
  'payment-due',
  'review-due',
]);

/**
 * The mail log and the send queue `mail-send`. A mail is a row in `mails` first (state `queued`, the job id
 * is the row id), then a BullMQ job; what one attempt does is MailSender's (docs/notifications.md).
 */
@Injectable()
export class MailOutbox extends JobQueueOwner {
  private readonly renderer: MailRenderer;
  private attempt: ((mail: MailJob, context: JobContext) => Promise<string>) | undefined;

  /** The send job (`mail.send.v1`); jobs the release before queued as `send` run as it too. */
  readonly send;
  protected readonly jobs: JobQueue;

  constructor(
    @Inject(NOTIFICATIONS_CONFIG) private readonly config: NotificationsConfig,
    private readonly db: Database,
    private readonly mails: MailRepository,
  ) {
    super();
    this.renderer = new MailRenderer(config.APP_ORIGIN);
    // Retries double from MAIL_BACKOFF_MS and are at most 10 minutes apart (MAIL_ATTEMPTS cover a day of SMTP
    // downtime). A sent job leaves Redis at once; a failed one (its body, address and any link) stays a day
    // for the queue view, then goes.
    this.send = defineJob({
      id: 'mail.send',
      version: 1,
      payload: mailSendPayload,
      handler: (mail, context) => {
        if (!this.attempt) throw new Error(`${MAIL_QUEUE} ran a job before its sender started`);
        return this.attempt(mail, context);
      },
      options: {
        attempts: config.MAIL_ATTEMPTS,
        backoff: {
          type: 'custom',
          delayMs: (attemptsMade) => cappedBackoff(attemptsMade, config.MAIL_BACKOFF_MS),
        },
        removeOnComplete: true,
        removeOnFail: { age: 24 * 3600, count: 200 },
      },
      legacy: { names: LEGACY_MAIL_JOB_NAMES, payload: (raw) => raw },
    });
    // MAIL_CONCURRENCY mails at once, each claimed for a minute.
    this.jobs = new JobQueue({
      name: MAIL_QUEUE,
      redisUrl: config.REDIS_URL,
      jobs: [this.send],
      concurrency: config.MAIL_CONCURRENCY,
      lockMs: 60_000,
    });
  }

  /**
   * What the worker runs for each send job: MailSender's attempt, given in its constructor, so before the
   * worker starts (this provider's `onModuleInit`). The queue closes only on application shutdown because
   * the timer worker may still queue mails until it stops.
   */
  sendWith(attempt: (mail: MailJob, context: JobContext) => Promise<string>): void {
    this.attempt = attempt;
  }

  /**
   * Writes one mail to the log (state `queued`) in the caller's transaction and renders it, in the
   * recipient's language, into the job; the caller puts it on the queue with {@link enqueue} (before
   * committing: a job whose row never commits finds no row and ends). Every attempt sends the job's text, so a
   * retry never changes language. Kinds a person can turn off get a fresh unsubscribe token (stored as its SHA-256).
   */
  async prepare(
    sql: Sql,
    recipient: Recipient,
    params: MailParams,
    refs: {
      agreementId?: string | null;
      eventId?: string | null;
      senderUserId?: string | null;
      sealedPdf?: { agreementId: string; sha256: string };
    } = {},
  ): Promise<PreparedMail> {
    const id = randomUUID();
    const content = mailContent(params, recipient.language);
    // Ids only: operators (and tests) can match a received mail to its log row.
    const headers: Record<string, string> = { 'X-Avtalt-Mail-Id': id, 'X-Avtalt-Kind': params.kind };
    let unsubscribeUrl: string | null = null;
    if (UNSUBSCRIBABLE.has(params.kind)) {
      const token = randomBytes(32).toString('base64url');
      await this.mails.insertUnsubscribeToken(sql, {
        hash: sha256(token),
        kind: params.kind as NotificationKind,
        userId: recipient.userId,
        emailHash: recipientHash(recipient),
        maskedEmail: maskEmail(recipient.email),
      });
      headers['List-Unsubscribe'] = `<${this.config.APP_ORIGIN}/api/unsubscribe/${token}>`;
      headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
      unsubscribeUrl = `${this.config.APP_ORIGIN}/avmeld#${token}`;
    }
    const rendered = this.renderer.render(content, unsubscribeUrl);
    await this.mails.insertQueued(sql, {
      id,
      kind: params.kind,
      recipientUserId: recipient.userId,
      maskedRecipient: maskEmail(recipient.email),
      recipientHash: recipientHash(recipient),
      agreementId: refs.agreementId ?? null,
      eventId: refs.eventId ?? null,
      senderUserId: refs.senderUserId ?? null,
      subject: content.subject.slice(0, 400),
    });
    return {
      id,
      job: {
        mailId: id,
        to: recipient.email,
        subject: rendered.subject,
        html: rendered.html,
        text: rendered.text,
        headers,
        ...(refs.sealedPdf ? { sealedPdf: refs.sealedPdf } : {}),
        ...(content.attachment ? { attachment: content.attachment } : {}),
      },
    };
  }

  /**
   * Logs a mail that is decided but not sent (an invitation to an address that reached its daily cap): state
   * `withheld`, no body, no job, no unsubscribe token. The row counts against the sender's and the
   * agreement's limits like a sent one, so the sender's reply does not show that the address was capped.
   */
  async withhold(
    sql: Sql,
    recipient: Recipient,
    params: MailParams,
    refs: { agreementId?: string | null; senderUserId?: string | null } = {},
  ): Promise<void> {
    await this.mails.insertWithheld(sql, {
      id: randomUUID(),
      kind: params.kind,
      recipientUserId: recipient.userId,
      maskedRecipient: maskEmail(recipient.email),
      recipientHash: recipientHash(recipient),
      agreementId: refs.agreementId ?? null,
      senderUserId: refs.senderUserId ?? null,
      subject: mailContent(params, recipient.language).subject.slice(0, 400),
    });
  }

  /** Puts prepared mails on the send queue (job id = row id: adding one twice queues it once). */
  async enqueue(mails: readonly PreparedMail[]): Promise<void> {
    await this.jobs.enqueueMany(
      this.send,
      mails.map((mail) => ({ payload: mail.job, options: { jobId: mail.id, delayMs: MAIL_START_DELAY_MS } })),
    );
  }

  /** Removes the send jobs of mails that will not go (their agreement was deleted). */
  async remove(mailIds: readonly string[]): Promise<void> {
    for (const id of mailIds) await this.jobs.remove(id);
  }

  stats(): Promise<QueueStats> {
    return this.jobs.stats();
  }

  /**
   * One page of the mails a query selects, newest first (masked addresses, never bodies; the search in mail.repository.ts), how
   * many it selects in all, and the count per state over the whole log.
   */
  async list(query: MailLogQuery): Promise<MailLogReply> {
    const sql = this.db.sql();
    const rows = await this.mails.page(sql, query);
    const total = await this.mails.count(sql, query);
    const counts = await this.mails.countByState(sql);
    return {
      mails: rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        maskedRecipient: row.masked_recipient,
        agreementId: row.agreement_id,
        state: row.state,
        attempts: row.attempts,
        lastError: row.last_error,
        createdAt: new Date(row.created_at).toISOString(),
        sentAt: row.sent_at ? new Date(row.sent_at).toISOString() : null,
      })),
      total,
      counts: {
        queued: 0,
        sent: 0,
        failed: 0,
        withheld: 0,
        ...Object.fromEntries(counts.map((c) => [c.state, c.n])),
      },
    };
  }
}
