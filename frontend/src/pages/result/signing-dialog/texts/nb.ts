/**
 * The signing dialog (signing-dialog.tsx, its own lazily loaded chunk) in bokmål: the source catalogue of the
 * `resultSigningDialog` namespace. Only the dialog imports this folder: a module it shared with the result page
 * would move into the page's chunk (see hooks/use-signing-proof.ts).
 */
export const nb = {
  title: 'Signer avtalen',
  intro:
    'Les avtaleteksten nøye. Det er denne teksten du signerer. Når én part har signert, er teksten låst.',
  checksum: 'Kontrollsum (SHA-256) for teksten: {{hash}}',
  calculating: 'regnes ut …',
  formRequirement:
    'En elektronisk signatur i Avtalt oppfyller ikke formkravene for testament eller ektepakt.',
  notesTitle: 'Dette gjør ikke signaturen',
  /** The consent the signer ticks (the API's `consent: true`). */
  consent: 'Jeg har lest avtalen og signerer den elektronisk',
  confirmItsYou: 'Bekreft at det er deg',
  signWith: 'Signer med {{method}}',
  sendNewCode: 'Send ny kode',
  sendCode: 'Send kode på e-post',
  usePassword: 'Bruk passord',
  codeLabel: 'Kode fra e-posten',
  password: 'Passord',
  cancel: 'Avbryt',
  signing: 'Signerer...',
  sign: 'Signer',
  // signing.rules.ts codeSentText and eidNote.
  codeSent: 'Vi har sendt en kode på {{digits}} sifre til {{email}}.',
  codeSentUntil: 'Vi har sendt en kode på {{digits}} sifre til {{email}}. Koden gjelder til kl. {{time}}.',
  eidNote:
    'Du logger inn med {{method}}, som bekrefter navnet og fødselsdatoen din, og kommer tilbake hit signert.',
  eidNoteVia:
    'Du logger inn med {{method}} via {{broker}}, som bekrefter navnet og fødselsdatoen din, og kommer tilbake hit signert.',
  tickConsentFirst: 'Kryss av for at du har lest avtalen først.',
  // signing-proofs.rules.ts dialogLevelLine.
  level: {
    eid: 'Avtalen krever at alle signerer med BankID.',
    eidUnavailable:
      'Avtalen krever at alle signerer med BankID, men BankID er ikke tilgjengelig her. Avtalen kan derfor ikke signeres her nå.',
    emailCode: 'Avtalen krever BankID eller engangskode på e-post.',
  },
  // signing.rules.ts signingFailure, when the server gave no message of its own.
  failures: {
    loggedOut: 'Du må være logget inn for å signere. Logg inn og prøv igjen.',
    notParty: 'Bare partene i avtalen kan signere den.',
    generic: 'Noe gikk galt. Prøv igjen senere.',
  },
} as const;
