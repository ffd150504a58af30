import { Migration } from '@mikro-orm/migrations';

/**
 * Negotiation (issue 19, docs/negotiation.md): a question's curated middle ground (`middle_ground` jsonb,
 * an array of {text, clause, description}; null = never set, so the seeder may fill it from the catalogue;
 * `[]` = none, e.g. cleared by an admin, never filled again). `catalogue_key` is the catalogue question's
 * key of a seeded question (null for questions admins wrote): the seeder finds the library's entries by it
 * (`middleGroundOf(topicKey, questionKey)`). Questions seeded before this migration get their key once,
 * where type, text and format are still the catalogue's (catalogue revision 3).
 */
export class Migration20270105100000MiddleGround extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "question_templates"
      add column "middle_ground" jsonb null,
      add column "catalogue_key" varchar(100) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "question_templates" drop column "middle_ground", drop column "catalogue_key";`);
  }
}
