import type { ErasureAgreement } from '@avtalt/contracts';

/** What deletion does to an agreement, as the dialog lists it. */
export function erasureLine(agreement: ErasureAgreement): string {
  switch (agreement.outcome) {
    case 'deleted':
      return 'slettes: ingen andre er med';
    case 'anonymised':
      return 'du står som «Tidligere deltaker»';
    case 'kept':
      return agreement.keptUntil
        ? `signert: beholdes for de andre til ${new Date(agreement.keptUntil).toLocaleDateString('nb-NO', {
            day: 'numeric',
            month: 'long',
            year: 'numeric',
            timeZone: 'Europe/Oslo',
          })}`
        : 'signert: beholdes for de andre';
  }
}
