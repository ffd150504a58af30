/**
 * /avtale/{id}/verge, the guardian's invitation page and its «Godta som verge» form, in bokmål (the source
 * catalogue of the `guardian` namespace).
 */
export const nb = {
  page: {
    loading: 'Laster invitasjonen...',
    loadError:
      'Kunne ikke laste inn denne avtalen. Avtalen kan ha blitt slettet eller lenken kan være ugyldig.',
    invited: 'Du er invitert som verge',
    underAge: 'En part som er under 18 år, har oppgitt deg som verge.',
    // Who invited the visitor: the parties, named before accepting ('Partene i avtalen: Ola Hansen og Siri Ung.').
    parties: 'Partene i avtalen: {{names}}.',
    and: 'og',
    /** What the guardian does and does not, in short points under the explanation. */
    points: {
      read: 'Du leser sammenligningen og avtaleteksten, med partenes opplysninger.',
      noAnswers: 'Du svarer ikke på spørsmålene og endrer ikke avtalen.',
      sign: 'Du signerer avtalen sammen med parten. Avtalen er ikke signert før du også har signert.',
    },
    // {{acceptLogin}}: the server's words (GuardianMessages.acceptLogin), without a full stop.
    loginHow: '{{acceptLogin}}. Har du ingen konto, lager du en med den adressen og bekrefter den.',
    logIn: 'Logg inn',
    register: 'Registrer deg',
    // <a> links to the profile page.
    confirmSent:
      'Vi har sendt en bekreftelseslenke til {{email}}. Åpne lenken, og kom tilbake hit. Du finner adressen din på <a>profilen</a>.',
    confirm: 'Åpne lenken, og kom tilbake hit. Du finner adressen din på <a>profilen</a>.',
    resend: 'Send ny bekreftelseslenke',
    seeComparison: 'Se sammenligning',
  },
  form: {
    label: 'Godta som verge',
    loggedInAs: 'Du er logget inn som {{email}}. Invitasjonen må være sendt til denne adressen.',
    relation: 'Hvordan er du verge for parten?',
    // Said under the relation's choices when none is chosen.
    relationRequired: 'Velg hvordan du er verge for parten',
    birthDate: 'Din fødselsdato',
    birthDatePlaceholder: '1. mars 1980',
    birthDateHelp:
      'For eksempel 1.3.1980 eller 1. mars 1980. Den står i avtaleteksten sammen med navnet ditt.',
    /** The declaration the guardian ticks (the API's `declaration: true`), in their own words. */
    declaration:
      'Jeg er verge for parten, og en eventuell annen verge (den andre forelderen med foreldreansvar) samtykker i avtalen.',
    accepting: 'Godtar...',
    accept: 'Godta som verge',
  },
  /** The toast after accepting: whom the guardian now signs with. */
  accepted: {
    title: 'Du er verge i avtalen',
    withWard: 'Les avtalen, og signer den sammen med {{ward}}.',
    withParty: 'Les avtalen, og signer den sammen med parten.',
  },
  /** The toast of a refused «Godta som verge», titled by what went wrong (the server's message is its text). */
  refused: {
    otherAddress: 'Invitasjonen gjelder en annen adresse',
    isParty: 'Du er part i avtalen',
    underAge: 'Du kan ikke være verge',
    loginRequired: 'Du må være innlogget',
    failed: 'Kunne ikke godta som verge',
  },
} as const;
