import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 33 (docs/value-checks.md): a free_text question's value checks (`checks` jsonb, an array of
 * ValueCheck naming other questions of the topic by template id; null = none). Agreements copy them into
 * their own questions when they are made; existing topics get the catalogue's through its update path.
 */
export class Migration20270302100000ValueChecks extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "question_templates" add column "checks" jsonb null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "question_templates" drop column "checks";`);
  }
}
