import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 18: the sealed PDF of each signed agreement (one per agreement), found by its SHA-256 for
 * `/verifiser`. `event_id` is the id `document.sealed` is published with (JetStream msgID, so a retried
 * publish is stored once); `published_at` is set once it is published (a seal job retries until then).
 */
export class Migration20270201090000SealedDocuments extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "sealed_documents" (
      "agreement_id" uuid primary key,
      "sha256" varchar(64) not null unique,
      "pdf" bytea not null,
      "title" text not null,
      "file_name" text not null,
      "signers" jsonb not null,
      "user_ids" jsonb not null,
      "sealed_at" timestamptz not null,
      "event_id" uuid not null unique,
      "published_at" timestamptz null
    );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "sealed_documents";`);
  }
}
