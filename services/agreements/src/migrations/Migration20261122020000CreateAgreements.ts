import { Migration } from '@mikro-orm/migrations';

export class Migration20261122020000CreateAgreements extends Migration {
  override async up(): Promise<void> {
    const fk = 'references "agreements" ("id") on delete cascade deferrable initially deferred';
    this.addSql(`create table "agreements" (
      "id" uuid primary key,
      "title" varchar(200) not null,
      "description" text not null,
      "topic_id" uuid null,
      "topic_title" varchar(200) null,
      "status" varchar(20) not null check ("status" in ('pending', 'in_progress', 'completed', 'disagreement')),
      "current_round" integer not null,
      "max_rounds" integer not null,
      "expected_participants" integer not null check ("expected_participants" between 2 and 50),
      "declared_disagreement" boolean not null default false,
      "initiator_id" varchar(64) not null,
      "initiator_name" varchar(200) not null,
      "legal_text" text null,
      "created_at" timestamptz not null,
      "updated_at" timestamptz not null
    );`);
    this.addSql(`create index "agreements_initiator_idx" on "agreements" ("initiator_id");`);
    this.addSql(`create table "agreement_questions" (
      "id" uuid primary key,
      "agreement_id" uuid not null ${fk},
      "text" varchar(500) not null,
      "type" varchar(20) not null,
      "options" jsonb null,
      "position" integer not null,
      "description" text null,
      "required" boolean not null default false,
      "clause_yes" text null,
      "clause_no" text null
    );`);
    this.addSql(
      `create index "agreement_questions_agreement_idx" on "agreement_questions" ("agreement_id", "position");`,
    );
    this.addSql(`create table "agreement_rules" (
      "id" uuid primary key,
      "agreement_id" uuid not null ${fk},
      "question_id" uuid not null,
      "source_question_id" uuid not null,
      "operator" varchar(20) not null,
      "value" jsonb null,
      "action" varchar(20) not null,
      "target_question_id" uuid null
    );`);
    this.addSql(`create index "agreement_rules_agreement_idx" on "agreement_rules" ("agreement_id");`);
    this.addSql(`create table "participants" (
      "id" uuid primary key,
      "agreement_id" uuid not null ${fk},
      "user_id" varchar(64) not null,
      "user_name" varchar(200) not null,
      "is_anonymous" boolean not null,
      "joined_at" timestamptz not null,
      constraint "participants_agreement_user_unique" unique ("agreement_id", "user_id")
    );`);
    this.addSql(`create index "participants_user_idx" on "participants" ("user_id");`);
    this.addSql(`create table "answers" (
      "id" uuid primary key,
      "agreement_id" uuid not null ${fk},
      "participant_id" uuid not null references "participants" ("id") on delete cascade deferrable initially deferred,
      "question_id" uuid not null references "agreement_questions" ("id") on delete cascade deferrable initially deferred,
      "round" integer not null,
      "response" boolean not null,
      "answered_at" timestamptz not null,
      constraint "answers_one_per_round" unique ("participant_id", "question_id", "round")
    );`);
    this.addSql(`create index "answers_agreement_idx" on "answers" ("agreement_id");`);
    this.addSql(`create table "submissions" (
      "id" uuid primary key,
      "agreement_id" uuid not null ${fk},
      "participant_id" uuid not null references "participants" ("id") on delete cascade deferrable initially deferred,
      "round" integer not null,
      "submitted_at" timestamptz not null,
      constraint "submissions_one_per_round" unique ("participant_id", "round")
    );`);
    this.addSql(`create index "submissions_agreement_idx" on "submissions" ("agreement_id");`);
  }

  override async down(): Promise<void> {
    for (const table of [
      'submissions',
      'answers',
      'participants',
      'agreement_rules',
      'agreement_questions',
      'agreements',
    ]) {
      this.addSql(`drop table if exists "${table}";`);
    }
  }
}
