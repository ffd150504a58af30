import { type AuditEntry, auditCanonicalJson, type SealSource } from '@avtalt/contracts';
import { createHash } from 'node:crypto';
import path from 'node:path';
import Handlebars from 'handlebars';
import { readFileSync } from 'node:fs';
import {
  auditAttachment,
  certificateSource,
  checkAuditChain,
  evidenceView,
  machineReadableTrail,
  norwegianTime,
  sealRetryDelay,
  sourceConsistent,
  withEvidence,
} from './seal.rules';

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
      occurredAt: new Date(Date.UTC(2027, 1, 1, 10, index, 0, 123 + index)).toISOString(),
      actorName: kind === 'signed' ? null : 'Kari Nordmann',
      round: 1,
      details: (kind === 'signature-added' ? { textSha256: 'a'.repeat(64), method: 'email-code', ipAddress: '10.0.0.1', userAgent: 'Firefox' } : {}) as Record<string, string>,
    };
    entries.push({ ...entry, prevHash, hash: sha((prevHash ?? '') + auditCanonicalJson(entry)) });
  }
  return entries;
}

const html = '<!doctype html><html><body><main>Avtaletekst</main></body></html>';

/** A samboeravtale signed by Kari (e-mailed code) and Ola (password) at the given moments and from the given clients. */
function sealSource(audit: AuditEntry[], signed: [SignedAt, SignedAt]): SealSource {
  return {
    agreementId: '6f1c2f7e-5d4b-4c1a-9f0e-1a2b3c4d5e6f',
    title: 'Samboeravtale',
    fileName: 'samboeravtale.pdf',
    html,
    textSha256: sha(html),
    signers: [
      { name: 'Kari Nordmann', method: 'email-code', textSha256: sha(html), ...signed[0] },
      { name: 'Ola Nordmann', method: 'password', textSha256: sha(html), ...signed[1] },
    ],
    audit,
    userIds: [],
  };
}
type SignedAt = Pick<SealSource['signers'][number], 'signedAt' | 'ipAddress' | 'userAgent'>;

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
    expect(checkAuditChain(trail(kinds), sha, 2)).toEqual({ valid: true, brokenAtSeq: null, entries: Array(8).fill(true), incomplete: null });
  });
  it('needs the trail to end with `signed` (an empty or cut-off trail is not whole)', () => {
    expect(checkAuditChain([], sha, 0)).toMatchObject({ valid: false, brokenAtSeq: null, incomplete: 'Loggen slutter ikke med at alle parter har signert.' });
    const cut = checkAuditChain(trail(kinds).slice(0, 7), sha, 2);
    expect(cut).toMatchObject({ valid: false, brokenAtSeq: null, incomplete: 'Loggen slutter ikke med at alle parter har signert.' });
    expect(cut.entries.every(Boolean)).toBe(true);
  });
  it('needs as many signature-added entries since the last void as signers', () => {
    expect(checkAuditChain(trail(kinds), sha, 3)).toMatchObject({ valid: false, incomplete: 'Loggen har 2 signaturer etter siste annullering, men dokumentet har 3 signerende.' });
    const withVoid: AuditEntry['kind'][] = ['created', 'completed', 'signature-added', 'signatures-voided', 'signature-added', 'signature-added', 'signed'];
    expect(checkAuditChain(trail(withVoid), sha, 2)).toMatchObject({ valid: true, incomplete: null });
    expect(checkAuditChain(trail(withVoid), sha, 3).valid).toBe(false);
    const voidedLast: AuditEntry['kind'][] = ['created', 'signature-added', 'signature-added', 'signatures-voided', 'signature-added', 'signed'];
    expect(checkAuditChain(trail(voidedLast), sha, 2).incomplete).toBe('Loggen har 1 signaturer etter siste annullering, men dokumentet har 2 signerende.');
  });
  it('finds a changed entry (its own hash no longer holds)', () => {
    const entries = trail(kinds);
    entries[3] = { ...entries[3], actorName: 'Ola Nordmann' };
    const check = checkAuditChain(entries, sha, 2);
    expect([check.valid, check.brokenAtSeq]).toEqual([false, 4]);
    expect(check.entries[3]).toBe(false);
    expect(check.entries[4]).toBe(true);
  });
  it('finds a removed entry (the next one points at a hash that is not there)', () => {
    const entries = trail(kinds);
    entries.splice(2, 1);
    expect(checkAuditChain(entries, sha, 2)).toMatchObject({ valid: false, brokenAtSeq: 4 });
  });
  it('finds a changed detail of a signature and a rehashed entry whose successor still points at the old hash', () => {
    const entries = trail(kinds);
    entries[5] = { ...entries[5], details: { ...entries[5].details, ipAddress: '10.9.9.9' } };
    expect(checkAuditChain(entries, sha, 2).brokenAtSeq).toBe(6);
    const { prevHash, hash: _hash, ...rest } = entries[5];
    entries[5] = { ...entries[5], hash: sha((prevHash ?? '') + auditCanonicalJson(rest)) };
    expect(checkAuditChain(entries, sha, 2).brokenAtSeq).toBe(7);
  });
  it('needs the first entry to start the chain', () => {
    const entries = trail(kinds).slice(1);
    expect(checkAuditChain(entries, sha, 2).brokenAtSeq).toBe(2);
  });
});

