import { Migration } from '@mikro-orm/migrations';

/**
 * Observers (docs/observers.md): someone a party invited by address to read the agreement. The
 * row keeps the address (to match the account that accepts, and for the inviter's list) and, once
 * accepted, the account. One invitation per address and one per account in an agreement; they go with
 * the agreement. A change raises the agreement's version like its other rows (the read cache and the
 * writer's snapshot hold the observers).
 */
export class Migration20270405090000Observers extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "observers" (
      "id" uuid primary key,
      "agreement_id" uuid not null references "agreements" ("id") on delete cascade,
      "email" text not null,
      "invited_by_user_id" uuid not null,
      "invited_by_name" text not null,
      "user_id" uuid null,
      "user_name" text null,
      "invited_at" timestamptz not null,
      "accepted_at" timestamptz null,
      constraint "observers_accepted_check" check (("user_id" is null) = ("accepted_at" is null) and ("user_id" is null) = ("user_name" is null)),
      constraint "observers_agreement_email_unique" unique ("agreement_id", "email"),
      constraint "observers_agreement_user_unique" unique ("agreement_id", "user_id")
    );`);
    this.addSql(`create trigger "observers_version" after insert or update or delete on "observers"
      for each row execute function "agreements_bump_version"();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "observers";`);
  }
}
