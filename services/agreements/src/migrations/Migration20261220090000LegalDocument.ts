import { Migration } from '@mikro-orm/migrations';

/**
 * The legal document (issue 15, docs/legal-document.md). An agreement keeps, with its own copy of the
 * questions, what its document is made from, so a later change of the catalogue never changes an
 * agreement under way:
 * - `agreements.document`: the topic's document settings (kind, heading, term and dispute clauses) as
 *   jsonb; null for a custom topic (the defaults) and for agreements made before this migration;
 * - `agreement_questions.section`, `fact` and `party_roles`: the subject heading of the clause, whether
 *   the question is a fact printed under 'Bakgrunn', and the roles a party question gives.
 * And each party's details in the agreement: `participants.birth_date` and `address` (personal data,
 * given on the result page; null until then).
 *
 * Adding columns fires no row triggers: the version triggers (AgreementVersion) keep working.
 */
export class Migration20261220090000LegalDocument extends Migration {
  override async up(): Promise<void> {
    // Postgres alters no table with pending trigger events (see the TypedAnswers migration): checked
    // now, then deferred again (every foreign key of this schema is initially deferred).
    this.addSql(`set constraints all immediate;`);
    this.addSql(`alter table "agreements" add column "document" jsonb null;`);
    this.addSql(`alter table "agreement_questions"
      add column "section" varchar(80) null,
      add column "fact" boolean not null default false,
      add column "party_roles" jsonb null;`);
    this.addSql(`alter table "participants"
      add column "birth_date" date null,
      add column "address" text null;`);
    this.addSql(`set constraints all deferred;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "participants" drop column "birth_date", drop column "address";`);
    this.addSql(
      `alter table "agreement_questions" drop column "section", drop column "fact", drop column "party_roles";`,
    );
    this.addSql(`alter table "agreements" drop column "document";`);
  }
}
