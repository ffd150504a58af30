import type { Texts } from '../../../i18n/page-texts';
import type { nb } from './nb';

export const nn: Texts<typeof nb> = {
  page: {
    loading: 'Lastar invitasjonen...',
    loadError:
      'Kunne ikkje laste inn denne avtalen. Avtalen kan ha blitt sletta, eller lenka kan vere ugyldig.',
    invited: 'Du er invitert som observatør',
    explained:
      'Som observatør kan du lese samanlikninga, diskusjonen og den ferdige avtaleteksten. Du svarar ikkje, skriv ikkje i diskusjonen og signerer ikkje.',
    loginHow: '{{acceptLogin}}. Har du ingen konto, lagar du ein med den adressa og stadfestar ho.',
    logIn: 'Logg inn',
    register: 'Registrer deg',
    confirmSent:
      'Vi har sendt ei stadfestingslenke til {{email}}. Opne lenka, og kom tilbake hit. Du finn adressa di på <a>profilen</a>.',
    confirm: 'Opne lenka, og kom tilbake hit. Du finn adressa di på <a>profilen</a>.',
    resend: 'Send ny stadfestingslenke',
    loggedInAs: 'Du er logga inn som {{email}}. Invitasjonen må vere send til denne adressa.',
    accepting: 'Tek imot...',
    accept: 'Ta imot invitasjonen',
    seeComparison: 'Sjå samanlikninga',
  },
  accepted: {
    title: 'Du er observatør',
    text: 'No kan du lese samanlikninga, diskusjonen og avtaleteksten.',
  },
  refused: {
    otherAddress: 'Invitasjonen gjeld ei anna adresse',
    isParty: 'Du er part i avtalen',
    loginRequired: 'Du må vere logga inn',
    failed: 'Kunne ikkje ta imot invitasjonen',
  },
};
