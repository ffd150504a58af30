import 'express-session';

declare module 'express-session' {
  interface SessionData {
    /** Set at login/register; the only source of "who is calling". */
    userId?: string;
    /** Full name of the logged-in user, for agreements (kept in step by login and profile updates). */
    userName?: string;
    /** Server-issued identity of an anonymous visitor (DESIGN §2). */
    anonymousId?: string;
    /** The agreement whose eID signing was started, for the way back from the broker. */
    eidAgreementId?: string;
  }
}

declare module 'express-serve-static-core' {
  interface Request {
    /** The id of this request (`x-request-id`), set by the request logger; passed on to every NATS call. */
    requestId?: string;
  }
}

export {};
