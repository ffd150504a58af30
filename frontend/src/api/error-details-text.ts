import { ApiError, type FieldIssue } from './http';

/*
 * Only the admin's generation toast reads it (admin spec §8), so it is not in http.ts, which every page loads
 * (docs/compression-and-code-splitting.md).
 */

/**
 * The `details` of an error body as one line of text, or null when there are none: a text as it is,
 * field issues as "path: message" joined by "; ", anything else as JSON. Used where the spec shows
 * details in a toast (generation failures).
 */
export function apiErrorDetailsText(error: unknown): string | null {
  const details = error instanceof ApiError ? error.details : undefined;
  if (details === undefined || details === null) return null;
  if (typeof details === 'string') return details.trim() === '' ? null : details.trim();
  if (Array.isArray(details)) {
    if (details.length === 0) return null;
    return details
      .map((d: unknown) => {
        if (d !== null && typeof d === 'object' && typeof (d as FieldIssue).message === 'string') {
          const { path, message } = d as FieldIssue;
          return typeof path === 'string' && path !== '' ? `${path}: ${message}` : message;
        }
        return typeof d === 'string' ? d : JSON.stringify(d);
      })
      .join('; ');
  }
  return JSON.stringify(details);
}
