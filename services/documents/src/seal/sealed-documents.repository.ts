import type { SealSigner } from '@avtalt/contracts';
import { sqlOf } from '@avtalt/service-kit';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

/** A stored sealed PDF without its bytes (`sealed_documents`, one row per agreement, `sha256` unique). */
export interface SealedRow {
  agreement_id: string;
  sha256: string;
  title: string;
  file_name: string;
  signers: SealSigner[];
  user_ids: string[];
  sealed_at: Date;
  event_id: string;
  published_at: Date | null;
  /** Its number in the agreement's chain of versions (1: an original), and the sealed PDF it replaces. */
  version_number: number;
  replaces_sha256: string | null;
}

export interface NewSealedDocument {
  agreementId: string;
  sha256: string;
  pdf: Buffer;
  title: string;
  fileName: string;
  signers: SealSigner[];
  userIds: string[];
  sealedAt: Date;
  eventId: string;
  versionNumber: number;
  replacesSha256: string | null;
  /** When the archive timestamp's certificate expires (sealed with a TSA), or null (no archive timestamp). */
  archiveExpiresAt: Date | null;
}

/** The newest archived form of a sealed PDF: revision 0 is the sealed original. */
export interface ArchiveHead {
  revision: number;
  pdf: Buffer;
  expires_at: Date;
}

/** A renewal: the file with a new archive timestamp, starting with the previous one byte for byte. */
export interface NewArchiveRevision {
  agreementId: string;
  revision: number;
  sha256: string;
  pdf: Buffer;
  expiresAt: Date;
}

const ROW_COLUMNS =
  'agreement_id, sha256, title, file_name, signers, user_ids, sealed_at, event_id, published_at, version_number, replaces_sha256';

/** The newest archive revision of `s`, if any, as `a` (its bytes and hash are what a party downloads). */
const NEWEST_REVISION = `left join lateral (select r.sha256, r.pdf from archive_revisions r
  where r.agreement_id = s.agreement_id order by r.revision desc limit 1) a on true`;

/** The SQL of the sealed PDFs (the seal service orchestrates; this is the only place that reads or writes them). */
@Injectable()
export class SealedDocumentsRepository {
  constructor(private readonly em: EntityManager) {}

  private sql<T = unknown[]>(query: string, params: unknown[]): Promise<T> {
    return sqlOf(this.em.fork().getConnection()).execute<T>(query, params);
  }

  async find(agreementId: string): Promise<SealedRow | undefined> {
    const [row] = await this.sql<SealedRow[]>(
      `select ${ROW_COLUMNS} from sealed_documents where agreement_id = ?`,
      [agreementId],
    );
    return row;
  }

  /** The sealed PDF as a party downloads it: the newest archive revision's bytes and SHA-256, or the original's. */
  async findWithPdf(agreementId: string): Promise<(SealedRow & { pdf: Buffer }) | undefined> {
    const [row] = await this.sql<(SealedRow & { pdf: Buffer })[]>(
      `select ${ROW_COLUMNS.split(', ')
        .filter((c) => c !== 'sha256')
        .map((c) => `s.${c}`)
        .join(', ')}, coalesce(a.sha256, s.sha256) as sha256, coalesce(a.pdf, s.pdf) as pdf
       from sealed_documents s ${NEWEST_REVISION} where s.agreement_id = ?`,
      [agreementId],
    );
    return row;
  }

  /** Only the downloaded file's hash and whether it is published (the signatures view asks often: no PDF bytes read). */
  async digest(agreementId: string): Promise<Pick<SealedRow, 'sha256' | 'published_at'> | undefined> {
    const [row] = await this.sql<Pick<SealedRow, 'sha256' | 'published_at'>[]>(
      `select coalesce((select r.sha256 from archive_revisions r where r.agreement_id = s.agreement_id
                        order by r.revision desc limit 1), s.sha256) as sha256, s.published_at
       from sealed_documents s where s.agreement_id = ?`,
      [agreementId],
    );
    return row;
  }

  /** The sealed document whose original or any archive revision has this SHA-256 (every copy a party holds). */
  async bySha256(sha256: string): Promise<SealedRow | undefined> {
    const [row] = await this.sql<SealedRow[]>(
      `select ${ROW_COLUMNS} from sealed_documents
       where sha256 = ? or agreement_id = (select agreement_id from archive_revisions where sha256 = ?)`,
      [sha256, sha256],
    );
    return row;
  }

