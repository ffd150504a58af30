/**
 * The toasts and messages of the hooks and of the toast policy (the source catalogue of the `hooks` namespace),
 * in bokmål. Only code that is not part of the front page's download uses it (docs/compression-and-code-splitting.md).
 */
export const nb = {
  /** What the toast policy says when a hook names no title, or the server gave no message (api/toast-policy.ts). */
  toast: {
    error: 'Feil',
    generic: 'Noe gikk galt. Prøv igjen senere.',
  },
  /** Logging in, registering and changing the account (use-account.ts). */
  account: {
    loginFailed: 'Innlogging feilet',
    loginFailedFallback: 'Ugyldig e-post eller passord',
    loggedIn: 'Innlogging vellykket',
    welcomeBack: 'Velkommen tilbake, {{firstName}}!',
    registerFailed: 'Registrering feilet',
    registerFailedFallback: 'Kunne ikke registrere bruker',
    registered: 'Registrering vellykket',
    registeredText: 'Du er nå registrert og logget inn',
    updateFailed: 'Oppdatering feilet',
    updateFailedFallback: 'Kunne ikke oppdatere profil',
    profileUpdated: 'Profil oppdatert',
    profileUpdatedText: 'Endringene dine er lagret.',
    confirmNewAddress: 'Bekreft den nye adressen',
    // `message`: the server's «Vi har sendt en lenke til den nye adressen»; `masked`: « (o***@eksempel.no)» or nothing.
    newAddressText: '{{message}}{{masked}}. Adressen byttes når du har åpnet den.',
    changeFailed: 'Endring feilet',
    changeFailedFallback: 'Kunne ikke endre passord',
    passwordChanged: 'Passord endret',
    passwordChangedText: 'Bruk det nye passordet neste gang du logger inn.',
  },
  /** The question flow's answers (use-answers.ts). */
  answers: {
    saveFailed: 'Feil ved lagring av svar',
    submitFailed: 'Feil ved lagring av svarene',
  },
  /** 'Skjul svarene til alle har svart' (use-blind-rounds.ts). */
  blind: {
    saveFailed: 'Kunne ikke lagre valget',
    hidden: 'Svarene skjules',
    hiddenText: 'Ingen ser de andres svar før alle har svart i runden.',
    shown: 'Svarene vises',
    shownText: 'Alle ser svarene etter hvert som de kommer.',
  },
  /** 'Hvor mange skal være med?' (use-expected-participants.ts). */
  expected: {
    saveFailed: 'Kunne ikke lagre antall deltakere',
    saved: 'Antall deltakere lagret',
    savedText: 'Avtalen kan fullføres når {{n}} har svart og alle er enige.',
  },
  /** Deleting an agreement on the dashboard (use-my-agreements.ts). */
  agreements: {
    deleteFailed: 'Feil ved sletting av avtale',
    deleteFailedFallback: 'Kunne ikke slette avtalen',
    deleted: 'Avtalen er slettet',
  },
  /** Payments of a signed agreement (use-obligations.ts). */
  obligations: {
    saveFailed: 'Kunne ikke lagre betalingen',
    paid: 'Markert som betalt',
    paidText: 'Den andre parten får beskjed og kan bekrefte at pengene er mottatt.',
    received: 'Bekreftet mottatt',
    receivedText: 'Betalingen står nå som mottatt i oversikten og i avtalens logg.',
    statementFailed: 'Kunne ikke laste ned betalingsoversikten',
  },
  /** The review of a signed agreement (use-review.ts). */
  review: {
    saveFailed: 'Kunne ikke lagre gjennomgangen',
    dateSaved: 'Datoen er lagret',
    dateSavedText: 'Dere får en påminnelse to uker før.',
    confirmed: 'Registrert: avtalen gjelder fortsatt',
    confirmedText: 'Det står i avtalens logg. Neste gjennomgang er om et år.',
  },
  /** The language of the legal text (use-text-language.ts). */
  textLanguage: {
    saveFailed: 'Kunne ikke lagre språket i avtaleteksten',
    saved: 'Språket i avtaleteksten er lagret',
  },
  /** How every party must sign (use-signature-level.ts). */
  signatureLevel: {
    saveFailed: 'Kunne ikke lagre kravet til signering',
    saved: 'Kravet til signering er lagret',
    password: 'Partene kan signere på alle måter.',
    'email-code': 'Alle parter må signere med engangskode på e-post eller BankID.',
    eid: 'Alle parter må signere med BankID.',
  },
  /** 'Annuller signaturene' (use-signatures.ts). */
  signatures: {
    voidFailed: 'Kunne ikke annullere signaturene',
    voided: 'Signaturene er annullert',
    voidedText: 'Alle partene får beskjed, og alle må signere på nytt.',
  },
  /** Promoting an account to administrator (use-setup-admin.ts). */
  setupAdmin: {
    done: 'Admin-tilgang aktivert',
    doneText: 'Du har nå tilgang til adminpanelet.',
  },
  /** The admin area's question templates (use-question-templates.ts). */
  templates: {
    error: 'Feil',
    createFailed: 'Kunne ikke opprette spørsmål.',
    created: 'Spørsmål opprettet',
    updateFailed: 'Kunne ikke oppdatere spørsmål.',
    updated: 'Spørsmål oppdatert',
    deleteFailed: 'Kunne ikke slette spørsmål.',
    deleted: 'Spørsmål slettet',
    reorderFailed: 'Kunne ikke oppdatere rekkefølgen på spørsmålene.',
    reordered: 'Rekkefølge oppdatert',
  },
  /** The admin area's logic rules (use-logic-rules.ts). */
  logic: {
    error: 'Feil',
    loadFailed: 'Kunne ikke hente logikkreglene. Vennligst prøv igjen senere.',
    createFailed: 'Kunne ikke opprette logikkreglene',
    updateFailed: 'Kunne ikke oppdatere logikkreglene',
    deleteFailed: 'Kunne ikke slette logikkreglene',
    created: 'Logikkregler opprettet',
    updated: 'Logikkregler oppdatert',
    deleted: 'Logikkregler slettet',
  },
  /** A seeded topic's catalogue update in the admin area (use-catalogue-update.ts). */
  catalogueUpdate: {
    error: 'Feil',
    saveFailed: 'Kunne ikke lagre valget. Prøv igjen.',
    taken: 'Katalogens versjon er tatt i bruk',
    kept: 'Gjeldende versjon beholdes',
  },
  /** Under a form's first field (use-zod-form.ts). */
  form: {
    schemaLoadFailed: 'Skjemaet kunne ikke lastes. Sjekk nettforbindelsen og prøv igjen.',
  },
} as const;
