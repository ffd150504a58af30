import type { Agreement, AgreementVersion } from '@avtalt/contracts';
import type { TFunction } from 'i18next';
import { formatDay } from './result-dates.rules';

/** The card's heading: «Versjon 2» for a version in a chain, «Endre avtalen» for an original not yet amended. */
export function versionHeading(version: AgreementVersion | undefined, t: TFunction<'result'>): string {
  if (!version) return t('version.amendTitle');
  return t('version.title', { number: version.number });
}

type VersionFacts = Pick<Agreement, 'amendableQuestions' | 'version'>;

/**
 * Whether the caller may start the next version, to change the agreement or to end it. The server sends
 * `amendableQuestions` only to a party of a signed agreement no later version replaces; a version that ends the
 * agreement is never changed or ended again, even while its ending waits for its date.
 */
export function mayStartVersion(agreement: VersionFacts): boolean {
  return !!agreement.amendableQuestions && !agreement.version?.ending;
}

/** «Avtalen opphører fra og med 1. mars 2027» on a version that ends the agreement. */
export const endingLine = (ending: { endsOn: string }, t: TFunction<'result'>): string =>
  t('version.endingLine', { date: formatDay(ending.endsOn) });

/**
 * What the page says once a version that ends the agreement is signed by all (its ending then holds):
 * «Avtalen er avsluttet fra og med …» from the date on, «Avtalen avsluttes …» before it. Null otherwise.
 * `today`: Oslo's date (YYYY-MM-DD), the day the server judges dates by.
 */
export function endedText(
  agreement: Pick<Agreement, 'status' | 'version'>,
  today: string,
  t: TFunction<'result'>,
): string | null {
  const ending = agreement.version?.ending;
  if (agreement.status !== 'signed' || !ending?.agreed) return null;
  const date = formatDay(ending.endsOn);
  return ending.endsOn <= today ? t('version.ended', { date }) : t('version.ends', { date });
}
