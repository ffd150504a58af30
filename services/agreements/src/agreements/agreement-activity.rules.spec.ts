import type { AgreementStatus, Caller } from '@avtalt/contracts';
import { randomUUID } from 'node:crypto';
import { agreementActivityEventSchema } from '@avtalt/contracts';
import { activityOf, answeredOnLogin } from './agreement-activity.rules';
import { applyCommand, type CommandState } from './agreement.commands';
import type { AgreementSnapshot } from './agreement.rows';
import { toRoundSnapshot } from './agreement.snapshot';
import { agreementStatus } from '../rounds/round-status.rules';
import { sequentialIds, twoQuestionSnapshot } from '../testing/snapshots';
import type { AgreementCommand } from './agreement-command';

const now = new Date('2026-11-25T10:00:00Z');
const ola: Caller = { id: randomUUID(), name: 'Ola Nordmann', anonymous: false };
const kari: Caller = { id: randomUUID(), name: 'Kari Nordmann', anonymous: false };
const visitor: Caller = { id: randomUUID(), name: 'Besøkende', anonymous: true };

const initial = (maxRounds = 5) => twoQuestionSnapshot(ola, now, maxRounds);
const newId = sequentialIds();

/** Applies commands one by one as the writer does, collecting the events. */
function run(
  start: AgreementSnapshot,
  commands: AgreementCommand[],
  statusBefore: AgreementStatus = start.agreement.status,
) {
  let state: CommandState = { rows: start, drafts: [] };
  let status = statusBefore;
  const events = [];
  for (const command of commands) {
    const next = applyCommand(state, command, now, newId);
    const outcome = activityOf(
      { before: state.rows, after: next.rows, statusBefore: status, command },
      now,
      newId,
    );
    events.push(...outcome.events);
    state = next;
    status = outcome.status;
  }
  return { events, rows: state.rows, status };
}

const answer = (caller: Caller, answers: Record<string, boolean>): AgreementCommand => ({
  kind: 'answerAll',
  caller,
  answers,
});
const pid = (rows: AgreementSnapshot, caller: Caller) =>
  rows.participants.find((p) => p.userId === caller.id)!.id;