  /** The sealed PDF that replaced the one with this SHA-256 (its amendment's), if any. */
  async replacing(sha256: string): Promise<SealedRow | undefined> {
    const [row] = await this.sql<SealedRow[]>(
      `select ${ROW_COLUMNS} from sealed_documents where replaces_sha256 = ?`,
      [sha256],
    );
    return row;
  }

  async unpublishedAgreementIds(): Promise<string[]> {
    const rows = await this.sql<{ agreement_id: string }[]>(
      'select agreement_id from sealed_documents where published_at is null',
      [],
    );
    return rows.map((r) => r.agreement_id);
  }

  /** One row per agreement: a second worker that sealed too (after a stall) stores nothing. */
  async insert(doc: NewSealedDocument): Promise<void> {
    await this.sql(
      `insert into sealed_documents (agreement_id, sha256, pdf, title, file_name, signers, user_ids, sealed_at, event_id,
                                    version_number, replaces_sha256, archive_expires_at)
       values (?, ?, ?, ?, ?, ?::jsonb, ?::jsonb, ?, ?, ?, ?, ?) on conflict (agreement_id) do nothing`,
      [
        doc.agreementId,
        doc.sha256,
        doc.pdf,
        doc.title,
        doc.fileName,
        JSON.stringify(doc.signers),
        JSON.stringify(doc.userIds),
        doc.sealedAt,
        doc.eventId,
        doc.versionNumber,
        doc.replacesSha256,
        doc.archiveExpiresAt,
      ],
    );
  }

  /**
   * Sealed documents whose newest archive timestamp's certificate expires before `renewBefore`, not tried
   * since `checkedBefore` (oldest expiry first).
   */
  async archiveDue(renewBefore: Date, checkedBefore: Date, limit: number): Promise<string[]> {
    const rows = await this.sql<{ agreement_id: string }[]>(
      `select s.agreement_id from sealed_documents s
       where s.archive_expires_at is not null
         and (s.archive_checked_at is null or s.archive_checked_at < ?)
         and coalesce((select max(r.expires_at) from archive_revisions r where r.agreement_id = s.agreement_id),
                      s.archive_expires_at) < ?
       order by s.archive_expires_at limit ?`,
      [checkedBefore, renewBefore, limit],
    );
    return rows.map((r) => r.agreement_id);
  }

  /** The newest archived form of a sealed PDF (revision 0: the original), or undefined without an archive timestamp. */
  async archiveHead(agreementId: string): Promise<ArchiveHead | undefined> {
    const [row] = await this.sql<ArchiveHead[]>(
      `select revision, pdf, expires_at from archive_revisions where agreement_id = ?
       union all
       select 0, pdf, archive_expires_at from sealed_documents where agreement_id = ? and archive_expires_at is not null
       order by revision desc limit 1`,
      [agreementId, agreementId],
    );
    return row;
  }

  /** Stores a renewal (a second worker's of the same revision stores nothing) and marks the document tried now. */
  async addArchiveRevision(revision: NewArchiveRevision, at: Date): Promise<void> {
    await this.sql(
      `with added as (
         insert into archive_revisions (agreement_id, revision, sha256, pdf, expires_at, created_at)
         values (?, ?, ?, ?, ?, ?) on conflict do nothing returning agreement_id)
       update sealed_documents set archive_checked_at = ? where agreement_id = ?`,
      [
        revision.agreementId,
        revision.revision,
        revision.sha256,
        revision.pdf,
        revision.expiresAt,
        at,
        at,
        revision.agreementId,
      ],
    );
  }

  /** A renewal that would not extend the archive (or failed for good): not tried again before the next check. */
  async markArchiveChecked(agreementId: string, at: Date): Promise<void> {
    await this.sql('update sealed_documents set archive_checked_at = ? where agreement_id = ?', [
      at,
      agreementId,
    ]);
  }

  async markPublished(agreementId: string): Promise<void> {
    await this.sql(
      'update sealed_documents set published_at = now() where agreement_id = ? and published_at is null',
      [agreementId],
    );
  }

  /**
   * A party deleted their account: the sealed PDF stays for the others (its text names them all), but their
   * account no longer opens it. How many sealed documents listed them.
   */
  async forgetUser(userId: string): Promise<number> {
    const rows = await this.sql<unknown[]>(
      `update sealed_documents set user_ids = user_ids - ?::text where user_ids @> jsonb_build_array(?::text) returning 1`,
      [userId, userId],
    );
    return rows.length;
  }

  async delete(agreementId: string): Promise<void> {
    await this.sql('delete from sealed_documents where agreement_id = ?', [agreementId]);
  }
}
