/** NATS subjects of the documents service. Each subject string appears only here. */
export const DocumentsSubjects = {
  renderLegalText: 'documents.legal-text.render.v1',
  /** A payment statement's HTML (asked by agreements only; docs/obligations.md). */
  renderStatement: 'documents.statement.render.v1',
  /** The stored PDF, or queue its render job and answer `pending`. */
  requestPdf: 'documents.pdf.request.v1',
  /**
   * Security review L7: HTML printed to PDF by a printer process (`DOCUMENTS_ROLE=printer`, the only one
   * that runs Chromium when `PDF_PRINTER=nats`); documents' own jobs ask it, nobody else.
   */
  printPdf: 'documents.pdf.print.v1',
  /** BullMQ job counts of the PDF queue (operators). */
  queueStats: 'documents.queue.stats.v1',
  /** BullMQ job counts of the seal queue `pdf-seal` (operators; SIGNING_DISABLED when SIGNING=off). */
  sealQueueStats: 'documents.seal-queue.stats.v1',
  health: 'documents.health.v1',
  /** Issue 18: the sealed PDF of a signed agreement (`ready`), or `pending` while its seal job runs. */
  sealedPdf: 'documents.sealed.get.v1',
  /** Only the sealed PDF's SHA-256 (the signatures view), or `pending`: no PDF bytes over NATS. */
  sealedDigest: 'documents.sealed.digest.v1',
  /** `GET /api/verify/{sha256}`: the sealed agreement with this PDF hash (open to anyone). */
  verify: 'documents.sealed.verify.v1',
  /** Issue 31, `POST /api/verify`: check a chosen PDF itself (seal, timestamp, trail, head). */
  verifyPdf: 'documents.sealed.verify-pdf.v1',
  /** `GET /api/verify/certificate`: the current seal certificate's name and SHA-256 fingerprint. */
  sealCertificate: 'documents.sealed.certificate.v1',
  /** Durable event (stream {@link DocumentEventsStream}): a signed agreement's sealed PDF is stored. */
  sealed: 'document.sealed',
} as const;

/** The JetStream stream of the documents service's durable events (docs/durable-events.md). */
export const DocumentEventsStream = {
  name: 'DOCUMENT_EVENTS',
  subjects: [DocumentsSubjects.sealed],
} as const;
