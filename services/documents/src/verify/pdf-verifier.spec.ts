import {
  AUDIT_RECEIPT_FORMAT,
  type AuditEntry,
  type AuditReceipt,
  auditCanonicalJson,
  type SealSource,
} from '@avtalt/contracts';
import { createHash, createHmac } from 'node:crypto';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { opensslVerifyToken, startTestTsa, type TestTsa } from '../../test/tsa';
import { sealPdf } from '../seal/pades.sealer';
import { sealAttachments } from '../seal/seal.rules';
import {
  DEV_COMMON_NAME,
  DEV_P12_PASSPHRASE,
  generateDevelopmentP12,
  inspectP12,
  type LoadedCertificate,
} from '../seal/signing-certificate';
import { checkSigner, OID, parseSignedData, signerCertificate } from './cms';
import { encodeTlv } from './der';
import { compareHead, parseHead } from './audit-chain';
import { embeddedFiles } from './attachments';
import { verifySealedPdf } from './pdf-verifier';
import { NOT_OUR_SEAL, readSeal } from './seal-check';

/**
 * The checker behind the offline verifier and /verifiser, on PDFs sealed here (pdf-lib page + sealPdf with a
 * generated certificate; the Chromium rendering is the integration test's). The tamper cases are made as an
 * attacker would: with database access (entries rewritten, later hashes recomputed) and with the MAC key too.
 */

const sha = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const MAC_KEY = Buffer.from('test-audit-key-0123456789abcdef');
const mac = (hash: string) => createHmac('sha256', MAC_KEY).update(hash).digest('hex');

let certificate: LoadedCertificate | undefined;
/** The development certificate, made once for the file (RSA key generation takes a moment). */
const testCertificate = (): LoadedCertificate =>
  (certificate ??= {
    p12: generateDevelopmentP12(),
    passphrase: DEV_P12_PASSPHRASE,
    commonName: DEV_COMMON_NAME,
    fingerprint: '',
    origin: 'test',
  });

type Raw = Omit<AuditEntry, 'prevHash' | 'hash' | 'mac' | 'keyId'>;

/** Hashes and MACs a trail as agreements writes it (the operator with the key can do the same). */
function chain(raw: readonly Raw[]): AuditEntry[] {
  const out: AuditEntry[] = [];
  for (const entry of raw) {
    const prevHash = out.length ? out[out.length - 1].hash : null;
    const hash = sha((prevHash ?? '') + auditCanonicalJson(entry));
    out.push({ ...entry, prevHash, hash, mac: mac(hash), keyId: 'test-1' });
  }
  return out;
}

const html =
  '<!doctype html><html lang="nb"><body><main><h1>Lån</h1><p>Kari låner Ola 10 000 kr.</p></main></body></html>';
const textSha256 = sha(html);
const at = (minutes: number) => new Date(Date.UTC(2027, 1, 1, 9, minutes)).toISOString();
const rawTrail: Raw[] = [
  { seq: 1, kind: 'created', occurredAt: at(0), actorName: 'Kari Nordmann', round: 1, details: {} },
  { seq: 2, kind: 'joined', occurredAt: at(5), actorName: 'Ola Åsheim', round: 1, details: {} },
  { seq: 3, kind: 'completed', occurredAt: at(10), actorName: null, round: 1, details: {} },
  {
    seq: 4,
    kind: 'signature-added',
    occurredAt: at(30),
    actorName: 'Kari Nordmann',
    round: 1,
    details: { method: 'email-code', textSha256, emailConfirmed: true, clientDigest: 'c'.repeat(64) },
  },
  {
    seq: 5,
    kind: 'signature-added',
    occurredAt: at(45),
    actorName: 'Ola Åsheim',
    round: 1,
    details: { method: 'password', textSha256, emailConfirmed: true, clientDigest: 'd'.repeat(64) },
  },
  { seq: 6, kind: 'signed', occurredAt: at(45), actorName: null, round: 1, details: {} },
];

