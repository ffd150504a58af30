import type { ChatChoice, ErasureAgreement, Language } from '@avtalt/contracts';
import { type Sql, sqlOf } from '@avtalt/service-kit';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

/** An account deletion while it runs (after it, only counts and times are left). */
export interface ErasureRow {
  id: string;
  status: 'running' | 'done';
  user_id: string | null;
  first_name: string | null;
  /** The account's language, for the mail at the end (null: a deletion started before it was kept). */
  language: Language | null;
  names: string[] | null;
  emails: string[] | null;
  confirmed_email: string | null;
  chat_choice: ChatChoice;
  deleted_ids: string[];
  anonymised_ids: string[];
  kept: { title: string; keptUntil: string }[];
  mailed_at: Date | null;
  counts: Record<string, number>;
}

/** What is stored when a deletion starts: whom to find, and how. */
export interface NewErasure {
  id: string;
  userId: string;
  firstName: string;
  language: Language;
  names: readonly string[];
  emails: readonly string[];
  confirmedEmail: string | null;
  chatChoice: ChatChoice;
  kept: readonly Pick<ErasureAgreement, 'title' | 'keptUntil'>[];
  now: Date;
}

/** The SQL of `erasures`. */
@Injectable()
export class ErasuresRepository {
  constructor(private readonly em: EntityManager) {}

  private sql(): Sql {
    return sqlOf(this.em.fork().getConnection());
  }

  async insert(e: NewErasure): Promise<void> {
    await this.sql().execute(
      `insert into erasures (id, status, user_id, first_name, language, names, emails, confirmed_email, chat_choice, kept, created_at)
       values (?, 'running', ?, ?, ?, ?::jsonb, ?::jsonb, ?, ?, ?::jsonb, ?)`,
      [
        e.id,
        e.userId,
        e.firstName,
        e.language,
        JSON.stringify(e.names),
        JSON.stringify(e.emails),
        e.confirmedEmail,
        e.chatChoice,
        JSON.stringify(e.kept),
        e.now,
      ],
    );
  }

  async find(id: string): Promise<ErasureRow | undefined> {
    const [row] = await this.sql().execute<ErasureRow[]>(
      `select id, status, user_id, first_name, language, names, emails, confirmed_email, chat_choice, deleted_ids,
              anonymised_ids, kept, mailed_at, counts from erasures where id = ?`,
      [id],
    );
    return row;
  }

  /**
   * What a step did, added to what earlier attempts did: the agreements deleted and made anonymous (a retry
   * finds them done, so they would otherwise be lost to the later steps) and the counts per table.
   */
  async record(
    id: string,
    step: {
      deletedIds?: readonly string[];
      anonymisedIds?: readonly string[];
      counts: Record<string, number>;
    },
  ): Promise<void> {
    await this.sql().execute(
      `update erasures set
         deleted_ids = (select coalesce(jsonb_agg(distinct x), '[]') from jsonb_array_elements(deleted_ids || ?::jsonb) x),
         anonymised_ids = (select coalesce(jsonb_agg(distinct x), '[]') from jsonb_array_elements(anonymised_ids || ?::jsonb) x),
         counts = (select coalesce(jsonb_object_agg(k, v), '{}') from (
           select k, sum(v::int) as v from (
             select key as k, value as v from jsonb_each_text(counts)
             union all select key, value from jsonb_each_text(?::jsonb)) t group by k) s)
       where id = ?`,
      [
        JSON.stringify(step.deletedIds ?? []),
        JSON.stringify(step.anonymisedIds ?? []),
        JSON.stringify(step.counts),
        id,
      ],
    );
  }

  async markMailed(id: string): Promise<void> {
    await this.sql().execute('update erasures set mailed_at = now() where id = ? and mailed_at is null', [
      id,
    ]);
  }

  /** Done: everything that could find the person is cleared; the counts and times stay. */
  async finish(id: string, now: Date): Promise<void> {
    await this.sql().execute(
      `update erasures set status = 'done', finished_at = ?, user_id = null, first_name = null, language = null, names = null,
              emails = null, confirmed_email = null, deleted_ids = '[]', anonymised_ids = '[]', kept = '[]'
        where id = ?`,
      [now, id],
    );
  }

  /** Deletions still running that started before `before` (their job is looked after by the sweep). */
  async running(before: Date): Promise<string[]> {
    const rows = await this.sql().execute<{ id: string }[]>(
      `select id from erasures where status = 'running' and created_at < ? order by created_at limit 100`,
      [before],
    );
    return rows.map((r) => r.id);
  }
}
