import type { Texts } from '../../../i18n/page-texts';
import type { nb } from './nb';

export const nn: Texts<typeof nb> = {
  title: 'Stopp endring av e-postadresse',
  question:
    'Nokon har bede om å endre e-postadressa til kontoen din. Var det ikkje deg, stopp endringa her. Adressa di blir verande den same.',
  stopping: 'Stoppar...',
  stop: 'Stopp endringa',
  stopped: 'Endringa er stoppa. E-postadressa di er ikkje endra.',
  sessions:
    'Alle er logga ut av kontoen. Den som bad om endringa, kjende passordet ditt: be om eit nytt med «Gløymt passord?» når du loggar inn.',
  logIn: 'Logg inn',
  noToken: 'Lenka er ufullstendig. Opne lenka frå e-posten på nytt.',
  failed: 'Kunne ikkje stoppe endringa. Prøv igjen om litt.',
};
