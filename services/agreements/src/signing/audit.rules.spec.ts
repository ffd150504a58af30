import { auditChainProblem, auditEntrySchema, type AuditEntry } from '@avtalt/contracts';
import { createHash, createHmac, randomUUID } from 'node:crypto';
import { auditKeyringOf, parseAuditKey } from './audit-keys';
import {
  type AuditDraft,
  auditHash,
  chainAudit,
  clientDigest,
  signaturesTrailProblem,
  trailAsSigned,
  trailProblem,
} from './audit.rules';
import { textSha256 } from './signing.rules';

const now = new Date('2026-11-25T10:00:00.123Z');
/** The agreement whose trail the keyed tests MAC (the MAC names it). */
const AG = '0b7e5a8c-3f4d-4e21-9a6b-5c2d1e0f9a8b';

describe('the hash chain', () => {
  const drafts: AuditDraft[] = [
    {
      kind: 'created',
      occurredAt: now.toISOString(),
      actorName: 'Ola Nordmann',
      round: 1,
      details: { title: 'Hytta' },
    },
    {
      kind: 'signature-added',
      occurredAt: now.toISOString(),
      actorName: 'Kari Nordmann',
      round: 1,
      details: { method: 'password', clientDigest: 'c'.repeat(64), textSha256: 'a'.repeat(64) },
    },
    { kind: 'signed', occurredAt: now.toISOString(), actorName: null, round: 1, details: { signers: 2 } },
  ];

  it('numbers from 1 and links each entry to the one before; hash = sha256(prevHash + canonical JSON)', () => {
    const entries = chainAudit(null, drafts);
    expect(entries.map((e) => e.seq)).toEqual([1, 2, 3]);
    expect(entries[0].prevHash).toBeNull();
    expect(entries[1].prevHash).toBe(entries[0].hash);
    const canonical = JSON.stringify({
      actorName: 'Ola Nordmann',
      details: { title: 'Hytta' },
      kind: 'created',
      occurredAt: now.toISOString(),
      round: 1,
      seq: 1,
    });
    expect(entries[0].hash).toBe(createHash('sha256').update(canonical).digest('hex'));
    for (const e of entries) expect(auditEntrySchema.parse(e)).toEqual(e);
    expect(auditChainProblem(entries, textSha256)).toBeNull();
  });

  it('continues a stored trail from its last entry', () => {
    const first = chainAudit(null, drafts.slice(0, 1));
    const rest = chainAudit({ seq: 1, hash: first[0].hash }, drafts.slice(1));
    expect(auditChainProblem([...first, ...rest], textSha256)).toBeNull();
    expect(rest[0]).toMatchObject({ seq: 2, prevHash: first[0].hash });
  });

  it('the key order of details does not change the hash', () => {
    const a = chainAudit(null, [{ ...drafts[1], details: { b: 1, a: 'x' } }]);
    const b = chainAudit(null, [{ ...drafts[1], details: { a: 'x', b: 1 } }]);
    expect(a[0].hash).toBe(b[0].hash);
  });

  it('the trail as signed ends at its last `signed` entry: what was recorded after (a payment, a review) is left out', () => {
    const after: AuditDraft[] = [
      {
        kind: 'payment-confirmed',
        occurredAt: now.toISOString(),
        actorName: 'Ola Nordmann',
        round: 1,
        details: { payment: 'utbetaling-1' },
      },
      {
        kind: 'review-date-set',
        occurredAt: now.toISOString(),
        actorName: 'Kari Nordmann',
        round: 1,
        details: {},
      },
    ];
    const entries = chainAudit(null, [...drafts, ...after]);
    expect(trailAsSigned(entries).map((e) => e.kind)).toEqual(['created', 'signature-added', 'signed']);
    expect(trailAsSigned(chainAudit(null, drafts))).toEqual(chainAudit(null, drafts));
    // Never signed: nothing to seal.
    expect(trailAsSigned(chainAudit(null, drafts.slice(0, 2)))).toEqual([]);
  });

  it('a removed, changed or reordered entry breaks the chain', () => {
    const entries = chainAudit(null, drafts);
    expect(auditChainProblem([entries[0], entries[2]], textSha256)).toEqual({ seq: 3, reason: 'sequence' });
    expect(
      auditChainProblem([entries[0], { ...entries[1], actorName: 'Noen Andre' }, entries[2]], textSha256),
    ).toEqual({ seq: 2, reason: 'hash' });
    expect(auditChainProblem([entries[1], entries[0], entries[2]], textSha256)).toEqual({
      seq: 2,
      reason: 'start',
    });
    expect(
      auditChainProblem([{ ...entries[0], details: { title: 'Båten' } }, ...entries.slice(1)], textSha256),
    ).toEqual({ seq: 1, reason: 'hash' });
    expect(
      auditChainProblem(
        [entries[0], { ...entries[1], prevHash: entries[0].hash.replace(/^./, '0') }, entries[2]],
        textSha256,
      ),
    ).toMatchObject({ seq: 2 });
    expect(auditChainProblem([], textSha256)).toEqual({ seq: null, reason: 'empty' });
  });

  it('the contracts rule (auditChainProblem) and the writer hash with the same formula (no key needed)', () => {
    const entries = chainAudit(null, drafts, {
      key: { keyId: 'k1', secret: Buffer.alloc(32, 7) },
      agreementId: AG,
    });
    expect(auditChainProblem(entries, textSha256)).toBeNull();
    // A trail that does not begin with its creation (made before the Signing migration) is refused at its start.
    expect(auditChainProblem(chainAudit(null, drafts.slice(1)), textSha256)).toEqual({
      seq: 1,
      reason: 'start',
    });
  });
});

