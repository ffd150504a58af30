import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122010000CreateTemplates } from './Migration20261122010000CreateTemplates';
import { Migration20261201100000QuestionDrafts } from './Migration20261201100000QuestionDrafts';
import { Migration20261210100000TypedQuestions } from './Migration20261210100000TypedQuestions';
import { Migration20261225100000LegalDocument } from './Migration20261225100000LegalDocument';
import { Migration20270105100000MiddleGround } from './Migration20270105100000MiddleGround';
import { Migration20270302100000ValueChecks } from './Migration20270302100000ValueChecks';
import { Migration20270303100000CatalogueVersions } from './Migration20270303100000CatalogueVersions';
import { Migration20270304100000DraftKinds } from './Migration20270304100000DraftKinds';

/** Every migration of the service, in order. */
export const migrations: MigrationObject[] = [
  { name: 'Migration20261122010000CreateTemplates', class: Migration20261122010000CreateTemplates },
  { name: 'Migration20261201100000QuestionDrafts', class: Migration20261201100000QuestionDrafts },
  { name: 'Migration20261210100000TypedQuestions', class: Migration20261210100000TypedQuestions },
  { name: 'Migration20261225100000LegalDocument', class: Migration20261225100000LegalDocument },
  { name: 'Migration20270105100000MiddleGround', class: Migration20270105100000MiddleGround },
  { name: 'Migration20270302100000ValueChecks', class: Migration20270302100000ValueChecks },
  { name: 'Migration20270303100000CatalogueVersions', class: Migration20270303100000CatalogueVersions },
  { name: 'Migration20270304100000DraftKinds', class: Migration20270304100000DraftKinds },
];
