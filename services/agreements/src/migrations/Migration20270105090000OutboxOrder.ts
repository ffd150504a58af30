import { Migration } from '@mikro-orm/migrations';

/**
 * The outbox's events leave in the order they were written. `created_at` is the transaction's start,
 * the same for every event one transaction writes (an answer that completes the agreement writes
 * `answered` and `completed`), and the ids are random: a sequence number keeps their order.
 */
export class Migration20270105090000OutboxOrder extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "outbox" add column "seq" bigint generated always as identity;`);
    this.addSql(`create index "outbox_seq_idx" on "outbox" ("seq");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "outbox_seq_idx";`);
    this.addSql(`alter table "outbox" drop column if exists "seq";`);
  }
}
