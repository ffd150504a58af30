import { Migration } from '@mikro-orm/migrations';

/**
 * What the parties record of a signed agreement's payment schedule (docs/obligations.md): per payment of
 * the schedule (`item_id`, `<rule>-<n>`), who marked it «Betalt» and who confirmed it «Mottatt», and when.
 * `reminded_at`: when its payers were reminded that it falls due (once). The schedule itself is not stored: it
 * is the agreed answers read by the topic's rules. Not a row of the
 * aggregate's cached snapshot, so it does not move the agreement's version.
 */
export class Migration20270601090000Payments extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "payments" (
      "agreement_id" uuid not null references "agreements" ("id") on delete cascade,
      "item_id" text not null check ("item_id" ~ '^[a-z0-9-]{1,50}$'),
      "paid_at" timestamptz null,
      "paid_by" uuid null,
      "received_at" timestamptz null,
      "received_by" uuid null,
      "reminded_at" timestamptz null,
      constraint "payments_pkey" primary key ("agreement_id", "item_id"),
      constraint "payments_paid_check" check (("paid_at" is null) = ("paid_by" is null)),
      constraint "payments_received_check" check (("received_at" is null) = ("received_by" is null))
    );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "payments";`);
  }
}
