import { Migration } from '@mikro-orm/migrations';

/**
 * Archive timestamps renewed (docs/sealed-pdf.md, long-term validation): each renewal is a new file that
 * starts with the one before byte for byte, kept beside the sealed original (whose SHA-256 the parties were
 * mailed) so that every copy a party holds is still found by its hash. The expiry of the newest archive
 * timestamp's certificate decides when the next renewal is due; `archive_checked_at` keeps a renewal that
 * could not extend it (the TSA still signs with the same certificate) from being tried again at once.
 */
export class Migration20271201090000ArchiveRevisions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "sealed_documents"
      add column "archive_expires_at" timestamptz null,
      add column "archive_checked_at" timestamptz null;`);
    this.addSql(`create table "archive_revisions" (
      "agreement_id" uuid not null references "sealed_documents" ("agreement_id") on delete cascade,
      "revision" integer not null,
      "sha256" varchar(64) not null unique,
      "pdf" bytea not null,
      "expires_at" timestamptz not null,
      "created_at" timestamptz not null default now(),
      primary key ("agreement_id", "revision")
    );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "archive_revisions";`);
    this.addSql(
      `alter table "sealed_documents" drop column if exists "archive_expires_at", drop column if exists "archive_checked_at";`,
    );
  }
}
