import type { Texts } from '../../i18n/page-texts';
import type { nb } from './nb';

/** The toasts and messages of the hooks in nynorsk, key for key as nb.ts. */
export const nn: Texts<typeof nb> = {
  toast: {
    error: 'Feil',
    generic: 'Noko gjekk gale. Prøv igjen seinare.',
  },
  account: {
    loginFailed: 'Innlogginga feila',
    loginFailedFallback: 'Ugyldig e-post eller passord',
    loggedIn: 'Innlogginga var vellukka',
    welcomeBack: 'Velkomen tilbake, {{firstName}}!',
    registerFailed: 'Registreringa feila',
    registerFailedFallback: 'Kunne ikkje registrere brukaren',
    registered: 'Registreringa var vellukka',
    registeredText: 'Du er no registrert og logga inn',
    updateFailed: 'Oppdateringa feila',
    updateFailedFallback: 'Kunne ikkje oppdatere profilen',
    profileUpdated: 'Profilen er oppdatert',
    profileUpdatedText: 'Endringane dine er lagra.',
    confirmNewAddress: 'Stadfest den nye adressa',
    newAddressText: '{{message}}{{masked}}. Adressa blir bytt når du har opna lenka.',
    changeFailed: 'Endringa feila',
    changeFailedFallback: 'Kunne ikkje endre passordet',
    passwordChanged: 'Passordet er endra',
    passwordChangedText: 'Bruk det nye passordet neste gong du loggar inn.',
  },
  answers: {
    saveFailed: 'Feil ved lagring av svar',
    submitFailed: 'Feil ved lagring av svara',
  },
  blind: {
    saveFailed: 'Kunne ikkje lagre valet',
    hidden: 'Svara blir skjulte',
    hiddenText: 'Ingen ser svara til dei andre før alle har svart i runden.',
    shown: 'Svara blir viste',
    shownText: 'Alle ser svara etter kvart som dei kjem.',
  },
  expected: {
    saveFailed: 'Kunne ikkje lagre talet på deltakarar',
    saved: 'Talet på deltakarar er lagra',
    savedText: 'Avtalen kan fullførast når {{n}} har svart og alle er samde.',
  },
  agreements: {
    deleteFailed: 'Feil ved sletting av avtale',
    deleteFailedFallback: 'Kunne ikkje slette avtalen',
    deleted: 'Avtalen er sletta',
  },
  obligations: {
    saveFailed: 'Kunne ikkje lagre betalinga',
    paid: 'Markert som betalt',
    paidText: 'Den andre parten får melding og kan stadfeste at pengane er mottekne.',
    received: 'Stadfesta som motteken',
    receivedText: 'Betalinga står no som motteken i oversikta og i loggen til avtalen.',
    statementFailed: 'Kunne ikkje laste ned betalingsoversikta',
  },
  review: {
    saveFailed: 'Kunne ikkje lagre gjennomgangen',
    dateSaved: 'Datoen er lagra',
    dateSavedText: 'De får ei påminning to veker før.',
    confirmed: 'Registrert: avtalen gjeld framleis',
    confirmedText: 'Det står i loggen til avtalen. Neste gjennomgang er om eitt år.',
  },
  /** The language of the legal text (use-text-language.ts). */
  textLanguage: {
    saveFailed: 'Kunne ikkje lagre språket i avtaleteksten',
    saved: 'Språket i avtaleteksten er lagra',
  },
  signatureLevel: {
    saveFailed: 'Kunne ikkje lagre kravet til signering',
    saved: 'Kravet til signering er lagra',
    password: 'Partane kan signere på alle måtar.',
    'email-code': 'Alle partar må signere med eingongskode på e-post eller BankID.',
    eid: 'Alle partar må signere med BankID.',
  },
  signatures: {
    voidFailed: 'Kunne ikkje annullere signaturane',
    voided: 'Signaturane er annullerte',
    voidedText: 'Alle partane får melding, og alle må signere på nytt.',
  },
  setupAdmin: {
    done: 'Admin-tilgang er aktivert',
    doneText: 'Du har no tilgang til adminpanelet.',
  },
  templates: {
    error: 'Feil',
    createFailed: 'Kunne ikkje opprette spørsmålet.',
    created: 'Spørsmålet er oppretta',
    updateFailed: 'Kunne ikkje oppdatere spørsmålet.',
    updated: 'Spørsmålet er oppdatert',
    deleteFailed: 'Kunne ikkje slette spørsmålet.',
    deleted: 'Spørsmålet er sletta',
    reorderFailed: 'Kunne ikkje oppdatere rekkjefølgja på spørsmåla.',
    reordered: 'Rekkjefølgja er oppdatert',
  },
  logic: {
    error: 'Feil',
    loadFailed: 'Kunne ikkje hente logikkreglane. Prøv igjen seinare.',
    createFailed: 'Kunne ikkje opprette logikkreglane',
    updateFailed: 'Kunne ikkje oppdatere logikkreglane',
    deleteFailed: 'Kunne ikkje slette logikkreglane',
    created: 'Logikkreglar oppretta',
    updated: 'Logikkreglar oppdaterte',
    deleted: 'Logikkreglar sletta',
  },
  catalogueUpdate: {
    error: 'Feil',
    saveFailed: 'Kunne ikkje lagre valet. Prøv igjen.',
    taken: 'Versjonen i katalogen er teken i bruk',
    kept: 'Gjeldande versjon blir ståande',
  },
  form: {
    schemaLoadFailed: 'Skjemaet kunne ikkje lastast. Sjekk nettet og prøv igjen.',
  },
};
