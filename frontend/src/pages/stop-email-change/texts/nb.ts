/**
 * /stopp-epostendring, the link in the mail to the confirmed address when a new one was asked for, in bokmål
 * (the source catalogue of the `stopEmailChange` namespace).
 */
export const nb = {
  title: 'Stopp endring av e-postadresse',
  question:
    'Noen har bedt om å endre e-postadressen til kontoen din. Var det ikke deg, stopp endringen her. Adressen din forblir den samme.',
  stopping: 'Stopper...',
  stop: 'Stopp endringen',
  stopped: 'Endringen er stoppet. E-postadressen din er ikke endret.',
  sessions:
    'Alle er logget ut av kontoen. Den som ba om endringen, kjente passordet ditt: be om et nytt med «Glemt passord?» når du logger inn.',
  logIn: 'Logg inn',
  noToken: 'Lenken er ufullstendig. Åpne lenken fra e-posten på nytt.',
  failed: 'Kunne ikke stoppe endringen. Prøv igjen om litt.',
} as const;
