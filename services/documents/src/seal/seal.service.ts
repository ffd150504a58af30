import {
  AgreementsRpc,
  DocumentEventsStream,
  type DocumentSealedEvent,
  documentSealedEventSchema,
  DocumentsSubjects,
  ErrorCode,
  type SealedDigestReply,
  type SealedPdfReply,
  PDF_VERIFY_MAX_BYTES,
  type PdfVerification,
  type SealCertificate,
  PdfVerifyMessages,
  type QueueStats,
  SigningMessages,
  type Verification,
} from '@avtalt/contracts';
import {
  defineJob,
  DomainError,
  ensureStream,
  type JobDefinition,
  JobFailedForGood,
  JobQueue,
  JobQueueOwner,
  metrics,
  natsConnection,
  PENDING_JOB_STATES,
  rpcRequest,
} from '@avtalt/service-kit';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import Handlebars from 'handlebars';
import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DOCUMENTS_CONFIG, DOCUMENTS_NATS, type DocumentsConfig } from '../config/documents.config';
import { PDF_PRINTER, type PdfPrinter } from '../pdf/pdf-printer';
import { verifySealedPdf } from '../verify/pdf-verifier';
import { sealPdf } from './pades.sealer';
import {
  checkAuditChain,
  evidenceView,
  sealAttachments,
  sealRetryDelay,
  sourceConsistent,
  withEvidence,
} from './seal.rules';
import { archiveExpiry } from './long-term';
import { SEAL_JOB, SEAL_QUEUE, sealJobId } from './seal.job';
import { type SealedRow, SealedDocumentsRepository } from './sealed-documents.repository';
import type { LoadedCertificate } from './signing-certificate';
import type { TimestampAuthority } from './timestamp';

/** The platform certificate (null when SIGNING=off). */
export const SIGNING_CERTIFICATE = Symbol('SIGNING_CERTIFICATE');
const PUBLISH_TIMEOUT_MS = 5000;

const sha256 = (data: string | Uint8Array): string => createHash('sha256').update(data).digest('hex');

/**
 * Seals a signed agreement's PDF (docs/signing.md): a BullMQ job per agreement asks agreements for the
 * frozen text, the signers and the audit trail (`sealSource`), renders the text + signature page + audit
 * trail with Chromium, seals it (PAdES) with the platform certificate, stores it (`sealed_documents`) and
 * publishes `document.sealed` (durable, JetStream msgID = the stored event id). A job that dies anywhere
 * is taken up again (stalled-job recovery, retries with a capped backoff): a stored PDF is never made
 * twice (one row per agreement) and the event is published until it is.
 */
@Injectable()
export class SealService extends JobQueueOwner {
  private readonly logger = new Logger(SealService.name);
  private readonly evidence: Handlebars.TemplateDelegate;
  /** Seals and publishes; retried with a capped doubling delay, however often its worker dies. */
  readonly sealJob: JobDefinition<{ agreementId: string }, string>;
  protected readonly jobs: JobQueue;
  /** The RFC 3161 timestamp authority (TSA_URL), or null: seals without a timestamp, and the PDF says so. */
  private readonly tsa: TimestampAuthority | null;

  constructor(
    @Inject(DOCUMENTS_CONFIG) config: DocumentsConfig,
    @Inject(SIGNING_CERTIFICATE) private readonly certificate: LoadedCertificate | null,
    @Inject(DOCUMENTS_NATS) private readonly nats: ClientProxy,
    private readonly documents: SealedDocumentsRepository,
    @Inject(PDF_PRINTER) private readonly renderer: PdfPrinter,
  ) {
    super();
    this.evidence = Handlebars.create().compile(
      readFileSync(path.join(__dirname, 'templates', 'evidence.hbs'), 'utf8'),
    );
    this.tsa = config.TSA_URL ? { url: config.TSA_URL, timeoutMs: config.TSA_TIMEOUT_MS } : null;
    this.sealJob = defineJob({
      ...SEAL_JOB,
      handler: ({ agreementId }) => this.process(agreementId),
      options: {
        attempts: config.SEAL_ATTEMPTS,
        backoff: { type: 'custom', delayMs: sealRetryDelay },
        removeOnComplete: 100,
        removeOnFail: 100,
      },
    });
    this.jobs = new JobQueue({
      name: SEAL_QUEUE,
      redisUrl: config.REDIS_URL,
      jobs: [this.sealJob],
      concurrency: 1,
      lockMs: config.PDF_LOCK_MS,
      // A worker that died mid-job: its job is taken up again, however often that happens.
      maxStalledCount: 1000,
    });
  }

