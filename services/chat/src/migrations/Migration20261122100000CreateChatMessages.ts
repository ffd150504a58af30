import { Migration } from '@mikro-orm/migrations';

export class Migration20261122100000CreateChatMessages extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "chat_messages" (
      "id" uuid primary key,
      "seq" bigint generated always as identity,
      "agreement_id" uuid not null,
      "user_id" varchar(64) not null,
      "user_name" varchar(200) not null,
      "content" text not null check (char_length("content") between 1 and 2000),
      "created_at" timestamptz not null
    );`);
    this.addSql(`create index "chat_messages_room_idx" on "chat_messages" ("agreement_id", "seq");`);
    this.addSql(`create index "chat_messages_author_idx" on "chat_messages" ("user_id", "created_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "chat_messages";`);
  }
}
