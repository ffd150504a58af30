import { Migration } from '@mikro-orm/migrations';

/**
 * signing with national eID through an OpenID Connect broker. `eid_requests` keeps
 * a started login (its `state`, `nonce` and PKCE verifier, for whom and what) until the broker sends the
 * browser back, at most ten minutes; `eid_proofs` keeps what the broker verified until agreements spends it
 * once for the signature it was started for. No national identity number is stored: the subject only as a
 * SHA-256, the claims as their digest.
 */
export class Migration20270401000000EidProofs extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "eid_requests" (
      "state" varchar(200) primary key,
      "user_id" uuid not null,
      "nonce" varchar(200) not null,
      "code_verifier" varchar(200) not null,
      "purpose" jsonb not null,
      "created_at" timestamptz not null default now(),
      "expires_at" timestamptz not null,
      "completed_at" timestamptz null
    );`);
    this.addSql(`create index "eid_requests_expires_at_index" on "eid_requests" ("expires_at");`);
    this.addSql(`create table "eid_proofs" (
      "id" uuid primary key,
      "user_id" uuid not null,
      "purpose" jsonb not null,
      "name" varchar(200) not null,
      "birth_date" date null,
      "acr" varchar(200) null,
      "issuer" varchar(500) not null,
      "subject_sha256" char(64) not null,
      "method" varchar(60) not null,
      "broker" varchar(60) not null,
      "claims_sha256" char(64) not null,
      "authenticated_at" timestamptz not null,
      "created_at" timestamptz not null default now(),
      "used_at" timestamptz null
    );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "eid_proofs";`);
    this.addSql(`drop table if exists "eid_requests";`);
  }
}
