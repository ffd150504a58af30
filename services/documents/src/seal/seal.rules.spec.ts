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
  sealAttachments,
  sealRetryDelay,
  sealSummary,
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
      details: (kind === 'signature-added'
        ? {
            textSha256: 'a'.repeat(64),
            method: 'email-code',
            emailConfirmed: true,
            clientDigest: 'c'.repeat(64),
          }
        : {}) as Record<string, string | boolean>,
    };
    const hash = sha((prevHash ?? '') + auditCanonicalJson(entry));
    entries.push({ ...entry, prevHash, hash, mac: sha(`mac:${hash}`), keyId: 'k1' });
  }
  return entries;
}

const html = '<!doctype html><html><body><main>Avtaletekst</main></body></html>';

/** A samboeravtale signed by Kari (e-mailed code) and Ola (password) at the given moments and from the given clients. */
function sealSource(
  audit: AuditEntry[],
  signed: [SignedAt, SignedAt],
  signingNotes: SealSource['signingNotes'] = [],
): SealSource {
  return {
    agreementId: '6f1c2f7e-5d4b-4c1a-9f0e-1a2b3c4d5e6f',
    title: 'Samboeravtale',
    fileName: 'samboeravtale.pdf',
    html,
    textSha256: sha(html),
    signers: [
      {
        name: 'Kari Nordmann',
        method: 'email-code',
        level: { method: 'email-code', emailConfirmed: true, codeSentTo: 'k***@example.no' },
        textSha256: sha(html),
        ...signed[0],
      },
      {
        name: 'Ola Nordmann',
        method: 'password',
        level: { method: 'password', emailConfirmed: true, codeSentTo: null },
        textSha256: sha(html),
        ...signed[1],
      },
    ],
    audit,
    userIds: [],
    signingNotes,
  };
}
type SignedAt = Pick<SealSource['signers'][number], 'signedAt'>;

describe('certificateSource', () => {
  it('uses SIGNING_P12 with its passphrase when given', () => {
    expect(
      certificateSource(
        {
          ...base,
          SIGNING_P12: '/etc/avtalt/seal.p12',
          SIGNING_P12_PASSPHRASE: 'hemmelig',
          NODE_ENV: 'production',
        },
        path.join,
      ),
    ).toEqual({
      kind: 'p12',
      path: '/etc/avtalt/seal.p12',
      passphrase: 'hemmelig',
    });
  });
  it('generates into SIGNING_CERT_DIR, else <AVTALT_DATA_DIR>/signing, else .data/signing', () => {
    expect(
      certificateSource({ ...base, SIGNING_CERT_DIR: '/tmp/c', AVTALT_DATA_DIR: '/d' }, path.join),
    ).toEqual({ kind: 'generated', dir: '/tmp/c' });
    expect(certificateSource({ ...base, AVTALT_DATA_DIR: '/d' }, path.join)).toEqual({
      kind: 'generated',
      dir: '/d/signing',
    });
    expect(certificateSource(base, path.join)).toEqual({ kind: 'generated', dir: '.data/signing' });
  });
  it('refuses production without SIGNING_P12, with a message naming what to set', () => {
    const source = certificateSource({ ...base, NODE_ENV: 'production' }, path.join);
    expect(source.kind).toBe('refused');
    expect(source.kind === 'refused' && source.reason).toMatch(
      /SIGNING_P12.*SIGNING_P12_PASSPHRASE.*SIGNING=off/,
    );
  });
  it('needs no certificate when signing is off, also in production', () => {
    expect(certificateSource({ ...base, SIGNING: 'off', NODE_ENV: 'production' }, path.join)).toEqual({
      kind: 'off',
    });
  });
});

