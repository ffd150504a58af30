import type { NextFunction, Request, Response } from 'express';
import { constants, brotliCompress, gzip } from 'node:zlib';
import {
  chooseEncoding,
  type Encoding,
  ENCODINGS,
  isCompressibleType,
  MIN_COMPRESS_BYTES,
} from './content-encoding.rules';

/**
 * Fast settings for answers made per request: Brotli 4 is about as fast as gzip 6 and smaller
 * (the build compresses the static files at the highest levels instead).
 */
export function compress(
  body: Buffer,
  encoding: Encoding,
  done: (error: Error | null, out: Buffer) => void,
): void {
  if (encoding === 'br') {
    brotliCompress(
      body,
      {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 4,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      },
      done,
    );
  } else {
    gzip(body, { level: 6 }, done);
  }
}

/**
 * Compresses JSON (and other text) answers of at least MIN_COMPRESS_BYTES with Brotli or gzip, as the
 * request's Accept-Encoding allows, off the event loop (zlib's thread pool). Works on `res.send`, which
 * `res.json` and Nest's reply go through; streamed and binary answers (the PDF: `res.end`) pass untouched.
 * Every compressible answer says `Vary: Accept-Encoding`, compressed or not.
 */
export function compressResponses() {
  return (req: Request, res: Response, next: NextFunction): void => {
    const send = res.send;
    res.send = function compressedSend(this: Response, body?: unknown) {
      // Restore at once: express calls send again from inside (json → send), and the send below must be the plain one.
      res.send = send;
      if (
        req.method === 'HEAD' ||
        res.getHeader('Content-Encoding') ||
        !isCompressibleType(String(res.getHeader('Content-Type') ?? ''))
      ) {
        return send.call(this, body);
      }
      const buffer = typeof body === 'string' ? Buffer.from(body) : Buffer.isBuffer(body) ? body : null;
      res.vary('Accept-Encoding');
      const encoding = chooseEncoding(req.headers['accept-encoding'], ENCODINGS);
      if (
        !buffer ||
        buffer.length < MIN_COMPRESS_BYTES ||
        !encoding ||
        res.statusCode === 204 ||
        res.statusCode === 304
      ) {
        return send.call(this, body);
      }
      compress(buffer, encoding, (error, out) => {
        if (res.headersSent || res.destroyed) return;
        if (error) {
          send.call(this, body);
          return;
        }
        res.setHeader('Content-Encoding', encoding);
        send.call(this, out);
      });
      return this;
    };
    next();
  };
}
