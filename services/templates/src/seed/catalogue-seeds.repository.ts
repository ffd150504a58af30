import type { EntityManager } from '@mikro-orm/postgresql';

/** A catalogue topic's claim: the revision of its fields, the version of its content, a version an admin kept against. */
export interface SeedState {
  revision: number;
  version: string | null;
  keptVersion: string | null;
}

/** A catalogue topic's signing notes to give the stored topic of `topic_key` (issue 31). */
export interface SigningNotesFill {
  topic_key: string;
  signing_notes: unknown;
}

/** A catalogue question's middle ground to give the stored question of `question_key` in `topic_key` (issue 19). */
export interface MiddleGroundFill {
  topic_key: string;
  question_key: string;
  middle_ground: unknown;
}

/**
 * The SQL of seeding the catalogue: the `catalogue_seeds` claims (one per catalogue topic, with the
 * revision its rows were brought to) and the fills that run on every start. The topic and question rows
 * themselves are written through the ORM by {@link CatalogueSeeder}. Methods with a `tx` run in the
 * caller's transaction (`tx.execute`, so a row lock taken there is held until its commit).
 */
export class CatalogueSeedsRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * Claims the topic's key at `revision`; false when it was claimed before (by this or another replica).
   * On the connection, outside any transaction of the caller's (as the seeder has always done it): the
   * claim is committed at once, so a replica starting at the same time finds it and does not seed again.
   */
  async claim(key: string, revision: number, version: string): Promise<boolean> {
    const claimed = await this.em
      .getConnection()
      .execute<{ key: string }[]>(
        'insert into catalogue_seeds (key, seeded_at, revision, version) values (?, now(), ?, ?) on conflict (key) do nothing returning key',
        [key, revision, version],
      );
    return claimed.length > 0;
  }

  /** The topic's claim, locked until the transaction ends (undefined: no claim). */
  async lock(tx: EntityManager, key: string): Promise<SeedState | undefined> {
    const [seed] = await tx.execute<
      { revision: number; version: string | null; kept_version: string | null }[]
    >('select revision, version, kept_version from catalogue_seeds where key = ? for update', [key]);
    return seed && { revision: seed.revision, version: seed.version, keptVersion: seed.kept_version };
  }

  /** Every claim's version and kept version, by key (the admin topic list's notices). */
  async states(): Promise<Map<string, SeedState>> {
    const rows = await this.em
      .fork()
      .getConnection()
      .execute<{ key: string; revision: number; version: string | null; kept_version: string | null }[]>(
        'select key, revision, version, kept_version from catalogue_seeds',
      );
    return new Map(
      rows.map((r) => [r.key, { revision: r.revision, version: r.version, keptVersion: r.kept_version }]),
    );
  }

  /** The version the topic's rows are at now; `keptVersion` is cleared when the rows were brought to another. */
  async setVersion(
    tx: EntityManager,
    key: string,
    version: string | null,
    keptVersion: string | null,
  ): Promise<void> {
    await tx.execute('update catalogue_seeds set version = ?, kept_version = ? where key = ?', [
      version,
      keptVersion,
      key,
    ]);
  }

  async setRevision(tx: EntityManager, key: string, revision: number): Promise<void> {
    await tx.execute('update catalogue_seeds set revision = ? where key = ?', [revision, key]);
  }

  /**
   * Gives each listed topic whose document has no `signingNotes` key its notes (a null document becomes
   * `defaultDocument` with them); a document that has the key, even `[]`, is never touched. One statement,
   * the condition checked again under the row lock. Returns the catalogue keys of the topics filled.
   */
  async fillSigningNotes(entries: readonly SigningNotesFill[], defaultDocument: unknown): Promise<string[]> {
    if (entries.length === 0) return [];
    const filled = await this.em
      .fork()
      .getConnection()
      .execute<{ catalogue_key: string }[]>(
        `update topics t
       set document = coalesce(t.document, ?::jsonb) || jsonb_build_object('signingNotes', f.signing_notes)
       from jsonb_to_recordset(?::jsonb) as f(topic_key text, signing_notes jsonb)
       where t.catalogue_key = f.topic_key and (t.document -> 'signingNotes') is null
       returning t.catalogue_key`,
        [JSON.stringify(defaultDocument), JSON.stringify(entries)],
      );
    return filled.map((r) => r.catalogue_key);
  }

  /**
   * Gives each listed question whose middle ground was never set (null) the library's; `[]` or a value is
   * never touched. Returns how many questions were filled.
   */
  async fillMiddleGround(entries: readonly MiddleGroundFill[]): Promise<number> {
    if (entries.length === 0) return 0;
    const filled = await this.em
      .fork()
      .getConnection()
      .execute<{ id: string }[]>(
        `update question_templates q set middle_ground = f.middle_ground
       from jsonb_to_recordset(?::jsonb) as f(topic_key text, question_key text, middle_ground jsonb), topics t
       where t.catalogue_key = f.topic_key and q.topic_id = t.id and q.catalogue_key = f.question_key and q.middle_ground is null
       returning q.id`,
        [JSON.stringify(entries)],
      );
    return filled.length;
  }
}
