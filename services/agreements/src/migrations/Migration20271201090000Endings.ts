import { Migration } from '@mikro-orm/migrations';

/**
 * Ending together (docs/amendments.md): a version that ends the agreement is an amendment whose one reopened
 * question asks whether the agreement ends from `ends_on`; once both answered yes and everyone signed it, the
 * agreement has ended from that date. Adding a column fires no row triggers: the version triggers keep working.
 */
export class Migration20271201090000Endings extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "agreements" add column "ends_on" date null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "agreements" drop column if exists "ends_on";`);
  }
}