describe('the keyed trail (issue 31)', () => {
  const key = parseAuditKey(`k2:${Buffer.alloc(32, 7).toString('base64')}`);
  const old = parseAuditKey(`k1:${'0f'.repeat(32)}`);
  const keyring = {
    current: key,
    byId: new Map([
      [key.keyId, key],
      [old.keyId, old],
    ]),
  };
  const drafts: AuditDraft[] = [
    {
      kind: 'created',
      occurredAt: now.toISOString(),
      actorName: 'Ola Nordmann',
      round: 1,
      details: { title: 'Hytta' },
    },
    { kind: 'joined', occurredAt: now.toISOString(), actorName: 'Kari Nordmann', round: 1, details: {} },
    { kind: 'completed', occurredAt: now.toISOString(), actorName: null, round: 1, details: { parties: 2 } },
    {
      kind: 'signature-added',
      occurredAt: now.toISOString(),
      actorName: 'Kari Nordmann',
      round: 1,
      details: { method: 'password', clientDigest: 'c'.repeat(64) },
    },
  ];
  /** Rewrites entry `k`'s details and recomputes every later hash by the documented rule (what database access alone can do). */
  function rewritten(entries: AuditEntry[], k: number): AuditEntry[] {
    const out: AuditEntry[] = entries.slice(0, k);
    for (const e of entries.slice(k)) {
      const prevHash = out.length === 0 ? null : out[out.length - 1].hash;
      const changed =
        e.seq === entries[k].seq ? { ...e, details: { ...e.details, method: 'email-code' } } : e;
      const { prevHash: _p, hash: _h, mac: _m, keyId: _i, ...own } = changed;
      out.push({ ...changed, prevHash, hash: auditHash(own, prevHash) });
    }
    return out;
  }

  it('MACs each entry: HMAC-SHA256 under the key of agreementId + ":" + the entry hash, hex, with the key id', () => {
    const entries = chainAudit(null, drafts, { key, agreementId: AG });
    for (const e of entries) {
      expect(e.keyId).toBe('k2');
      expect(e.mac).toBe(createHmac('sha256', key.secret).update(`${AG}:${e.hash}`, 'utf8').digest('hex'));
      expect(auditEntrySchema.parse(e)).toEqual(e);
    }
    expect(trailProblem(AG, entries, keyring)).toBeNull();
  });

  it('names the first entry rewritten with database access alone (later hashes recomputed): its MAC no longer matches', () => {
    const entries = chainAudit(null, drafts, { key, agreementId: AG });
    expect(auditChainProblem(rewritten(entries, 1), textSha256)).toBeNull();
    expect(trailProblem(AG, rewritten(entries, 1), keyring)).toEqual({ seq: 2, reason: 'mac' });
    expect(trailProblem(AG, rewritten(entries, 3), keyring)).toEqual({ seq: 4, reason: 'mac' });
    // Changed without recomputing: the hash itself is wrong.
    expect(
      trailProblem(
        AG,
        [entries[0], { ...entries[1], actorName: 'Per Hansen' }, ...entries.slice(2)],
        keyring,
      ),
    ).toEqual({ seq: 2, reason: 'hash' });
  });

  it('refuses a trail that does not start at seq 1 with `created`: cut at the start, or started otherwise', () => {
    const entries = chainAudit(null, drafts, { key, agreementId: AG });
    expect(trailProblem(AG, entries.slice(1), keyring)).toEqual({ seq: 2, reason: 'start' });
    const noCreated = chainAudit(null, drafts.slice(1), { key, agreementId: AG });
    expect(trailProblem(AG, noCreated, keyring)).toEqual({ seq: 1, reason: 'start' });
    expect(trailProblem(AG, [], keyring)).toEqual({ seq: null, reason: 'empty' });
    // A gap and a broken link are named at the entry after them.
    expect(trailProblem(AG, [entries[0], entries[2], entries[3]], keyring)).toEqual({
      seq: 3,
      reason: 'sequence',
    });
    expect(
      trailProblem(
        AG,
        [entries[0], { ...entries[1], prevHash: 'a'.repeat(64) }, ...entries.slice(2)],
        keyring,
      ),
    ).toEqual({ seq: 2, reason: 'link' });
  });

  it('a valid trail of another agreement copied in is refused at its first MACed entry (the MAC names the agreement)', () => {
    const other = chainAudit(null, drafts, { key, agreementId: randomUUID() });
    expect(auditChainProblem(other, textSha256)).toBeNull();
    expect(trailProblem(AG, other, keyring)).toEqual({ seq: 1, reason: 'mac' });
  });

  it('verifies entries under the key their id names (rotation); an unknown key id or a MAC made with another key is refused', () => {
    const before = chainAudit(null, drafts.slice(0, 2), { key: old, agreementId: AG });
    const after = chainAudit({ seq: 2, hash: before[1].hash }, drafts.slice(2), { key, agreementId: AG });
    expect(trailProblem(AG, [...before, ...after], keyring)).toBeNull();
    expect(
      trailProblem(AG, [...before, ...after], { current: key, byId: new Map([[key.keyId, key]]) }),
    ).toEqual({ seq: 1, reason: 'mac-key' });
    expect(trailProblem(AG, [{ ...before[0], keyId: 'k2' }, ...before.slice(1), ...after], keyring)).toEqual({
      seq: 1,
      reason: 'mac',
    });
  });

  it('accepts entries without a MAC (written before the keys) only before the first MACed entry, and never a trail without one', () => {
    const legacy = chainAudit(null, drafts.slice(0, 2));
    const keyed = chainAudit({ seq: 2, hash: legacy[1].hash }, drafts.slice(2), { key, agreementId: AG });
    expect(trailProblem(AG, [...legacy, ...keyed], keyring)).toBeNull();
    // A MAC dropped after a MACed entry.
    const { mac: _m, keyId: _k, ...bare } = keyed[1];
    expect(trailProblem(AG, [...legacy, keyed[0], bare], keyring)).toEqual({ seq: 4, reason: 'mac-missing' });
    // Every MAC dropped and the trail rewritten: nothing vouches for it.
    const stripped = rewritten(chainAudit(null, drafts), 1);
    expect(trailProblem(AG, stripped, keyring)).toEqual({ seq: 4, reason: 'mac-missing' });
    // A legacy entry rewritten (later hashes recomputed): the first MACed entry's MAC names it.
    expect(trailProblem(AG, rewritten([...legacy, ...keyed], 1), keyring)).toEqual({ seq: 3, reason: 'mac' });
  });

  it('review: the signatures that count must be the signature-added entries after the last void (text, method, address confirmed, code address)', () => {
    const at = now.toISOString();
    const sigEntry = (details: AuditDraft['details']): AuditDraft => ({
      kind: 'signature-added',
      occurredAt: at,
      actorName: 'Kari Nordmann',
      round: 1,
      details,
    });
    const ola = {
      textSha256: 'a'.repeat(64),
      method: 'email-code' as const,
      emailConfirmed: true,
      codeSentTo: 'o***@example.no',
    };
    const kari = {
      textSha256: 'a'.repeat(64),
      method: 'password' as const,
      emailConfirmed: true,
      codeSentTo: null,
    };
    const trail = chainAudit(
      null,
      [
        drafts[0],
        sigEntry({
          method: 'password',
          textSha256: 'b'.repeat(64),
          emailConfirmed: true,
          codeSentTo: null,
          clientDigest: 'c'.repeat(64),
        }),
        {
          kind: 'signatures-voided',
          occurredAt: at,
          actorName: 'Ola Nordmann',
          round: 1,
          details: { voided: 1 },
        },
        sigEntry({ ...ola, clientDigest: 'c'.repeat(64) }),
        sigEntry({ ...kari, clientDigest: 'c'.repeat(64) }),
      ],
      { key, agreementId: AG },
    );
    expect(signaturesTrailProblem(trail, [kari, ola])).toBeNull();
    // A signature row changed or added with SQL, or one missing: refused.
    expect(signaturesTrailProblem(trail, [kari, { ...ola, codeSentTo: 'x***@example.no' }])).toEqual({
      seq: 4,
      reason: 'signatures',
    });
    expect(signaturesTrailProblem(trail, [kari, ola, { ...kari, textSha256: 'b'.repeat(64) }])).toEqual({
      seq: 5,
      reason: 'signatures',
    });
    expect(signaturesTrailProblem(trail, [ola])).toEqual({ seq: 5, reason: 'signatures' });
    // An entry from before these details were recorded (no codeSentTo, no emailConfirmed): refused.
    const legacy = chainAudit(null, [
      drafts[0],
      sigEntry({ method: 'password', textSha256: 'a'.repeat(64), ipAddress: '10.0.0.1' }),
    ]);
    expect(signaturesTrailProblem(legacy, [{ ...kari, emailConfirmed: false }])).toEqual({
      seq: 2,
      reason: 'signatures',
    });
  });

  it('the client digest is keyed and holds neither the IP address nor the browser', () => {
    const digest = clientDigest(key, { ipAddress: '10.1.2.3', userAgent: 'Firefox/140' });
    expect(digest).toBe(
      createHmac('sha256', key.secret).update('10.1.2.3\nFirefox/140', 'utf8').digest('hex'),
    );
    expect(digest).not.toBe(clientDigest(old, { ipAddress: '10.1.2.3', userAgent: 'Firefox/140' }));
  });
});

