import { type Caller, IdentityRpc, type SignaturesView, type SigningClient } from '@avtalt/contracts';
import { DomainError, rpcRequest } from '@avtalt/service-kit';
import type { ClientProxy } from '@nestjs/microservices';
import { randomUUID } from 'node:crypto';
import type { AgreementWriter } from '../agreements/agreement.writer';
import type { AuditKeyring } from './audit-keys';
import { clientDigest } from './audit.rules';
import type { SigningRepository } from './signing.repository';
import { identityRefusal, signerOf } from './signing.rules';
import type { SigningService } from './signing.service';

/**
 * A signature with national eID (docs/signing.md), from the gateway's callback once the broker has sent the
 * browser back and identity has checked its ID token. The same checks as any signature come first
 * ({@link SigningService.checkBeforeSigning}); then the proof identity keeps is spent once (for this caller,
 * agreement and text), its name and date of birth compared with the party's (409 IDENTITY_MISMATCH, nothing
 * recorded), and the signature handed to the writer with what the broker verified. The proof is single-use,
 * so no attempt limit applies; the attempt is still recorded, as for every signature.
 */
export class EidSigningService {
  constructor(
    private readonly signingService: SigningService,
    private readonly signing: SigningRepository,
    private readonly writer: AgreementWriter,
    private readonly nats: ClientProxy,
    private readonly keyring: AuditKeyring,
  ) {}

  async sign(
    caller: Caller,
    agreementId: string,
    proofId: string,
    textSha256: string,
    client: SigningClient,
  ): Promise<SignaturesView> {
    const state = await this.signingService.checkBeforeSigning(caller, agreementId, textSha256);
    const proof = await rpcRequest(this.nats, IdentityRpc.eidConsume, {
      userId: caller.id,
      proofId,
      purpose: { kind: 'signature', agreementId, textSha256 },
    });
    const signer = signerOf(state, caller)!;
    // A guardian is compared with what they stated when they accepted; a party with their own details.
    const stated =
      signer.role === 'guardian'
        ? { userName: signer.guardian!.userName!, birthDate: signer.guardian!.birthDate }
        : signer.participant;
    const refusal = identityRefusal(stated, proof);
    if (refusal) throw new DomainError(refusal.code, refusal.message);
    const attemptId = randomUUID();
    await this.signing.transaction((tx) =>
      this.signing.addAttempt(tx, {
        id: attemptId,
        agreementId,
        userId: caller.id,
        method: 'eid',
        at: new Date(),
      }),
    );
    try {
      await this.writer.run(agreementId, {
        kind: 'sign',
        caller,
        signature: {
          id: randomUUID(),
          method: 'eid',
          textSha256,
          ipAddress: client.ipAddress,
          userAgent: client.userAgent,
          clientDigest: clientDigest(this.keyring.current, client),
          emailConfirmed: true,
          code: null,
          attemptId,
          eid: {
            method: proof.method,
            broker: proof.broker,
            acr: proof.acr,
            birthDateVerified: proof.birthDate !== null,
            issuer: proof.issuer,
            claimsSha256: proof.claimsSha256,
            authenticatedAt: proof.authenticatedAt,
          },
        },
      });
    } catch (error) {
      await this.signing.dropAttempt(attemptId).catch(() => undefined);
      throw error;
    }
    // The seal of a just-signed agreement has only been queued: its PDF hash comes with a later read.
    return this.signingService.view(caller, agreementId, true, false);
  }
}
