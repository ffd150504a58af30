import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  DEV_COMMON_NAME,
  DEV_P12_FILE,
  DEV_P12_PASSPHRASE,
  developmentP12,
  inspectP12,
  loadCertificate,
} from './signing-certificate';

const dirs: string[] = [];
const tmp = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'avtalt-cert-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('the development certificate', () => {
  it('is generated once into the directory and read back on the next start', () => {
    const dir = path.join(tmp(), 'signing');
    const first = developmentP12(dir);
    expect(first.file).toBe(path.join(dir, DEV_P12_FILE));
    const info = inspectP12(first.p12, DEV_P12_PASSPHRASE);
    expect(info.commonName).toBe(DEV_COMMON_NAME);
    expect(info.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(developmentP12(dir).p12.equals(first.p12)).toBe(true);
    // No temporary file left behind.
    expect(readdirSync(dir)).toEqual([DEV_P12_FILE]);
  });

  it('loads with its origin; a wrong passphrase or a missing file is a clear start-up error', () => {
    const dir = tmp();
    const loaded = loadCertificate({ kind: 'generated', dir });
    expect(loaded.origin).toContain('generated');
    expect(() => inspectP12(loaded.p12, 'feil')).toThrow(/SIGNING_P12_PASSPHRASE/);
    expect(() =>
      loadCertificate({ kind: 'p12', path: path.join(dir, 'finnes-ikke.p12'), passphrase: '' }),
    ).toThrow(/cannot be read/);
    const configured = loadCertificate({
      kind: 'p12',
      path: path.join(dir, DEV_P12_FILE),
      passphrase: DEV_P12_PASSPHRASE,
    });
    expect([configured.origin, configured.fingerprint]).toEqual(['configured', loaded.fingerprint]);
  });
});
