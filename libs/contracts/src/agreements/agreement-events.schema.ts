import { z } from 'zod';
import { fullNameSchema } from '../common/person-name.schema';

const id = z.uuid();
export const agreementUpdatedEventSchema = z.strictObject({ agreementId: id });
/** `agreement.deleted`, durable: `eventId` is unique per event (consumers may see an event twice). */
export const agreementDeletedEventSchema = z.strictObject({
  eventId: id,
  agreementId: id,
  occurredAt: z.iso.datetime(),
});
export type AgreementDeletedEvent = z.infer<typeof agreementDeletedEventSchema>;

/** What happened, in `agreement.activity` (the notifications service decides who is told). */
/**
 * `participant-removed`: the initiator removed a participant who had not answered the round (the actor is
 * the initiator; `participants` are the round's remaining ones). No mail is sent for it; it lets the
 * notifications service stop reminding the removed person.
 */
/**
 * Signing (no mail decided by agreements, the notifications service chooses): `signature-added`
 * (the actor signed; others may be told), `signatures-voided` (the actor voided every signature: everyone
 * is told, the text is open again), `signed` (the last party signed: documents seals the PDF, then emits
 * `document.sealed`, which is what the parties are mailed about).
 */
export const agreementActivityKindSchema = z.enum([
  'answered',
  'round-started',
  'completed',
  'disagreement-declared',
  'participant-removed',
  'signature-added',
  'signatures-voided',
  'signed',
  'observer-invited',
  'guardian-invited',
  /** A payment of the schedule marked «Betalt» or confirmed «Mottatt» (docs/obligations.md). */
  'payment-recorded',
  /** A payment of the schedule falls due within a week and nobody recorded it: its payers are reminded. */
  'payment-due',
  /** The review date of a signed agreement is near (docs/reviews.md): the parties are asked whether it still applies. */
  'review-due',
  /** A party set the review date, or recorded that the agreement still applies. */
  'review-recorded',
]);
export type AgreementActivityKind = z.infer<typeof agreementActivityKindSchema>;
/** A participant as the activity event names them; `userId` is null for a visitor without an account. */
export const activityParticipantSchema = z.strictObject({
  participantId: id,
  userId: id.nullable(),
  name: fullNameSchema,
  /** Submitted the current round (for `completed`/`disagreement-declared`: the last round). */
  answered: z.boolean(),
});
export type ActivityParticipant = z.infer<typeof activityParticipantSchema>;
/**
 * `agreement.activity`, durable (outbox → JetStream, like `agreement.deleted`): written in the
 * transaction that made the change. `actorParticipantId` is who did it (the one who answered, started the
 * round or declared disagreement; null when the change happened by itself, e.g. the last answer completing it).
 * Only facts, no addresses (but an invited observer's): the notifications service looks those up in identity.
 */
export const agreementActivityEventSchema = z.strictObject({
  eventId: id,
  kind: agreementActivityKindSchema,
  agreementId: id,
  title: z.string().max(300),
  /** The round the event belongs to (for `round-started`: the new round). */
  round: z.number().int().min(1),
  actorParticipantId: id.nullable(),
  participants: z.array(activityParticipantSchema),
  /**
   * The agreement's initiator's user id (they take part from the start but are listed in `participants`
   * only once they answered); null when the initiator is a visitor. Optional: events written before it was added lack it.
   */
  initiatorUserId: id.nullable().optional(),
  occurredAt: z.iso.datetime(),
  /**
   * On `signature-added` and `signed`, every entry's hash of the audit trail as committed with
   * the signature (the last is the head). The notifications service mails it to every party as a receipt.
   */
  /**
   * On `observer-invited` and `guardian-invited`: the invited address and the inviter's name; the
   * notifications service mails the invitation. The one address an activity event carries (the invited
   * person may have no account yet).
   */
  invitee: z.strictObject({ email: z.string().max(254), invitedBy: fullNameSchema }).optional(),
  /**
   * On the `round-started` that opens an amendment (docs/amendments.md): the new version's number and who
   * proposed it; the notifications service mails «… foreslår endringer» instead of «Ny runde».
   */
  amendment: z
    .strictObject({
      versionNumber: z.number().int().min(2),
      proposedBy: fullNameSchema,
      /** An ending together: the date the agreement is to end from («… foreslår å avslutte»). */
      endsOn: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/)
        .optional(),
    })
    .optional(),
  /**
   * On `payment-recorded`: which payment, and whether it was marked paid or confirmed received. On `payment-due`:
   * which payment, who pays it and who receives it (participant ids; the reminder goes to the payers).
   */
  payment: z
    .strictObject({
      itemId: z.string().max(50),
      label: z.string().max(120),
      /** The label in nynorsk and English, where the topic has them (a mail is in its reader's language). */
      labels: z
        .strictObject({ nn: z.string().max(120).optional(), en: z.string().max(120).optional() })
        .optional(),
      dueDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      amount: z.number(),
      step: z.enum(['paid', 'received']).optional(),
      payers: z.array(id).max(20).optional(),
      payees: z.array(id).max(20).optional(),
    })
    .optional(),
  /** On `review-due` and `review-recorded`: the (next) review date, and on `review-recorded` what was done. */
  review: z
    .strictObject({
      reviewOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      step: z.enum(['set', 'confirmed']).optional(),
    })
    .optional(),
  auditHashes: z
    .array(z.object({ seq: z.number().int().min(1), hash: z.string().regex(/^[0-9a-f]{64}$/) }))
    .optional(),
});
export type AgreementActivityEvent = z.infer<typeof agreementActivityEventSchema>;
