import { expectCount, placeholders, type Sql, valuesList } from '@avtalt/service-kit';
import type { AgreementChanges } from './agreement.changes';

/**
 * The guardians' rows (docs/guardians.md), one of the writer's repositories: written in the transaction of
 * the batch that changed them, before the agreement's own row (whose update returns the version the rows
 * are cached under; a change here raises it through the table's trigger).
 */
export class GuardianRepository {
  /** The guardians a batch invited, accepted and removed (at most three statements). */
  async write(
    tx: Sql,
    agreementId: string,
    { invited, accepted, removed }: NonNullable<AgreementChanges['guardians']>,
  ): Promise<void> {
    if (removed.length > 0) {
      const written = await tx.execute<unknown[]>(
        `delete from guardians where agreement_id = ? and id in (${placeholders(removed)}) returning 1`,
        [agreementId, ...removed.map((g) => g.id)],
      );
      expectCount('removed guardians', written, removed.length);
    }
    if (invited.length > 0) {
      const v = valuesList(invited, ['uuid', 'uuid', 'text', 'timestamptz'], (g) => [
        g.id,
        g.participantId,
        g.email,
        g.invitedAt,
      ]);
      const written = await tx.execute<unknown[]>(
        `insert into guardians (id, agreement_id, participant_id, email, invited_at)
         select v.id, ?, v.participant_id, v.email, v.invited_at
           from (values ${v.sql}) as v(id, participant_id, email, invited_at)
         returning 1`,
        [agreementId, ...v.params],
      );
      expectCount('guardians', written, invited.length);
    }
    if (accepted.length > 0) {
      const v = valuesList(accepted, ['uuid', 'uuid', 'text', 'date', 'text', 'timestamptz'], (g) => [
        g.id,
        g.userId,
        g.userName,
        g.birthDate,
        g.relation,
        g.acceptedAt,
      ]);
      const written = await tx.execute<unknown[]>(
        `update guardians g set user_id = v.user_id, user_name = v.user_name, birth_date = v.birth_date,
                relation = v.relation, accepted_at = v.accepted_at
           from (values ${v.sql}) as v(id, user_id, user_name, birth_date, relation, accepted_at)
          where g.agreement_id = ? and g.id = v.id and g.user_id is null
          returning 1`,
        [...v.params, agreementId],
      );
      expectCount('accepted guardians', written, accepted.length);
    }
  }
}
