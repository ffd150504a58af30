import { formatTraceparent, parseTraceparent, saneTracestate, sqlWithoutValues } from './tracing.rules';

const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const SPAN = '00f067aa0ba902b7';

describe('parseTraceparent', () => {
  it('reads the trace, the parent span and the sampled flag of a W3C value', () => {
    expect(parseTraceparent(`00-${TRACE}-${SPAN}-01`)).toEqual({
      traceId: TRACE,
      parentSpanId: SPAN,
      sampled: true,
    });
    expect(parseTraceparent(`00-${TRACE}-${SPAN}-00`)).toEqual({
      traceId: TRACE,
      parentSpanId: SPAN,
      sampled: false,
    });
    // other flag bits are ignored; only bit 0 is "sampled"
    expect(parseTraceparent(`00-${TRACE}-${SPAN}-03`)?.sampled).toBe(true);
    expect(parseTraceparent(`00-${TRACE}-${SPAN}-02`)?.sampled).toBe(false);
  });

  it('accepts a future version, with or without further fields', () => {
    expect(parseTraceparent(`01-${TRACE}-${SPAN}-01`)?.traceId).toBe(TRACE);
    expect(parseTraceparent(`cc-${TRACE}-${SPAN}-01-what-the-future-holds`)?.parentSpanId).toBe(SPAN);
  });

  it.each([
    ['missing', undefined],
    ['not a string', ['a', 'b']],
    ['empty', ''],
    ['upper-case hex', `00-${TRACE.toUpperCase()}-${SPAN}-01`],
    ['all-zero trace id', `00-${'0'.repeat(32)}-${SPAN}-01`],
    ['all-zero span id', `00-${TRACE}-${'0'.repeat(16)}-01`],
    ['version ff', `ff-${TRACE}-${SPAN}-01`],
    ['version 00 with extra fields', `00-${TRACE}-${SPAN}-01-extra`],
    ['short trace id', `00-${TRACE.slice(1)}-${SPAN}-01`],
    ['long span id', `00-${TRACE}-${SPAN}0-01`],
    ['bad flags', `00-${TRACE}-${SPAN}-x1`],
    ['two values', `00-${TRACE}-${SPAN}-01,00-${TRACE}-${SPAN}-01`],
    ['overlong', `cc-${TRACE}-${SPAN}-01-${'a'.repeat(600)}`],
  ])('refuses a value that is %s (a new trace begins instead)', (_what, value) => {
    expect(parseTraceparent(value)).toBeUndefined();
  });
});

describe('formatTraceparent', () => {
  it('writes version 00 with the sampled flag, and reads back the same', () => {
    expect(formatTraceparent(TRACE, SPAN, true)).toBe(`00-${TRACE}-${SPAN}-01`);
    expect(formatTraceparent(TRACE, SPAN, false)).toBe(`00-${TRACE}-${SPAN}-00`);
    expect(parseTraceparent(formatTraceparent(TRACE, SPAN, true))).toEqual({
      traceId: TRACE,
      parentSpanId: SPAN,
      sampled: true,
    });
  });
});

describe('saneTracestate', () => {
  it('passes a key=value list on as it came (trimmed)', () => {
    expect(saneTracestate(' congo=t61rcWkgMzE,rojo=00f067aa0ba902b7 ')).toBe(
      'congo=t61rcWkgMzE,rojo=00f067aa0ba902b7',
    );
  });

  it('drops a missing, empty, overlong or non-ASCII value', () => {
    expect(saneTracestate(undefined)).toBeUndefined();
    expect(saneTracestate('  ')).toBeUndefined();
    expect(saneTracestate('novalue')).toBeUndefined();
    expect(saneTracestate(`a=${'b'.repeat(520)}`)).toBeUndefined();
    expect(saneTracestate('a=b\nc=d')).toBeUndefined();
    expect(saneTracestate('a=blåbær')).toBeUndefined();
  });
});

describe('sqlWithoutValues', () => {
  it('replaces every literal MikroORM wrote into the statement by ?', () => {
    expect(
      sqlWithoutValues(
        "select * from users where email = 'kari@example.no' and password_hash = '$argon2id$v=19$m=65536$abc' limit 200",
      ),
    ).toBe('select * from users where email = ? and password_hash = ? limit ?');
    expect(sqlWithoutValues("insert into t (a, b) values ('O''Brien', E'line\\n')")).toBe(
      'insert into t (a, b) values (?, ?)',
    );
    expect(sqlWithoutValues('select $$secret text$$, $tag$more$tag$')).toBe('select ?, ?');
    expect(sqlWithoutValues('update t set n = -12.5e3, m = 7 where id = 42')).toBe(
      'update t set n = ?, m = ? where id = ?',
    );
  });

  it('keeps identifiers, placeholders and casts as they are', () => {
    expect(sqlWithoutValues('select p2.id, a.version::text from participants p2 where p2.round = $1')).toBe(
      'select p2.id, a.version::text from participants p2 where p2.round = $1',
    );
  });

  it('cuts a very long statement', () => {
    const text = `select ${'a, '.repeat(2000)}b`;
    expect(sqlWithoutValues(text)).toHaveLength(2001);
  });
});
