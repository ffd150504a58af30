import { Migration } from '@mikro-orm/migrations';

/**
 * Security review L3 (docs/negotiation.md): `point_marks.shown_in_match` — the marks were part of a match
 * someone saw this round, so they stay final for the rest of it, also when a proposal on the point hides
 * the match. Marks stored before keep `false` and are locked as before, while their match is computed.
 */
export class Migration20270210090000MarkShownInMatch extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "point_marks" add column "shown_in_match" boolean not null default false;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "point_marks" drop column if exists "shown_in_match";`);
  }
}
