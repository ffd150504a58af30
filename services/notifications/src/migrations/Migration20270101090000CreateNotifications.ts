import { Migration } from '@mikro-orm/migrations';

/**
 * The mail log (no bodies, no addresses: the masked form only), the state the events build (round,
 * reminders, 'answered' windows), choices (preferences, suppressed addresses) and unsubscribe tokens
 * (their SHA-256 only). docs/notifications.md.
 */
export class Migration20270101090000CreateNotifications extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "mails" (
      "id" uuid primary key,
      "kind" varchar(32) not null,
      "recipient_user_id" uuid null,
      "masked_recipient" varchar(320) not null,
      "agreement_id" uuid null,
      "event_id" uuid null,
      "subject" varchar(400) not null,
      "state" varchar(16) not null default 'queued' check ("state" in ('queued', 'sent', 'failed')),
      "attempts" int not null default 0,
      "last_error" varchar(500) null,
      "smtp_message_id" varchar(300) null,
      "claimed_until" timestamptz null,
      "created_at" timestamptz not null default now(),
      "sent_at" timestamptz null
    );`);
    this.addSql(`create index "mails_state_idx" on "mails" ("state", "created_at" desc);`);
    this.addSql(`create index "mails_agreement_idx" on "mails" ("agreement_id", "kind", "created_at");`);
    this.addSql(`create index "mails_created_idx" on "mails" ("created_at" desc);`);

    this.addSql(`create table "processed_events" (
      "event_id" uuid primary key,
      "processed_at" timestamptz not null default now()
    );`);

    this.addSql(`create table "agreement_states" (
      "agreement_id" uuid primary key,
      "round" int not null,
      "status" varchar(16) not null check ("status" in ('open', 'closed', 'deleted')),
      "title" varchar(300) not null,
      "updated_at" timestamptz not null default now()
    );`);

    this.addSql(`create table "reminders" (
      "agreement_id" uuid not null,
      "round" int not null,
      "user_id" uuid not null,
      "answered" boolean not null default false,
      "sent" int not null default 0,
      primary key ("agreement_id", "round", "user_id")
    );`);

    this.addSql(`create table "answer_digests" (
      "agreement_id" uuid not null,
      "user_id" uuid not null,
      "window_ends_at" timestamptz null,
      primary key ("agreement_id", "user_id")
    );`);
    this.addSql(`create table "answer_digest_items" (
      "agreement_id" uuid not null,
      "user_id" uuid not null,
      "event_id" uuid not null,
      "actor_name" varchar(200) not null,
      "answered_at" timestamptz not null,
      "created_at" timestamptz not null default now(),
      primary key ("user_id", "event_id")
    );`);
    this.addSql(
      `create index "answer_digest_items_agreement_idx" on "answer_digest_items" ("agreement_id", "user_id");`,
    );

    this.addSql(`create table "preferences" (
      "user_id" uuid not null,
      "kind" varchar(32) not null,
      "enabled" boolean not null,
      "updated_at" timestamptz not null default now(),
      primary key ("user_id", "kind")
    );`);
    this.addSql(`create table "suppressed_addresses" (
      "email_hash" char(64) not null,
      "kind" varchar(32) not null,
      "created_at" timestamptz not null default now(),
      primary key ("email_hash", "kind")
    );`);
    this.addSql(`create table "unsubscribe_tokens" (
      "token_hash" char(64) primary key,
      "kind" varchar(32) not null,
      "user_id" uuid null,
      "email_hash" char(64) null,
      "masked_email" varchar(320) not null,
      "created_at" timestamptz not null default now(),
      check (("user_id" is null) <> ("email_hash" is null))
    );`);
  }

  override async down(): Promise<void> {
    for (const table of [
      'unsubscribe_tokens',
      'suppressed_addresses',
      'preferences',
      'answer_digest_items',
      'answer_digests',
      'reminders',
      'agreement_states',
      'processed_events',
      'mails',
    ])
      this.addSql(`drop table if exists "${table}";`);
  }
}
