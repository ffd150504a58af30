import type { Caller } from '@avtalt/contracts';
import { currentDeadline, DomainError, runInRequest } from '@avtalt/service-kit';
import { snapshotIndex } from '../rounds/round-snapshot';
import { twoQuestionSnapshot } from '../testing/snapshots';
import type { AgreementReadRepository } from './agreement-reads.repository';
import { toComparison } from './comparison.mapper';
import type { CachedSnapshot, SnapshotSource } from './snapshot-cache';
import { repositorySnapshotSource, SnapshotCache } from './snapshot-cache';

/** An in-memory "database": versions per agreement, and a record of every query the cache sends. */
function fakeSource() {
  const versions = new Map<string, number>([
    ['a', 1],
    ['b', 7],
  ]);
  const versionQueries: string[][] = [];
  const loads: string[] = [];
  let releaseLoads: (() => void) | undefined;
  let loadsHeld: Promise<void> | undefined;
  const source: SnapshotSource = {
    async versions(ids) {
      versionQueries.push(ids);
      return new Map(ids.filter((id) => versions.has(id)).map((id) => [id, String(versions.get(id))]));
    },
    async load(id) {
      loads.push(id);
      const seen = versions.get(id);
      if (loadsHeld) await loadsHeld;
      return { snapshot: { id, seen }, round: {}, version: String(seen) } as unknown as CachedSnapshot & {
        version: string;
      };
    },
  };
  return {
    source,
    versions,
    versionQueries,
    loads,
    holdLoads() {
      loadsHeld = new Promise((resolve) => (releaseLoads = resolve));
    },
    releaseLoads: () => releaseLoads?.(),
  };
}

const seenOf = (cached: CachedSnapshot) => (cached.snapshot as unknown as { seen: number }).seen;

describe('SnapshotCache', () => {
  it('loads the rows once and serves them while the version stays the same', async () => {
    const db = fakeSource();
    const cache = new SnapshotCache(db.source);
    const first = await cache.read('a');
    const second = await cache.read('a');
    expect(second).toBe(first);
    expect(db.loads).toEqual(['a']);
    expect(db.versionQueries).toEqual([['a'], ['a']]);
  });

  it('reloads after the version moved', async () => {
    const db = fakeSource();
    const cache = new SnapshotCache(db.source);
    expect(seenOf(await cache.read('a'))).toBe(1);
    db.versions.set('a', 2);
    expect(seenOf(await cache.read('a'))).toBe(2);
    expect(db.loads).toEqual(['a', 'a']);
  });

  it('answers reads that arrive together with one version query and one load', async () => {
    const db = fakeSource();
    const cache = new SnapshotCache(db.source);
    const reads = await Promise.all([cache.read('a'), cache.read('b'), cache.read('a'), cache.read('a')]);
    expect(db.versionQueries).toEqual([['a', 'b']]);
    expect(db.loads).toEqual(['a', 'b']);
    expect(reads[0]).toBe(reads[2]);
    expect(reads[2]).toBe(reads[3]);
  });

  it('never answers a read with a version query sent before the read arrived', async () => {
    const db = fakeSource();
    const cache = new SnapshotCache(db.source);
    const early = cache.read('a');
    // Let the first batch go out, then change the data and read again: the second read needs its own query.
    await new Promise((resolve) => setImmediate(resolve));
    db.versions.set('a', 5);
    const late = cache.read('a');
    expect(seenOf(await early)).toBe(1);
    expect(seenOf(await late)).toBe(5);
    expect(db.versionQueries).toEqual([['a'], ['a']]);
  });

  it('shares an unfinished load between readers of the same version, not of a newer one', async () => {
    const db = fakeSource();
    const cache = new SnapshotCache(db.source);
    db.holdLoads();
    const first = cache.read('a');
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    const sameVersion = cache.read('a');
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    db.versions.set('a', 2);
    const newer = cache.read('a');
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    db.releaseLoads();
    const [a, b, c] = await Promise.all([first, sameVersion, newer]);
    expect(b).toBe(a);
    expect(seenOf(c)).toBe(2);
    expect(db.loads).toEqual(['a', 'a']);
    // The newer rows stay cached.
    expect(await cache.read('a')).toBe(c);
  });

  it('answers not found for an agreement that does not exist, and passes database errors on', async () => {
    const db = fakeSource();
    const cache = new SnapshotCache(db.source);
    await expect(cache.read('missing')).rejects.toBeInstanceOf(DomainError);
    db.source.versions = async () => {
      throw new Error('connection lost');
    };
    await expect(Promise.all([cache.read('a'), cache.read('b')])).rejects.toThrow('connection lost');
  });

  it('serves rows a writer committed, also to a read that found an older version, and never older rows', async () => {
    const db = fakeSource();
    const cache = new SnapshotCache(db.source);
    await cache.read('a');
    const committed = { snapshot: { id: 'a', seen: 3 }, round: {} } as unknown as CachedSnapshot;
    cache.put('a', '3', committed);
    db.versions.set('a', 3);
    expect(await cache.read('a')).toMatchObject(committed);
    // A slower load of an older version does not replace it.
    cache.put('a', '2', { snapshot: { id: 'a', seen: 2 }, round: {} } as unknown as CachedSnapshot);
    expect(cache.peek('a', '3')).toMatchObject(committed);
    expect(cache.peek('a', '2')).toBeUndefined();
    db.versions.set('a', 4);
    expect(seenOf(await cache.read('a'))).toBe(4);
    expect(db.loads).toEqual(['a', 'a']);
  });

  it('forgets the least recently used agreement when full', async () => {
    const db = fakeSource();
    db.versions.set('c', 1);
    const cache = new SnapshotCache(db.source, 2);
    await cache.read('a');
    await cache.read('b');
    await cache.read('a');
    await cache.read('c');
    await cache.read('a');
    await cache.read('b');
    expect(db.loads).toEqual(['a', 'b', 'c', 'b']);
  });

  it('loads rows shared by several readers outside the first reader’s deadline', async () => {
    const db = fakeSource();
    const deadlines: (number | undefined)[] = [];
    const load = db.source.load.bind(db.source);
    db.source.load = (id) => {
      deadlines.push(currentDeadline());
      return load(id);
    };
    const cache = new SnapshotCache(db.source);
    // The first reader is about to give up; a commit in its context would be refused, failing the others.
    const [nearlyLate, onTime] = await Promise.all([
      runInRequest({ requestId: 'r1', deadline: Date.now() + 100 }, () => cache.read('a')),
      runInRequest({ requestId: 'r2', deadline: Date.now() + 60_000 }, () => cache.read('a')),
    ]);
    expect(onTime).toBe(nearlyLate);
    expect(deadlines).toEqual([undefined]);
  });
});

