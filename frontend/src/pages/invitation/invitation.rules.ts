import type { Agreement } from '@avtalt/contracts';

/** The load failure of a page about one agreement (invitation, share page). */
export const AGREEMENT_LOAD_ERROR =
  'Kunne ikke laste inn denne avtalen. Avtalen kan ha blitt slettet eller lenken kan være ugyldig.';

/**
 * What the invitation page does with an agreement (spec §2 and DESIGN §4):
 * - `redirect`: the visitor started it or has already answered this round → the comparison;
 * - `closed`: completed or ended in disagreement, and the visitor is not a participant;
 * - `not-participant`: round 2 or later, and the visitor did not join in round 1;
 * - `invite`: show the invitation with 'Start å svare'.
 */
export type InvitationState = 'redirect' | 'closed' | 'not-participant' | 'invite';

type InvitationAgreement = Pick<
  Agreement,
  'isInitiator' | 'participants' | 'currentRound' | 'status' | 'viewer'
>;

/**
 * The visitor's participant record: the one the server marks as `isYou`, else the one whose user id is
 * the viewer's id or the anonymous id kept in sessionStorage.
 */
export function findYou(agreement: Pick<Agreement, 'participants' | 'viewer'>, anonymousId: string | null) {
  const ids = new Set([agreement.viewer?.id, anonymousId].filter((id): id is string => Boolean(id)));
  return (
    agreement.participants.find((p) => p.isYou) ??
    agreement.participants.find((p) => ids.has(p.userId)) ??
    null
  );
}

export function invitationState(agreement: InvitationAgreement, anonymousId: string | null): InvitationState {
  const you = findYou(agreement, anonymousId);
  if (agreement.isInitiator || you?.hasResponded) return 'redirect';
  if (you)
    return agreement.status === 'completed' || agreement.status === 'disagreement' ? 'redirect' : 'invite';
  if (agreement.status === 'completed' || agreement.status === 'disagreement') return 'closed';
  if (agreement.currentRound > 1) return 'not-participant';
  return 'invite';
}
