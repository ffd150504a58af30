import type { Agreement, Guardian, GuardianRelation, SignaturesView } from '@avtalt/contracts';
import { libT, type LibT } from './texts';

/*
 * Guardians of parties under 18 (docs/guardians.md): who is one, who needs one, and how they are shown.
 * A party under 18 cannot bind themselves alone (vergemålsloven § 9): they invite their guardian, who accepts
 * and signs with them. Pure: the result page's «Verge» card, the accept page and the next step read these. The
 * texts are lib's (`t`, last parameter: by default in the language in use).
 */

/** What a guardian does, said where one is invited and where one accepts. */
export const guardianExplained = (t: LibT = libT): string => t('guardians.explained');

/** The two ways of being someone's guardian the server accepts, in the order the accept form offers them. */
export const GUARDIAN_RELATIONS: readonly GuardianRelation[] = ['parent', 'appointed'];

/** How one is the guardian: «Forelder med foreldreansvar», «Oppnevnt verge». */
export const relationLabel = (relation: GuardianRelation, t: LibT = libT): string =>
  t(`guardians.relation.${relation}`);

/**
 * The person is under 18 on `today` (both `YYYY-MM-DD`), as the server decides it: of age on the 18th
 * birthday, and one born on 29 February on 1 March in a year without one (never a day early).
 */
export function isUnder18(birthDate: string, today: string): boolean {
  const [y, m, d] = birthDate.split('-').map(Number);
  if (!y || !m || !d) return false;
  const year = y + 18;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const birthday =
    m === 2 && d === 29 && !leap
      ? `${year}-03-01`
      : `${year}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  return today < birthday;
}

/** Today in Norway as `YYYY-MM-DD`: the day the server decides a person's age by. */
export function norwegianToday(now = new Date()): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Oslo' }).format(now);
}

type GuardianFacts = Pick<Agreement, 'participants'> & Partial<Pick<Agreement, 'guardians' | 'yourDetails'>>;

/** The guardian the caller (a party) invited, invited or accepted; undefined when none. */
export function yourGuardian(agreement: GuardianFacts): Guardian | undefined {
  const me = agreement.participants.find((p) => p.isYou);
  if (!me) return undefined;
  return agreement.guardians?.find((g) => g.participantId === me.id);
}

/**
 * The caller is a party who needs a guardian to sign: the server says so (UNDER_AGE), or the date of birth
 * they gave makes them under 18 today, or they have invited one already.
 */
export function youNeedGuardian(
  agreement: GuardianFacts,
  view: Pick<SignaturesView, 'signBlocker'> | undefined | null,
  today: string,
): boolean {
  if (!agreement.participants.some((p) => p.isYou)) return false;
  if (view?.signBlocker?.code === 'UNDER_AGE') return true;
  if (yourGuardian(agreement)) return true;
  const birthDate = agreement.yourDetails?.birthDate;
  return Boolean(birthDate && isUnder18(birthDate, today));
}

/** The chip beside a guardian: accepted, or invited and not yet accepted. */
export function guardianChip(
  g: Pick<Guardian, 'status'>,
  t: LibT = libT,
): { label: string; color: 'success' | 'default' } {
  return g.status === 'active'
    ? { label: t('guardians.accepted'), color: 'success' }
    : { label: t('guardians.invited'), color: 'default' };
}

/** Who the guardian is, in a sentence: the name once accepted, the invited address for the ward, else «vergen». */
export function guardianName(g: Pick<Guardian, 'name' | 'email'>, t: LibT = libT): string {
  return g.name?.trim() || g.email || t('guardians.theGuardian');
}

/** How they are the guardian, as they stated it (null until they accepted). */
export function relationText(relation: GuardianRelation | null, t: LibT = libT): string | null {
  return relation ? relationLabel(relation, t) : null;
}

/**
 * The line the other parties (and observers) read about a party's guardian, so they understand why they
 * wait: «Siri Ung signerer sammen med vergen Mona Ung» or that the guardian has not accepted yet.
 */
export function guardianSentence(g: Pick<Guardian, 'partyName' | 'name' | 'status'>, t: LibT = libT): string {
  const party = g.partyName.trim() || t('guardians.aParty');
  if (g.status === 'active') return t('guardians.signsWith', { party, name: g.name?.trim() || '' }).trim();
  return t('guardians.waitsForGuardian', { party });
}

/** The confirm dialog before «Fjern» (by the ward) or «Trekk deg som verge» (by the guardian). */
export function removeGuardianText(
  g: Pick<Guardian, 'name' | 'email' | 'status' | 'isYou' | 'partyName'>,
  t: LibT = libT,
): {
  title: string;
  description: string;
  confirmLabel: string;
} {
  if (g.isYou) {
    return {
      title: t('guardians.withdrawTitle', { party: g.partyName }),
      description: t('guardians.withdrawText', { party: g.partyName }),
      confirmLabel: t('guardians.withdraw'),
    };
  }
  const name = guardianName(g, t);
  return {
    title: t('guardians.removeTitle', { name }),
    description:
      g.status === 'active' ? t('guardians.removeActive', { name }) : t('guardians.removeInvited', { name }),
    confirmLabel: t('guardians.remove'),
  };
}

/**
 * A guardian may be removed only before anyone has signed: the first signature freezes the text with the
 * guardian in it (the server then refuses, 409 AGREEMENT_FROZEN), whatever `canRemove` says.
 */
export function mayRemoveGuardian(
  g: Pick<Guardian, 'canRemove'>,
  view: Pick<SignaturesView, 'status'> | undefined | null,
  agreement: Pick<Agreement, 'status'>,
): boolean {
  return g.canRemove && agreement.status !== 'signed' && (view?.status ?? 'unsigned') === 'unsigned';
}
