import { Migration } from '@mikro-orm/migrations';

/**
 * Typed questions (docs/typed-answers.md): a free_text question's value format and clause template
 * (`{{svar}}` where the answer goes), a multiple_choice question's clause per option (jsonb array in
 * option order, null for an option without one). Existing free_text questions read text.
 */
export class Migration20261210100000TypedQuestions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "question_templates"
      add column "format" varchar(16) null check ("format" in ('text', 'number', 'amount', 'percent', 'date', 'party')),
      add column "option_clauses" jsonb null,
      add column "clause_template" text null;`);
    this.addSql(`update "question_templates" set "format" = 'text' where "type" = 'free_text';`);
  }

  override async down(): Promise<void> {
    this.addSql(
      `alter table "question_templates" drop column "format", drop column "option_clauses", drop column "clause_template";`,
    );
  }
}
