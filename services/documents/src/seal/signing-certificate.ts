import { randomUUID } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import forge from 'node-forge';
import type { CertificateSource } from './seal.rules';

/** The development certificate's file and passphrase (a development certificate only; never production). */
export const DEV_P12_FILE = 'avtalt-utvikling.p12';
export const DEV_P12_PASSPHRASE = 'avtalt-utvikling';
export const DEV_COMMON_NAME = 'Avtalt (utviklingssertifikat)';

export interface LoadedCertificate {
  p12: Buffer;
  passphrase: string;
  /** The certificate's subject common name and SHA-256 fingerprint (logged at start; no secret). */
  commonName: string;
  fingerprint: string;
  /** Where it came from: `configured` (SIGNING_P12) or `generated` (with the file's path). */
  origin: string;
}

/** A self-signed RSA 2048 certificate for sealing in development, as a PKCS#12 file (3DES, SHA-256 signed). */
export function generateDevelopmentP12(now = new Date()): Buffer {
  const keys = forge.pki.rsa.generateKeyPair({ bits: 2048 });
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  // A positive serial (leading byte below 0x80).
  cert.serialNumber = `01${forge.util.bytesToHex(forge.random.getBytesSync(15))}`;
  cert.validity.notBefore = new Date(now.getTime() - 3600_000);
  cert.validity.notAfter = new Date(now.getTime() + 10 * 365 * 24 * 3600_000);
  const subject = [
    { name: 'commonName', value: DEV_COMMON_NAME },
    { name: 'organizationName', value: 'Avtalt' },
    { name: 'countryName', value: 'NO' },
  ];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
  ]);
  cert.sign(keys.privateKey, forge.md.sha256.create());
  const asn1 = forge.pkcs12.toPkcs12Asn1(keys.privateKey, [cert], DEV_P12_PASSPHRASE, { algorithm: '3des' });
  return Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary');
}

/**
 * The development certificate in `dir`, made at first start. Two processes starting at once end with the
 * same one: each writes its own temporary file and links it to the final name without overwriting (a
 * link fails when the name exists), then both read back what is there.
 */
export function developmentP12(dir: string): { p12: Buffer; file: string } {
  const file = path.join(dir, DEV_P12_FILE);
  try {
    return { p12: readFileSync(file), file };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const temporary = path.join(dir, `.${DEV_P12_FILE}.${process.pid}.${randomUUID()}`);
  writeFileSync(temporary, generateDevelopmentP12(), { mode: 0o600 });
  try {
    linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(temporary, { force: true });
  }
  return { p12: readFileSync(file), file };
}

/**
 * Opens a PKCS#12 file: the private key and the certificate that matches it. A wrong passphrase or a
 * file without a matching key fails here, at start, with a clear message (not at the first seal).
 */
export function inspectP12(p12: Buffer, passphrase: string): { commonName: string; fingerprint: string } {
  let parsed: forge.pkcs12.Pkcs12Pfx;
  try {
    parsed = forge.pkcs12.pkcs12FromAsn1(
      forge.asn1.fromDer(forge.util.createBuffer(p12.toString('binary'))),
      false,
      passphrase,
    );
  } catch {
    throw new Error(
      'documents: the signing certificate (SIGNING_P12) cannot be opened: wrong passphrase (SIGNING_P12_PASSPHRASE) or not a PKCS#12 file',
    );
  }
  const keyBag = parsed.getBags({ bagType: forge.pki.oids.pkcs8ShroudedKeyBag })[
    forge.pki.oids.pkcs8ShroudedKeyBag
  ]?.[0];
  const key = keyBag?.key as forge.pki.rsa.PrivateKey | undefined;
  const certs = parsed.getBags({ bagType: forge.pki.oids.certBag })[forge.pki.oids.certBag] ?? [];
  const cert = certs
    .map((bag) => bag.cert)
    .find(
      (c) =>
        c &&
        key &&
        (c.publicKey as forge.pki.rsa.PublicKey).n.equals(key.n) &&
        (c.publicKey as forge.pki.rsa.PublicKey).e.equals(key.e),
    );
  if (!key || !cert)
    throw new Error(
      'documents: the signing certificate (SIGNING_P12) has no private key with a matching certificate',
    );
  const der = forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes();
  const fingerprint = forge.md.sha256.create().update(der).digest().toHex();
  return { commonName: String(cert.subject.getField('CN')?.value ?? ''), fingerprint };
}

/** The platform certificate for a source that is not `off` or `refused`. */
export function loadCertificate(
  source: Extract<CertificateSource, { kind: 'p12' | 'generated' }>,
): LoadedCertificate {
  if (source.kind === 'p12') {
    let p12: Buffer;
    try {
      p12 = readFileSync(source.path);
    } catch {
      throw new Error('documents: the signing certificate file (SIGNING_P12) cannot be read');
    }
    return {
      p12,
      passphrase: source.passphrase,
      origin: 'configured',
      ...inspectP12(p12, source.passphrase),
    };
  }
  const { p12, file } = developmentP12(source.dir);
  return {
    p12,
    passphrase: DEV_P12_PASSPHRASE,
    origin: `generated (${file})`,
    ...inspectP12(p12, DEV_P12_PASSPHRASE),
  };
}
