import { AgreementMessages, type PartyDetails, type PartyDetailsBody } from '@avtalt/contracts';
import { readDate } from '@avtalt/logic';

/**
 * A party's details in an agreement (issue 15, docs/legal-document.md): what identifies them in the
 * document besides the account's full name. Pure rules: reading what the result page sent, and whether
 * a party has given enough.
 */

/** The earliest date of birth taken. */
export const BIRTH_DATE_MIN = '1900-01-01';

/**
 * sv-SE formats as YYYY-MM-DD. Made once: constructing a formatter loads ICU's time zone and locale data,
 * and the answer path asks for today's date with every answer.
 */
const NORWEGIAN_DAY = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Oslo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's calendar date in Norway (`YYYY-MM-DD`): a date of birth may be today at the latest. */
export function norwegianDate(now: Date): string {
  return NORWEGIAN_DAY.format(now);
}

export type PartyDetailsResult =
  { ok: true; details: PartyDetails } | { ok: false; path: 'birthDate' | 'address'; message: string };

/** Text as it is printed on one line: trimmed, every run of white space one space; '' when nothing is left. */
function oneLine(text: string): string {
  return text.normalize('NFC').replace(/\s+/g, ' ').trim();
}

/**
 * The party's details after a request: a field that is absent stays as stored, null or '' clears it,
 * a value replaces it. The date of birth is read with `readDate` (`1985-03-01`, `01.03.1985`,
 * `1.3.1985`, `1. mars 1985`) and must lie between 1900-01-01 and `today`; the address is kept on one
 * line. At least one of the two must remain.
 */
export function nextPartyDetails(
  current: PartyDetails,
  body: PartyDetailsBody,
  today: string,
): PartyDetailsResult {
  let birthDate = current.birthDate;
  if (body.birthDate !== undefined) {
    const raw = oneLine(body.birthDate ?? '');
    if (raw === '') birthDate = null;
    else {
      const date = readDate(raw);
      if (!date) return { ok: false, path: 'birthDate', message: AgreementMessages.birthDate };
      if (date < BIRTH_DATE_MIN || date > today)
        return { ok: false, path: 'birthDate', message: AgreementMessages.birthDateRange };
      birthDate = date;
    }
  }
  let address = current.address;
  if (body.address !== undefined) {
    const text = oneLine(body.address ?? '');
    if (text.length > 200) return { ok: false, path: 'address', message: AgreementMessages.addressTooLong };
    address = text === '' ? null : text;
  }
  if (birthDate === null && address === null)
    return { ok: false, path: 'birthDate', message: AgreementMessages.detailsRequired };
  return { ok: true, details: { birthDate, address } };
}

/** The party has given what identifies them in the document: a date of birth or an address. */
export function hasPartyDetails(p: PartyDetails): boolean {
  return p.birthDate !== null || p.address !== null;
}
