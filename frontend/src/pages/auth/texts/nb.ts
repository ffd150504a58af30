/** The login and registration page (/auth) and its dialog, in bokmål (the source catalogue of the `auth` namespace). */
export const nb = {
  /** The fields the login, registration and «Glemt passord?» forms share. */
  fields: {
    email: 'E-post',
    password: 'Passord',
  },
  page: {
    welcomeBack: 'Velkommen tilbake',
    createAccount: 'Opprett konto',
    loginIntro: 'Fortsett der du slapp med avtalene dine.',
    registerIntro: 'Det tar under ett minutt, og er helt gratis.',
    tabs: 'Innlogging eller registrering',
    logInTab: 'Logg inn',
    registerTab: 'Registrer',
    // The line under the form offers the other tab: <a> is the button that switches to it.
    toRegister: 'Ny hos Avtalt? <a>Opprett konto</a>',
    toLogin: 'Har du allerede en konto? <a>Logg inn</a>',
  },
  sidePanel: {
    title: 'Avtaler uten misforståelser',
    text: 'Med Avtalt lager du avtaler med venner, familie og kolleger gjennom korte spørsmål – ja eller nei, et valg, et beløp eller en dato.',
    bullets: {
      binding: 'Juridisk bindende avtaler',
      guidance: 'Trinnvis veiledning gjennom hvert spørsmål',
      negotiation: 'AI-støtte i forhandlingene',
      signing: 'Sikker digital signering',
      overview: 'Oversikt over alle avtalene dine',
    },
  },
  login: {
    forgotPassword: 'Glemt passord?',
    loggingIn: 'Logger inn...',
    logIn: 'Logg inn',
  },
  register: {
    firstName: 'Fornavn',
    lastName: 'Etternavn',
    username: 'Brukernavn',
    confirmPassword: 'Bekreft passord',
    registering: 'Registrerer...',
    register: 'Registrer',
    privacy: 'Les om personvern',
    newTab: '(åpnes i en ny fane)',
  },
  forgotPassword: {
    title: 'Glemt passord?',
    intro: 'Skriv e-postadressen du registrerte deg med, så sender vi en lenke for å lage nytt passord.',
    // The answer to every well-formed request: the same whether or not the address has an account.
    sent: 'Hvis det finnes en konto med denne adressen, har vi sendt en lenke for å lage nytt passord. Lenken virker i én time.',
    failed: 'Kunne ikke sende lenken. Prøv igjen om litt.',
    close: 'Lukk',
    cancel: 'Avbryt',
    sending: 'Sender...',
    send: 'Send lenke',
  },
  confirmAddress: {
    title: 'Bekreft e-postadressen din',
    // <email> is the address, in bold; «Bekreft e-postadressen» is the button in the mail.
    sentTo:
      'Vi har sendt en lenke til <email>{{email}}</email>. Åpne e-posten og trykk på «Bekreft e-postadressen».',
    notFound:
      'Finner du ikke e-posten? Se i søppelposten, eller be om en ny lenke. Er adressen feil, kan du endre den under «Min profil».',
    continueToAgreement: 'Fortsett til avtalen',
    continue: 'Fortsett',
    resend: 'Send lenken på nytt',
  },
} as const;
