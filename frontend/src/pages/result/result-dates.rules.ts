import { formatDate } from '@avtalt/logic';
import { languageInUse } from '../../i18n/i18n';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A calendar date (`2027-03-01`) in the language in use: «1. mars 2027» in bokmål and nynorsk, which name the
 * months alike (@avtalt/logic's formatDate, as the documents and mails write them), «1 March 2027» in English.
 */
export function formatDay(iso: string): string {
  if (languageInUse() !== 'en' || !ISO_DAY.test(iso)) return formatDate(iso);
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
