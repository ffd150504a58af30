import type { EidProof, EidPurpose } from '@avtalt/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';

/** A started login as the exchange reads it back. */
export interface EidRequestRow {
  nonce: string;
  code_verifier: string;
  purpose: EidPurpose;
}

interface ProofRow {
  name: string;
  birth_date: string | null;
  acr: string | null;
  issuer: string;
  method: string;
  broker: string;
  claims_sha256: string;
  authenticated_at: Date;
}

/**
 * The SQL of eID logins: started requests and verified proofs. Taking a request and spending a proof are
 * single updates that name the state they expect (not taken, not expired, this user, this purpose), so two
 * processes that race spend each at most once.
 */
export class EidRepository {
  constructor(private readonly em: EntityManager) {}

  async insertRequest(request: {
    state: string;
    userId: string;
    nonce: string;
    codeVerifier: string;
    purpose: EidPurpose;
    expiresAt: Date;
  }): Promise<void> {
    await this.em
      .fork()
      .execute(
        `insert into "eid_requests" ("state", "user_id", "nonce", "code_verifier", "purpose", "expires_at") values (?, ?, ?, ?, ?::jsonb, ?)`,
        [
          request.state,
          request.userId,
          request.nonce,
          request.codeVerifier,
          JSON.stringify(request.purpose),
          request.expiresAt,
        ],
        'run',
      );
  }

  /** Marks the caller's waiting request as taken and gives it back; undefined when there is none to take. */
  async takeRequest(state: string, userId: string): Promise<EidRequestRow | undefined> {
    const [row] = await this.em.fork().execute<EidRequestRow[]>(
      `update "eid_requests" set "completed_at" = now()
          where "state" = ? and "user_id" = ? and "completed_at" is null and "expires_at" > now()
          returning "nonce", "code_verifier", "purpose"`,
      [state, userId],
      'all',
    );
    return row;
  }

  async insertProof(proof: {
    id: string;
    userId: string;
    purpose: EidPurpose;
    proof: EidProof & { subjectSha256: string };
  }): Promise<void> {
    const p = proof.proof;
    await this.em.fork().execute(
      `insert into "eid_proofs" ("id", "user_id", "purpose", "name", "birth_date", "acr", "issuer", "subject_sha256", "method", "broker", "claims_sha256", "authenticated_at")
          values (?, ?, ?::jsonb, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        proof.id,
        proof.userId,
        JSON.stringify(proof.purpose),
        p.name,
        p.birthDate,
        p.acr,
        p.issuer,
        p.subjectSha256,
        p.method,
        p.broker,
        p.claimsSha256,
        new Date(p.authenticatedAt),
      ],
      'run',
    );
  }

  /** Spends the caller's unspent, fresh proof for this purpose once; undefined when there is none. */
  async consumeProof(
    id: string,
    userId: string,
    purpose: EidPurpose,
    createdAfter: Date,
  ): Promise<EidProof | undefined> {
    const [row] = await this.em.fork().execute<ProofRow[]>(
      `update "eid_proofs" set "used_at" = now()
          where "id" = ? and "user_id" = ? and "used_at" is null and "created_at" > ?
            and "purpose" = ?::jsonb
          returning "name", to_char("birth_date", 'YYYY-MM-DD') as "birth_date", "acr", "issuer", "method", "broker", "claims_sha256", "authenticated_at"`,
      [id, userId, createdAfter, JSON.stringify(purpose)],
      'all',
    );
    if (!row) return undefined;
    return {
      name: row.name,
      birthDate: row.birth_date,
      acr: row.acr,
      issuer: row.issuer,
      method: row.method,
      broker: row.broker,
      claimsSha256: row.claims_sha256,
      authenticatedAt: new Date(row.authenticated_at).toISOString(),
    };
  }

  /**
   * Removes requests that expired before `before`, and proofs made before it, spent or not: a spent proof's
   * facts live on in the signature that used it (docs/data-rights.md). Counts per table.
   */
  async sweep(before: Date): Promise<{ eid_requests: number; eid_proofs: number }> {
    const em = this.em.fork();
    const requests = await em.execute<{ n: number }[]>(
      `with d as (delete from "eid_requests" where "expires_at" < ? returning 1) select count(*)::int as n from d`,
      [before],
      'all',
    );
    const proofs = await em.execute<{ n: number }[]>(
      `with d as (delete from "eid_proofs" where "created_at" < ? returning 1) select count(*)::int as n from d`,
      [before],
      'all',
    );
    return { eid_requests: requests[0].n, eid_proofs: proofs[0].n };
  }
}