function source(audit: AuditEntry[]): SealSource {
  return {
    agreementId: '0b7a4a7e-8f43-4f9e-9d55-0d6f8e0c1a2b',
    title: 'Lån mellom venner',
    fileName: 'lan',
    html,
    textSha256,
    signers: [
      {
        name: 'Kari Nordmann',
        signedAt: at(30),
        method: 'email-code',
        level: { method: 'email-code', emailConfirmed: true, codeSentTo: 'k***@example.no' },
        textSha256,
      },
      {
        name: 'Ola Åsheim',
        signedAt: at(45),
        method: 'password',
        level: { method: 'password', emailConfirmed: true, codeSentTo: null },
        textSha256,
      },
    ],
    audit,
    userIds: [],
    signingNotes: [],
  };
}

/** What a party got by mail after `upTo` entries (helper E's mail attaches this JSON). */
function receipt(audit: AuditEntry[], upTo: number, agreementId = source(audit).agreementId): AuditReceipt {
  const entries = audit.slice(0, upTo).map((e) => ({ seq: e.seq, hash: e.hash }));
  return {
    format: AUDIT_RECEIPT_FORMAT,
    agreementId,
    title: 'Lån mellom venner',
    issuedAt: at(46),
    head: entries[entries.length - 1],
    entries,
  };
}

async function page(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage().drawText('Lan mellom venner - signert', { x: 50, y: 700, size: 14, font });
  return doc.save();
}

async function sealed(
  audit: AuditEntry[],
  options: { tsa?: TestTsa; timestamped?: boolean; html?: string; certificate?: LoadedCertificate } = {},
): Promise<Buffer> {
  const sealedAt = new Date(Date.UTC(2027, 1, 1, 10, 0));
  const s = { ...source(audit), html: options.html ?? html };
  const tsa = options.tsa ? { url: options.tsa.url, timeoutMs: 5000 } : null;
  return sealPdf(
    await page(),
    options.certificate ?? testCertificate(),
    sealedAt,
    sealAttachments(s, sealedAt, options.timestamped ?? tsa !== null),
    tsa,
  );
}

const statusOf = (result: Awaited<ReturnType<typeof verifySealedPdf>>, id: string) =>
  result.checks.filter((c) => c.id === id).map((c) => c.status);

let tsa: TestTsa;
beforeAll(async () => {
  tsa = await startTestTsa();
}, 60_000);
afterAll(() => tsa?.stop());

