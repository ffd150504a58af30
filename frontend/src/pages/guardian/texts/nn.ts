import type { Texts } from '../../../i18n/page-texts';
import type { nb } from './nb';

export const nn: Texts<typeof nb> = {
  page: {
    loading: 'Lastar invitasjonen...',
    loadError:
      'Kunne ikkje laste inn denne avtalen. Avtalen kan ha blitt sletta, eller lenka kan vere ugyldig.',
    invited: 'Du er invitert som verje',
    underAge: 'Ein part som er under 18 år, har ført deg opp som verje.',
    parties: 'Partane i avtalen: {{names}}.',
    and: 'og',
    points: {
      read: 'Du les samanlikninga og avtaleteksten, med opplysningane om partane.',
      noAnswers: 'Du svarar ikkje på spørsmåla og endrar ikkje avtalen.',
      sign: 'Du signerer avtalen saman med parten. Avtalen er ikkje signert før du òg har signert.',
    },
    loginHow: '{{acceptLogin}}. Har du ingen konto, lagar du ein med den adressa og stadfestar ho.',
    logIn: 'Logg inn',
    register: 'Registrer deg',
    confirmSent:
      'Vi har sendt ei stadfestingslenke til {{email}}. Opne lenka, og kom tilbake hit. Du finn adressa di på <a>profilen</a>.',
    confirm: 'Opne lenka, og kom tilbake hit. Du finn adressa di på <a>profilen</a>.',
    resend: 'Send ny stadfestingslenke',
    seeComparison: 'Sjå samanlikninga',
  },
  form: {
    label: 'Godta som verje',
    loggedInAs: 'Du er logga inn som {{email}}. Invitasjonen må vere send til denne adressa.',
    relation: 'Korleis er du verje for parten?',
    relationRequired: 'Vel korleis du er verje for parten',
    birthDate: 'Fødselsdatoen din',
    birthDatePlaceholder: '1. mars 1980',
    birthDateHelp:
      'Til dømes 1.3.1980 eller 1. mars 1980. Datoen står i avtaleteksten saman med namnet ditt.',
    declaration:
      'Eg er verje for parten, og ei eventuell anna verje (den andre forelderen med foreldreansvar) samtykkjer i avtalen.',
    accepting: 'Godtek...',
    accept: 'Godta som verje',
  },
  accepted: {
    title: 'Du er verje i avtalen',
    withWard: 'Les avtalen, og signer han saman med {{ward}}.',
    withParty: 'Les avtalen, og signer han saman med parten.',
  },
  refused: {
    otherAddress: 'Invitasjonen gjeld ei anna adresse',
    isParty: 'Du er part i avtalen',
    underAge: 'Du kan ikkje vere verje',
    loginRequired: 'Du må vere logga inn',
    failed: 'Kunne ikkje godta som verje',
  },
};
