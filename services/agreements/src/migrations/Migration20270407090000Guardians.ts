import { Migration } from '@mikro-orm/migrations';

/**
 * Guardians (docs/guardians.md): a party under 18 takes part with their guardian, who accepts with the
 * invited confirmed address, states how they are the guardian and their date of birth, and signs with the
 * party (vergemålsloven § 9). One guardian per party; they go with the party and the agreement, and move the
 * agreement's version like its other rows. A signature is a party's own or their guardian's (`role`): one
 * valid signature of each per party.
 */
export class Migration20270407090000Guardians extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "guardians" (
      "id" uuid primary key,
      "agreement_id" uuid not null references "agreements" ("id") on delete cascade,
      "participant_id" uuid not null references "participants" ("id") on delete cascade,
      "email" text not null,
      "invited_at" timestamptz not null,
      "user_id" uuid null,
      "user_name" text null,
      "birth_date" date null,
      "relation" text null check ("relation" in ('parent', 'appointed')),
      "accepted_at" timestamptz null,
      constraint "guardians_accepted_check" check (
        ("user_id" is null) = ("accepted_at" is null) and ("user_id" is null) = ("user_name" is null)
        and ("user_id" is null) = ("birth_date" is null) and ("user_id" is null) = ("relation" is null)),
      constraint "guardians_participant_unique" unique ("participant_id")
    );`);
    this.addSql(`create index "guardians_agreement_idx" on "guardians" ("agreement_id");`);
    this.addSql(`create trigger "guardians_version" after insert or update or delete on "guardians"
      for each row execute function "agreements_bump_version"();`);
    this.addSql(
      `alter table "signatures" add column "role" text not null default 'party' check ("role" in ('party', 'guardian'));`,
    );
    this.addSql(`drop index if exists "signatures_active_uq";`);
    this.addSql(
      `create unique index "signatures_active_uq" on "signatures" ("participant_id", "role") where "voided_at" is null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "signatures" where "role" = 'guardian';`);
    this.addSql(`drop index if exists "signatures_active_uq";`);
    this.addSql(
      `create unique index "signatures_active_uq" on "signatures" ("participant_id") where "voided_at" is null;`,
    );
    this.addSql(`alter table "signatures" drop column if exists "role";`);
    this.addSql(`drop table if exists "guardians";`);
  }
}
