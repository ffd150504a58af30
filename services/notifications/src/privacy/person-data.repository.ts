import type { PersonData } from '@avtalt/contracts';
import { Injectable } from '@nestjs/common';
import { Database } from '../persistence/database.repository';

/**
 * What notifications holds about an account, table by table, for the person's data export
 * (docs/data-rights.md): the mails sent to them and the invitations they sent (addresses masked, as the log
 * keeps them), their reminders, digests and timers, their choices and unsubscribe links (never a token's
 * hash), and when they signed. A suppressed address is kept only as a hash, which names nobody.
 */
@Injectable()
export class PersonDataRepository {
  constructor(private readonly db: Database) {}

  async of(userId: string): Promise<PersonData> {
    const sql = this.db.sql();
    const rows = (query: string) => sql.execute<Record<string, unknown>[]>(query, [userId]);
    const mail = `id, kind, masked_recipient, agreement_id, subject, state, attempts, created_at, sent_at`;
    const [received, sent, reminders, digests, digestItems, preferences, unsubscribe, signers, timers] =
      await Promise.all([
        rows(`select ${mail} from mails where recipient_user_id = ?::uuid order by created_at`),
        rows(`select ${mail} from mails where sender_user_id = ?::uuid order by created_at`),
        rows('select * from reminders where user_id = ?::uuid order by agreement_id, round'),
        rows('select * from answer_digests where user_id = ?::uuid order by agreement_id'),
        rows('select * from answer_digest_items where user_id = ?::uuid order by answered_at'),
        rows('select kind, enabled, updated_at from preferences where user_id = ?::uuid order by kind'),
        rows(
          'select kind, masked_email, created_at from unsubscribe_tokens where user_id = ?::uuid order by created_at',
        ),
        rows('select * from agreement_signers where user_id = ?::uuid order by signed_at'),
        rows('select * from timers where user_id = ?::uuid order by due_at'),
      ]);
    return {
      tables: {
        mails_received: received,
        mails_sent: sent,
        reminders,
        answer_digests: digests,
        answer_digest_items: digestItems,
        preferences,
        unsubscribe_tokens: unsubscribe,
        agreement_signers: signers,
        timers,
      },
    };
  }
}
