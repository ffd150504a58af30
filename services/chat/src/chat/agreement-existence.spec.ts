import { AgreementExistenceCache } from './agreement-existence';

describe('AgreementExistenceCache', () => {
  let now = 0;
  const clock = () => now;

  beforeEach(() => {
    now = 1_000;
  });

  it('remembers an agreement until the entry expires', () => {
    const cache = new AgreementExistenceCache(100, 10, clock);
    expect(cache.has('a')).toBe(false);
    cache.remember('a');
    expect(cache.has('a')).toBe(true);
    now += 99;
    expect(cache.has('a')).toBe(true);
    now += 1;
    expect(cache.has('a')).toBe(false);
  });

  it('forgets a deleted agreement at once', () => {
    const cache = new AgreementExistenceCache(100, 10, clock);
    cache.remember('a');
    cache.forget('a');
    expect(cache.has('a')).toBe(false);
  });

  it('drops the oldest entry when full', () => {
    const cache = new AgreementExistenceCache(100, 2, clock);
    cache.remember('a');
    cache.remember('b');
    cache.remember('c');
    expect([cache.has('a'), cache.has('b'), cache.has('c')]).toEqual([false, true, true]);
  });

  it('remembers nothing with a zero lifetime', () => {
    const cache = new AgreementExistenceCache(0, 10, clock);
    cache.remember('a');
    expect(cache.has('a')).toBe(false);
  });
});