describe('SnapshotCache and what is derived from the rows', () => {
  const kari: Caller = { id: 'u-kari', name: 'Kari Nordmann', anonymous: false };
  const ola: Caller = { id: 'u-ola', name: 'Ola Nordmann', anonymous: false };

  /** The real source over a repository whose rows carry the version it is set to. */
  function realSource() {
    const db = { version: 1, loads: 0 };
    const rows = twoQuestionSnapshot(kari, new Date('2026-11-30T00:00:00Z'));
    const repo = {
      versions: async (ids: string[]) => new Map(ids.map((id) => [id, String(db.version)])),
      transaction: <T>(work: (tx: unknown) => Promise<T>) => work(undefined),
      load: async () => {
        db.loads++;
        return { ...rows, agreement: { ...rows.agreement, version: String(db.version) } };
      },
    } as unknown as AgreementReadRepository;
    return { db, source: repositorySnapshotSource(repo) };
  }

  it('builds the lookups and the comparison rows once per cached version, and again for a new version', async () => {
    const { db, source } = realSource();
    const cache = new SnapshotCache(source);
    const first = await cache.read('a');
    const again = await cache.read('a');
    expect(db.loads).toBe(1);
    expect(snapshotIndex(again.round)).toBe(snapshotIndex(first.round));
    const rows = toComparison(first.snapshot, first.round, kari).questionAnswers;
    expect(rows.map((row) => row.questionId)).toEqual(['q1', 'q2']);
    // Another caller's comparison of the same version reuses the rows built for the first.
    expect(toComparison(again.snapshot, again.round, ola).questionAnswers).toBe(rows);

    db.version = 2;
    const next = await cache.read('a');
    expect(db.loads).toBe(2);
    expect(snapshotIndex(next.round)).not.toBe(snapshotIndex(first.round));
    const nextRows = toComparison(next.snapshot, next.round, kari).questionAnswers;
    expect(nextRows).not.toBe(rows);
    expect(nextRows).toEqual(rows);
  });
});
