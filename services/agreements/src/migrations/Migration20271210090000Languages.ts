import { Migration } from '@mikro-orm/migrations';

/**
 * The legal text in three languages (docs/languages.md): the agreement's language (bokmål or nynorsk, a party's
 * choice until the first signature), whether its PDF carries an English translation, and the translations the
 * agreement was started with — the topic's (title, document clauses, whether the nynorsk was read) and each
 * question's — kept as the bokmål is. Adding columns fires no row triggers: the version triggers keep working.
 */
export class Migration20271210090000Languages extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "agreements" add column "language" text not null default 'nb' check ("language" in ('nb', 'nn')),
         add column "english_appendix" boolean not null default false,
         add column "translations" jsonb null;`,
    );
    this.addSql(`alter table "agreement_questions" add column "translations" jsonb null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "agreement_questions" drop column if exists "translations";`);
    this.addSql(
      `alter table "agreements" drop column if exists "translations", drop column if exists "english_appendix", drop column if exists "language";`,
    );
  }
}
