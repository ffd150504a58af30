/** NATS subjects of the agreements service. Each subject string appears only here. */
export const AgreementsSubjects = {
  create: 'agreements.agreements.create.v1',
  get: 'agreements.agreements.get.v1',
  questions: 'agreements.questions.list.v1',
  /** Kept for the previous release's gateway during a rolling update; the gateway asks `comparisonView`. */
  comparison: 'agreements.comparison.get.v1',
  /** The caller's comparison and the tag of its content, or only the tag when the caller has that content. */
  comparisonView: 'agreements.comparison.view.v1',
  answerOne: 'agreements.answers.submit-one.v1',
  answerAll: 'agreements.answers.submit.v1',
  nextRound: 'agreements.rounds.next.v1',
  disagreement: 'agreements.agreements.declare-disagreement.v1',
  delete: 'agreements.agreements.delete.v1',
  /** `POST /api/agreements/{id}/amendments`: a party starts the next version of a signed agreement. */
  amend: 'agreements.amendments.start.v1',
  startEnding: 'agreements.ending.start.v1',
  /** `GET /api/agreements/{id}/obligations`: the signed agreement's payment schedule (docs/obligations.md). */
  obligations: 'agreements.obligations.get.v1',
  /** `POST /api/agreements/{id}/obligations/{itemId}`: a payment marked «Betalt» or confirmed «Mottatt». */
  recordPayment: 'agreements.obligations.record.v1',
  /** `GET /api/agreements/{id}/obligations/statement`: what the statement PDF is made from (its HTML). */
  obligationStatement: 'agreements.obligations.statement.v1',
  /** `GET /api/agreements/{id}/review`: when the signed agreement is to be looked at again (docs/reviews.md). */
  review: 'agreements.review.get.v1',
  /** `PUT /api/agreements/{id}/review`: a party sets the review date. */
  setReview: 'agreements.review.set.v1',
  /** `POST /api/agreements/{id}/review/confirm`: a party records «Avtalen gjelder fortsatt». */
  confirmReview: 'agreements.review.confirm.v1',
  /** The initiator removes a participant who has not answered the current round. */
  removeParticipant: 'agreements.participants.remove.v1',
  /** A party gives their date of birth and/or address for the document (issue 15). */
  setPartyDetails: 'agreements.participants.set-details.v1',
  setExpectedParticipants: 'agreements.agreements.set-expected-participants.v1',
  /** The initiator makes the rounds blind (answers shown when everyone has answered) or open again. */
  setBlind: 'agreements.agreements.set-blind.v1',
  /** A party chooses the legal text's language and the English appendix (until the first signature). */
  setLanguage: 'agreements.agreements.set-language.v1',
  /** a party invites an observer by address; the invited accept; the inviter removes them. */
  inviteObserver: 'agreements.observers.invite.v1',
  acceptObserver: 'agreements.observers.accept.v1',
  removeObserver: 'agreements.observers.remove.v1',
  /** A party under 18 invites their guardian; the guardian accepts; the party or the guardian removes it. */
  inviteGuardian: 'agreements.guardians.invite.v1',
  acceptGuardian: 'agreements.guardians.accept.v1',
  removeGuardian: 'agreements.guardians.remove.v1',
  listActive: 'agreements.agreements.list-active.v1',
  listCompleted: 'agreements.agreements.list-completed.v1',
  /** The legal text of a variant (partial / protocol / full), rendered by documents. */
  legalText: 'agreements.documents.legal-text.v1',
  /** The HTML and title a PDF is made from, for a participant who may download it. */
  pdfSource: 'agreements.documents.pdf-source.v1',
  /** Whether an agreement exists (chat asks before opening a room or storing a message). */
  exists: 'agreements.agreements.exists.v1',
  transferAnonymous: 'agreements.participants.transfer-anonymous.v1',
  /** Issue 18: `GET /api/agreements/{id}/signatures` — who has signed, the text's hash (participants). */
  signatures: 'agreements.signatures.get.v1',
  /** `POST /api/agreements/{id}/signatures/code`: mail the caller a one-time code (through notifications). */
  requestSigningCode: 'agreements.signatures.request-code.v1',
  /** `POST /api/agreements/{id}/signatures`: sign the (frozen) text with consent and a code or password. */
  sign: 'agreements.signatures.sign.v1',
  /** The gateway's eID callback signs with the proof identity verified (never a browser's body). */
  signWithEid: 'agreements.signatures.sign-eid.v1',
  /** The initiator requires a way of signing of every party. */
  setSignatureLevel: 'agreements.signatures.set-level.v1',
  /** `POST /api/agreements/{id}/signatures/void`: a party voids every signature (not once all have signed). */
  voidSignatures: 'agreements.signatures.void.v1',
  /** Documents asks, when sealing, for the frozen text, the signers and the audit trail (internal). */
  sealSource: 'agreements.signatures.seal-source.v1',
  /** Issue 19 (docs/negotiation.md): `POST /api/agreements/{id}/proposals` puts an option forward. */
  propose: 'agreements.proposals.propose.v1',
  /** `POST /api/agreements/{id}/proposals/{proposalId}/accept`. */
  acceptProposal: 'agreements.proposals.accept.v1',
  /** `POST /api/agreements/{id}/proposals/{proposalId}/decline`. */
  declineProposal: 'agreements.proposals.decline.v1',
  /** `PUT /api/agreements/{id}/questions/{questionId}/concession` (private until matched). */
  setConcession: 'agreements.points.set-concession.v1',
  /** `PUT /api/agreements/{id}/questions/{questionId}/importance` (private until matched). */
  setImportance: 'agreements.points.set-importance.v1',
  /** `PUT /api/agreements/{id}/questions/{questionId}/limit` (private; settles the point when the limits overlap). */
  setLimit: 'agreements.points.set-limit.v1',
  /** `POST /api/agreements/{id}/questions/{questionId}/proposal-drafts`: a model drafts an option. */
  draftProposal: 'agreements.proposals.draft.v1',
  health: 'agreements.health.v1',
  /** Event: something about the agreement changed (past tense: a fact). */
  updated: 'agreement.updated',
  /**
   * Durable event (JetStream stream {@link AgreementEventsStream}): the initiator deleted the agreement;
   * chat deletes its messages and documents its PDFs. Payload: `agreementDeletedEventSchema`.
   */
  deleted: 'agreement.deleted',
  /**
   * Durable event (same stream): someone answered, a round started, the agreement completed or ended in
   * disagreement. Payload: `agreementActivityEventSchema`. The notifications service mails people about it.
   */
  activity: 'agreement.activity',
} as const;

/**
 * The JetStream stream that keeps the agreements service's events that make other services change data,
 * until each consumer has acknowledged them (docs/durable-events.md). Each consuming service has one
 * durable consumer (named after the service) shared by its replicas.
 */
export const AgreementEventsStream = {
  name: 'AGREEMENT_EVENTS',
  subjects: [AgreementsSubjects.deleted, AgreementsSubjects.activity],
} as const;
