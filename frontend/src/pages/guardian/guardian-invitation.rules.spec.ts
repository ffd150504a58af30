import type { Guardian, Participant } from '@avtalt/contracts';
import { AgreementMessages, GuardianMessages } from '@avtalt/contracts/constants';
import { ApiError } from '../../api/http';
import {
  EMPTY_GUARDIAN_FORM,
  RELATION_REQUIRED,
  acceptErrorToast,
  checkGuardianForm,
  guardianInvitationState,
  partiesText,
} from './guardian-invitation.rules';

const participant = (userName: string, isYou = false): Participant => ({
  id: `p-${userName}`,
  userId: `u-${userName}`,
  userName,
  hasResponded: true,
  isAnonymous: false,
  isYou,
  canRemove: false,
});
const accepted: Guardian = {
  id: 'c0ffee00-0000-4000-8000-0000000000c1',
  participantId: 'p-Siri Ung',
  partyName: 'Siri Ung',
  name: 'Mona Ung',
  email: null,
  status: 'active',
  relation: 'parent',
  isYou: true,
  canRemove: true,
};
const agreement = (o: Partial<Parameters<typeof guardianInvitationState>[0]> = {}) => ({
  isInitiator: false,
  participants: [participant('Ola Hansen'), participant('Siri Ung')],
  guardians: [],
  ...o,
});
const confirmed = { emailVerified: true };
const refusal = (status: number, code: string, message: string) =>
  new ApiError(status, JSON.stringify({ code, message }), '');
const TODAY = '2026-12-01';

describe('guardianInvitationState', () => {
  it('asks a visitor to log in or register', () => {
    expect(guardianInvitationState(agreement(), null)).toBe('login');
  });

  it('offers a confirmed account to accept, and an unconfirmed one to confirm its address first', () => {
    expect(guardianInvitationState(agreement(), confirmed)).toBe('accept');
    expect(guardianInvitationState(agreement(), { emailVerified: false })).toBe('confirm');
  });

  it('sends one who accepted on to the agreement, and tells a party they cannot be a guardian in it', () => {
    expect(guardianInvitationState(agreement({ guardians: [accepted] }), confirmed)).toBe('guardian');
    // Invited, not yet accepted: still the form.
    expect(
      guardianInvitationState(agreement({ guardians: [{ ...accepted, status: 'invited' }] }), confirmed),
    ).toBe('accept');
    expect(guardianInvitationState(agreement({ isInitiator: true }), confirmed)).toBe('party');
    const party = agreement({ participants: [participant('Ola Hansen', true)] });
    expect(guardianInvitationState(party, { emailVerified: false })).toBe('party');
  });
});

describe('partiesText', () => {
  it('names the parties the guardian reads about before accepting', () => {
    expect(partiesText(agreement())).toBe('Partene i avtalen: Ola Hansen og Siri Ung.');
    expect(
      partiesText(agreement({ participants: [participant('A'), participant('B'), participant('C')] })),
    ).toBe('Partene i avtalen: A, B og C.');
    expect(partiesText(agreement({ participants: [participant('  ')] }))).toBeNull();
  });
});

describe('checkGuardianForm', () => {
  it('makes the body the server wants from a filled form, the date read as the parties write it', () => {
    for (const birthDate of ['1.3.1980', '1. mars 1980', '1980-03-01', ' 01.03.1980 ']) {
      expect(checkGuardianForm({ relation: 'parent', birthDate, declaration: true }, TODAY)).toEqual({
        body: { relation: 'parent', birthDate: '1980-03-01', declaration: true },
        errors: null,
      });
    }
    expect(
      checkGuardianForm({ relation: 'appointed', birthDate: '15.7.1975', declaration: true }, TODAY).body,
    ).toEqual({ relation: 'appointed', birthDate: '1975-07-15', declaration: true });
  });

  it('says what is missing, under each field', () => {
    expect(checkGuardianForm(EMPTY_GUARDIAN_FORM, TODAY)).toEqual({
      body: null,
      errors: {
        relation: RELATION_REQUIRED,
        birthDate: AgreementMessages.birthDate,
        declaration: GuardianMessages.declaration,
      },
    });
    expect(
      checkGuardianForm({ relation: 'parent', birthDate: 'i går', declaration: true }, TODAY).errors,
    ).toEqual({ birthDate: AgreementMessages.birthDate });
  });

  it('refuses a date in the future or before 1900, and a guardian under 18', () => {
    const form = (birthDate: string) => ({ relation: 'parent' as const, birthDate, declaration: true });
    expect(checkGuardianForm(form('2.12.2026'), TODAY).errors).toEqual({
      birthDate: AgreementMessages.birthDateRange,
    });
    expect(checkGuardianForm(form('1.1.1899'), TODAY).errors).toEqual({
      birthDate: AgreementMessages.birthDateRange,
    });
    expect(checkGuardianForm(form('2.12.2008'), TODAY).errors).toEqual({
      birthDate: GuardianMessages.guardianUnderAge,
    });
    expect(checkGuardianForm(form('1.12.2008'), TODAY).errors).toBeNull();
  });
});

describe('acceptErrorToast', () => {
  it('says a 404 means the invitation went to another address (the server message is the text)', () => {
    expect(acceptErrorToast(refusal(404, 'NOT_FOUND', GuardianMessages.invitationMissing))).toEqual({
      title: 'Invitasjonen gjelder en annen adresse',
    });
  });

  it('leaves an unconfirmed address (403) and a refused field (400) to the page', () => {
    expect(acceptErrorToast(refusal(403, 'FORBIDDEN', GuardianMessages.acceptEmailNotConfirmed))).toBe(false);
    expect(acceptErrorToast(refusal(400, 'VALIDATION_FAILED', GuardianMessages.birthDate))).toBe(false);
  });

  it('titles a party, a guardian under 18, an ended session and anything else', () => {
    expect(acceptErrorToast(refusal(409, 'CONFLICT', GuardianMessages.guardianIsParty))).toEqual({
      title: 'Du er part i avtalen',
    });
    expect(acceptErrorToast(refusal(409, 'UNDER_AGE', GuardianMessages.guardianUnderAge))).toEqual({
      title: 'Du kan ikke være verge',
    });
    expect(acceptErrorToast(refusal(401, 'LOGIN_REQUIRED', 'x'))).toEqual({ title: 'Du må være innlogget' });
    expect(acceptErrorToast(new Error('offline'))).toEqual({ title: 'Kunne ikke godta som verge' });
  });
});
