import type { AcceptGuardianBody, Agreement, GuardianRelation, User } from '@avtalt/contracts';
import { AgreementMessages, ErrorCode, GuardianMessages } from '@avtalt/contracts/constants';
import { readDate } from '@avtalt/logic';
import { apiErrorCode } from '../../api/http';
import type { ErrorToast } from '../../api/toast-policy';
import { isUnder18 } from '../../lib/guardians.rules';
import { yourGuardianship } from '../../lib/agreement-facts.rules';
import { guardianT } from './texts';
import { nb } from './texts/nb';

/**
 * What the guardian's invitation page (/avtale/{id}/verge, the link in the invitation mail) shows:
 * - `guardian`: the visitor has accepted already → the result page, where they read and sign;
 * - `party`: the visitor takes part in the agreement, and a party cannot also be another party's guardian;
 * - `login`: nobody is logged in: what a guardian is, and login or registration that comes back here;
 * - `confirm`: the account's address is not confirmed, and the server accepts only a confirmed one;
 * - `accept`: the form «Godta som verge».
 */
export type GuardianInvitationState = 'guardian' | 'party' | 'login' | 'confirm' | 'accept';

export function guardianInvitationState(
  agreement: Pick<Agreement, 'isInitiator' | 'participants'> & Partial<Pick<Agreement, 'guardians'>>,
  user: Pick<User, 'emailVerified'> | null,
): GuardianInvitationState {
  if (!user) return 'login';
  if (yourGuardianship(agreement)) return 'guardian';
  if (agreement.isInitiator || agreement.participants.some((p) => p.isYou)) return 'party';
  return user.emailVerified ? 'accept' : 'confirm';
}

/**
 * Who invited the visitor, when the page can know it: the agreement shows the guardians only to those who
 * take part in it, so before accepting the page names the parties instead.
 */
export function partiesText(agreement: Pick<Agreement, 'participants'>): string | null {
  const names = agreement.participants.map((p) => p.userName.trim()).filter((n) => n !== '');
  if (names.length === 0) return null;
  const list =
    names.length === 1
      ? names[0]
      : `${names.slice(0, -1).join(', ')} ${guardianT('page.and')} ${names.at(-1)}`;
  return guardianT('page.parties', { names: list });
}

/** The accept form as typed: the relation chosen, the date of birth as written, the declaration ticked. */
export interface GuardianForm {
  relation: GuardianRelation | '';
  birthDate: string;
  declaration: boolean;
}

export type GuardianFormErrors = Partial<Record<keyof GuardianForm, string>>;

export const EMPTY_GUARDIAN_FORM: GuardianForm = { relation: '', birthDate: '', declaration: false };

/** Said under the relation's choices when none is chosen: in bokmål (checkGuardianForm says it in the language in use). */
export const RELATION_REQUIRED = nb.form.relationRequired;

/**
 * The form checked as the server checks it, with the date of birth read as the parties' is
 * (1.3.1980, 1. mars 1980, 1980-03-01) and the guardian 18 or older on `today`: the body to send, or a
 * message per field.
 */
export function checkGuardianForm(
  form: GuardianForm,
  today: string,
): { body: AcceptGuardianBody; errors: null } | { body: null; errors: GuardianFormErrors } {
  const errors: GuardianFormErrors = {};
  if (form.relation !== 'parent' && form.relation !== 'appointed')
    errors.relation = guardianT('form.relationRequired');
  const birthDate = readDate(form.birthDate.trim());
  if (!form.birthDate.trim() || !birthDate) errors.birthDate = AgreementMessages.birthDate;
  else if (birthDate < '1900-01-01' || birthDate > today) errors.birthDate = AgreementMessages.birthDateRange;
  else if (isUnder18(birthDate, today)) errors.birthDate = GuardianMessages.guardianUnderAge;
  if (!form.declaration) errors.declaration = GuardianMessages.declaration;
  if (Object.keys(errors).length > 0 || !birthDate || form.relation === '') return { body: null, errors };
  return { body: { relation: form.relation, birthDate, declaration: true }, errors: null };
}

/**
 * The toast of a refused «Godta som verge», titled by what went wrong; the server's message is its text.
 * An unconfirmed address (403) is said on the page instead, with a way to confirm it, and a field the
 * server refused (400) under the field.
 */
export function acceptErrorToast(error: unknown): ErrorToast | false {
  switch (apiErrorCode(error)) {
    case ErrorCode.Forbidden:
    case ErrorCode.ValidationFailed:
      return false;
    case ErrorCode.NotFound:
      return { title: guardianT('refused.otherAddress') };
    case ErrorCode.Conflict:
      return { title: guardianT('refused.isParty') };
    case ErrorCode.UnderAge:
      return { title: guardianT('refused.underAge') };
    case ErrorCode.LoginRequired:
      return { title: guardianT('refused.loginRequired') };
    default:
      return { title: guardianT('refused.failed') };
  }
}
