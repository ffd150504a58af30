import { ANONYMOUS_PARTICIPANT, FORMER_PARTICIPANT } from '@avtalt/contracts';
import { placeholders, type Sql } from '@avtalt/service-kit';
import { RETENTION_SELECT } from './person-data.repository';
import type { RetentionRow } from './retention.rules';

/** What the writer reads under the agreement's lock before it forgets a person in it. */
export interface ErasureRow {
  status: string;
  current_round: number;
  /** Another account or visitor has a participant row. */
  others: boolean;
  /** The person's participant rows (usually one). */
  participant_ids: string[];
  /** They co-sign as a party's guardian (their name is in the text). */
  guardian: boolean;
  /** Names the person has in the agreement (as a party, observer, guardian or initiator). */
  names: string[];
}

/** How many rows each step changed (counts only: what the log and the reply carry). */
export type ErasureCounts = Record<string, number>;

/**
 * The writer's SQL for forgetting a person in one agreement (docs/data-rights.md), in the writer's transaction
 * under the agreement's row lock. Imported only by the writer (eslint.config.mjs). `tombstone` is a fresh id
 * that no account has: it keeps the rows' uniqueness and links without naming anyone.
 */
export class ErasureRepository {
  async facts(tx: Sql, agreementId: string, userId: string): Promise<ErasureRow> {
    const [row] = await tx.execute<ErasureRow[]>(
      `select a.status, a.current_round,
              (a.initiator_id <> ? or exists (select 1 from participants p where p.agreement_id = a.id and p.user_id <> ?)) as others,
              coalesce((select array_agg(p.id::text) from participants p where p.agreement_id = a.id and p.user_id = ?), '{}') as participant_ids,
              exists (select 1 from guardians g where g.agreement_id = a.id and g.user_id::text = ?) as guardian,
              coalesce((select array_agg(distinct n) from (
                 select user_name as n from participants where agreement_id = a.id and user_id = ?
                 union all select user_name from observers where agreement_id = a.id and user_id::text = ?
                 union all select user_name from guardians where agreement_id = a.id and user_id::text = ?
                 union all select invited_by_name from observers where agreement_id = a.id and invited_by_user_id::text = ?
                 union all select initiator_name from agreements where id = a.id and initiator_id = ?
               ) names where n is not null and n <> '' and n <> ?), '{}') as names
         from agreements a where a.id = ?`,
      // A visitor's name is every visitor's: it is not looked for in the trail.
      [
        userId,
        userId,
        userId,
        userId,
        userId,
        userId,
        userId,
        userId,
        userId,
        ANONYMOUS_PARTICIPANT,
        agreementId,
      ],
    );
    return row;
  }

  /**
   * The rows every outcome removes: their drafts, signing codes and attempts, what they read along, and
   * invitations to read along or co-sign sent to their address and never accepted.
   */
  async forgetOwnRows(
    tx: Sql,
    agreementId: string,
    userId: string,
    emails: readonly string[],
  ): Promise<ErasureCounts> {
    const count = async (query: string, params: unknown[]) =>
      (await tx.execute<unknown[]>(query, params)).length;
    const toThem = emails.length > 0 ? `email in (${placeholders(emails)})` : 'false';
    return {
      invitations: await count(
        `with o as (delete from observers where agreement_id = ? and user_id is null and ${toThem} returning 1),
              g as (delete from guardians where agreement_id = ? and user_id is null and ${toThem} returning 1)
         select 1 from o union all select 1 from g`,
        [agreementId, ...emails, agreementId, ...emails],
      ),
      draft_answers: await count(
        'delete from draft_answers where agreement_id = ? and owner_id = ? returning 1',
        [agreementId, userId],
      ),
      signing_codes: await count(
        'delete from signing_codes where agreement_id = ? and user_id = ? returning 1',
        [agreementId, userId],
      ),
      signing_attempts: await count(
        'delete from signing_attempts where agreement_id = ? and user_id = ? returning 1',
        [agreementId, userId],
      ),
      observers: await count(
        'delete from observers where agreement_id = ? and user_id::text = ? returning 1',
        [agreementId, userId],
      ),
    };
  }

