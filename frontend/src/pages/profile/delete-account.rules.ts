import type { ErasureAgreement } from '@avtalt/contracts';
import { intlLocale } from '../../i18n/i18n';
import { type ProfileT, profileT } from './texts';

/** What deletion does to an agreement, as the dialog lists it (in the language in use). */
export function erasureLine(agreement: ErasureAgreement, t: ProfileT = profileT()): string {
  switch (agreement.outcome) {
    case 'deleted':
      return t('deleteAccount.outcome.deleted');
    case 'anonymised':
      return t('deleteAccount.outcome.anonymised');
    case 'kept':
      return agreement.keptUntil
        ? t('deleteAccount.outcome.keptUntil', {
            date: new Date(agreement.keptUntil).toLocaleDateString(intlLocale(), {
              day: 'numeric',
              month: 'long',
              year: 'numeric',
              timeZone: 'Europe/Oslo',
            }),
          })
        : t('deleteAccount.outcome.kept');
  }
}
