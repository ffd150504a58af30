/**
 * `POST /api/verify` (issue 31, /verifiser with a file) through a real gateway and documents process: the raw
 * PDF body is checked by documents with the offline verifier's checker; a file that is no PDF, an empty or
 * too large body are refused in Norwegian before documents is asked, and the route shares
 * `GET /api/verify/{sha256}`'s per-IP limit (429). Crafted files (a broken signature, a wrong ByteRange,
 * random bytes) get failed checks, never a 500. `GET /api/verify/certificate` is routed as itself (not as a
 * hash) and answers SIGNING_DISABLED without a certificate. A genuine sealed PDF's checks, a forged seal and
 * the certificate's fingerprint are the seal int test's (services/documents/test/seal.int-spec.ts, the same
 * RPCs) and the whole-system signing test's.
 */
import {
  ErrorCode,
  PDF_VERIFY_MAX_BYTES,
  type PdfVerification,
  PdfVerifyMessages,
  SigningMessages,
} from '@avtalt/contracts';
import {
  type GatewayProcess,
  type ServiceProcess,
  startBackendService,
  startGatewayProcess,
} from '@avtalt/service-kit/testing';

const REDIS_DB = 4;
/** A one-page PDF without a seal (written by hand: the gateway has no PDF library). */
const PLAIN_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);
let documents: ServiceProcess | undefined;
let gateway: GatewayProcess | undefined;

beforeAll(async () => {
  // SIGNING=off: checking a file needs no certificate (and stays available when signing is off).
  documents = await startBackendService('documents', {
    database: 'it_gateway_verify_pdf',
    redisDb: REDIS_DB,
    env: { SIGNING: 'off' },
  });
  gateway = await startGatewayProcess(REDIS_DB, { VERIFY_MAX_PER_IP: '6', VERIFY_WINDOW_SECONDS: '60' });
}, 60_000);

afterAll(async () => {
  await gateway?.stop();
  await documents?.stop();
});

async function post(body: Buffer, contentType: string, ip: string) {
  const res = await fetch(`${gateway!.url}/api/verify`, {
    method: 'POST',
    headers: { 'content-type': contentType, 'x-forwarded-for': ip },
    body,
  });
  return {
    status: res.status,
    body: (await res.json()) as PdfVerification & { code?: string; message?: string },
  };
}

it('checks a posted PDF and says what does not hold: an unsealed PDF has no seal, no trail, no head', async () => {
  const res = await post(PLAIN_PDF, 'application/pdf', '10.31.0.1');
  expect(res.status).toBe(200);
  expect(res.body.valid).toBe(false);
  expect(res.body.checks).toEqual([
    { id: 'seal', status: 'failed', message: 'PDF-en har ikke noe segl (ingen signatur i filen).' },
    {
      id: 'trail',
      status: 'failed',
      message: 'PDF-en har ingen lesbar revisjonslogg (vedlegget revisjonslogg.json).',
    },
    {
      id: 'head',
      status: 'failed',
      message: 'PDF-en har ingen lesbar seglopplysning (vedlegget avtalt-segl.json).',
    },
  ]);
}, 30_000);

it('carries a file of exactly the limit through NATS (base64 in one message under its 1 MB payload)', async () => {
  const padding = Buffer.alloc(PDF_VERIFY_MAX_BYTES - PLAIN_PDF.length, 0x20);
  // A comment line of spaces before the end: still the one-page PDF, at exactly PDF_VERIFY_MAX_BYTES bytes.
  const atLimit = Buffer.concat([
    PLAIN_PDF.subarray(0, PLAIN_PDF.length - 6),
    Buffer.from('%'),
    padding.subarray(1),
    Buffer.from('%%EOF\n'),
  ]);
  expect(atLimit.length).toBe(PDF_VERIFY_MAX_BYTES);
  const res = await post(atLimit, 'application/pdf', '10.31.0.4');
  expect(res.status).toBe(200);
  expect(res.body.checks[0]).toEqual({
    id: 'seal',
    status: 'failed',
    message: 'PDF-en har ikke noe segl (ingen signatur i filen).',
  });
}, 30_000);

