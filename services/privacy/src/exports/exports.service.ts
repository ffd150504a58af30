import {
  type DataExport,
  ErrorCode,
  EXPORT_CHUNK_BYTES,
  EXPORT_DAYS,
  EXPORTS_PER_DAY,
  type ExportChunkReply,
  IdentityRpc,
  NotificationsRpc,
  PersonDataRpc,
  PrivacyMessages,
} from '@avtalt/contracts';
import { defineJob, DomainError, JobQueue, JobQueueOwner, rpcRequest } from '@avtalt/service-kit';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import { randomUUID } from 'node:crypto';
import { PRIVACY_CONFIG, type PrivacyConfig } from '../config/privacy.config';
import { EXPORT_JOB, EXPORT_QUEUE, type ExportPayload } from './export.job';
import { exportFiles, type ExportPdf, type Gathered, zipFiles } from './export-files.rules';
import { type ExportRow, ExportsRepository } from './exports.repository';

export const PRIVACY_NATS = Symbol('PRIVACY_NATS');

const DAY_MS = 24 * 3600 * 1000;

const toExport = (row: ExportRow): DataExport => ({
  id: row.id,
  status: row.status,
  createdAt: row.created_at.toISOString(),
  expiresAt: row.expires_at.toISOString(),
  sizeBytes: row.status === 'ready' ? row.size_bytes : null,
});

/**
 * A person's data exports (GDPR art. 15 and 20; docs/data-rights.md). A request stores a pending export and
 * queues its job; the job asks every service that holds data about people for its rows about the person,
 * and documents for the PDFs of their agreements, zips them with a README, stores the ZIP, and mails the
 * person's confirmed address that it is ready. The ZIP is downloaded by its owner, logged in, for seven days.
 * Log lines name ids and counts only.
 */
@Injectable()
export class ExportsService extends JobQueueOwner {
  private readonly logger = new Logger(ExportsService.name);
  readonly exportJob = defineJob({
    ...EXPORT_JOB,
    handler: (payload) => this.gather(payload),
    onFailed: (payload) => this.exports.markFailed(payload.exportId),
    options: {
      attempts: 4,
      backoff: { type: 'exponential', delayMs: 2000 },
      removeOnComplete: { age: 3600, count: 100 },
      removeOnFail: { age: EXPORT_DAYS * 24 * 3600, count: 1000 },
    },
  });
  protected readonly jobs: JobQueue;

  constructor(
    @Inject(PRIVACY_CONFIG) config: PrivacyConfig,
    private readonly exports: ExportsRepository,
    @Inject(PRIVACY_NATS) private readonly nats: ClientProxy,
  ) {
    super();
    this.jobs = new JobQueue({
      name: EXPORT_QUEUE,
      redisUrl: config.REDIS_URL,
      jobs: [this.exportJob],
      concurrency: config.EXPORT_CONCURRENCY,
      lockMs: 120_000,
    });
  }

  /** Starts an export of the account's data: 429 past three a day (the pending row is the limit's count). */
  async start(userId: string, now = new Date()): Promise<DataExport> {
    const row = await this.exports.startWithinLimit(
      userId,
      randomUUID(),
      now,
      new Date(now.getTime() + EXPORT_DAYS * DAY_MS),
      EXPORTS_PER_DAY,
    );
    if (!row) throw new DomainError(ErrorCode.RateLimited, PrivacyMessages.exportLimit);
    await this.jobs.enqueue(this.exportJob, { exportId: row.id, userId }, { jobId: row.id });
    this.logger.log(`export ${row.id} started for user ${userId}`);
    return toExport(row);
  }

  async list(userId: string, now = new Date()): Promise<DataExport[]> {
    return (await this.exports.list(userId, now)).map(toExport);
  }

