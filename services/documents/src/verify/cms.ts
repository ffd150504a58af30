import { createHash, verify as verifySignature, X509Certificate } from 'node:crypto';
import {
  children,
  content,
  DerError,
  encodeTlv,
  expectTag,
  integerHex,
  normalHex,
  oid,
  readTlv,
  time,
  type Tlv,
  whole,
} from './der';

/**
 * The parts of a CMS SignedData (RFC 5652) that a PDF seal and an RFC 3161 timestamp token need, read
 * with byte offsets (./der.ts), and the check of a SignerInfo: its messageDigest attribute and its
 * signature over the DER of the signed attributes, with the certificate it names.
 */

export const OID = {
  signedData: '1.2.840.113549.1.7.2',
  data: '1.2.840.113549.1.7.1',
  tstInfo: '1.2.840.113549.1.9.16.1.4',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
  /** id-aa-signatureTimeStampToken: the RFC 3161 token over the SignerInfo's signature value (PAdES B-T). */
  signatureTimeStampToken: '1.2.840.113549.1.9.16.2.14',
  sha256: '2.16.840.1.101.3.4.2.1',
} as const;

/** Digest algorithms by OID (node's names). */
const DIGESTS: Record<string, string> = {
  '1.3.14.3.2.26': 'sha1',
  '2.16.840.1.101.3.4.2.1': 'sha256',
  '2.16.840.1.101.3.4.2.2': 'sha384',
  '2.16.840.1.101.3.4.2.3': 'sha512',
};

export const digestName = (algorithmOid: string): string | null => DIGESTS[algorithmOid] ?? null;
export const digest = (name: string, ...parts: Uint8Array[]): Buffer => {
  const hash = createHash(name);
  for (const part of parts) hash.update(part);
  return hash.digest();
};

export interface SignerInfo {
  tlv: Tlv;
  /** The signer's certificate serial (issuerAndSerialNumber), lowercase hex; null for a subjectKeyIdentifier. */
  serialHex: string | null;
  /** The issuer's Name as DER (issuerAndSerialNumber); null for a subjectKeyIdentifier. */
  issuerDer: Buffer | null;
  digestAlgorithm: string;
  /** The signed attributes as signed: the [0] IMPLICIT TLV re-tagged as SET (0x31). Null when absent. */
  signedAttributesDer: Buffer | null;
  signedAttributes: Map<string, Buffer[]>;
  signatureAlgorithm: string;
  signature: Buffer;
  unsignedAttributes: Map<string, Buffer[]>;
}

export interface SignedData {
  eContentType: string;
  /** The encapsulated content (the TSTInfo of a timestamp token); null when detached (a PDF seal). */
  eContent: Buffer | null;
  certificates: Buffer[];
  signerInfos: SignerInfo[];
  /** The TLVs from the ContentInfo down to the SignerInfos SET, to add an unsigned attribute in place. */
  path: { contentInfo: Tlv; explicit: Tlv; signedData: Tlv; signerInfos: Tlv };
}

/** Attribute values by OID (each value's whole DER TLV). */
function attributes(buf: Uint8Array, set: Tlv): Map<string, Buffer[]> {
  const out = new Map<string, Buffer[]>();
  for (const attribute of children(buf, set)) {
    const [type, values] = children(buf, expectTag(attribute, 0x30, 'an attribute'));
    out.set(
      oid(buf, type),
      children(buf, expectTag(values, 0x31, 'attribute values')).map((v) => whole(buf, v)),
    );
  }
  return out;
}

