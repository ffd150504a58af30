import { ErrorCode, SigningMessages } from '@avtalt/contracts';
import { DomainError, expectCount, placeholders, type Sql } from '@avtalt/service-kit';
import type { SigningChanges } from '../agreements/agreement.changes';

/**
 * The writer's SQL for what a signature or a void changes (docs/signing-write-path.md): `signatures`, the
 * code a signature used and the attempt that succeeded, in the batch's transaction under the agreement's
 * row lock. Imported only by the writer (eslint.config.mjs); the limits' SQL (codes, attempts counted
 * before the proof) is signing.repository.ts.
 */
export class SignatureRepository {
  /**
   * What a batch changed in the signing rows: new signatures (with the client facts, kept
   * here only), signatures voided, the codes used (each once: a code used meanwhile fails the
   * transaction) and the attempts that signed.
   */
  async writeSigning(tx: Sql, agreementId: string, c: SigningChanges, now: Date): Promise<void> {
    for (const s of c.newSignatures) {
      await tx.execute(
        `insert into signatures (id, agreement_id, participant_id, user_id, name, method, ip_address, user_agent, text_sha256, signed_at, code_sent_to, email_confirmed, eid, role)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?)`,
        [
          s.id,
          agreementId,
          s.participantId,
          s.userId,
          s.name,
          s.method,
          s.ipAddress,
          s.userAgent,
          s.textSha256,
          s.signedAt,
          s.codeSentTo,
          s.emailConfirmed,
          s.eid ? JSON.stringify(s.eid) : null,
          s.role ?? 'party',
        ],
      );
    }
    if (c.voidedIds.length > 0) {
      const written = await tx.execute<unknown[]>(
        `update signatures set voided_at = ? where agreement_id = ? and voided_at is null and id in (${placeholders(c.voidedIds)}) returning 1`,
        [now, agreementId, ...c.voidedIds],
      );
      expectCount('voided signatures', written, c.voidedIds.length);
    }
    for (const id of c.usedCodeIds) {
      const used = await tx.execute<unknown[]>(
        'update signing_codes set used_at = ? where id = ? and agreement_id = ? and used_at is null returning 1',
        [now, id, agreementId],
      );
      // Read as unused under the lock: only a write outside the lock could have used it (never commit then).
      if (used.length !== 1) throw new DomainError(ErrorCode.InvalidSigningProof, SigningMessages.wrongCode);
    }
    if (c.succeededAttempts.length > 0) {
      await tx.execute(
        `update signing_attempts set succeeded = true where id in (${placeholders(c.succeededAttempts)})`,
        c.succeededAttempts,
      );
    }
  }
}