  /** A piece of the person's ready export; 404 when it is not theirs, not ready or expired. */
  async chunk(userId: string, exportId: string, offset: number, now = new Date()): Promise<ExportChunkReply> {
    const piece = await this.exports.chunk(userId, exportId, offset, EXPORT_CHUNK_BYTES, now);
    if (!piece) throw new DomainError(ErrorCode.NotFound, PrivacyMessages.exportNotFound);
    const end = offset + piece.data.length;
    return {
      sizeBytes: piece.size,
      dataBase64: piece.data.toString('base64'),
      next: end < piece.size ? end : null,
    };
  }

  /** A person deleted their account: every export of theirs goes, with its job (whose data is their id). */
  async forget(userId: string): Promise<number> {
    const ids = await this.exports.deleteAllOf(userId);
    for (const id of ids) await this.jobs.remove(id);
    return ids.length;
  }

  /** Deletes the exports past their time (at every job, and by the hourly sweep). */
  async sweep(now = new Date()): Promise<number> {
    const deleted = await this.exports.deleteExpired(now);
    if (deleted > 0) this.logger.log(`${deleted} expired data export(s) deleted`);
    return deleted;
  }

  private async gather({ exportId, userId }: ExportPayload): Promise<{ sizeBytes: number }> {
    await this.sweep();
    const row = await this.exports.find(exportId);
    if (!row || row.status === 'failed') return { sizeBytes: 0 };
    // Made by an attempt whose mail failed: only the mail is left to do.
    if (row.status === 'ready') {
      if (!row.mailed_at) await this.mailReady(exportId, userId, row.expires_at);
      return { sizeBytes: row.size_bytes ?? 0 };
    }
    const ask = { userId };
    const [identity, agreements, chat, notifications] = await Promise.all([
      rpcRequest(this.nats, PersonDataRpc.identity, ask),
      rpcRequest(this.nats, PersonDataRpc.agreements, ask),
      rpcRequest(this.nats, PersonDataRpc.chat, ask),
      rpcRequest(this.nats, PersonDataRpc.notifications, ask),
    ]);
    const data: Gathered = { identity, agreements, chat, notifications };
    const pdfs = await this.pdfsOf(agreements.tables.agreements_as_seen ?? []);
    const madeAt = new Date();
    const zip = zipFiles(exportFiles(data, pdfs, madeAt), madeAt);
    if (!(await this.exports.markReady(exportId, zip))) return { sizeBytes: 0 };
    this.logger.log(`export ${exportId} ready: ${zip.byteLength} bytes, ${pdfs.length} PDF(s)`);
    await this.mailReady(exportId, userId, row.expires_at);
    return { sizeBytes: zip.byteLength };
  }

  /** The PDFs of the agreements the person saw, one agreement at a time (each reply under NATS's limit). */
  private async pdfsOf(seen: readonly Record<string, unknown>[]): Promise<ExportPdf[]> {
    const pdfs: ExportPdf[] = [];
    for (const entry of seen) {
      const agreementId = String(entry.agreement_id);
      const title = String((entry.agreement as { title?: unknown } | undefined)?.title ?? 'avtale');
      const reply = await rpcRequest(this.nats, PersonDataRpc.documents, { agreementId });
      for (const pdf of reply.pdfs)
        pdfs.push({ agreementId, title, sealed: pdf.sealed, bytes: Buffer.from(pdf.pdfBase64, 'base64') });
    }
    return pdfs;
  }

  /** Tells the account's confirmed address that the export is ready; an unconfirmed one is not mailed. */
  private async mailReady(exportId: string, userId: string, expiresAt: Date): Promise<void> {
    const [user] = (await rpcRequest(this.nats, IdentityRpc.contacts, { userIds: [userId] })).contacts;
    if (!user?.emailVerified) {
      this.logger.log(`export ${exportId} not mailed: the address is not confirmed`);
      await this.exports.markMailed(exportId);
      return;
    }
    await rpcRequest(this.nats, NotificationsRpc.sendAccountMail, {
      kind: 'data-export',
      userId,
      email: user.email,
      firstName: user.firstName,
      language: user.language,
      expiresAt: expiresAt.toISOString(),
    });
    await this.exports.markMailed(exportId);
  }
}
