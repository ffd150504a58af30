import { z } from 'zod';
import { strictBody } from '../common/errors';
export * from './negotiation-constants';
import { NegotiationMessages } from './negotiation-constants';

/**
 * Negotiation (issue 19, docs/negotiation.md): between rounds — the round closed with disagreements, its
 * answers shown, and a next round can start — the participants can settle disputed points before the next
 * round starts:
 * - **Proposals.** Each disputed row of the comparison offers options (`proposals`): curated middle grounds of
 *   the question (`library`), the value between the answers for amounts, numbers, percentages and dates
 *   (`midpoint`), a language model's draft (`model`, only where there is no curated one), and — when private
 *   concessions matched — the answers given (`answer`). A participant puts one option forward; when every
 *   participant of the round has accepted it, it is settled: when the next round starts, a `library`/`model`
 *   proposal replaces the question with its own Ja/Nei question (the original and its answers stay in the
 *   history), and a `midpoint`/`answer` proposal keeps the question with the proposal's value; either way
 *   every participant's answer in the new round is filled in with what they accepted (Ja, or the value),
 *   and they confirm it by submitting the round. One declined proposal frees the point for another.
 * - **Private marks.** Per disputed point each participant may mark 'Jeg kan godta det andre svaret'
 *   (`canAccept`) and 'Viktig for meg' (`important`). Marks are visible only to whoever made them, except
 *   when matched: every participant of the point marked `canAccept` (`allCanAccept`, and the answers become
 *   options), or a trade (two participants, two points: each conceded the point the other did not, or each
 *   marked as important the point the other did not), shown to those two only, as a suggestion.
 * - **Private limits.** On a disputed amount or date each participant may set, once per round, the least
 *   favourable value they accept (`limit`, their own only); when everyone's overlap, the point is settled at the
 *   middle of the overlap by an accepted proposal of source `limits`, and when not, nothing is revealed.
 * Every command answers the caller's comparison (the page shows it as it is).
 */

/** A stored answer (as `storedAnswerSchema` of agreements.schema.ts, which imports this module). */
const storedAnswerSchema = z.union([z.boolean(), z.string(), z.number()]);

export const proposalSourceSchema = z.enum(['library', 'midpoint', 'answer', 'model', 'limits']);
export type ProposalSource = z.infer<typeof proposalSourceSchema>;

/**
 * Option ids (stable while the round is closed): `library:0`..`library:2` (the question's middle ground by
 * position), `midpoint`, `answer:<participantId>` (that participant's answer in the closed round),
 * `model:<uuid>` (a stored model draft).
 */
export const proposalOptionIdSchema = z
  .string(NegotiationMessages.optionId)
  .regex(
    /^(library:[0-2]|midpoint|limits|answer:[0-9a-f-]{36}|model:[0-9a-f-]{36})$/,
    NegotiationMessages.optionId,
  );

/** A proposal that can be put forward for a disputed question. */
export const proposalOptionSchema = z.object({
  id: proposalOptionIdSchema,
  source: proposalSourceSchema,
  /**
   * library/model: the Ja/Nei question asked instead of the disputed one. midpoint/answer: the question with
   * the value ('Hva er lånebeløpet? 15 000 kr').
   */
  text: z.string(),
  /** The clause it produces in the document (null when the answer produces none). */
  clause: z.string().nullable(),
  /** midpoint/answer: the answer every participant would give (stored form); null for library/model. */
  value: storedAnswerSchema.nullable(),
  /** midpoint/answer: the value as people read it ('15 000 kr'); null for library/model. */
  display: z.string().nullable(),
  /** library: why it is a middle ground (one line); null otherwise. */
  description: z.string().nullable(),
});
export type ProposalOption = z.infer<typeof proposalOptionSchema>;

export const proposalStatusSchema = z.enum(['pending', 'accepted', 'declined']);
export type ProposalStatus = z.infer<typeof proposalStatusSchema>;

const person = z.object({ participantId: z.string(), userName: z.string(), isYou: z.boolean() });

/** A proposal put forward in the closed round (the option's content is copied when it is made). */
export const proposalSchema = proposalOptionSchema.omit({ id: true }).extend({
  id: z.uuid(),
  optionId: proposalOptionIdSchema,
  questionId: z.string(),
  /** The closed round it belongs to. */
  round: z.number().int(),
  status: proposalStatusSchema,
  proposedBy: person,
  /** Those who accepted (the proposer first); when all of the round have, status is `accepted`. */
  acceptedBy: z.array(person),
  /** Who declined it (status `declined`), or null. */
  declinedBy: person.nullable(),
  /** Those still to answer while pending. */
  waitingFor: z.array(person),
  createdAt: z.string(),
});
export type Proposal = z.infer<typeof proposalSchema>;

/** The caller's own private marks on a point (never anyone else's). */
export const pointMarksSchema = z.object({
  canAccept: z.boolean(),
  important: z.boolean(),
  /**
   * The caller's marks on this point are part of a match the others have seen (all can accept, or a trade):
   * they cannot be taken back this round (NegotiationMessages.markFinal). Absent reads as false.
   */
  locked: z.boolean().optional(),
});
export type PointMarks = z.infer<typeof pointMarksSchema>;

