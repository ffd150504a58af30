import { ErrorCode, NegotiationMessages } from '@avtalt/contracts';
import { type CommandState, negotiationChangesBetween } from '../agreements/agreement.commands';
import { toRoundSnapshot } from '../agreements/agreement.snapshot';
import { toComparison } from '../agreements/comparison.mapper';
import { allCanAccept, marksLocked, visibleMarks } from './marks.rules';
import { answer, callers, empty, pid, refusal, run, twoDisagree, view } from './negotiation.spec-helper';
import { allTrades, tradesFor } from './trades.rules';

describe('private marks and trades', () => {
  it('unmatched marks produce nothing visible', () => {
    let s = twoDisagree();
    const nothing = visibleMarks(view(s));
    s = run(s, { kind: 'setMark', caller: callers.anne, questionId: 'q1', mark: 'canAccept', value: true });
    s = run(s, { kind: 'setMark', caller: callers.anne, questionId: 'q2', mark: 'important', value: true });
    s = run(s, { kind: 'setMark', caller: callers.bjorn, questionId: 'q2', mark: 'important', value: true });
    expect(allTrades(view(s))).toEqual([]);
    expect(allCanAccept(view(s), 'q1')).toBe(false);
    expect(visibleMarks(view(s))).toBe(nothing);
  });

  it('concessions: each conceded the point the other did not → a trade on the others’ answers', () => {
    let s = twoDisagree();
    s = run(s, { kind: 'setMark', caller: callers.anne, questionId: 'q1', mark: 'canAccept', value: true });
    const before = visibleMarks(view(s));
    s = run(s, { kind: 'setMark', caller: callers.bjorn, questionId: 'q2', mark: 'canAccept', value: true });
    expect(visibleMarks(view(s))).not.toBe(before);
    const [trade, ...rest] = allTrades(view(s));
    expect(rest).toEqual([]);
    expect(trade.kind).toBe('concessions');
    expect(trade.text).toBe(
      'Anne Hansen gir seg på «Skal utgiftene deles likt?», Bjørn Berg på «Skal dere ha vaskeliste?»',
    );
    expect(trade.gives.map((g) => [g.participantId, g.questionId, g.optionId])).toEqual([
      [pid(s, 'anne'), 'q1', `answer:${pid(s, 'bjorn')}`],
      [pid(s, 'bjorn'), 'q2', `answer:${pid(s, 'anne')}`],
    ]);
    expect(tradesFor(view(s), pid(s, 'anne'))[0].gives.map((g) => g.isYou)).toEqual([true, false]);
  });

  it('priorities: each gives way where the other cares most', () => {
    let s = twoDisagree();
    s = run(s, { kind: 'setMark', caller: callers.anne, questionId: 'q1', mark: 'important', value: true });
    s = run(s, { kind: 'setMark', caller: callers.bjorn, questionId: 'q3', mark: 'important', value: true });
    const [trade] = allTrades(view(s));
    expect(trade.kind).toBe('priorities');
    // Anne cares about q1, Bjørn about q3: Anne gives way on q3, Bjørn on q1.
    expect(trade.gives.map((g) => [g.userName, g.questionId])).toEqual([
      ['Anne Hansen', 'q3'],
      ['Bjørn Berg', 'q1'],
    ]);
  });

  it('points with a pending proposal are left out of trades', () => {
    let s = twoDisagree();
    s = run(s, { kind: 'setMark', caller: callers.anne, questionId: 'q1', mark: 'canAccept', value: true });
    s = run(s, { kind: 'setMark', caller: callers.bjorn, questionId: 'q2', mark: 'canAccept', value: true });
    s = run(s, { kind: 'propose', caller: callers.anne, questionId: 'q1', optionId: 'library:0' });
    expect(allTrades(view(s))).toEqual([]);
  });

  it('with three participants a trade is shown only to its two', () => {
    let s = empty(3);
    s = answer(s, 'anne', { q1: true, q2: true, q3: 1, q4: '2027-03-01' });
    s = answer(s, 'bjorn', { q1: false, q2: false, q3: 1, q4: '2027-03-01' });
    s = answer(s, 'cato', { q1: false, q2: true, q3: 1, q4: '2027-03-01' });
    s = run(s, { kind: 'setMark', caller: callers.anne, questionId: 'q1', mark: 'canAccept', value: true });
    s = run(s, { kind: 'setMark', caller: callers.bjorn, questionId: 'q2', mark: 'canAccept', value: true });
    expect(tradesFor(view(s), pid(s, 'anne'))).toHaveLength(1);
    expect(tradesFor(view(s), pid(s, 'bjorn'))).toHaveLength(1);
    expect(tradesFor(view(s), pid(s, 'cato'))).toEqual([]);
    // Bjørn's marks on q1 are part of the trade Anne sees: final for the round.
    expect(
      refusal(() =>
        run(s, { kind: 'setMark', caller: callers.bjorn, questionId: 'q1', mark: 'canAccept', value: true }),
      ),
    ).toEqual({
      code: ErrorCode.Conflict,
      message: NegotiationMessages.markFinal,
    });
    // allCanAccept needs every one of the three.
    s = empty(3);
    s = answer(s, 'anne', { q1: true, q2: true, q3: 1, q4: '2027-03-01' });
    s = answer(s, 'bjorn', { q1: false, q2: false, q3: 1, q4: '2027-03-01' });
    s = answer(s, 'cato', { q1: false, q2: true, q3: 1, q4: '2027-03-01' });
    s = run(s, { kind: 'setMark', caller: callers.anne, questionId: 'q1', mark: 'canAccept', value: true });
    s = run(s, { kind: 'setMark', caller: callers.bjorn, questionId: 'q1', mark: 'canAccept', value: true });
    expect(allCanAccept(view(s), 'q1')).toBe(false);
    s = run(s, { kind: 'setMark', caller: callers.cato, questionId: 'q1', mark: 'canAccept', value: true });
    expect(allCanAccept(view(s), 'q1')).toBe(true);
  });
});