  get enabled(): boolean {
    return this.certificate !== null;
  }

  /** Without a certificate (SIGNING=off) nothing is sealed: the queue is never started. */
  override async onModuleInit(): Promise<void> {
    if (!this.certificate) return;
    const { origin, commonName, fingerprint } = this.certificate;
    this.logger.log(`signing certificate ${origin}: CN=${commonName}, SHA-256 ${fingerprint}`);
    this.logger.log(
      this.tsa
        ? `seals get an RFC 3161 timestamp from ${new URL(this.tsa.url).host}`
        : 'no TSA_URL: seals carry no timestamp',
    );
    await super.onModuleInit();
    await ensureStream(await natsConnection(this.nats), DocumentEventsStream);
    // Sealed but not yet published (a job that ran out of attempts while NATS was away): publish now.
    for (const agreementId of await this.documents.unpublishedAgreementIds())
      await this.queueSeal(agreementId);
  }

  private assertEnabled(): void {
    if (!this.enabled) throw new DomainError(ErrorCode.SigningDisabled, SigningMessages.disabled);
  }

  /**
   * Makes sure the agreement's seal job is queued, unless its PDF is stored and published. A job that
   * failed for good, or completed while the row is not complete, is replaced.
   */
  async queueSeal(agreementId: string): Promise<void> {
    this.assertEnabled();
    const row = await this.documents.find(agreementId);
    if (row?.published_at) return;
    const id = sealJobId(agreementId);
    const job = await this.jobs.find(this.sealJob, id);
    if (job) {
      if (job.state !== 'failed' && job.state !== 'completed' && job.state !== 'unknown') return;
      await this.jobs.remove(id);
    }
    await this.jobs.enqueue(this.sealJob, { agreementId }, { jobId: id });
  }

  /**
   * The sealed PDF, or `pending` (after making sure its job is queued; NOT_FOUND when the agreement is not
   * signed). With SIGNING=off a stored PDF is still served (off stops new seals only); none stored → SIGNING_DISABLED.
   */
  async sealedPdf(agreementId: string): Promise<SealedPdfReply> {
    const row = await this.documents.findWithPdf(agreementId);
    if (!row) {
      this.assertEnabled();
      return this.pending(agreementId);
    }
    if (!row.published_at && this.enabled) await this.queueSeal(agreementId);
    return {
      status: 'ready',
      sha256: row.sha256,
      pdfBase64: Buffer.from(row.pdf).toString('base64'),
      fileName: row.file_name,
    };
  }

  /** The sealed PDF as stored (a data export), never queueing anything; undefined when there is none. */
  async storedSealedPdf(agreementId: string): Promise<{ createdAt: string; pdfBase64: string } | undefined> {
    const row = await this.documents.findWithPdf(agreementId);
    if (!row) return undefined;
    return {
      createdAt: new Date(row.sealed_at).toISOString(),
      pdfBase64: Buffer.from(row.pdf).toString('base64'),
    };
  }

  /** Only the sealed PDF's SHA-256 (the bytes stay in the database), or `pending` as {@link sealedPdf}. */
  async sealedDigest(agreementId: string): Promise<SealedDigestReply> {
    const row = await this.documents.digest(agreementId);
    if (!row) {
      this.assertEnabled();
      return this.pending(agreementId);
    }
    if (!row.published_at && this.enabled) await this.queueSeal(agreementId);
    return { status: 'ready', sha256: row.sha256 };
  }

