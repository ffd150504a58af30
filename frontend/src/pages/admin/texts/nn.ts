import type { Texts } from '../../../i18n/page-texts';
import type { nb } from './nb';

export const nn: Texts<typeof nb> = {
  dashboard: {
    title: 'Admin-dashbord',
    intro: 'Tema, spørsmålsmalar, logikkreglar og e-post.',
    logicTester: 'Logikktestar',
    tabs: 'Administrasjon',
    topics: 'Tema',
    questions: 'Spørsmålsmalar',
    mail: 'E-post',
  },
  setup: {
    title: 'Admin-tilgang krevst',
    intro:
      'Du må ha administratortilgang for å sjå denne sida. Oppgje e-postadressa til kontoen som skal få tilgang.',
    email: 'Admin-e-post',
    returnHome: 'Tilbake til framsida',
    submit: 'Set opp admin-tilgang',
    submitting: 'Behandlar...',
    note: 'Merk: Berre autoriserte brukarar kan få administratortilgang. Du må kanskje logge inn først.',
    failedTitle: 'Feil',
    failed: 'Kunne ikkje setje opp administratorkontoen. Kanskje du må logge inn først.',
  },
};
