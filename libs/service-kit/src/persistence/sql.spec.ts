import { expectCount, placeholders, sqlOf, type Timestamps, valuesList, withDates } from './sql';

describe('valuesList', () => {
  it('makes one cast tuple per row and the parameters in row order', () => {
    const rows = [
      { id: 'a', n: 1 },
      { id: 'b', n: 2 },
    ];
    expect(valuesList(rows, ['uuid', 'integer'], (r) => [r.id, r.n])).toEqual({
      sql: '(?::uuid, ?::integer), (?::uuid, ?::integer)',
      params: ['a', 1, 'b', 2],
    });
    expect(valuesList([], ['uuid'], () => [])).toEqual({ sql: '', params: [] });
  });
});

describe('placeholders', () => {
  it('is one ? per value', () => {
    expect(placeholders(['x', 'y', 'z'])).toBe('?, ?, ?');
    expect(placeholders([])).toBe('');
  });
});

describe('expectCount', () => {
  it('passes when the statement changed as many rows as it had to, and throws naming them otherwise', () => {
    expect(() => expectCount('answers', [1, 1], 2)).not.toThrow();
    expect(() => expectCount('answers', [1], 2)).toThrow('answers: 1 of 2 rows written');
  });
});

describe('withDates', () => {
  interface Row {
    id: string;
    createdAt: Date;
    sealedAt: Date | null;
  }
  it('turns the timestamps a raw query gave as strings into Dates, leaving null and the rest alone', () => {
    const raw: Timestamps<Row, 'createdAt' | 'sealedAt'> = {
      id: 'r1',
      createdAt: '2026-11-29T21:00:00.000Z',
      sealedAt: null,
    };
    const row = withDates(raw, ['createdAt', 'sealedAt']);
    expect(row).toEqual({ id: 'r1', createdAt: new Date('2026-11-29T21:00:00.000Z'), sealedAt: null });
    expect(raw.createdAt).toBe('2026-11-29T21:00:00.000Z');
  });
});

describe('sqlOf', () => {
  it('sends the statement and its parameters (none: an empty list) to the connection', async () => {
    const sent: unknown[][] = [];
    const sql = sqlOf({ execute: async (text, params) => (sent.push([text, params]), [{ n: 1 }]) });
    await expect(sql.execute<{ n: number }[]>('select 1 as n')).resolves.toEqual([{ n: 1 }]);
    await sql.execute('delete from pdfs where hash = ?', ['h']);
    expect(sent).toEqual([
      ['select 1 as n', []],
      ['delete from pdfs where hash = ?', ['h']],
    ]);
  });
});
