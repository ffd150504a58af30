import { Migration } from '@mikro-orm/migrations';

/**
 * Events that make other services change data (`agreement.deleted`) are written here in the same
 * transaction as the change, and published to JetStream by the outbox relay, which deletes a row once
 * JetStream has stored the event. No foreign key: the agreement row is deleted in that transaction.
 */
export class Migration20261124090000Outbox extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "outbox" (
      "id" uuid primary key,
      "subject" varchar(200) not null,
      "payload" jsonb not null,
      "created_at" timestamptz not null default now(),
      "attempts" integer not null default 0,
      "last_error" text null
    );`);
    this.addSql(`create index "outbox_created_idx" on "outbox" ("created_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "outbox";`);
  }
}
