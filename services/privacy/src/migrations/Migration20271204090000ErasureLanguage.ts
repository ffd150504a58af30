import { Migration } from '@mikro-orm/migrations';

/**
 * The language of the deleted account (docs/languages.md, «Mails»), kept with the deletion while it runs: the
 * mail that tells the person it is done goes out after identity has forgotten them, so it cannot be asked then.
 * Null for a deletion started before (its mail is bokmål) and once the deletion is done.
 */
export class Migration20271204090000ErasureLanguage extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "erasures"
      add column "language" varchar(2) null check ("language" in ('nb', 'nn', 'en'));`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "erasures" drop column if exists "language";`);
  }
}
