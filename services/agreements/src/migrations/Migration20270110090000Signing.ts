import { Migration } from '@mikro-orm/migrations';

/**
 * Signing with evidence (issue 18, docs/signing.md). The first signature freezes the text it signed on
 * the agreement (`frozen_text`, `frozen_text_sha256`, cleared when the signatures are voided); every
 * party's signature records who, when, how (code or password), from where (IP, user agent) and the
 * SHA-256 of the text signed. Codes are kept only as salted hashes. Attempts are counted per agreement
 * and user (under an advisory lock) for the limits. `audit_events` is the agreement's hash-chained
 * trail, written in the transaction of each change; agreements made before this migration get no
 * invented history: their trail starts with the first event after it.
 */
export class Migration20270110090000Signing extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "agreements" drop constraint if exists "agreements_status_check";`);
    this.addSql(`alter table "agreements" add constraint "agreements_status_check"
      check ("status" in ('pending', 'in_progress', 'completed', 'disagreement', 'signed'));`);
    this.addSql(
      `alter table "agreements" add column "frozen_text" text null, add column "frozen_text_sha256" char(64) null;`,
    );
    this.addSql(`create table "signatures" (
      "id" uuid primary key,
      "agreement_id" uuid not null references "agreements" ("id") on delete cascade,
      "participant_id" uuid not null references "participants" ("id") on delete cascade,
      "user_id" varchar(255) not null,
      "name" varchar(255) not null,
      "method" varchar(20) not null check ("method" in ('email-code', 'password')),
      "ip_address" varchar(64) not null,
      "user_agent" varchar(500) not null,
      "text_sha256" char(64) not null,
      "signed_at" timestamptz not null,
      "voided_at" timestamptz null
    );`);
    // One valid signature per party at a time (voided ones stay as evidence).
    this.addSql(
      `create unique index "signatures_active_uq" on "signatures" ("participant_id") where "voided_at" is null;`,
    );
    this.addSql(`create index "signatures_agreement_idx" on "signatures" ("agreement_id", "signed_at");`);
    this.addSql(`create table "signing_codes" (
      "id" uuid primary key,
      "agreement_id" uuid not null references "agreements" ("id") on delete cascade,
      "user_id" varchar(255) not null,
      "salt" varchar(64) not null,
      "code_hash" char(64) not null,
      "created_at" timestamptz not null,
      "expires_at" timestamptz not null,
      "used_at" timestamptz null
    );`);
    this.addSql(
      `create index "signing_codes_user_idx" on "signing_codes" ("agreement_id", "user_id", "created_at");`,
    );
    this.addSql(`create table "signing_attempts" (
      "id" uuid primary key,
      "agreement_id" uuid not null references "agreements" ("id") on delete cascade,
      "user_id" varchar(255) not null,
      "method" varchar(20) not null,
      "attempted_at" timestamptz not null,
      "succeeded" boolean not null default false
    );`);
    this.addSql(
      `create index "signing_attempts_user_idx" on "signing_attempts" ("agreement_id", "user_id", "attempted_at");`,
    );
    this.addSql(`create table "audit_events" (
      "agreement_id" uuid not null references "agreements" ("id") on delete cascade,
      "seq" integer not null,
      "kind" varchar(40) not null,
      "occurred_at" timestamptz not null,
      "actor_name" varchar(255) null,
      "round" integer null,
      "details" jsonb not null,
      "prev_hash" char(64) null,
      "hash" char(64) not null,
      primary key ("agreement_id", "seq")
    );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "audit_events";`);
    this.addSql(`drop table if exists "signing_attempts";`);
    this.addSql(`drop table if exists "signing_codes";`);
    this.addSql(`drop table if exists "signatures";`);
    this.addSql(
      `alter table "agreements" drop column if exists "frozen_text", drop column if exists "frozen_text_sha256";`,
    );
  }
}
