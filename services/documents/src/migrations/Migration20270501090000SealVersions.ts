import { Migration } from '@mikro-orm/migrations';

/**
 * Amendments (docs/amendments.md): a sealed PDF's number in its agreement's chain of versions, and the SHA-256 of
 * the sealed PDF it replaces (printed on its signature page as well), so `/verifiser` shows the chain either way.
 */
export class Migration20270501090000SealVersions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "sealed_documents"
      add column "version_number" integer not null default 1,
      add column "replaces_sha256" varchar(64) null;`);
    this.addSql(
      `create index "sealed_documents_replaces_idx" on "sealed_documents" ("replaces_sha256") where "replaces_sha256" is not null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(
      `alter table "sealed_documents" drop column if exists "version_number", drop column if exists "replaces_sha256";`,
    );
  }
}
