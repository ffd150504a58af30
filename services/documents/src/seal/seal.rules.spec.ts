import { type AuditEntry, auditCanonicalJson, type SealSource } from '@avtalt/contracts';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { certificateSource, checkAuditChain, evidenceView, norwegianTime, sealRetryDelay, sourceConsistent, withEvidence } from './seal.rules';

const sha = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const base = { SIGNING: 'on' as const, SIGNING_P12_PASSPHRASE: '', NODE_ENV: 'development' };

/** A trail hashed as the agreements service writes it. */
function trail(kinds: AuditEntry['kind'][]): AuditEntry[] {
  const entries: AuditEntry[] = [];
  for (const [index, kind] of kinds.entries()) {
    const prevHash = index === 0 ? null : entries[index - 1].hash;
    const entry = {
      seq: index + 1,
      kind,
      occurredAt: new Date(Date.UTC(2027, 1, 1, 10, index)).toISOString(),
      actorName: kind === 'signed' ? null : 'Kari Nordmann',
      round: 1,
      details: (kind === 'signature-added' ? { textSha256: 'a'.repeat(64), method: 'email-code', ipAddress: '10.0.0.1', userAgent: 'Firefox' } : {}) as Record<string, string>,
    };
    entries.push({ ...entry, prevHash, hash: sha((prevHash ?? '') + auditCanonicalJson(entry)) });
  }
  return entries;
}

describe('certificateSource', () => {
  it('uses SIGNING_P12 with its passphrase when given', () => {
    expect(certificateSource({ ...base, SIGNING_P12: '/etc/avtalt/seal.p12', SIGNING_P12_PASSPHRASE: 'hemmelig', NODE_ENV: 'production' }, path.join)).toEqual({
      kind: 'p12',
      path: '/etc/avtalt/seal.p12',
      passphrase: 'hemmelig',
    });
  });
  it('generates into SIGNING_CERT_DIR, else <AVTALT_DATA_DIR>/signing, else .data/signing', () => {
    expect(certificateSource({ ...base, SIGNING_CERT_DIR: '/tmp/c', AVTALT_DATA_DIR: '/d' }, path.join)).toEqual({ kind: 'generated', dir: '/tmp/c' });
    expect(certificateSource({ ...base, AVTALT_DATA_DIR: '/d' }, path.join)).toEqual({ kind: 'generated', dir: '/d/signing' });
    expect(certificateSource(base, path.join)).toEqual({ kind: 'generated', dir: '.data/signing' });
  });
  it('refuses production without SIGNING_P12, with a message naming what to set', () => {
    const source = certificateSource({ ...base, NODE_ENV: 'production' }, path.join);
    expect(source.kind).toBe('refused');
    expect(source.kind === 'refused' && source.reason).toMatch(/SIGNING_P12.*SIGNING_P12_PASSPHRASE.*SIGNING=off/);
  });
  it('needs no certificate when signing is off, also in production', () => {
    expect(certificateSource({ ...base, SIGNING: 'off', NODE_ENV: 'production' }, path.join)).toEqual({ kind: 'off' });
  });
});

describe('checkAuditChain', () => {
  const kinds: AuditEntry['kind'][] = ['created', 'joined', 'round-submitted', 'round-submitted', 'completed', 'signature-added', 'signature-added', 'signed'];

  it('accepts an intact chain, and an empty one', () => {
    expect(checkAuditChain(trail(kinds), sha)).toEqual({ valid: true, brokenAtSeq: null, entries: Array(8).fill(true) });
    expect(checkAuditChain([], sha).valid).toBe(true);
  });
  it('finds a changed entry (its own hash no longer holds)', () => {
    const entries = trail(kinds);
    entries[3] = { ...entries[3], actorName: 'Ola Nordmann' };
    const check = checkAuditChain(entries, sha);
    expect([check.valid, check.brokenAtSeq]).toEqual([false, 4]);
    expect(check.entries[3]).toBe(false);
    expect(check.entries[4]).toBe(true);
  });
  it('finds a removed entry (the next one points at a hash that is not there)', () => {
    const entries = trail(kinds);
    entries.splice(2, 1);
    expect(checkAuditChain(entries, sha)).toMatchObject({ valid: false, brokenAtSeq: 4 });
  });
  it('finds a changed detail of a signature and a rehashed entry whose successor still points at the old hash', () => {
    const entries = trail(kinds);
    entries[5] = { ...entries[5], details: { ...entries[5].details, ipAddress: '10.9.9.9' } };
    expect(checkAuditChain(entries, sha).brokenAtSeq).toBe(6);
    const { prevHash, hash: _hash, ...rest } = entries[5];
    entries[5] = { ...entries[5], hash: sha((prevHash ?? '') + auditCanonicalJson(rest)) };
    expect(checkAuditChain(entries, sha).brokenAtSeq).toBe(7);
  });
  it('needs the first entry to start the chain', () => {
    const entries = trail(kinds).slice(1);
    expect(checkAuditChain(entries, sha).brokenAtSeq).toBe(2);
  });
});

