import { Migration } from '@mikro-orm/migrations';

/**
 * docs/admin-role.md: which address of an account is proven, and an audit trail of the admin role.
 * Accounts that exist before this migration count their current address as proven (there was no way
 * to tell a registered address from one set later); the start-up check then revokes every admin flag
 * whose address is not on ADMIN_EMAILS.
 */
export class Migration20261201000000VerifiedEmailAndAdminEvents extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "users"
      add column "verified_email" varchar(254) null,
      add column "email_verified_at" timestamptz null;`);
    this.addSql(`update "users" set "verified_email" = "email", "email_verified_at" = "created_at";`);
    this.addSql(`create table "admin_role_events" (
      "id" bigserial primary key,
      "user_id" uuid not null,
      "action" varchar(10) not null check ("action" in ('granted', 'revoked')),
      "reason" varchar(40) not null,
      "actor_id" uuid null,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(
      `create index "admin_role_events_user_id_index" on "admin_role_events" ("user_id", "created_at");`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "admin_role_events";`);
    this.addSql(
      `alter table "users" drop column if exists "verified_email", drop column if exists "email_verified_at";`,
    );
  }
}
