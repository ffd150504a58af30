import type { ForgetReply } from '@avtalt/contracts';
import { sqlOf } from '@avtalt/service-kit';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

/**
 * What templates holds of a person who deleted their account (docs/data-rights.md): the question drafts
 * generated for their own topics (title, description) go; a topic they published stays for whoever uses it,
 * without the link to them.
 */
@Injectable()
export class ForgetRepository {
  constructor(private readonly em: EntityManager) {}

  async forget(userId: string): Promise<ForgetReply> {
    return this.em.fork().transactional(async (em) => {
      const sql = sqlOf(em.getConnection());
      const count = async (query: string) => (await sql.execute<unknown[]>(query, [userId])).length;
      return {
        counts: {
          question_drafts: await count('delete from question_drafts where owner_id = ? returning 1'),
          topics: await count('update topics set created_by = null where created_by::text = ? returning 1'),
        },
      };
    });
  }
}
