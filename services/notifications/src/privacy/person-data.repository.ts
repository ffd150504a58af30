import { FORMER_PARTICIPANT, type ForgetReply, type ForgetRequest, type PersonData } from '@avtalt/contracts';
import { placeholders } from '@avtalt/service-kit';
import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Database } from '../persistence/database.repository';
import { normaliseEmail } from '../rules/notification.rules';

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

  /**
   * Forgets a person who deleted their account (docs/data-rights.md): the mail log keeps each mail's kind,
   * state and time for the operator's counts, but no address, subject or account; their reminders, digests,
   * timers, choices and unsubscribe links go, and their name in others' pending digests becomes «Tidligere
   * deltaker». A suppressed address is kept as its hash: a mail to it stays refused, and the hash names nobody.
   */
  async forget(request: ForgetRequest): Promise<ForgetReply> {
    const hashes = request.emails.map((email) =>
      createHash('sha256').update(normaliseEmail(email)).digest('hex'),
    );
    return this.db.transaction(async (sql) => {
      const count = async (query: string, params: unknown[]) =>
        (await sql.execute<unknown[]>(query, params)).length;
      const user = [request.userId];
      const toHash = hashes.length > 0 ? `recipient_hash in (${placeholders(hashes)})` : 'false';
      const names = request.names.filter((n) => n.trim() !== '');
      return {
        counts: {
          mails_received: await count(
            `update mails set recipient_user_id = null, recipient_hash = null, masked_recipient = '', subject = ''
              where recipient_user_id = ?::uuid or ${toHash} returning 1`,
            [...user, ...hashes],
          ),
          mails_sent: await count(
            `update mails set sender_user_id = null, subject = '' where sender_user_id = ?::uuid returning 1`,
            user,
          ),
          reminders: await count('delete from reminders where user_id = ?::uuid returning 1', user),
          answer_digests: await count('delete from answer_digests where user_id = ?::uuid returning 1', user),
          answer_digest_items: await count(
            'delete from answer_digest_items where user_id = ?::uuid returning 1',
            user,
          ),
          answer_digest_items_named:
            names.length === 0
              ? 0
              : await count(
                  `update answer_digest_items set actor_name = ? where actor_name in (${placeholders(names)}) returning 1`,
                  [FORMER_PARTICIPANT, ...names],
                ),
          preferences: await count('delete from preferences where user_id = ?::uuid returning 1', user),
          unsubscribe_tokens: await count(
            `delete from unsubscribe_tokens where user_id = ?::uuid${hashes.length > 0 ? ` or email_hash in (${placeholders(hashes)})` : ''} returning 1`,
            [...user, ...hashes],
          ),
          agreement_signers: await count(
            'delete from agreement_signers where user_id = ?::uuid returning 1',
            user,
          ),
          timers: await count('delete from timers where user_id = ?::uuid returning 1', user),
          // Who was listed in a round (for its reminders): the others stay listed.
          agreement_states: await count(
            'update agreement_states set listed = array_remove(listed, ?::uuid) where ?::uuid = any(listed) returning 1',
            [...user, ...user],
          ),
        },
      };
    });
  }
}
