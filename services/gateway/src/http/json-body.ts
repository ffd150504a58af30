import { jsonNestingExceeds, MAX_JSON_DEPTH } from '@avtalt/contracts';
import express, { type RequestHandler } from 'express';

/** The `type` of the error a too deeply nested body raises (mapped to 400 by toHttpError). */
export const TOO_DEEP_BODY = 'entity.too.deep';

/** A body-parser error: `status` and `type` are what the error handler reads. */
class BodyError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly type: string,
  ) {
    super(message);
  }
}

/**
 * Refuses a body nested deeper than {@link MAX_JSON_DEPTH} before it is parsed: one linear pass over
 * the raw bytes, so a 90 kB `[[[[…]]]]` costs microseconds instead of a parse and a walk (security
 * review N1). body-parser hands over the bytes undecoded; UTF-8 (what browsers send) is scanned as
 * bytes, another `utf-*` charset is decoded first.
 */
export function refuseDeepJson(_req: unknown, _res: unknown, body: Buffer, encoding: string | null): void {
  let text: string | Uint8Array = body;
  if (encoding !== null && !/^utf-?8$/i.test(encoding)) {
    try {
      text = new TextDecoder(encoding).decode(body);
    } catch {
      throw new BodyError(`unsupported charset "${encoding}"`, 415, 'charset.unsupported');
    }
  }
  if (jsonNestingExceeds(text, MAX_JSON_DEPTH))
    throw new BodyError('JSON nested too deeply', 400, TOO_DEEP_BODY);
}

/** The gateway's JSON body parser for `/api`: at most `limit` bytes, nested at most {@link MAX_JSON_DEPTH} deep. */
export function jsonBody(limit: string): RequestHandler {
  return express.json({
    limit,
    type: ['application/json', 'application/*+json'],
    verify: refuseDeepJson,
  });
}
