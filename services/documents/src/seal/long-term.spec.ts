import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef, StandardFonts } from 'pdf-lib';
import { opensslVerifyToken, startTestTsa, type TestTsa } from '../../test/tsa';
import { signaturesOf } from '../verify/archive-check';
import { readTlv } from '../verify/der';
import { verifySealedPdf } from '../verify/pdf-verifier';
import { appendUpdate, objectBody, streamBody } from './incremental-update';
import { addArchiveTimestamp, extendToLongTerm, fetchCrl } from './long-term';
import { sealPdf } from './pades.sealer';
import {
  DEV_COMMON_NAME,
  DEV_P12_PASSPHRASE,
  generateDevelopmentP12,
  type LoadedCertificate,
} from './signing-certificate';

/**
 * Long-term validation as Avtalt adds it (B-LT: /DSS with certificates and CRLs; B-LTA: a document
 * timestamp), checked with Debian's tools (pdfsig, openssl) and the verifier, and the archive part
 * attacked as someone who can append to the file and get timestamps of their own would.
 */

let tsa: TestTsa;
let certificate: LoadedCertificate;
let dir: string;
beforeAll(async () => {
  tsa = await startTestTsa();
  certificate = {
    p12: generateDevelopmentP12(),
    passphrase: DEV_P12_PASSPHRASE,
    commonName: DEV_COMMON_NAME,
    fingerprint: '',
    origin: 'test',
  };
  dir = mkdtempSync(path.join(os.tmpdir(), 'avtalt-ltv-'));
}, 60_000);
afterAll(async () => {
  await tsa?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const authority = () => ({ url: tsa.url, timeoutMs: 5000 });

async function sealedWithTsa(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage().drawText('Lånet skal betales tilbake innen 1. mars 2027.', { font, x: 50, y: 700, size: 12 });
  return sealPdf(await doc.save(), certificate, new Date(), [], authority(), 'Lån');
}

function pdfsig(pdf: Buffer): string {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  try {
    return execFileSync('pdfsig', [file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    return String((error as { stdout?: string }).stdout ?? '');
  }
}

/** The streams a /DSS array names, as files for openssl. */
async function dssFiles(pdf: Buffer, key: 'Certs' | 'CRLs'): Promise<Buffer[]> {
  const doc = await PDFDocument.load(pdf);
  const dss = doc.catalog.lookup(PDFName.of('DSS'), PDFDict);
  return dss
    .lookup(PDFName.of(key), PDFArray)
    .asArray()
    .map((ref) => Buffer.from((doc.context.lookup(ref as PDFRef) as PDFRawStream).getContents()));
}

const pem = (der: Buffer, label: string) =>
  `-----BEGIN ${label}-----\n${der.toString('base64').replace(/.{64}/g, '$&\n')}\n-----END ${label}-----\n`;

describe('a seal made with a timestamp authority is extended to long-term validation', () => {
  it('pdfsig reads the seal over its revision and the archive timestamp over the whole file', async () => {
    const pdf = await sealedWithTsa();
    const out = pdfsig(pdf);
    expect(out).toContain('Signature #1:');
    expect(out).toMatch(
      /Signature #1:[\s\S]*Signature Type: ETSI\.CAdES\.detached[\s\S]*Not total document signed[\s\S]*Signature Validation: Signature is Valid\./,
    );
    expect(out).toMatch(
      /Signature #2:[\s\S]*Signature Field Name: Arkivtidsstempel 1[\s\S]*Signer Certificate Common Name: Avtalt test-TSA[\s\S]*Total document signed/,
    );
    // The seal's own revision, cut where its ByteRange ends, is a whole sealed PDF on its own.
    const [seal] = signaturesOf(pdf);
    const revision = pdf.subarray(0, seal.ranges[2] + seal.ranges[3]);
    expect(pdfsig(revision)).toMatch(/Total document signed[\s\S]*Signature is Valid\./);
  }, 60_000);

  it('the DSS holds the certificates and the CRL that validate the timestamp offline', async () => {
    const pdf = await sealedWithTsa();
    const certificates = await dssFiles(pdf, 'Certs');
    const crls = await dssFiles(pdf, 'CRLs');
    expect(crls).toEqual([readFileSync(tsa.crlFile)]);
    const subjects = certificates.map((der) =>
      execFileSync('openssl', ['x509', '-inform', 'DER', '-noout', '-subject'], {
        input: der,
        encoding: 'utf8',
      }),
    );
    expect(subjects.join('')).toContain('CN = Avtalt (utviklingssertifikat)');
    expect(subjects.join('')).toContain('CN = Avtalt test-TSA');
    expect(subjects.join('')).toContain('CN = Avtalt test-CA');
    // Only what the file carries: the TSA certificate checked against the CA with the embedded CRL.
    const tsaCert = certificates.find((_, i) => subjects[i].includes('test-TSA'))!;
    const ca = certificates.find((_, i) => subjects[i].includes('test-CA'))!;
    writeFileSync(path.join(dir, 'ca.pem'), pem(ca, 'CERTIFICATE'));
    writeFileSync(path.join(dir, 'tsa.pem'), pem(tsaCert, 'CERTIFICATE'));
    writeFileSync(path.join(dir, 'crl.pem'), pem(crls[0], 'X509 CRL'));
    const verified = execFileSync(
      'openssl',
      [
        'verify',
        '-crl_check',
        '-purpose',
        'timestampsign',
        '-CAfile',
        'ca.pem',
        '-CRLfile',
        'crl.pem',
        'tsa.pem',
      ],
      { cwd: dir, encoding: 'utf8' },
    );
    expect(verified).toContain('tsa.pem: OK');
  }, 60_000);

  it('the archive token holds over the file (openssl ts -verify) and the verifier says so', async () => {
    const pdf = await sealedWithTsa();
    const stamp = signaturesOf(pdf)[1];
    const [, b, c, d] = stamp.ranges;
    expect(c + d).toBe(pdf.length);
    const padded = Buffer.from(pdf.toString('latin1', b + 1, c - 1), 'hex');
    const token = padded.subarray(0, readTlv(padded, 0).end);
    expect(opensslVerifyToken(tsa, token, Buffer.concat([pdf.subarray(0, b), pdf.subarray(c)])).ok).toBe(
      true,
    );
    const result = await verifySealedPdf(pdf);
    expect(result.checks.find((check) => check.id === 'archive')).toEqual({
      id: 'archive',
      status: 'ok',
      message: expect.stringMatching(
        /^Langtidsbevaring: etter seglet er bare valideringsdata \(3 sertifikater og 1 sperrelister\) og ett arkivtidsstempel lagt til\. Det siste, fra «.*Avtalt test-TSA.*», viser at filen fantes /,
      ),
    });
    expect(result.checks.find((check) => check.id === 'seal')?.status).toBe('ok');
  }, 60_000);

  it('renewing adds a second archive timestamp over the first, with the certificates once', async () => {
    const first = await sealedWithTsa();
    const renewed = await extendToLongTerm(first, authority());
    expect(renewed.subarray(0, first.length).equals(first)).toBe(true);
    expect(pdfsig(renewed)).toMatch(/Signature #3:[\s\S]*Arkivtidsstempel 2[\s\S]*Total document signed/);
    expect(await dssFiles(renewed, 'Certs')).toHaveLength(3);
    const result = await verifySealedPdf(renewed);
    expect(result.checks.find((check) => check.id === 'archive')?.message).toContain('2 arkivtidsstempler');
  }, 60_000);
});

describe('what may not be appended after the seal', () => {
  /** An update that points page 1 at new content (what a forger would show), optionally timestamped on top. */
  async function forged(pdf: Buffer): Promise<Buffer> {
    const doc = await PDFDocument.load(pdf);
    const page = doc.getPage(0);
    const content = doc.context.largestObjectNumber + 1;
    const changed = page.node.clone(doc.context);
    changed.set(PDFName.of('Contents'), PDFRef.of(content));
    return appendUpdate(pdf, doc, [
      {
        number: content,
        body: streamBody(Buffer.from('BT /F1 12 Tf 50 650 Td (Lanet er ettergitt.) Tj ET')),
      },
      { number: page.ref.objectNumber, body: objectBody(changed) },
    ]);
  }

  it('new page content fails the archive check, even with a valid archive timestamp over it', async () => {
    const pdf = await sealedWithTsa();
    const restamped = await addArchiveTimestamp(await forged(pdf), authority());
    const result = await verifySealedPdf(restamped);
    expect(result.valid).toBe(false);
    expect(result.checks.find((check) => check.id === 'archive')).toEqual({
      id: 'archive',
      status: 'failed',
      message:
        'Etter forseglingen er det lagt til noe annet enn valideringsdata og arkivtidsstempler: filen er endret.',
    });
  }, 60_000);

  it('an update after the last archive timestamp, or a changed byte inside one, fails', async () => {
    const pdf = await sealedWithTsa();
    const after = await verifySealedPdf(await forged(pdf));
    expect(after.valid).toBe(false);
    expect(after.checks.find((check) => check.id === 'archive')?.message).toBe(
      'Seglet dekker ikke hele filen: noe er lagt til etter det siste arkivtidsstempelet.',
    );
    const changed = Buffer.from(pdf);
    const stamp = signaturesOf(pdf)[1];
    changed[stamp.ranges[2] + 5] ^= 0x01;
    const inside = await verifySealedPdf(changed);
    expect(inside.valid).toBe(false);
    expect(inside.checks.find((check) => check.id === 'archive')?.message).toMatch(
      /^Arkivtidsstempel 1 holder ikke/,
    );
  }, 60_000);

  it('a CRL that cannot be fetched fails (the seal job is retried, never sealed without it)', async () => {
    await expect(fetchCrl('http://127.0.0.1:9/crl', 500)).rejects.toThrow(
      /did not come within 500 ms|answered/,
    );
  });
});
