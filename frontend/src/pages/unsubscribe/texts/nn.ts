import type { Texts } from '../../../i18n/page-texts';
import type { nb } from './nb';

export const nn: Texts<typeof nb> = {
  title: 'Meld av e-post',
  loading: 'Lastar...',
  noToken: 'Avmeldingslenka er ufullstendig. Opne lenka frå e-posten på nytt.',
  readFailed: 'Kunne ikkje lese avmeldingslenka. Prøv igjen om litt.',
  question: 'Vil du slutte å få e-post om {{about}} til {{email}}?',
  unsubscribed: 'Du får ikkje lenger e-post om {{about}} til {{email}}.',
  stopping: 'Meldar av...',
  stop: 'Meld av',
  failed: 'Kunne ikkje melde av. Prøv igjen om litt.',
  settingsLoggedIn: 'Du kan slå kvar type e-post av og på under <a>Varsel på e-post på profilen din</a>.',
  settings: 'Har du ein konto, kan du slå kvar type e-post av og på på profilen din.',
};
