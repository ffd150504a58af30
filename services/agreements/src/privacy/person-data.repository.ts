import { placeholders, type Sql, sqlOf } from '@avtalt/service-kit';
import { EntityManager } from '@mikro-orm/postgresql';
import type { RetentionRow } from './retention.rules';
import { Injectable } from '@nestjs/common';

/**
 * The columns the retention decides on (retention.rules.ts `RetentionRow`), shared by the sweep's read and the
 * writer's check under the lock: the status, the last change, the last signature that counts, the loan's topic
 * and the string answers of the last round (its agreed dates).
 */
export const RETENTION_SELECT = `select a.id, a.title, a.status, a.topic_title, a.updated_at, a.initiator_id, a.created_at,
    (select max(s.signed_at) from signatures s where s.agreement_id = a.id and s.voided_at is null) as signed_at,
    (select array_agg(an.response #>> '{}') from answers an
      where an.agreement_id = a.id and an.round = a.current_round and jsonb_typeof(an.response) = 'string') as texts,
    exists (select 1 from agreement_questions q join answers an on an.question_id = q.id and an.round = a.current_round
      where q.agreement_id = a.id and q.text ilike '%barnebidrag%'
        and (an.response = 'true'::jsonb or (jsonb_typeof(an.response) = 'number' and (an.response #>> '{}')::numeric > 0))
    ) as child_support
  from agreements a`;

export type Rows = Record<string, unknown>[];

/** The agreements a person has to do with, and how: what the export reads their views of. */
export interface PersonAgreement {
  agreement_id: string;
  /** Their name in it (a party's, an observer's or a guardian's). */
  name: string;
}

/**
 * The rows of the agreements service about one account, for its owner's data export (docs/data-rights.md):
 * everything stored under their user id or their participant rows, and the audit entries that name them.
 * Secrets that prove nothing to them are left out: a signing code's salt and hash.
 */
@Injectable()
export class PersonDataRepository {
  constructor(private readonly em: EntityManager) {}

  private sql(): Sql {
    return sqlOf(this.em.fork().getConnection());
  }

  /** Every agreement the account is a party to, observes, or is a guardian in (newest first). */
  async agreementsOf(userId: string): Promise<PersonAgreement[]> {
    return this.sql().execute<PersonAgreement[]>(
      `select agreement_id, max(name) as name from (
         select agreement_id, user_name as name from participants where user_id = ?
         union all select agreement_id, coalesce(user_name, '') from observers where user_id = ?
         union all select agreement_id, coalesce(user_name, '') from guardians where user_id = ?
         union all select id, initiator_name from agreements where initiator_id = ?
       ) t join agreements a on a.id = t.agreement_id
       group by agreement_id, a.created_at order by a.created_at desc`,
      [userId, userId, userId, userId],
    );
  }

  /** The account's own rows, table by table. */
  async rowsOf(userId: string): Promise<Record<string, Rows>> {
    const sql = this.sql();
    const mine = 'select id from participants where user_id = ?';
    const rows = (query: string, times = 1) => sql.execute<Rows>(query, Array(times).fill(userId));
    const [
      agreements,
      participants,
      answers,
      drafts,
      submissions,
      marks,
      proposals,
      responses,
      signatures,
      codes,
      attempts,
      observers,
      guardians,
      modelDrafts,
      limits,
    ] = await Promise.all([
      rows(
        `select id, title, description, topic_id, topic_title, status, current_round, max_rounds,
                expected_participants, initiator_id, initiator_name, created_at, updated_at
           from agreements where initiator_id = ? order by created_at`,
      ),
      rows('select * from participants where user_id = ? order by joined_at'),
      rows(`select * from answers where participant_id in (${mine}) order by answered_at`),
      rows('select * from draft_answers where owner_id = ? order by saved_at'),
      rows(`select * from submissions where participant_id in (${mine}) order by submitted_at`),
      rows(`select * from point_marks where participant_id in (${mine}) order by updated_at`),
      rows(`select * from proposals where proposed_by in (${mine}) order by created_at`),
      rows(`select * from proposal_responses where participant_id in (${mine}) order by responded_at`),
      rows('select * from signatures where user_id = ? order by signed_at'),
      rows(
        'select id, agreement_id, created_at, expires_at, used_at from signing_codes where user_id = ? order by created_at',
      ),
      rows('select * from signing_attempts where user_id = ? order by attempted_at'),
      rows('select * from observers where user_id = ? or invited_by_user_id = ? order by invited_at', 2),
      rows(`select * from guardians where user_id = ? or participant_id in (${mine}) order by invited_at`, 2),
      rows(`select * from model_drafts where created_by in (${mine}) order by created_at`),
      rows(`select * from point_limits where participant_id in (${mine}) order by created_at`),
    ]);
    return {
      agreements_started: agreements,
      participants,
      answers,
      draft_answers: drafts,
      submissions,
      point_marks: marks,
      proposals,
      proposal_responses: responses,
      signatures,
      signing_codes: codes,
      signing_attempts: attempts,
      observers,
      guardians,
      model_drafts: modelDrafts,
      point_limits: limits,
    };
  }

