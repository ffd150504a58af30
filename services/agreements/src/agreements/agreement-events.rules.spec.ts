import { agreementActivityEventSchema, type AgreementStatus, type Caller } from '@avtalt/contracts';
import { randomUUID } from 'node:crypto';
import { agreementStatus } from '../rounds/round-status.rules';
import { sequentialIds, twoQuestionSnapshot } from '../testing/snapshots';
import type { AgreementCommand } from './agreement-command';
import type { AgreementEvent } from './agreement-events';
import { activityOf, auditOf, projectionsOf } from './agreement-events.projections';
import { createdEvent, eventsOf, visitorIdentified } from './agreement-events.rules';
import { type CommandState, decide } from './agreement.commands';
import type { AgreementSnapshot } from './agreement.rows';
import { toRoundSnapshot } from './agreement.snapshot';

const now = new Date('2026-11-25T10:00:00Z');
const ola: Caller = { id: randomUUID(), name: 'Ola Nordmann', anonymous: false };
const kari: Caller = { id: randomUUID(), name: 'Kari Nordmann', anonymous: false };
const visitor: Caller = { id: randomUUID(), name: 'Besøkende', anonymous: true };

const initial = (maxRounds = 5) => twoQuestionSnapshot(ola, now, maxRounds);
const newId = sequentialIds();

/** Decides commands one by one as the writer does, collecting each command's events. */
function run(
  start: AgreementSnapshot,
  commands: AgreementCommand[],
  statusBefore: AgreementStatus = start.agreement.status,
) {
  let state: CommandState = { rows: start, drafts: [] };
  let status = statusBefore;
  const perCommand: AgreementEvent[][] = [];
  for (const command of commands) {
    const decided = decide(state, command, { now, newId, statusBefore: status });
    perCommand.push(decided.events);
    state = decided.state;
    status = decided.status;
  }
  const events = perCommand.flat();
  const { activity, audit } = projectionsOf(events);
  return { perCommand, events, activity, audit, rows: state.rows, status };
}

const answer = (caller: Caller, answers: Record<string, boolean>): AgreementCommand => ({
  kind: 'answerAll',
  caller,
  answers,
});
const pid = (rows: AgreementSnapshot, caller: Caller) =>
  rows.participants.find((p) => p.userId === caller.id)!.id;

describe('domain events and their two projections', () => {
  it("each command's outbox events and audit entries come from the same domain events", () => {
    const three = { ...initial(), agreement: { ...initial().agreement, expectedParticipants: 3 } };
    const { perCommand, rows } = run(three, [
      answer(ola, { q1: true, q2: true }),
      answer(kari, { q1: false, q2: true }),
      answer(visitor, { q1: true, q2: true }),
      { kind: 'nextRound', caller: ola },
    ]);
    const removal = run(
      rows,
      [
        { kind: 'removeParticipant', caller: ola, participantId: pid(rows, kari) },
        answer(ola, { q1: true }),
        answer(visitor, { q1: true }),
      ],
      'in_progress',
    );
    const nameOf = new Map(removal.rows.participants.map((p) => [p.id, p.userName]));
    let told = 0;
    for (const events of [...perCommand, ...removal.perCommand]) {
      const { activity, audit } = projectionsOf(events);
      // Nothing else: every event is one of each list (or left out by it), in the events' order.
      expect(activity).toEqual(events.flatMap((e) => activityOf(e) ?? []));
      expect(audit).toEqual(events.flatMap((e) => auditOf(e) ?? []));
      for (const event of events) {
        const a = activityOf(event);
        const entry = auditOf(event);
        if (a) {
          told++;
          expect(a.eventId).toBe(event.id);
          expect(agreementActivityEventSchema.parse(a)).toEqual(a);
        }
        if (a && entry) {
          // One fact, told twice: the same round, time and person.
          expect([entry.round, entry.occurredAt]).toEqual([a.round, a.occurredAt]);
          if (a.actorParticipantId) expect(entry.actorName).toBe(nameOf.get(a.actorParticipantId));
        }
      }
    }
    expect(told).toBeGreaterThan(5);
  });

  it('the trail records what nobody is mailed about (joining, an accepted proposal), and the mail what the trail has (a visitor named)', () => {
    const { events, rows } = run(initial(), [answer(visitor, { q1: true, q2: true })]);
    expect(events.map((e) => [e.kind, activityOf(e)?.kind ?? null, auditOf(e)?.kind ?? null])).toEqual([
      ['joined', null, 'joined'],
      ['round-submitted', null, 'round-submitted'],
    ]);
    const named = visitorIdentified(rows, pid(rows, visitor), now, newId)!;
    expect([activityOf(named)?.kind, auditOf(named)]).toEqual(['answered', null]);
    const created = createdEvent(rows.agreement, newId);
    expect([activityOf(created), auditOf(created)]).toEqual([
      null,
      {
        kind: 'created',
        occurredAt: now.toISOString(),
        actorName: 'Ola Nordmann',
        round: 1,
        details: { title: 'Hytta' },
      },
    ]);
  });

  it('nothing for a command that changes nothing', () => {
    const s = initial();
    const state: CommandState = { rows: s, drafts: [] };
    expect(
      eventsOf(
        { before: state, after: state, statusBefore: 'pending', command: { kind: 'recheck' } },
        now,
        newId,
      ),
    ).toEqual({ events: [], status: 'pending' });
  });
});

