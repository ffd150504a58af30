import type { AgreementKind, GeneratedQuestion, JobStatus } from '@avtalt/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { QuestionDraftRow } from './question-drafts.rules';
import { lockOwner } from '../limits/owner-lock.repository';

type RawRow = Omit<QuestionDraftRow, 'createdAt' | 'finishedAt'> & {
  createdAt: Date | string;
  finishedAt: Date | string | null;
};

const COLUMNS = `id, owner_id as "ownerId", title, description, count, kinds, status, questions, message,
  created_at as "createdAt", finished_at as "finishedAt"`;

// Raw queries may return timestamps as strings; rows always carry Dates.
const toRow = (r: RawRow): QuestionDraftRow => ({
  ...r,
  createdAt: new Date(r.createdAt),
  finishedAt: r.finishedAt === null ? null : new Date(r.finishedAt),
});

export interface NewDraft {
  id: string;
  ownerId: string;
  title: string;
  description: string;
  count: number;
  kinds: AgreementKind[] | null;
}

/** The SQL of the `question_drafts` table. Finishing a draft only ever changes a pending one. */
export class QuestionDraftsRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * Inserts the draft when `admit(startedInWindow)` allows it. The owner's rows are counted and the new
   * one inserted under a transaction-scoped advisory lock on the owner, so simultaneous requests of one
   * owner cannot both pass the limit.
   */
  async insertIfAdmitted<T>(
    draft: NewDraft,
    windowMs: number,
    admit: (startedInWindow: number) => T & { admitted: boolean },
  ): Promise<T & { admitted: boolean }> {
    return this.em.fork().transactional(async (em) => {
      await lockOwner(em, 'question_drafts', draft.ownerId);
      const [{ n }] = await em.execute<{ n: number }[]>(
        `select count(*)::int as n from question_drafts where owner_id = ? and created_at > now() - (? * interval '1 millisecond')`,
        [draft.ownerId, windowMs],
      );
      const decision = admit(n);
      if (!decision.admitted) return decision;
      await em.execute(
        `insert into question_drafts (id, owner_id, title, description, count, kinds, status, created_at) values (?, ?, ?, ?, ?, ?::jsonb, 'pending', now())`,
        [
          draft.id,
          draft.ownerId,
          draft.title,
          draft.description,
          draft.count,
          draft.kinds ? JSON.stringify(draft.kinds) : null,
        ],
      );
      return decision;
    });
  }

  async find(id: string): Promise<QuestionDraftRow | null> {
    const rows = await this.em
      .fork()
      .execute<RawRow[]>(`select ${COLUMNS} from question_drafts where id = ?`, [id]);
    return rows[0] ? toRow(rows[0]) : null;
  }

  /** Stores the questions of a pending draft; false when it was no longer pending (finished before). */
  async markReady(id: string, questions: GeneratedQuestion[]): Promise<boolean> {
    return this.finish(id, 'ready', JSON.stringify(questions), null);
  }

  async markFailed(id: string, message: string): Promise<boolean> {
    return this.finish(id, 'failed', null, message);
  }

  /** Fails a draft that is still pending and was started at least `staleAfterMs` ago. */
  async failIfStale(id: string, staleAfterMs: number, message: string): Promise<boolean> {
    const rows = await this.em.fork().execute<unknown[]>(
      `update question_drafts set status = 'failed', message = ?, finished_at = now()
        where id = ? and status = 'pending' and created_at <= now() - (? * interval '1 millisecond') returning 1`,
      [message, id, staleAfterMs],
    );
    return rows.length === 1;
  }

  /** Deletes drafts started more than `ttlMs` ago; returns how many. */
  async deleteExpired(ttlMs: number): Promise<number> {
    const rows = await this.em
      .fork()
      .execute<unknown[]>(
        `delete from question_drafts where created_at < now() - (? * interval '1 millisecond') returning 1`,
        [ttlMs],
      );
    return rows.length;
  }

  private async finish(
    id: string,
    status: Exclude<JobStatus, 'pending'>,
    questions: string | null,
    message: string | null,
  ): Promise<boolean> {
    const rows = await this.em.fork().execute<unknown[]>(
      `update question_drafts set status = ?, questions = ?::jsonb, message = ?, finished_at = now()
        where id = ? and status = 'pending' returning 1`,
      [status, questions, message, id],
    );
    return rows.length === 1;
  }
}
