import type { Caller } from '@avtalt/contracts';
import { NO_NEGOTIATION } from '../negotiation/negotiation.rows';
import { kari, ola, snapshot } from './agreement.mapper.spec-helper';
import { toRoundSnapshot } from './agreement.snapshot';
import { toComparison } from './comparison.mapper';
import { keptNegotiation, keptView, MAX_VIEWS_PER_VERSION, tagged, viewReply } from './comparison-view';

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

  it('builds each caller’s view once per version and keeps the callers apart', () => {
    const s = snapshot(answers);
    const round = toRoundSnapshot(s);
    const build = jest.fn((caller: Caller) => toComparison(s, round, caller, none));
    const first = keptView(round, ola, false, () => build(ola));
    expect(keptView(round, ola, false, () => build(ola))).toBe(first);
    const karis = keptView(round, kari, false, () => build(kari));
    expect(karis.comparison.isInitiator).toBe(false);
    expect(first.comparison.isInitiator).toBe(true);
    expect(build).toHaveBeenCalledTimes(2);
    // Another version (another round snapshot) builds again.
    keptView(toRoundSnapshot(s), ola, false, () => build(ola));
    expect(build).toHaveBeenCalledTimes(3);
  });

  it('builds again when a language model comes or goes (the comparison offers its drafts)', () => {
    const s = snapshot(answers);
    const round = toRoundSnapshot(s);
    const build = jest.fn(() => toComparison(s, round, ola, none));
    keptView(round, ola, false, build);
    keptView(round, ola, true, build);
    keptView(round, ola, true, build);
    expect(build).toHaveBeenCalledTimes(2);
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
    // Another version reads its own.
    await keptNegotiation(toRoundSnapshot(s), load);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('keeps at most MAX_VIEWS_PER_VERSION callers and computes the others each time', () => {
    const s = snapshot(answers);
    const round = toRoundSnapshot(s);
    const visitor = (i: number): Caller => ({
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      anonymous: true,
      name: 'Anonym',
    });
    const build = jest.fn((caller: Caller) => toComparison(s, round, caller, none));
    for (let i = 0; i <= MAX_VIEWS_PER_VERSION; i++)
      keptView(round, visitor(i), false, () => build(visitor(i)));
    expect(build).toHaveBeenCalledTimes(MAX_VIEWS_PER_VERSION + 1);
    keptView(round, visitor(0), false, () => build(visitor(0)));
    keptView(round, visitor(MAX_VIEWS_PER_VERSION), false, () => build(visitor(MAX_VIEWS_PER_VERSION)));
    // The first was kept; the one past the bound is built again.
    expect(build).toHaveBeenCalledTimes(MAX_VIEWS_PER_VERSION + 2);
  });

  it('answers only the tag when the caller knows it, and the whole comparison otherwise', () => {
    const s = snapshot(answers);
    const view = tagged(toComparison(s, toRoundSnapshot(s), ola, none));
    expect(viewReply(view, view.etag)).toEqual({ etag: view.etag, unchanged: true });
    expect(viewReply(view, undefined)).toBe(view);
    expect(viewReply(view, 'A'.repeat(27))).toBe(view);
  });
});
