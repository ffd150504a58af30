import type { ErasureSubject, ForgetReply, PersonData } from '@avtalt/contracts';
import { sqlOf } from '@avtalt/service-kit';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

/**
 * What identity holds about an account, table by table, for the person's data export (docs/data-rights.md).
 * Every column about them, except secrets that prove nothing to them and would weaken the account if the
 * file leaked: the password's hash, the links' token hashes, an eID request's nonce and verifier.
 */
@Injectable()
export class PersonDataRepository {
  constructor(private readonly em: EntityManager) {}

  async of(userId: string): Promise<PersonData> {
    const sql = sqlOf(this.em.fork().getConnection());
    const rows = (query: string) => sql.execute<Record<string, unknown>[]>(query, [userId]);
    const [users, adminRoleEvents, accountTokens, eidRequests, eidProofs] = await Promise.all([
      rows(
        `select id, first_name, last_name, username, email, verified_email, email_verified_at, pending_email,
                pending_email_requested_at, profile_image_url, language, is_admin, created_at, updated_at
           from users where id = ?::uuid`,
      ),
      rows(
        'select action, reason, actor_id, created_at from admin_role_events where user_id = ?::uuid order by id',
      ),
      rows(
        'select purpose, email, created_at, expires_at, used_at from account_tokens where user_id = ?::uuid order by created_at',
      ),
      rows(
        'select purpose, created_at, expires_at, completed_at from eid_requests where user_id = ?::uuid order by created_at',
      ),
      rows(
        `select id, purpose, name, birth_date, acr, issuer, method, broker, authenticated_at, created_at, used_at
           from eid_proofs where user_id = ?::uuid order by created_at`,
      ),
    ]);
    return {
      tables: {
        users,
        admin_role_events: adminRoleEvents,
        account_tokens: accountTokens,
        eid_requests: eidRequests,
        eid_proofs: eidProofs,
      },
    };
  }

  /**
   * The names and addresses the account went by, read before it is forgotten (the other services find
   * them by these where no id was kept): its name, and its confirmed address and the one waiting.
   */
  async subject(userId: string): Promise<ErasureSubject> {
    const sql = sqlOf(this.em.fork().getConnection());
    const [user] = await sql.execute<
      { first_name: string; last_name: string; email: string; pending_email: string | null }[]
    >('select first_name, last_name, email, pending_email from users where id = ?::uuid', [userId]);
    if (!user) return { names: [], emails: [] };
    const name = `${user.first_name} ${user.last_name}`.trim();
    return {
      names: name ? [name] : [],
      emails: [user.email, ...(user.pending_email ? [user.pending_email] : [])],
    };
  }

  /**
   * Forgets the account (docs/data-rights.md): its row and every link, code and eID proof made for it; an
   * administrator's own actions keep their record without naming them. Idempotent.
   */
  async forget(userId: string): Promise<ForgetReply> {
    return this.em.fork().transactional(async (em) => {
      const sql = sqlOf(em.getConnection());
      const count = async (query: string) => (await sql.execute<unknown[]>(query, [userId])).length;
      return {
        counts: {
          admin_role_events: await count('delete from admin_role_events where user_id = ?::uuid returning 1'),
          admin_role_events_acted: await count(
            'update admin_role_events set actor_id = null where actor_id = ?::uuid returning 1',
          ),
          account_tokens: await count('delete from account_tokens where user_id = ?::uuid returning 1'),
          eid_requests: await count('delete from eid_requests where user_id = ?::uuid returning 1'),
          eid_proofs: await count('delete from eid_proofs where user_id = ?::uuid returning 1'),
          users: await count('delete from users where id = ?::uuid returning 1'),
        },
      };
    });
  }
}
