import type { DataExport, ListExportsReply } from '@avtalt/contracts';
import { apiJson } from './http';

/* The person's data exports (docs/data-rights.md), used by «Min profil» only. */

export const dataExportKeys = { list: ['/api/auth/exports'] as const };

export function fetchExports(): Promise<ListExportsReply> {
  return apiJson<ListExportsReply>('GET', '/api/auth/exports');
}

export function startExport(): Promise<DataExport> {
  return apiJson<DataExport>('POST', '/api/auth/export');
}

/** Where a ready export is downloaded (the session's account only). */
export const exportDownloadUrl = (id: string): string => `/api/auth/exports/${encodeURIComponent(id)}`;
