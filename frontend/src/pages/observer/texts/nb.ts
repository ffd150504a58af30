/** /avtale/{id}/observator, the observer's invitation page, in bokmål (the source catalogue of the `observer` namespace). */
export const nb = {
  page: {
    loading: 'Laster invitasjonen...',
    loadError:
      'Kunne ikke laste inn denne avtalen. Avtalen kan ha blitt slettet eller lenken kan være ugyldig.',
    invited: 'Du er invitert som observatør',
    /** What an observer is, said before anyone logs in (the invitation mail says the same). */
    explained:
      'Som observatør kan du lese sammenligningen, diskusjonen og den ferdige avtaleteksten. Du svarer ikke, skriver ikke i diskusjonen og signerer ikke.',
    // {{acceptLogin}}: the server's words (AgreementMessages.observerAcceptLogin), without a full stop.
    loginHow: '{{acceptLogin}}. Har du ingen konto, lager du en med den adressen og bekrefter den.',
    logIn: 'Logg inn',
    register: 'Registrer deg',
    // <a> links to the profile page.
    confirmSent:
      'Vi har sendt en bekreftelseslenke til {{email}}. Åpne lenken, og kom tilbake hit. Du finner adressen din på <a>profilen</a>.',
    confirm: 'Åpne lenken, og kom tilbake hit. Du finner adressen din på <a>profilen</a>.',
    resend: 'Send ny bekreftelseslenke',
    loggedInAs: 'Du er logget inn som {{email}}. Invitasjonen må være sendt til denne adressen.',
    accepting: 'Tar imot...',
    accept: 'Ta imot invitasjonen',
    seeComparison: 'Se sammenligning',
  },
  accepted: {
    title: 'Du er observatør',
    text: 'Du kan nå lese sammenligningen, diskusjonen og avtaleteksten.',
  },
  /** The toast of a refused «Ta imot invitasjonen», titled by what went wrong (the server's message is its text). */
  refused: {
    otherAddress: 'Invitasjonen gjelder en annen adresse',
    isParty: 'Du er part i avtalen',
    loginRequired: 'Du må være innlogget',
    failed: 'Kunne ikke ta imot invitasjonen',
  },
} as const;
