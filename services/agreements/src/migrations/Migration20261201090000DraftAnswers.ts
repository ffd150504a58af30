import { Migration } from '@mikro-orm/migrations';

/**
 * Participation (security review F6, F11; docs/participants-and-drafts.md):
 * - `draft_answers`: answers saved one at a time are the caller's drafts (owner = user id or the
 *   visitor's anonymous id) and join nobody. Not covered by the version triggers: drafts are not part
 *   of what readers cache, and saving one changes nothing anyone else sees.
 * - `participants.removed_in_round`: the initiator may remove someone who has not answered a round.
 * - Names as long as registration allows (100 + ' ' + 100 characters).
 * - Participant rows that never submitted an answer set (saving one answer used to create them) become
 *   drafts of the same person, and the rows go; the agreements they were in are marked for a new
 *   decision of their status, which the service makes through its writer at start-up.
 */
export class Migration20261201090000DraftAnswers extends Migration {
  override async up(): Promise<void> {
    const fk = 'references "agreements" ("id") on delete cascade deferrable initially deferred';
    this.addSql(`create table "draft_answers" (
      "agreement_id" uuid not null ${fk},
      "owner_id" varchar(64) not null,
      "question_id" uuid not null references "agreement_questions" ("id") on delete cascade deferrable initially deferred,
      "round" integer not null,
      "response" boolean not null,
      "saved_at" timestamptz not null,
      constraint "draft_answers_pkey" primary key ("agreement_id", "owner_id", "question_id", "round")
    );`);
    this.addSql(`create index "draft_answers_owner_idx" on "draft_answers" ("owner_id");`);
    this.addSql(`alter table "participants" add column "removed_in_round" integer null;`);
    this.addSql(`alter table "participants" alter column "user_name" type varchar(201);`);
    this.addSql(`alter table "agreements" alter column "initiator_name" type varchar(201);`);
    this.addSql(`create table "agreement_rechecks" ("agreement_id" uuid primary key ${fk});`);
    const neverSubmitted = `not exists (select 1 from "submissions" s where s.participant_id = p.id)`;
    this
      .addSql(`insert into "draft_answers" ("agreement_id", "owner_id", "question_id", "round", "response", "saved_at")
      select a.agreement_id, p.user_id, a.question_id, a.round, a.response, a.answered_at
        from "answers" a join "participants" p on p.id = a.participant_id
       where ${neverSubmitted};`);
    this.addSql(`insert into "agreement_rechecks" ("agreement_id")
      select distinct p.agreement_id from "participants" p join "agreements" g on g.id = p.agreement_id
       where g.status in ('pending', 'in_progress') and ${neverSubmitted};`);
    // Their answers go with them (cascade); they are drafts now.
    this.addSql(`delete from "participants" p where ${neverSubmitted};`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "agreement_rechecks";`);
    this.addSql(`alter table "participants" drop column if exists "removed_in_round";`);
    this.addSql(`drop table if exists "draft_answers";`);
  }
}
