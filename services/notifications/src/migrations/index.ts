import type { MigrationObject } from '@mikro-orm/core';
import { Migration20270101090000CreateNotifications } from './Migration20270101090000CreateNotifications';

/** Every migration of the service, in order. */
export const migrations: MigrationObject[] = [
  { name: 'Migration20270101090000CreateNotifications', class: Migration20270101090000CreateNotifications },
];