describe('the audit keys', () => {
  it('reads <keyId>:<secret> with a secret of at least 32 bytes as hex or base64; names the problem, never the secret', () => {
    expect(parseAuditKey(`a-1:${'ab'.repeat(32)}`).secret).toEqual(Buffer.alloc(32, 0xab));
    expect(parseAuditKey(`b:${Buffer.alloc(40, 1).toString('base64')}`).secret).toHaveLength(40);
    expect(() => parseAuditKey(`c:${Buffer.alloc(16, 1).toString('base64')}`)).toThrow(/at least 32 bytes/);
    expect(() => parseAuditKey('no-colon')).toThrow(/<keyId>:<secret>/);
    expect(() => parseAuditKey(`bad id:${'ab'.repeat(32)}`)).toThrow(/key id/);
    try {
      parseAuditKey('c:c2hvcnQ=');
    } catch (error) {
      expect(String(error)).not.toContain('c2hvcnQ=');
    }
  });

  it('falls back to the development key outside production only; production refuses a missing or short key', () => {
    expect(auditKeyringOf({})).toMatchObject({ usedDevKey: true, keyring: { current: { keyId: 'dev' } } });
    expect(() => auditKeyringOf({ NODE_ENV: 'production' })).toThrow(/required in production/);
    expect(() => auditKeyringOf({ NODE_ENV: 'production', AUDIT_HMAC_KEY: 'p:c2hvcnQ=' })).toThrow(
      /at least 32 bytes/,
    );
    const { keyring, usedDevKey } = auditKeyringOf({
      NODE_ENV: 'production',
      AUDIT_HMAC_KEY: `k2:${'cd'.repeat(32)}`,
      AUDIT_HMAC_OLD_KEYS: `k1:${'ab'.repeat(32)}, k0:${'ef'.repeat(32)}`,
    });
    expect(usedDevKey).toBe(false);
    expect(keyring.current.keyId).toBe('k2');
    expect([...keyring.byId.keys()].sort()).toEqual(['k0', 'k1', 'k2']);
    expect(() =>
      auditKeyringOf({
        AUDIT_HMAC_KEY: `k2:${'cd'.repeat(32)}`,
        AUDIT_HMAC_OLD_KEYS: `k2:${'ab'.repeat(32)}`,
      }),
    ).toThrow(/twice/);
  });
});
