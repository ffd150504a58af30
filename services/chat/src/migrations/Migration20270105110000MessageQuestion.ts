import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 19 (docs/negotiation.md): a message may be about one of the agreement's questions (sent from a
 * disputed row's discussion). `question_id` is that question's id in the agreements service (no foreign
 * key across services: the chat service asks agreements whether it is the agreement's before storing it);
 * null for a message about the agreement as a whole, as every message before this migration.
 */
export class Migration20270105110000MessageQuestion extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "chat_messages" add column "question_id" uuid null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "chat_messages" drop column "question_id";`);
  }
}
