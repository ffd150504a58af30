import { Migration } from '@mikro-orm/migrations';

export class Migration20261122000000CreateUsers extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "users" (
      "id" uuid primary key,
      "first_name" varchar(100) not null,
      "last_name" varchar(100) not null,
      "username" varchar(50) not null,
      "email" varchar(254) not null,
      "password_hash" text not null,
      "profile_image_url" text null,
      "is_admin" boolean not null default false,
      "created_at" timestamptz not null,
      "updated_at" timestamptz not null
    );`);
    this.addSql(`create unique index "users_email_unique" on "users" ("email");`);
    this.addSql(`create unique index "users_username_lower_unique" on "users" (lower("username"));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "users";`);
  }
}
