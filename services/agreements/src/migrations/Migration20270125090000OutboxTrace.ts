import { Migration } from '@mikro-orm/migrations';

/**
 * Each event remembers the request that caused it: its request id and its W3C trace context. The relay
 * sends them as the message's headers, so the services that handle the event log under the same request
 * id and continue the same trace (docs/tracing.md, "Events"). Null for events written before.
 */
export class Migration20270125090000OutboxTrace extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "outbox" add column "request_id" varchar(100) null, add column "traceparent" varchar(55) null, add column "tracestate" varchar(512) null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(
      `alter table "outbox" drop column if exists "request_id", drop column if exists "traceparent", drop column if exists "tracestate";`,
    );
  }
}