function signerInfo(buf: Uint8Array, tlv: Tlv): SignerInfo {
  const parts = children(buf, expectTag(tlv, 0x30, 'a SignerInfo'));
  let at = 1;
  const sid = parts[at++];
  const sidParts = sid?.tag === 0x30 ? children(buf, sid) : null;
  const serialHex = sidParts ? integerHex(buf, sidParts[1]) : null;
  const issuerDer = sidParts ? whole(buf, sidParts[0]) : null;
  const digestAlgorithm = oid(buf, children(buf, expectTag(parts[at++], 0x30, 'a digest algorithm'))[0]);
  let signedAttributesDer: Buffer | null = null;
  let signedAttributes = new Map<string, Buffer[]>();
  if (parts[at]?.tag === 0xa0) {
    const raw = whole(buf, parts[at]);
    // What was signed is the SET OF Attribute, not the [0] IMPLICIT tag it is stored under (RFC 5652 5.4).
    signedAttributesDer = Buffer.concat([Buffer.from([0x31]), raw.subarray(1)]);
    signedAttributes = attributes(buf, parts[at++]);
  }
  const signatureAlgorithm = oid(
    buf,
    children(buf, expectTag(parts[at++], 0x30, 'a signature algorithm'))[0],
  );
  const signature = content(buf, expectTag(parts[at++], 0x04, 'the signature value'));
  const unsignedAttributes =
    parts[at]?.tag === 0xa1 ? attributes(buf, parts[at]) : new Map<string, Buffer[]>();
  return {
    tlv,
    serialHex,
    issuerDer,
    digestAlgorithm,
    signedAttributesDer,
    signedAttributes,
    signatureAlgorithm,
    signature,
    unsignedAttributes,
  };
}

/** Reads a ContentInfo holding SignedData. Throws DerError when it is not one. */
export function parseSignedData(der: Uint8Array): SignedData {
  const contentInfo = readTlv(der, 0);
  const [type, explicit] = children(der, expectTag(contentInfo, 0x30, 'a ContentInfo'));
  if (oid(der, type) !== OID.signedData) throw new DerError('CMS: not SignedData');
  const signedData = children(der, expectTag(explicit, 0xa0, 'the SignedData'))[0];
  const parts = children(der, expectTag(signedData, 0x30, 'the SignedData'));
  const encap = children(der, expectTag(parts[2], 0x30, 'the encapsulated content'));
  const eContentType = oid(der, encap[0]);
  const eContent = encap[1]
    ? content(der, expectTag(children(der, expectTag(encap[1], 0xa0, 'eContent'))[0], 0x04, 'eContent'))
    : null;
  let at = 3;
  let certificates: Buffer[] = [];
  if (parts[at]?.tag === 0xa0)
    certificates = children(der, parts[at++])
      .filter((c) => c.tag === 0x30)
      .map((c) => whole(der, c));
  if (parts[at]?.tag === 0xa1) at++;
  const signerInfos = expectTag(parts[at], 0x31, 'the SignerInfos');
  return {
    eContentType,
    eContent,
    certificates,
    signerInfos: children(der, signerInfos).map((s) => signerInfo(der, s)),
    path: { contentInfo, explicit, signedData, signerInfos },
  };
}

/** A certificate's issuer Name as DER (TBSCertificate: [0] version, serial, signature, issuer …). */
function issuerOf(der: Buffer): Buffer | null {
  try {
    const tbs = children(der, children(der, readTlv(der, 0))[0]);
    return whole(der, tbs[tbs[0].tag === 0xa0 ? 3 : 2]);
  } catch {
    return null;
  }
}

/** The certificate a SignerInfo names (issuer and serial number), or the only one there is. */
export function signerCertificate(data: SignedData, signer: SignerInfo): X509Certificate | null {
  const named = data.certificates.find(
    (der) =>
      signer.serialHex !== null &&
      normalHex(new X509Certificate(der).serialNumber) === signer.serialHex &&
      signer.issuerDer !== null &&
      issuerOf(der)?.equals(signer.issuerDer),
  );
  if (named) return new X509Certificate(named);
  return data.certificates.length === 1 && signer.serialHex === null
    ? new X509Certificate(data.certificates[0])
    : null;
}

