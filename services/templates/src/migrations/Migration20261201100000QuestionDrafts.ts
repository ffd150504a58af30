import { Migration } from '@mikro-orm/migrations';

/**
 * Question drafts: the generated questions of a custom topic, made by a BullMQ job and stored here, so
 * the page waits on a job instead of a request, and an agreement is created from a finished draft. The
 * owner is the caller the gateway's session names; (owner_id, created_at) serves the rate limit.
 */
export class Migration20261201100000QuestionDrafts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "question_drafts" (
      "id" uuid primary key,
      "owner_id" varchar(100) not null,
      "title" varchar(200) not null,
      "description" text not null,
      "count" integer not null,
      "status" varchar(16) not null check ("status" in ('pending', 'ready', 'failed')),
      "questions" jsonb null,
      "message" text null,
      "created_at" timestamptz not null,
      "finished_at" timestamptz null
    );`);
    this.addSql(`create index "question_drafts_owner_idx" on "question_drafts" ("owner_id", "created_at");`);
    this.addSql(`create index "question_drafts_created_idx" on "question_drafts" ("created_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "question_drafts";`);
  }
}
