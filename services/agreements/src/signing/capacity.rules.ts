import { ErrorCode, partiesWithoutBirthDateText, SigningMessages } from '@avtalt/contracts';
import type { AgreementRow, ParticipantRow } from '../agreements/agreement.rows';
import { acceptedGuardians, type Refusal, type SigningState } from './signing.rules';

/*
 * Capacity (vergemålsloven § 9, docs/signing.md, docs/guardians.md): who is old enough to sign, and a party
 * under 18 only with a guardian who accepted and signs with them.
 */

/** The party is 18 or older on `today` (YYYY-MM-DD, the date in Europe/Oslo) by their date of birth. */
export function isAdultOn(birthDate: string, today: string): boolean {
  const [y, m, d] = birthDate.split('-').map(Number);
  const year = y + 18;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  // Born on 29 February: of age on 1 March in a year without one (never a day early).
  const birthday =
    m === 2 && d === 29 && !leap
      ? `${year}-03-01`
      : `${year}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  return today >= birthday;
}

/**
 * Vergemålsloven § 9: a party of an agreement (not a plan) signs only with a date of birth
 * given (409 BIRTH_DATE_REQUIRED) and only if 18 on the signing day in Norway (409 UNDER_AGE).
 */
export function capacityRefusal(
  party: Pick<ParticipantRow, 'birthDate'>,
  document: AgreementRow['document'] | undefined,
  today: string,
  hasGuardian = false,
): Refusal | null {
  if (document?.kind === 'plan') return null;
  if (party.birthDate === null)
    return { code: ErrorCode.BirthDateRequired, message: SigningMessages.birthDateRequired };
  // Under 18: only with the guardian, who accepted and signs too (docs/guardians.md).
  if (!isAdultOn(party.birthDate, today) && !hasGuardian)
    return { code: ErrorCode.UnderAge, message: SigningMessages.underAge };
  return null;
}

/** The party has a guardian who accepted. */
export const hasGuardian = (state: SigningState, participantId: string): boolean =>
  acceptedGuardians(state).some((g) => g.participantId === participantId);

/**
 * Before the FIRST signature (the text then freezes, and a party's details with it), every
 * other party of an agreement (not a plan) must have a date of birth and be 18 on the day: otherwise
 * someone would sign a text another party could never sign (BIRTH_DATE_REQUIRED or UNDER_AGE, with the
 * details refused while frozen). 409 PARTY_DETAILS_MISSING naming who must give a date of birth, or saying
 * that a party is under 18 (never whom, nor a date of birth). The caller's own is {@link capacityRefusal}.
 */
export function partiesCapacityRefusal(
  state: SigningState,
  callerParticipantId: string,
  today: string,
): Refusal | null {
  if (state.agreement.document?.kind === 'plan' || state.signatures.length > 0) return null;
  const others = state.parties.filter((p) => p.id !== callerParticipantId);
  const missing = others.filter((p) => p.birthDate === null);
  if (missing.length > 0)
    return {
      code: ErrorCode.PartyDetailsMissing,
      message: partiesWithoutBirthDateText(missing.map((p) => p.userName)),
    };
  if (others.some((p) => !isAdultOn(p.birthDate!, today) && !hasGuardian(state, p.id)))
    return { code: ErrorCode.PartyDetailsMissing, message: SigningMessages.partyUnderAge };
  return null;
}
