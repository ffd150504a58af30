import type { Agreement, User } from '@avtalt/contracts';
import { ErrorCode } from '@avtalt/contracts/constants';
import type { ErrorToast } from '../../api/toast-policy';
import { apiErrorCode } from '../../api/http';
import { observerT } from './texts';

/**
 * What the observer invitation page (/avtale/{id}/observator, the link in the invitation mail) shows:
 * - `observer`: the visitor already reads along → the comparison;
 * - `party`: the visitor takes part in the agreement, and a party is never also an observer;
 * - `login`: nobody is logged in: what an observer is, and login or registration that comes back here;
 * - `confirm`: the account's address is not confirmed, and the server accepts only a confirmed one;
 * - `accept`: «Ta imot invitasjonen».
 */
export type ObserverInvitationState = 'observer' | 'party' | 'login' | 'confirm' | 'accept';

export function observerInvitationState(
  agreement: Pick<Agreement, 'isInitiator' | 'participants' | 'youAreObserver'> | undefined,
  user: Pick<User, 'emailVerified'> | null,
): ObserverInvitationState {
  if (!user) return 'login';
  if (agreement?.youAreObserver) return 'observer';
  if (agreement?.isInitiator || agreement?.participants.some((p) => p.isYou)) return 'party';
  return user.emailVerified ? 'accept' : 'confirm';
}

/**
 * The toast of a refused «Ta imot invitasjonen», titled by what went wrong; the server's message is its
 * text. An unconfirmed address (403) is said on the page instead, with a way to confirm it.
 */
export function acceptErrorToast(error: unknown): ErrorToast | false {
  switch (apiErrorCode(error)) {
    case ErrorCode.Forbidden:
      return false;
    case ErrorCode.NotFound:
      return { title: observerT('refused.otherAddress') };
    case ErrorCode.Conflict:
      return { title: observerT('refused.isParty') };
    case ErrorCode.LoginRequired:
      return { title: observerT('refused.loginRequired') };
    default:
      return { title: observerT('refused.failed') };
  }
}
