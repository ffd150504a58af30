import { DocumentMessages, ErrorCode, type QueueStats, type RenderPdfMessage, type RenderPdfReply } from '@avtalt/contracts';
import { DomainError, queueStats, redisConnectionOptions } from '@avtalt/service-kit';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { type Job, Queue, QueueEvents, Worker } from 'bullmq';
import { createHash } from 'node:crypto';
import { DOCUMENTS_CONFIG, type DocumentsConfig } from '../config/documents.config';
import { PdfEntity } from './pdf.entity';
import { PdfRenderer } from './pdf.renderer';

export const PDF_QUEUE = 'pdf-render';
type PdfJob = RenderPdfMessage & { hash: string };

export function pdfHash({ html, title }: Pick<RenderPdfMessage, 'html' | 'title'>): string {
  return createHash('sha256').update(title).update('\u0000').update(html).digest('hex');
}

/**
 * A stored PDF is served at once; otherwise a BullMQ job renders it (job id = content hash, so
 * simultaneous requests share one job) and the request waits a bounded time. Jobs are in Redis (AOF):
 * a worker that dies mid-job leaves a stalled job that another worker, or this one after a restart,
 * takes up again.
 */
@Injectable()
export class PdfService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(PdfService.name);
  private queue!: Queue<PdfJob>;
  private events!: QueueEvents;
  private worker!: Worker<PdfJob>;

  constructor(
    @Inject(DOCUMENTS_CONFIG) private readonly config: DocumentsConfig,
    private readonly em: EntityManager,
    private readonly renderer: PdfRenderer,
  ) {}

  async onModuleInit(): Promise<void> {
    const connection = redisConnectionOptions(this.config.REDIS_URL);
    this.queue = new Queue(PDF_QUEUE, { connection });
    this.events = new QueueEvents(PDF_QUEUE, { connection });
    this.worker = new Worker(PDF_QUEUE, (job) => this.process(job), {
      connection,
      concurrency: this.config.PDF_CONCURRENCY,
      lockDuration: this.config.PDF_LOCK_MS,
      stalledInterval: Math.max(1000, Math.floor(this.config.PDF_LOCK_MS / 2)),
    });
    this.worker.on('failed', (job, error) => this.logger.warn(`PDF job ${job?.id} failed: ${error.message}`));
    await Promise.all([this.queue.waitUntilReady(), this.events.waitUntilReady(), this.worker.waitUntilReady()]);
  }

  async onModuleDestroy(): Promise<void> {
    await this.worker?.close();
    await this.events?.close();
    await this.queue?.close();
  }

  async render(message: RenderPdfMessage): Promise<RenderPdfReply> {
    const reply = await this.renderStored(message);
    // The PDF belongs to the agreement it was asked for, and is deleted with it (agreement.deleted).
    await this.em
      .fork()
      .getConnection()
      .execute('insert into pdf_agreements (hash, agreement_id) select ?, ? where exists (select 1 from pdfs where hash = ?) on conflict do nothing', [
        reply.hash,
        message.agreementId,
        reply.hash,
      ]);
    return reply;
  }

  /**
   * Deletes the agreement's links to its PDFs, and the PDFs no other agreement links to (idempotent: a
   * second delivery of the event finds nothing). Returns how many PDFs were deleted.
   */
  async agreementDeleted(agreementId: string): Promise<number> {
    const rows = await this.em.fork().getConnection().execute<unknown[]>(
      `with gone as (delete from pdf_agreements where agreement_id = ? returning hash)
       delete from pdfs p where p.hash in (select hash from gone)
          and not exists (select 1 from pdf_agreements l where l.hash = p.hash and l.agreement_id <> ?)
       returning 1`,
      [agreementId, agreementId],
    );
    this.logger.log(`agreement ${agreementId} deleted: ${rows.length} PDFs removed`);
    return rows.length;
  }

  private async renderStored(message: RenderPdfMessage): Promise<RenderPdfReply> {
    const hash = pdfHash(message);
    const stored = await this.find(hash);
    if (stored) return { hash, pdfBase64: stored.toString('base64') };
    const job = await this.queue.add('render', { ...message, hash }, { jobId: hash, attempts: 3, backoff: { type: 'fixed', delay: 500 }, removeOnComplete: 500, removeOnFail: 500 });
    try {
      await job.waitUntilFinished(this.events, this.config.PDF_WAIT_MS);
    } catch (error) {
      // The job may have finished between adding and listening: look once more before giving up.
      const late = await this.find(hash);
      if (late) return { hash, pdfBase64: late.toString('base64') };
      const timedOut = error instanceof Error && /timed out|timeout/i.test(error.message);
      throw new DomainError(ErrorCode.ServiceUnavailable, timedOut ? DocumentMessages.pdfTimeout : DocumentMessages.pdfFailed);
    }
    const pdf = await this.find(hash);
    if (!pdf) throw new DomainError(ErrorCode.ServiceUnavailable, DocumentMessages.pdfFailed);
    return { hash, pdfBase64: pdf.toString('base64') };
  }

  stats(): Promise<QueueStats> {
    return queueStats(this.queue);
  }

  private async find(hash: string): Promise<Buffer | undefined> {
    return (await this.em.fork().findOne(PdfEntity, { hash }))?.pdf;
  }

  private async process(job: Job<PdfJob>): Promise<{ hash: string }> {
    const { html, title, hash } = job.data;
    if (!(await this.find(hash))) {
      const pdf = await this.renderer.render(html, title);
      await this.em
        .fork()
        .getConnection()
        .execute('insert into pdfs (hash, pdf, created_at) values (?, ?, now()) on conflict (hash) do nothing', [hash, pdf]);
    }
    return { hash };
  }
}
