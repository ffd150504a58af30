import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 33 (docs/value-checks.md): an agreement question's value checks (`checks` jsonb, copied from the
 * template when the agreement is made, other questions named by this agreement's question ids; null =
 * none). Agreements made before keep null: their answers are checked as before.
 */
export class Migration20270302090000ValueChecks extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "agreement_questions" add column "checks" jsonb null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "agreement_questions" drop column if exists "checks";`);
  }
}
