import { AgreementMessages } from '@avtalt/contracts/constants';
import { ApiError } from '../../api/http';
import { acceptErrorToast, observerInvitationState } from './observer-invitation.rules';

const agreement = (o: Partial<Parameters<typeof observerInvitationState>[0]> = {}) => ({
  isInitiator: false,
  participants: [],
  youAreObserver: false,
  ...o,
});
const confirmed = { emailVerified: true };
const refusal = (status: number, code: string, message: string) =>
  new ApiError(status, JSON.stringify({ code, message }), '');

describe('observerInvitationState', () => {
  it('asks a visitor to log in or register, whatever the agreement says', () => {
    expect(observerInvitationState(agreement(), null)).toBe('login');
    expect(observerInvitationState(undefined, null)).toBe('login');
  });

  it('offers a confirmed account to accept, and an unconfirmed one to confirm its address first', () => {
    expect(observerInvitationState(agreement(), confirmed)).toBe('accept');
    expect(observerInvitationState(agreement(), { emailVerified: false })).toBe('confirm');
    // Not loaded (a failed read): accepting is still possible; the server decides.
    expect(observerInvitationState(undefined, confirmed)).toBe('accept');
  });

  it('sends one who already reads along on, and tells a party they cannot also observe', () => {
    expect(observerInvitationState(agreement({ youAreObserver: true }), confirmed)).toBe('observer');
    expect(observerInvitationState(agreement({ isInitiator: true }), confirmed)).toBe('party');
    const party = agreement({
      participants: [
        {
          id: 'p',
          userId: 'u',
          userName: 'Ola',
          hasResponded: true,
          isAnonymous: false,
          isYou: true,
          canRemove: false,
        },
      ],
    });
    expect(observerInvitationState(party, { emailVerified: false })).toBe('party');
  });
});

describe('acceptErrorToast', () => {
  it('says a 404 means the invitation went to another address (the server message is the text)', () => {
    expect(acceptErrorToast(refusal(404, 'NOT_FOUND', AgreementMessages.observerInvitationMissing))).toEqual({
      title: 'Invitasjonen gjelder en annen adresse',
    });
  });

  it('leaves an unconfirmed address (403) to the page, which offers a new link', () => {
    expect(
      acceptErrorToast(refusal(403, 'FORBIDDEN', AgreementMessages.observerAcceptEmailNotConfirmed)),
    ).toBe(false);
  });

  it('titles a party, an ended session and anything else', () => {
    expect(acceptErrorToast(refusal(409, 'CONFLICT', AgreementMessages.observerIsParty))).toEqual({
      title: 'Du er part i avtalen',
    });
    expect(acceptErrorToast(refusal(401, 'LOGIN_REQUIRED', 'x'))).toEqual({ title: 'Du må være innlogget' });
    expect(acceptErrorToast(new Error('offline'))).toEqual({ title: 'Kunne ikke ta imot invitasjonen' });
  });
});