describe('agreement activity (the outbox projection)', () => {
  it('tells who answered (actor), who has answered, and that the last answer completed it (no actor)', () => {
    const { activity: events, rows } = run(initial(), [
      answer(ola, { q1: true, q2: true }),
      answer(kari, { q1: true, q2: true }),
    ]);
    expect(events.map((e) => [e.kind, e.actorParticipantId, e.round])).toEqual([
      ['answered', pid(rows, ola), 1],
      ['answered', pid(rows, kari), 1],
      ['completed', null, 1],
    ]);
    expect(events[0].participants).toEqual([
      { participantId: pid(rows, ola), userId: ola.id, name: 'Ola Nordmann', answered: true },
    ]);
    expect(events[2].participants.map((p) => [p.userId, p.answered])).toEqual([
      [ola.id, true],
      [kari.id, true],
    ]);
    for (const e of events) expect(agreementActivityEventSchema.parse(e)).toEqual(e);
    expect(events[0].occurredAt).toBe(now.toISOString());
  });

  it('names a visitor without a user id, and holds back their own answered until they log in', () => {
    const { activity: events, rows } = run(initial(), [
      answer(visitor, { q1: true }),
      answer(kari, { q1: false }),
    ]);
    // Only Kari's: «Deltaker 1 har svart» would name nobody.
    expect(events.map((e) => [e.kind, e.actorParticipantId])).toEqual([['answered', pid(rows, kari)]]);
    expect(events[0].participants[0]).toEqual({
      participantId: pid(rows, visitor),
      userId: null,
      name: 'Deltaker 1',
      answered: true,
    });
  });

  it('a visitor identified: the held-back answered, naming them once their account owns the row', () => {
    const { rows } = run(initial(), [
      answer(ola, { q1: true, q2: true }),
      answer(visitor, { q1: false, q2: true }),
    ]);
    const id = pid(rows, visitor);
    const named = {
      ...rows,
      participants: rows.participants.map((p) =>
        p.id === id ? { ...p, userId: kari.id, userName: 'Kari Nordmann', isAnonymous: false } : p,
      ),
    };
    const event = activityOf(visitorIdentified(named, id, now, newId)!)!;
    expect([event.kind, event.actorParticipantId, event.round]).toEqual(['answered', id, 1]);
    expect(event.participants.find((p) => p.participantId === id)).toEqual({
      participantId: id,
      userId: kari.id,
      name: 'Kari Nordmann',
      answered: true,
    });
    expect(agreementActivityEventSchema.parse(event)).toEqual(event);
    // Nothing for someone who has not submitted the round, nor for a closed agreement.
    expect(visitorIdentified(named, pid(rows, ola).replace(/./, 'x'), now, newId)).toBeNull();
    const started = run(initial(), [answer(visitor, { q1: true })]);
    expect(visitorIdentified(started.rows, pid(started.rows, visitor), now, newId)).not.toBeNull();
    const done = run(initial(), [
      answer(ola, { q1: true, q2: true }),
      answer(visitor, { q1: true, q2: true }),
    ]);
    expect(done.status).toBe('completed');
    expect(visitorIdentified(done.rows, pid(done.rows, visitor), now, newId)).toBeNull();
  });

  it('tells of a changed answer set, but not of the same set sent again, and not of a saved draft', () => {
    const { activity } = run(initial(), [
      answer(ola, { q1: true }),
      answer(ola, { q1: true }),
      { kind: 'answerOne', caller: ola, questionId: 'q2', response: false },
      answer(ola, { q1: false }),
    ]);
    expect(activity.map((e) => e.kind)).toEqual(['answered', 'answered']);
  });

  it('a new round: started by the participant who asked, nobody has answered it yet', () => {
    const { activity, rows } = run(initial(), [
      answer(ola, { q1: true, q2: true }),
      answer(kari, { q1: false, q2: true }),
      { kind: 'nextRound', caller: kari },
    ]);
    const started = activity.at(-1)!;
    expect(started).toMatchObject({ kind: 'round-started', round: 2, actorParticipantId: pid(rows, kari) });
    expect(started.participants.map((p) => p.answered)).toEqual([false, false]);
  });

  it('disagreement: declared by someone (actor), or reached at the last round by itself (no actor)', () => {
    const declared = run(initial(), [
      answer(ola, { q1: true }),
      answer(kari, { q1: false }),
      { kind: 'declareDisagreement', caller: ola },
    ]);
    expect(declared.activity.at(-1)).toMatchObject({
      kind: 'disagreement-declared',
      actorParticipantId: pid(declared.rows, ola),
    });
    const last = run(initial(1), [answer(ola, { q1: true }), answer(kari, { q1: false })]);
    expect(last.activity.map((e) => [e.kind, e.actorParticipantId])).toEqual([
      ['answered', expect.any(String)],
      ['answered', expect.any(String)],
      ['disagreement-declared', null],
    ]);
  });

  it('a removal that lets the round finish completes the agreement (no actor); a removed participant is not listed', () => {
    const three = { ...initial(), agreement: { ...initial().agreement, expectedParticipants: 3 } };
    const both = { q1: true, q2: true };
    const started = run(three, [
      answer(ola, both),
      answer(kari, { q1: false, q2: true }),
      answer(visitor, both),
      { kind: 'nextRound', caller: ola },
    ]);
    expect(started.status).toBe('in_progress');
    const { activity } = run(
      started.rows,
      [
        answer(ola, { q1: true }),
        answer(visitor, { q1: true }),
        { kind: 'removeParticipant', caller: ola, participantId: pid(started.rows, kari) },
      ],
      started.status,
    );
    expect(agreementStatus(toRoundSnapshot(started.rows))).toBe('in_progress');
    expect(activity.map((e) => [e.kind, e.actorParticipantId])).toEqual([
      ['answered', pid(started.rows, ola)],
      ['participant-removed', pid(started.rows, ola)],
      ['completed', null],
    ]);
    expect(activity.at(-1)!.participants.map((p) => p.userId)).toEqual([ola.id, null]);
  });

  it('tells of a removal (actor: the initiator) with the remaining participants, so their reminders can end', () => {
    const three = { ...initial(), agreement: { ...initial().agreement, expectedParticipants: 3 } };
    const started = run(three, [
      answer(ola, { q1: true, q2: true }),
      answer(kari, { q1: true }),
      answer(visitor, { q1: true, q2: true }),
      { kind: 'nextRound', caller: ola },
    ]);
    const { activity } = run(
      started.rows,
      [{ kind: 'removeParticipant', caller: ola, participantId: pid(started.rows, kari) }],
      started.status,
    );
    expect(activity.map((e) => [e.kind, e.actorParticipantId, e.round])).toEqual([
      ['participant-removed', pid(started.rows, ola), 2],
    ]);
    expect(activity[0].participants.map((p) => [p.userId, p.answered])).toEqual([
      [ola.id, false],
      [null, false],
    ]);
    expect(activity[0].initiatorUserId).toBe(ola.id);
  });

  it("names the initiator's account on every event, also before they answered, and none for a visitor initiator", () => {
    const { activity } = run(initial(), [answer(kari, { q1: true, q2: true })]);
    expect(activity.map((e) => [e.kind, e.participants.map((p) => p.userId), e.initiatorUserId])).toEqual([
      ['answered', [kari.id], ola.id],
    ]);
    const byVisitor = { ...initial(), agreement: { ...initial().agreement, initiatorId: visitor.id } };
    const visited = run(byVisitor, [
      answer(visitor, { q1: true, q2: true }),
      answer(kari, { q1: true, q2: true }),
    ]);
    // The visitor's own answered is held back: Kari's and the completion.
    expect(visited.activity.map((e) => e.initiatorUserId)).toEqual([null, null]);
  });
});

