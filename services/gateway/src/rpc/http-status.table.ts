import { ErrorCode } from '@avtalt/contracts';

/** The one table that maps RPC error codes to HTTP statuses. */
export const HTTP_STATUS_BY_CODE: Readonly<Record<ErrorCode, number>> = {
  [ErrorCode.ValidationFailed]: 400,
  [ErrorCode.InvalidCredentials]: 401,
  [ErrorCode.Unauthenticated]: 401,
  [ErrorCode.Forbidden]: 403,
  [ErrorCode.NotFound]: 404,
  [ErrorCode.Conflict]: 409,
  [ErrorCode.RateLimited]: 429,
  [ErrorCode.Internal]: 500,
  [ErrorCode.UpstreamFailed]: 502,
  [ErrorCode.ServiceUnavailable]: 503,
};
