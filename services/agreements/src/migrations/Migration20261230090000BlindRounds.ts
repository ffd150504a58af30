import { Migration } from '@mikro-orm/migrations';

/**
 * Blind rounds (issue 16, docs/blind-rounds-and-finishing.md): `agreements.blind`, set by the initiator on
 * the share page. While it is true, nobody sees the others' answers of a round until everyone in it has
 * answered. Default false, so every existing agreement keeps the spec's behaviour.
 *
 * Adding a column fires no row triggers: the version triggers (AgreementVersion) keep working, and a
 * later change of the setting raises the version like every other change of the row.
 */
export class Migration20261230090000BlindRounds extends Migration {
  override async up(): Promise<void> {
    // Postgres alters no table with pending trigger events (see the TypedAnswers migration).
    this.addSql(`set constraints all immediate;`);
    this.addSql(`alter table "agreements" add column "blind" boolean not null default false;`);
    this.addSql(`set constraints all deferred;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "agreements" drop column "blind";`);
  }
}
