import type { Texts } from '../../../i18n/page-texts';
import type { nb } from './nb';

export const nn: Texts<typeof nb> = {
  fields: {
    email: 'E-post',
    password: 'Passord',
  },
  page: {
    welcomeBack: 'Velkomen tilbake',
    createAccount: 'Opprett konto',
    loginIntro: 'Hald fram der du slapp med avtalane dine.',
    registerIntro: 'Det tek under eitt minutt, og er heilt gratis.',
    tabs: 'Innlogging eller registrering',
    logInTab: 'Logg inn',
    registerTab: 'Registrer',
    toRegister: 'Ny hjå Avtalt? <a>Opprett konto</a>',
    toLogin: 'Har du allereie ein konto? <a>Logg inn</a>',
  },
  sidePanel: {
    title: 'Avtalar utan misforståingar',
    text: 'Med Avtalt lagar du avtalar med vener, familie og kollegaer gjennom korte spørsmål – ja eller nei, eit val, eit beløp eller ein dato.',
    bullets: {
      binding: 'Juridisk bindande avtalar',
      guidance: 'Rettleiing steg for steg gjennom kvart spørsmål',
      negotiation: 'AI-støtte i forhandlingane',
      signing: 'Sikker digital signering',
      overview: 'Oversikt over alle avtalane dine',
    },
  },
  login: {
    forgotPassword: 'Gløymt passord?',
    loggingIn: 'Loggar inn...',
    logIn: 'Logg inn',
  },
  register: {
    firstName: 'Førenamn',
    lastName: 'Etternamn',
    username: 'Brukarnamn',
    confirmPassword: 'Stadfest passordet',
    registering: 'Registrerer...',
    register: 'Registrer',
    privacy: 'Les om personvern',
    newTab: '(blir opna i ei ny fane)',
  },
  forgotPassword: {
    title: 'Gløymt passord?',
    intro: 'Skriv e-postadressa du registrerte deg med, så sender vi ei lenke du kan lage nytt passord med.',
    sent: 'Viss det finst ein konto med denne adressa, har vi sendt ei lenke du kan lage nytt passord med. Lenka verkar i éin time.',
    failed: 'Kunne ikkje sende lenka. Prøv igjen om litt.',
    close: 'Lukk',
    cancel: 'Avbryt',
    sending: 'Sender...',
    send: 'Send lenke',
  },
  confirmAddress: {
    title: 'Stadfest e-postadressa di',
    sentTo:
      'Vi har sendt ei lenke til <email>{{email}}</email>. Opne e-posten og trykk på «Stadfest e-postadressa».',
    notFound:
      'Finn du ikkje e-posten? Sjå i søppelposten, eller be om ei ny lenke. Er adressa feil, kan du endre ho under «Min profil».',
    continueToAgreement: 'Hald fram til avtalen',
    continue: 'Hald fram',
    resend: 'Send lenka på nytt',
  },
};
