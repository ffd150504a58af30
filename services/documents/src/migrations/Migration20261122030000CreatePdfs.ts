import { Migration } from '@mikro-orm/migrations';

export class Migration20261122030000CreatePdfs extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "pdfs" ("hash" varchar(64) primary key, "pdf" bytea not null, "created_at" timestamptz not null);`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "pdfs";`);
  }
}
