import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 17 (docs/password-reset-and-address-confirmation.md): single-use links mailed to an account, a
 * password reset or the confirmation of an address. Only the SHA-256 of each token is stored. Existing
 * accounts keep their `verified_email` as it is.
 */
export class Migration20261225000000AccountTokens extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "account_tokens" (
      "id" uuid primary key,
      "token_hash" char(64) not null,
      "purpose" varchar(10) not null check ("purpose" in ('reset', 'verify')),
      "user_id" uuid not null references "users" ("id") on delete cascade,
      "email" varchar(254) not null,
      "expires_at" timestamptz not null,
      "used_at" timestamptz null,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`create unique index "account_tokens_token_hash_unique" on "account_tokens" ("token_hash");`);
    this.addSql(
      `create index "account_tokens_user_index" on "account_tokens" ("user_id", "purpose", "created_at");`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "account_tokens";`);
  }
}
