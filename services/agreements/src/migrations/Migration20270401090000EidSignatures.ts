import { Migration } from '@mikro-orm/migrations';

/**
 * a signature may be made with national eID through an OpenID Connect broker
 * (method `eid`). `signatures.eid` keeps what the broker verified (the eID, the broker, the level `acr`, the
 * issuer, when, whether the date of birth was verified, and the digest of the ID token's claims); the same
 * goes into the signature's audit entry, so a row changed afterwards no longer matches the chain.
 */
export class Migration20270401090000EidSignatures extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "signatures" drop constraint if exists "signatures_method_check";`);
    this.addSql(
      `alter table "signatures" add constraint "signatures_method_check" check ("method" in ('eid', 'email-code', 'password'));`,
    );
    this.addSql(`alter table "signatures" add column "eid" jsonb null;`);
    this.addSql(
      `alter table "signatures" add constraint "signatures_eid_check" check (("method" = 'eid') = ("eid" is not null));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "signatures" drop constraint if exists "signatures_eid_check";`);
    this.addSql(`alter table "signatures" drop column if exists "eid";`);
    this.addSql(`delete from "signatures" where "method" = 'eid';`);
    this.addSql(`alter table "signatures" drop constraint if exists "signatures_method_check";`);
    this.addSql(
      `alter table "signatures" add constraint "signatures_method_check" check ("method" in ('email-code', 'password'));`,
    );
  }
}
