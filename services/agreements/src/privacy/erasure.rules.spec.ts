import { FORMER_PARTICIPANT } from '@avtalt/contracts';
import { auditKeyringOf } from '../signing/audit-keys';
import { type AuditDraft, chainAudit, trailProblem } from '../signing/audit.rules';
import { erasureOutcome, redactedTrail, withoutNames } from './erasure.rules';

const AG = '0b7e5a8c-3f4d-4e21-9a6b-5c2d1e0f9a8b';
const { keyring } = auditKeyringOf({ AUDIT_HMAC_KEY: 'k1:' + 'a'.repeat(64) });
const mac = { key: keyring.current, agreementId: AG };
const at = '2026-11-25T10:00:00.000Z';

describe('what deleting an account does to an agreement', () => {
  it('deletes what nobody else took part in, keeps what is signed, and anonymises the rest', () => {
    expect(erasureOutcome({ status: 'signed', othersTookPart: false })).toBe('deleted');
    expect(erasureOutcome({ status: 'in_progress', othersTookPart: false })).toBe('deleted');
    expect(erasureOutcome({ status: 'signed', othersTookPart: true })).toBe('kept');
    for (const status of ['pending', 'in_progress', 'completed', 'disagreement'])
      expect(erasureOutcome({ status, othersTookPart: true })).toBe('anonymised');
  });
});

describe('the trail of an unsigned agreement without the person', () => {
  const drafts: AuditDraft[] = [
    { kind: 'created', occurredAt: at, actorName: 'Kari Nordmann', round: 1, details: { title: 'Hytta' } },
    { kind: 'joined', occurredAt: at, actorName: 'Ola Hansen', round: 1, details: {} },
    {
      kind: 'participant-removed',
      occurredAt: at,
      actorName: 'Ola Hansen',
      round: 1,
      details: { removed: 'Kari Nordmann' },
    },
    {
      kind: 'signature-added',
      occurredAt: at,
      actorName: 'Kari Nordmann',
      round: 1,
      details: {
        method: 'email-code',
        clientDigest: 'c'.repeat(64),
        codeSentTo: 'k***@x.no',
        textSha256: 'a'.repeat(64),
      },
    },
    {
      kind: 'signature-added',
      occurredAt: at,
      actorName: 'Ola Hansen',
      round: 1,
      details: {
        method: 'password',
        clientDigest: 'd'.repeat(64),
        codeSentTo: null,
        textSha256: 'a'.repeat(64),
      },
    },
  ];
  const trail = chainAudit(null, drafts, mac);

  it('names them nowhere, keeps the others, and still holds as a chain with every MAC', () => {
    const { entries, changed } = redactedTrail(
      trail,
      ['Kari Nordmann'],
      { at: new Date(at), voided: 2 },
      mac,
    );
    const text = JSON.stringify(entries);
    expect(text).not.toContain('Kari');
    expect(text).not.toContain('c'.repeat(64));
    expect(text).not.toContain('k***@x.no');
    expect(text).toContain('d'.repeat(64));
    expect(entries[0].actorName).toBe(FORMER_PARTICIPANT);
    expect(entries[2].details.removed).toBe(FORMER_PARTICIPANT);
    expect(entries[4].actorName).toBe('Ola Hansen');
    expect(changed).toBe(3);
    expect(entries.slice(-2).map((e) => e.kind)).toEqual(['signatures-voided', 'party-erased']);
    expect(entries[entries.length - 1].details).toEqual({
      replacedHead: trail[trail.length - 1].hash,
      replacedSeq: 5,
      entriesChanged: 3,
    });
    expect(trailProblem(AG, entries, keyring)).toBeNull();
  });

  it('adds no void when no signature counted', () => {
    const { entries } = redactedTrail(
      trail.slice(0, 3),
      ['Kari Nordmann'],
      { at: new Date(at), voided: 0 },
      mac,
    );
    expect(entries.map((e) => e.kind)).toEqual(['created', 'joined', 'participant-removed', 'party-erased']);
  });

  it('replaces a name inside texts but never a name of one or two letters', () => {
    expect(withoutNames('Kari Nordmann og Ola', ['Kari Nordmann', 'Ol'])).toBe(
      `${FORMER_PARTICIPANT} og Ola`,
    );
  });
});
