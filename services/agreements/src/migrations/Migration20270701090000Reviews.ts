import { Migration } from '@mikro-orm/migrations';

/**
 * When a signed agreement is to be looked at again (docs/reviews.md): one row per signed agreement, made by the
 * review sweep with Avtalt's suggestion (`reason` `final-payment` or `yearly`, `set_by` null) or by a party who
 * set the date (`set`) or recorded «Avtalen gjelder fortsatt» (`confirmed`, the next review a year on).
 * `reminded_on`: the review date the parties were last reminded of (once per date). Not a row of the cached
 * snapshot: it does not move the agreement's version.
 */
export class Migration20270701090000Reviews extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "reviews" (
      "agreement_id" uuid not null primary key references "agreements" ("id") on delete cascade,
      "review_on" date not null,
      "reason" text not null check ("reason" in ('set', 'final-payment', 'yearly', 'confirmed')),
      "set_by" uuid null,
      "set_at" timestamptz not null,
      "reminded_on" date null,
      "confirmed_at" timestamptz null,
      "confirmed_by" uuid null,
      constraint "reviews_confirmed_check" check (("confirmed_at" is null) = ("confirmed_by" is null))
    );`);
    this.addSql(`create index "reviews_due_index" on "reviews" ("review_on");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "reviews";`);
  }
}
