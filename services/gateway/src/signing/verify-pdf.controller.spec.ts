import { ErrorCode, PdfVerifyMessages } from '@avtalt/contracts';
import { DomainError } from '@avtalt/service-kit';
import { PassThrough } from 'node:stream';
import { readLimitedBody } from './verify-pdf.controller';

/** A request body stream with the given chunks (and Content-Length when given). */
function body(chunks: Buffer[], contentLength?: number) {
  const stream = new PassThrough() as PassThrough & { headers: Record<string, string> };
  stream.headers = contentLength === undefined ? {} : { 'content-length': String(contentLength) };
  setImmediate(() => {
    for (const chunk of chunks) stream.write(chunk);
    stream.end();
  });
  return stream;
}

describe('readLimitedBody (POST /api/verify)', () => {
  it('reads a body up to the limit', async () => {
    await expect(readLimitedBody(body([Buffer.from('%PDF-'), Buffer.from('1.7')]), 8)).resolves.toEqual(
      Buffer.from('%PDF-1.7'),
    );
  });

  it('refuses a declared Content-Length over the limit before reading, with 413 and the Norwegian message', async () => {
    const error = await readLimitedBody(body([Buffer.alloc(4)], 100), 10).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect([(error as DomainError).code, (error as DomainError).message]).toEqual([
      ErrorCode.PayloadTooLarge,
      PdfVerifyMessages.tooLarge,
    ]);
  });

  it('refuses a body that grows past the limit without a Content-Length, and drains the rest', async () => {
    const stream = body([Buffer.alloc(6), Buffer.alloc(6), Buffer.alloc(6)]);
    const error = await readLimitedBody(stream, 10).catch((e: unknown) => e);
    expect((error as DomainError).code).toBe(ErrorCode.PayloadTooLarge);
    // Drained to its end (nothing kept): the client gets its 413 instead of a stalled upload.
    if (!stream.readableEnded) await new Promise((resolve) => stream.once('end', resolve));
    expect(stream.readableEnded).toBe(true);
  });
});
