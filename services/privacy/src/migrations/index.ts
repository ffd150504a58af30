import type { MigrationObject } from '@mikro-orm/core';
import { Migration20270501090000DataExports } from './Migration20270501090000DataExports';
import { Migration20270502090000Erasures } from './Migration20270502090000Erasures';
import { Migration20271204090000ErasureLanguage } from './Migration20271204090000ErasureLanguage';

/** Every migration of the service, in order. */
export const migrations: MigrationObject[] = [
  { name: 'Migration20270501090000DataExports', class: Migration20270501090000DataExports },
  { name: 'Migration20270502090000Erasures', class: Migration20270502090000Erasures },
  { name: 'Migration20271204090000ErasureLanguage', class: Migration20271204090000ErasureLanguage },
];
