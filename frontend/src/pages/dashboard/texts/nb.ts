/** «Mine avtaler» (/dashboard), in bokmål (the source catalogue of the `dashboard` namespace). */
export const nb = {
  page: {
    title: 'Mine avtaler',
    intro: 'Her ser du avtalene du har startet eller svart på.',
    newAgreement: 'Ny avtale',
    active: 'Pågående avtaler',
    noActive: 'Du har ingen pågående avtaler ennå. <newLink>Lag en ny avtale</newLink>',
    completed: 'Fullførte avtaler',
    noCompleted: 'Du har ingen fullførte avtaler ennå. Når alle er enige, havner avtalen her.',
    loadFailed: 'Kunne ikke laste inn avtalene. Prøv igjen senere.',
    confirmTitle: 'Bekreft sletting',
    confirmText: 'Er du sikker på at du vil slette avtalen "{{title}}"? Denne handlingen kan ikke angres.',
    confirm: 'Slett',
  },
  // One agreement's card (agreement-card.tsx, dashboard.rules.ts).
  card: {
    // Spec §4: the status badges.
    status: {
      completed: 'Fullført',
      disagreement: 'Uenighet',
      pending: 'Venter på svar',
      in_progress: 'Pågående',
      signed: 'Signert',
    },
    replaced: 'Erstattet',
    ended: 'Avsluttet',
    version: 'Versjon {{number}}',
    round: 'Runde {{round}} av {{rounds}}',
    participants_one: '{{count}} deltaker',
    participants_other: '{{count}} deltakere',
    waitingFor: 'Venter på: {{names}}',
    progress: 'Fremdrift {{percent}} %',
    updated: 'Oppdatert {{date}}',
    // What clicking the card does.
    action: {
      see: 'Se avtalen',
      protocol: 'Vis protokoll',
      shareAgain: 'Del på nytt',
      continue: 'Fortsett',
    },
    delete: 'Slett avtale',
  },
} as const;