describe('the evidence', () => {
  const source = sealSource(trail(['joined', 'signature-added', 'signature-added', 'signed']), [
    { signedAt: '2027-02-01T10:05:00.000Z', ipAddress: '10.0.0.1', userAgent: 'Firefox' },
    { signedAt: '2027-07-01T21:30:00.000Z', ipAddress: '', userAgent: '' },
  ]);

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
    const view = evidenceView(source, checkAuditChain(source.audit, sha, 2), new Date('2027-07-02T08:00:00Z'));
    expect(view.signers.map((s) => [s.name, s.method])).toEqual([
      ['Kari Nordmann', 'Engangskode sendt på e-post'],
      ['Ola Nordmann', 'Passord'],
    ]);
    expect(view.audit.map((a) => a.label)).toEqual(['Ble med i avtalen', 'Signerte avtalen', 'Signerte avtalen', 'Alle parter har signert']);
    expect(view.audit[1].details).toContainEqual({ label: 'Metode', value: 'Engangskode sendt på e-post' });
    expect(view.audit[1].details).toContainEqual({ label: 'IP-adresse', value: '10.0.0.1' });
    expect([view.chainValid, view.startsLate]).toEqual([true, true]);
    const signedView = evidenceView({ ...source, audit: [{ ...source.audit[3], details: { signers: 2, title: 'Hytta', other: true } }] }, { valid: true, brokenAtSeq: null, entries: [true], incomplete: null }, new Date());
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

describe('the printed evidence (templates/evidence.hbs)', () => {
  const audit = trail(['created', 'completed', 'signature-added', 'signature-added', 'signed']);
  const source = sealSource(audit, [
    { signedAt: '2027-02-01T10:02:00.125Z', ipAddress: '10.0.0.1', userAgent: 'Firefox' },
    { signedAt: '2027-02-01T10:03:00.126Z', ipAddress: '10.0.0.2', userAgent: 'Safari/605' },
  ]);
  const render = (chainSource = source) =>
    Handlebars.create().compile(readFileSync(path.join(__dirname, 'templates', 'evidence.hbs'), 'utf8'))(
      evidenceView(chainSource, checkAuditChain(chainSource.audit, sha, chainSource.signers.length), new Date('2027-02-01T11:00:00Z')),
    );
  const decode = (text: string) => text.replace(/&quot;/g, '"').replace(/&#x3D;/g, '=').replace(/&amp;/g, '&');
  /** The page `<div class="page {cls}">` up to the next page (or the end). */
  function section(out: string, cls: string): string {
    const start = out.indexOf(`<div class="page ${cls}">`);
    expect(start).toBeGreaterThanOrEqual(0);
    const next = out.indexOf('<div class="page ', start + 1);
    return out.slice(start, next === -1 ? undefined : next);
  }

  it('the signature page: name, time, method and text hash, the proof and the form requirement said plainly, no IP or user agent', () => {
    const out = render();
    const page = section(out, 'signature-page');
    expect(page).toContain('Kari Nordmann');
    expect(page).toContain('Engangskode sendt på e-post');
    expect(page).toContain(sha(html));
    expect(page).toContain('med en engangskode sendt til e-postadressen på kontoen eller med passordet til kontoen');
    expect(page).toContain('En elektronisk signatur i Avtalt oppfyller ikke formkravene for testament eller ektepakt.');
    expect(page).toContain('elektronisk segl i PDF-en (ETSI.CAdES.detached)');
    expect(page).not.toContain('PAdES');
    expect(page).not.toContain('beviste hvem de var');
    for (const hidden of ['10.0.0.1', '10.0.0.2', 'Firefox', 'Safari/605', 'IP-adresse', 'Nettleser']) expect(page).not.toContain(hidden);
    // The IP address and user agent are in the audit trail's entries (as agreements writes them there).
    const trailPage = section(out, 'audit-trail');
    for (const shown of ['IP-adresse: 10.0.0.1', 'Nettleser: Firefox']) expect(trailPage).toContain(shown);
  });

  it('the audit trail: each time as hashed (ISO, milliseconds), prevHash next to hash, and what the chain shows', () => {
    const out = render();
    for (const entry of audit) {
      expect(out).toContain(entry.occurredAt);
      expect(out).toContain(`SHA-256: ${entry.hash}`);
      if (entry.prevHash) expect(out).toContain(`Forrige SHA-256: ${entry.prevHash}`);
    }
    expect(audit[0].occurredAt).toMatch(/\.\d{3}Z$/);
    expect(out).toContain('hver hendelse er knyttet til den forrige med sin hash-verdi');
    expect(out).toContain('PDF-seglet beskytter loggen slik den er skrevet ut her');
    expect(out).not.toContain('ingen hendelse er fjernet eller endret');
  });

  it('embeds the exact canonical JSON of every entry, from which the chain can be recomputed', () => {
    const machine = decode(section(render(), 'machine-readable'));
    expect(machine).toContain('Maskinlesbar revisjonslogg');
    let prev: string | null = null;
    for (const entry of machineReadableTrail(audit)) {
      expect(machine).toContain(`json: ${entry.canonicalJson}\n`);
      expect(sha((prev ?? '') + entry.canonicalJson)).toBe(entry.hash);
      expect(entry.prevHash).toBe(prev);
      prev = entry.hash;
    }
    // The attached file says the same, parseable.
    const attached = JSON.parse(auditAttachment(source));
    expect(attached.entries).toEqual(machineReadableTrail(audit));
    expect(attached.entries.map((e: { canonicalJson: string }) => e.canonicalJson)).toEqual(audit.map((e) => auditCanonicalJson(e)));
  });

  it('says the trail is not whole when it is cut off', () => {
    const out = render({ ...source, audit: audit.slice(0, 4) });
    expect(out).toContain('Loggen er ikke fullstendig: Loggen slutter ikke med at alle parter har signert.');
    expect(out).not.toContain('Kjeden av hash-verdier er hel');
  });
});
