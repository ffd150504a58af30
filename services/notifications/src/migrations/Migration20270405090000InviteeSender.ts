import { Migration } from '@mikro-orm/migrations';

/**
 * Invitations to read along (observers) or to co-sign as a guardian are counted per sender and day, like
 * party invitations (docs/observers.md): an index for that count.
 */
export class Migration20270405090000InviteeSender extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create index "mails_invitee_sender_idx" on "mails" ("sender_user_id", "created_at") where "kind" in ('observer-invitation', 'guardian-invitation');`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "mails_invitee_sender_idx";`);
  }
}
