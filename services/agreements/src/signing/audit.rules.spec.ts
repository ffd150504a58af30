import { auditEntrySchema, type Caller } from '@avtalt/contracts';
import { createHash, randomUUID } from 'node:crypto';
import { type AgreementCommand, applyCommand, type CommandState } from '../agreements/agreement.commands';
import type { AgreementSnapshot } from '../agreements/agreement.rows';
import { toRoundSnapshot } from '../agreements/agreement.snapshot';
import { agreementStatus } from '../rounds/rounds.rules';
import { type AuditDraft, auditChainValid, auditOf, chainAudit } from './audit.rules';
import { sequentialIds, twoQuestionSnapshot } from '../testing/snapshots';

const now = new Date('2026-11-25T10:00:00.123Z');
const ola: Caller = { id: randomUUID(), name: 'Ola Nordmann', anonymous: false };
const kari: Caller = { id: randomUUID(), name: 'Kari Nordmann', anonymous: false };

const initial = () => twoQuestionSnapshot(ola, now);
const newId = sequentialIds();

function run(commands: AgreementCommand[]): { drafts: AuditDraft[]; rows: AgreementSnapshot } {
  let state: CommandState = { rows: initial(), drafts: [] };
  let status = state.rows.agreement.status;
  const drafts: AuditDraft[] = [];
  for (const command of commands) {
    const next = applyCommand(state, command, now, newId);
    drafts.push(...auditOf({ before: state.rows, after: next.rows, statusBefore: status, command }, now));
    status = agreementStatus(toRoundSnapshot(next.rows));
    state = next;
  }
  return { drafts, rows: state.rows };
}

const answer = (caller: Caller, answers: Record<string, boolean>): AgreementCommand => ({ kind: 'answerAll', caller, answers });

describe('audit trail entries', () => {
  it('records joining, each submission, a new round, and completion, in order', () => {
    const { drafts } = run([
      answer(ola, { q1: true, q2: true }),
      answer(kari, { q1: false, q2: true }),
      { kind: 'nextRound', caller: kari },
      answer(ola, { q1: true }),
      answer(kari, { q1: true }),
    ]);
    expect(drafts.map((d) => [d.kind, d.actorName, d.round])).toEqual([
      ['joined', 'Ola Nordmann', 1],
      ['round-submitted', 'Ola Nordmann', 1],
      ['joined', 'Kari Nordmann', 1],
      ['round-submitted', 'Kari Nordmann', 1],
      ['round-started', 'Kari Nordmann', 2],
      ['round-submitted', 'Ola Nordmann', 2],
      ['round-submitted', 'Kari Nordmann', 2],
      ['completed', null, 2],
    ]);
    expect(drafts[1].details).toEqual({ answers: 2 });
  });

  it('records nothing for the same set sent again or a draft', () => {
    const { drafts } = run([
      answer(ola, { q1: true }),
      answer(ola, { q1: true }),
      { kind: 'answerOne', caller: ola, questionId: 'q2', response: false },
    ]);
    expect(drafts.map((d) => d.kind)).toEqual(['joined', 'round-submitted']);
  });

  it('records a declared disagreement with who declared it', () => {
    const { drafts } = run([answer(ola, { q1: true }), answer(kari, { q1: false }), { kind: 'declareDisagreement', caller: ola }]);
    expect(drafts.at(-1)).toMatchObject({ kind: 'disagreement-declared', actorName: 'Ola Nordmann' });
  });
});

describe('the hash chain', () => {
  const drafts: AuditDraft[] = [
    { kind: 'created', occurredAt: now.toISOString(), actorName: 'Ola Nordmann', round: 1, details: { title: 'Hytta' } },
    { kind: 'signature-added', occurredAt: now.toISOString(), actorName: 'Kari Nordmann', round: 1, details: { method: 'password', ipAddress: '127.0.0.1', userAgent: 'UA', textSha256: 'a'.repeat(64) } },
    { kind: 'signed', occurredAt: now.toISOString(), actorName: null, round: 1, details: { signers: 2 } },
  ];

  it('numbers from 1 and links each entry to the one before; hash = sha256(prevHash + canonical JSON)', () => {
    const entries = chainAudit(null, drafts);
    expect(entries.map((e) => e.seq)).toEqual([1, 2, 3]);
    expect(entries[0].prevHash).toBeNull();
    expect(entries[1].prevHash).toBe(entries[0].hash);
    const canonical = JSON.stringify({ actorName: 'Ola Nordmann', details: { title: 'Hytta' }, kind: 'created', occurredAt: now.toISOString(), round: 1, seq: 1 });
    expect(entries[0].hash).toBe(createHash('sha256').update(canonical).digest('hex'));
    for (const e of entries) expect(auditEntrySchema.parse(e)).toEqual(e);
    expect(auditChainValid(entries)).toBe(true);
  });

  it('continues a stored trail from its last entry', () => {
    const first = chainAudit(null, drafts.slice(0, 1));
    const rest = chainAudit({ seq: 1, hash: first[0].hash }, drafts.slice(1));
    expect(auditChainValid([...first, ...rest])).toBe(true);
    expect(rest[0]).toMatchObject({ seq: 2, prevHash: first[0].hash });
  });

  it('the key order of details does not change the hash', () => {
    const a = chainAudit(null, [{ ...drafts[1], details: { b: 1, a: 'x' } }]);
    const b = chainAudit(null, [{ ...drafts[1], details: { a: 'x', b: 1 } }]);
    expect(a[0].hash).toBe(b[0].hash);
  });

  it('a removed, changed or reordered entry breaks the chain', () => {
    const entries = chainAudit(null, drafts);
    expect(auditChainValid([entries[0], entries[2]])).toBe(false);
    expect(auditChainValid([entries[0], { ...entries[1], actorName: 'Noen Andre' }, entries[2]])).toBe(false);
    expect(auditChainValid([entries[1], entries[0], entries[2]])).toBe(false);
    expect(auditChainValid([{ ...entries[0], details: { title: 'Båten' } }, ...entries.slice(1)])).toBe(false);
  });
});
