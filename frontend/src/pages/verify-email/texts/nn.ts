import type { Texts } from '../../../i18n/page-texts';
import type { nb } from './nb';

export const nn: Texts<typeof nb> = {
  title: 'Stadfest e-postadressa',
  checking: 'Stadfestar adressa ...',
  verified: 'E-postadressa er stadfesta',
  loginFirst: 'Logg inn med kontoen som skal stadfestast, så stadfestar vi adressa.',
  noToken: 'Lenka er ufullstendig. Opne lenka frå e-posten på nytt.',
  failed: 'Kunne ikkje stadfeste adressa. Prøv igjen om litt.',
  toProfile: 'Til profilen',
  logIn: 'Logg inn',
};
