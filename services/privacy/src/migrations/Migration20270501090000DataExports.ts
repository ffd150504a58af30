import { Migration } from '@mikro-orm/migrations';

/**
 * A person's data exports (docs/data-rights.md): the ZIP is kept here until `expires_at` (seven days); the
 * hourly sweep, any job and the person's next start delete it then. `mailed_at`: when the owner was told it is
 * ready. `user_id` is the account's id in identity (no foreign key).
 */
export class Migration20270501090000DataExports extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "data_exports" (
      "id" uuid primary key,
      "user_id" uuid not null,
      "status" text not null check ("status" in ('pending', 'ready', 'failed')),
      "created_at" timestamptz not null,
      "expires_at" timestamptz not null,
      "size_bytes" integer null,
      "zip" bytea null,
      "mailed_at" timestamptz null
    );`);
    this.addSql(`create index "data_exports_user_idx" on "data_exports" ("user_id", "created_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "data_exports";`);
  }
}
