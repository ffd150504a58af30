import {
  answerOf,
  derivedKey,
  derivedOf,
  participantsIn,
  roundSnapshot,
  snapshotIndex,
} from './round-snapshot';
import { agreement, Q, submit } from './rounds.spec-helper';

describe('a round snapshot and what is derived from it', () => {
  it('builds its lookups once, at the first rule that reads them', () => {
    const s = submit(submit(agreement(), 'a', [true, false, true]), 'b', [true, true, true]);
    const index = snapshotIndex(s);
    expect(participantsIn(s).map((p) => p.id)).toEqual(['a', 'b']);
    expect(answerOf(s, 'a', Q[1], 1)).toBe(false);
    expect(snapshotIndex(s)).toBe(index);
  });

  it('keeps a derived value per snapshot: built once, and again for a copy made with roundSnapshot', () => {
    const s = submit(agreement(), 'a', [true, true, true]);
    const counted = derivedKey<{ participants: number }>('participant count');
    let builds = 0;
    const count = (view: typeof s) =>
      derivedOf(view, counted, () => {
        builds++;
        return { participants: view.participants.length };
      });
    const first = count(s);
    expect(count(s)).toBe(first);
    expect(builds).toBe(1);
    const copy = roundSnapshot({ ...s, participants: [] });
    expect(count(copy)).toEqual({ participants: 0 });
    expect(builds).toBe(2);
    expect(snapshotIndex(copy)).not.toBe(snapshotIndex(s));
  });

  it('refuses to read a spread copy, whose lookups would be those of the original rows', () => {
    const s = submit(agreement(), 'a', [true, true, true]);
    const spread = { ...s, answers: [] };
    expect(() => answerOf(spread, 'a', Q[0], 1)).toThrow('copied without roundSnapshot()');
    expect(answerOf(roundSnapshot(spread), 'a', Q[0], 1)).toBeUndefined();
  });
});
