import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Serialises one owner's limited creations (public topics per user, question drafts per owner) across
 * replicas: a transaction-scoped advisory lock on `scope:ownerId`, so counting the owner's recent rows and
 * inserting the next one are exact under parallel requests. Call inside the transaction that inserts.
 */
export async function lockOwner(em: EntityManager, scope: string, ownerId: string): Promise<void> {
  await em.execute('select pg_advisory_xact_lock(hashtext(?))', [`${scope}:${ownerId}`]);
}
