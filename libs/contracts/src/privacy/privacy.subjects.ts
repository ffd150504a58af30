/** NATS subjects of the privacy service (a person's data rights: docs/data-rights.md). */
export const PrivacySubjects = {
  /** `POST /api/auth/export`: start an export of the caller's data (a job; the link is mailed when ready). */
  startExport: 'privacy.exports.start.v1',
  /** `GET /api/auth/exports`: the caller's exports of the last seven days. */
  listExports: 'privacy.exports.list.v1',
  /** `GET /api/auth/exports/{id}`: the ZIP, a piece at a time (a NATS message is at most 1 MB). */
  exportChunk: 'privacy.exports.chunk.v1',
  health: 'privacy.health.v1',
} as const;

/**
 * What each service that holds data about a person answers when the privacy service gathers an export: its
 * rows about the person, table by table. One subject per service, named here so that the privacy service's
 * permissions list them in one place.
 */
export const PersonDataSubjects = {
  identity: 'identity.privacy.person-data.v1',
  agreements: 'agreements.privacy.person-data.v1',
  chat: 'chat.privacy.person-data.v1',
  notifications: 'notifications.privacy.person-data.v1',
  /** Per agreement: the PDFs stored for it (the sealed one when it is signed). */
  documents: 'documents.privacy.agreement-pdfs.v1',
} as const;
