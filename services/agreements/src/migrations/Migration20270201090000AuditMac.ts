import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 31 (docs/signing-write-path.md): evidence the operator cannot quietly rewrite, and the text bound.
 * - `audit_events.mac` / `key_id`: HMAC-SHA256 of each new entry's hash under the audit key (not in this
 *   database). Entries written before this migration keep null: they are accepted at seal time only as
 *   the trail's first entries, before an entry with a MAC (whose MAC fixes them through the chain).
 * - `signing_codes.text_sha256` / `sent_to`: the text a code was sent for and where it went (masked);
 *   codes from before have null and are refused (a new code is one click away).
 * - `signatures.code_sent_to` / `email_confirmed`: what the signature proved (the signer's level).
 *   Signatures from before were made without the address check: they keep `false` (nothing is claimed).
 */
export class Migration20270201090000AuditMac extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "audit_events" add column "mac" char(64) null, add column "key_id" varchar(64) null;`,
    );
    this.addSql(
      `alter table "signing_codes" add column "text_sha256" char(64) null, add column "sent_to" varchar(320) null;`,
    );
    this.addSql(
      `alter table "signatures" add column "code_sent_to" varchar(320) null, add column "email_confirmed" boolean not null default false;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(
      `alter table "signatures" drop column if exists "code_sent_to", drop column if exists "email_confirmed";`,
    );
    this.addSql(
      `alter table "signing_codes" drop column if exists "text_sha256", drop column if exists "sent_to";`,
    );
    this.addSql(`alter table "audit_events" drop column if exists "mac", drop column if exists "key_id";`);
  }
}
