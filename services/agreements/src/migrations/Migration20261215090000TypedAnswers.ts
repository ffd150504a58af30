import { Migration } from '@mikro-orm/migrations';

/**
 * Typed answers (docs/typed-answers.md): an answer is a boolean (yes_no), an option (multiple_choice)
 * or a value (free_text: text, a number, `YYYY-MM-DD`, a party), so `response` becomes jsonb (every
 * stored boolean stays the same boolean, now as jsonb `true`/`false`). An agreement's questions keep
 * the free_text format, the clause per option and the clause template of the template they were copied
 * from. Changing a column's type fires no row triggers, and the version triggers on `answers`
 * (Migration20261122110000AgreementVersion) are row triggers on the table, so they keep firing.
 */
export class Migration20261215090000TypedAnswers extends Migration {
  override async up(): Promise<void> {
    // The pending migrations run in one transaction: when the drafts migration runs in it too, its rows
    // leave deferred foreign-key checks pending, and Postgres alters no table with pending trigger
    // events. Checked now, then deferred again (every foreign key of this schema is initially deferred).
    this.addSql(`set constraints all immediate;`);
    this.addSql(`alter table "answers" alter column "response" type jsonb using to_jsonb("response");`);
    this.addSql(`alter table "draft_answers" alter column "response" type jsonb using to_jsonb("response");`);
    this.addSql(`alter table "agreement_questions"
      add column "format" varchar(20) null,
      add column "option_clauses" jsonb null,
      add column "clause_template" text null;`);
    this.addSql(`set constraints all deferred;`);
  }

  override async down(): Promise<void> {
    // Only Ja/Nei answers can go back to boolean; typed answers (and their questions' fields) are lost.
    for (const table of ['answers', 'draft_answers']) {
      this.addSql(`delete from "${table}" where jsonb_typeof("response") <> 'boolean';`);
      this.addSql(
        `alter table "${table}" alter column "response" type boolean using ("response" = 'true'::jsonb);`,
      );
    }
    this.addSql(
      `alter table "agreement_questions" drop column "format", drop column "option_clauses", drop column "clause_template";`,
    );
  }
}