describe('checkAuditChain (the chain rule of ../verify/audit-chain.ts)', () => {
  const kinds: AuditEntry['kind'][] = [
    'created',
    'joined',
    'round-submitted',
    'round-submitted',
    'completed',
    'signature-added',
    'signature-added',
    'signed',
  ];

  it('accepts an intact chain from seq 1 `created`', () => {
    expect(checkAuditChain(trail(kinds), 2)).toMatchObject({
      valid: true,
      brokenAtSeq: null,
      entries: Array(8).fill(true),
      reason: null,
    });
  });
  it('refuses an empty trail and one that does not end with `signed`', () => {
    expect(checkAuditChain([], 0)).toMatchObject({
      valid: false,
      brokenAtSeq: null,
      reason: 'Loggen er tom.',
    });
    const cut = checkAuditChain(trail(kinds).slice(0, 7), 2);
    expect(cut).toMatchObject({
      valid: false,
      brokenAtSeq: null,
      reason: 'Loggen slutter ikke med at alle parter har signert.',
    });
    expect(cut.entries.every(Boolean)).toBe(true);
  });
  it('needs as many signature-added entries since the last void as signers', () => {
    expect(checkAuditChain(trail(kinds), 3)).toMatchObject({
      valid: false,
      reason: 'Loggen har 2 signaturer etter siste annullering, men dokumentet har 3 signerende.',
    });
    const withVoid: AuditEntry['kind'][] = [
      'created',
      'completed',
      'signature-added',
      'signatures-voided',
      'signature-added',
      'signature-added',
      'signed',
    ];
    expect(checkAuditChain(trail(withVoid), 2)).toMatchObject({ valid: true, reason: null });
    expect(checkAuditChain(trail(withVoid), 3).valid).toBe(false);
    const voidedLast: AuditEntry['kind'][] = [
      'created',
      'signature-added',
      'signature-added',
      'signatures-voided',
      'signature-added',
      'signed',
    ];
    expect(checkAuditChain(trail(voidedLast), 2).reason).toBe(
      'Loggen har 1 signaturer etter siste annullering, men dokumentet har 2 signerende.',
    );
  });
  it('finds a changed entry (its own hash no longer holds)', () => {
    const entries = trail(kinds);
    entries[3] = { ...entries[3], actorName: 'Ola Nordmann' };
    const check = checkAuditChain(entries, 2);
    expect([check.valid, check.brokenAtSeq, check.reason]).toEqual([
      false,
      4,
      'Kjeden av hash-verdier stemmer ikke fra hendelse 4.',
    ]);
    expect(check.entries[3]).toBe(false);
    expect(check.entries[4]).toBe(true);
  });
  it('finds a removed entry (the next one points at a hash that is not there)', () => {
    const entries = trail(kinds);
    entries.splice(2, 1);
    expect(checkAuditChain(entries, 2)).toMatchObject({ valid: false, brokenAtSeq: 4 });
  });
  it('finds a changed detail of a signature and a rehashed entry whose successor still points at the old hash', () => {
    const entries = trail(kinds);
    entries[5] = { ...entries[5], details: { ...entries[5].details, method: 'password' } };
    expect(checkAuditChain(entries, 2).brokenAtSeq).toBe(6);
    const { prevHash, hash: _hash, mac: _mac, keyId: _keyId, ...rest } = entries[5];
    entries[5] = { ...entries[5], hash: sha((prevHash ?? '') + auditCanonicalJson(rest)) };
    expect(checkAuditChain(entries, 2).brokenAtSeq).toBe(7);
  });
  it('refuses a trail cut at the start, even when its links hold from there (no "started late" any more)', () => {
    const entries = trail(kinds).slice(1);
    expect(checkAuditChain(entries, 2)).toMatchObject({
      valid: false,
      brokenAtSeq: 2,
      reason: expect.stringContaining('Loggen starter ikke ved hendelse 1'),
    });
    // Renumbered and rehashed from 1, but the first entry is not the creation: refused too.
    const rehashed = trail(['joined', 'completed', 'signature-added', 'signature-added', 'signed']);
    expect(checkAuditChain(rehashed, 2)).toMatchObject({ valid: false, brokenAtSeq: 1 });
  });
});

