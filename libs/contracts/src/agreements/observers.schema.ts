import { z } from 'zod';
import { strictBody } from '../common/errors';
import { emailSchema } from '../identity/identity.schema';

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