describe('a sealed PDF as Avtalt makes it', () => {
  it('holds: seal, trail from 1, head, text; no timestamp said plainly; each signer with the level sentence', async () => {
    const audit = chain(rawTrail);
    const pdf = await sealed(audit);
    const result = await verifySealedPdf(pdf);
    expect(result.checks).toEqual([
      {
        id: 'seal',
        status: 'ok',
        message: expect.stringContaining(
          'Seglet holder: filen er ikke endret siden den ble forseglet med sertifikatet «CN=Avtalt (utviklingssertifikat), O=Avtalt, C=NO»',
        ),
      },
      {
        id: 'timestamp',
        status: 'info',
        message:
          'Seglet har ikke tidsstempel fra en uavhengig tjeneste: forseglingstidspunktet er Avtalts eget.',
      },
      {
        id: 'trail',
        status: 'ok',
        message: expect.stringContaining('6 hendelser fra nr. 1 (avtalen ble opprettet) til nr. 6'),
      },
      {
        id: 'head',
        status: 'ok',
        message: `Hodet på signatursiden er loggens siste hendelse: 6:${audit[5].hash}.`,
      },
      { id: 'text', status: 'ok', message: expect.stringContaining(textSha256) },
    ]);
    expect(result).toMatchObject({
      valid: true,
      timestamp: null,
      title: 'Lån mellom venner',
      textSha256,
      head: { seq: 6, hash: audit[5].hash },
      firstChangedSeq: null,
    });
    // The certificate's fingerprint as documents logs it at start (inspectP12), to compare with a published one.
    expect(result.checks[0].message).toContain(
      `Sertifikatets SHA-256-fingeravtrykk: ${inspectP12(testCertificate().p12, DEV_P12_PASSPHRASE).fingerprint}.`,
    );
    expect(result.signers.map((s) => s.levelText)).toEqual([
      'Navn og fødselsdato oppgitt av parten; e-postadressen bekreftet; signert med engangskode sendt til k***@example.no.',
      'Navn og fødselsdato oppgitt av parten; e-postadressen bekreftet; signert med passord.',
    ]);
    // The embedded files are what was sealed.
    const files = await embeddedFiles(pdf);
    expect([...files.keys()].sort()).toEqual(['avtaletekst.html', 'avtalt-segl.json', 'revisjonslogg.json']);
    expect(sha(files.get('avtaletekst.html')!)).toBe(textSha256);
  }, 60_000);

  it('fails the seal when one byte of the file changed, or the file is cut, or is no sealed PDF', async () => {
    const pdf = await sealed(chain(rawTrail));
    const changed = Buffer.from(pdf);
    changed[200] ^= 0x01;
    const result = await verifySealedPdf(changed);
    expect(result.valid).toBe(false);
    expect(result.checks[0]).toEqual({
      id: 'seal',
      status: 'failed',
      message:
        'Seglet holder ikke: hash-verdien i signaturen stemmer ikke med innholdet (innholdet er endret).',
    });
    expect(
      (await verifySealedPdf(Buffer.concat([pdf, Buffer.from('\n%%EOF\n')]))).checks[0].message,
    ).toContain('Seglet dekker ikke hele filen');
    const plain = await verifySealedPdf(await page());
    expect(plain.valid).toBe(false);
    expect(plain.checks.map((c) => [c.id, c.status])).toEqual([
      ['seal', 'failed'],
      ['trail', 'failed'],
      ['head', 'failed'],
    ]);
  }, 60_000);

  it('with a TSA: an RFC 3161 token over the signature value, openssl ts -verify accepts it, the verifier names time and authority', async () => {
    const before = Date.now();
    const pdf = await sealed(chain(rawTrail), { tsa });
    const result = await verifySealedPdf(pdf);
    expect(result.valid).toBe(true);
    expect(result.timestamp?.authority).toBe('CN=Avtalt test-TSA, O=Avtalt test');
    expect(Date.parse(result.timestamp!.time)).toBeGreaterThanOrEqual(
      Math.floor(before / 1000) * 1000 - 1000,
    );
    expect(result.checks.find((c) => c.id === 'timestamp')).toEqual({
      id: 'timestamp',
      status: 'ok',
      message: expect.stringContaining('Tidsstempel (RFC 3161) fra «CN=Avtalt test-TSA, O=Avtalt test»'),
    });
    // The token, as an outside tool sees it: trusted through the test CA, over the SignerInfo's signature value.
    const seal = readSeal(pdf);
    if ('problem' in seal) throw new Error(seal.problem);
    const signer = seal.data.signerInfos[0];
    const token = signer.unsignedAttributes.get(OID.signatureTimeStampToken)![0];
    expect(opensslVerifyToken(tsa, token, signer.signature)).toMatchObject({ ok: true });
    expect(opensslVerifyToken(tsa, token, Buffer.from('another signature')).ok).toBe(false);
  }, 60_000);

  it('a seal made for a timestamp whose token is missing fails; a TSA that does not answer in time fails the seal', async () => {
    const stripped = await verifySealedPdf(await sealed(chain(rawTrail), { timestamped: true }));
    expect(stripped.valid).toBe(false);
    expect(stripped.checks.find((c) => c.id === 'timestamp')).toEqual({
      id: 'timestamp',
      status: 'failed',
      message: 'Seglet ble laget med tidsstempel, men tidsstempelet mangler i signaturen.',
    });
    tsa.delayMs = 1500;
    try {
      const sealedAt = new Date();
      const s = source(chain(rawTrail));
      await expect(
        sealPdf(await page(), testCertificate(), sealedAt, sealAttachments(s, sealedAt, true), {
          url: tsa.url,
          timeoutMs: 600,
        }),
      ).rejects.toThrow('the timestamp authority did not answer within 600 ms');
    } finally {
      tsa.delayMs = 0;
    }
  }, 60_000);

  it('answers a check, never an error, for a signature changed anywhere in its DER; a changed signature value or certificate fails', async () => {
    const pdf = await sealed(chain(rawTrail));
    const start = pdf.toString('latin1').indexOf('/Contents <') + '/Contents <'.length;
    const used = readSeal(pdf);
    if ('problem' in used) throw new Error(used.problem);
    const hex = '0123456789abcdef';
    /** The file with the hex digit for byte `offset` of the CMS (high nibble) changed. */
    const changedAt = (offset: number, k = 0) => {
      const changed = Buffer.from(pdf);
      const at = start + offset * 2;
      changed[at] = hex.charCodeAt(
        (hex.indexOf(String.fromCharCode(changed[at]).toLowerCase()) + 1 + (k % 15)) % 16,
      );
      return changed;
    };
    // Anywhere (the parts the signature does not cover, like SignedData's version, may still hold): never a throw.
    for (let k = 0; k < 40; k++) {
      const result = await verifySealedPdf(changedAt(Math.floor((k / 40) * used.cms.length), k));
      expect(result.checks[0].id).toBe('seal');
    }
    const signature = used.cms.indexOf(used.data.signerInfos[0].signature);
    const certificate = used.cms.indexOf(used.data.certificates[0]);
    // In the signature value, in the certificate's subject and in its public key: the seal does not hold.
    for (const offset of [
      signature + 10,
      signature + 200,
      certificate + 60,
      certificate + 120,
      certificate + 300,
    ]) {
      const result = await verifySealedPdf(changedAt(offset));
      expect([result.valid, result.checks[0].status]).toEqual([false, 'failed']);
    }
  }, 120_000);

  it('does not inflate an attachment past its cap (a zip bomb on the open endpoint): the trail is reported unreadable', async () => {
    const doc = await PDFDocument.load(await page());
    await doc.attach(Buffer.alloc(17 * 1024 * 1024, 0x20), 'revisjonslogg.json', {
      mimeType: 'application/json',
    });
    const small = await doc.save();
    expect(small.length).toBeLessThan(200_000);
    const result = await verifySealedPdf(small);
    expect(result.checks.find((c) => c.id === 'trail')).toEqual({
      id: 'trail',
      status: 'failed',
      message: 'Vedleggene i PDF-en kan ikke leses.',
    });
  }, 60_000);

  it('names a text that is not the signed one', async () => {
    const result = await verifySealedPdf(await sealed(chain(rawTrail), { html: `${html} ` }));
    expect(result.valid).toBe(false);
    expect(result.checks.find((c) => c.id === 'text')?.message).toBe(
      'Teksten stemmer ikke: den innebygde avtaleteksten har en annen SHA-256 enn den som ble signert.',
    );
  }, 60_000);
});

