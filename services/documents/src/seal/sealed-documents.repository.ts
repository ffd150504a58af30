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
}

const ROW_COLUMNS =
  'agreement_id, sha256, title, file_name, signers, user_ids, sealed_at, event_id, published_at, version_number, replaces_sha256';

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

  async findWithPdf(agreementId: string): Promise<(SealedRow & { pdf: Buffer }) | undefined> {
    const [row] = await this.sql<(SealedRow & { pdf: Buffer })[]>(
      `select ${ROW_COLUMNS}, pdf from sealed_documents where agreement_id = ?`,
      [agreementId],
    );
    return row;
  }

  /** Only the hash and whether it is published (the signatures view asks often: no PDF bytes read). */
  async digest(agreementId: string): Promise<Pick<SealedRow, 'sha256' | 'published_at'> | undefined> {
    const [row] = await this.sql<Pick<SealedRow, 'sha256' | 'published_at'>[]>(
      'select sha256, published_at from sealed_documents where agreement_id = ?',
      [agreementId],
    );
    return row;
  }

  async bySha256(sha256: string): Promise<SealedRow | undefined> {
    const [row] = await this.sql<SealedRow[]>(
      `select ${ROW_COLUMNS} from sealed_documents where sha256 = ?`,
      [sha256],
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
                                    version_number, replaces_sha256)
       values (?, ?, ?, ?, ?, ?::jsonb, ?::jsonb, ?, ?, ?, ?) on conflict (agreement_id) do nothing`,
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
      ],
    );
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
