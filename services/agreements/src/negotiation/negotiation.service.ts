import {
  ErrorCode,
  NegotiationMessages,
  TemplatesRpc,
  type Caller,
  type Comparison,
  type ProposalOption,
} from '@avtalt/contracts';
import { DomainError, errorText, rpcRequest } from '@avtalt/service-kit';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import { randomUUID } from 'node:crypto';
import type { AgreementCommand } from '../agreements/agreement-command';
import { enforce } from '../agreements/agreement.commands';
import { AgreementStore } from '../agreements/agreement-store';
import { currentParticipants } from '../agreements/agreement.mapper';
import { answerDisplay } from '../agreements/answer-text.rules';
import { toComparison } from '../agreements/comparison.mapper';
import { NATS_CLIENT } from '../agreements/nats-client';
import { answerOf, participantIdOf } from '../rounds/round-snapshot';
import { checkDraft, modelOption } from './middle-grounds.rules';
import type { NegotiationInput } from './negotiation.mapper';
import { proposalDraftRequest } from './proposal-draft.rules';

/** How long templates' answer to "is a language model configured?" is kept; a failed ask, shortly. */
const MODEL_STATUS_TTL_MS = 60_000;
const MODEL_STATUS_FAILED_TTL_MS = 5_000;

/**
 * Negotiation between rounds (docs/negotiation.md): proposals, their answers, the private marks and the
 * model drafts, each a command of the one writer answered with the caller's comparison after it.
 */
@Injectable()
export class NegotiationService {
  private readonly logger = new Logger(NegotiationService.name);
  /** Templates' model status, kept for {@link MODEL_STATUS_TTL_MS}. */
  private modelStatusCache: { available: boolean; until: number } | undefined;

  constructor(
    private readonly store: AgreementStore,
    @Inject(NATS_CLIENT) private readonly nats: ClientProxy,
  ) {}

  /** The negotiation rows and whether a model drafts, for a comparison. */
  async negotiationInput(
    agreementId: string,
    negotiation?: NegotiationInput['negotiation'],
  ): Promise<NegotiationInput> {
    const [rows, modelDrafts] = await Promise.all([
      negotiation ?? this.store.reads.negotiation(this.store.reads.db, agreementId),
      this.modelAvailable(),
    ]);
    return { negotiation: rows, modelDrafts };
  }

  /** Whether templates has a language model for drafts (asked at most once a minute; a failed ask reads as no). */
  private async modelAvailable(): Promise<boolean> {
    const now = Date.now();
    if (this.modelStatusCache && this.modelStatusCache.until > now) return this.modelStatusCache.available;
    try {
      const { available } = await rpcRequest(this.nats, TemplatesRpc.proposalDraftStatus, {});
      this.modelStatusCache = { available, until: now + MODEL_STATUS_TTL_MS };
      return available;
    } catch (error) {
      this.logger.warn(`model status not known: ${errorText(error)}`);
      this.modelStatusCache = { available: false, until: now + MODEL_STATUS_FAILED_TTL_MS };
      return false;
    }
  }

  /** Runs a negotiation command and answers with the caller's comparison after it. */
  private async negotiate(
    agreementId: string,
    command: Extract<AgreementCommand, { kind: 'propose' | 'respondProposal' | 'setMark' | 'setLimit' }>,
  ): Promise<Comparison> {
    const committed = await this.store.writer.run(agreementId, command);
    return toComparison(
      committed.snapshot,
      committed.round,
      command.caller,
      await this.negotiationInput(agreementId, committed.negotiation),
    );
  }

  propose(caller: Caller, agreementId: string, questionId: string, optionId: string): Promise<Comparison> {
    return this.negotiate(agreementId, { kind: 'propose', caller, questionId, optionId });
  }

  respondProposal(
    caller: Caller,
    agreementId: string,
    proposalId: string,
    accept: boolean,
  ): Promise<Comparison> {
    return this.negotiate(agreementId, { kind: 'respondProposal', caller, proposalId, accept });
  }

  setMark(
    caller: Caller,
    agreementId: string,
    questionId: string,
    mark: 'canAccept' | 'important',
    value: boolean,
  ): Promise<Comparison> {
    return this.negotiate(agreementId, { kind: 'setMark', caller, questionId, mark, value });
  }

  /** The caller's private limit on a disputed amount or date (docs/negotiation.md, «Private limits»). */
  setLimit(
    caller: Caller,
    agreementId: string,
    questionId: string,
    value: number | string,
  ): Promise<Comparison> {
    return this.negotiate(agreementId, { kind: 'setLimit', caller, questionId, value });
  }

  /**
   * A language model drafts a middle ground for a disputed point without a curated one (docs/negotiation.md).
   * Checked first (logged in, taking part, open, disputed, no library, below the limit, a model configured);
   * the request carries no name nor e-mail address; the model is asked OUTSIDE any transaction; the draft
   * is then stored through the writer, which checks the limit again under the agreement's lock.
   */
  async draftProposal(caller: Caller, agreementId: string, questionId: string): Promise<ProposalOption> {
    if (caller.anonymous) throw new DomainError(ErrorCode.LoginRequired, NegotiationMessages.loginRequired);
    const { snapshot: s, round } = await this.store.snapshots.read(agreementId);
    const negotiation = await this.store.reads.negotiation(this.store.reads.db, agreementId);
    enforce(checkDraft({ rows: s, round, negotiation }, participantIdOf(round, caller.id), questionId));
    if (!(await this.modelAvailable()))
      throw new DomainError(ErrorCode.ModelUnavailable, NegotiationMessages.modelUnavailable);
    const q = s.questions.find((x) => x.id === questionId)!;
    const people = currentParticipants(s, round);
    const answers = people.flatMap((p, participantIndex) => {
      const value = answerOf(round, p.id, questionId, round.currentRound);
      return value === undefined
        ? []
        : [{ participantIndex, display: answerDisplay(s, round, q, p.id, round.currentRound, value) }];
    });
    // Every name the texts may carry: the answering parties get their labels, every other participant row
    // (removed ones too) and the initiator 'en annen person' (finding 3 of the review).
    const otherNames = [...s.participants.map((p) => p.userName), s.agreement.initiatorName];
    const request = proposalDraftRequest(
      s.agreement.title,
      q,
      people.map((p) => ({ name: p.userName })),
      answers,
      otherNames,
    );
    const draft = await rpcRequest(this.nats, TemplatesRpc.draftProposal, request);
    const draftId = randomUUID();
    const committed = await this.store.writer.run(agreementId, {
      kind: 'storeModelDraft',
      caller,
      questionId,
      draftId,
      text: draft.text,
      clause: draft.clause,
    });
    const stored = committed.negotiation?.modelDrafts.find((d) => d.id === draftId);
    return modelOption(
      stored ?? {
        id: draftId,
        questionId,
        round: round.currentRound,
        text: draft.text,
        clause: draft.clause,
        createdBy: '',
        createdAt: new Date(),
      },
    );
  }
}
