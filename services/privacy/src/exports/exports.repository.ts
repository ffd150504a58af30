import { inTransaction, type Sql, sqlOf, type Timestamps, withDates } from '@avtalt/service-kit';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

export interface ExportRow {
  id: string;
  user_id: string;
  status: 'pending' | 'ready' | 'failed';
  created_at: Date;
  expires_at: Date;
  size_bytes: number | null;
  mailed_at: Date | null;
}

const COLUMNS = 'id, user_id, status, created_at, expires_at, size_bytes, mailed_at';
type StoredRow = Timestamps<ExportRow, 'created_at' | 'expires_at' | 'mailed_at'>;
const dated = (row: StoredRow): ExportRow => withDates(row, ['created_at', 'expires_at', 'mailed_at']);

/** The SQL of `data_exports`. */
@Injectable()
export class ExportsRepository {
  constructor(private readonly em: EntityManager) {}

  private sql(): Sql {
    return sqlOf(this.em.fork().getConnection());
  }

  /**
   * A new pending export, unless the person started `perDay` in the last day: under a lock on the person
   * (a transaction-level advisory lock), so parallel requests cannot pass the limit together. Their expired
   * exports are deleted first.
   */
  async startWithinLimit(
    userId: string,
    id: string,
    now: Date,
    expiresAt: Date,
    perDay: number,
  ): Promise<ExportRow | undefined> {
    return inTransaction(this.em, async (tx) => {
      await tx.execute(`select pg_advisory_xact_lock(hashtextextended('data-export:' || ?, 0))`, [userId]);
      await tx.execute('delete from data_exports where user_id = ?::uuid and expires_at <= ?', [userId, now]);
      const [{ started }] = await tx.execute<{ started: number }[]>(
        `select count(*)::int as started from data_exports
          where user_id = ?::uuid and created_at > ?::timestamptz - interval '1 day'`,
        [userId, now],
      );
      if (started >= perDay) return undefined;
      const [row] = await tx.execute<StoredRow[]>(
        `insert into data_exports (id, user_id, status, created_at, expires_at)
         values (?, ?, 'pending', ?, ?) returning ${COLUMNS}`,
        [id, userId, now, expiresAt],
      );
      return dated(row);
    });
  }

  /** The person's exports not yet expired, newest first. */
  async list(userId: string, now: Date): Promise<ExportRow[]> {
    const rows = await this.sql().execute<StoredRow[]>(
      `select ${COLUMNS} from data_exports where user_id = ?::uuid and expires_at > ? order by created_at desc`,
      [userId, now],
    );
    return rows.map(dated);
  }

  async find(id: string): Promise<ExportRow | undefined> {
    const [row] = await this.sql().execute<StoredRow[]>(`select ${COLUMNS} from data_exports where id = ?`, [
      id,
    ]);
    return row ? dated(row) : undefined;
  }

  /** Stores the ZIP; false when the export is gone (expired meanwhile) or was already finished. */
  async markReady(id: string, zip: Uint8Array): Promise<boolean> {
    const rows = await this.sql().execute<unknown[]>(
      `update data_exports set status = 'ready', zip = ?, size_bytes = ? where id = ? and status = 'pending' returning 1`,
      [Buffer.from(zip), zip.byteLength, id],
    );
    return rows.length === 1;
  }

  /** The owner was told the export is ready (a retry of the job then mails nothing more). */
  async markMailed(id: string): Promise<void> {
    await this.sql().execute('update data_exports set mailed_at = now() where id = ? and mailed_at is null', [
      id,
    ]);
  }

  async markFailed(id: string): Promise<void> {
    await this.sql().execute(
      `update data_exports set status = 'failed' where id = ? and status = 'pending'`,
      [id],
    );
  }

  /** `length` bytes of the person's ready export from `offset`, and its size; undefined when there is none. */
  async chunk(
    userId: string,
    id: string,
    offset: number,
    length: number,
    now: Date,
  ): Promise<{ size: number; data: Buffer } | undefined> {
    const [row] = await this.sql().execute<{ size: number; data: Buffer }[]>(
      `select octet_length(zip) as size, substring(zip from ? for ?) as data from data_exports
        where id = ? and user_id = ?::uuid and status = 'ready' and expires_at > ?`,
      [offset + 1, length, id, userId, now],
    );
    return row ? { size: Number(row.size), data: Buffer.from(row.data) } : undefined;
  }

  /** Deletes every export past its time (the ZIP with it); how many. */
  async deleteExpired(now: Date): Promise<number> {
    const rows = await this.sql().execute<unknown[]>(
      'delete from data_exports where expires_at <= ? returning 1',
      [now],
    );
    return rows.length;
  }

  /** Deletes every export of a person who deleted their account (the ZIPs hold all their data); how many. */
  async deleteAllOf(userId: string): Promise<string[]> {
    const rows = await this.sql().execute<{ id: string }[]>(
      'delete from data_exports where user_id = ?::uuid returning id',
      [userId],
    );
    return rows.map((r) => r.id);
  }
}
