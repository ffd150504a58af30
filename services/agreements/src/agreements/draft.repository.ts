import type { DraftChanges } from './agreement.changes';
import { expectCount, type Sql, valuesList } from '@avtalt/service-kit';
import { jsonValue } from './sql-values';

/**
 * The writer's SQL for `draft_answers` (answers saved one at a time, per owner, question and round), in
 * the batch's transaction under the agreement's row lock. Imported only by the writer (eslint.config.mjs).
 */
export class DraftRepository {
  /**
   * Writes the drafts a batch changed (upsert and delete by key, counts checked) and, when the batch
   * started a new round, drops every draft of the rounds before it (nobody can submit those any more).
   * Drafts are not part of the agreement's version: nothing here changes what readers have cached.
   */
  async writeDrafts(
    tx: Sql,
    agreementId: string,
    changes: DraftChanges,
    currentRound: number,
    roundAdvanced: boolean,
    now: Date,
  ): Promise<void> {
    if (changes.deleted.length > 0) {
      const v = valuesList(changes.deleted, ['text', 'uuid', 'integer'], (d) => [
        d.ownerId,
        d.questionId,
        d.round,
      ]);
      const written = await tx.execute<unknown[]>(
        `delete from draft_answers d using (values ${v.sql}) as v(owner_id, question_id, round)
          where d.agreement_id = ? and d.owner_id = v.owner_id and d.question_id = v.question_id and d.round = v.round
          returning 1`,
        [...v.params, agreementId],
      );
      expectCount('deleted drafts', written, changes.deleted.length);
    }
    if (changes.upserted.length > 0) {
      const v = valuesList(changes.upserted, ['text', 'uuid', 'integer', 'jsonb'], (d) => [
        d.ownerId,
        d.questionId,
        d.round,
        jsonValue(d.response),
      ]);
      const written = await tx.execute<unknown[]>(
        `insert into draft_answers (agreement_id, owner_id, question_id, round, response, saved_at)
         select ?, v.owner_id, v.question_id, v.round, v.response, ? from (values ${v.sql}) as v(owner_id, question_id, round, response)
         on conflict (agreement_id, owner_id, question_id, round) do update set response = excluded.response, saved_at = excluded.saved_at
         returning 1`,
        [agreementId, now, ...v.params],
      );
      expectCount('drafts', written, changes.upserted.length);
    }
    if (roundAdvanced)
      await tx.execute('delete from draft_answers where agreement_id = ? and round < ?', [
        agreementId,
        currentRound,
      ]);
  }
}