/** A certificate's own signature holds with its issuer's key (itself, or an issuer among the CMS's certificates). */
function certificateHolds(data: SignedData, certificate: X509Certificate): boolean {
  const issuers = [certificate, ...data.certificates.map((der) => new X509Certificate(der))].filter(
    (candidate) => certificate.checkIssued(candidate),
  );
  // An issuer that is not in the file cannot be checked here (the reader judges the certificate by its name and fingerprint).
  if (issuers.length === 0) return true;
  return issuers.some((issuer) => {
    try {
      return certificate.verify(issuer.publicKey);
    } catch {
      return false;
    }
  });
}

export type SignerCheck = { ok: true; certificate: X509Certificate } | { ok: false; reason: string };

/**
 * A SignerInfo holds for `contentDigestOf(algorithm)` (the hash of what it signs): its messageDigest
 * attribute equals that hash, and its signature over the signed attributes verifies with its certificate.
 */
export function checkSigner(
  data: SignedData,
  signer: SignerInfo,
  contentDigestOf: (digestName: string) => Buffer,
): SignerCheck {
  const name = digestName(signer.digestAlgorithm);
  if (!name) return { ok: false, reason: `ukjent hash-algoritme ${signer.digestAlgorithm}` };
  if (!signer.signedAttributesDer) return { ok: false, reason: 'signaturen har ingen signerte attributter' };
  const messageDigest = signer.signedAttributes.get(OID.messageDigest)?.[0];
  if (!messageDigest) return { ok: false, reason: 'signaturen mangler messageDigest' };
  let stated: Buffer;
  try {
    stated = content(messageDigest, readTlv(messageDigest, 0));
  } catch {
    return { ok: false, reason: 'signaturens messageDigest kan ikke leses' };
  }
  if (!stated.equals(contentDigestOf(name)))
    return {
      ok: false,
      reason: 'hash-verdien i signaturen stemmer ikke med innholdet (innholdet er endret)',
    };
  let certificate: X509Certificate | null;
  try {
    certificate = signerCertificate(data, signer);
  } catch {
    return { ok: false, reason: 'sertifikatet i signaturen kan ikke leses' };
  }
  if (!certificate) return { ok: false, reason: 'sertifikatet som signerte, ligger ikke i signaturen' };
  // The certificates sit outside what the signature covers: one changed in the file must not pass. Its own
  // signature must hold with its issuer's key (itself when self-signed, or an issuer carried alongside).
  let holds = false;
  try {
    holds = certificateHolds(data, certificate);
  } catch {
    // Another certificate in the CMS that cannot be read: the one that signed is not shown to hold.
    holds = false;
  }
  if (!holds)
    return { ok: false, reason: 'sertifikatet i signaturen er endret (dets egen signatur holder ikke)' };
  if (signer.signatureAlgorithm === '1.2.840.113549.1.1.10')
    return { ok: false, reason: 'RSA-PSS-signaturer kontrolleres ikke av dette programmet' };
  let valid = false;
  try {
    valid = verifySignature(name, signer.signedAttributesDer, certificate.publicKey, signer.signature);
  } catch {
    valid = false;
  }
  return valid
    ? { ok: true, certificate }
    : { ok: false, reason: 'signaturen holder ikke med sertifikatets nøkkel' };
}

/** A certificate's subject on one line (`CN=…, O=…, C=NO`). */
export const subjectLine = (certificate: X509Certificate): string =>
  certificate.subject.split('\n').join(', ');
export const commonName = (certificate: X509Certificate): string =>
  /(?:^|\n)CN=([^\n]*)/.exec(certificate.subject)?.[1] ?? subjectLine(certificate);

// ---- RFC 3161 timestamp tokens ---------------------------------------------------------------------

export interface TstInfo {
  hashAlgorithm: string;
  hashedMessage: Buffer;
  genTime: string;
  serialHex: string;
  nonceHex: string | null;
}