  /** The audit entries of an agreement the person is in that name them (as actor or in the details). */
  async auditEntriesNaming(agreementIds: readonly string[], names: readonly string[]): Promise<Rows> {
    if (agreementIds.length === 0 || names.length === 0) return [];
    // A name of one or two letters would match most entries' details: only the actor column for those.
    const searchable = names.filter((n) => n.trim().length > 2);
    const inDetails = searchable.map(() => `details::text like ?`).join(' or ');
    return this.sql().execute<Rows>(
      `select agreement_id, seq, kind, occurred_at, actor_name, round, details, hash from audit_events
        where agreement_id in (${placeholders(agreementIds)})
          and (actor_name in (${placeholders(names)})${inDetails ? ` or ${inDetails}` : ''})
        order by agreement_id, seq`,
      [...agreementIds, ...names, ...searchable.map((n) => `%${n.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)],
    );
  }

  /**
   * Every agreement that holds anything of the account's or addressed to it (a party, observer, guardian,
   * initiator, a draft, a signing code, an invitation to their address), oldest first: what deletion goes
   * through.
   */
  async agreementIdsToForget(userId: string, emails: readonly string[]): Promise<string[]> {
    const toThem = emails.length > 0 ? `email in (${placeholders(emails)})` : 'false';
    const rows = await this.sql().execute<{ id: string }[]>(
      `select a.id from agreements a where a.id in (
         select agreement_id from participants where user_id = ?
         union select agreement_id from observers where user_id::text = ? or invited_by_user_id::text = ? or ${toThem}
         union select agreement_id from guardians where user_id::text = ? or ${toThem}
         union select id from agreements where initiator_id = ?
         union select agreement_id from draft_answers where owner_id = ?
         union select agreement_id from signing_codes where user_id = ?
         union select agreement_id from signing_attempts where user_id = ?
       ) order by a.created_at, a.id`,
      [userId, userId, userId, ...emails, userId, ...emails, userId, userId, userId, userId],
    );
    return rows.map((r) => r.id);
  }

  /**
   * What deletion would do to each agreement the account is in, as read now (the writer decides again under
   * each agreement's lock): its status, whether anyone else took part, and for a signed one what its
   * retention is counted from (the last signature, the latest agreed date, a loan's topic).
   */
  async erasurePlanRows(agreementIds: readonly string[], userId: string): Promise<ErasurePlanRow[]> {
    if (agreementIds.length === 0) return [];
    return this.sql().execute<ErasurePlanRow[]>(
      `select r.*,
              (r.initiator_id <> ? or exists (select 1 from participants p where p.agreement_id = r.id and p.user_id <> ?)) as others
         from (${RETENTION_SELECT} where a.id in (${placeholders(agreementIds)})) r
        order by r.created_at, r.id`,
      [userId, userId, ...agreementIds],
    );
  }

  /**
   * Agreements that may be past their time (the retention sweep, docs/data-rights.md), oldest change first,
   * after `cursor`: unfinished ones untouched since `idleBefore`, finished unsigned ones since
   * `unsignedBefore`, signed ones since `signedBefore` (the shortest signed period; the rules then count from
   * the latest agreed date or a loan's ten years, and the writer decides again under the lock).
   */
  async retentionCandidates(
    cutoffs: { idleBefore: Date; unsignedBefore: Date; signedBefore: Date },
    cursor: RetentionCursor | null,
    limit: number,
  ): Promise<RetentionRow[]> {
    return this.sql().execute<RetentionRow[]>(
      `${RETENTION_SELECT}
        where ((a.status in ('pending', 'in_progress') and a.updated_at <= ?)
            or (a.status in ('completed', 'disagreement') and a.updated_at <= ?)
            or (a.status = 'signed' and a.updated_at <= ?))
          and (?::timestamptz is null or (a.updated_at, a.id) > (?::timestamptz, ?::uuid))
        order by a.updated_at, a.id limit ?`,
      [
        cutoffs.idleBefore,
        cutoffs.unsignedBefore,
        cutoffs.signedBefore,
        cursor?.updatedAt ?? null,
        cursor?.updatedAt ?? null,
        cursor?.id ?? null,
        limit,
      ],
    );
  }
}

/** Where the retention sweep goes on from (the last row of the page before). */
export interface RetentionCursor {
  updatedAt: Date;
  id: string;
}
/** An agreement as the deletion plan reads it: its retention, and whether anyone else took part. */
export interface ErasurePlanRow extends RetentionRow {
  title: string;
  others: boolean;
}
