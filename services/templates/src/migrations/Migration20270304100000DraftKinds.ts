import { Migration } from '@mikro-orm/migrations';

/**
 * `question_drafts.kinds`: the kinds of agreement the person chose for a custom topic (a JSON array of
 * `AgreementKind`), which the draft's questions and document are made from; null when the title was read for them.
 */
export class Migration20270304100000DraftKinds extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "question_drafts" add column "kinds" jsonb null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "question_drafts" drop column "kinds";`);
  }
}
