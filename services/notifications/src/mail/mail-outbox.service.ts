import {
  DocumentsRpc,
  maskEmail,
  type MailKind,
  type MailLogQuery,
  type MailLogReply,
  type MailState,
  type NotificationKind,
  type QueueStats,
} from '@avtalt/contracts';
import { metrics, queueStats, redisConnectionOptions, rpcRequest, watchQueue } from '@avtalt/service-kit';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationShutdown,
  type OnModuleDestroy,
  type OnModuleInit,
} from '@nestjs/common';
import { DelayedError, type Job, Queue, UnrecoverableError, Worker } from 'bullmq';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { ClientProxy } from '@nestjs/microservices';
import { createTransport, type Transporter } from 'nodemailer';
import { NOTIFICATIONS_CONFIG, type NotificationsConfig } from '../config/notifications.config';
import { NOTIFICATIONS_NATS } from '../events/contacts';
import { normaliseEmail, pdfAttachmentName } from '../rules/notification.rules';
import { mailContent, type MailParams } from './mail-content.rules';
import { mailLogFilter } from './mail-log.rules';
import { MailRenderer } from './mail.renderer';
import { CAPPED_BACKOFF, cappedBackoff } from './retry.rules';

export const MAIL_QUEUE = 'mail-send';
/**
 * A send job waits this long before its first attempt: it is added inside the transaction that writes its
 * row, and the commit is normally done by then (a worker that is earlier still waits for it, see `process`).
 */
export const MAIL_START_DELAY_MS = 1000;
/** How long a worker waits again, without using an attempt, for a row being committed or claimed elsewhere. */
const RECHECK_MS = 1000;

/** A connection or the transaction a handler runs in. */
export interface Sql {
  execute<T = Record<string, unknown>[]>(sql: string, params?: unknown[]): Promise<T>;
}

/** Who gets a mail: an account (its id, for preferences and unsubscribe) or a bare address (invitations). */
export interface Recipient {
  userId: string | null;
  email: string;
}

/** A mail written to the log and waiting to be put on the queue once its transaction commits. */
export interface PreparedMail {
  id: string;
  job: MailJob;
}

/** The send job: everything SMTP needs. Lives in Redis only until sent (removed on completion). */
export interface MailJob {
  mailId: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
  /**
   * The sealed PDF of a signed agreement to attach (issue 18): fetched from documents
   * (`DocumentsRpc.sealedPdf`) when the mail is sent, checked against this SHA-256, never kept in Redis.
   */
  sealedPdf?: { agreementId: string; sha256: string };
  /**
   * A small file made when the mail was decided (the audit receipt, issue 31: hashes and the title), kept
   * in the job like the body and sent as an attachment.
   */
  attachment?: { fileName: string; content: string; contentType: string };
}

export const sha256 = (value: string | Buffer): string => createHash('sha256').update(value).digest('hex');
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
]);

/**
 * The mail log and the send queue. A mail is a row in `mails` first (state `queued`, the job id is the
 * row id), then a BullMQ job; the worker claims the row, hands the mail to SMTP and marks it `sent` (with
 * SMTP's message id) or, after the last attempt, `failed` with the reason. Retries back off
 * exponentially (MAIL_BACKOFF_MS doubling, MAIL_ATTEMPTS attempts). docs/notifications.md.
 */
@Injectable()
export class MailOutbox implements OnModuleInit, OnModuleDestroy, OnApplicationShutdown {
  private readonly logger = new Logger(MailOutbox.name);
  private readonly renderer = new MailRenderer();
  private queue!: Queue<MailJob>;
  private worker: Worker<MailJob> | undefined;
  private transport!: Transporter;

  constructor(
    @Inject(NOTIFICATIONS_CONFIG) private readonly config: NotificationsConfig,
    private readonly em: EntityManager,
    @Inject(NOTIFICATIONS_NATS) private readonly nats: ClientProxy,
  ) {}

