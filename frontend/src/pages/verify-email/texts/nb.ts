/** /bekreft-epost, the link in the «Bekreft e-postadressen» mail, in bokmål (the source catalogue of the `verifyEmail` namespace). */
export const nb = {
  title: 'Bekreft e-postadressen',
  checking: 'Bekrefter adressen ...',
  verified: 'E-postadressen er bekreftet',
  loginFirst: 'Logg inn med kontoen som skal bekreftes, så bekrefter vi adressen.',
  noToken: 'Lenken er ufullstendig. Åpne lenken fra e-posten på nytt.',
  failed: 'Kunne ikke bekrefte adressen. Prøv igjen om litt.',
  toProfile: 'Til profilen',
  logIn: 'Logg inn',
} as const;
