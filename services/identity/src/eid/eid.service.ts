import { randomUUID } from 'node:crypto';
import { ErrorCode, type EidProof, type EidPurpose, type EidStatus } from '@avtalt/contracts';
import { DomainError } from '@avtalt/service-kit';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { IDENTITY_CONFIG, type IdentityConfig } from '../config/identity.config';
import { EidClient } from './eid-client';
import { EidRepository } from './eid.repository';
import {
  EID_PROOF_TTL_MS,
  EID_REQUEST_TTL_MS,
  EidMessages,
  type EidSettings,
  eidSettings,
  proofOfClaims,
} from './eid.rules';

/**
 * Signing with national eID through an OpenID Connect broker (docs/signing.md): a login is started for
 * a user and a purpose (a text of an agreement to sign), finished once when the broker sends the browser back,
 * and its proof spent once by agreements for that purpose. Nothing here logs claims or names.
 */
@Injectable()
export class EidService {
  private readonly logger = new Logger(EidService.name);
  private readonly settings: EidSettings | null;
  private readonly client: EidClient | null;

  constructor(
    @Inject(IDENTITY_CONFIG) config: IdentityConfig,
    private readonly repository: EidRepository,
  ) {
    this.settings = eidSettings(config);
    this.client = this.settings ? new EidClient(this.settings) : null;
  }

  status(): EidStatus {
    return this.settings
      ? { available: true, method: this.settings.method, broker: this.settings.broker }
      : { available: false, method: null, broker: null };
  }

  private configured(): { settings: EidSettings; client: EidClient } {
    if (!this.settings || !this.client) throw new DomainError(ErrorCode.NotFound, EidMessages.unavailable);
    return { settings: this.settings, client: this.client };
  }

  async start(userId: string, purpose: EidPurpose): Promise<{ authorizationUrl: string }> {
    const { client } = this.configured();
    const login = await client.start().catch((error: unknown) => {
      this.logger.warn(`eID discovery failed: ${(error as Error).message}`);
      throw new DomainError(ErrorCode.UpstreamFailed, EidMessages.brokerDown);
    });
    await this.repository.insertRequest({
      state: login.state,
      userId,
      nonce: login.nonce,
      codeVerifier: login.codeVerifier,
      purpose,
      expiresAt: new Date(Date.now() + EID_REQUEST_TTL_MS),
    });
    return { authorizationUrl: login.authorizationUrl };
  }

  async complete(
    userId: string,
    response: { state: string; code: string; iss?: string },
  ): Promise<{ proofId: string; purpose: EidPurpose }> {
    const { settings, client } = this.configured();
    const request = await this.repository.takeRequest(response.state, userId);
    if (!request) throw new DomainError(ErrorCode.InvalidSigningProof, EidMessages.expired);
    const claims = await client
      .finish(response, { state: response.state, nonce: request.nonce, codeVerifier: request.code_verifier })
      .catch((error: unknown) => {
        this.logger.warn(`eID code exchange refused: ${(error as Error).name}`);
        throw new DomainError(ErrorCode.InvalidSigningProof, EidMessages.failed);
      });
    const proof = proofOfClaims(claims, settings, new Date());
    if ('refused' in proof) throw new DomainError(ErrorCode.InvalidSigningProof, proof.refused);
    const proofId = randomUUID();
    await this.repository.insertProof({ id: proofId, userId, purpose: request.purpose, proof });
    return { proofId, purpose: request.purpose };
  }

  async consume(userId: string, proofId: string, purpose: EidPurpose): Promise<EidProof> {
    const proof = await this.repository.consumeProof(
      proofId,
      userId,
      purpose,
      new Date(Date.now() - EID_PROOF_TTL_MS),
    );
    if (!proof) throw new DomainError(ErrorCode.InvalidSigningProof, EidMessages.expired);
    return proof;
  }
}
