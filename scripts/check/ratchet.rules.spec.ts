import { compare, oversized, tightened } from './ratchet.rules.js';

describe('compare', () => {
  it('fails a count above its record and any count of a file not recorded', () => {
    const { over } = compare({ 'a.ts': 3, 'b.ts': 1, 'c.ts': 2 }, { 'a.ts': 2, 'c.ts': 2 });
    expect(over).toEqual([
      { file: 'a.ts', now: 3, recorded: 2 },
      { file: 'b.ts', now: 1, recorded: 0 },
    ]);
  });

  it('lists the records that could be lowered, a file now without any included', () => {
    const { over, lower } = compare({ 'a.ts': 1 }, { 'a.ts': 2, 'gone.ts': 4 });
    expect(over).toEqual([]);
    expect(lower).toEqual([
      { file: 'a.ts', now: 1, recorded: 2 },
      { file: 'gone.ts', now: 0, recorded: 4 },
    ]);
  });
});

describe('tightened', () => {
  it('lowers records to the counts that fell, never raises one, and drops files at zero', () => {
    expect(tightened({ 'a.ts': 1, 'b.ts': 9, 'new.ts': 5 }, { 'a.ts': 2, 'b.ts': 3, 'gone.ts': 1 })).toEqual({
      'a.ts': 1,
      'b.ts': 3,
    });
  });
});

describe('the size budget', () => {
  it('counts only files over the limit, with their lines', () => {
    expect(oversized({ 'small.ts': 400, 'big.ts': 401 }, 400)).toEqual({ 'big.ts': 401 });
  });

  it('fails a file that grows past its record or newly passes the limit, and reports one that shrank', () => {
    const recorded = { 'big.ts': 500, 'shrunk.ts': 450 };
    const { over, lower } = compare(
      oversized({ 'big.ts': 501, 'shrunk.ts': 399, 'new.ts': 420 }, 400),
      recorded,
    );
    expect(over.map((o) => o.file)).toEqual(['big.ts', 'new.ts']);
    expect(lower).toEqual([{ file: 'shrunk.ts', now: 0, recorded: 450 }]);
  });
});