describe('the evidence', () => {
  const notes = [
    {
      id: 'lan-ikke-eksigibelt',
      title: 'Lånet kan ikke kreves inn uten søksmål',
      text: 'Avtalen er ikke tvangsgrunnlag.',
      source: 'tvangsfullbyrdelsesloven § 7-2 bokstav a',
    },
  ];
  const source = sealSource(
    trail(['created', 'signature-added', 'signature-added', 'signed']),
    [{ signedAt: '2027-02-01T10:05:00.000Z' }, { signedAt: '2027-07-01T21:30:00.000Z' }],
    notes,
  );

  it('puts the evidence before the last </body>, keeping the signed text before it byte for byte', () => {
    const out = withEvidence(html, '<section>E</section>');
    expect(out).toBe('<!doctype html><html><body><main>Avtaletekst</main><section>E</section></body></html>');
    expect(withEvidence('<p>x</p>', '<s>')).toBe('<p>x</p><s>');
  });
  it('checks that the text hash and every signature agree', () => {
    expect(sourceConsistent(source, sha(html))).toBe(true);
    expect(sourceConsistent(source, sha(`${html} `))).toBe(false);
    expect(
      sourceConsistent(
        { ...source, signers: [{ ...source.signers[0], textSha256: 'b'.repeat(64) }] },
        sha(html),
      ),
    ).toBe(false);
  });
  it('shows times in Norwegian time (summer and winter) with the UTC instant', () => {
    expect(norwegianTime('2027-02-01T10:05:00.000Z')).toBe(
      '1. februar 2027 kl. 11:05:00 (norsk tid; 2027-02-01T10:05:00Z)',
    );
    expect(norwegianTime('2027-07-01T21:30:00.000Z')).toBe(
      '1. juli 2027 kl. 23:30:00 (norsk tid; 2027-07-01T21:30:00Z)',
    );
  });
  it('names methods, levels and events in Norwegian; the head is the last entry; client facts only as «registrert»', () => {
    const view = evidenceView(source, new Date('2027-07-02T08:00:00Z'));
    expect(view.signers.map((s) => [s.name, s.method, s.level])).toEqual([
      [
        'Kari Nordmann',
        'Engangskode sendt på e-post',
        'Navn og fødselsdato oppgitt av parten; e-postadressen bekreftet; signert med engangskode sendt til k***@example.no.',
      ],
      [
        'Ola Nordmann',
        'Passord',
        'Navn og fødselsdato oppgitt av parten; e-postadressen bekreftet; signert med passord.',
      ],
    ]);
    expect(view.head).toEqual({ seq: 4, hash: source.audit[3].hash });
    expect(view.signingNotes).toEqual(notes);
    expect(view.timestampAuthority).toBeNull();
    expect(view.audit.map((a) => a.label)).toEqual([
      'Avtalen ble opprettet',
      'Signerte avtalen',
      'Signerte avtalen',
      'Alle parter har signert',
    ]);
    expect(view.audit[1].details).toEqual([
      { label: 'E-postadressen bekreftet', value: 'Ja' },
      { label: 'Metode', value: 'Engangskode sendt på e-post' },
      { label: 'SHA-256 av teksten', value: 'a'.repeat(64) },
      { label: 'IP-adresse og nettleser', value: 'registrert' },
    ]);
    expect(view.audit[1]).toMatchObject({ mac: source.audit[1].mac, keyId: 'k1' });
    // An older entry with the values themselves: never printed, only «registrert».
    const old = evidenceView(
      {
        ...source,
        audit: [
          {
            ...source.audit[1],
            details: { ipAddress: '10.0.0.1', userAgent: 'Firefox', signers: 2, other: true },
          },
        ],
      },
      new Date(),
    );
    expect(old.audit[0].details).toEqual([
      { label: 'other', value: 'Ja' },
      { label: 'Antall signaturer', value: '2' },
      { label: 'IP-adresse og nettleser', value: 'registrert' },
    ]);
  });
  it('the attachments: the whole trail with MACs, the head and signers (avtalt-segl.json), the signed text', () => {
    const at = new Date('2027-07-02T08:00:00Z');
    const files = sealAttachments(source, at, true);
    expect(files.map((f) => f.name)).toEqual(['revisjonslogg.json', 'avtalt-segl.json', 'avtaletekst.html']);
    expect(JSON.parse(files[0].content).entries[1]).toEqual({
      seq: 2,
      prevHash: source.audit[0].hash,
      canonicalJson: auditCanonicalJson(source.audit[1]),
      hash: source.audit[1].hash,
      mac: source.audit[1].mac,
      keyId: 'k1',
    });
    expect(JSON.parse(sealSummary(source, at, false))).toEqual({
      format: 'avtalt-segl/1',
      agreementId: source.agreementId,
      title: 'Samboeravtale',
      textSha256: sha(html),
      sealedAt: '2027-07-02T08:00:00.000Z',
      head: { seq: 4, hash: source.audit[3].hash },
      timestamped: false,
      signers: source.signers,
    });
    expect(files[2].content).toBe(html);
    expect(sha(files[2].content)).toBe(source.textSha256);
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
  const notes = [
    {
      id: 'samvaer-tvangskraft',
      title: 'Samværsavtalen kan ikke tvangsfullbyrdes uten statsforvalteren',
      text: 'Be statsforvalteren om tvangskraft.',
      source: 'barneloven § 55',
    },
  ];
  const source = sealSource(
    audit,
    [{ signedAt: '2027-02-01T10:02:00.125Z' }, { signedAt: '2027-02-01T10:03:00.126Z' }],
    notes,
  );
  const render = (chainSource = source, tsa: string | null = null) =>
    Handlebars.create().compile(readFileSync(path.join(__dirname, 'templates', 'evidence.hbs'), 'utf8'))(
      evidenceView(chainSource, new Date('2027-02-01T11:00:00Z'), tsa),
    );
  const decode = (text: string) =>
    text
      .replace(/&quot;/g, '"')
      .replace(/&#x3D;/g, '=')
      .replace(/&amp;/g, '&');
  /** The page `<div class="page {cls}">` up to the next page (or the end). */
  function section(out: string, cls: string): string {
    const start = out.indexOf(`<div class="page ${cls}">`);
    expect(start).toBeGreaterThanOrEqual(0);
    const next = out.indexOf('<div class="page ', start + 1);
    return out.slice(start, next === -1 ? undefined : next);
  }

  it('the signature page: name, time, method, level sentence and text hash, the notes, the head; IP and browser only «registrert»', () => {
    const out = render();
    const page = section(out, 'signature-page');
    expect(page).toContain('Kari Nordmann');
    expect(page).toContain('Engangskode sendt på e-post');
    expect(page).toContain(
      'Navn og fødselsdato oppgitt av parten; e-postadressen bekreftet; signert med engangskode sendt til k***@example.no.',
    );
    expect(page).toContain(
      'Navn og fødselsdato oppgitt av parten; e-postadressen bekreftet; signert med passord.',
    );
    expect(page).toContain('IP-adresse og nettleser registrert');
    expect(page).toContain(sha(html));
    expect(page).toContain(
      'med en engangskode sendt til e-postadressen på kontoen eller med passordet til kontoen',
    );
    expect(page).toContain(
      'En elektronisk signatur i Avtalt oppfyller ikke formkravene for testament eller ektepakt.',
    );
    expect(page).toContain('Hva signaturen ikke gjør');
    expect(page).toContain('Samværsavtalen kan ikke tvangsfullbyrdes uten statsforvalteren');
    expect(page).toContain('Kilde: barneloven § 55');
    expect(page).toContain(`Hendelse nr. 5, SHA-256 <span class="hash">${audit[4].hash}</span>`);
    expect(page).toContain('elektronisk segl i PDF-en (ETSI.CAdES.detached)');
    expect(page).toContain('Seglet har ikke tidsstempel fra en uavhengig tjeneste');
    expect(page).toContain('node scripts/verify-pdf.mjs');
    expect(page).not.toContain('PAdES');
    expect(page).not.toContain('beviste hvem de var');
    expect(section(render(source, 'tsa.example.no'), 'signature-page')).toContain(
      'Seglet har et tidsstempel (RFC 3161) fra tidsstempeltjenesten tsa.example.no',
    );
    // No notes, no heading.
    expect(render({ ...source, signingNotes: [] })).not.toContain('Hva signaturen ikke gjør');
    // The trail prints the digest's existence only, and each entry's MAC.
    const trailPage = section(out, 'audit-trail');
    expect(trailPage).toContain('IP-adresse og nettleser: registrert');
    expect(trailPage).not.toContain('c'.repeat(64));
    expect(trailPage).toContain(`MAC (k1): ${audit[2].mac}`);
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
    expect(out).toContain('loggen starter med at avtalen ble opprettet (hendelse 1)');
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
    expect(attached.entries.map((e: { canonicalJson: string }) => e.canonicalJson)).toEqual(
      audit.map((e) => auditCanonicalJson(e)),
    );
  });
});
