import { expectCount, placeholders, type Sql, valuesList } from '@avtalt/service-kit';
import type { AgreementChanges } from './agreement.changes';

/**
 * The observers' rows (docs/observers.md), one of the writer's repositories: written in the transaction of
 * the batch that changed them, before the agreement's own row (whose update returns the version the rows
 * are cached under; a change here raises it through the table's trigger).
 */
export class ObserverRepository {
  /** The observers a batch invited, accepted and removed (at most three statements). */
  async write(
    tx: Sql,
    agreementId: string,
    { invited, accepted, removed }: NonNullable<AgreementChanges['observers']>,
  ): Promise<void> {
    if (removed.length > 0) {
      const written = await tx.execute<unknown[]>(
        `delete from observers where agreement_id = ? and id in (${placeholders(removed)}) returning 1`,
        [agreementId, ...removed.map((o) => o.id)],
      );
      expectCount('removed observers', written, removed.length);
    }
    if (invited.length > 0) {
      const v = valuesList(
        invited,
        ['uuid', 'text', 'uuid', 'text', 'uuid', 'text', 'timestamptz', 'timestamptz'],
        (o) => [
          o.id,
          o.email,
          o.invitedByUserId,
          o.invitedByName,
          o.userId,
          o.userName,
          o.invitedAt,
          o.acceptedAt,
        ],
      );
      const written = await tx.execute<unknown[]>(
        `insert into observers (id, agreement_id, email, invited_by_user_id, invited_by_name, user_id, user_name, invited_at, accepted_at)
         select v.id, ?, v.email, v.invited_by_user_id, v.invited_by_name, v.user_id, v.user_name, v.invited_at, v.accepted_at
           from (values ${v.sql}) as v(id, email, invited_by_user_id, invited_by_name, user_id, user_name, invited_at, accepted_at)
         returning 1`,
        [agreementId, ...v.params],
      );
      expectCount('observers', written, invited.length);
    }
    if (accepted.length > 0) {
      const v = valuesList(accepted, ['uuid', 'uuid', 'text', 'timestamptz'], (o) => [
        o.id,
        o.userId,
        o.userName,
        o.acceptedAt,
      ]);
      const written = await tx.execute<unknown[]>(
        `update observers o set user_id = v.user_id, user_name = v.user_name, accepted_at = v.accepted_at
           from (values ${v.sql}) as v(id, user_id, user_name, accepted_at)
          where o.agreement_id = ? and o.id = v.id and o.user_id is null
          returning 1`,
        [...v.params, agreementId],
      );
      expectCount('accepted observers', written, accepted.length);
    }
  }
}
