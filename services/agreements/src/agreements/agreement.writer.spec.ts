import {
  type AgreementActivityEvent,
  AgreementMessages,
  AgreementsSubjects,
  auditCanonicalJson,
  type AuditEntry,
  ErrorCode,
  type Caller,
  NegotiationMessages,
  partiesWithoutBirthDateText,
  SigningMessages,
} from '@avtalt/contracts';
import type { ChainEnd } from '../signing/audit.rules';
import { textSha256 } from '../signing/signing.rules';
import { COMMIT_MARGIN_MS, DomainError, runInRequest } from '@avtalt/service-kit';
import type { Sql } from './agreement.repository';
import type { OutboxEvent } from '../outbox/outbox.repository';
import type { WriterRepositories } from './agreement-writer.steps';
import { projectionsOf } from './agreement-events.projections';
import { type CommandState, decide } from './agreement.commands';
import { createHash, randomUUID } from 'node:crypto';
import type { SignatureRow } from '../signing/signing.rules';
import { NO_NEGOTIATION, type NegotiationRows } from '../negotiation/negotiation.rows';
import { parseAuditKey } from '../signing/audit-keys';
import {
  type AuditDraft,
  auditMac,
  chainAudit,
  signaturesTrailProblem,
  trailProblem,
} from '../signing/audit.rules';
import type { AuditHead } from '@avtalt/contracts';
import { questionRow } from '../testing/question-rows';
import { agreementRow } from '../testing/snapshots';
import { type AgreementSnapshot, answerKey, type DraftRow, draftKey } from './agreement.rows';
import { AgreementWriter, type WriterHooks } from './agreement.writer';
import { SnapshotCache } from './snapshot-cache';
import { toRoundSnapshot } from './agreement.snapshot';
import type { AgreementChanges, AgreementFields, DraftChanges, SigningChanges } from './agreement.changes';
import type { AgreementCommand, SignRequest } from './agreement-command';

const now = new Date('2026-11-22T10:00:00Z');
const KEY = parseAuditKey(`test-1:${'ab'.repeat(32)}`);
const KEYRING = { current: KEY, byId: new Map([[KEY.keyId, KEY]]) };
const ola: Caller = { id: 'u-ola', name: 'Ola', anonymous: false };
const kari: Caller = { id: 'u-kari', name: 'Kari', anonymous: false };

function initial(): AgreementSnapshot {
  return {
    agreement: agreementRow(now, { expectedParticipants: 3, initiatorName: 'Ola' }),
    questions: [1, 2].map((n) => questionRow(n, { text: `q${n}` })),
    rules: [],
    participants: [],
    answers: [],
    submissions: [],
  };
}

/**
 * A repository over one agreement in memory, applying writes the way the SQL does (by key). A
 * transaction's writes become visible only when it resolves; `failWrite` makes the next write throw.
 */
