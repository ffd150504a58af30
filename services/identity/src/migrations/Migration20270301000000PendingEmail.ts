import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 31 (docs/password-reset-and-address-confirmation.md): a new address waits in `pending_email` until
 * the link mailed to it is followed; `email` stays the account's (confirmed) address meanwhile. Two more
 * kinds of account link: `change` (confirms the waiting address, sent to it) and `stop` (sent to the
 * confirmed address, stops the change). Accounts whose address was changed before this migration keep
 * it as it is (unconfirmed); nothing is moved.
 */
export class Migration20270301000000PendingEmail extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "users"
      add column "pending_email" varchar(254) null,
      add column "pending_email_requested_at" timestamptz null;`);
    this.addSql(`alter table "account_tokens" drop constraint if exists "account_tokens_purpose_check";`);
    this.addSql(
      `alter table "account_tokens" add constraint "account_tokens_purpose_check" check ("purpose" in ('reset', 'verify', 'change', 'stop'));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "account_tokens" where "purpose" in ('change', 'stop');`);
    this.addSql(`alter table "account_tokens" drop constraint if exists "account_tokens_purpose_check";`);
    this.addSql(
      `alter table "account_tokens" add constraint "account_tokens_purpose_check" check ("purpose" in ('reset', 'verify'));`,
    );
    this.addSql(
      `alter table "users" drop column if exists "pending_email", drop column if exists "pending_email_requested_at";`,
    );
  }
}
