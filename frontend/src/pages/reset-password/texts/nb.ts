/** /tilbakestill-passord, the link in the «Nytt passord» mail, in bokmål (the source catalogue of the `resetPassword` namespace). */
export const nb = {
  title: 'Lag nytt passord',
  intro: 'Velg et nytt passord på minst 8 tegn. Du blir logget ut overalt der du er logget inn.',
  newPassword: 'Nytt passord',
  confirmPassword: 'Bekreft nytt passord',
  saving: 'Lagrer...',
  save: 'Lagre nytt passord',
  done: 'Passordet er endret. Logg inn med det nye passordet.',
  logIn: 'Logg inn',
  noToken: 'Lenken er ufullstendig. Åpne lenken fra e-posten på nytt, eller be om en ny lenke.',
  failed: 'Kunne ikke endre passordet. Prøv igjen om litt.',
  askAgain: 'Be om ny lenke',
} as const;
