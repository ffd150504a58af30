import 'express-session';

declare module 'express-session' {
  interface SessionData {
    /** Set at login/register; the only source of "who is calling". */
    userId?: string;
    /** Server-issued identity of an anonymous visitor (DESIGN §2). */
    anonymousId?: string;
  }
}

export {};
