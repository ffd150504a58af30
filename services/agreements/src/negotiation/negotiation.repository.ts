import type { NegotiationChanges } from '../agreements/agreement.changes';
import { expectCount, type Sql, valuesList } from '@avtalt/service-kit';

/**
 * The writer's SQL for the negotiation rows (docs/negotiation.md: proposals, their responses, point marks,
 * model drafts), in the batch's transaction under the agreement's row lock; the reads are in
 * agreement-reads.repository.ts. Imported only by the writer (eslint.config.mjs).
 */
export class NegotiationRepository {
  /** Writes what a batch changed in the negotiation rows, in its transaction (counts checked). */
  async writeNegotiation(tx: Sql, agreementId: string, c: NegotiationChanges, now: Date): Promise<void> {
    for (const p of c.newProposals) {
      await tx.execute(
        `insert into proposals (id, agreement_id, question_id, round, option_id, source, text, clause, value, display, description, proposed_by, status, created_at, decided_at)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?, ?, ?, ?, ?)`,
        [
          p.id,
          agreementId,
          p.questionId,
          p.round,
          p.optionId,
          p.source,
          p.text,
          p.clause,
          p.value === null ? null : JSON.stringify(p.value),
          p.display,
          p.description,
          p.proposedBy,
          p.status,
          p.createdAt,
          p.status === 'pending' ? null : now,
        ],
      );
    }
    for (const p of c.changedProposals) {
      const written = await tx.execute<unknown[]>(
        `update proposals set status = ?, decided_at = case when ?::text = 'pending' then null else ?::timestamptz end where agreement_id = ? and id = ? returning 1`,
        [p.status, p.status, now, agreementId, p.id],
      );
      expectCount('proposals', written, 1);
    }
    const responses = [
      ...c.newProposals.flatMap((p) => p.responses.map((r) => ({ proposalId: p.id, ...r }))),
      ...c.newResponses,
    ];
    for (const r of responses) {
      await tx.execute(
        'insert into proposal_responses (proposal_id, participant_id, accepted, responded_at) values (?, ?, ?, ?)',
        [r.proposalId, r.participantId, r.accepted, now],
      );
    }
    if (c.upsertedMarks.length > 0) {
      const v = valuesList(
        c.upsertedMarks,
        ['uuid', 'uuid', 'integer', 'boolean', 'boolean', 'boolean'],
        (m) => [m.participantId, m.questionId, m.round, m.canAccept, m.important, m.shownInMatch],
      );
      // `shown_in_match` is never cleared within a round: a mark once shown stays final.
      const written = await tx.execute<unknown[]>(
        `insert into point_marks (agreement_id, participant_id, question_id, round, can_accept, important, shown_in_match, updated_at)
         select ?, v.participant_id, v.question_id, v.round, v.can_accept, v.important, v.shown_in_match, ?
           from (values ${v.sql}) as v(participant_id, question_id, round, can_accept, important, shown_in_match)
         on conflict (participant_id, question_id, round) do update set can_accept = excluded.can_accept, important = excluded.important,
           shown_in_match = point_marks.shown_in_match or excluded.shown_in_match, updated_at = excluded.updated_at
         returning 1`,
        [agreementId, now, ...v.params],
      );
      expectCount('point marks', written, c.upsertedMarks.length);
    }
    for (const l of c.newLimits) {
      // The primary key (participant, question, round) is the last guard of «once per round».
      await tx.execute(
        'insert into point_limits (agreement_id, participant_id, question_id, round, value, created_at) values (?, ?, ?, ?, ?::jsonb, ?)',
        [agreementId, l.participantId, l.questionId, l.round, JSON.stringify(l.value), l.createdAt],
      );
    }
    for (const d of c.newModelDrafts) {
      await tx.execute(
        'insert into model_drafts (id, agreement_id, question_id, round, text, clause, created_by, created_at) values (?, ?, ?, ?, ?, ?, ?, ?)',
        [d.id, agreementId, d.questionId, d.round, d.text, d.clause, d.createdBy, d.createdAt],
      );
    }
  }
}
