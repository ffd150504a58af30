import { gunzipSync } from 'node:zlib';
import { RenderCache, RenderedPage } from './render-cache';

const page = (html: string) => new RenderedPage(html);

describe('RenderCache', () => {
  it('renders a key once and sends the kept render to the next callers', async () => {
    const cache = new RenderCache(2);
    const make = jest.fn(async () => page('<p>a</p>'));
    const first = await cache.shared('a', make);
    expect(await cache.shared('a', make)).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('lets callers who arrive during a render wait for it instead of rendering again', async () => {
    const cache = new RenderCache(2);
    let finish: (p: RenderedPage) => void = () => undefined;
    const make = jest.fn(() => new Promise<RenderedPage>((resolve) => (finish = resolve)));
    const waiting = Array.from({ length: 5 }, () => cache.shared('a', make));
    finish(page('<p>a</p>'));
    const pages = await Promise.all(waiting);
    expect(make).toHaveBeenCalledTimes(1);
    expect(new Set(pages).size).toBe(1);
  });

  it('keeps nothing when the render gave none, so the next caller tries again', async () => {
    const cache = new RenderCache(2);
    expect(await cache.shared('a', async () => null)).toBeNull();
    expect(cache.size).toBe(0);
    expect((await cache.shared('a', async () => page('<p>a</p>')))?.html).toBe('<p>a</p>');
  });

  it('drops the least recently used render beyond its capacity', async () => {
    const cache = new RenderCache(2);
    await cache.shared('a', async () => page('a'));
    await cache.shared('b', async () => page('b'));
    await cache.shared('a', async () => page('a again')); // a is used: b is now the oldest
    await cache.shared('c', async () => page('c'));
    expect(cache.size).toBe(2);
    expect((await cache.shared('a', async () => page('a new')))?.html).toBe('a');
    expect((await cache.shared('b', async () => page('b new')))?.html).toBe('b new');
  });

  it('keeps nothing with a capacity of 0', async () => {
    const cache = new RenderCache(0);
    await cache.shared('a', async () => page('a'));
    expect(cache.size).toBe(0);
  });
});

describe('RenderCache: the newest render per slot', () => {
  it('gives the newest render noted under a slot while it is younger than the age asked for', () => {
    const cache = new RenderCache(2);
    const older = page('1');
    const newer = page('2');
    cache.noteLatest('a:large', older, 1000);
    cache.noteLatest('a:large', newer, 1500);
    expect(cache.latestSince('a:large', 3499, 2000)).toBe(newer);
    expect(cache.latestSince('a:large', 3500, 2000)).toBeNull();
    expect(cache.latestSince('a:small', 1500, 2000)).toBeNull();
  });

  it('forgets the slot noted longest ago beyond its capacity', () => {
    const cache = new RenderCache(2);
    for (const slot of ['a', 'b', 'c']) cache.noteLatest(slot, page(slot), 0);
    expect(cache.latestSince('a', 0, 1)).toBeNull();
    expect(cache.latestSince('c', 0, 1)?.html).toBe('c');
  });
});

describe('RenderedPage', () => {
  it('compresses once per encoding and gives the same bytes to every caller', async () => {
    const rendered = page('<p>Hei</p>'.repeat(100));
    const [one, two] = await Promise.all([rendered.body('gzip'), rendered.body('gzip')]);
    expect(one).toBe(two);
    expect(gunzipSync(one).toString()).toBe(rendered.html);
    expect((await rendered.body(null)).toString()).toBe(rendered.html);
  });
});