function memoryRepository() {
  let stored = initial();
  let drafts: DraftRow[] = [];
  let outbox: OutboxEvent[] = [];
  let audit: AuditEntry[] = [];
  // Issue 31: the signing rows (signatures, codes: id → used, attempts that succeeded).
  let signatures: SignatureRow[] = [];
  let codes = new Map<string, boolean>();
  let succeeded: string[] = [];
  const calls = { loads: 0, writes: 0, transactions: 0, draftWrites: 0 };
  let failWrite: Error | undefined;
  let failOnce: Error | undefined;
  let failOnceAfter = 0;
  let gate: Promise<void> | undefined;
  const repo = {
    async transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T> {
      calls.transactions++;
      const before = stored;
      const draftsBefore = drafts;
      const outboxBefore = outbox;
      const auditBefore = audit;
      const signingBefore = { signatures, codes: new Map(codes), succeeded };
      try {
        return await work({ execute: async () => [] as never });
      } catch (error) {
        stored = before;
        drafts = draftsBefore;
        outbox = outboxBefore;
        audit = auditBefore;
        ({ signatures, codes, succeeded } = signingBefore);
        throw error;
      }
    },
    async lock(): Promise<string> {
      if (gate) await gate;
      return stored.agreement.version;
    },
    async load(): Promise<AgreementSnapshot> {
      calls.loads++;
      return structuredClone(stored);
    },
    async addToOutbox(_tx: Sql, event: OutboxEvent) {
      outbox = [...outbox, event];
    },
    async auditEnd(): Promise<ChainEnd | null> {
      const last = audit.at(-1);
      return last ? { seq: last.seq, hash: last.hash } : null;
    },
    async addAudit(_tx: Sql, _id: string, entries: readonly AuditEntry[]) {
      audit = [...audit, ...entries];
    },
    async auditTrail(): Promise<AuditEntry[]> {
      return audit;
    },
    async auditHashes(): Promise<AuditHead[]> {
      return audit.map((e) => ({ seq: e.seq, hash: e.hash }));
    },
    async activeSignatures(): Promise<SignatureRow[]> {
      return signatures.filter((x) => x.voidedAt === null);
    },
    async unusedCodes(_tx: Sql, _id: string, ids: readonly string[]): Promise<Set<string>> {
      return new Set(ids.filter((id) => codes.get(id) === false));
    },
    async writeSigning(_tx: Sql, _id: string, c: SigningChanges, at: Date) {
      const voided = new Set(c.voidedIds);
      signatures = [
        ...signatures.map((x) => (voided.has(x.id) ? { ...x, voidedAt: at } : x)),
        ...c.newSignatures,
      ];
      for (const id of c.usedCodeIds) {
        if (codes.get(id) !== false) throw new DomainError(ErrorCode.InvalidSigningProof, 'used');
        codes.set(id, true);
      }
      succeeded = [...succeeded, ...c.succeededAttempts];
    },
    // No proposal, mark or model draft in these tests: a next round reads none.
    async negotiation(): Promise<NegotiationRows> {
      return NO_NEGOTIATION;
    },
    async drafts(_tx: Sql, _id: string, owners: readonly string[]): Promise<DraftRow[]> {
      return drafts.filter((d) => owners.includes(d.ownerId));
    },
    async writeDrafts(_tx: Sql, _id: string, c: DraftChanges, round: number, advanced: boolean) {
      calls.draftWrites++;
      const gone = new Set([...c.deleted, ...c.upserted].map(draftKey));
      drafts = [
        ...drafts.filter((d) => !gone.has(draftKey(d)) && !(advanced && d.round < round)),
        ...c.upserted,
      ];
    },
    async write(_tx: Sql, _id: string, c: AgreementChanges, fields: AgreementFields, at: Date) {
      calls.writes++;
      if (failOnce && failOnceAfter-- <= 0) {
        const error = failOnce;
        failOnce = undefined;
        throw error;
      }
      if (failWrite) throw failWrite;
      const deleted = new Set(c.deletedAnswers.map(answerKey));
      const upserted = new Map(c.upsertedAnswers.map((a) => [answerKey(a), a]));
      const version = String(Number(stored.agreement.version) + 1);
      stored = {
        ...stored,
        agreement: { ...stored.agreement, ...fields, ...(c.texts ?? {}), updatedAt: at, version },
        participants: [
          ...stored.participants.map(
            (p) =>
              c.removedParticipants.find((r) => r.id === p.id) ??
              c.changedDetails.find((r) => r.id === p.id) ??
              p,
          ),
          ...c.newParticipants,
        ],
        answers: [
          ...stored.answers.filter((a) => !deleted.has(answerKey(a)) && !upserted.has(answerKey(a))),
          ...upserted.values(),
        ],
        submissions: [...stored.submissions, ...c.newSubmissions],
      };
      return { version, updatedAt: at };
    },
  };
  // One store behind every repository of the writer, as one database is.
  const repos = {
    agreements: repo,
    drafts: repo,
    negotiation: repo,
    signatures: repo,
    audit: repo,
    outbox: repo,
  } as unknown as WriterRepositories;
  return {
    repos,
    calls,
    stored: () => stored,
    storedDrafts: () => drafts,
    outbox: () => outbox,
    audit: () => audit,
    signatures: () => signatures,
    codes: () => codes,
    succeeded: () => succeeded,
    /**
     * The trail as the service's writer makes it: `created` first (this setup's agreement was not made by
     * the writer), every entry MACed for agreement 'ag'.
     */
    startTrailWithCreated: () => {
      const created: AuditDraft = {
        kind: 'created',
        occurredAt: new Date(0).toISOString(),
        actorName: 'Ola',
        round: 1,
        details: { title: 'Hytta' },
      };
      const own = audit.map(({ seq: _s, prevHash: _p, hash: _h, mac: _m, keyId: _k, ...draft }) => draft);
      audit = chainAudit(null, [created, ...own], { key: KEY, agreementId: 'ag' });
    },
    /** Replaces the trail (a test that breaks it). */
    setAudit: (entries: AuditEntry[]) => (audit = entries),
    /** A code row, unused, as signing stored it. */
    addCode: (id: string) => codes.set(id, false),
    /** Stores a completed agreement's final text and the parties' dates of birth (as the service would). */
    setStored: (change: (s: AgreementSnapshot) => AgreementSnapshot) => {
      const version = String(Number(stored.agreement.version) + 1);
      const next = change(stored);
      stored = { ...next, agreement: { ...next.agreement, version } };
    },
    freeze: () => {
      const version = String(Number(stored.agreement.version) + 1);
      stored = {
        ...stored,
        agreement: { ...stored.agreement, frozenText: '<p>x</p>', frozenTextSha256: 'a'.repeat(64), version },
      };
    },
    failNextWrites: (error: Error | undefined) => (failWrite = error),
    /** The write after `after` more writes throws `error`, once. */
    failNextWriteOnce: (error: Error, after = 0) => {
      failOnce = error;
      failOnceAfter = after;
    },
    hold() {
      let release!: () => void;
      gate = new Promise((resolve) => (release = resolve));
      return () => {
        gate = undefined;
        release();
      };
    },
  };
}