describe('agreement activity', () => {
  it('tells who answered (actor), who has answered, and that the last answer completed it (no actor)', () => {
    const { events, rows } = run(initial(), [
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

  it('names a visitor without a user id, and holds back their own answered until they log in (issue 34)', () => {
    const { events, rows } = run(initial(), [answer(visitor, { q1: true }), answer(kari, { q1: false })]);
    // Only Kari's: «Deltaker 1 har svart» would name nobody.
    expect(events.map((e) => [e.kind, e.actorParticipantId])).toEqual([['answered', pid(rows, kari)]]);
    expect(events[0].participants[0]).toEqual({
      participantId: pid(rows, visitor),
      userId: null,
      name: 'Deltaker 1',
      answered: true,
    });
  });

  it('answeredOnLogin: the held-back answered, naming the visitor once their account owns the row (issue 34)', () => {
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
    const event = answeredOnLogin(named, id, now, newId)!;
    expect([event.kind, event.actorParticipantId, event.round]).toEqual(['answered', id, 1]);
    expect(event.participants.find((p) => p.participantId === id)).toEqual({
      participantId: id,
      userId: kari.id,
      name: 'Kari Nordmann',
      answered: true,
    });
    expect(agreementActivityEventSchema.parse(event)).toEqual(event);
    // Nothing for someone who has not submitted the round, nor for a closed agreement.
    expect(answeredOnLogin(named, pid(rows, ola).replace(/./, 'x'), now, newId)).toBeNull();
    const started = run(initial(), [answer(visitor, { q1: true })]);
    expect(answeredOnLogin(started.rows, pid(started.rows, visitor), now, newId)).not.toBeNull();
    const done = run(initial(), [
      answer(ola, { q1: true, q2: true }),
      answer(visitor, { q1: true, q2: true }),
    ]);
    expect(done.status).toBe('completed');
    expect(answeredOnLogin(done.rows, pid(done.rows, visitor), now, newId)).toBeNull();
  });

  it('tells of a changed answer set, but not of the same set sent again, and not of a saved draft', () => {
    const { events } = run(initial(), [
      answer(ola, { q1: true }),
      answer(ola, { q1: true }),
      { kind: 'answerOne', caller: ola, questionId: 'q2', response: false },
      answer(ola, { q1: false }),
    ]);
    expect(events.map((e) => e.kind)).toEqual(['answered', 'answered']);
  });

  it('a new round: started by the participant who asked, nobody has answered it yet', () => {
    const { events, rows } = run(initial(), [
      answer(ola, { q1: true, q2: true }),
      answer(kari, { q1: false, q2: true }),
      { kind: 'nextRound', caller: kari },
    ]);
    const started = events.at(-1)!;
    expect(started).toMatchObject({ kind: 'round-started', round: 2, actorParticipantId: pid(rows, kari) });
    expect(started.participants.map((p) => p.answered)).toEqual([false, false]);
  });

  it('disagreement: declared by someone (actor), or reached at the last round by itself (no actor)', () => {
    const declared = run(initial(), [
      answer(ola, { q1: true }),
      answer(kari, { q1: false }),
      { kind: 'declareDisagreement', caller: ola },
    ]);
    expect(declared.events.at(-1)).toMatchObject({
      kind: 'disagreement-declared',
      actorParticipantId: pid(declared.rows, ola),
    });
    const last = run(initial(1), [answer(ola, { q1: true }), answer(kari, { q1: false })]);
    expect(last.events.map((e) => [e.kind, e.actorParticipantId])).toEqual([
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
    const { events } = run(
      started.rows,
      [
        answer(ola, { q1: true }),
        answer(visitor, { q1: true }),
        { kind: 'removeParticipant', caller: ola, participantId: pid(started.rows, kari) },
      ],
      started.status,
    );
    expect(agreementStatus(toRoundSnapshot(started.rows))).toBe('in_progress');
    expect(events.map((e) => [e.kind, e.actorParticipantId])).toEqual([
      ['answered', pid(started.rows, ola)],
      ['participant-removed', pid(started.rows, ola)],
      ['completed', null],
    ]);
    expect(events.at(-1)!.participants.map((p) => p.userId)).toEqual([ola.id, null]);
  });

  it('tells of a removal (actor: the initiator) with the remaining participants, so their reminders can end', () => {
    const three = { ...initial(), agreement: { ...initial().agreement, expectedParticipants: 3 } };
    const started = run(three, [
      answer(ola, { q1: true, q2: true }),
      answer(kari, { q1: true }),
      answer(visitor, { q1: true, q2: true }),
      { kind: 'nextRound', caller: ola },
    ]);
    const { events } = run(
      started.rows,
      [{ kind: 'removeParticipant', caller: ola, participantId: pid(started.rows, kari) }],
      started.status,
    );
    expect(events.map((e) => [e.kind, e.actorParticipantId, e.round])).toEqual([
      ['participant-removed', pid(started.rows, ola), 2],
    ]);
    expect(events[0].participants.map((p) => [p.userId, p.answered])).toEqual([
      [ola.id, false],
      [null, false],
    ]);
    expect(events[0].initiatorUserId).toBe(ola.id);
    expect(agreementActivityEventSchema.parse(events[0])).toEqual(events[0]);
  });

  it("names the initiator's account on every event, also before they answered, and none for a visitor initiator", () => {
    const { events } = run(initial(), [answer(kari, { q1: true, q2: true })]);
    expect(events.map((e) => [e.kind, e.participants.map((p) => p.userId), e.initiatorUserId])).toEqual([
      ['answered', [kari.id], ola.id],
    ]);
    const byVisitor = { ...initial(), agreement: { ...initial().agreement, initiatorId: visitor.id } };
    const visited = run(byVisitor, [
      answer(visitor, { q1: true, q2: true }),
      answer(kari, { q1: true, q2: true }),
    ]);
    // The visitor's own answered is held back (issue 34): Kari's and the completion.
    expect(visited.events.map((e) => e.initiatorUserId)).toEqual([null, null]);
  });

  it('nothing for a command that changes nothing', () => {
    const s = initial();
    expect(
      activityOf({ before: s, after: s, statusBefore: 'pending', command: { kind: 'recheck' } }, now, newId),
    ).toEqual({ events: [], status: 'pending' });
  });
});
