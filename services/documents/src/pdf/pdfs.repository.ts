import { placeholders, type Sql, sqlOf } from '@avtalt/service-kit';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { PdfEntity } from './pdf.entity';

/**
 * The SQL of the rendered PDFs (`pdfs`: hash → bytes; `pdf_agreements`: which agreements a PDF belongs
 * to). The PDF service orchestrates; this is the only place that reads or writes them.
 */
@Injectable()
export class PdfsRepository {
  constructor(private readonly em: EntityManager) {}

  private sql(): Sql {
    return sqlOf(this.em.fork().getConnection());
  }

  /** The stored PDF of this hash, if any. */
  async find(hash: string): Promise<Buffer | undefined> {
    return (await this.em.fork().findOne(PdfEntity, { hash }))?.pdf;
  }

  async exists(hash: string): Promise<boolean> {
    const rows = await this.sql().execute<unknown[]>('select 1 from pdfs where hash = ?', [hash]);
    return rows.length > 0;
  }

  /** Stores a rendered PDF; one rendered by another worker meanwhile (after a stall) is kept as it is. */
  async insert(hash: string, pdf: Buffer): Promise<void> {
    await this.sql().execute(
      'insert into pdfs (hash, pdf, created_at) values (?, ?, now()) on conflict (hash) do nothing',
      [hash, pdf],
    );
  }

  /** The PDF belongs to the agreement it was asked for (when it is stored), and is deleted with it. */
  async link(hash: string, agreementId: string): Promise<void> {
    await this.sql().execute(
      'insert into pdf_agreements (hash, agreement_id) select ?, ? where exists (select 1 from pdfs where hash = ?) on conflict do nothing',
      [hash, agreementId, hash],
    );
  }

  /** The newest PDF rendered of the agreement's text (its owner's data export), if one is stored. */
  async newestOf(agreementId: string): Promise<{ pdf: Buffer; created_at: Date } | undefined> {
    const [row] = await this.sql().execute<{ pdf: Buffer; created_at: Date }[]>(
      `select p.pdf, p.created_at from pdfs p join pdf_agreements l on l.hash = p.hash
        where l.agreement_id = ? order by p.created_at desc limit 1`,
      [agreementId],
    );
    return row;
  }

  /**
   * Deletes the agreement's links to its PDFs, and the PDFs no other agreement links to (idempotent: a
   * second call finds nothing). Returns how many PDFs were deleted.
   */
  async deleteAgreement(agreementId: string): Promise<number> {
    const rows = await this.sql().execute<unknown[]>(
      `with gone as (delete from pdf_agreements where agreement_id = ? returning hash)
       delete from pdfs p where p.hash in (select hash from gone)
          and not exists (select 1 from pdf_agreements l where l.hash = p.hash and l.agreement_id <> ?)
       returning 1`,
      [agreementId, agreementId],
    );
    return rows.length;
  }

  /** The hashes of the PDFs rendered of these agreements (their render jobs carry the same ids). */
  async hashesOf(agreementIds: readonly string[]): Promise<string[]> {
    if (agreementIds.length === 0) return [];
    const rows = await this.sql().execute<{ hash: string }[]>(
      `select distinct hash from pdf_agreements where agreement_id in (${placeholders(agreementIds)})`,
      [...agreementIds],
    );
    return rows.map((r) => r.hash);
  }
}
