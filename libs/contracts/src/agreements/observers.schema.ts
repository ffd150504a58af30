import { z } from 'zod';
import { strictBody } from '../common/errors';
import { emailSchema } from '../identity/identity.schema';
import { GuardianMessages } from './agreement-constants';

/**
 * Observers (docs/observers.md): someone a party invites to read the agreement — its
 * comparison, its discussion and its final text — who never answers, signs or writes in it. Invited by
 * address; they become an observer when they accept with an account whose confirmed address is that one.
 */

/** Body of `POST /api/agreements/{id}/observers`. */
export const inviteObserverBodySchema = strictBody({ email: emailSchema });
export type InviteObserverBody = z.infer<typeof inviteObserverBodySchema>;

/**
 * An observer as the agreement shows them: to everyone who takes part, as «Observatør» with their name
 * once they accepted; the address only to the one who invited them (they typed it).
 */
export const observerSchema = z.object({
  id: z.uuid(),
  /** The account's name once they accepted; null while invited. */
  name: z.string().nullable(),
  /** The invited address: only for the one who invited them, else null. */
  email: z.string().nullable(),
  status: z.enum(['invited', 'active']),
  invitedByName: z.string(),
  isYou: z.boolean(),
  /** The caller invited them and may remove them. */
  canRemove: z.boolean(),
});
export type Observer = z.infer<typeof observerSchema>;

/**
 * Guardians (docs/guardians.md): a party under 18 takes part with their guardian (verge), who accepts with the
 * invited confirmed address, states their relation and date of birth, and signs with the party
 * (vergemålsloven § 9). `POST /api/agreements/{id}/guardian` by the party under 18.
 */
export const inviteGuardianBodySchema = strictBody({ email: emailSchema });

/** How the guardian is the party's guardian (vergemålsloven §§ 16–17: parents with parental responsibility). */
export const guardianRelationSchema = z.enum(['parent', 'appointed'], GuardianMessages.relation);
export type GuardianRelation = z.infer<typeof guardianRelationSchema>;

/** Body of `POST /api/agreements/{id}/guardian/accept`. */
export const acceptGuardianBodySchema = strictBody({
  relation: guardianRelationSchema,
  birthDate: z.string(GuardianMessages.birthDate).regex(/^\d{4}-\d{2}-\d{2}$/, GuardianMessages.birthDate),
  /** The guardian declares that they are the party's guardian and that any other guardian agrees. */
  declaration: z.literal(true, GuardianMessages.declaration),
});
export type AcceptGuardianBody = z.infer<typeof acceptGuardianBodySchema>;

/** A party's guardian as the agreement shows them (to those taking part, the guardian and observers). */
export const guardianSchema = z.object({
  id: z.uuid(),
  /** The participant (under 18) they are the guardian of. */
  participantId: z.uuid(),
  partyName: z.string(),
  /** The account's name once they accepted; null while invited. */
  name: z.string().nullable(),
  /** The invited address: only for the party who invited them. */
  email: z.string().nullable(),
  status: z.enum(['invited', 'active']),
  relation: guardianRelationSchema.nullable(),
  isYou: z.boolean(),
  canRemove: z.boolean(),
});
export type Guardian = z.infer<typeof guardianSchema>;
