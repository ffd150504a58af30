/** Calendar dates as Norwegians write them: read from what someone typed, and shown (docs/typed-answers.md). */

export const MONTHS = [
  'januar',
  'februar',
  'mars',
  'april',
  'mai',
  'juni',
  'juli',
  'august',
  'september',
  'oktober',
  'november',
  'desember',
] as const;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const NORWEGIAN_DATE = /^(\d{1,2})\.\s*(\d{1,2})\.\s*(\d{4})$/;
const WORDED_DATE = /^(\d{1,2})\.?\s+([a-zæøå]+)\.?\s+(\d{4})$/;

/**
 * Reads a calendar date: `2027-03-01` (a date input), `1.3.2027` or `01.03.2027`, or `1. mars 2027`.
 * Returns `YYYY-MM-DD`, or undefined for anything else and for dates that do not exist (30.2.2027).
 */
export function readDate(raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const text = raw.normalize('NFC').trim().toLowerCase().replace(/\s+/g, ' ');
  let parts: [number, number, number] | undefined;
  const iso = ISO_DATE.exec(text);
  const dotted = NORWEGIAN_DATE.exec(text);
  const worded = WORDED_DATE.exec(text);
  if (iso) parts = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (dotted) parts = [Number(dotted[3]), Number(dotted[2]), Number(dotted[1])];
  else if (worded) {
    const month = MONTHS.findIndex(
      (name) => name === worded[2] || (worded[2].length >= 3 && name.startsWith(worded[2])),
    );
    if (month >= 0) parts = [Number(worded[3]), month + 1, Number(worded[1])];
  }
  if (!parts) return undefined;
  const [year, month, day] = parts;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return undefined;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** `1. mars 2027` for `2027-03-01`. */
export function formatDate(iso: string): string {
  const match = ISO_DATE.exec(iso);
  if (!match) return iso;
  return `${Number(match[3])}. ${MONTHS[Number(match[2]) - 1]} ${Number(match[1])}`;
}
