import { SweepingService } from '@avtalt/service-kit';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { DOCUMENTS_CONFIG, type DocumentsConfig } from '../config/documents.config';
import { archiveExpiry, extendToLongTerm } from './long-term';
import { SealedDocumentsRepository } from './sealed-documents.repository';
import type { TimestampAuthority } from './timestamp';

const DAY_MS = 86_400_000;
/** Sealed documents renewed per sweep at most (each is a TSA request and a CRL fetch). */
const PER_SWEEP = 50;

export type RenewalOutcome = 'renewed' | 'not-extended' | 'not-due';

/**
 * Renews archive timestamps before they can no longer be validated (docs/sealed-pdf.md, long-term
 * validation): every ARCHIVE_SWEEP_SECONDS each process takes the sealed documents whose newest archive
 * timestamp's certificate expires within ARCHIVE_RENEW_DAYS and adds validation data and a new archive
 * timestamp to the newest file (`extendToLongTerm`), stored as the next archive revision. Processes sweeping
 * at once may both ask the TSA; one revision is stored (primary key). A renewal whose timestamp would not
 * outlive the last one (the TSA still signs with the same certificate) is not stored, and the document waits
 * ARCHIVE_RETRY_SECONDS. Without TSA_URL nothing is renewed. The log says how many, never which.
 */
@Injectable()
export class ArchiveRenewalService extends SweepingService {
  private readonly tsa: TimestampAuthority | null;

  constructor(
    @Inject(DOCUMENTS_CONFIG) private readonly config: DocumentsConfig,
    private readonly documents: SealedDocumentsRepository,
  ) {
    super(new Logger(ArchiveRenewalService.name), {
      everyMs: config.ARCHIVE_SWEEP_SECONDS * 1000,
      firstAfterMs: Math.min(60_000, config.ARCHIVE_SWEEP_SECONDS * 1000),
      what: 'archive renewal sweep',
    });
    this.tsa = config.TSA_URL ? { url: config.TSA_URL, timeoutMs: config.TSA_TIMEOUT_MS } : null;
  }

  /** One sweep at `now` (a parameter, so a test can move it).  */
  async sweep(now = new Date()): Promise<Record<RenewalOutcome | 'failed', number>> {
    const counts = { renewed: 0, 'not-extended': 0, 'not-due': 0, failed: 0 };
    if (!this.tsa) return counts;
    const due = await this.documents.archiveDue(
      this.renewBefore(now),
      new Date(now.getTime() - this.config.ARCHIVE_RETRY_SECONDS * 1000),
      PER_SWEEP,
    );
    for (const agreementId of due) {
      try {
        counts[await this.renew(agreementId, now)]++;
      } catch (error) {
        // The TSA or a CRL did not answer: tried again after ARCHIVE_RETRY_SECONDS, so one document that keeps
        // failing does not hold up the others behind it.
        counts.failed++;
        this.logger.warn(`archive renewal failed: ${(error as Error).message}`);
        await this.documents.markArchiveChecked(agreementId, now);
      }
    }
    if (due.length > 0)
      this.logger.log(
        `archive renewal: ${counts.renewed} renewed, ${counts['not-extended']} not extended, ${counts.failed} failed`,
      );
    return counts;
  }

  private renewBefore(now: Date): Date {
    return new Date(now.getTime() + this.config.ARCHIVE_RENEW_DAYS * DAY_MS);
  }

  /** Renews one sealed document's archive from its newest revision. */
  async renew(agreementId: string, now: Date): Promise<RenewalOutcome> {
    const head = await this.documents.archiveHead(agreementId);
    if (!head || !this.tsa || new Date(head.expires_at) >= this.renewBefore(now)) return 'not-due';
    const renewed = await extendToLongTerm(Buffer.from(head.pdf), this.tsa);
    const expiresAt = archiveExpiry(renewed);
    if (!expiresAt || expiresAt <= new Date(head.expires_at)) {
      await this.documents.markArchiveChecked(agreementId, now);
      return 'not-extended';
    }
    await this.documents.addArchiveRevision(
      {
        agreementId,
        revision: head.revision + 1,
        sha256: createHash('sha256').update(renewed).digest('hex'),
        pdf: renewed,
        expiresAt,
      },
      now,
    );
    return 'renewed';
  }
}
