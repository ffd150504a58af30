import { Migration } from '@mikro-orm/migrations';

/**
 * Who sent an invitation, so one account's invitations per day can be counted over all its agreements
 * (MAX_INVITATIONS_PER_USER_PER_DAY): without it, making new agreements would get round the limit per agreement.
 */
export class Migration20270102090000InvitationSender extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "mails" add column "sender_user_id" uuid null;`);
    this.addSql(
      `create index "mails_invitation_sender_idx" on "mails" ("sender_user_id", "created_at") where "kind" = 'invitation';`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "mails_invitation_sender_idx";`);
    this.addSql(`alter table "mails" drop column if exists "sender_user_id";`);
  }
}
