import { DocumentMessages } from '@avtalt/contracts';
import type { Response } from 'express';
import { sendPdf } from './pdf-response';

/** The parts of an Express response sendPdf uses, recording what it was given. */
function fakeResponse() {
  const sent = {
    status: 0,
    headers: {} as Record<string, string>,
    json: undefined as unknown,
    body: undefined as unknown,
  };
  const res = {
    status(code: number) {
      sent.status = code;
      return res;
    },
    setHeader(name: string, value: string) {
      sent.headers[name] = value;
      return res;
    },
    json(body: unknown) {
      sent.json = body;
    },
    end(body: unknown) {
      sent.body = body;
    },
  };
  return { res: res as unknown as Response, sent };
}

describe('sendPdf', () => {
  it("answers a PDF still being made with 202, Retry-After and the message in the caller's language", () => {
    const { res, sent } = fakeResponse();
    sendPdf(
      { headers: { cookie: 'avtalt_lang=en' } },
      res,
      { status: 'pending' },
      'avtale',
      DocumentMessages.pdfPending,
    );
    expect(sent.status).toBe(202);
    expect(sent.headers['Content-Language']).toBe('en');
    expect(sent.headers['Retry-After']).toMatch(/^\d+$/);
    expect(sent.json).toEqual({
      status: 'pending',
      message: 'The PDF is being made. Please try again shortly.',
    });

    const bokmal = fakeResponse();
    sendPdf({ headers: {} }, bokmal.res, { status: 'pending' }, 'avtale', DocumentMessages.pdfPending);
    expect(bokmal.sent.json).toEqual({ status: 'pending', message: DocumentMessages.pdfPending });
  });

  it('sends a ready PDF as an attachment with its length', () => {
    const { res, sent } = fakeResponse();
    const pdf = Buffer.from('%PDF-1.7 …');
    sendPdf(
      { headers: {} },
      res,
      { status: 'ready', pdfBase64: pdf.toString('base64') },
      'Lån',
      DocumentMessages.pdfPending,
    );
    expect(sent.headers['Content-Type']).toBe('application/pdf');
    expect(sent.headers['Content-Length']).toBe(String(pdf.length));
    expect(sent.body).toEqual(pdf);
  });
});
