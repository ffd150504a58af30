/** The invitation to take part (/avtale/{id}), in bokmål (the source catalogue of the `invitation` namespace). */
export const nb = {
  page: {
    loadingInvitation: 'Laster invitasjonen...',
    loading: 'Laster avtale...',
    loadError:
      'Kunne ikke laste inn denne avtalen. Avtalen kan ha blitt slettet eller lenken kan være ugyldig.',
    invited: 'Du er invitert til å delta i en avtale',
    invitedBy: 'Invitert av',
    someoneElse: 'En annen bruker',
    howItWorks:
      'Du svarer på en rekke spørsmål om avtalen. Svarene dine sammenlignes med svarene til de andre deltakerne, og der dere svarer ulikt, kan dere ta en ny runde til dere er enige.',
    start: 'Start å svare',
    seeComparison: 'Se sammenligning',
    legalNote:
      'Juridisk merknad: Svarene dine deles med de andre deltakerne i avtalen. Når alle er enige, lages en avtaletekst som kan være juridisk bindende for partene. Les gjennom avtalen nøye før du signerer den.',
  },
  // What the invitation says instead of 'Start å svare' (invitation.rules.ts).
  notice: {
    completed: {
      title: 'Avtalen er fullført',
      text: 'Alle deltakerne har svart og er enige. Avtalen tar ikke imot flere svar.',
    },
    ended: {
      title: 'Avtalen er avsluttet',
      text: 'Deltakerne ble ikke enige, og avtalen tar ikke imot flere svar.',
    },
    // The text is AgreementMessages.removed, as a sentence.
    removed: {
      title: 'Du er fjernet fra avtalen',
      text: 'Du er fjernet fra denne avtalen og kan ikke svare.',
    },
    full: {
      title: 'Avtalen har allerede alle deltakerne',
      text: 'Be den som startet avtalen om å øke antallet hvis du skal være med.',
    },
    // The text is AgreementMessages.notParticipantFromRound2.
    notParticipant: {
      title: 'Avtalen er i gang',
      text: 'Avtalen er i runde {{round}}. Bare de som svarte i første runde kan delta videre.',
    },
  },
} as const;
