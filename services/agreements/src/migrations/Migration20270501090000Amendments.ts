import { Migration } from '@mikro-orm/migrations';

/**
 * Amendments (docs/amendments.md): an amended agreement is a new agreement that names the one it amends
 * (`amends_id`) and its number in the chain (`version_number`, 1 for an original); `reopened_question_ids` are
 * the questions its second round asks (those the parties chose to change, the ones added, and what depends on
 * them); the rest carry the earlier version's answers; `clauses_before` holds, per reopened question, what the
 * earlier version said (the redline's «before»). When it is signed, the earlier one gets
 * `replaced_by_id` and `replaced_at`. Adding columns fires no row triggers: the version triggers keep working.
 */
export class Migration20270501090000Amendments extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "agreements"
      add column "amends_id" uuid null references "agreements" ("id") on delete set null deferrable initially deferred,
      add column "version_number" integer not null default 1,
      add column "reopened_question_ids" jsonb null,
      add column "clauses_before" jsonb null,
      add column "replaced_by_id" uuid null references "agreements" ("id") on delete set null deferrable initially deferred,
      add column "replaced_at" timestamptz null;`);
    this.addSql(
      `create index "agreements_amends_idx" on "agreements" ("amends_id") where "amends_id" is not null;`,
    );
  }

  override async down(): Promise<void> {
    this
      .addSql(`alter table "agreements" drop column if exists "amends_id", drop column if exists "version_number",
      drop column if exists "reopened_question_ids", drop column if exists "clauses_before", drop column if exists "replaced_by_id", drop column if exists "replaced_at";`);
  }
}
