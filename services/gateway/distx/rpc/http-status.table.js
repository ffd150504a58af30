"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.CODE_BY_HTTP_STATUS = exports.HTTP_STATUS_BY_CODE = void 0;
const contracts_1 = require("@avtalt/contracts");
/**
 * The one table that maps error codes to HTTP statuses. Typed as a record over every code, so a code
 * added to the contracts without a status here does not compile.
 */
exports.HTTP_STATUS_BY_CODE = {
    [contracts_1.ErrorCode.ValidationFailed]: 400,
    [contracts_1.ErrorCode.InvalidJson]: 400,
    [contracts_1.ErrorCode.PayloadTooLarge]: 413,
    [contracts_1.ErrorCode.InvalidCredentials]: 401,
    [contracts_1.ErrorCode.LoginRequired]: 401,
    [contracts_1.ErrorCode.Forbidden]: 403,
    [contracts_1.ErrorCode.ForbiddenOrigin]: 403,
    [contracts_1.ErrorCode.NotParticipant]: 403,
    [contracts_1.ErrorCode.NotInitiator]: 403,
    [contracts_1.ErrorCode.JoinClosed]: 403,
    [contracts_1.ErrorCode.NotFound]: 404,
    [contracts_1.ErrorCode.Conflict]: 409,
    [contracts_1.ErrorCode.AgreementClosed]: 409,
    [contracts_1.ErrorCode.AgreementFull]: 409,
    [contracts_1.ErrorCode.AlreadyResponded]: 409,
    [contracts_1.ErrorCode.RoundNotClosed]: 409,
    [contracts_1.ErrorCode.NoDisagreement]: 409,
    [contracts_1.ErrorCode.LastRound]: 409,
    [contracts_1.ErrorCode.OnlyFirstRound]: 409,
    [contracts_1.ErrorCode.PartiesWithoutAccount]: 409,
    [contracts_1.ErrorCode.PartyDetailsMissing]: 409,
    [contracts_1.ErrorCode.RateLimited]: 429,
    [contracts_1.ErrorCode.SigningDisabled]: 404,
    [contracts_1.ErrorCode.InvalidSigningProof]: 422,
    [contracts_1.ErrorCode.TextChanged]: 409,
    [contracts_1.ErrorCode.AgreementFrozen]: 409,
    [contracts_1.ErrorCode.EmailNotConfirmed]: 409,
    [contracts_1.ErrorCode.BirthDateRequired]: 409,
    [contracts_1.ErrorCode.UnderAge]: 409,
    [contracts_1.ErrorCode.AuditTrailInvalid]: 409,
    [contracts_1.ErrorCode.Internal]: 500,
    [contracts_1.ErrorCode.NegotiationClosed]: 409,
    [contracts_1.ErrorCode.PointNotDisputed]: 409,
    [contracts_1.ErrorCode.ProposalPending]: 409,
    [contracts_1.ErrorCode.ModelUnavailable]: 404,
    [contracts_1.ErrorCode.ValueWarningsUnconfirmed]: 400,
    [contracts_1.ErrorCode.UpstreamFailed]: 502,
    [contracts_1.ErrorCode.ServiceUnavailable]: 503,
};
/** The code of an error the gateway answers without a service (a guard, a parser, an unknown route). */
exports.CODE_BY_HTTP_STATUS = {
    400: contracts_1.ErrorCode.ValidationFailed,
    401: contracts_1.ErrorCode.LoginRequired,
    403: contracts_1.ErrorCode.Forbidden,
    404: contracts_1.ErrorCode.NotFound,
    409: contracts_1.ErrorCode.Conflict,
    413: contracts_1.ErrorCode.PayloadTooLarge,
    429: contracts_1.ErrorCode.RateLimited,
    503: contracts_1.ErrorCode.ServiceUnavailable,
};
//# sourceMappingURL=http-status.table.js.map