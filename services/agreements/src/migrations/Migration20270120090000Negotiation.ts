import { Migration } from '@mikro-orm/migrations';

/**
 * Negotiation (issue 19, docs/negotiation.md).
 * - `agreement_questions`: `middle_ground` (the curated compromises copied from the template, jsonb
 *   array of {text, clause, description}, null: none); a question that replaced a disputed one from a
 *   round on (`replaces_question_id`, `from_round`, `settled_by_proposal_id`; the original question and
 *   its answers stay as history).
 * - `proposals` (an option put forward for a point of a closed round; content copied), with a partial
 *   unique index: one pending-or-accepted proposal per point and round, whichever process writes it;
 *   `proposal_responses` (who accepted or declined).
 * - `point_marks`: a participant's private marks on a point (never shown to anyone else unless matched).
 *   No version trigger: a private mark changes nothing anyone else reads.
 * - `model_drafts`: options a language model drafted for a point (listed to every participant).
 */
export class Migration20270120090000Negotiation extends Migration {
  override async up(): Promise<void> {
    this.addSql(`set constraints all immediate;`);
    this.addSql(`alter table "agreement_questions"
      add column "middle_ground" jsonb null,
      add column "replaces_question_id" uuid null references "agreement_questions" ("id") on delete cascade deferrable initially deferred,
      add column "from_round" integer null,
      add column "settled_by_proposal_id" uuid null;`);
    this.addSql(`create table "proposals" (
      "id" uuid primary key,
      "agreement_id" uuid not null references "agreements" ("id") on delete cascade deferrable initially deferred,
      "question_id" uuid not null references "agreement_questions" ("id") on delete cascade deferrable initially deferred,
      "round" integer not null,
      "option_id" varchar(60) not null,
      "source" varchar(20) not null check ("source" in ('library', 'midpoint', 'answer', 'model')),
      "text" text not null,
      "clause" text null,
      "value" jsonb null,
      "display" text null,
      "description" text null,
      "proposed_by" uuid not null references "participants" ("id") on delete cascade deferrable initially deferred,
      "status" varchar(20) not null check ("status" in ('pending', 'accepted', 'declined')),
      "created_at" timestamptz not null,
      "decided_at" timestamptz null
    );`);
    // Two processes cannot both put a proposal forward for one point of one round.
    this
      .addSql(`create unique index "proposals_open_uq" on "proposals" ("agreement_id", "question_id", "round")
      where "status" in ('pending', 'accepted');`);
    this.addSql(`create index "proposals_agreement_idx" on "proposals" ("agreement_id", "round");`);
    this.addSql(`create table "proposal_responses" (
      "proposal_id" uuid not null references "proposals" ("id") on delete cascade deferrable initially deferred,
      "participant_id" uuid not null references "participants" ("id") on delete cascade deferrable initially deferred,
      "accepted" boolean not null,
      "responded_at" timestamptz not null,
      "seq" bigserial not null,
      primary key ("proposal_id", "participant_id")
    );`);
    this.addSql(`create table "point_marks" (
      "agreement_id" uuid not null references "agreements" ("id") on delete cascade deferrable initially deferred,
      "participant_id" uuid not null references "participants" ("id") on delete cascade deferrable initially deferred,
      "question_id" uuid not null references "agreement_questions" ("id") on delete cascade deferrable initially deferred,
      "round" integer not null,
      "can_accept" boolean not null default false,
      "important" boolean not null default false,
      "updated_at" timestamptz not null,
      primary key ("participant_id", "question_id", "round")
    );`);
    this.addSql(`create index "point_marks_agreement_idx" on "point_marks" ("agreement_id", "round");`);
    this.addSql(`create table "model_drafts" (
      "id" uuid primary key,
      "agreement_id" uuid not null references "agreements" ("id") on delete cascade deferrable initially deferred,
      "question_id" uuid not null references "agreement_questions" ("id") on delete cascade deferrable initially deferred,
      "round" integer not null,
      "text" text not null,
      "clause" text not null,
      "created_by" uuid not null references "participants" ("id") on delete cascade deferrable initially deferred,
      "created_at" timestamptz not null
    );`);
    this.addSql(
      `create index "model_drafts_point_idx" on "model_drafts" ("agreement_id", "question_id", "round");`,
    );
    this.addSql(`set constraints all deferred;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "model_drafts";`);
    this.addSql(`drop table if exists "point_marks";`);
    this.addSql(`drop table if exists "proposal_responses";`);
    this.addSql(`drop table if exists "proposals";`);
    this
      .addSql(`alter table "agreement_questions" drop column if exists "middle_ground", drop column if exists "replaces_question_id",
      drop column if exists "from_round", drop column if exists "settled_by_proposal_id";`);
  }
}
