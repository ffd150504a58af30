import { Migration } from '@mikro-orm/migrations';

/** The negotiation tables that carry the agreement's id (proposal_responses reaches it through its proposal). */
const NEGOTIATION_TABLES = ['proposals', 'point_marks', 'model_drafts'];

/**
 * The agreement's version moves on every change to its negotiation rows too (proposals, answers to them,
 * private marks, model drafts), as it does for its other rows (Migration20261122110000AgreementVersion).
 * A caller's comparison is then a function of the version and the caller, and is kept per version
 * (docs/performance.md, "The comparison's bytes"). A private mark moves the version without anyone else's
 * view changing (unless it matches): everyone's next read loads the rows again, once.
 */
export class Migration20270310090000NegotiationVersion extends Migration {
  override async up(): Promise<void> {
    for (const table of NEGOTIATION_TABLES) {
      this.addSql(`create trigger "${table}_version" after insert or update or delete on "${table}"
        for each row execute function "agreements_bump_version"();`);
    }
    this
      .addSql(`create function "agreements_bump_version_by_proposal"() returns trigger language plpgsql as $$
      begin
        update "agreements" set "version" = "version" + 1
         where "id" = (select "agreement_id" from "proposals"
                        where "id" = (case when tg_op = 'DELETE' then old."proposal_id" else new."proposal_id" end));
        return null;
      end $$;`);
    this
      .addSql(`create trigger "proposal_responses_version" after insert or update or delete on "proposal_responses"
      for each row execute function "agreements_bump_version_by_proposal"();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "proposal_responses_version" on "proposal_responses";`);
    this.addSql(`drop function if exists "agreements_bump_version_by_proposal"();`);
    for (const table of NEGOTIATION_TABLES)
      this.addSql(`drop trigger if exists "${table}_version" on "${table}";`);
  }
}
