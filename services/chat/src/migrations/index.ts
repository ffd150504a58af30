import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122100000CreateChatMessages } from './Migration20261122100000CreateChatMessages';
import { Migration20261201090000AuthorNameLength } from './Migration20261201090000AuthorNameLength';
import { Migration20270105110000MessageQuestion } from './Migration20270105110000MessageQuestion';

/** Every migration of the service, in order. */
export const migrations: MigrationObject[] = [
  { name: 'Migration20261122100000CreateChatMessages', class: Migration20261122100000CreateChatMessages },
  { name: 'Migration20261201090000AuthorNameLength', class: Migration20261201090000AuthorNameLength },
  { name: 'Migration20270105110000MessageQuestion', class: Migration20270105110000MessageQuestion },
];
