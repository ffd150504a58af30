import type { SigningNote } from '@avtalt/contracts';

/**
 * Issue 31: what a signature in Avtalt cannot do, per catalogue topic (docs/signing.md, "Per topic").
 * A topic's notes are stored with its document settings, copied into each agreement made from it, shown
 * in the signing dialog and on the result page, and printed on the sealed PDF's signature page.
 *
 * Each note says in plain bokmål what the parties must do outside Avtalt for the agreement to have the
 * effect they may expect, and names its source. Every `source` is listed, word for word, in
 * docs/legal-sources.md («Signing notes (issue 31)»); `signing-notes.data.spec.ts` checks that. Ids are
 * stable: an installation that has a note keeps it (the seeder adds notes only to topics that have none).
 */

/** The loan: not a tvangsgrunnlag; the witnessed paper gjeldsbrev the result page offers is. */
export const LOAN_NOT_ENFORCEABLE: SigningNote = {
  id: 'lan-ikke-tvangsgrunnlag',
  title: 'Lånet kan ikke kreves inn uten søksmål',
  text:
    'En låneavtale som er signert i Avtalt, er ikke et tvangsgrunnlag. Betaler ikke låntakeren, må långiveren først få en dom eller et forlik, vanligvis gjennom forliksrådet, før namsmannen kan hjelpe med å kreve inn pengene. ' +
    'Vil dere at lånet skal kunne kreves inn uten søksmål, kan dere skrive ut gjeldsbrevet fra resultatsiden: låntakeren signerer det for hånd på papir, og to myndige vitner bekrefter underskriften med sine underskrifter. ' +
    'Gjeldsbrevet sier at gjelden med renter og kostnader kan inndrives uten søksmål. En elektronisk signatur er ikke nok til det.',
  source:
    'tvangsfullbyrdelsesloven § 7-2 bokstav a; forskrift om bekreftelse av underskrift på eksigible gjeldsbrev § 1; Rt. 2010 s. 604',
};

/** Samvær: enforceable only with statsforvalteren's decision. */
export const CONTACT_NOT_ENFORCEABLE: SigningNote = {
  id: 'samvaer-tvangskraft',
  title: 'Avtalen kan ikke gjennomføres med tvang uten statsforvalteren',
  text:
    'En avtale om foreldreansvar, fast bosted og samvær som er signert i Avtalt, kan ikke tvangsfullbyrdes. ' +
    'Vil dere at den skal kunne gjennomføres med tvang hvis en av dere ikke følger den, må dere begge be statsforvalteren der barna bor om å gi avtalen tvangskraft. ' +
    'Send avtalen og en gyldig meklingsattest. Statsforvalteren vurderer om avtalen er til barnas beste.',
  source: 'barneloven § 55 (tvangskraft) og § 65 (tvangsfullbyrdelse)',
};

/** Sole foreldreansvar: valid only once reported to Folkeregisteret. */
export const SOLE_PARENTAL_RESPONSIBILITY: SigningNote = {
  id: 'foreldreansvar-folkeregisteret',
  title: 'Foreldreansvar alene må meldes til Folkeregisteret',
  text:
    'Avtaler dere at én av dere skal ha foreldreansvaret alene, er den delen av avtalen først gyldig når den er meldt til Folkeregisteret hos Skatteetaten. ' +
    'Meld avtalen dit når dere begge har signert. Til da har dere foreldreansvaret slik dere hadde det før.',
  source: 'barneloven § 39',
};

/** The shared cabin: terms against third parties need tinglysing. */
export const CABIN_NOT_REGISTERED: SigningNote = {
  id: 'hytte-tinglysing',
  title: 'Avtalen binder bare dere til den er tinglyst',
  text:
    'Forbudet mot pantsettelse, tiden ingen kan kreve sameiet oppløst, forkjøpsretten og retten til å løse ut en andel ved arv binder bare dere som har signert. ' +
    'En kjøper eller en panthaver som ikke kjente til avtalen, er ikke bundet av den før den er tinglyst på eiendommen hos Kartverket. ' +
    'Kartverket tinglyser ikke Avtalt-PDF-en slik den er: har dere avtalt tinglysing, skriver dere disse vilkårene inn i en egen erklæring som dere signerer og sender til tinglysing.',
  source: 'tinglysingsloven §§ 20 og 21',
};

/** The neighbour agreement: servitutter need tinglysing. */
export const NEIGHBOUR_NOT_REGISTERED: SigningNote = {
  id: 'nabo-tinglysing',
  title: 'Rettigheter over eiendommene binder nye eiere først når de er tinglyst',
  text:
    'Rettigheter og begrensninger som gjelder eiendommene (for eksempel veirett eller høyden på hekken), binder en ny eier eller en panthaver som ikke kjente til avtalen, først når de er tinglyst som en erklæring på eiendommene hos Kartverket. ' +
    'Til da binder avtalen bare dere som har signert. Personlige løfter, som å varsle om fest, kan ikke tinglyses og binder bare dere.',
  source: 'tinglysingsloven §§ 12, 20 og 21',
};

/** The used car: the salgsmelding is a step of its own. */
export const CAR_SALE_NOTICE: SigningNote = {
  id: 'bruktbil-salgsmelding',
  title: 'Salgsmeldingen er et eget steg',
  text:
    'Kjøpekontrakten flytter ikke bilen over på kjøperen i motorvognregisteret. Selger og kjøper må sende salgsmelding til Statens vegvesen (digitalt, eller på papir senest tre dager etter eierskiftet). ' +
    'Kjøperen må omregistrere bilen og forsikre den i eget navn før den brukes. Til salgsmeldingen er registrert, får selgeren avgifter, bompenger og bøter for bilen.',
  source: 'Statens vegvesen, Salgsmelding og omregistrering',
};

/** The samboer agreement: it is no testament and no ektepakt. */
export const COHABITANTS_NO_WILL: SigningNote = {
  id: 'samboer-testament',
  title: 'Avtalen er ikke et testament',
  text:
    'Samboere uten felles barn arver ikke hverandre etter loven, og samboere med felles barn arver bare en begrenset del. Skal dere arve hverandre, må hver av dere skrive et testament, signert foran to vitner som er til stede samtidig. ' +
    'Det kan ikke gjøres i Avtalt. Inngår dere ekteskap, opphører samboeravtalen, og særeie må da avtales i en ektepakt med egne formkrav.',
  source: 'arveloven §§ 12 og 42; ekteskapsloven §§ 42 og 54',
};
