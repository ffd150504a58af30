/**
 * Error codes that cross service boundaries. Services raise them (as RPC errors), the gateway maps
 * them to HTTP statuses in one table (`services/gateway/src/rpc/http-status.table.ts`).
 */
export const ErrorCode = {
  ValidationFailed: 'VALIDATION_FAILED',
  /** The body is not JSON, or nests arrays and objects deeper than MAX_JSON_DEPTH (32). */
  InvalidJson: 'INVALID_JSON',
  PayloadTooLarge: 'PAYLOAD_TOO_LARGE',
  InvalidCredentials: 'INVALID_CREDENTIALS',
  /** The action needs an account: an anonymous visitor (or an expired session) gets 401. */
  LoginRequired: 'LOGIN_REQUIRED',
  Forbidden: 'FORBIDDEN',
  /** A state-changing request from a foreign origin (CSRF defence). */
  ForbiddenOrigin: 'FORBIDDEN_ORIGIN',
  /** Logged in, but not a participant of the agreement. */
  NotParticipant: 'NOT_PARTICIPANT',
  /** An observer of the agreement: reads, never answers, signs or writes (403). */
  ObserverReadOnly: 'OBSERVER_READ_ONLY',
  /** Only the one who started the agreement may do this. */
  NotInitiator: 'NOT_INITIATOR',
  /** From round 2 only those who answered round 1 take part. */
  JoinClosed: 'JOIN_CLOSED',
  NotFound: 'NOT_FOUND',
  Conflict: 'CONFLICT',
  /** The agreement is completed or ended in disagreement. */
  AgreementClosed: 'AGREEMENT_CLOSED',
  /** The agreement has the most participants it can have. */
  AgreementFull: 'AGREEMENT_FULL',
  /** A participant who has answered the current round cannot be removed from it. */
  AlreadyResponded: 'ALREADY_RESPONDED',
  /** Next round asked for while someone has not answered this one. */
  RoundNotClosed: 'ROUND_NOT_CLOSED',
  /** Next round asked for while everyone agrees. */
  NoDisagreement: 'NO_DISAGREEMENT',
  /** Next round asked for in the last round. */
  LastRound: 'LAST_ROUND',
  /** Disagreement can only be declared in round 1. */
  OnlyFirstRound: 'ONLY_FIRST_ROUND',
  /** A completed agreement's final text waits until every party has an account with a full name. */
  PartiesWithoutAccount: 'PARTIES_WITHOUT_ACCOUNT',
  /** … and until every party has given a date of birth or an address (issue 15). */
  PartyDetailsMissing: 'PARTY_DETAILS_MISSING',
  /** A version that ends the agreement is signed only once every party has answered yes to the ending. */
  EndingNotAgreed: 'ENDING_NOT_AGREED',
  RateLimited: 'RATE_LIMITED',
  /** Issue 18: the operator set `SIGNING=off`. */
  SigningDisabled: 'SIGNING_DISABLED',
  /** A wrong or expired one-time code, or a wrong password, when signing (422). */
  InvalidSigningProof: 'INVALID_SIGNING_PROOF',
  /** The text to sign is not the one the signer read (409). */
  TextChanged: 'TEXT_CHANGED',
  /** Someone has signed: the agreement's text is frozen until the signatures are voided (409). */
  AgreementFrozen: 'AGREEMENT_FROZEN',
  /** Issue 31: the signer's e-mail address is not confirmed: no code, no signature (409). */
  EmailNotConfirmed: 'EMAIL_NOT_CONFIRMED',
  /** Issue 31: a party must give a date of birth before signing (409). */
  BirthDateRequired: 'BIRTH_DATE_REQUIRED',
  /**
   * The name or date of birth the eID broker verified is not the one the party stated: the party
   * corrects what they stated (or signs another way) before signing (409).
   */
  IdentityMismatch: 'IDENTITY_MISMATCH',
  /** The agreement requires a stronger way of signing than the one used (docs/signing.md) (409). */
  SignatureLevelRequired: 'SIGNATURE_LEVEL_REQUIRED',
  /** Issue 31: a party under 18 on the signing day cannot sign (vergemålsloven § 9) (409). */
  UnderAge: 'UNDER_AGE',
  /** A nynorsk text no nynorsk writer has read yet cannot be signed (docs/languages.md) (409). */
  TextAwaitingReview: 'TEXT_AWAITING_REVIEW',
  /** Issue 31: the audit trail does not hold (chain, MAC, start): the agreement is not sealed (409). */
  AuditTrailInvalid: 'AUDIT_TRAIL_INVALID',
  /** Issue 19: proposals and marks only between rounds (the round closed, a next round can start) (409). */
  NegotiationClosed: 'NEGOTIATION_CLOSED',
  /** Issue 19: the question is not disagreed in the closed round (409). */
  PointNotDisputed: 'POINT_NOT_DISPUTED',
  /** Issue 19: a proposal for the question is already pending or accepted (409). */
  ProposalPending: 'PROPOSAL_PENDING',
  /** Issue 19: no language model is configured (`LLM_BASE_URL` unset) (404). */
  ModelUnavailable: 'MODEL_UNAVAILABLE',
  /**
   * Issue 33: an answer has a value check of severity warning that the person has not confirmed (400;
   * `details` lists each warning as {path: 'answers.<questionId>', message}; docs/value-checks.md).
   */
  ValueWarningsUnconfirmed: 'VALUE_WARNINGS_UNCONFIRMED',
  /** A dependency outside Avtalt (e.g. a language model) failed. */
  UpstreamFailed: 'UPSTREAM_FAILED',
  ServiceUnavailable: 'SERVICE_UNAVAILABLE',
  Internal: 'INTERNAL',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
