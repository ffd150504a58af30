import { Migration } from '@mikro-orm/migrations';

/**
 * The due time of every 'answered' window's end and every reminder as the service's own data (the
 * delayed job of each still fires it): the row's id is the job's id, removed when the timer has fired
 * or is cancelled.
 */
export class Migration20270321090000Timers extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "timers" (
      "id" text primary key,
      "kind" text not null check ("kind" in ('digest', 'reminder')),
      "agreement_id" uuid not null,
      "user_id" uuid not null,
      "round" int null,
      "number" int null,
      "due_at" timestamptz not null,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`create index "timers_due_idx" on "timers" ("due_at");`);
    this.addSql(`create index "timers_agreement_idx" on "timers" ("agreement_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "timers";`);
  }
}