describe('the tamper cases', () => {
  it('a trail cut at the start: the verifier reports it (the seal service refuses it before sealing)', async () => {
    const audit = chain(rawTrail).slice(1);
    const result = await verifySealedPdf(await sealed(audit));
    expect(result.valid).toBe(false);
    expect(result.checks.find((c) => c.id === 'trail')).toEqual({
      id: 'trail',
      status: 'failed',
      message:
        'Revisjonsloggen holder ikke: Loggen starter ikke ved hendelse 1 med at avtalen ble opprettet (den første hendelsen i loggen er nr. 2).',
    });
  }, 60_000);

  it('an entry rewritten with database access only (later hashes recomputed, MACs not): the chain still holds, the MACs are Avtalt’s check', async () => {
    const original = chain(rawTrail);
    const rewritten = chain(rawTrail.map((e) => (e.seq === 2 ? { ...e, actorName: 'Noen Andre' } : e))).map(
      (e, i) => ({ ...e, mac: original[i].mac }),
    );
    const pdf = await sealed(rewritten);
    expect((await verifySealedPdf(pdf)).valid).toBe(true);
    const result = await verifySealedPdf(pdf, { receipts: [receipt(original, 5)] });
    expect([result.valid, result.firstChangedSeq]).toEqual([false, 2]);
    expect(result.checks.find((c) => c.id === 'receipt')?.message).toBe(
      'Oppføring 2 er endret etter at kvitteringen ble sendt.',
    );
  }, 60_000);

  it('an entry rewritten, rehashed, re-MACed and re-sealed (database and key): a receipt from before names the first entry that differs', async () => {
    const original = chain(rawTrail);
    const before = receipt(original, 5);
    // The operator changes entry 4 (Kari's signature: method) and recomputes everything after it with the key.
    const rewritten = chain(
      rawTrail.map((e) => (e.seq === 4 ? { ...e, details: { ...e.details, method: 'password' } } : e)),
    );
    expect(rewritten.slice(0, 3)).toEqual(original.slice(0, 3));
    const pdf = await sealed(rewritten);
    const alone = await verifySealedPdf(pdf);
    // Without a receipt nothing shows: the chain, the head and the seal all hold. That is what the receipts are for.
    expect(alone.valid).toBe(true);
    const result = await verifySealedPdf(pdf, { receipts: [before] });
    expect(result.valid).toBe(false);
    expect(result.firstChangedSeq).toBe(4);
    expect(result.checks.at(-1)).toEqual({
      id: 'receipt',
      status: 'failed',
      message: 'Oppføring 4 er endret etter at kvitteringen ble sendt.',
    });
    // The head a party got by mail (seq 5) no longer matches either.
    const head = await verifySealedPdf(pdf, { heads: [{ seq: 5, hash: original[4].hash }] });
    expect(head.checks.at(-1)?.message).toContain(
      'Oppføring 5 stemmer ikke med hodet du fikk: loggen er endret ved eller før oppføring 5.',
    );
    // A receipt of the untouched trail holds.
    const untouched = await verifySealedPdf(await sealed(original), {
      receipts: [before],
      heads: [{ seq: 5, hash: original[4].hash }],
    });
    expect(untouched.valid).toBe(true);
    expect(untouched.checks.filter((c) => c.id === 'receipt').map((c) => c.status)).toEqual(['ok', 'ok']);
    expect(untouched.checks.find((c) => c.id === 'receipt')?.message).toMatch(
      /^Kvitteringen fra .* stemmer: oppføring 1 til 5 er uendret i loggen\.$/,
    );
  }, 60_000);

  it('a removed entry is named; a receipt of another agreement or an unreadable one fails', async () => {
    const original = chain(rawTrail);
    // Entry 2 removed, the rest renumbered and rehashed (with the key).
    const removed = chain(rawTrail.filter((e) => e.seq !== 2).map((e, i) => ({ ...e, seq: i + 1 })));
    const result = await verifySealedPdf(await sealed(removed), { receipts: [receipt(original, 6)] });
    expect([result.valid, result.firstChangedSeq]).toEqual([false, 2]);
    const other = await verifySealedPdf(await sealed(original), {
      receipts: [receipt(original, 6, '11111111-2222-4333-8444-555555555555'), { format: 'noe annet' }],
    });
    expect(other.checks.filter((c) => c.id === 'receipt')).toEqual([
      { id: 'receipt', status: 'failed', message: 'Kvitteringen gjelder en annen avtale enn denne PDF-en.' },
      {
        id: 'receipt',
        status: 'failed',
        message: 'Kvitteringen kan ikke leses (ikke en revisjonskvittering fra Avtalt).',
      },
    ]);
    expect(statusOf(other, 'seal')).toEqual(['ok']);
  }, 60_000);
});

