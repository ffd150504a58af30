import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122020000CreateAgreements } from './Migration20261122020000CreateAgreements';
import { Migration20261122110000AgreementVersion } from './Migration20261122110000AgreementVersion';

/** Every migration of the service, in order. */
export const migrations: MigrationObject[] = [
  { name: 'Migration20261122020000CreateAgreements', class: Migration20261122020000CreateAgreements },
  { name: 'Migration20261122110000AgreementVersion', class: Migration20261122110000AgreementVersion },
];
