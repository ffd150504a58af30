import type { Caller } from '@avtalt/contracts';
import { NO_NEGOTIATION } from '../negotiation/negotiation.rows';
import { kari, ola, snapshot } from './agreement.mapper.spec-helper';
import { toRoundSnapshot } from './agreement.snapshot';
import { toComparison } from './comparison.mapper';
import { ComparisonViewCache, keptNegotiation, tagged, viewReply } from './comparison-view';

const answers = {
  'p-ola': { q1: 'Likt', q2: 12000, q3: 'self' },
  'p-kari': { q1: 'Likt', q2: 11000, q3: 'other' },
};
const none = { negotiation: NO_NEGOTIATION, modelDrafts: false };

describe('a caller’s comparison and the tag of its content', () => {
  it('tags equal contents alike and any difference apart', () => {
    const s = snapshot(answers);
    const round = toRoundSnapshot(s);
    const a = tagged(toComparison(s, round, ola, none));
    const b = tagged(toComparison(s, toRoundSnapshot(s), ola, none));
    expect(a.etag).toMatch(/^[A-Za-z0-9_-]{27}$/);
    expect(b.etag).toBe(a.etag);
    // Kari's view differs from Ola's (who is "you", who started it), and so does a changed answer.
    expect(tagged(toComparison(s, round, kari, none)).etag).not.toBe(a.etag);
    const changed = snapshot({ ...answers, 'p-kari': { ...answers['p-kari'], q2: 11500 } });
    expect(tagged(toComparison(changed, toRoundSnapshot(changed), ola, none)).etag).not.toBe(a.etag);
  });

  it('reads a version’s negotiation rows once for all its readers, and again after a failed read', async () => {
    const s = snapshot(answers);
    const round = toRoundSnapshot(s);
    const load = jest
      .fn<Promise<typeof NO_NEGOTIATION>, []>()
      .mockRejectedValueOnce(new Error('database gone'))
      .mockResolvedValue(NO_NEGOTIATION);
    await expect(keptNegotiation(round, load)).rejects.toThrow('database gone');
    const [a, b] = await Promise.all([keptNegotiation(round, load), keptNegotiation(round, load)]);
    expect(a).toBe(NO_NEGOTIATION);
    expect(b).toBe(a);
    expect(load).toHaveBeenCalledTimes(2);
    // Another version (another state object) reads its own.
    await keptNegotiation(toRoundSnapshot({ ...s }), load);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('builds each caller’s view once per version and keeps the callers apart', () => {
    const s = snapshot(answers);
    const round = toRoundSnapshot(s);
    const views = new ComparisonViewCache();
    const build = jest.fn((caller: Caller) => toComparison(s, round, caller, none));
    const first = views.view('a1', '2', ola, false, () => build(ola));
    expect(views.view('a1', '2', ola, false, () => build(ola))).toBe(first);
    const karis = views.view('a1', '2', kari, false, () => build(kari));
    expect(karis.comparison.isInitiator).toBe(false);
    expect(first.comparison.isInitiator).toBe(true);
    expect(build).toHaveBeenCalledTimes(2);
    // Another version, another agreement, or a language model that came: built again.
    views.view('a1', '3', ola, false, () => build(ola));
    views.view('a2', '2', ola, false, () => build(ola));
    views.view('a1', '2', ola, true, () => build(ola));
    expect(build).toHaveBeenCalledTimes(5);
  });

  it('keeps views within its bytes, the least recently used out first', () => {
    const s = snapshot(answers);
    const round = toRoundSnapshot(s);
    const one = JSON.stringify(toComparison(s, round, ola, none)).length * 4;
    const views = new ComparisonViewCache(one * 2);
    const build = jest.fn(() => toComparison(s, round, ola, none));
    views.view('a1', '1', ola, false, build);
    views.view('a2', '1', ola, false, build);
    views.view('a1', '1', ola, false, build);
    views.view('a3', '1', ola, false, build);
    expect(build).toHaveBeenCalledTimes(3);
    expect(views.size()).toEqual({ views: 2, bytes: one * 2 });
    // a2 was the least recently used: built again; a1 is still kept.
    views.view('a2', '1', ola, false, build);
    expect(build).toHaveBeenCalledTimes(4);
    views.view('a3', '1', ola, false, build);
    expect(build).toHaveBeenCalledTimes(4);
    // With no budget nothing is kept, and every view is still answered.
    const unkept = new ComparisonViewCache(0);
    expect(unkept.view('a1', '1', ola, false, build).etag).toMatch(/^[A-Za-z0-9_-]{27}$/);
    expect(unkept.size()).toEqual({ views: 0, bytes: 0 });
  });

  it('answers only the tag when the caller knows it, and the whole comparison otherwise', () => {
    const s = snapshot(answers);
    const view = tagged(toComparison(s, toRoundSnapshot(s), ola, none));
    expect(viewReply(view, view.etag)).toEqual({ etag: view.etag, unchanged: true });
    expect(viewReply(view, undefined)).toEqual(view);
    expect(viewReply(view, 'A'.repeat(27))).toEqual(view);
  });
});
