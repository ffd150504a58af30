import { Migration } from '@mikro-orm/migrations';

/**
 * Private limits (docs/negotiation.md, «Private limits»): a participant's least favourable value on a disputed
 * amount or date, one per participant, point and round (the primary key: a limit cannot be moved within the
 * round). Never shown to anyone else; when every participant of the round has one and they overlap, the point
 * is settled by a proposal of source `limits`. The version trigger as on the other negotiation tables: the
 * caller's kept comparison must show their own limit, and the others' comparisons stay byte for byte the same.
 */
export class Migration20271220090000PrivateLimits extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "point_limits" (
      "agreement_id" uuid not null references "agreements" ("id") on delete cascade deferrable initially deferred,
      "participant_id" uuid not null references "participants" ("id") on delete cascade deferrable initially deferred,
      "question_id" uuid not null references "agreement_questions" ("id") on delete cascade deferrable initially deferred,
      "round" integer not null,
      "value" jsonb not null,
      "created_at" timestamptz not null,
      primary key ("participant_id", "question_id", "round"));`);
    this.addSql(`create index "point_limits_agreement_idx" on "point_limits" ("agreement_id");`);
    this.addSql(`create trigger "point_limits_version" after insert or update or delete on "point_limits"
      for each row execute function "agreements_bump_version"();`);
    this.addSql(`alter table "proposals" drop constraint "proposals_source_check",
      add constraint "proposals_source_check" check ("source" in ('library', 'midpoint', 'answer', 'model', 'limits'));`);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "proposals" where "source" = 'limits';`);
    this.addSql(`alter table "proposals" drop constraint "proposals_source_check",
      add constraint "proposals_source_check" check ("source" in ('library', 'midpoint', 'answer', 'model'));`);
    this.addSql(`drop table if exists "point_limits";`);
  }
}
