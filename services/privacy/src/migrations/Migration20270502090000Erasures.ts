import { Migration } from '@mikro-orm/migrations';

/**
 * Account deletions (docs/data-rights.md). While one runs its row holds what the services need to find the
 * person (their id, names and addresses) and what the first attempts did (the agreements deleted and made
 * anonymous, so a retry can finish the rest); once done, those are cleared and only the counts, the times and
 * the state stay: a record that an account was deleted, naming no one.
 */
export class Migration20270502090000Erasures extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "erasures" (
      "id" uuid primary key,
      "status" text not null check ("status" in ('running', 'done')),
      "user_id" uuid null,
      "first_name" text null,
      "names" jsonb null,
      "emails" jsonb null,
      "confirmed_email" text null,
      "chat_choice" text not null check ("chat_choice" in ('anonymise', 'delete')),
      "deleted_ids" jsonb not null default '[]',
      "anonymised_ids" jsonb not null default '[]',
      "kept" jsonb not null default '[]',
      "mailed_at" timestamptz null,
      "counts" jsonb not null default '{}',
      "created_at" timestamptz not null,
      "finished_at" timestamptz null,
      constraint "erasures_done_forgets" check ("status" = 'running' or ("user_id" is null and "names" is null and "emails" is null and "confirmed_email" is null and "first_name" is null))
    );`);
    this.addSql(
      `create index "erasures_running_idx" on "erasures" ("created_at") where "status" = 'running';`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "erasures";`);
  }
}
