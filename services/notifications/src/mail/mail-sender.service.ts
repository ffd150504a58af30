import { DocumentsRpc } from '@avtalt/contracts';
import { JobFailedForGood, type JobContext, metrics, rpcRequest } from '@avtalt/service-kit';
import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import { createTransport, type Transporter } from 'nodemailer';
import { NOTIFICATIONS_CONFIG, type NotificationsConfig } from '../config/notifications.config';
import { NOTIFICATIONS_NATS } from '../events/contacts';
import { Database } from '../persistence/database.repository';
import { pdfAttachmentName } from '../rules/notification.rules';
import { sha256 } from './mail-hash';
import type { MailJob } from './mail-job';
import { MailOutbox } from './mail-outbox.service';
import { MailRepository } from './mail.repository';

/** How long a worker waits again, without using an attempt, for a row being committed or claimed elsewhere. */
const RECHECK_MS = 1000;

/**
 * One send attempt of a `mail-send` job: claims the mail's row, hands the mail to SMTP and marks it `sent`
 * (with SMTP's message id) or, after the last attempt, `failed` with the reason (docs/notifications.md).
 */
@Injectable()
export class MailSender implements OnApplicationShutdown {
  private readonly logger = new Logger(MailSender.name);
  private readonly transport: Transporter;

  constructor(
    @Inject(NOTIFICATIONS_CONFIG) private readonly config: NotificationsConfig,
    private readonly db: Database,
    private readonly mails: MailRepository,
    outbox: MailOutbox,
    @Inject(NOTIFICATIONS_NATS) private readonly nats: ClientProxy,
  ) {
    // Both before the send worker starts (MailOutbox's onModuleInit): it may take a job at once. The transport
    // opens no connection until a mail is sent.
    this.transport = createTransport(this.config.SMTP_URL, {
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
      from: this.config.MAIL_FROM,
    } as never);
    // The kit logs each failed attempt (the job's id and attempt, and the reason thrown below, without addresses).
    outbox.sendWith((mail, context) => this.process(mail, context));
  }

  /** Once the worker has stopped (its mails being sent finish first), SMTP closes. */
  onApplicationShutdown(): void {
    this.transport.close();
  }

  /**
   * One send attempt. The row is claimed for a minute (so a second worker that got the same job after a
   * stall waits instead of sending too); a row already sent or failed is skipped, so a retried or
   * re-added job never sends twice. Only ids and SMTP's answer are logged.
   */
  private async process(mail: MailJob, context: JobContext): Promise<string> {
    const { mailId } = mail;
    const sql = this.db.sql();
    if (!(await this.mails.claim(sql, mailId))) {
      const state = await this.mails.stateOf(sql, mailId);
      if (state && state !== 'queued') return `already ${state}`;
      if (!state) {
        const fate = await this.rowFate(mail);
        if (fate === 'rolled back') return 'orphan'; // its event is handled again, with new rows and jobs
        if (fate === 'committed') return this.process(mail, context);
      }
      // Not committed yet, or claimed by another worker (a stalled job taken up twice): look again soon,
      // without using one of the job's attempts (a last attempt must not end here and leave the row queued).
      return context.postpone(RECHECK_MS);
    }
    try {
      const { sealedPdf, attachment } = mail;
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
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        headers: mail.headers,
        attachments,
      });
      await this.mails.markSent(sql, mailId, String(info.messageId ?? '').slice(0, 300));
      metrics.mailsSent().inc();
      this.logger.log(`mail ${mailId} sent`);
      return 'sent';
    } catch (error) {
      metrics.mailsFailed().inc();
      const reason = oneLine(error instanceof Error ? error.message : String(error)).slice(0, 500);
      await this.mails.recordFailure(sql, mailId, reason, context.lastAttempt);
      if (isPermanent(error)) {
        await this.mails.markFailed(sql, mailId);
        throw new JobFailedForGood(reason);
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

  /**
   * Whether the transaction that wrote a mail's row committed: inserting a row with the same id waits for
   * that transaction to end (a unique key held by an open transaction), then conflicts if it committed or
   * succeeds if it rolled back. The probe's insert is always rolled back; it waits at most 20 s.
   */
  private async rowFate(mail: MailJob): Promise<'committed' | 'rolled back' | 'open'> {
    try {
      await this.db.transaction(async (sql) => {
        const rolledBack = await this.mails.probeRowWriter(
          sql,
          mail.mailId,
          mail.headers['X-Avtalt-Kind'] ?? 'unknown',
        );
        throw new Probe(rolledBack ? 'rolled back' : 'committed');
      });
    } catch (error) {
      if (error instanceof Probe) return error.message as 'committed' | 'rolled back';
      if ((error as { code?: string }).code === '55P03') return 'open'; // lock_timeout: still not committed
      throw error;
    }
    return 'open';
  }
}

/** Thrown to roll the probe's transaction back, carrying what it found. */
class Probe extends Error {}

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
