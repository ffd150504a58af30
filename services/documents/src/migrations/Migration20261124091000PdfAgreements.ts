import { Migration } from '@mikro-orm/migrations';

/**
 * Which agreements a stored PDF belongs to (a PDF is keyed by the hash of what it shows, so two
 * agreements with the same text would share one). When an agreement is deleted its links go, and a
 * PDF no agreement links to any more goes with them. PDFs stored before this migration have no link
 * and are removed by it: they are rendered again on request.
 */
export class Migration20261124091000PdfAgreements extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "pdf_agreements" (
      "hash" varchar(64) not null references "pdfs" ("hash") on delete cascade,
      "agreement_id" uuid not null,
      primary key ("agreement_id", "hash")
    );`);
    this.addSql(`create index "pdf_agreements_hash_idx" on "pdf_agreements" ("hash");`);
    this.addSql(`delete from "pdfs";`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "pdf_agreements";`);
  }
}
