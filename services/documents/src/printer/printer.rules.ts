import type { DocumentsConfig } from '../config/documents.config';

type RoleSettings = Pick<
  DocumentsConfig,
  | 'DOCUMENTS_ROLE'
  | 'PDF_PRINTER'
  | 'SIGNING'
  | 'SIGNING_P12'
  | 'SIGNING_P12_PASSPHRASE'
  | 'SIGNING_CERT_DIR'
  | 'NODE_ENV'
>;

/**
 * Why this process must not start, or null (security review L7): the seal key and the browser are never
 * in one process in production, and a printer is never given the key.
 */
export function roleRefusal(settings: RoleSettings): string | null {
  if (settings.DOCUMENTS_ROLE === 'printer') {
    if (settings.SIGNING_P12 || settings.SIGNING_P12_PASSPHRASE || settings.SIGNING_CERT_DIR)
      return 'documents (DOCUMENTS_ROLE=printer): the printer runs the browser and must not have the seal key: remove SIGNING_P12, SIGNING_P12_PASSPHRASE and SIGNING_CERT_DIR from its environment';
    return null;
  }
  if (settings.NODE_ENV === 'production' && settings.SIGNING === 'on' && settings.PDF_PRINTER === 'local')
    return 'documents: NODE_ENV=production with signing on needs PDF_PRINTER=nats and a printer process (DOCUMENTS_ROLE=printer), so the process that holds the seal key runs no browser';
  return null;
}
