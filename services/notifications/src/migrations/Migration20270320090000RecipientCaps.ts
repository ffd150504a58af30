import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 32 (security review M4): an invitation's address as its SHA-256, so the log shows which invitations
 * went to one address without storing it (the cap itself, MAX_INVITATIONS_PER_RECIPIENT_PER_DAY, is counted
 * in Redis); the state `withheld` for an invitation over that cap (logged, counted against the sender's and
 * the agreement's limits, never sent); and an index for the signing-code cap, which counts
 * `recipient_user_id` per hour.
 */
export class Migration20270320090000RecipientCaps extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "mails" add column "recipient_hash" char(64) null;`);
    this.addSql(
      `create index "mails_signing_code_recipient_idx" on "mails" ("recipient_user_id", "created_at") where "kind" = 'signing-code';`,
    );
    this.addSql(`alter table "mails" drop constraint if exists "mails_state_check";`);
    this.addSql(
      `alter table "mails" add constraint "mails_state_check" check ("state" in ('queued', 'sent', 'failed', 'withheld'));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "mails" where "state" = 'withheld';`);
    this.addSql(`alter table "mails" drop constraint if exists "mails_state_check";`);
    this.addSql(
      `alter table "mails" add constraint "mails_state_check" check ("state" in ('queued', 'sent', 'failed'));`,
    );
    this.addSql(`drop index if exists "mails_signing_code_recipient_idx";`);
    this.addSql(`alter table "mails" drop column if exists "recipient_hash";`);
  }
}
