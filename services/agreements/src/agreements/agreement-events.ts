import type {
  ActivityParticipant,
  PaymentStep,
  ProposalSource,
  SignatureEidEvidence,
  SignatureMethod,
} from '@avtalt/contracts';

/**
 * What happened to an agreement, as the writer's commands decide it: the one vocabulary of the service.
 * A command returns these events with its new state; the `agreement.activity` outbox rows and the audit
 * trail's entries are two projections of them (agreement-events.projections.ts), written in the
 * transaction of the change. The wire vocabularies of those projections (contracts'
 * `agreementActivityKindSchema` and `auditEventKindSchema`) are read by other services and, for the
 * trail, hashed into stored entries, so they keep their own spelling.
 */
export type AgreementEvent =
  /** The agreement was made (its trail starts here). */
  | Event<'created', { actorName: string; title: string }>
  /** Someone joined with their first answer set. */
  | Event<'joined', { name: string }>
  /** A participant submitted an answer set for the round, or changed it. */
  | Event<'round-submitted', { participantId: string; name: string; visitor: boolean; answers: number }>
  /** A visitor who submitted the current round logged in: their submission can now name them. */
  | Event<'visitor-identified', { participantId: string }>
  | Event<'participant-removed', { actor: Actor; removedName: string | null }>
  /** The round moved on; `actor` when someone started it. */
  | Event<'round-started', { actor: Actor | null; amendment?: { versionNumber: number; endsOn?: string } }>
  | Event<'completed', { parties: number }>
  /** The agreement ended in disagreement; `actor` when someone declared it. */
  | Event<'disagreement-declared', { actor: Actor | null }>
  /** Every participant accepted a proposal (of `proposalRound`). */
  | Event<
      'proposal-accepted',
      {
        actorName: string | null;
        proposalRound: number;
        questionId: string;
        source: ProposalSource;
        text: string;
      }
    >
  | Event<
      'signature-added',
      {
        actor: Actor;
        method: SignatureMethod;
        textSha256: string | null;
        emailConfirmed: boolean;
        codeSentTo: string | null;
        /** The keyed digest of the signer's IP address and browser (never the values). */
        clientDigest: string;
        /** What the eID broker verified, with the digest of its ID token's claims (method `eid`). */
        eid: SignatureEidEvidence | null;
        /** A guardian's signature: the party under 18 they signed for (docs/guardians.md); null: a party's. */
        guardianFor: string | null;
        /** The way of signing the initiator required of everyone when this signature was made (null: any). */
        requiredLevel: 'eid' | 'email-code' | null;
      }
    >
  /** The last party signed. */
  | Event<'signed', { signers: number; textSha256: string | null }>
  | Event<'signatures-voided', { actor: Actor; voided: number; clientDigest: string }>
  /** a party invited an observer (the address is mailed the link; it is not a party's data). */
  | Event<'observer-invited', { actor: Actor; observerId: string; email: string }>
  /** A party under 18 invited their guardian (the address is mailed the link). */
  | Event<'guardian-invited', { actor: Actor; guardianId: string; email: string }>
  /** After signing: a payment of the schedule marked «Betalt» or confirmed «Mottatt» (docs/obligations.md). */
  | Event<
      'payment-recorded',
      {
        actor: Actor;
        step: PaymentStep;
        itemId: string;
        label: string;
        /** The label in nynorsk and English where the topic has them, for the mails (the trail keeps `label`). */
        labels?: PaymentLabels;
        dueDate: string;
        /** In øre. */
        amountOre: number;
      }
    >
  /** A payment of the schedule falls due within a week and nobody recorded it: its payers are reminded. */
  | Event<
      'payment-due',
      {
        itemId: string;
        label: string;
        labels?: PaymentLabels;
        dueDate: string;
        amountOre: number;
        payerIds: string[];
        payeeIds: string[];
      }
    >
  /** The review date is near (docs/reviews.md): the parties are asked whether the agreement still applies. */
  | Event<'review-due', { reviewOn: string }>
  /** A party set the review date, or recorded «Avtalen gjelder fortsatt» (`reviewOn`: the next review). */
  | Event<'review-recorded', { actor: Actor; step: 'set' | 'confirmed'; reviewOn: string }>;

export type AgreementEventKind = AgreementEvent['kind'];

/** A payment's label in nynorsk and English («Avdrag 2 av 4»: «Instalment 2 of 4»). */
export type PaymentLabels = { nn?: string; en?: string };

/** Who did it: their participant row (null when they have none) and their name as the trail records it. */
export interface Actor {
  participantId: string | null;
  name: string | null;
}

/** The agreement as the event left it: what both projections name besides the event itself. */
export interface EventScene {
  agreementId: string;
  title: string;
  /** The agreement's current round. */
  round: number;
  occurredAt: string;
  /** Who takes part in the round, each with whether they submitted it (visitors without a user id). */
  participants: ActivityParticipant[];
  /** The initiator's account (null when the initiator is a visitor). */
  initiatorUserId: string | null;
}

/** `id` is also the id of the event's outbox row, when it has one. */
type Event<K extends string, D> = { id: string; kind: K; scene: EventScene } & D;