/**
 * What a disputed row of the comparison carries while negotiation is open (absent on other rows and when
 * closed). Issue 19's `proposals` are the options.
 */
export const negotiationRowSchema = z.object({
  proposals: z.array(proposalOptionSchema),
  /** The latest proposal for the question in this round (pending, accepted or declined), or null. */
  proposal: proposalSchema.nullable(),
  yourMarks: pointMarksSchema,
  /** Matched: every participant of the round marked 'Jeg kan godta det andre svaret' on this point. */
  allCanAccept: z.boolean(),
  /** The caller may ask the model for a draft (model configured, no curated middle ground, below the limit). */
  canDraft: z.boolean(),
  /**
   * The caller's own private limit on a disputed amount or date (docs/negotiation.md, «Private limits»), absent
   * where none can be set: `side` says which values the caller's limit lets through (`atLeast`: the limit and
   * more; `atMost`: the limit and less), `yours` the limit once set (once per round). Nothing of anyone else's.
   */
  limit: z
    .strictObject({
      canSet: z.boolean(),
      side: z.enum(['atLeast', 'atMost']),
      yours: storedAnswerSchema.nullable(),
      yoursDisplay: z.string().nullable(),
    })
    .optional(),
});
export type NegotiationRow = z.infer<typeof negotiationRowSchema>;

/** One side of a trade: who gives way, on which point, and the option that puts the trade forward there. */
export const tradeGiveSchema = z.object({
  participantId: z.string(),
  userName: z.string(),
  isYou: z.boolean(),
  questionId: z.string(),
  questionText: z.string(),
  /** `answer:<the other's participantId>`: proposing it settles the point on the other's answer. */
  optionId: proposalOptionIdSchema,
});

/**
 * A trade suggested to the two participants in it (never to anyone else): `concessions` when each privately
 * conceded the point the other did not; `priorities` when each marked as important the point the other did
 * not (then each gives way where the other cares most). Only a suggestion: putting it forward proposes both
 * options, which everyone must accept.
 */
export const tradeSuggestionSchema = z.object({
  /** Stable: the two question ids and the two participant ids. */
  id: z.string(),
  kind: z.enum(['concessions', 'priorities']),
  /** 'Anne gir seg på «Skal husleien deles likt?», Bjørn på «Skal dere ha vaskeliste?»' */
  text: z.string(),
  gives: z.array(tradeGiveSchema).length(2),
});
export type TradeSuggestion = z.infer<typeof tradeSuggestionSchema>;

/** Top-level negotiation state of the comparison (absent: nothing to negotiate). */
export const negotiationSchema = z.object({
  /** Proposals and marks can be made now (the round closed with disagreements and a next round can start). */
  open: z.boolean(),
  /** Trades suggested to the caller. */
  trades: z.array(tradeSuggestionSchema),
  /** A language model is configured for drafts. */
  modelDrafts: z.boolean(),
});
export type Negotiation = z.infer<typeof negotiationSchema>;

/**
 * On a question of the question flow (and a comparison row) settled by a proposal: what all accepted, in the
 * round it was accepted. `replacesText` is the disputed question's text when the proposal replaced it.
 */
export const settledBySchema = z.object({
  proposalId: z.uuid(),
  source: proposalSourceSchema,
  round: z.number().int(),
  text: z.string(),
  display: z.string().nullable(),
  replacesQuestionId: z.string().nullable(),
  replacesText: z.string().nullable(),
});
export type SettledBy = z.infer<typeof settledBySchema>;

// ---- Bodies ------------------------------------------------------------------------------------

/** `POST /api/agreements/{id}/proposals` */
export const proposeBodySchema = strictBody({
  questionId: z.uuid(NegotiationMessages.unknownOption),
  proposalId: proposalOptionIdSchema,
});
export type ProposeBody = z.infer<typeof proposeBodySchema>;
/** `PUT /api/agreements/{id}/questions/{questionId}/concession` */
export const concessionBodySchema = strictBody({ canAccept: z.boolean(NegotiationMessages.canAcceptValue) });
/**
 * `PUT /api/agreements/{id}/questions/{questionId}/limit`: the least favourable value the caller accepts on a
 * disputed amount (kroner) or date (`YYYY-MM-DD`), once per round (docs/negotiation.md, «Private limits»).
 */
export const limitBodySchema = strictBody({
  value: z.union(
    [
      z.number().min(0, NegotiationMessages.limitValue).max(1e12, NegotiationMessages.limitValue),
      z.string().regex(/^\d{4}-\d{2}-\d{2}$/, NegotiationMessages.limitValue),
    ],
    NegotiationMessages.limitValue,
  ),
});
export type LimitBody = z.infer<typeof limitBodySchema>;
/** `PUT /api/agreements/{id}/questions/{questionId}/importance` */
export const importanceBodySchema = strictBody({ important: z.boolean(NegotiationMessages.importantValue) });
