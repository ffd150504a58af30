import { disagreedCount, disagreementFilterLabel, visibleRows } from './comparison-filter.rules';

const rows = [
  { questionId: 'q1', status: 'agreed' as const },
  { questionId: 'q2', status: 'disagreed' as const },
  { questionId: 'q3', status: 'pending' as const },
  { questionId: 'q4', status: 'disagreed' as const },
];

describe('comparison filter rules', () => {
  it('counts the disagreed questions only', () => {
    expect(disagreedCount(rows)).toBe(2);
    expect(disagreedCount([])).toBe(0);
  });

  it('shows every row without the filter and only the disagreed ones, in order, with it', () => {
    expect(visibleRows(rows, false).map((r) => r.questionId)).toEqual(['q1', 'q2', 'q3', 'q4']);
    expect(visibleRows(rows, true).map((r) => r.questionId)).toEqual(['q2', 'q4']);
    expect(visibleRows(rows.slice(0, 1), true)).toEqual([]);
  });

  it("labels the switch with the count: 'Bare uenigheter (n)'", () => {
    expect(disagreementFilterLabel(rows)).toBe('Bare uenigheter (2)');
    expect(disagreementFilterLabel([])).toBe('Bare uenigheter (0)');
  });
});
