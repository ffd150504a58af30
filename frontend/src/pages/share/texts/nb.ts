/** The share page (/avtale/{id}/del), in bokmål (the source catalogue of the `share` namespace). */
export const nb = {
  page: {
    loading: 'Laster avtale...',
    loadError:
      'Kunne ikke laste inn denne avtalen. Avtalen kan ha blitt slettet eller lenken kan være ugyldig.',
    copyFailed: 'Kunne ikke kopiere',
    copyFailedText: 'Prøv å kopiere lenken manuelt.',
    linkCopied: 'Lenke kopiert!',
    shareTitle: 'Del avtalen',
    link: 'Lenke til avtalen',
    copied: 'Kopiert',
    copyLink: 'Kopier lenke',
    shareLink: 'Del lenke',
    seeComparison: 'Se sammenligning',
    nextStepsTitle: 'Hva skjer nå?',
    nextSteps: {
      share: 'Del lenken med de andre som skal være med på avtalen.',
      answer: 'De andre svarer på de samme spørsmålene.',
      compare: 'Dere ser svarene side om side og tar en ny runde der dere svarte ulikt.',
      agree: 'Når alle er enige, får dere en ferdig avtale som kan lastes ned som PDF.',
    },
  },
  // What the page says, per state (share.rules.ts).
  copy: {
    shareText: 'Bli med på en avtale: {{title}}',
    thanks: 'Takk for svarene dine!',
    shareAgreement: 'Del avtalen',
    shareLead:
      'Del lenken med de andre som skal være med på «{{title}}», så kan de svare på de samme spørsmålene.',
    answerLead:
      'Du har ikke svart ennå. Svar på spørsmålene, og del lenken med de andre som skal være med på «{{title}}».',
    waitingFor: 'Nå venter vi på svar fra {{names}}. Du får en e-post når de har svart.',
    mailNote: 'Du får en e-post når noen svarer på avtalen.',
  },
  expected: {
    title: 'Deltakere',
    intro:
      'Avtalen blir ikke ferdig før så mange har svart og alle er enige – så en familie på fire ikke avsluttes når de to første er enige.',
    label: 'Hvor mange skal være med?',
    range: 'Mellom {{min}} og {{max}}',
    outOfRange: 'Antall deltakere må være mellom {{min}} og {{max}}',
    save: 'Lagre',
    saving: 'Lagrer...',
  },
  blind: {
    title: 'Skjulte svar',
    help: 'Når svarene er skjult, ser ingen hva de andre har svart før alle har svart i runden – så ingen lar seg påvirke av de andres svar.',
    label: 'Skjul svarene til alle har svart',
  },
  invite: {
    title: 'Send invitasjon på e-post',
    intro:
      'Vi sender lenken til avtalen til hver adresse for seg, så ingen ser de andres adresser. Én adresse får høyst {{max}} invitasjoner fra Avtalt per døgn, uansett hvem som sender dem.',
    confirmFirst: 'Bekreft e-postadressen din før du inviterer andre',
    linkSentTo: 'Vi har sendt en bekreftelseslenke til {{email}}.',
    // NotificationMessages.invitationEmailNotConfirmed, when the account's address is not known.
    notConfirmed:
      'Bekreft e-postadressen din før du inviterer andre. Vi kan sende deg en ny bekreftelseslenke.',
    shareAsBefore: 'Lenken til avtalen over kan du dele som før.',
    resend: 'Send ny bekreftelseslenke',
    resent:
      'Vi har sendt en ny bekreftelseslenke. Se i innboksen din (og i søppelposten), og send invitasjonene når adressen er bekreftet.',
    emails: 'E-postadresser',
    emailsExample: 'ola@eksempel.no, kari@eksempel.no',
    emailsHelp: 'Skill adressene med komma eller mellomrom. Høyst {{max}} om gangen.',
    checkAddresses: 'Sjekk adressene',
    send: 'Send invitasjon',
    sending: 'Sender...',
    sendFailed: 'Kunne ikke sende invitasjonen. Prøv igjen om litt.',
  },
  observers: {
    title: 'Observatører',
    intro:
      'En observatør, for eksempel en advokat eller en mekler, kan lese sammenligningen, diskusjonen og den ferdige avtaleteksten. En observatør svarer aldri og signerer ikke. Invitasjonen tas imot med en konto på adressen du skriver.',
    list: 'Observatører i avtalen',
    // AgreementMessages.observerEmailNotConfirmed.
    confirmFirst: 'Bekreft e-postadressen din før du inviterer en observatør',
    linkSentTo: 'Vi har sendt en bekreftelseslenke til {{email}}.',
    resend: 'Send ny bekreftelseslenke',
    email: 'E-postadressen til observatøren',
    emailInvalid: 'Skriv en gyldig e-postadresse',
    limit: 'Høyst {{max}} observatører per avtale.',
    // AgreementMessages.observerLimit, and what to do.
    limitReached: 'En avtale kan ha høyst {{max}} observatører. Fjern en for å invitere en ny.',
    invite: 'Inviter observatør',
    inviting: 'Inviterer...',
    inviteFailed: 'Kunne ikke invitere observatøren',
    invited: 'Invitasjonen er sendt',
    invitedText: 'Vi har sendt en invitasjon til {{address}}.',
    removeFailed: 'Kunne ikke fjerne observatøren',
    removed: 'Observatøren er fjernet',
    remove: 'Fjern',
    removeNamed: 'Fjern {{name}}',
    invitedByYou: 'Invitert av deg',
    invitedBy: 'Invitert av {{name}}',
  },
} as const;