describe('heads as the mail gives them', () => {
  it('parses SEQ:HASH and compares', () => {
    const audit = chain(rawTrail);
    const trail = audit.map((e) => ({
      seq: e.seq,
      prevHash: e.prevHash,
      canonicalJson: auditCanonicalJson(e),
      hash: e.hash,
    }));
    expect(parseHead(`6:${audit[5].hash}`)).toEqual({ seq: 6, hash: audit[5].hash });
    expect(parseHead('6:abc')).toBeNull();
    expect(parseHead(`0:${audit[5].hash}`)).toBeNull();
    expect(compareHead(trail, { seq: 6, hash: audit[5].hash }).ok).toBe(true);
    expect(compareHead(trail, { seq: 9, hash: audit[5].hash })).toMatchObject({
      ok: false,
      firstChangedSeq: 9,
    });
  });
});

describe('which certificate sealed it', () => {
  const ours = () => inspectP12(testCertificate().p12, DEV_P12_PASSPHRASE).fingerprint;

  it('fails a seal made with another certificate of the same name when our fingerprints are given (/verifiser), whatever else holds', async () => {
    // What a forger does: a fresh self-signed certificate named like ours, a correct trail, a correct signature.
    const forger: LoadedCertificate = {
      p12: generateDevelopmentP12(),
      passphrase: DEV_P12_PASSPHRASE,
      commonName: DEV_COMMON_NAME,
      fingerprint: '',
      origin: 'test',
    };
    const forged = await sealed(chain(rawTrail), { certificate: forger });
    const theirs = inspectP12(forger.p12, DEV_P12_PASSPHRASE).fingerprint;
    const result = await verifySealedPdf(forged, { sealCertificates: [ours()] });
    expect(result.valid).toBe(false);
    expect(result.checks[0]).toEqual({
      id: 'seal',
      status: 'failed',
      message: `${NOT_OUR_SEAL}: det er laget med sertifikatet «CN=Avtalt (utviklingssertifikat), O=Avtalt, C=NO» (SHA-256-fingeravtrykk ${theirs}), som ikke er vårt.`,
    });
    expect(statusOf(result, 'trail')).toEqual(['ok']);
    // No fingerprints known (a service without a certificate): nothing is ours.
    expect((await verifySealedPdf(forged, { sealCertificates: [] })).checks[0].message).toContain(
      NOT_OUR_SEAL,
    );
    // Without a list (the offline script without --cert-sha256) the seal holds, and the reader is told to compare.
    const neutral = await verifySealedPdf(forged);
    expect(neutral.checks[0]).toMatchObject({
      status: 'ok',
      message: expect.stringContaining(
        `Sertifikatets SHA-256-fingeravtrykk: ${theirs}. Om det er Avtalts sertifikat, vet du først`,
      ),
    });
  }, 60_000);

  it('holds for our own seal, the fingerprint compared in any case', async () => {
    const result = await verifySealedPdf(await sealed(chain(rawTrail)), {
      sealCertificates: ['0'.repeat(64), ours().toUpperCase()],
    });
    expect(result.valid).toBe(true);
    expect(result.checks[0].message).toBe(
      `Seglet holder: filen er ikke endret siden denne Avtalt-tjenesten forseglet den med sertifikatet «CN=Avtalt (utviklingssertifikat), O=Avtalt, C=NO» (SHA-256-fingeravtrykk ${ours()}).`,
    );
  }, 60_000);
});