  async onModuleInit(): Promise<void> {
    const connection = redisConnectionOptions(this.config.REDIS_URL);
    this.transport = createTransport(this.config.SMTP_URL, {
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
      from: this.config.MAIL_FROM,
    } as never);
    this.queue = new Queue(MAIL_QUEUE, { connection });
    this.worker = new Worker(MAIL_QUEUE, (job, token) => this.process(job, token), {
      connection,
      concurrency: this.config.MAIL_CONCURRENCY,
      lockDuration: 60_000,
      // Doubling from MAIL_BACKOFF_MS, at most 10 minutes apart: MAIL_ATTEMPTS cover a day of SMTP downtime.
      settings: {
        backoffStrategy: (attemptsMade) => cappedBackoff(attemptsMade, this.config.MAIL_BACKOFF_MS),
      },
    });
    this.worker.on('failed', (job, error) =>
      this.logger.warn(`mail ${job?.id} attempt ${job?.attemptsMade} failed: ${oneLine(error.message)}`),
    );
    watchQueue(this.queue, this.worker);
    await Promise.all([this.queue.waitUntilReady(), this.worker.waitUntilReady()]);
  }

  /** Shutdown (docs/graceful-shutdown.md): the worker finishes its mails being sent (SMTP stays open for them) and takes no new one. */
  async onModuleDestroy(): Promise<void> {
    await this.worker?.close();
  }

  /** Then (the activity worker may still queue mails until it stops) the queue and SMTP close. */
  async onApplicationShutdown(): Promise<void> {
    await this.queue?.close();
    this.transport?.close();
  }

  /** The SQL of the entity manager a caller works in (its transaction, or a fresh connection). */
  sql(em: EntityManager = this.em.fork()): Sql {
    return { execute: <T>(query: string, params: unknown[] = []) => em.execute(query, params) as Promise<T> };
  }

  /**
   * Writes one mail to the log (state `queued`) in the caller's transaction and renders it; the caller
   * puts it on the queue with {@link enqueue} (before committing: a job whose row never commits finds no
   * row and ends). Kinds a person can turn off get a fresh unsubscribe token (stored as its SHA-256).
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
    const content = mailContent(params);
    // Ids only: operators (and tests) can match a received mail to its log row.
    const headers: Record<string, string> = { 'X-Avtalt-Mail-Id': id, 'X-Avtalt-Kind': params.kind };
    let unsubscribeUrl: string | null = null;
    if (UNSUBSCRIBABLE.has(params.kind)) {
      const token = randomBytes(32).toString('base64url');
      await sql.execute(
        'insert into unsubscribe_tokens (token_hash, kind, user_id, email_hash, masked_email) values (?, ?, ?, ?, ?)',
        [
          sha256(token),
          params.kind as NotificationKind,
          recipient.userId,
          recipientHash(recipient),
          maskEmail(recipient.email),
        ],
      );
      headers['List-Unsubscribe'] = `<${this.config.APP_ORIGIN}/api/unsubscribe/${token}>`;
      headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
      unsubscribeUrl = `${this.config.APP_ORIGIN}/avmeld#${token}`;
    }
    const rendered = this.renderer.render(content, unsubscribeUrl);
    await sql.execute(
      `insert into mails (id, kind, recipient_user_id, masked_recipient, recipient_hash, agreement_id, event_id, sender_user_id, subject, state)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, 'queued')`,
      [
        id,
        params.kind,
        recipient.userId,
        maskEmail(recipient.email),
        recipientHash(recipient),
        refs.agreementId ?? null,
        refs.eventId ?? null,
        refs.senderUserId ?? null,
        content.subject.slice(0, 400),
      ],
    );
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
    await sql.execute(
      `insert into mails (id, kind, recipient_user_id, masked_recipient, recipient_hash, agreement_id, sender_user_id, subject, state)
       values (?, ?, ?, ?, ?, ?, ?, ?, 'withheld')`,
      [
        randomUUID(),
        params.kind,
        recipient.userId,
        maskEmail(recipient.email),
        recipientHash(recipient),
        refs.agreementId ?? null,
        refs.senderUserId ?? null,
        mailContent(params).subject.slice(0, 400),
      ],
    );
  }

  /** Puts prepared mails on the send queue (job id = row id: adding one twice queues it once). */
  async enqueue(mails: readonly PreparedMail[]): Promise<void> {
    if (mails.length === 0) return;
    await this.queue.addBulk(
      mails.map((mail) => ({
        name: 'send',
        data: mail.job,
        opts: {
          jobId: mail.id,
          delay: MAIL_START_DELAY_MS,
          attempts: this.config.MAIL_ATTEMPTS,
          backoff: { type: CAPPED_BACKOFF },
          removeOnComplete: true,
          // A failed job (its body, address and any link) stays a day for the queue view, then goes.
          removeOnFail: { age: 24 * 3600, count: 200 },
        },
      })),
    );
  }