it('refuses in Norwegian: another content type or no PDF (400), an empty body (400), more than the limit (413)', async () => {
  const json = await post(Buffer.from('{}'), 'application/json', '10.31.0.2');
  expect([json.status, json.body.code, json.body.message]).toEqual([
    400,
    ErrorCode.ValidationFailed,
    PdfVerifyMessages.notPdf,
  ]);
  const text = await post(Buffer.from('hei'), 'application/pdf', '10.31.0.2');
  expect([text.status, text.body.message]).toEqual([400, PdfVerifyMessages.notPdf]);
  const empty = await post(Buffer.alloc(0), 'application/pdf', '10.31.0.2');
  expect([empty.status, empty.body.message]).toEqual([400, PdfVerifyMessages.empty]);
  const large = await post(
    Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(PDF_VERIFY_MAX_BYTES)]),
    'application/pdf',
    '10.31.0.3',
  );
  expect([large.status, large.body.code, large.body.message]).toEqual([
    413,
    ErrorCode.PayloadTooLarge,
    PdfVerifyMessages.tooLarge,
  ]);
  // The gateway still answers (the large body was drained, not kept).
  expect((await post(PLAIN_PDF, 'application/pdf', '10.31.0.3')).status).toBe(200);
}, 30_000);

it('shares the per-IP limit of GET /api/verify/{sha256}: 429 once the window is used up, other IPs unaffected', async () => {
  const pdf = PLAIN_PDF;
  const statuses: number[] = [];
  for (let k = 0; k < 3; k++)
    statuses.push(
      (
        await fetch(`${gateway!.url}/api/verify/${'a'.repeat(64)}`, {
          headers: { 'x-forwarded-for': '10.31.0.9' },
        })
      ).status,
    );
  for (let k = 0; k < 4; k++) statuses.push((await post(pdf, 'application/pdf', '10.31.0.9')).status);
  expect(statuses).toEqual([404, 404, 404, 200, 200, 200, 429]);
  expect((await post(pdf, 'application/pdf', '10.31.0.10')).status).toBe(200);
}, 30_000);

it('answers crafted files with failed checks, never a 500: a broken CMS, a junk certificate, a wrong ByteRange, random bytes', async () => {
  const withSeal = (range: string, contents: string) =>
    Buffer.concat([
      PLAIN_PDF.subarray(0, PLAIN_PDF.length - 6),
      Buffer.from(
        `4 0 obj\n<< /Type /Sig /ByteRange [${range}] /Contents <${contents}> >>\nendobj\n%%EOF\n`,
        'latin1',
      ),
    ]);
  let seed = 7;
  const random = (n: number) =>
    Buffer.from(Array.from({ length: n }, () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) & 0xff));
  const crafted = [
    // A ContentInfo whose length runs past the end, a SignedData with a junk certificate blob, a CMS cut short.
    withSeal('0 10 20 40', `3084ffffffff${'00'.repeat(8)}`),
    withSeal('0 10 20 40', `3081${'ff'.repeat(60)}`),
    withSeal('0 10 20 40', '3082020006092a864886f70d010702a08201f1308201ed'),
    // ByteRanges beyond the file, overlapping, and two signatures.
    withSeal('0 99999999 99999999 5', '3000'),
    withSeal('0 300 200 100', '3000'),
    Buffer.concat([
      withSeal('0 1 2 3', '3000'),
      Buffer.from('/ByteRange [0 1 2 3] /Contents <3000>', 'latin1'),
    ]),
    // Random bytes after the header, and after a header and a ByteRange.
    Buffer.concat([Buffer.from('%PDF-1.7\n'), random(5000)]),
    Buffer.concat([Buffer.from('%PDF-1.7\n/ByteRange [0 20 40 100] /Contents <3082ffff>\n'), random(3000)]),
  ];
  for (const [index, body] of crafted.entries()) {
    const res = await post(body, 'application/pdf', `10.31.1.${index}`);
    expect([index, res.status]).toEqual([index, 200]);
    expect([index, res.body.valid, res.body.checks[0].id, res.body.checks[0].status]).toEqual([
      index,
      false,
      'seal',
      'failed',
    ]);
  }
}, 60_000);

it('GET /api/verify/certificate is its own route (not a hash), limited per IP with the look-up, SIGNING_DISABLED without a certificate', async () => {
  const get = async (ip: string) => {
    const res = await fetch(`${gateway!.url}/api/verify/certificate`, { headers: { 'x-forwarded-for': ip } });
    return { status: res.status, body: (await res.json()) as { code?: string; message?: string } };
  };
  const off = await get('10.31.2.1');
  expect([off.status, off.body.code, off.body.message]).toEqual([
    404,
    ErrorCode.SigningDisabled,
    SigningMessages.disabled,
  ]);
  const statuses: number[] = [off.status];
  for (let k = 0; k < 6; k++) statuses.push((await get('10.31.2.1')).status);
  expect(statuses).toEqual([404, 404, 404, 404, 404, 404, 429]);
}, 30_000);
