import { Migration } from '@mikro-orm/migrations';

/**
 * How strongly every party must sign (docs/signing.md): `eid` (BankID through the broker) or `email-code`
 * (a code to the confirmed address, or BankID), as the initiator chose; null: any way, the password too.
 * Adding a column fires no row triggers: the version triggers keep working.
 */
export class Migration20270406090000SignatureLevel extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "agreements" add column "required_signature_level" text null check ("required_signature_level" in ('eid', 'email-code'));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "agreements" drop column if exists "required_signature_level";`);
  }
}
