import {
  ErrorCode,
  NegotiationMessages,
  type ProposalDraft,
  type ProposalDraftRequest,
} from '@avtalt/contracts';
import { DomainError } from '@avtalt/service-kit';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { OpenAiProposalDrafter, ProposalDraftError } from './openai-proposal-drafter';
import { mayHoldEmail } from './proposal-drafts.rules';

/** The model adapter for proposal drafts, or null when no model is configured (LLM_BASE_URL unset). */
export const PROPOSAL_DRAFTER = Symbol('PROPOSAL_DRAFTER');

/** The Norwegian message of a request refused because it may hold an e-mail address. */
export const PROPOSAL_DRAFT_EMAIL = 'Et utkast kan ikke lages fra tekst med e-postadresser';

/**
 * Model drafts of a middle ground (issue 19, docs/negotiation.md). One completion that the participant
 * waits for (not a job): the adapter gives up after min(LLM_TIMEOUT_MS, 15 s), inside the RPC's 20 s.
 */
@Injectable()
export class ProposalDraftsService {
  private readonly logger = new Logger(ProposalDraftsService.name);

  constructor(@Inject(PROPOSAL_DRAFTER) private readonly drafter: OpenAiProposalDrafter | null) {}

  status(): { available: boolean } {
    return { available: this.drafter !== null };
  }

  async draft(request: ProposalDraftRequest): Promise<ProposalDraft> {
    if (!this.drafter)
      throw new DomainError(ErrorCode.ModelUnavailable, NegotiationMessages.modelUnavailable);
    // The agreements service removed the addresses; anything that still looks like one is never sent.
    if (mayHoldEmail(request)) throw new DomainError(ErrorCode.ValidationFailed, PROPOSAL_DRAFT_EMAIL);
    try {
      return await this.drafter.draft(request);
    } catch (error) {
      if (!(error instanceof ProposalDraftError)) throw error;
      // The reason only: never the request's or the model's text.
      this.logger.warn(`proposal draft failed: ${error.reason}`);
      throw new DomainError(ErrorCode.UpstreamFailed, NegotiationMessages.modelFailed);
    }
  }
}
