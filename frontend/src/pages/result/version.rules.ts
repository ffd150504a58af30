import type { AgreementVersion } from '@avtalt/contracts';

/** The card's heading: «Versjon 2» for a version in a chain, «Endre avtalen» for an original not yet amended. */
export function versionHeading(version: AgreementVersion | undefined): string {
  if (!version) return 'Endre avtalen';
  return `Versjon ${version.number}`;
}
