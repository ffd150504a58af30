import { ErrorCode } from '@avtalt/contracts';

/**
 * The one table that maps error codes to HTTP statuses. Typed as a record over every code, so a code
 * added to the contracts without a status here does not compile.
 */
export const HTTP_STATUS_BY_CODE: Readonly<Record<ErrorCode, number>> = {
  [ErrorCode.ValidationFailed]: 400,
  [ErrorCode.InvalidJson]: 400,
  [ErrorCode.PayloadTooLarge]: 413,
  [ErrorCode.InvalidCredentials]: 401,
  [ErrorCode.LoginRequired]: 401,
  [ErrorCode.Forbidden]: 403,
  [ErrorCode.ForbiddenOrigin]: 403,
  [ErrorCode.NotParticipant]: 403,
  [ErrorCode.ObserverReadOnly]: 403,
  [ErrorCode.NotInitiator]: 403,
  [ErrorCode.JoinClosed]: 403,
  [ErrorCode.NotFound]: 404,
  [ErrorCode.Conflict]: 409,
  [ErrorCode.AgreementClosed]: 409,
  [ErrorCode.AgreementFull]: 409,
  [ErrorCode.AlreadyResponded]: 409,
  [ErrorCode.RoundNotClosed]: 409,
  [ErrorCode.NoDisagreement]: 409,
  [ErrorCode.LastRound]: 409,
  [ErrorCode.OnlyFirstRound]: 409,
  [ErrorCode.PartiesWithoutAccount]: 409,
  [ErrorCode.PartyDetailsMissing]: 409,
  [ErrorCode.EndingNotAgreed]: 409,
  [ErrorCode.RateLimited]: 429,
  [ErrorCode.SigningDisabled]: 404,
  [ErrorCode.InvalidSigningProof]: 422,
  [ErrorCode.TextChanged]: 409,
  [ErrorCode.AgreementFrozen]: 409,
  [ErrorCode.EmailNotConfirmed]: 409,
  [ErrorCode.BirthDateRequired]: 409,
  [ErrorCode.IdentityMismatch]: 409,
  [ErrorCode.SignatureLevelRequired]: 409,
  [ErrorCode.UnderAge]: 409,
  [ErrorCode.TextAwaitingReview]: 409,
  [ErrorCode.AuditTrailInvalid]: 409,
  [ErrorCode.Internal]: 500,
  [ErrorCode.NegotiationClosed]: 409,
  [ErrorCode.PointNotDisputed]: 409,
  [ErrorCode.ProposalPending]: 409,
  [ErrorCode.ModelUnavailable]: 404,
  [ErrorCode.ValueWarningsUnconfirmed]: 400,
  [ErrorCode.UpstreamFailed]: 502,
  [ErrorCode.ServiceUnavailable]: 503,
};

/** The code of an error the gateway answers without a service (a guard, a parser, an unknown route). */
export const CODE_BY_HTTP_STATUS: Readonly<Record<number, ErrorCode>> = {
  400: ErrorCode.ValidationFailed,
  401: ErrorCode.LoginRequired,
  403: ErrorCode.Forbidden,
  404: ErrorCode.NotFound,
  409: ErrorCode.Conflict,
  413: ErrorCode.PayloadTooLarge,
  429: ErrorCode.RateLimited,
  503: ErrorCode.ServiceUnavailable,
};
