import { insertPosition, renumber } from './question-order.rules';

describe('insertPosition', () => {
  it('appends when no or an out-of-range position is asked for', () => {
    expect(insertPosition(undefined, 3)).toBe(4);
    expect(insertPosition(0, 3)).toBe(4);
    expect(insertPosition(9, 3)).toBe(4);
    expect(insertPosition(1.5, 3)).toBe(4);
  });

  it('inserts at a position inside the list', () => {
    expect(insertPosition(2, 3)).toBe(2);
  });
});

describe('renumber', () => {
  const existing = [
    { id: 'a', order: 1 },
    { id: 'b', order: 2 },
    { id: 'c', order: 3 },
  ];

  it('renumbers from 1 in the given sequence', () => {
    const result = renumber(existing, [
      { id: 'c', order: 1 },
      { id: 'a', order: 2 },
      { id: 'b', order: 3 },
    ]);
    expect(result.ok && Object.fromEntries(result.order)).toEqual({ c: 1, a: 2, b: 3 });
  });

  it('uses the order values, not the list position, and closes gaps', () => {
    const result = renumber(existing, [
      { id: 'a', order: 30 },
      { id: 'b', order: 10 },
      { id: 'c', order: 20 },
    ]);
    expect(result.ok && Object.fromEntries(result.order)).toEqual({ b: 1, c: 2, a: 3 });
  });

  it('keeps questions missing from the request after the others', () => {
    const result = renumber(existing, [{ id: 'c', order: 1 }]);
    expect(result.ok && Object.fromEntries(result.order)).toEqual({ c: 1, a: 2, b: 3 });
  });

  it('refuses an id of another topic and a duplicate', () => {
    expect(renumber(existing, [{ id: 'x', order: 1 }])).toEqual({ ok: false, reason: 'foreign', id: 'x' });
    expect(
      renumber(existing, [
        { id: 'a', order: 1 },
        { id: 'a', order: 2 },
      ]),
    ).toEqual({ ok: false, reason: 'duplicate', id: 'a' });
  });
});
