import type { Request, Response } from 'express';
import type { SessionData } from 'express-session';
import { Cookie } from 'express-session';
import { resendSessionCookie } from './session-cookie';

const SID = 'AbC-123_x';
const SIGNED = `s:${SID}.SiGnAtUrE/+x`;

function touched(options: {
  cookieHeader?: string;
  secure?: boolean;
  https?: boolean;
  headersSent?: boolean;
}) {
  const appended: string[] = [];
  const res = {
    headersSent: options.headersSent ?? false,
    append(name: string, value: string) {
      appended.push(`${name}: ${value}`);
      return res;
    },
  } as unknown as Response;
  const req = {
    headers: { cookie: options.cookieHeader ?? `other=1; avtalt.sid=${encodeURIComponent(SIGNED)}` },
    secure: options.https ?? false,
    res,
  } as unknown as Request;
  // The typings give Cookie no constructor options; express-session's own code passes them.
  const cookie = new (Cookie as unknown as new (options: object) => Cookie)({
    httpOnly: true,
    sameSite: 'lax',
    secure: options.secure ?? false,
    maxAge: 60_000,
    path: '/',
  });
  const session = { cookie, userId: 'u1' } as unknown as SessionData;
  Object.defineProperty(session, 'req', { value: req });
  Object.defineProperty(session, 'id', { value: SID });
  return { session, appended };
}

describe('resendSessionCookie', () => {
  it('sends the cookie the browser sent, with the new expiry and the session cookie’s attributes', () => {
    const { session, appended } = touched({});
    resendSessionCookie(session);
    expect(appended).toHaveLength(1);
    expect(appended[0]).toMatch(
      new RegExp(
        `^Set-Cookie: avtalt\\.sid=${encodeURIComponent(SIGNED).replace(/[.+]/g, '\\$&')}; Path=/; Expires=[^;]+; HttpOnly; SameSite=Lax$`,
      ),
    );
    const expires = Date.parse(/Expires=([^;]+)/.exec(appended[0])?.[1] ?? '');
    expect(Math.abs(expires - (Date.now() + 60_000))).toBeLessThan(2000);
  });

  it('sends nothing when the cookie names another session, is missing or is malformed', () => {
    for (const cookieHeader of [
      'avtalt.sid=s%3AOther.sig',
      'other=1',
      'avtalt.sid=%E0%A4%A',
      `avtalt.sid=${SID}`,
    ]) {
      const { session, appended } = touched({ cookieHeader });
      resendSessionCookie(session);
      expect(appended).toEqual([]);
    }
  });

  it('sends a Secure cookie only over HTTPS, and nothing once the headers are out', () => {
    const plain = touched({ secure: true, https: false });
    resendSessionCookie(plain.session);
    expect(plain.appended).toEqual([]);
    const https = touched({ secure: true, https: true });
    resendSessionCookie(https.session);
    expect(https.appended[0]).toMatch(/; Secure; SameSite=Lax$/);
    const late = touched({ headersSent: true });
    resendSessionCookie(late.session);
    expect(late.appended).toEqual([]);
  });
});
