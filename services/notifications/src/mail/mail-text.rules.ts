import type { ReceiptAttachment } from '../rules/audit-receipt.rules';
import type { MailContent } from './mail-content.types';

/** The pieces every kind of mail is written with: quoting, greeting, footers, times, receipts. */
export const quoted = (title: string): string => `«${title}»`;
export const hello = (firstName: string | null): string | null =>
  firstName?.trim() ? `Hei ${firstName.trim()},` : 'Hei,';
export const ABOUT_AGREEMENT = 'Du får denne e-posten fordi du er med i en avtale i Avtalt.';
export const ABOUT_SIGNING =
  'Du får denne e-posten fordi du er part i en avtale som signeres i Avtalt. Den kan ikke slås av: den gjelder det du signerer.';

/**
 * What a mail at a signature says about the receipt it carries. The hash is in the sentence (the
 * layout lets it break anywhere), the file is attached, and the command is the offline verifier's
 * (docs/sealed-pdf.md): anyone can later compare the sealed PDF's embedded trail with this receipt.
 */
export function receiptParagraphs(receipt: ReceiptAttachment): string[] {
  return [
    `Revisjonsloggen står nå på oppføring ${receipt.head.seq} med kontrollsum ${receipt.head.hash}.`,
    `Kvitteringen ligger ved som ${receipt.fileName}. Ta vare på den: med den kan hvem som helst senere sjekke, uten Avtalt, at ingenting i revisjonsloggen er skrevet om, med node scripts/verify-pdf.mjs avtale.pdf --receipt ${receipt.fileName}.`,
  ];
}

export const receiptFile = (receipt: ReceiptAttachment): NonNullable<MailContent['attachment']> => ({
  fileName: receipt.fileName,
  content: receipt.json,
  contentType: 'application/json; charset=utf-8',
});

/** `kl. 10:15` in Norwegian time (the signing code's expiry). */
export function osloClock(iso: string): string {
  const time = new Intl.DateTimeFormat('nb-NO', {
    timeZone: 'Europe/Oslo',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
  return `kl. ${time}`;
}

/** `29. november 2026 kl. 10:15` in Norwegian time (when an address was changed). */
export function osloDateTime(iso: string): string {
  return `${osloDate(iso)} ${osloClock(iso)}`;
}

/** «1. desember 2029» in Oslo. */
export function osloDate(iso: string): string {
  return new Intl.DateTimeFormat('nb-NO', {
    timeZone: 'Europe/Oslo',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(iso));
}

/** «12 000 kr», as the result page and the statement write it. */
export { formatKroner as kroner } from '@avtalt/logic';

/**
 * Everything a mail program may start a new line at: CR, LF, VT, FF, NEL, and Unicode's line and paragraph
 * separators. A run of them counts as one break.
 */
const LINE_BREAKS = /[\r\n\v\f\u0085\u2028\u2029]+/g;

/** `value` on one line: each run of line breaks becomes one space. */
export function oneLine(value: string): string {
  return value.replace(LINE_BREAKS, ' ');
}
