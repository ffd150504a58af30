import type { Agreement, AgreementQuestion, Caller, Comparison, ComparisonView } from '@avtalt/contracts';
import type { AnswerValue } from '@avtalt/logic';
import { Injectable } from '@nestjs/common';
import { NegotiationService } from '../negotiation/negotiation.service';
import { NO_NEGOTIATION } from '../negotiation/negotiation.rows';
import { negotiationOpen } from '../negotiation/negotiation.rules';
import { AgreementStore } from './agreement-store';
import { toComparison } from './comparison.mapper';
import {
  ComparisonViewCache,
  keptNegotiation,
  tagged,
  type TaggedComparison,
  viewReply,
} from './comparison-view';
import { toQuestions } from './question.mapper';

/**
 * The answers: the caller's questions of the round, their drafts and answer sets, and every answer of
 * the round side by side (the comparison, with the negotiation fields once a round closed disputed).
 */
@Injectable()
export class AnswersService {
  /** Each caller's comparison of each version, within a budget of bytes. */
  readonly views = new ComparisonViewCache();

  constructor(
    private readonly store: AgreementStore,
    private readonly negotiation: NegotiationService,
  ) {}

  async questions(caller: Caller, agreementId: string): Promise<AgreementQuestion[]> {
    const reads = this.store.reads;
    // Drafts first, the rows after: a submit committed in between leaves drafts at most older than the
    // rows (the caller sees what they had drafted), never rows without the drafts they replaced.
    const drafts = await reads.drafts(reads.db, agreementId, [caller.id]);
    const { snapshot, round } = await this.store.snapshots.read(agreementId);
    // A question of round 2 on may be settled by a proposal (round 1's never is).
    const negotiation =
      round.currentRound > 1 ? await reads.negotiation(reads.db, agreementId) : NO_NEGOTIATION;
    return toQuestions(snapshot, round, caller, drafts, negotiation);
  }

  async comparison(caller: Caller, agreementId: string): Promise<Comparison> {
    return (await this.taggedComparison(caller, agreementId)).comparison;
  }

  /**
   * The caller's comparison and the tag of its content; only the tag when it equals `known` (the gateway
   * then sends the bytes it keeps). A caller's view is built once per cached version.
   */
  async comparisonView(caller: Caller, agreementId: string, known?: string): Promise<ComparisonView> {
    const view = await this.taggedComparison(caller, agreementId);
    return viewReply(view, known);
  }

  private async taggedComparison(caller: Caller, agreementId: string): Promise<TaggedComparison> {
    const { snapshot, round } = await this.store.snapshots.read(agreementId);
    // Nothing to negotiate and nothing settled yet (round 1, not open): no negotiation rows to read.
    const nothing = round.currentRound === 1 && !negotiationOpen({ rows: snapshot, round });
    const input = nothing
      ? { negotiation: NO_NEGOTIATION, modelDrafts: false }
      : await this.negotiation.negotiationInput(
          agreementId,
          await keptNegotiation(round, () => this.store.reads.negotiation(this.store.reads.db, agreementId)),
        );
    const build = () => toComparison(snapshot, round, caller, input);
    // Only the views of those with a place in the agreement are kept: anyone else (each visitor without a
    // session gets an id of their own) is built each time, so such requests cannot push the participants'
    // views out of the budget.
    const member = snapshot.participants.some((p) => p.userId === caller.id);
    return member
      ? this.views.view(agreementId, snapshot.agreement.version, caller, input.modelDrafts, build)
      : tagged(build());
  }

  /**
   * Saves one answer of the current round as the caller goes: a draft of theirs, which joins nobody and
   * counts nowhere until they submit their answer set.
   */
  async answerOne(
    caller: Caller,
    agreementId: string,
    questionId: string,
    response: AnswerValue,
    confirmedWarning = false,
  ): Promise<void> {
    await this.store.writer.run(agreementId, {
      kind: 'answerOne',
      caller,
      questionId,
      response,
      confirmedWarning,
    });
  }

  /**
   * The participant's answer set for the round: replaces an earlier one until the round closes.
   * `confirmedWarnings`: the questions whose value-check warnings they confirmed (docs/value-checks.md).
   */
  answerAll(
    caller: Caller,
    agreementId: string,
    answers: Record<string, AnswerValue>,
    confirmedWarnings: readonly string[] = [],
  ): Promise<Agreement> {
    return this.store.change(agreementId, { kind: 'answerAll', caller, answers, confirmedWarnings });
  }
}
