import { Migration } from '@mikro-orm/migrations';

/**
 * The legal document (issue 15, docs/legal-document.md): a question's subject heading (`section`), whether
 * it is a fact printed under 'Bakgrunn' (`fact`), the roles a party question gives (`party_roles` jsonb,
 * `{chosen, others}`), and a topic's document settings (`document` jsonb: kind, heading, term clause,
 * dispute clause; null = the defaults). `catalogue_seeds.revision` records which catalogue revision a
 * seeded topic's rows were brought to: rows seeded before this migration are at 1, and the seeder fills
 * the new fields of their untouched rows once (docs/legal-document.md, "Existing installations").
 */
export class Migration20261225100000LegalDocument extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "question_templates"
      add column "section" varchar(80) null,
      add column "fact" boolean not null default false,
      add column "party_roles" jsonb null;`);
    this.addSql(`alter table "topics" add column "document" jsonb null;`);
    this.addSql(`alter table "catalogue_seeds" add column "revision" integer not null default 1;`);
  }

  override async down(): Promise<void> {
    this.addSql(
      `alter table "question_templates" drop column "section", drop column "fact", drop column "party_roles";`,
    );
    this.addSql(`alter table "topics" drop column "document";`);
    this.addSql(`alter table "catalogue_seeds" drop column "revision";`);
  }
}
