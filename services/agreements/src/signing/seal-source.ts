import { AgreementMessages, ErrorCode, type SealSource, SigningMessages } from '@avtalt/contracts';
import { DomainError } from '@avtalt/service-kit';
import type { Logger } from '@nestjs/common';
import type { AgreementReadRepository } from '../agreements/agreement-reads.repository';
import { toRoundSnapshot } from '../agreements/agreement.snapshot';
import type { AuditKeyring } from './audit-keys';
import { signaturesTrailProblem, trailAsSigned, trailProblem } from './audit.rules';
import { levelOf, partiesOf } from './signing.rules';
import { signingNotesOf } from './signing-notes.rules';

/**
 * Documents asks, when sealing: the frozen text, every signature (with what it proved, never the IP
 * address or browser), the topic's signing notes and the audit trail, which must hold as a whole
 * (docs/signing-write-path.md): 409 AUDIT_TRAIL_INVALID otherwise, logged with the first bad entry.
 */
export async function sealSourceOf(
  reads: AgreementReadRepository,
  keyring: AuditKeyring,
  logger: Logger,
  agreementId: string,
): Promise<SealSource> {
  const { rows, signatures, audit } = await reads.transaction(async (tx) => {
    const loaded = await reads.load(tx, agreementId);
    return {
      rows: loaded,
      signatures: await reads.activeSignatures(tx, agreementId),
      audit: await reads.auditTrail(tx, agreementId),
    };
  }, 'repeatable read');
  const a = rows.agreement;
  if (a.status !== 'signed' || a.frozenText === null || a.frozenTextSha256 === null) {
    throw new DomainError(ErrorCode.NotFound, AgreementMessages.notFound);
  }
  // The whole trail must hold, and the signatures that count must be the ones it records after the last
  // void; the PDF carries it as signed, without what was recorded since (a payment confirmed before the seal).
  const sealed = trailAsSigned(audit);
  const problem = trailProblem(agreementId, audit, keyring) ?? signaturesTrailProblem(sealed, signatures);
  if (problem) {
    logger.error(
      `audit trail of agreement ${agreementId} refused at seq ${problem.seq ?? 'none'} (${problem.reason}): not sealed`,
    );
    throw new DomainError(ErrorCode.AuditTrailInvalid, SigningMessages.auditTrailInvalid);
  }
  const parties = partiesOf(rows.participants, toRoundSnapshot(rows));
  return {
    agreementId,
    title: a.topicTitle ?? a.title,
    fileName: a.topicTitle ?? 'avtale',
    html: a.frozenText,
    textSha256: a.frozenTextSha256,
    signers: signatures.map((s) => {
      const ward = s.role === 'guardian' ? parties.find((p) => p.id === s.participantId) : undefined;
      return {
        name: s.name,
        signedAt: s.signedAt.toISOString(),
        method: s.method,
        level: levelOf(s),
        textSha256: s.textSha256,
        ...(ward ? { guardianFor: ward.userName } : {}),
      };
    }),
    audit: sealed,
    // The parties and the guardians who signed with them get the sealed PDF.
    userIds: [
      ...parties.filter((p) => !p.isAnonymous).map((p) => p.userId),
      ...signatures.filter((s) => s.role === 'guardian').map((s) => s.userId),
    ],
    signingNotes: signingNotesOf(a.document),
    // An amendment names the version it replaces (docs/amendments.md).
    ...(a.amendsId ? { amends: { agreementId: a.amendsId, versionNumber: a.versionNumber ?? 2 } } : {}),
  };
}
