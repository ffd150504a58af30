import type { CatalogueUpdate } from '@avtalt/contracts';
import { apiJson } from './http';

/** Issue 33: whether a catalogue update is offered for a seeded topic, and what it changes. */
export function fetchCatalogueUpdate(topicId: string): Promise<CatalogueUpdate> {
  return apiJson<CatalogueUpdate>('GET', `/api/admin/topics/${topicId}/catalogue-update`);
}

/** Replaces the topic's content with the catalogue's `version` (the one the admin looked at). */
export function takeCatalogueUpdate(topicId: string, version: string): Promise<CatalogueUpdate> {
  return apiJson<CatalogueUpdate>('POST', `/api/admin/topics/${topicId}/catalogue-update`, { version });
}

/** Keeps the topic's content; no notice until the catalogue changes again. */
export function keepCatalogueVersion(topicId: string, version: string): Promise<CatalogueUpdate> {
  return apiJson<CatalogueUpdate>('POST', `/api/admin/topics/${topicId}/catalogue-update/keep`, { version });
}
