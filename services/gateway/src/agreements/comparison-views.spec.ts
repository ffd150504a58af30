import type { Comparison } from '@avtalt/contracts';
import { DomainError } from '@avtalt/service-kit';
import type { Request, Response } from 'express';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { GatewayConfig } from '../config/gateway.config';
import type { RpcService } from '../rpc/rpc.service';
import { ComparisonBodyCache, ComparisonViews, sendComparison } from './comparison-views';

const tag = (c: string) => c.repeat(27);
const comparison = (title: string, rows = 0) =>
  ({
    title,
    questionAnswers: Array.from({ length: rows }, (_, i) => ({ questionId: `q${i}` })),
  }) as unknown as Comparison;
const agreementId = '00000000-0000-4000-8000-000000000001';
const ola = { id: '00000000-0000-4000-8000-0000000000aa', anonymous: false, name: 'Ola Nordmann' };
const kari = { id: '00000000-0000-4000-8000-0000000000bb', anonymous: false, name: 'Kari Nordmann' };

describe('ComparisonBodyCache', () => {
  it('keeps one body per tag and serialises it once', () => {
    const cache = new ComparisonBodyCache(1_000_000);
    const body = cache.keep(tag('a'), comparison('Båten'));
    expect(JSON.parse(body.json.toString())).toEqual({ title: 'Båten', questionAnswers: [] });
    expect(cache.keep(tag('a'), comparison('ignored: equal tags are equal contents'))).toBe(body);
    expect(cache.size().bodies).toBe(1);
  });

  it('drops the least recently used bodies past its bytes, and forgets the tags that pointed at them', () => {
    const one = new ComparisonBodyCache(1_000_000).keep(tag('x'), comparison('A', 20)).cost;
    const cache = new ComparisonBodyCache(one * 2);
    cache.keep(tag('a'), comparison('A', 20));
    cache.noteSent(agreementId, ola.id, tag('a'));
    cache.keep(tag('b'), comparison('B', 20));
    cache.body(tag('a'));
    cache.keep(tag('c'), comparison('C', 20));
    expect(cache.body(tag('b'))).toBeUndefined();
    expect(cache.body(tag('a'))).toBeDefined();
    expect(cache.size().bytes).toBeLessThanOrEqual(one * 2);
    cache.keep(tag('d'), comparison('D', 20));
    cache.keep(tag('e'), comparison('E', 20));
    expect(cache.lastSent(agreementId, ola.id)).toBeUndefined();
  });

  it('sends but keeps nothing larger than the whole cache (0 MB keeps nothing)', () => {
    const cache = new ComparisonBodyCache(0);
    expect(cache.keep(tag('a'), comparison('A')).json.length).toBeGreaterThan(0);
    expect(cache.size()).toEqual({ bodies: 0, bytes: 0, callers: 0 });
  });

  it('remembers a bounded number of callers’ tags', () => {
    const cache = new ComparisonBodyCache(1_000_000, 2);
    cache.keep(tag('a'), comparison('A'));
    for (const id of ['1', '2', '3']) cache.noteSent(agreementId, id, tag('a'));
    expect(cache.size().callers).toBe(2);
    expect(cache.lastSent(agreementId, '1')).toBeUndefined();
    expect(cache.lastSent(agreementId, '3')?.etag).toBe(tag('a'));
  });
});

