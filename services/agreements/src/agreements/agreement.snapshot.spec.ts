import { answerOf, snapshotIndex } from '../rounds/round-snapshot';
import { snapshot } from './agreement.mapper.spec-helper';
import { toRoundSnapshot } from './agreement.snapshot';

describe('toRoundSnapshot', () => {
  const s = snapshot({ 'p-ola': { q1: 'Likt', q2: 12000 }, 'p-kari': { q1: 'Likt', q2: 11000 } });

  it('makes one view per state, whose lookups are built once', () => {
    const view = toRoundSnapshot(s);
    expect(toRoundSnapshot(s)).toBe(view);
    expect(snapshotIndex(toRoundSnapshot(s))).toBe(snapshotIndex(view));
  });

  it('gives a new state its own view, sharing the copies of unchanged questions and rules', () => {
    const view = toRoundSnapshot(s);
    const changed = {
      ...s,
      answers: s.answers.map((a) => (a.questionId === 'q2' ? { ...a, response: 9000 } : a)),
    };
    const next = toRoundSnapshot(changed);
    expect(next).not.toBe(view);
    expect(next.questions).toBe(view.questions);
    expect(next.rules).toBe(view.rules);
    expect(answerOf(next, 'p-ola', 'q2', 1)).toBe(9000);
    expect(answerOf(view, 'p-ola', 'q2', 1)).toBe(12000);
    const withOtherQuestions = { ...s, questions: [...s.questions] };
    expect(toRoundSnapshot(withOtherQuestions).questions).not.toBe(view.questions);
    expect(toRoundSnapshot(withOtherQuestions).questions).toEqual(view.questions);
  });
});