  /** No sealed row yet: queue the seal job unless it waits or runs (NOT_FOUND when the agreement is not signed). */
  private async pending(agreementId: string): Promise<{ status: 'pending' }> {
    const job = await this.jobs.find(this.sealJob, sealJobId(agreementId));
    if (!job || !PENDING_JOB_STATES.includes(job.state)) {
      // No job: agreements says whether the agreement is signed (its error, e.g. NOT_FOUND, is the answer).
      await rpcRequest(this.nats, AgreementsRpc.sealSource, { agreementId });
      await this.queueSeal(agreementId);
    }
    return { status: 'pending' };
  }

  /** Job counts and the latest failures of the seal queue (the admin queue view). */
  async stats(): Promise<QueueStats> {
    this.assertEnabled();
    return this.jobs.stats();
  }

  /** `/verifiser`: the sealed agreement with this SHA-256, or NOT_FOUND (with SIGNING=off too: sealed PDFs stay checkable). */
  async verify(hash: string): Promise<Verification> {
    const row = await this.documents.bySha256(hash);
    if (!row) throw new DomainError(ErrorCode.NotFound, SigningMessages.verifyNotFound);
    const next = await this.documents.replacing(row.sha256);
    const chained = row.version_number > 1 || next !== undefined;
    return {
      ...(chained
        ? {
            version: {
              number: row.version_number,
              replaces: row.replaces_sha256
                ? { sha256: row.replaces_sha256, number: row.version_number - 1 }
                : null,
              replacedBy: next
                ? {
                    sha256: next.sha256,
                    number: next.version_number,
                    sealedAt: new Date(next.sealed_at).toISOString(),
                  }
                : null,
            },
          }
        : {}),
      title: row.title,
      sealedAt: new Date(row.sealed_at).toISOString(),
      // Rows sealed before issue 31 have no level: null, and the page says nothing about it.
      signers: row.signers.map((s) => ({
        name: s.name,
        signedAt: s.signedAt,
        method: s.method,
        level: s.level ?? null,
      })),
    };
  }

  /**
   * `/verifiser` with a file: the offline verifier's checks (../verify/pdf-verifier.ts) of the bytes given,
   * the seal held against this service's own certificate: a PDF sealed with any other (a self-signed one
   * named "CN=Avtalt" is easy to make) fails the seal check. Only the current certificate is known; with
   * SIGNING=off there is none, so no file's seal is shown as ours (the SHA-256 look-up still works).
   */
  async verifyPdf(pdfBase64: string): Promise<PdfVerification> {
    const bytes = Buffer.from(pdfBase64, 'base64');
    if (bytes.length > PDF_VERIFY_MAX_BYTES)
      throw new DomainError(ErrorCode.PayloadTooLarge, PdfVerifyMessages.tooLarge);
    if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-')
      throw new DomainError(ErrorCode.ValidationFailed, PdfVerifyMessages.notPdf);
    return verifySealedPdf(bytes, {
      sealCertificates: this.certificate ? [this.certificate.fingerprint] : [],
    });
  }

  /** `GET /api/verify/certificate`: the certificate this service seals with (what /verifiser compares a seal with). */
  sealCertificate(): SealCertificate {
    this.assertEnabled();
    return { commonName: this.certificate!.commonName, sha256: this.certificate!.fingerprint };
  }

  /** A deleted agreement's sealed PDF goes with it (agreements refuses deleting a signed one; kept for safety). */
  /** A party deleted their account: their account no longer opens the sealed PDFs kept for the others. */
  forgetUser(userId: string): Promise<number> {
    return this.documents.forgetUser(userId);
  }

  async agreementDeleted(agreementId: string): Promise<void> {
    await this.documents.delete(agreementId);
  }

