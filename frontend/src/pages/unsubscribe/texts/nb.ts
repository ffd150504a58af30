/** /avmeld, the unsubscribe link at the foot of every mail, in bokmål (the source catalogue of the `unsubscribe` namespace). */
export const nb = {
  title: 'Meld av e-post',
  loading: 'Laster...',
  noToken: 'Avmeldingslenken er ufullstendig. Åpne lenken fra e-posten på nytt.',
  readFailed: 'Kunne ikke lese avmeldingslenken. Prøv igjen om litt.',
  // {{about}}: what the mails are about ('påminnelser om å svare'); {{email}}: the masked address.
  question: 'Vil du slutte å få e-post om {{about}} til {{email}}?',
  unsubscribed: 'Du får ikke lenger e-post om {{about}} til {{email}}.',
  stopping: 'Melder av...',
  stop: 'Meld av',
  failed: 'Kunne ikke melde av. Prøv igjen om litt.',
  // <a> links to the profile's mail settings.
  settingsLoggedIn: 'Du kan slå hver type e-post av og på under <a>Varsler på e-post på profilen din</a>.',
  settings: 'Har du en konto, kan du slå hver type e-post av og på på profilen din.',
} as const;
