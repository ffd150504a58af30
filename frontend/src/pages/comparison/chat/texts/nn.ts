import type { Texts } from '../../../../i18n/page-texts';
import type { nb } from './nb';

export const nn: Texts<typeof nb> = {
  heading: 'Diskusjon',
  showing: 'Viser: {{question}}',
  showAll: 'Vis heile diskusjonen',
  observerReadOnly: 'Du er observatør i denne avtalen: du kan lese diskusjonen, men ikkje skrive i han.',
  writeAboutPoint: 'Skriv om dette punktet',
  writeMessage: 'Skriv ei melding',
  messages: 'Meldingar',
  noMessages: 'Ingen meldingar enno.',
  noMessagesStart: 'Ingen meldingar enno. Start diskusjonen!',
  send: 'Send',
  you: 'Deg',
  unnamed: 'Deltakar',
  connecting: 'Koplar til diskusjonen…',
  reconnecting: 'Mista sambandet. Prøver igjen…',
};
