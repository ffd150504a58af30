import {
  AgreementMessages,
  partyDetailsBodySchema,
  type Agreement,
  type PartyDetailsBody,
  type User,
} from '@avtalt/contracts';
import { formatDate, readDate } from '@avtalt/logic';
import type { TFunction } from 'i18next';

/**
 * The parties' details on the result page (issue 15, docs/legal-document.md 'Parties must be identified
 * before the final text'): the final text of a completed agreement names each party with a date of birth
 * or an address, and waits until every party has given one. A plan does not ask for them.
 */

type DetailsAgreement = Pick<Agreement, 'status' | 'participants' | 'legalText' | 'yourDetails' | 'document'>;

/** The earliest date of birth accepted (as the server: between 1900 and today). */
export const BIRTH_DATE_MIN = '1900-01-01';

/** Today as `YYYY-MM-DD` in the browser's time zone. */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Whether the agreement's document is a plan (household chores): no parties' details, no signatures. */
export function isPlan(agreement: Pick<Agreement, 'document'>): boolean {
  return agreement.document?.kind === 'plan';
}

/** The caller as a party of the agreement: taking part, with an account. */
function you(agreement: Pick<Agreement, 'participants'>) {
  return agreement.participants.find((p) => p.isYou && !p.isAnonymous);
}

/**
 * What the card 'Dine opplysninger i avtalen' shows: nothing (not completed, a plan, a visitor, not a
 * party, or a text made without details), the form, or the saved details. 'Endre' is offered only while
 * the final text is not made yet: once it is, the details are in the document every party received.
 * One exception (issue 31): nobody may sign before every party has given a date of birth, so a party
 * who gave only an address may still add one while nobody has signed (`birthDateOnly`: the address
 * stays as the text prints it; the server makes the text again).
 */
export function detailsCard(
  agreement: DetailsAgreement,
  user: Pick<User, 'id'> | null | undefined,
  { nobodySigned = false }: { nobodySigned?: boolean } = {},
): { show: false } | { show: true; saved: boolean; canEdit: boolean; birthDateOnly: boolean } {
  if (agreement.status !== 'completed' || isPlan(agreement) || !user || !you(agreement))
    return { show: false };
  const saved = Boolean(agreement.yourDetails?.birthDate || agreement.yourDetails?.address);
  const textMade = Boolean(agreement.legalText);
  if (textMade && !saved) return { show: false };
  const birthDateOnly = textMade && nobodySigned && !agreement.yourDetails?.birthDate;
  return { show: true, saved, canEdit: !textMade || birthDateOnly, birthDateOnly };
}

/** The full name the document prints for the caller: the account's, as the agreement knows it. */
export function yourName(
  agreement: Pick<Agreement, 'participants'>,
  user: Pick<User, 'firstName' | 'lastName'> | null | undefined,
): string {
  const name = you(agreement)?.userName?.trim();
  return name || `${user?.firstName ?? ''} ${user?.lastName ?? ''}`.trim();
}

/** 'A', 'A og B', 'A, B og C' (`and`: the language's «og», the page's `and`). */
export function namesList(names: readonly string[], and: string): string {
  return names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} ${and} ${names[names.length - 1]}`;
}

/**
 * Who the final text waits for: the parties without a date of birth or an address, by name ('deg' first
 * for the caller unless `others`), or null when nobody is missing. Parties without an account wait for a
 * login first (PARTIES_WITHOUT_ACCOUNT), which the page says on its own.
 */
export function waitingSentence(
  agreement: Pick<Agreement, 'participants'>,
  t: TFunction<'result'>,
  { others = false }: { others?: boolean } = {},
): string | null {
  const missing = agreement.participants.filter((p) => p.hasDetails !== true && !(others && p.isYou));
  if (missing.length === 0) return null;
  const names = missing
    .sort((a, b) => Number(b.isYou) - Number(a.isYou))
    .map((p) => (p.isYou ? t('details.you') : p.userName?.trim() || t('details.aParticipant')));
  return t('details.waiting', { names: namesList(names, t('and')) });
}

/** A stored date of birth as people write it in Norwegian ('1. mars 1985'): the form's value, which readDate reads. */
export function birthDateText(iso: string | null | undefined): string {
  return iso ? formatDate(iso) : '';
}

/** The form's values as typed. */
export type PartyDetailsForm = {
  birthDate: string;
  address: string;
};

/** The form's starting values: the saved details ('1. mars 1985' as people write it), or empty. */
export function detailsFormValues(details: Agreement['yourDetails']): PartyDetailsForm {
  return { birthDate: birthDateText(details?.birthDate), address: details?.address ?? '' };
}

/**
 * The form checked as the server checks it: the contract's schema (one of the two, lengths), then the
 * date read as the agreements service reads it (1.3.1985, 1. mars 1985, 1985-03-01) and between 1900 and
 * today. Valid input becomes the PUT body: the date as `YYYY-MM-DD` and an empty field as null (which
 * also clears a saved one).
 */
export function partyDetailsFormSchema(today = todayIso()) {
  return partyDetailsBodySchema
    .superRefine((body, ctx) => {
      const text = body.birthDate?.trim();
      if (!text) return;
      const date = readDate(text);
      if (!date) ctx.addIssue({ code: 'custom', path: ['birthDate'], message: AgreementMessages.birthDate });
      else if (date < BIRTH_DATE_MIN || date > today)
        ctx.addIssue({ code: 'custom', path: ['birthDate'], message: AgreementMessages.birthDateRange });
    })
    .transform((body): PartyDetailsBody => ({
      birthDate: body.birthDate?.trim() ? (readDate(body.birthDate.trim()) ?? null) : null,
      address: body.address?.trim() || null,
    }));
}
