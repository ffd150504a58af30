import type { Agreement } from '@avtalt/contracts';
import { yourGuardianship } from '../../lib/agreement-facts.rules';
import { EXPECTED_MAX } from '@avtalt/contracts/constants';
import { type InvitationT, invitationT } from './texts';
import { nb } from './texts/nb';

/**
 * The load failure of a page about one agreement, in bokmål: for the pages still written in bokmål (the
 * invitation and the share page say it in the language in use, from their catalogues).
 */
export const AGREEMENT_LOAD_ERROR: string = nb.page.loadError;

/**
 * What the invitation page does with an agreement (spec §2 and DESIGN §4):
 * - `redirect`: the visitor started it, has already answered this round, or is an observer or a party's
 *   guardian (who read and never answer) → the comparison;
 * - `closed`: completed or ended in disagreement, and the visitor is not a participant;
 * - `removed`: the initiator removed the visitor (they had not answered a round);
 * - `not-participant`: round 2 or later, and the visitor did not join in round 1;
 * - `full`: round 1, and as many as the initiator expects have joined (issue 16; the server refuses a
 *   stranger's answers then, docs/blind-rounds-and-finishing.md);
 * - `invite`: show the invitation with 'Start å svare'.
 */
export type InvitationState = 'redirect' | 'closed' | 'removed' | 'not-participant' | 'full' | 'invite';

type InvitationAgreement = Pick<
  Agreement,
  'isInitiator' | 'participants' | 'currentRound' | 'status' | 'viewer'
> &
  Partial<Pick<Agreement, 'expectedParticipants' | 'youAreRemoved' | 'youAreObserver' | 'guardians'>>;

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
  // An observer or a party's guardian reads and never answers: nothing to join.
  const reader = agreement.youAreObserver || yourGuardianship(agreement) !== undefined;
  if (agreement.isInitiator || you?.hasResponded || (!you && reader)) return 'redirect';
  if (you)
    return agreement.status === 'completed' || agreement.status === 'disagreement' ? 'redirect' : 'invite';
  if (agreement.status === 'completed' || agreement.status === 'disagreement') return 'closed';
  if (agreement.youAreRemoved) return 'removed';
  if (agreement.currentRound > 1) return 'not-participant';
  const joined = agreement.participants.length;
  if (joined >= EXPECTED_MAX || joined >= Math.max(2, agreement.expectedParticipants ?? 2)) return 'full';
  return 'invite';
}

/** What the invitation says instead of 'Start å svare' when the visitor cannot answer (in the language in use). */
export function invitationNotice(
  state: Exclude<InvitationState, 'redirect' | 'invite'>,
  agreement: Pick<Agreement, 'status' | 'currentRound'>,
  t: InvitationT = invitationT(),
): { title: string; text: string } {
  switch (state) {
    case 'closed':
      return agreement.status === 'completed'
        ? { title: t('notice.completed.title'), text: t('notice.completed.text') }
        : { title: t('notice.ended.title'), text: t('notice.ended.text') };
    case 'removed':
      return { title: t('notice.removed.title'), text: t('notice.removed.text') };
    case 'full':
      return { title: t('notice.full.title'), text: t('notice.full.text') };
    case 'not-participant':
      return {
        title: t('notice.notParticipant.title'),
        text: t('notice.notParticipant.text', { round: agreement.currentRound }),
      };
  }
}
