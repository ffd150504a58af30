import type { Texts } from '../../../i18n/page-texts';
import type { nb } from './nb';

export const nn: Texts<typeof nb> = {
  title: 'Lag nytt passord',
  intro: 'Vel eit nytt passord på minst 8 teikn. Du blir logga ut overalt der du er logga inn.',
  newPassword: 'Nytt passord',
  confirmPassword: 'Stadfest det nye passordet',
  saving: 'Lagrar...',
  save: 'Lagre nytt passord',
  done: 'Passordet er endra. Logg inn med det nye passordet.',
  logIn: 'Logg inn',
  noToken: 'Lenka er ufullstendig. Opne lenka frå e-posten på nytt, eller be om ei ny lenke.',
  failed: 'Kunne ikkje endre passordet. Prøv igjen om litt.',
  askAgain: 'Be om ny lenke',
};
