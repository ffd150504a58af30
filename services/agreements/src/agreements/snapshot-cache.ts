import { AgreementMessages, ErrorCode } from '@avtalt/contracts';
import { DomainError } from '@avtalt/service-kit';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type RoundSnapshot } from '../rounds/rounds.rules';
import { type AgreementSnapshot, readSnapshot, toRoundSnapshot } from './agreement.snapshot';

export interface CachedSnapshot {
  snapshot: AgreementSnapshot;
  round: RoundSnapshot;
}

/**
 * The read paths (get, questions, comparison) keep each agreement's rows in memory, tagged with the
 * agreement's version. The database raises that version on every change to the agreement or its rows
 * (see the AgreementVersion migration), so a read costs one indexed lookup while nothing changed, and
 * every replica sees a change on its next read: nothing needs to be told to forget anything.
 *
 * The version is read before the rows. If a change commits in between, the rows are newer than the
 * version they are stored under, and the next read reloads them: an entry is never older than its tag.
 * Cached objects are shared between readers and must not be modified.
 */
export class SnapshotCache {
  private readonly entries = new Map<string, CachedSnapshot & { version: string }>();

  constructor(private readonly maxEntries = 2000) {}

  async read(em: EntityManager, agreementId: string): Promise<CachedSnapshot> {
    const [row] = await em.getConnection().execute<{ version: string | number }[]>('select "version" from "agreements" where "id" = ?', [agreementId]);
    if (!row) throw new DomainError(ErrorCode.NotFound, AgreementMessages.notFound);
    const version = String(row.version);
    const hit = this.entries.get(agreementId);
    if (hit?.version === version) {
      // Most recently used last: the first entry is the one to evict.
      this.entries.delete(agreementId);
      this.entries.set(agreementId, hit);
      return hit;
    }
    const snapshot = await readSnapshot(em, agreementId);
    const entry = { version, snapshot, round: toRoundSnapshot(snapshot) };
    this.entries.delete(agreementId);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(agreementId, entry);
    return entry;
  }
}
