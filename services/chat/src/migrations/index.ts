import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122100000CreateChatMessages } from './Migration20261122100000CreateChatMessages';

/** Every migration of the service, in order. */
export const migrations: MigrationObject[] = [
  { name: 'Migration20261122100000CreateChatMessages', class: Migration20261122100000CreateChatMessages },
];