describe('review of issue 19: matched marks are final for the round (finding 4)', () => {
  const mark = (
    s: CommandState,
    who: string,
    questionId: string,
    value: boolean,
    kind: 'canAccept' | 'important' = 'canAccept',
  ) => run(s, { kind: 'setMark', caller: callers[who], questionId, mark: kind, value });
  const marks = (s: CommandState, who: string, questionId: string) =>
    toComparison(s.rows, toRoundSnapshot(s.rows), callers[who], {
      negotiation: s.negotiation!,
      modelDrafts: false,
    }).questionAnswers.find((r) => r.questionId === questionId)!.negotiation!.yourMarks;

  it('an unmatched mark can be taken back; once all can accept it cannot (409 markFinal)', () => {
    let s = twoDisagree();
    s = mark(mark(s, 'anne', 'q2', true), 'anne', 'q2', false);
    s = mark(s, 'anne', 'q2', true);
    expect(marks(s, 'anne', 'q2')).toEqual({ canAccept: true, important: false, locked: false });
    s = mark(s, 'bjorn', 'q2', true);
    expect(allCanAccept(view(s), 'q2')).toBe(true);
    expect(marks(s, 'anne', 'q2')).toEqual({ canAccept: true, important: false, locked: true });
    expect(refusal(() => mark(s, 'anne', 'q2', false))).toEqual({
      code: ErrorCode.Conflict,
      message: NegotiationMessages.markFinal,
    });
    expect(refusal(() => mark(s, 'bjorn', 'q2', false)).message).toBe(NegotiationMessages.markFinal);
    // Setting what is already set changes nothing and is no probe.
    expect(
      negotiationChangesBetween(s.negotiation, mark(s, 'anne', 'q2', true).negotiation).upsertedMarks,
    ).toEqual([]);
  });

  it('the marks a trade uses are final for its two (concessions and priorities)', () => {
    let s = twoDisagree();
    s = mark(s, 'anne', 'q1', true);
    s = mark(s, 'bjorn', 'q2', true);
    expect(allTrades(view(s))).toHaveLength(1);
    expect(marksLocked(view(s), pid(s, 'anne'), 'q1')).toBe(true);
    expect(marksLocked(view(s), pid(s, 'anne'), 'q3')).toBe(false);
    expect(refusal(() => mark(s, 'anne', 'q1', false)).message).toBe(NegotiationMessages.markFinal);
    let p = twoDisagree();
    p = mark(p, 'anne', 'q1', true, 'important');
    p = mark(p, 'bjorn', 'q3', true, 'important');
    expect(refusal(() => mark(p, 'bjorn', 'q3', false, 'important')).message).toBe(
      NegotiationMessages.markFinal,
    );
  });

  it('a trade hidden by a proposal on its point keeps its marks final for the round (security review L3)', () => {
    let s = twoDisagree();
    s = mark(s, 'anne', 'q1', true);
    s = mark(s, 'bjorn', 'q2', true);
    expect(allTrades(view(s))).toHaveLength(1);
    const shown = (st: CommandState) =>
      st
        .negotiation!.marks.filter((m) => m.shownInMatch)
        .map((m) => `${m.participantId === pid(st, 'anne') ? 'anne' : 'bjorn'}:${m.questionId}`)
        .sort();
    // Stored as shown with the mark that made the match, both points of both (a row for the unmarked point).
    expect(shown(s)).toEqual(['anne:q1', 'anne:q2', 'bjorn:q1', 'bjorn:q2']);
    s = run(s, {
      kind: 'propose',
      caller: callers.anne,
      questionId: 'q1',
      optionId: `answer:${pid(s, 'bjorn')}`,
    });
    expect(allTrades(view(s))).toEqual([]);
    expect(marksLocked(view(s), pid(s, 'anne'), 'q1')).toBe(true);
    expect(marks(s, 'anne', 'q1')).toEqual({ canAccept: true, important: false, locked: true });
    expect(refusal(() => mark(s, 'anne', 'q1', false))).toEqual({
      code: ErrorCode.Conflict,
      message: NegotiationMessages.markFinal,
    });
    expect(refusal(() => mark(s, 'anne', 'q2', true)).message).toBe(NegotiationMessages.markFinal);
    // A point no match used stays free (marking it here makes a new trade with Bjørn's q2, final in turn).
    const q3 = mark(s, 'anne', 'q3', true);
    expect(marks(q3, 'anne', 'q3')).toEqual({ canAccept: true, important: false, locked: true });
    expect(marks(s, 'anne', 'q3')).toEqual({ canAccept: false, important: false, locked: false });
  });

  it('a match a command hides before it was stored is stored first (a mark row from before the column)', () => {
    let s = twoDisagree();
    s = mark(s, 'anne', 'q1', true);
    s = mark(s, 'bjorn', 'q2', true);
    // As read from a database where the flag was never stored.
    s = {
      ...s,
      negotiation: {
        ...s.negotiation!,
        marks: s.negotiation!.marks.map((m) => ({ ...m, shownInMatch: false })),
      },
    };
    s = run(s, {
      kind: 'propose',
      caller: callers.anne,
      questionId: 'q1',
      optionId: `answer:${pid(s, 'bjorn')}`,
    });
    expect(refusal(() => mark(s, 'anne', 'q1', false)).message).toBe(NegotiationMessages.markFinal);
  });
});