/** The TSTInfo inside a timestamp token's eContent (RFC 3161 2.4.2). */
export function parseTstInfo(der: Uint8Array): TstInfo {
  const parts = children(der, expectTag(readTlv(der, 0), 0x30, 'a TSTInfo'));
  const imprint = children(der, expectTag(parts[2], 0x30, 'the message imprint'));
  const hashAlgorithm = oid(der, children(der, imprint[0])[0]);
  const hashedMessage = content(der, expectTag(imprint[1], 0x04, 'the hashed message'));
  const serialHex = integerHex(der, parts[3]);
  const genTime = time(der, expectTag(parts[4], 0x18, 'the time'));
  const nonce = parts.slice(5).find((p) => p.tag === 0x02);
  return {
    hashAlgorithm,
    hashedMessage,
    genTime,
    serialHex,
    nonceHex: nonce ? integerHex(der, nonce) : null,
  };
}

export type TokenCheck =
  { ok: true; time: string; authority: string; tst: TstInfo } | { ok: false; reason: string };

/**
 * A timestamp token holds for `data` (for a signature timestamp: the SignerInfo's signature value): its
 * TSTInfo's imprint is the hash of `data`, and the token's own signature holds with the TSA certificate it
 * carries. Whether that TSA is one to trust is for the reader (its name is printed).
 */
export function checkTimestampToken(token: Uint8Array, data: Uint8Array): TokenCheck {
  let signed: SignedData;
  let tst: TstInfo;
  try {
    signed = parseSignedData(token);
    if (signed.eContentType !== OID.tstInfo || !signed.eContent)
      return { ok: false, reason: 'tidsstempelet er ikke et RFC 3161-tidsstempel' };
    tst = parseTstInfo(signed.eContent);
  } catch (error) {
    return { ok: false, reason: `tidsstempelet kan ikke leses (${(error as Error).message})` };
  }
  const name = digestName(tst.hashAlgorithm);
  if (!name) return { ok: false, reason: `ukjent hash-algoritme i tidsstempelet (${tst.hashAlgorithm})` };
  if (!tst.hashedMessage.equals(digest(name, data)))
    return { ok: false, reason: 'tidsstempelet gjelder ikke denne signaturen' };
  const signer = signed.signerInfos[0];
  if (!signer) return { ok: false, reason: 'tidsstempelet er ikke signert' };
  const eContent = signed.eContent!;
  const check = checkSigner(signed, signer, (digestAlgorithm) => digest(digestAlgorithm, eContent));
  if (!check.ok) return { ok: false, reason: `tidsstempelets signatur holder ikke: ${check.reason}` };
  return { ok: true, time: tst.genTime, authority: subjectLine(check.certificate), tst };
}

/**
 * The CMS with `attribute` (an Attribute's DER) added to the first SignerInfo's unsigned attributes:
 * every enclosing TLV is written again with its new length; the signed bytes stay as they were.
 */
export function withUnsignedAttribute(der: Uint8Array, attribute: Uint8Array): Buffer {
  const data = parseSignedData(der);
  const signer = data.signerInfos[0];
  if (!signer) throw new DerError('CMS: no SignerInfo');
  const buf = Buffer.from(der);
  const parts = children(buf, signer.tlv);
  const last = parts[parts.length - 1];
  const existing = last.tag === 0xa1 ? content(buf, last) : Buffer.alloc(0);
  const kept = Buffer.concat(parts.filter((p) => p !== last || p.tag !== 0xa1).map((p) => whole(buf, p)));
  const newSigner = encodeTlv(
    0x30,
    Buffer.concat([kept, encodeTlv(0xa1, Buffer.concat([existing, attribute]))]),
  );
  const replace = (outer: Tlv, inner: Tlv, replacement: Buffer): Buffer =>
    encodeTlv(
      outer.tag,
      Buffer.concat([
        buf.subarray(outer.contentStart, inner.start),
        replacement,
        buf.subarray(inner.end, outer.end),
      ]),
    );
  const { contentInfo, explicit, signedData, signerInfos } = data.path;
  const set = replace(signerInfos, signer.tlv, newSigner);
  const sd = replace(signedData, signerInfos, set);
  const ex = replace(explicit, signedData, sd);
  return replace(contentInfo, explicit, ex);
}
