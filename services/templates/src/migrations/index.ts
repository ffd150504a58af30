import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122010000CreateTemplates } from './Migration20261122010000CreateTemplates';

/** Every migration of the service, in order. */
export const migrations: MigrationObject[] = [
  { name: 'Migration20261122010000CreateTemplates', class: Migration20261122010000CreateTemplates },
];