describe('ComparisonViews', () => {
  function views(replies: unknown[]) {
    const request = jest.fn(async (..._args: unknown[]) => replies.shift());
    const rpc = { request } as unknown as RpcService;
    return { views: new ComparisonViews(rpc, { COMPARISON_CACHE_MB: 1 } as GatewayConfig), request };
  }

  it('asks with the tag it holds for the caller and sends the kept body when agreements says unchanged', async () => {
    const { views: v, request } = views([
      { etag: tag('a'), comparison: comparison('Båten') },
      { etag: tag('a'), unchanged: true },
    ]);
    const first = await v.view(ola, agreementId);
    expect(request.mock.calls[0]).toEqual([expect.anything(), { caller: ola, agreementId }, undefined]);
    expect(await v.view(ola, agreementId, 'req-1')).toBe(first);
    expect(request.mock.calls[1]).toEqual([
      expect.anything(),
      { caller: ola, agreementId, known: tag('a') },
      'req-1',
    ]);
  });

  it('never sends one caller’s body to another: each asks agreements with only their own tag', async () => {
    const { views: v, request } = views([
      { etag: tag('a'), comparison: comparison('Olas') },
      { etag: tag('b'), comparison: comparison('Karis') },
    ]);
    await v.view(ola, agreementId);
    const karis = await v.view(kari, agreementId);
    expect(request.mock.calls[1][1]).toEqual({ caller: kari, agreementId });
    expect(karis.comparison.title).toBe('Karis');
  });

  it('sends the body it asked with when other requests pushed it out of the cache meanwhile', async () => {
    let answer: (reply: unknown) => void = () => undefined;
    const request = jest
      .fn()
      .mockResolvedValueOnce({ etag: tag('a'), comparison: comparison('Olas', 20) })
      .mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const rpc = { request } as unknown as RpcService;
    const v = new ComparisonViews(rpc, { COMPARISON_CACHE_MB: 1 } as GatewayConfig);
    const first = await v.view(ola, agreementId);
    const pending = v.view(ola, agreementId);
    // While agreements answers, other comparisons fill the cache and push Ola's out.
    for (let k = 0; k < 1000; k++) v.cache.keep(String(k).padStart(27, 'x'), comparison(`Andre ${k}`, 20));
    expect(v.cache.body(tag('a'))).toBeUndefined();
    answer({ etag: tag('a'), unchanged: true });
    const second = await pending;
    expect(second).toBe(first);
    expect(v.cache.body(tag('a'))).toBe(first);
  });

  it('takes a changed comparison and refuses an unchanged reply for a tag it did not ask with', async () => {
    const { views: v } = views([
      { etag: tag('a'), comparison: comparison('Før') },
      { etag: tag('b'), comparison: comparison('Etter') },
      { etag: tag('c'), unchanged: true },
    ]);
    await v.view(ola, agreementId);
    expect((await v.view(ola, agreementId)).comparison.title).toBe('Etter');
    await expect(v.view(ola, agreementId)).rejects.toBeInstanceOf(DomainError);
  });
});

describe('sendComparison', () => {
  function response() {
    const headers = new Map<string, unknown>();
    let ended: Buffer | undefined;
    const res = {
      headersSent: false,
      destroyed: false,
      vary: (h: string) => headers.set('vary', h),
      setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), value),
      end: (bytes: Buffer) => (ended = bytes),
    } as unknown as Response;
    return { res, headers, body: () => ended! };
  }
  const req = (acceptEncoding?: string) => ({ headers: { 'accept-encoding': acceptEncoding } }) as Request;

  it('sends the JSON as it is without Accept-Encoding, and a compressed variant made once otherwise', async () => {
    const body = new ComparisonBodyCache(10_000_000).keep(tag('a'), comparison('Båten', 100));
    const plain = response();
    await sendComparison(req(), plain.res, body);
    expect(plain.body().equals(body.json)).toBe(true);
    expect(plain.headers.get('content-encoding')).toBeUndefined();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');

    const br = response();
    await sendComparison(req('gzip, deflate, br'), br.res, body);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(br.body()).equals(body.json)).toBe(true);
    const gz = response();
    await sendComparison(req('gzip'), gz.res, body);
    expect(gunzipSync(gz.body()).equals(body.json)).toBe(true);
    const again = response();
    await sendComparison(req('br'), again.res, body);
    expect(again.body()).toBe(br.body());
    expect(again.headers.get('content-length')).toBe(br.body().length);
  });
});