describe('audit trail entries (the audit projection)', () => {
  it('records joining, each submission, a new round, and completion, in order', () => {
    const { audit } = run(initial(), [
      answer(ola, { q1: true, q2: true }),
      answer(kari, { q1: false, q2: true }),
      { kind: 'nextRound', caller: kari },
      answer(ola, { q1: true }),
      answer(kari, { q1: true }),
    ]);
    expect(audit.map((d) => [d.kind, d.actorName, d.round])).toEqual([
      ['joined', 'Ola Nordmann', 1],
      ['round-submitted', 'Ola Nordmann', 1],
      ['joined', 'Kari Nordmann', 1],
      ['round-submitted', 'Kari Nordmann', 1],
      ['round-started', 'Kari Nordmann', 2],
      ['round-submitted', 'Ola Nordmann', 2],
      ['round-submitted', 'Kari Nordmann', 2],
      ['completed', null, 2],
    ]);
    expect(audit[1].details).toEqual({ answers: 2 });
    expect(audit.at(-1)!.details).toEqual({ parties: 2 });
  });

  it('records nothing for the same set sent again or a draft', () => {
    const { audit } = run(initial(), [
      answer(ola, { q1: true }),
      answer(ola, { q1: true }),
      { kind: 'answerOne', caller: ola, questionId: 'q2', response: false },
    ]);
    expect(audit.map((d) => d.kind)).toEqual(['joined', 'round-submitted']);
  });

  it('records a declared disagreement with who declared it, and a removal with whom', () => {
    const { audit } = run(initial(), [
      answer(ola, { q1: true }),
      answer(kari, { q1: false }),
      { kind: 'declareDisagreement', caller: ola },
    ]);
    expect(audit.at(-1)).toMatchObject({ kind: 'disagreement-declared', actorName: 'Ola Nordmann' });
    const three = { ...initial(), agreement: { ...initial().agreement, expectedParticipants: 3 } };
    const started = run(three, [
      answer(ola, { q1: true, q2: true }),
      answer(kari, { q1: true }),
      answer(visitor, { q1: true, q2: true }),
      { kind: 'nextRound', caller: ola },
    ]);
    const removed = run(
      started.rows,
      [{ kind: 'removeParticipant', caller: ola, participantId: pid(started.rows, kari) }],
      started.status,
    );
    expect(removed.audit).toEqual([
      {
        kind: 'participant-removed',
        occurredAt: now.toISOString(),
        actorName: 'Ola Nordmann',
        round: 2,
        details: { removed: 'Kari Nordmann' },
      },
    ]);
  });
});
