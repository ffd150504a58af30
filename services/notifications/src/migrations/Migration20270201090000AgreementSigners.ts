import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 18: who has signed each agreement, as the `signature-added` events tell it (cleared by
 * `signatures-voided`), so a `signature-added` mail goes only to the parties who have not signed yet.
 * Ids and times only.
 */
export class Migration20270201090000AgreementSigners extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "agreement_signers" (
      "agreement_id" uuid not null,
      "user_id" uuid not null,
      "signed_at" timestamptz not null,
      primary key ("agreement_id", "user_id")
    );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "agreement_signers";`);
  }
}
