import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122000000CreateUsers } from './Migration20261122000000CreateUsers';
import { Migration20261201000000VerifiedEmailAndAdminEvents } from './Migration20261201000000VerifiedEmailAndAdminEvents';
import { Migration20261225000000AccountTokens } from './Migration20261225000000AccountTokens';
import { Migration20270301000000PendingEmail } from './Migration20270301000000PendingEmail';
import { Migration20270401000000EidProofs } from './Migration20270401000000EidProofs';
import { Migration20271203090000Language } from './Migration20271203090000Language';

/** Every migration of the service, in order. Compiled in, so no file globbing at run time. */
export const migrations: MigrationObject[] = [
  { name: 'Migration20261122000000CreateUsers', class: Migration20261122000000CreateUsers },
  {
    name: 'Migration20261201000000VerifiedEmailAndAdminEvents',
    class: Migration20261201000000VerifiedEmailAndAdminEvents,
  },
  { name: 'Migration20261225000000AccountTokens', class: Migration20261225000000AccountTokens },
  { name: 'Migration20270301000000PendingEmail', class: Migration20270301000000PendingEmail },
  { name: 'Migration20270401000000EidProofs', class: Migration20270401000000EidProofs },
  { name: 'Migration20271203090000Language', class: Migration20271203090000Language },
];