function setup(hooks: Partial<WriterHooks> = {}) {
  const memory = memoryRepository();
  const cache = new SnapshotCache({
    versions: async () => new Map([['ag', memory.stored().agreement.version]]),
    load: async () => {
      const snapshot = memory.stored();
      return { snapshot, round: toRoundSnapshot(snapshot), version: snapshot.agreement.version };
    },
  });
  const changed: string[] = [];
  const writer = new AgreementWriter(
    memory.repos,
    cache,
    { changed: (id) => changed.push(id), completed: async () => null, ...hooks },
    { maxBatch: 100, verifyWrites: false, keyring: KEYRING },
  );
  return { ...memory, cache, writer, changed };
}

const answer = (caller: Caller, answers: Record<string, boolean>) => ({
  kind: 'answerAll' as const,
  caller,
  answers,
});

describe('AgreementWriter', () => {
  it('writes commands that arrive during a transaction together in the next one, each settled on its own', async () => {
    const { writer, calls, stored, hold } = setup();
    const release = hold();
    const first = writer.run('ag', answer(ola, { q1: true, q2: true }));
    await new Promise((resolve) => setImmediate(resolve));
    const second = writer.run('ag', answer(kari, { q1: false }));
    const refused = writer.run('ag', answer(kari, { nope: true }));
    const third = writer.run('ag', answer(ola, { q1: false, q2: true }));
    release();
    await first;
    await expect(refused).rejects.toMatchObject({ message: AgreementMessages.unknownQuestion });
    const [, last] = await Promise.all([second, third]);
    expect(calls.transactions).toBe(2);
    expect(
      stored()
        .answers.map((a) => [a.questionId, a.response])
        .sort(),
    ).toEqual([
      ['q1', false],
      ['q1', false],
      ['q2', true],
    ]);
    expect(last.snapshot.agreement.version).toBe(stored().agreement.version);
    expect(writer.busy).toBe(0);
  });

  it('starts from the cached rows only when they carry the locked version', async () => {
    const { writer, calls, cache } = setup();
    await writer.run('ag', answer(ola, { q1: true }));
    expect(calls.loads).toBe(1);
    // The writer cached what it committed: the next command needs no load.
    await writer.run('ag', answer(ola, { q1: false }));
    expect(calls.loads).toBe(1);
    // Rows cached under another version (another replica wrote since) are not used.
    const { snapshot, round } = (await cache.read('ag'))!;
    cache.put('ag', '0', { snapshot, round });
    expect(cache.peek('ag', '0')).toBeUndefined();
  });

  it('caches nothing and rejects every caller when the transaction fails, then keeps working', async () => {
    const { writer, cache, stored, failNextWrites, changed } = setup();
    await writer.run('ag', answer(ola, { q1: true }));
    const version = stored().agreement.version;
    failNextWrites(new Error('answers: 0 of 1 rows written'));
    const results = await Promise.allSettled([
      writer.run('ag', answer(ola, { q1: false })),
      writer.run('ag', answer(kari, { q1: true })),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(stored().agreement.version).toBe(version);
    expect(cache.peek('ag', version)?.snapshot.answers).toEqual([
      { participantId: expect.any(String), questionId: 'q1', round: 1, response: true },
    ]);
    expect(changed).toHaveLength(1);
    expect(writer.busy).toBe(0);
    failNextWrites(undefined);
    await writer.run('ag', answer(ola, { q1: false }));
    expect(stored().answers[0].response).toBe(false);
  });

  it('a write refused by the open-proposal index (review of issue 19, finding 9): the batch is written command by command; alone it is 409 PROPOSAL_PENDING', async () => {
    const violation = Object.assign(
      new Error('duplicate key value violates unique constraint "proposals_open_uq"'),
      { code: '23505' },
    );
    const { writer, stored, calls, failNextWrites, failNextWriteOnce, hold } = setup();
    const release = hold();
    const first = writer.run('ag', answer(ola, { q1: true }));
    await new Promise((resolve) => setImmediate(resolve));
    // The next two go together in one batch; its write is refused once: each is then written alone.
    const batch = [
      writer.run('ag', answer(kari, { q1: false })),
      writer.run('ag', answer(ola, { q2: true })),
    ];
    failNextWriteOnce(violation, 1);
    release();
    await first;
    await Promise.all(batch);
    expect(calls.transactions).toBe(4);
    // Ola's second set replaces his first.
    expect(
      stored()
        .answers.map((a) => [a.questionId, a.response])
        .sort(),
    ).toEqual([
      ['q1', false],
      ['q2', true],
    ]);
    // Alone and refused every time: that command's 409, not a 500.
    failNextWrites(violation);
    await expect(writer.run('ag', answer(kari, { q2: false }))).rejects.toMatchObject({
      code: ErrorCode.ProposalPending,
      message: NegotiationMessages.proposalPending,
    });
    expect(writer.busy).toBe(0);
  });

  it('answers every caller and releases the queue when a step after the commit fails', async () => {
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const { writer, stored } = setup({
        completed: () => Promise.reject(new Error('documents down')),
      });
      await writer.run('ag', answer(ola, { q1: true, q2: true }));
      await writer.run('ag', { kind: 'setExpectedParticipants', caller: ola, expected: 2 });
      // Kari's set completes the agreement: the legal-text step after the commit fails.
      const done = writer.run('ag', answer(kari, { q1: true, q2: true }));
      await expect(done).rejects.toThrow('documents down');
      expect(stored().agreement.status).toBe('completed');
      expect(writer.busy).toBe(0);
      await expect(writer.run('ag', answer(kari, { q1: false }))).rejects.toBeInstanceOf(DomainError);
      await new Promise((resolve) => setImmediate(resolve));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('writes a saved answer as a draft only: the rows, their version and the cache stay, and nothing is announced', async () => {
    const { writer, calls, stored, storedDrafts, cache, changed } = setup();
    await writer.run('ag', answer(ola, { q1: true, q2: true }));
    const version = stored().agreement.version;
    const writes = calls.writes;
    await writer.run('ag', { kind: 'answerOne', caller: kari, questionId: 'q1', response: false });
    expect(storedDrafts()).toEqual([{ ownerId: 'u-kari', questionId: 'q1', round: 1, response: false }]);
    expect(calls.writes).toBe(writes);
    expect(stored().agreement.version).toBe(version);
    expect(stored().participants.map((p) => p.userId)).toEqual(['u-ola']);
    expect(cache.peek('ag', version)?.snapshot.participants).toHaveLength(1);
    expect(changed).toHaveLength(1);
    // Submitting turns them into answers and removes the drafts, in the same transaction.
    await writer.run('ag', answer(kari, { q1: false, q2: true }));
    expect(storedDrafts()).toEqual([]);
    expect(stored().participants.map((p) => p.userId)).toEqual(['u-ola', 'u-kari']);
    expect(changed).toHaveLength(2);
  });

  it('refuses a command whose caller has given up (503, not written) and commits the others of its batch', async () => {
    const { writer, stored, hold } = setup();
    const release = hold();
    const first = writer.run('ag', answer(ola, { q1: true }));
    await new Promise((resolve) => setImmediate(resolve));
    // Kari's message arrived with a deadline that passes before the batch gets its turn.
    const late = runInRequest({ requestId: 'r-late', deadline: Date.now() + COMMIT_MARGIN_MS + 20 }, () =>
      writer.run('ag', answer(kari, { q1: false })),
    );
    const onTime = runInRequest({ requestId: 'r-ok', deadline: Date.now() + 60_000 }, () =>
      writer.run('ag', answer(ola, { q2: true })),
    );
    await new Promise((resolve) => setTimeout(resolve, 60));
    release();
    await first;
    await expect(late).rejects.toMatchObject({ code: ErrorCode.ServiceUnavailable });
    await onTime;
    expect(stored().participants.map((p) => p.userId)).toEqual(['u-ola']);
    expect(stored().answers.map((a) => [a.questionId, a.response])).toEqual([['q2', true]]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(writer.busy).toBe(0);
  });

  it('rolls back when a deadline comes too close during the transaction, and writes the batch again without it', async () => {
    const { writer, stored, calls, hold } = setup();
    await writer.run('ag', answer(ola, { q1: true }));
    const before = calls.transactions;
    const release = hold();
    // Both commands are in time when their batch starts; Kari's deadline comes within the margin
    // while the transaction waits for the agreement's lock.
    const late = runInRequest({ requestId: 'r-late', deadline: Date.now() + COMMIT_MARGIN_MS + 40 }, () =>
      writer.run('ag', answer(kari, { q1: true })),
    );
    const onTime = runInRequest({ requestId: 'r-ok', deadline: Date.now() + 60_000 }, () =>
      writer.run('ag', answer(ola, { q1: false })),
    );
    await new Promise((resolve) => setTimeout(resolve, 80));
    release();
    await expect(late).rejects.toMatchObject({ code: ErrorCode.ServiceUnavailable });
    await onTime;
    expect(calls.transactions - before).toBe(2);
    expect(stored().participants.map((p) => p.userId)).toEqual(['u-ola']);
    expect(stored().answers.map((a) => [a.questionId, a.response])).toEqual([['q1', false]]);
  });

  it('writes agreement.activity to the outbox in the transaction of the change, and nothing for a refused or failed one', async () => {
    const kicks: number[] = [];
    const { writer, outbox, failNextWrites } = setup({ outboxWritten: () => kicks.push(1) });
    await writer.run('ag', { kind: 'setExpectedParticipants', caller: ola, expected: 2 });
    expect(outbox()).toEqual([]);
    await writer.run('ag', answer(ola, { q1: true, q2: true }));
    await expect(writer.run('ag', answer(kari, { nope: true }))).rejects.toBeInstanceOf(DomainError);
    failNextWrites(new Error('disk full'));
    await expect(writer.run('ag', answer(kari, { q1: true, q2: true }))).rejects.toThrow('disk full');
    expect(outbox().map((e) => (e.payload as AgreementActivityEvent).kind)).toEqual(['answered']);
    failNextWrites(undefined);
    await writer.run('ag', answer(kari, { q1: true, q2: true }));
    const events = outbox().map((e) => ({
      subject: e.subject,
      id: e.id,
      ...(e.payload as AgreementActivityEvent),
    }));
    expect(events.map((e) => e.kind)).toEqual(['answered', 'answered', 'completed']);
    expect(events.every((e) => e.subject === AgreementsSubjects.activity && e.id === e.eventId)).toBe(true);
    expect(kicks).toHaveLength(2);
  });

  it("gives each command's events the request that sent it, also when one transaction writes several requests' commands", async () => {
    const { writer, outbox, hold } = setup();
    const trace = (spanId: string) => ({
      traceId: '4bf92f3577b34da6a3ce929d0e0e4736',
      spanId,
      sampled: true,
    });
    const release = hold();
    // The first request's command starts a transaction; the next two wait and go together in the next one.
    const first = runInRequest({ requestId: 'req-ola', trace: trace('00f067aa0ba902b1') }, () =>
      writer.run('ag', answer(ola, { q1: true })),
    );
    await new Promise((resolve) => setImmediate(resolve));
    const second = runInRequest({ requestId: 'req-kari', trace: trace('00f067aa0ba902b2') }, () =>
      writer.run('ag', answer(kari, { q1: true, q2: true })),
    );
    const third = runInRequest({ requestId: 'req-ola-2', trace: trace('00f067aa0ba902b3') }, () =>
      writer.run('ag', answer(ola, { q1: true, q2: true })),
    );
    release();
    await Promise.all([first, second, third]);
    const origins = outbox().map((e) => [
      (e.payload as AgreementActivityEvent).kind,
      e.origin?.requestId,
      e.origin?.traceparent,
    ]);
    expect(origins).toEqual([
      ['answered', 'req-ola', '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b1-01'],
      ['answered', 'req-kari', '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b2-01'],
      ['answered', 'req-ola-2', '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b3-01'],
    ]);
  });

  it('writes the audit trail, chained, in the transaction of the change, and nothing for a refused or failed one', async () => {
    const { writer, audit, failNextWrites } = setup();
    await writer.run('ag', { kind: 'setExpectedParticipants', caller: ola, expected: 2 });
    await writer.run('ag', answer(ola, { q1: true, q2: true }));
    await expect(writer.run('ag', answer(kari, { nope: true }))).rejects.toBeInstanceOf(DomainError);
    failNextWrites(new Error('disk full'));
    await expect(writer.run('ag', answer(kari, { q1: true, q2: true }))).rejects.toThrow('disk full');
    failNextWrites(undefined);
    await writer.run('ag', answer(kari, { q1: true, q2: true }));
    expect(audit().map((e) => [e.seq, e.kind])).toEqual([
      [1, 'joined'],
      [2, 'round-submitted'],
      [3, 'joined'],
      [4, 'round-submitted'],
      [5, 'completed'],
    ]);
    // This setup's trail has no `created` entry (the agreement was not made by the writer): linked from seq 1 on.
    const trail = audit();
    expect(
      trail.every(
        (e, i) =>
          e.seq === i + 1 &&
          e.prevHash === (i === 0 ? null : trail[i - 1].hash) &&
          e.hash === textSha256((e.prevHash ?? '') + auditCanonicalJson(e)),
      ),
    ).toBe(true);
  });

  it("writes each command's outbox events and audit entries as the two projections of the command's domain events", async () => {
    const { writer, outbox, audit, stored } = setup();
    const commands: AgreementCommand[] = [
      { kind: 'setExpectedParticipants', caller: ola, expected: 2 },
      answer(ola, { q1: true, q2: true }),
      answer(kari, { q1: false, q2: true }),
      { kind: 'nextRound', caller: kari },
      answer(ola, { q1: true }),
      answer(kari, { q1: true }),
    ];
    for (const command of commands) await writer.run('ag', command);
    // The same commands decided again from the same rows: their events, projected.
    let state: CommandState = { rows: initial(), drafts: [] };
    let status = state.rows.agreement.status;
    const events = [];
    for (const command of commands) {
      const decided = decide(state, command, { now, newId: randomUUID, statusBefore: status });
      events.push(...decided.events);
      ({ state, status } = decided);
    }
    const expected = projectionsOf(events);
    // Participant ids are made anew by each run: events are compared by the names they stand for.
    const shown = (e: AgreementActivityEvent, rows: AgreementSnapshot) => {
      const names = new Map(rows.participants.map((p) => [p.id, p.userName]));
      return {
        kind: e.kind,
        round: e.round,
        actor: e.actorParticipantId === null ? null : names.get(e.actorParticipantId),
        // In the order of the participants' ids, which differ between the runs: compared by name.
        participants: e.participants
          .map((p) => [names.get(p.participantId), p.userId, p.answered])
          .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
        initiatorUserId: e.initiatorUserId,
      };
    };
    const told = outbox().map((e) => e.payload as AgreementActivityEvent);
    expect(told.map((e) => shown(e, stored()))).toEqual(expected.activity.map((e) => shown(e, state.rows)));
    expect(told.map((e) => e.kind)).toEqual([
      'answered',
      'answered',
      'round-started',
      'answered',
      'answered',
      'completed',
    ]);
    const withoutTime = ({ occurredAt: _t, ...rest }: AuditDraft) => rest;
    const written = audit().map(({ seq: _s, prevHash: _p, hash: _h, mac: _m, keyId: _k, ...e }) => e);
    expect(written.map(withoutTime)).toEqual(expected.audit.map(withoutTime));
  });

  it('refuses every change to a frozen agreement (someone signed) with AGREEMENT_FROZEN, and a re-check leaves it alone', async () => {
    const { writer, freeze, audit } = setup();
    await writer.run('ag', answer(ola, { q1: true, q2: true }));
    freeze();
    await expect(writer.run('ag', answer(kari, { q1: true, q2: true }))).rejects.toMatchObject({
      code: ErrorCode.AgreementFrozen,
    });
    await expect(writer.run('ag', { kind: 'setBlind', caller: ola, blind: true })).rejects.toMatchObject({
      code: ErrorCode.AgreementFrozen,
    });
    await writer.run('ag', { kind: 'recheck' });
    expect(audit()).toHaveLength(2);
  });

  describe('signing and voiding as commands (issue 31)', () => {
    const html = '<h1>Avtale</h1>';
    const sha = createHash('sha256').update(html, 'utf8').digest('hex');
    const client = { ipAddress: '10.0.0.7', userAgent: 'Testleser/1' };
    const signCommand = (caller: Caller, over: Partial<SignRequest> = {}) => ({
      kind: 'sign' as const,
      caller,
      signature: {
        id: randomUUID(),
        method: 'password' as const,
        textSha256: sha,
        ...client,
        clientDigest: 'd'.repeat(64),
        emailConfirmed: true,
        code: null,
        attemptId: randomUUID(),
        eid: null,
        ...over,
      },
    });

    /** Ola and Kari agreed on everything and gave their dates of birth; the final text is stored. */
    async function completed(birthDates: [string | null, string | null] = ['1980-01-01', '1985-05-05']) {
      const ctx = setup();
      await ctx.writer.run('ag', { kind: 'setExpectedParticipants', caller: ola, expected: 2 });
      await ctx.writer.run('ag', answer(ola, { q1: true, q2: true }));
      await ctx.writer.run('ag', answer(kari, { q1: true, q2: true }));
      expect(ctx.stored().agreement.status).toBe('completed');
      ctx.setStored((s) => ({
        ...s,
        agreement: { ...s.agreement, legalText: html },
        participants: s.participants.map((p, k) => ({ ...p, birthDate: birthDates[k] })),
      }));
      ctx.startTrailWithCreated();
      return ctx;
    }

    it('two signatures in one batch: the text frozen by the first, signed by the last, the code used, the attempts counted as good, audit entries MACed', async () => {
      const ctx = await completed();
      const { writer, hold, stored, audit, outbox, signatures, codes, succeeded } = ctx;
      ctx.addCode('code-1');
      const release = hold();
      const first = writer.run(
        'ag',
        signCommand(ola, {
          method: 'email-code',
          code: { id: 'code-1', textSha256: sha, sentTo: 'o***@example.no' },
        }),
      );
      await new Promise((resolve) => setImmediate(resolve));
      const second = writer.run('ag', signCommand(kari));
      release();
      await Promise.all([first, second]);
      expect(stored().agreement).toMatchObject({
        status: 'signed',
        frozenText: html,
        frozenTextSha256: sha,
        legalText: html,
      });
      expect(signatures().map((x) => [x.name, x.method, x.codeSentTo, x.textSha256, x.ipAddress])).toEqual([
        ['Ola', 'email-code', 'o***@example.no', sha, '10.0.0.7'],
        ['Kari', 'password', null, sha, '10.0.0.7'],
      ]);
      expect(codes().get('code-1')).toBe(true);
      expect(succeeded()).toHaveLength(2);
      const trail = audit();
      expect(trail.slice(-3).map((e) => e.kind)).toEqual(['signature-added', 'signature-added', 'signed']);
      // Every entry MACed under the key it names; no IP address or browser in any entry.
      expect(trail.every((e) => e.keyId === 'test-1' && e.mac === auditMac(KEY, 'ag', e.hash))).toBe(true);
      expect(JSON.stringify(trail)).not.toContain('10.0.0.7');
      expect(JSON.stringify(trail)).not.toContain('Testleser');
      expect(trail.at(-3)!.details).toMatchObject({
        method: 'email-code',
        textSha256: sha,
        clientDigest: 'd'.repeat(64),
        emailConfirmed: true,
        codeSentTo: 'o***@example.no',
      });
      expect(trail.at(-2)!.details).toMatchObject({
        method: 'password',
        emailConfirmed: true,
        codeSentTo: null,
      });
      // The trail as the seal will check it: whole, MACed for this agreement, and recording exactly these signatures.
      expect(trailProblem('ag', trail, KEYRING)).toBeNull();
      expect(signaturesTrailProblem(trail, signatures())).toBeNull();
      expect(trailProblem('another-agreement', trail, KEYRING)).toEqual({ seq: 1, reason: 'mac' });
      // The events: signature-added ×2 and signed, each with the trail's hashes as committed with it.
      const events = outbox()
        .map((e) => e.payload as AgreementActivityEvent)
        .filter((e) => ['signature-added', 'signed'].includes(e.kind));
      expect(events.map((e) => e.kind)).toEqual(['signature-added', 'signature-added', 'signed']);
      const heads = trail.map((e) => ({ seq: e.seq, hash: e.hash }));
      expect(events[0].auditHashes).toEqual(heads.slice(0, -2));
      // The last signature's own entries are its `signature-added` and the `signed` it caused.
      expect(events[1].auditHashes).toEqual(heads);
      expect(events[2].auditHashes).toEqual(heads);
    });

    it('refuses, changing nothing: a code used meanwhile, a code sent for another text, a text that changed, no date of birth, under 18, an unconfirmed address', async () => {
      const ctx = await completed(['1980-01-01', null]);
      const { writer, stored, audit, signatures } = ctx;
      const before = { version: stored().agreement.version, audit: audit().length };
      // Review: nobody signs first while another party has no date of birth (it could never be added once frozen).
      await expect(writer.run('ag', signCommand(ola))).rejects.toMatchObject({
        code: ErrorCode.PartyDetailsMissing,
        message: partiesWithoutBirthDateText(['Kari']),
      });
      await expect(writer.run('ag', signCommand(kari))).rejects.toMatchObject({
        code: ErrorCode.BirthDateRequired,
      });
      ctx.setStored((s) => ({
        ...s,
        participants: s.participants.map((p) =>
          p.userId === kari.id ? { ...p, birthDate: '1985-05-05' } : p,
        ),
      }));
      await expect(
        writer.run(
          'ag',
          signCommand(ola, {
            method: 'email-code',
            code: { id: 'never-stored', textSha256: sha, sentTo: null },
          }),
        ),
      ).rejects.toMatchObject({ code: ErrorCode.InvalidSigningProof });
      ctx.addCode('code-2');
      await expect(
        writer.run(
          'ag',
          signCommand(ola, {
            method: 'email-code',
            code: { id: 'code-2', textSha256: 'e'.repeat(64), sentTo: null },
          }),
        ),
      ).rejects.toMatchObject({ code: ErrorCode.TextChanged });
      await expect(writer.run('ag', signCommand(ola, { textSha256: 'f'.repeat(64) }))).rejects.toMatchObject({
        code: ErrorCode.TextChanged,
      });
      await expect(writer.run('ag', signCommand(ola, { emailConfirmed: false }))).rejects.toMatchObject({
        code: ErrorCode.EmailNotConfirmed,
      });
      ctx.setStored((s) => ({
        ...s,
        participants: s.participants.map((p) =>
          p.userId === kari.id ? { ...p, birthDate: '2015-01-01' } : p,
        ),
      }));
      await expect(writer.run('ag', signCommand(kari))).rejects.toMatchObject({ code: ErrorCode.UnderAge });
      // Another party under 18: nobody signs first; the message names no one and no date of birth.
      await expect(writer.run('ag', signCommand(ola))).rejects.toMatchObject({
        code: ErrorCode.PartyDetailsMissing,
        message: SigningMessages.partyUnderAge,
      });
      expect(signatures()).toEqual([]);
      expect(stored().agreement.frozenText).toBeNull();
      expect(audit()).toHaveLength(before.audit);
    });

    it('review: a trail that could never be sealed gets no signature (409 AUDIT_TRAIL_INVALID, nothing stored)', async () => {
      const ctx = await completed();
      const { writer, stored, audit, signatures } = ctx;
      const strip = (e: AuditEntry): AuditDraft => ({
        kind: e.kind,
        occurredAt: e.occurredAt,
        actorName: e.actorName,
        round: e.round,
        details: e.details,
      });
      const whole = audit();
      // Made before the trail existed: no `created` at seq 1 (rechained and MACed, so only the start is wrong).
      ctx.setAudit(chainAudit(null, whole.slice(1).map(strip), { key: KEY, agreementId: 'ag' }));
      await expect(writer.run('ag', signCommand(ola))).rejects.toMatchObject({
        code: ErrorCode.AuditTrailInvalid,
        message: SigningMessages.auditTrailTooOld,
      });
      expect(signatures()).toEqual([]);
      expect(stored().agreement.frozenText).toBeNull();
      // A signature whose entry lacks what the seal checks (recorded before this version): the next one is refused.
      ctx.setAudit(whole);
      await writer.run('ag', signCommand(ola));
      const signedOnce = audit();
      const legacy = signedOnce.map((e) =>
        e.kind === 'signature-added'
          ? { ...strip(e), details: { method: 'password', textSha256: sha, ipAddress: '10.0.0.7' } }
          : strip(e),
      );
      ctx.setAudit(chainAudit(null, legacy, { key: KEY, agreementId: 'ag' }));
      await expect(writer.run('ag', signCommand(kari))).rejects.toMatchObject({
        code: ErrorCode.AuditTrailInvalid,
        message: SigningMessages.auditSignaturesOutdated,
      });
      expect(signatures()).toHaveLength(1);
      expect(stored().agreement.status).toBe('completed');
      // A MAC made for another agreement (a trail copied in): refused as not holding.
      ctx.setAudit(chainAudit(null, signedOnce.map(strip), { key: KEY, agreementId: 'other' }));
      await expect(writer.run('ag', signCommand(kari))).rejects.toMatchObject({
        code: ErrorCode.AuditTrailInvalid,
        message: SigningMessages.auditTrailInvalid,
      });
      expect(signatures()).toHaveLength(1);
    });

    it('voiding: every signature voided, the texts cleared, one signatures-voided entry with the client digest', async () => {
      const { writer, stored, audit, outbox, signatures } = await completed();
      await writer.run('ag', signCommand(ola));
      expect(stored().agreement).toMatchObject({ status: 'completed', frozenTextSha256: sha });
      await expect(writer.run('ag', answer(kari, { q1: false, q2: true }))).rejects.toMatchObject({
        code: ErrorCode.AgreementFrozen,
      });
      await writer.run('ag', { kind: 'voidSignatures', caller: kari, clientDigest: 'c'.repeat(64) });
      expect(stored().agreement).toMatchObject({
        status: 'completed',
        frozenText: null,
        frozenTextSha256: null,
        legalText: null,
      });
      expect(signatures().every((x) => x.voidedAt !== null)).toBe(true);
      expect(audit().at(-1)).toMatchObject({
        kind: 'signatures-voided',
        actorName: 'Kari',
        details: { voided: 1, clientDigest: 'c'.repeat(64) },
        keyId: 'test-1',
      });
      expect(outbox().at(-1)!.payload as AgreementActivityEvent).toMatchObject({ kind: 'signatures-voided' });
      expect((outbox().at(-1)!.payload as AgreementActivityEvent).auditHashes).toBeUndefined();
      await expect(
        writer.run('ag', { kind: 'voidSignatures', caller: kari, clientDigest: 'c'.repeat(64) }),
      ).rejects.toMatchObject({ code: ErrorCode.Conflict });
    });
  });
});