  /**
   * A signed agreement is the others' evidence: the names, the signatures (with where they were made) and
   * the trail stay as they are; only the link to the account goes.
   */
  async unlinkSigned(
    tx: Sql,
    agreementId: string,
    userId: string,
    tombstone: string,
  ): Promise<ErasureCounts> {
    const count = async (query: string) =>
      (await tx.execute<unknown[]>(query, [tombstone, agreementId, userId])).length;
    return {
      participants: await count(
        'update participants set user_id = ? where agreement_id = ? and user_id = ? returning 1',
      ),
      signatures: await count(
        'update signatures set user_id = ? where agreement_id = ? and user_id = ? returning 1',
      ),
      guardians: await count(
        `update guardians set user_id = ?::uuid, email = '' where agreement_id = ? and user_id::text = ? returning 1`,
      ),
      agreements: await count(
        'update agreements set initiator_id = ? where id = ? and initiator_id = ? returning 1',
      ),
      observers_invited: await count(
        'update observers set invited_by_user_id = ?::uuid where agreement_id = ? and invited_by_user_id::text = ? returning 1',
      ),
    };
  }

  /**
   * An agreement not signed with others: the person becomes «Tidligere deltaker» (no date of birth or address)
   * and, while it is open, is removed from the current round on (their answers of it go), so the others can go
   * on; their private marks, their signature and its client facts go, and the others' signatures are voided:
   * the text named them. The trail is rewritten by the caller.
   */
  async anonymise(
    tx: Sql,
    agreementId: string,
    userId: string,
    tombstone: string,
    facts: Pick<ErasureRow, 'participant_ids' | 'current_round' | 'status'>,
    now: Date,
  ): Promise<ErasureCounts & { voided: number }> {
    const open = facts.status === 'pending' || facts.status === 'in_progress';
    const mine = facts.participant_ids;
    const count = async (query: string, params: unknown[]) =>
      (await tx.execute<unknown[]>(query, params)).length;
    const inMine = mine.length > 0 ? `participant_id in (${placeholders(mine)})` : 'false';
    const counts: ErasureCounts = {};
    if (open) {
      counts.answers = await count(
        `delete from answers where agreement_id = ? and round = ? and ${inMine} returning 1`,
        [agreementId, facts.current_round, ...mine],
      );
      counts.submissions = await count(
        `delete from submissions where agreement_id = ? and round = ? and ${inMine} returning 1`,
        [agreementId, facts.current_round, ...mine],
      );
    }
    counts.participants = await count(
      `update participants set user_id = ?, user_name = ?, birth_date = null, address = null,
              removed_in_round = case when ? and removed_in_round is null then ? else removed_in_round end
        where agreement_id = ? and user_id = ? returning 1`,
      [tombstone, FORMER_PARTICIPANT, open, facts.current_round, agreementId, userId],
    );
    counts.point_marks = await count(
      `delete from point_marks where agreement_id = ? and ${inMine} returning 1`,
      [agreementId, ...mine],
    );
    counts.point_limits = await count(
      `delete from point_limits where agreement_id = ? and ${inMine} returning 1`,
      [agreementId, ...mine],
    );
    counts.guardians = await count(
      `delete from guardians where agreement_id = ? and (user_id::text = ? or ${inMine}) returning 1`,
      [agreementId, userId, ...mine],
    );
    counts.signatures = await count(
      'delete from signatures where agreement_id = ? and user_id = ? returning 1',
      [agreementId, userId],
    );
    const voided = await count(
      'update signatures set voided_at = ? where agreement_id = ? and voided_at is null returning 1',
      [now, agreementId],
    );
    counts.observers_invited = await count(
      `update observers set invited_by_user_id = ?::uuid, invited_by_name = ? where agreement_id = ? and invited_by_user_id::text = ? returning 1`,
      [tombstone, FORMER_PARTICIPANT, agreementId, userId],
    );
    // The stored text names them: made again (from «Tidligere deltaker») when someone asks for it.
    counts.agreements = await count(
      `update agreements set legal_text = null, frozen_text = null, frozen_text_sha256 = null,
              initiator_id = case when initiator_id = ? then ? else initiator_id end,
              initiator_name = case when initiator_id = ? then ? else initiator_name end
        where id = ? returning 1`,
      [userId, tombstone, userId, FORMER_PARTICIPANT, agreementId],
    );
    return { ...counts, voided };
  }

  /** Replaces the agreement's trail with the rewritten one (same transaction, under the lock). */
  async replaceTrail(tx: Sql, agreementId: string): Promise<number> {
    return (
      await tx.execute<unknown[]>('delete from audit_events where agreement_id = ? returning 1', [
        agreementId,
      ])
    ).length;
  }

  /** The facts the retention decides on, read under the lock (undefined: gone). */
  async retentionFacts(tx: Sql, agreementId: string): Promise<RetentionRow> {
    const [row] = await tx.execute<RetentionRow[]>(`${RETENTION_SELECT} where a.id = ?`, [agreementId]);
    return row;
  }
}
