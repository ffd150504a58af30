import {
  type ErrorBody,
  LANGUAGE_COOKIE,
  type Language,
  pickLanguage,
  translateErrorBody,
} from '@avtalt/contracts';
import type { Request, Response } from 'express';
import { readCookie } from './cookies';

/**
 * The caller's language (docs/languages.md): the `avtalt_lang` cookie, else the first of Accept-Language that
 * Avtalt speaks, else bokmål. A logged-in person's cookie follows their account's choice.
 */
export function callerLanguage(req: Pick<Request, 'headers'>): Language {
  return pickLanguage(readCookie(req.headers.cookie, LANGUAGE_COOKIE), req.headers['accept-language']);
}

/**
 * Sends an error body with its messages in the caller's language and says which in Content-Language. The
 * services write bokmål; status, code, paths and errorId are sent as they are.
 */
export function sendError(
  req: Pick<Request, 'headers'>,
  res: Response,
  status: number,
  body: ErrorBody,
): void {
  const language = callerLanguage(req);
  res.setHeader('Content-Language', language);
  res.status(status).json(translateErrorBody(body, language));
}
