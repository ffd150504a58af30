import { ErrorCode, Messages } from '@avtalt/contracts';
import express, { type NextFunction, type Request, type Response } from 'express';
import pino from 'pino';
import request from 'supertest';
import { toHttpError } from './all-exceptions.filter';
import { jsonBody } from './json-body';

const logger = pino({ level: 'silent' });

/** The gateway's parser and error answer, without the rest of the gateway. */
function app() {
  const server = express();
  server.use(jsonBody('100kb'));
  server.post('/', (req: Request, res: Response) => res.json({ body: req.body as unknown }));
  server.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    const { status, body } = toHttpError(error, logger);
    res.status(status).json(body);
  });
  return server;
}

const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

describe('jsonBody', () => {
  it('refuses a 90 kB nested array with 400 in Norwegian, before parsing it', async () => {
    const response = await request(app())
      .post('/')
      .set('content-type', 'application/json')
      .send(nested(45_000));
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ code: ErrorCode.InvalidJson, message: Messages.tooDeeplyNested });
  });

  it('reads 32 levels and refuses 33, also in UTF-16', async () => {
    const ok = await request(app())
      .post('/')
      .set('content-type', 'application/json')
      .send(`{"a":${nested(31)}}`);
    expect(ok.status).toBe(200);
    const deep = await request(app())
      .post('/')
      .set('content-type', 'application/json')
      .send(`{"a":${nested(32)}}`);
    expect(deep.body).toEqual({ code: ErrorCode.InvalidJson, message: Messages.tooDeeplyNested });
    const utf16 = await request(app())
      .post('/')
      .set('content-type', 'application/json; charset=utf-16le')
      // superagent would write a Buffer as JSON; the bytes go out as they are (its types say string).
      .serialize((bytes: Buffer) => bytes as unknown as string)
      .send(Buffer.from(`{"a":${nested(32)}}`, 'utf16le'));
    expect(utf16.body).toEqual({ code: ErrorCode.InvalidJson, message: Messages.tooDeeplyNested });
  });

  it('does not count brackets inside strings', async () => {
    const body = JSON.stringify({ title: '['.repeat(500), note: 'sitat \\" {{{{' });
    const response = await request(app()).post('/').set('content-type', 'application/json').send(body);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ body: JSON.parse(body) as unknown });
  });

  it('still answers malformed JSON and an oversize body as before', async () => {
    const malformed = await request(app()).post('/').set('content-type', 'application/json').send('{"a":');
    expect(malformed.body).toEqual({ code: ErrorCode.InvalidJson, message: Messages.invalidJson });
    const large = await request(app())
      .post('/')
      .set('content-type', 'application/json')
      .send(`"${'x'.repeat(101 * 1024)}"`);
    expect(large.status).toBe(413);
  });
});
