import type { Language } from '@avtalt/contracts';
import { formatKroner } from '@avtalt/logic';
import type { ReceiptAttachment } from '../rules/audit-receipt.rules';
import type { MailContent } from './mail-content.types';
import { MAIL_TEXTS } from './texts/mail-texts';

/*
 * The pieces every kind of mail is written with, in the reader's language: greeting, times, amounts, receipts.
 * The language defaults to bokmål only for the tests written before there were others; the mail files pass it.
 */

/** The greeting, with the first name when there is one. */
export const hello = (firstName: string | null, language: Language = 'nb'): string =>
  MAIL_TEXTS[language].common.hello(firstName?.trim() || null);

/**
 * What a mail at a signature says about the receipt it carries. The hash is in the sentence (the
 * layout lets it break anywhere), the file is attached, and the command is the offline verifier's
 * (docs/sealed-pdf.md): anyone can later compare the sealed PDF's embedded trail with this receipt.
 */
export function receiptParagraphs(receipt: ReceiptAttachment, language: Language = 'nb'): string[] {
  const common = MAIL_TEXTS[language].common;
  return [common.receiptHead(receipt.head.seq, receipt.head.hash), common.receiptKeep(receipt.fileName)];
}

export const receiptFile = (receipt: ReceiptAttachment): NonNullable<MailContent['attachment']> => ({
  fileName: receipt.fileName,
  content: receipt.json,
  contentType: 'application/json; charset=utf-8',
});

/**
 * Dates are written by the platform's rules for the language (nb and nn «3. desember 2026», British English
 * «3 December 2026»), always in Norwegian time: the agreement and its deadlines are Norwegian.
 */
const LOCALES: Record<Language, string> = { nb: 'nb-NO', nn: 'nn-NO', en: 'en-GB' };

/** «10:15» in Oslo. */
function osloTime(iso: string): string {
  return new Intl.DateTimeFormat('nb-NO', {
    timeZone: 'Europe/Oslo',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}

/** `kl. 10:15` in Norwegian time (the signing code's expiry); in English «10:15 (Norwegian time)». */
export function osloClock(iso: string, language: Language = 'nb'): string {
  return MAIL_TEXTS[language].common.clock(osloTime(iso));
}

/** `29. november 2026 kl. 10:15` in Norwegian time (when an address was changed). */
export function osloDateTime(iso: string, language: Language = 'nb'): string {
  return MAIL_TEXTS[language].common.dateTime(osloDate(iso, language), osloTime(iso));
}

/** «1. desember 2029» in Oslo; «1 December 2029» in English. */
export function osloDate(iso: string, language: Language = 'nb'): string {
  return new Intl.DateTimeFormat(LOCALES[language], {
    timeZone: 'Europe/Oslo',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(iso));
}

/**
 * A calendar day (`2027-03-01`: a due date, a review date, the day an agreement ends) as {@link osloDate}
 * writes it. Taken at noon UTC, which is the same day in Oslo all year; anything else is left as it is.
 */
export function calendarDay(day: string, language: Language = 'nb'): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? osloDate(`${day}T12:00:00Z`, language) : day;
}

/**
 * «12 000 kr», as the result page and the statement write it; in English «NOK 12,000» (the currency first, as
 * English writes it, and English digit grouping), as the result page's payment schedule writes it.
 */
export const kroner = (amount: number, language: Language = 'nb'): string => formatKroner(amount, language);

/**
 * Everything a mail program may start a new line at: CR, LF, VT, FF, NEL, and Unicode's line and paragraph
 * separators. A run of them counts as one break.
 */
const LINE_BREAKS = /[\r\n\v\f\u0085\u2028\u2029]+/g;

/** `value` on one line: each run of line breaks becomes one space. */
export function oneLine(value: string): string {
  return value.replace(LINE_BREAKS, ' ');
}
