/**
 * The comparison's discussion (comparison-chat.tsx, a chunk of its own), in bokmål (the source catalogue of the
 * `comparisonChat` namespace).
 */
export const nb = {
  heading: 'Diskusjon',
  showing: 'Viser: {{question}}',
  showAll: 'Vis hele diskusjonen',
  // As ChatTexts.observerReadOnly of the contracts.
  observerReadOnly: 'Du er observatør i denne avtalen: du kan lese diskusjonen, men ikke skrive i den.',
  writeAboutPoint: 'Skriv om dette punktet',
  writeMessage: 'Skriv en melding',
  messages: 'Meldinger',
  noMessages: 'Ingen meldinger ennå.',
  noMessagesStart: 'Ingen meldinger ennå. Start diskusjonen!',
  send: 'Send',
  /** The author of the viewer's own messages. */
  you: 'Deg',
  unnamed: 'Deltaker',
  connecting: 'Kobler til diskusjonen…',
  reconnecting: 'Mistet forbindelsen. Prøver igjen…',
} as const;
