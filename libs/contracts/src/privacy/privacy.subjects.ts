/** NATS subjects of the privacy service (a person's data rights: docs/data-rights.md). */
export const PrivacySubjects = {
  /** `POST /api/auth/export`: start an export of the caller's data (a job; the link is mailed when ready). */
  startExport: 'privacy.exports.start.v1',
  /** `GET /api/auth/exports`: the caller's exports of the last seven days. */
  listExports: 'privacy.exports.list.v1',
  /** `GET /api/auth/exports/{id}`: the ZIP, a piece at a time (a NATS message is at most 1 MB). */
  exportChunk: 'privacy.exports.chunk.v1',
  /** `GET /api/auth/account/erasure`: what deleting the caller's account would do to each agreement. */
  erasurePlan: 'privacy.erasure.plan.v1',
  /** `DELETE /api/auth/account`: check the password, forget the account at once, the rest in a job. */
  eraseAccount: 'privacy.erasure.start.v1',
  /** The gateway's sweep: visitors whose session expired; their answers are forgotten in a job each. */
  forgetVisitors: 'privacy.erasure.visitors.v1',
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

/**
 * What the privacy service asks of each service when a person deletes their account (docs/data-rights.md):
 * forget them in its own rows. Idempotent, so a job that failed half-way asks again.
 */
export const ForgetSubjects = {
  /** The names and addresses the person went by, read before the account is forgotten. */
  identitySubject: 'identity.privacy.subject.v1',
  identity: 'identity.privacy.forget.v1',
  /** What deleting would do to each agreement (deleted, anonymised or kept, and until when). */
  agreementsPlan: 'agreements.privacy.erasure-plan.v1',
  agreements: 'agreements.privacy.forget.v1',
  chat: 'chat.privacy.forget.v1',
  templates: 'templates.privacy.forget.v1',
  notifications: 'notifications.privacy.forget.v1',
  documents: 'documents.privacy.forget.v1',
} as const;