describe('review of issue 19: announcing mark changes (finding 5)', () => {
  it('with three or more a trade forming changes nothing announced; all can accept does', () => {
    let s = empty(3);
    s = answer(s, 'anne', { q1: true, q2: true, q3: 1, q4: '2027-03-01' });
    s = answer(s, 'bjorn', { q1: false, q2: false, q3: 1, q4: '2027-03-01' });
    s = answer(s, 'cato', { q1: false, q2: true, q3: 1, q4: '2027-03-01' });
    const before = visibleMarks(view(s));
    s = run(s, { kind: 'setMark', caller: callers.anne, questionId: 'q1', mark: 'canAccept', value: true });
    s = run(s, { kind: 'setMark', caller: callers.bjorn, questionId: 'q2', mark: 'canAccept', value: true });
    expect(allTrades(view(s))).toHaveLength(1);
    expect(visibleMarks(view(s))).toBe(before);
    // All three can accept q1: everyone sees it, so it is announced.
    let all = empty(3);
    all = answer(all, 'anne', { q1: true, q2: true, q3: 1, q4: '2027-03-01' });
    all = answer(all, 'bjorn', { q1: false, q2: true, q3: 1, q4: '2027-03-01' });
    all = answer(all, 'cato', { q1: false, q2: true, q3: 1, q4: '2027-03-01' });
    const none = visibleMarks(view(all));
    for (const who of ['anne', 'bjorn', 'cato'])
      all = run(all, {
        kind: 'setMark',
        caller: callers[who],
        questionId: 'q1',
        mark: 'canAccept',
        value: true,
      });
    expect(visibleMarks(view(all))).not.toBe(none);
  });
});
