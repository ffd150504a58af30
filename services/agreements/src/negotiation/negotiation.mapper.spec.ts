import type { CommandState } from '../agreements/agreement.commands';
import { toRoundSnapshot } from '../agreements/agreement.snapshot';
import { toComparison } from '../agreements/comparison.mapper';
import { callers, run, twoDisagree } from './negotiation.spec-helper';

describe('the comparison per caller (toComparison)', () => {
  const compare = (s: CommandState, who: string) =>
    JSON.stringify(
      toComparison(s.rows, toRoundSnapshot(s.rows), callers[who], {
        negotiation: s.negotiation!,
        modelDrafts: false,
      }),
    );

  it('shows a caller their own marks and nothing of anyone else’s unmatched marks', () => {
    let s = twoDisagree();
    const before = compare(s, 'bjorn');
    s = run(s, { kind: 'setMark', caller: callers.anne, questionId: 'q1', mark: 'canAccept', value: true });
    s = run(s, { kind: 'setMark', caller: callers.anne, questionId: 'q2', mark: 'important', value: true });
    expect(compare(s, 'bjorn')).toBe(before);
    const anne = toComparison(s.rows, toRoundSnapshot(s.rows), callers.anne, {
      negotiation: s.negotiation!,
      modelDrafts: false,
    });
    expect(anne.questionAnswers.find((r) => r.questionId === 'q1')!.negotiation!.yourMarks).toEqual({
      canAccept: true,
      important: false,
      locked: false,
    });
    expect(anne.negotiation).toEqual({ open: true, trades: [], modelDrafts: false });
  });
});
