import { AgreementMessages, ErrorCode } from '@avtalt/contracts';
import { DomainError, runWithoutDeadline } from '@avtalt/service-kit';
import { type RoundSnapshot } from '../rounds/round-snapshot';
import type { AgreementReadRepository } from './agreement-reads.repository';
import { type AgreementSnapshot, toRoundSnapshot } from './agreement.snapshot';

/**
 * One cache entry's rows. `round` carries what is derived from them (the rules' lookups, the comparison's
 * rows), built at the first read that needs it: once per cached version, and dropped with the entry.
 */
export interface CachedSnapshot {
  snapshot: AgreementSnapshot;
  round: RoundSnapshot;
}

/** How the cache reaches the database (the service passes the real ones; tests their own). */
export interface SnapshotSource {
  /** The current version of each agreement that exists; one query for the whole list. */
  versions(agreementIds: string[]): Promise<Map<string, string>>;
  /** All rows of one agreement, read in one database snapshot, with the version they have there. */
  load(agreementId: string): Promise<CachedSnapshot & { version: string }>;
}

interface Waiter {
  resolve(version: string | undefined): void;
  reject(error: unknown): void;
}

/** The real source: one indexed lookup for the versions, six queries for an agreement's rows. */
export function repositorySnapshotSource(repo: AgreementReadRepository): SnapshotSource {
  return {
    versions: (ids) => repo.versions(ids),
    async load(agreementId) {
      // One transaction snapshot for the six queries: the rows are those of exactly one version.
      const snapshot = await repo.transaction((tx) => repo.load(tx, agreementId), 'repeatable read');
      return { snapshot, round: toRoundSnapshot(snapshot), version: snapshot.agreement.version };
    },
  };
}

/**
 * The read paths (get, questions, comparison, documents) keep each agreement's rows in memory, tagged
 * with the agreement's version. The database raises that version on every change to the agreement or
 * its rows (see the AgreementVersion migration), so a read costs one indexed lookup while nothing
 * changed, and every replica sees a change on its next read: nothing needs to be told to forget anything.
 *
 * An entry holds committed rows only, tagged with the version they have in the database: rows loaded
 * in one repeatable-read transaction (the six queries see one commit, and the version is read with
 * them), or the rows a writer committed, under the version its commit produced. A read is served from
 * an entry whose version is at least the one the read found.
 *
 * Reads that arrive together share work without giving up read-your-writes:
 * - version lookups are gathered until the end of the current turn of the event loop and sent as one
 *   query; every read is answered by a query sent after it arrived, so it sees every change committed
 *   before it arrived. (When an `agreement_updated` event reaches a room, all its participants' browsers
 *   ask for the comparison at the same moment: one query instead of fifty.)
 * - when the version has moved, one load of the rows per (agreement, version) is shared by all readers
 *   that saw that version.
 *
 * Cached objects are shared between readers and must not be modified.
 */
export class SnapshotCache {
  private readonly entries = new Map<string, CachedSnapshot & { version: string }>();
  private readonly loading = new Map<string, { version: string; promise: Promise<CachedSnapshot> }>();
  /** Version lookups not yet sent, by agreement id; undefined while none is waiting. */
  private batch: Map<string, Waiter[]> | undefined;

  constructor(
    private readonly source: SnapshotSource,
    private readonly maxEntries = 2000,
  ) {}

  async read(agreementId: string): Promise<CachedSnapshot> {
    const version = await this.versionOf(agreementId);
    if (version === undefined) throw new DomainError(ErrorCode.NotFound, AgreementMessages.notFound);
    const hit = this.entries.get(agreementId);
    // Rows at least as new as the version this read found (entries are tagged with their own version).
    if (hit && BigInt(hit.version) >= BigInt(version)) {
      // Most recently used last: the first entry is the one to evict.
      this.entries.delete(agreementId);
      this.entries.set(agreementId, hit);
      return hit;
    }
    const inFlight = this.loading.get(agreementId);
    if (inFlight?.version === version) return inFlight.promise;
    // Shared by every reader that arrives meanwhile: not bound to the first one's deadline (its commit
    // would be refused near it, failing the others too). Nothing is written in it.
    const promise = runWithoutDeadline(() => this.source.load(agreementId)).then((loaded) => {
      this.store(agreementId, loaded);
      return loaded;
    });
    this.loading.set(agreementId, { version, promise });
    const forget = () => {
      if (this.loading.get(agreementId)?.promise === promise) this.loading.delete(agreementId);
    };
    promise.then(forget, forget);
    return promise;
  }

  /** The cached rows of the agreement if they are those of `version` (writers holding the row lock). */
  peek(agreementId: string, version: string): CachedSnapshot | undefined {
    const hit = this.entries.get(agreementId);
    return hit?.version === version ? hit : undefined;
  }

  /** Remembers rows a writer committed, under the version its transaction ended with. */
  put(agreementId: string, version: string, rows: CachedSnapshot): void {
    this.store(agreementId, { version, ...rows });
  }

  private versionOf(agreementId: string): Promise<string | undefined> {
    let batch = this.batch;
    if (!batch) {
      const created = new Map<string, Waiter[]>();
      batch = this.batch = created;
      setImmediate(() => void this.send(created));
    }
    const waiting = batch.get(agreementId) ?? [];
    batch.set(agreementId, waiting);
    return new Promise((resolve, reject) => waiting.push({ resolve, reject }));
  }

  private async send(batch: Map<string, Waiter[]>): Promise<void> {
    // Reads arriving from now on wait for the next query: this one may already be on its way.
    this.batch = undefined;
    try {
      const versions = await this.source.versions([...batch.keys()]);
      for (const [id, waiters] of batch) for (const waiter of waiters) waiter.resolve(versions.get(id));
    } catch (error) {
      for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
    }
  }

  private store(agreementId: string, entry: CachedSnapshot & { version: string }): void {
    const current = this.entries.get(agreementId);
    // A slower load of an older version must not replace a newer one (versions only grow).
    if (current && BigInt(current.version) > BigInt(entry.version)) return;
    this.entries.delete(agreementId);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(agreementId, entry);
  }
}
