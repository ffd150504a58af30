import { Migration } from '@mikro-orm/migrations';

const CHILD_TABLES = ['agreement_questions', 'agreement_rules', 'participants', 'answers', 'submissions'];

/**
 * A version number on every agreement that the database itself raises on any change to the agreement
 * or to any of its rows, whichever code path makes it. Reads compare it (one indexed lookup) with
 * the version of the snapshot they keep in memory, and reload only when it moved.
 */
export class Migration20261122110000AgreementVersion extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "agreements" add column "version" bigint not null default 0;`);
    this.addSql(`create function "agreements_bump_own_version"() returns trigger language plpgsql as $$
      begin
        new."version" := old."version" + 1;
        return new;
      end $$;`);
    this.addSql(`create trigger "agreements_version" before update on "agreements"
      for each row execute function "agreements_bump_own_version"();`);
    this.addSql(`create function "agreements_bump_version"() returns trigger language plpgsql as $$
      begin
        update "agreements" set "version" = "version" + 1
         where "id" = (case when tg_op = 'DELETE' then old."agreement_id" else new."agreement_id" end);
        return null;
      end $$;`);
    for (const table of CHILD_TABLES) {
      this.addSql(`create trigger "${table}_version" after insert or update or delete on "${table}"
        for each row execute function "agreements_bump_version"();`);
    }
  }

  override async down(): Promise<void> {
    for (const table of CHILD_TABLES) this.addSql(`drop trigger if exists "${table}_version" on "${table}";`);
    this.addSql(`drop trigger if exists "agreements_version" on "agreements";`);
    this.addSql(`drop function if exists "agreements_bump_version"();`);
    this.addSql(`drop function if exists "agreements_bump_own_version"();`);
    this.addSql(`alter table "agreements" drop column "version";`);
  }
}
