import { DocumentsRpc } from '@avtalt/contracts';
import { errorText, rpcRequest } from '@avtalt/service-kit';
import { Logger } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import type { AgreementReadRepository } from '../agreements/agreement-reads.repository';
import type { AgreementWriter } from '../agreements/agreement.writer';
import type { CachedSnapshot } from '../agreements/snapshot-cache';
import { finalTextRefusal, legalDocumentOf } from './legal-document.rules';

/**
 * A completed agreement's final legal text (docs/final-text.md): rendered by documents once every party
 * can be named and identified, and stored once on the agreement through the writer.
 */
export class FinalTextService {
  private readonly logger = new Logger(FinalTextService.name);

  constructor(
    private readonly nats: ClientProxy,
    private readonly writer: AgreementWriter,
    private readonly reads: AgreementReadRepository,
  ) {}

  /**
   * When an agreement completes, its legal text is written once and stored on it. Never throws: the
   * agreement stays completed, and the text is rendered on the next request for it.
   */
  async store(
    agreementId: string,
    { snapshot: s, round }: Pick<CachedSnapshot, 'snapshot' | 'round'>,
  ): Promise<string | null> {
    // Not before every party has an account and has given their details: the text is made at the next
    // request after the last one logs in, or when the last one gives their details.
    if (finalTextRefusal(s, round) !== null) return null;
    try {
      const { html } = await rpcRequest(
        this.nats,
        DocumentsRpc.renderLegalText,
        legalDocumentOf(s, round, 'completed'),
      );
      if (await this.writer.storeLegalText(agreementId, html, s.agreement.version)) return html;
      return (await this.reads.agreement(this.reads.db, agreementId))?.legalText ?? null;
    } catch (error) {
      this.logger.warn(`legal text for ${agreementId} not stored: ${errorText(error)}`);
      return null;
    }
  }
}