  private async process(agreementId: string): Promise<string> {
    let row = await this.documents.find(agreementId);
    if (!row) {
      await this.seal(agreementId);
      row = await this.documents.find(agreementId);
      if (!row) throw new Error(`sealed document of ${agreementId} missing after insert`);
    }
    if (!row.published_at) await this.publish(row);
    return row.sha256;
  }

  private async seal(agreementId: string): Promise<void> {
    let source;
    try {
      source = await rpcRequest(this.nats, AgreementsRpc.sealSource, { agreementId });
    } catch (error) {
      // Not signed (any more), deleted: trying again will not help. Unavailable: it will.
      if (
        error instanceof DomainError &&
        error.code !== ErrorCode.ServiceUnavailable &&
        error.code !== ErrorCode.Internal
      )
        throw new JobFailedForGood(`sealSource refused: ${error.code}`);
      throw error;
    }
    if (!sourceConsistent(source, sha256(Buffer.from(source.html, 'utf8'))))
      throw new JobFailedForGood(
        `agreement ${agreementId}: the frozen text's hash does not match the signatures`,
      );
    const chain = checkAuditChain(source.audit, source.signers.length);
    if (!chain.valid)
      // Never sealed: a PDF must not present a trail that does not hold (or starts late) as evidence. Ids and
      // sequence numbers only in the log; agreements already refused a trail whose MACs do not hold.
      throw new JobFailedForGood(
        `agreement ${agreementId}: audit trail refused (${source.audit.length} entries, first seq ${source.audit[0]?.seq ?? 'none'}, broken at ${chain.brokenAtSeq ?? 'none'}); not sealed`,
      );
    const sealedAt = new Date();
    // An amendment names the sealed PDF it replaces; that one is sealed first (its own job ran when it was signed).
    const replaces = source.amends ? await this.documents.find(source.amends.agreementId) : undefined;
    if (source.amends && !replaces)
      throw new Error(`agreement ${agreementId}: the version it amends is not sealed yet; tried again`);
    const view = evidenceView(
      source,
      sealedAt,
      this.tsa ? new URL(this.tsa.url).host : null,
      replaces?.sha256,
    );
    const html = withEvidence(source.html, this.evidence(view));
    const printed = await this.renderer.render(html, source.title);
    const pdf = await sealPdf(
      printed,
      this.certificate!,
      sealedAt,
      sealAttachments(source, sealedAt, this.tsa !== null),
      this.tsa,
      source.title,
    );
    metrics.pdfsSealed().inc();
    // One row per agreement: a second worker that sealed too (after a stall) stores nothing.
    await this.documents.insert({
      agreementId,
      sha256: sha256(pdf),
      pdf,
      title: source.title,
      fileName: source.fileName,
      signers: source.signers,
      userIds: source.userIds,
      sealedAt,
      eventId: randomUUID(),
      versionNumber: source.amends?.versionNumber ?? 1,
      replacesSha256: replaces?.sha256 ?? null,
      archiveExpiresAt: archiveExpiry(pdf),
    });
    this.logger.log(
      `agreement ${agreementId} sealed (${pdf.length} bytes, ${source.audit.length} audit entries${this.tsa ? ', timestamped' : ''})`,
    );
  }

  /** `document.sealed` with the stored event id as msgID: a publish repeated after a crash is stored once. */
  private async publish(row: SealedRow): Promise<void> {
    const event: DocumentSealedEvent = documentSealedEventSchema.parse({
      eventId: row.event_id,
      agreementId: row.agreement_id,
      title: row.title.slice(0, 300),
      pdfSha256: row.sha256,
      userIds: row.user_ids,
      occurredAt: new Date(row.sealed_at).toISOString(),
    });
    const nc = await natsConnection(this.nats);
    await nc.jetstream().publish(DocumentsSubjects.sealed, JSON.stringify(event), {
      msgID: event.eventId,
      timeout: PUBLISH_TIMEOUT_MS,
    });
    await this.documents.markPublished(row.agreement_id);
    this.logger.log(`document.sealed ${event.eventId} published for agreement ${row.agreement_id}`);
  }
}
