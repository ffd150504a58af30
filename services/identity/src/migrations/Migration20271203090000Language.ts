import { Migration } from '@mikro-orm/migrations';

/**
 * The account's language (docs/languages.md): bokmål for every account that has not chosen, which is what it
 * has seen so far.
 */
export class Migration20271203090000Language extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "users"
      add column "language" varchar(2) not null default 'nb' check ("language" in ('nb', 'nn', 'en'));`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "users" drop column if exists "language";`);
  }
}
