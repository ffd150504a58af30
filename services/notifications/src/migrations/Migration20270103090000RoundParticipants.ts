import { Migration } from '@mikro-orm/migrations';

/**
 * The newest participant list of an agreement's round as the events told it (accounts only), and when:
 * events are handled by several replicas and not always in order, so an older event (a round start
 * listing someone the initiator removed since) must not bring a removed participant's reminders back.
 */
export class Migration20270103090000RoundParticipants extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "agreement_states" add column "listed_round" int null, add column "listed_at" timestamptz null, add column "listed" uuid[] null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(
      `alter table "agreement_states" drop column if exists "listed_round", drop column if exists "listed_at", drop column if exists "listed";`,
    );
  }
}
