import { Migration } from '@mikro-orm/migrations';

export class Migration20261122010000CreateTemplates extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "topics" (
      "id" uuid primary key,
      "title" varchar(200) not null,
      "description" text not null,
      "featured" boolean not null default false,
      "is_public" boolean not null default true,
      "is_custom" boolean not null default false,
      "created_by" uuid null,
      "catalogue_key" varchar(100) null,
      "created_at" timestamptz not null
    );`);
    this.addSql(
      `create unique index "topics_catalogue_key_unique" on "topics" ("catalogue_key") where "catalogue_key" is not null;`,
    );
    this.addSql(`create index "topics_public_idx" on "topics" ("is_public", "featured");`);
    this.addSql(`create table "question_templates" (
      "id" uuid primary key,
      "topic_id" uuid not null references "topics" ("id") on delete cascade deferrable initially deferred,
      "text" varchar(500) not null,
      "type" varchar(20) not null check ("type" in ('yes_no', 'multiple_choice', 'free_text')),
      "options" jsonb null,
      "position" integer not null,
      "description" text null,
      "required" boolean not null default false,
      "clause_yes" text null,
      "clause_no" text null,
      "created_at" timestamptz not null
    );`);
    this.addSql(
      `create index "question_templates_topic_idx" on "question_templates" ("topic_id", "position");`,
    );
    this.addSql(`create table "logic_rules" (
      "id" uuid primary key,
      "topic_id" uuid not null references "topics" ("id") on delete cascade deferrable initially deferred,
      "question_id" uuid not null references "question_templates" ("id") on delete cascade deferrable initially deferred,
      "source_question_id" uuid not null references "question_templates" ("id") on delete cascade deferrable initially deferred,
      "operator" varchar(20) not null,
      "value" jsonb null,
      "action" varchar(20) not null check ("action" in ('show', 'hide', 'jump_to', 'end_form')),
      "target_question_id" uuid null references "question_templates" ("id") on delete cascade deferrable initially deferred
    );`);
    this.addSql(`create index "logic_rules_topic_idx" on "logic_rules" ("topic_id");`);
    this.addSql(`create index "logic_rules_question_idx" on "logic_rules" ("question_id");`);
    this.addSql(
      `create table "catalogue_seeds" ("key" varchar(100) primary key, "seeded_at" timestamptz not null);`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "logic_rules";`);
    this.addSql(`drop table if exists "question_templates";`);
    this.addSql(`drop table if exists "topics";`);
    this.addSql(`drop table if exists "catalogue_seeds";`);
  }
}
