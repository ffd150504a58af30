import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122030000CreatePdfs } from './Migration20261122030000CreatePdfs';
import { Migration20261124091000PdfAgreements } from './Migration20261124091000PdfAgreements';
import { Migration20270201090000SealedDocuments } from './Migration20270201090000SealedDocuments';
import { Migration20270501090000SealVersions } from './Migration20270501090000SealVersions';
import { Migration20271201090000ArchiveRevisions } from './Migration20271201090000ArchiveRevisions';

/** Every migration of the service, in order. */
export const migrations: MigrationObject[] = [
  { name: 'Migration20261122030000CreatePdfs', class: Migration20261122030000CreatePdfs },
  { name: 'Migration20261124091000PdfAgreements', class: Migration20261124091000PdfAgreements },
  { name: 'Migration20270201090000SealedDocuments', class: Migration20270201090000SealedDocuments },
  { name: 'Migration20270501090000SealVersions', class: Migration20270501090000SealVersions },
  { name: 'Migration20271201090000ArchiveRevisions', class: Migration20271201090000ArchiveRevisions },
];