describe('crafted files: a failed check, never an error', () => {
  /** The PDF with its CMS replaced by `cms` (padded with zeros into the same placeholder, as the sealer does). */
  const withCms = (pdf: Buffer, cms: Buffer): Buffer => {
    const text = pdf.toString('latin1');
    const start = text.indexOf('/Contents <') + '/Contents <'.length;
    const end = text.indexOf('>', start);
    const hex = cms.toString('hex').padEnd(end - start, '0');
    if (hex.length !== end - start) throw new Error('CMS too long for the placeholder');
    return Buffer.concat([pdf.subarray(0, start), Buffer.from(hex, 'latin1'), pdf.subarray(end)]);
  };
  const cmsOf = (pdf: Buffer) => {
    const seal = readSeal(pdf);
    if ('problem' in seal) throw new Error(seal.problem);
    return seal;
  };

  it('a junk certificate blob in the CMS', async () => {
    const pdf = await sealed(chain(rawTrail));
    const { cms, data } = cmsOf(pdf);
    const at = cms.indexOf(data.certificates[0]);
    const junk = Buffer.from(cms);
    // A SEQUENCE of the same length whose content is garbage (0xff bytes: no valid TLV inside).
    junk.fill(0xff, at + 4, at + data.certificates[0].length);
    const result = await verifySealedPdf(withCms(pdf, junk));
    expect([result.valid, result.checks[0].id, result.checks[0].status]).toEqual([false, 'seal', 'failed']);
    // The parts on their own: the certificate look-up and the signer check answer, they do not throw.
    const parsed = parseSignedData(junk);
    expect(() => signerCertificate(parsed, parsed.signerInfos[0])).toThrow();
    expect(checkSigner(parsed, parsed.signerInfos[0], () => Buffer.alloc(32))).toMatchObject({ ok: false });
    // A second, junk certificate next to the real one: the seal is not shown to hold, and nothing throws.
    const extra = parseSignedData(cms);
    const two = { ...extra, certificates: [data.certificates[0], encodeTlv(0x30, Buffer.alloc(40, 0xff))] };
    expect(checkSigner(two, two.signerInfos[0], () => Buffer.alloc(32)).ok).toBe(false);
  }, 60_000);

  it('a truncated CMS, a CMS that is no SignedData, a length past the end', async () => {
    const pdf = await sealed(chain(rawTrail));
    const { cms } = cmsOf(pdf);
    for (const broken of [
      cms.subarray(0, Math.floor(cms.length / 2)),
      cms.subarray(0, 3),
      encodeTlv(0x30, Buffer.from([0x06, 0x01, 0x2a])),
      Buffer.from([0x30, 0x84, 0xff, 0xff, 0xff, 0xff]),
    ]) {
      const result = await verifySealedPdf(withCms(pdf, broken));
      expect(result.checks[0]).toMatchObject({
        id: 'seal',
        status: 'failed',
        message: expect.stringContaining('Seglets signatur kan ikke leses'),
      });
      expect(result.valid).toBe(false);
    }
  }, 60_000);

  it('a wrong ByteRange: beyond the file, overlapping, not starting at 0', async () => {
    const pdf = await sealed(chain(rawTrail));
    const text = pdf.toString('latin1');
    const match = /\/ByteRange\s*\[[^\]]*\]/.exec(text)!;
    const withRange = (numbers: number[]) => {
      const range = `/ByteRange [${numbers.join(' ')}]`.padEnd(match[0].length, ' ');
      return Buffer.concat([
        pdf.subarray(0, match.index),
        Buffer.from(range.slice(0, match[0].length), 'latin1'),
        pdf.subarray(match.index + match[0].length),
      ]);
    };
    for (const numbers of [
      [0, 99999999, 99999999, 5],
      [0, 10, 5, pdf.length - 5],
      [1, 10, 20, pdf.length - 20],
      [0, 0, 0, pdf.length],
    ]) {
      const result = await verifySealedPdf(withRange(numbers));
      expect([result.valid, result.checks[0].id, result.checks[0].status]).toEqual([false, 'seal', 'failed']);
    }
  }, 60_000);

  it('random bytes, with and without a PDF header and a ByteRange', async () => {
    let seed = 31;
    const random = (n: number) =>
      Buffer.from(Array.from({ length: n }, () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) & 0xff));
    for (let i = 0; i < 10; i++) {
      const body = random(2000 + i * 300);
      const candidates = [
        body,
        Buffer.concat([Buffer.from('%PDF-1.7\n'), body]),
        Buffer.concat([
          Buffer.from(
            `%PDF-1.7\n/ByteRange [0 20 40 ${2040 + i * 300 + 30}] /Contents <3082ffff${random(8).toString('hex')}>`,
          ),
          body,
        ]),
      ];
      for (const candidate of candidates) {
        const result = await verifySealedPdf(candidate);
        expect(result.valid).toBe(false);
        expect(result.checks[0]).toMatchObject({ id: 'seal', status: 'failed' });
      }
    }
  }, 60_000);
});
