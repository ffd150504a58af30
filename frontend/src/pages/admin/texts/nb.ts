/** The admin dashboard and the request to become administrator, in bokmål (the source of the `admin` namespace). */
export const nb = {
  dashboard: {
    title: 'Admin-dashbord',
    intro: 'Temaer, spørsmålsmaler, logikkregler og e-post.',
    logicTester: 'Logikktester',
    tabs: 'Administrasjon',
    topics: 'Temaer',
    questions: 'Spørsmålsmaler',
    mail: 'E-post',
  },
  setup: {
    title: 'Admin-tilgang kreves',
    intro:
      'Du må ha administratortilgang for å se denne siden. Oppgi e-postadressen til kontoen som skal få tilgang.',
    email: 'Admin-e-post',
    // The spec fixes these three and the toast's description in English.
    returnHome: 'Return to Home',
    submit: 'Setup Admin Access',
    submitting: 'Processing...',
    note: 'Merk: Bare autoriserte brukere kan få administratortilgang. Du må kanskje logge inn først.',
    failedTitle: 'Feil',
    failed: 'Failed to set up admin account. User might need to log in first.',
  },
} as const;
