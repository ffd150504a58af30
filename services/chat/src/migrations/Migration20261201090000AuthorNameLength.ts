import { Migration } from '@mikro-orm/migrations';

/**
 * An author's name is as long as registration allows: 100 + ' ' + 100 characters (FULL_NAME_MAX in
 * libs/contracts; security review F11).
 */
export class Migration20261201090000AuthorNameLength extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "chat_messages" alter column "user_name" type varchar(201);`);
  }

  override async down(): Promise<void> {
    this.addSql(
      `alter table "chat_messages" alter column "user_name" type varchar(200) using left("user_name", 200);`,
    );
  }
}
