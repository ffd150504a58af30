/** NATS subjects of the documents service. Each subject string appears only here. */
export const DocumentsSubjects = {
  renderLegalText: 'documents.legal-text.render.v1',
  /** The stored PDF, or queue its render job and answer `pending`. */
  requestPdf: 'documents.pdf.request.v1',
  /** BullMQ job counts of the PDF queue (operators). */
  queueStats: 'documents.queue.stats.v1',
  health: 'documents.health.v1',
} as const;