  /** Removes the send jobs of mails that will not go (their agreement was deleted). */
  async remove(mailIds: readonly string[]): Promise<void> {
    for (const id of mailIds) await this.queue.remove(id).catch(() => undefined);
  }

  stats(): Promise<QueueStats> {
    return queueStats(this.queue);
  }

  /**
   * One page of the mails a query selects, newest first (masked addresses, never bodies; mail-log.rules.ts), how
   * many it selects in all, and the count per state over the whole log.
   */
  async list(query: MailLogQuery): Promise<MailLogReply> {
    const sql = this.sql();
    const filter = mailLogFilter(query);
    const rows = await sql.execute<MailRow[]>(
      `select id, kind, masked_recipient, agreement_id, state, attempts, last_error, created_at, sent_at from mails
        ${filter.where} order by created_at desc, id limit ? offset ?`,
      [...filter.params, query.limit, query.offset],
    );
    const [{ n: total }] = await sql.execute<{ n: number }[]>(
      `select count(*)::int as n from mails ${filter.where}`,
      filter.params,
    );
    const counts = await sql.execute<{ state: MailState; n: number }[]>(
      'select state, count(*)::int as n from mails group by state',
    );
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

  /**
   * One send attempt. The row is claimed for a minute (so a second worker that got the same job after a
   * stall waits instead of sending too); a row already sent or failed is skipped, so a retried or
   * re-added job never sends twice. Only ids and SMTP's answer are logged.
   */
  private async process(job: Job<MailJob>, token?: string): Promise<string> {
    const { mailId } = job.data;
    const sql = this.sql();
    const claimed = await sql.execute<{ id: string }[]>(
      `update mails set attempts = attempts + 1, claimed_until = now() + interval '60 seconds'
        where id = ? and state = 'queued' and (claimed_until is null or claimed_until < now()) returning id`,
      [mailId],
    );
    if (claimed.length === 0) {
      const [row] = await sql.execute<{ state: MailState }[]>('select state from mails where id = ?', [
        mailId,
      ]);
      if (row && row.state !== 'queued') return `already ${row.state}`;
      if (!row) {
        const fate = await this.rowFate(job);
        if (fate === 'rolled back') return 'orphan'; // its event is handled again, with new rows and jobs
        if (fate === 'committed') return this.process(job, token);
      }
      // Not committed yet, or claimed by another worker (a stalled job taken up twice): look again soon,
      // without using one of the job's attempts (a last attempt must not end here and leave the row queued).
      await job.moveToDelayed(Date.now() + RECHECK_MS, token);
      throw new DelayedError();
    }
    try {
      const { sealedPdf, attachment } = job.data;
      const files = [
        ...(sealedPdf ? [await this.sealedPdfAttachment(sealedPdf)] : []),
        ...(attachment
          ? [
              {
                filename: attachment.fileName,
                content: attachment.content,
                contentType: attachment.contentType,
              },
            ]
          : []),
      ];
      const attachments = files.length > 0 ? files : undefined;
      const info = await this.transport.sendMail({
        from: this.config.MAIL_FROM,
        to: job.data.to,
        subject: job.data.subject,
        html: job.data.html,
        text: job.data.text,
        headers: job.data.headers,
        attachments,
      });
      await sql.execute(
        "update mails set state = 'sent', smtp_message_id = ?, sent_at = now(), claimed_until = null, last_error = null where id = ?",
        [String(info.messageId ?? '').slice(0, 300), mailId],
      );
      metrics.mailsSent().inc();
      this.logger.log(`mail ${mailId} sent`);
      return 'sent';
    } catch (error) {
      metrics.mailsFailed().inc();
      const reason = oneLine(error instanceof Error ? error.message : String(error)).slice(0, 500);
      const last = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      await sql.execute(
        `update mails set last_error = ?, claimed_until = null, state = ${last ? "'failed'" : 'state'} where id = ?`,
        [reason, mailId],
      );
      if (isPermanent(error)) {
        await sql.execute("update mails set state = 'failed' where id = ?", [mailId]);
        throw new UnrecoverableError(reason);
      }
      // The reason without addresses: BullMQ keeps it as the job's failedReason (queue stats).
      throw new Error(reason);
    }
  }

  /**
   * The sealed PDF as an attachment, asked of documents now (not stored with the job). Not ready, another
   * file than the mail names, or documents away: the attempt fails and is retried like an SMTP failure.
   */
  private async sealedPdfAttachment(ref: {
    agreementId: string;
    sha256: string;
  }): Promise<{ filename: string; content: Buffer; contentType: string }> {
    const reply = await rpcRequest(this.nats, DocumentsRpc.sealedPdf, { agreementId: ref.agreementId });
    if (reply.status !== 'ready') throw new Error('the sealed PDF is not ready yet');
    const content = Buffer.from(reply.pdfBase64, 'base64');
    if (reply.sha256 !== ref.sha256 || sha256(content) !== ref.sha256)
      throw new Error('the sealed PDF does not have the SHA-256 the mail names');
    return { filename: pdfAttachmentName(reply.fileName), content, contentType: 'application/pdf' };
  }

  private async rowFate(job: Job<MailJob>): Promise<'committed' | 'rolled back' | 'open'> {
    try {
      await this.em.fork().transactional(async (em) => {
        await em.execute("set local lock_timeout = '20s'");
        const inserted = (await em.execute(
          `insert into mails (id, kind, masked_recipient, subject, state) values (?, ?, '***', '', 'failed')
           on conflict (id) do nothing returning id`,
          [job.data.mailId, job.data.headers['X-Avtalt-Kind'] ?? 'unknown'],
        )) as unknown[];
        throw new Probe(inserted.length > 0 ? 'rolled back' : 'committed');
      });
    } catch (error) {
      if (error instanceof Probe) return error.message as 'committed' | 'rolled back';
      if ((error as { code?: string }).code === '55P03') return 'open'; // lock_timeout: still not committed
      throw error;
    }
    return 'open';
  }
}

/**
 * Whether the transaction that wrote a mail's row committed: inserting a row with the same id waits for
 * that transaction to end (a unique key held by an open transaction), then conflicts if it committed or
 * succeeds if it rolled back. The probe's insert is always rolled back; it waits at most 20 s.
 */
class Probe extends Error {}

interface MailRow {
  id: string;
  kind: MailKind;
  masked_recipient: string;
  agreement_id: string | null;
  state: MailState;
  attempts: number;
  last_error: string | null;
  created_at: string | Date;
  sent_at: string | Date | null;
}

/** SMTP's answer without line breaks and without any address in it (a 550 may quote the recipient). */
function oneLine(message: string): string {
  return message
    .replace(/\s+/g, ' ')
    .replace(/[^\s<>@]+@[^\s<>@]+/g, '[adresse]')
    .trim();
}

/** A 5xx answer to the recipient (no such mailbox): retrying will not help. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: number }).responseCode;
  return (
    typeof code === 'number' &&
    code >= 500 &&
    code < 600 &&
    (error as { command?: string }).command === 'RCPT TO'
  );
}
