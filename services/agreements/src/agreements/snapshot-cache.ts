import { AgreementMessages, ErrorCode } from '@avtalt/contracts';
import { DomainError } from '@avtalt/service-kit';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type RoundSnapshot } from '../rounds/rounds.rules';
import { type AgreementSnapshot, readSnapshot, toRoundSnapshot } from './agreement.snapshot';

export interface CachedSnapshot {
  snapshot: AgreementSnapshot;
  round: RoundSnapshot;
}

/** How the cache reaches the database (the service passes the real ones; tests their own). */
export interface SnapshotSource {
  /** The current version of each agreement that exists; one query for the whole list. */
  versions(agreementIds: string[]): Promise<Map<string, string>>;
  /** All rows of one agreement. */
  load(agreementId: string): Promise<CachedSnapshot>;
}

interface Waiter {
  resolve(version: string | undefined): void;
  reject(error: unknown): void;
}

/** The real source: one indexed lookup for the versions, six queries for an agreement's rows. */
export function databaseSnapshotSource(em: EntityManager): SnapshotSource {
  return {
    async versions(ids) {
      const placeholders = ids.map(() => '?').join(', ');
      const rows = await em.getConnection().execute<{ id: string; version: string | number }[]>(`select "id", "version" from "agreements" where "id" in (${placeholders})`, ids);
      return new Map(rows.map((row) => [row.id, String(row.version)]));
    },
    async load(agreementId) {
      const snapshot = await readSnapshot(em, agreementId);
      return { snapshot, round: toRoundSnapshot(snapshot) };
    },
  };
}

/**
 * The read paths (get, questions, comparison, documents) keep each agreement's rows in memory, tagged
 * with the agreement's version. The database raises that version on every change to the agreement or
 * its rows (see the AgreementVersion migration), so a read costs one indexed lookup while nothing
 * changed, and every replica sees a change on its next read: nothing needs to be told to forget anything.
 *
 * The version is read before the rows. If a change commits in between, the rows are newer than the
 * version they are stored under, and the next read reloads them: an entry is never older than its tag.
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
    if (hit?.version === version) {
      // Most recently used last: the first entry is the one to evict.
      this.entries.delete(agreementId);
      this.entries.set(agreementId, hit);
      return hit;
    }
    const inFlight = this.loading.get(agreementId);
    if (inFlight?.version === version) return inFlight.promise;
    const promise = this.source.load(agreementId).then((loaded) => {
      const entry = { version, ...loaded };
      this.store(agreementId, entry);
      return entry;
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