describe('the evidence', () => {
  const html = '<!doctype html><html><body><main>Avtaletekst</main></body></html>';
  const source: SealSource = {
    agreementId: '6f1c2f7e-5d4b-4c1a-9f0e-1a2b3c4d5e6f',
    title: 'Samboeravtale',
    fileName: 'samboeravtale.pdf',
    html,
    textSha256: sha(html),
    signers: [
      { name: 'Kari Nordmann', signedAt: '2027-02-01T10:05:00.000Z', method: 'email-code', ipAddress: '10.0.0.1', userAgent: 'Firefox', textSha256: sha(html) },
      { name: 'Ola Nordmann', signedAt: '2027-07-01T21:30:00.000Z', method: 'password', ipAddress: '', userAgent: '', textSha256: sha(html) },
    ],
    audit: trail(['joined', 'signature-added', 'signed']),
    userIds: [],
  };

  it('puts the evidence before the last </body>, keeping the signed text before it byte for byte', () => {
    const out = withEvidence(html, '<section>E</section>');
    expect(out).toBe('<!doctype html><html><body><main>Avtaletekst</main><section>E</section></body></html>');
    expect(withEvidence('<p>x</p>', '<s>')).toBe('<p>x</p><s>');
  });
  it('checks that the text hash and every signature agree', () => {
    expect(sourceConsistent(source, sha(html))).toBe(true);
    expect(sourceConsistent(source, sha(`${html} `))).toBe(false);
    expect(sourceConsistent({ ...source, signers: [{ ...source.signers[0], textSha256: 'b'.repeat(64) }] }, sha(html))).toBe(false);
  });
  it('shows times in Norwegian time (summer and winter) with the UTC instant', () => {
    expect(norwegianTime('2027-02-01T10:05:00.000Z')).toBe('1. februar 2027 kl. 11:05:00 (norsk tid; 2027-02-01T10:05:00Z)');
    expect(norwegianTime('2027-07-01T21:30:00.000Z')).toBe('1. juli 2027 kl. 23:30:00 (norsk tid; 2027-07-01T21:30:00Z)');
  });
  it('names methods and events in Norwegian, says when the trail starts late, marks each entry', () => {
    const view = evidenceView(source, checkAuditChain(source.audit, sha), new Date('2027-07-02T08:00:00Z'));
    expect(view.signers.map((s) => [s.name, s.method, s.ipAddress])).toEqual([
      ['Kari Nordmann', 'Engangskode sendt på e-post', '10.0.0.1'],
      ['Ola Nordmann', 'Passord', 'ukjent'],
    ]);
    expect(view.audit.map((a) => a.label)).toEqual(['Ble med i avtalen', 'Signerte avtalen', 'Alle parter har signert']);
    expect(view.audit[1].details).toContainEqual({ label: 'Metode', value: 'Engangskode sendt på e-post' });
    expect(view.audit[1].details).toContainEqual({ label: 'IP-adresse', value: '10.0.0.1' });
    expect([view.chainValid, view.startsLate]).toEqual([true, true]);
    const signedView = evidenceView({ ...source, audit: [{ ...source.audit[2], details: { signers: 2, title: 'Hytta', other: true } }] }, { valid: true, brokenAtSeq: null, entries: [true] }, new Date());
    expect(signedView.audit[0].details).toEqual([
      { label: 'other', value: 'true' },
      { label: 'Antall signaturer', value: '2' },
      { label: 'Tittel', value: 'Hytta' },
    ]);
    expect(view.audit.every((a) => a.valid)).toBe(true);
  });
});

describe('sealRetryDelay', () => {
  it('doubles from a second and stays at most five minutes apart', () => {
    expect([1, 2, 3, 4].map(sealRetryDelay)).toEqual([1000, 2000, 4000, 8000]);
    expect(sealRetryDelay(30)).toBe(300_000);
  });
});
