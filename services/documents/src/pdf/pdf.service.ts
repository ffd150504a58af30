import {
  DocumentMessages,
  ErrorCode,
  type QueueStats,
  type RenderPdfMessage,
  type RequestPdfReply,
} from '@avtalt/contracts';
import { defineJob, DomainError, JobQueue, JobQueueOwner, metrics } from '@avtalt/service-kit';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { DOCUMENTS_CONFIG, type DocumentsConfig } from '../config/documents.config';
import { PDF_PRINTER, type PdfPrinter } from './pdf-printer';
import { PDF_QUEUE, PDF_RENDER_JOB, type PdfRenderPayload } from './pdf-render.job';
import { PdfsRepository } from './pdfs.repository';

export function pdfHash({ html, title }: Pick<RenderPdfMessage, 'html' | 'title'>): string {
  return createHash('sha256').update(title).update('\u0000').update(html).digest('hex');
}

/**
 * A stored PDF is served at once; otherwise a BullMQ job renders it (job id = content hash, so
 * simultaneous and repeated requests share one job) and the request answers `pending` at once: the
 * caller asks again (docs/long-work-as-jobs.md). No request waits for a render. Jobs are in Redis
 * (AOF): a worker that dies mid-job leaves a stalled job that another worker, or this one after a
 * restart, takes up again.
 */
@Injectable()
export class PdfService extends JobQueueOwner {
  private readonly logger = new Logger(PdfService.name);
  /** Renders and stores a PDF; a request that finds the job failed for good reports it once (`ensureJob`). */
  readonly renderJob = defineJob({
    ...PDF_RENDER_JOB,
    handler: (payload) => this.render(payload),
    options: {
      attempts: 3,
      backoff: { type: 'fixed', delayMs: 500 },
      removeOnComplete: 500,
      removeOnFail: 500,
    },
  });
  protected readonly jobs: JobQueue;

  constructor(
    @Inject(DOCUMENTS_CONFIG) config: DocumentsConfig,
    private readonly pdfs: PdfsRepository,
    @Inject(PDF_PRINTER) private readonly renderer: PdfPrinter,
  ) {
    super();
    this.jobs = new JobQueue({
      name: PDF_QUEUE,
      redisUrl: config.REDIS_URL,
      jobs: [this.renderJob],
      concurrency: config.PDF_CONCURRENCY,
      lockMs: config.PDF_LOCK_MS,
    });
  }

  /** The stored PDF (linked to the agreement asking for it), or `pending` after making sure its job is queued. */
  async request(message: RenderPdfMessage): Promise<RequestPdfReply> {
    const hash = pdfHash(message);
    const stored = await this.pdfs.find(hash);
    if (stored) {
      await this.pdfs.link(hash, message.agreementId);
      return { status: 'ready', hash, pdfBase64: stored.toString('base64') };
    }
    await this.ensureJob(message, hash);
    return { status: 'pending', hash };
  }

  /** The newest PDF rendered of the agreement (a data export), never rendering one. */
  async newestPdf(agreementId: string): Promise<{ createdAt: string; pdfBase64: string } | undefined> {
    const row = await this.pdfs.newestOf(agreementId);
    if (!row) return undefined;
    return { createdAt: new Date(row.created_at).toISOString(), pdfBase64: row.pdf.toString('base64') };
  }

  /**
   * Deletes the agreement's links to its PDFs, the PDFs no other agreement links to, and their render jobs,
   * whose data is the text (idempotent: a second delivery of the event finds nothing). Whoever deleted it —
   * its initiator, retention, an account's deletion. Returns how many PDFs were deleted.
   */
  async agreementDeleted(agreementId: string): Promise<number> {
    const { pdfs, render_jobs } = await this.forget([agreementId]);
    this.logger.log(`agreement ${agreementId} deleted: ${pdfs} PDFs and ${render_jobs} render jobs removed`);
    return pdfs;
  }

  /**
   * A person deleted their account (docs/data-rights.md): the PDFs rendered of agreements that named them (an
   * unsigned text, made again with «Tidligere deltaker» when asked) go, and so do their render jobs, whose
   * data is the text. The sealed PDF of a signed agreement is never among them.
   */
  async forget(agreementIds: readonly string[]): Promise<{ pdfs: number; render_jobs: number }> {
    const hashes = await this.pdfs.hashesOf(agreementIds);
    let pdfs = 0;
    for (const agreementId of agreementIds) pdfs += await this.pdfs.deleteAgreement(agreementId);
    let jobs = 0;
    for (const hash of hashes) if (await this.jobs.remove(hash)) jobs += 1;
    return { pdfs, render_jobs: jobs };
  }

  /**
   * Queues the render job unless it is queued or running. A job that completed although its PDF is not
   * stored (deleted with another agreement since) is replaced; a job that failed is reported once and
   * removed, so the next request starts a new one.
   */
  private async ensureJob(message: RenderPdfMessage, hash: string): Promise<void> {
    const job = await this.jobs.find(this.renderJob, hash);
    if (job?.state === 'failed') {
      await this.jobs.remove(hash);
      throw new DomainError(ErrorCode.ServiceUnavailable, DocumentMessages.pdfFailed);
    }
    if (job?.state === 'completed') {
      // Finished between the look in the table and here: nothing to do, the next request gets it.
      if (await this.pdfs.exists(hash)) return;
      await this.jobs.remove(hash);
    } else if (job) {
      return;
    }
    // Queueing a job id that exists already is a no-op: simultaneous requests queue one job.
    await this.jobs.enqueue(this.renderJob, { ...message, hash }, { jobId: hash });
  }

  stats(): Promise<QueueStats> {
    return this.jobs.stats();
  }

  private async render({ html, title, hash, agreementId }: PdfRenderPayload): Promise<{ hash: string }> {
    if (!(await this.pdfs.exists(hash))) {
      const pdf = await this.renderer.render(html, title);
      metrics.pdfsRendered().inc();
      await this.pdfs.insert(hash, pdf);
    }
    // The PDF belongs to the agreement it was asked for, and is deleted with it (agreement.deleted).
    await this.pdfs.link(hash, agreementId);
    return { hash };
  }
}
