// Texts and limits of agreements, without zod (see ../constants.ts).
/** Observers an agreement may have at once (a lawyer, a mediator, a helper or two). */
export const MAX_OBSERVERS = 5;

export const AgreementMessages = {
  topic: 'Velg et tema',
  title: 'Vennligst angi en tittel',
  titleTooLong: 'Tittelen kan være høyst 200 tegn',
  descriptionTooLong: 'Beskrivelsen kan være høyst 2000 tegn',
  notFound: 'Fant ikke avtalen',
  topicNotFound: 'Fant ikke temaet',
  topicWithoutQuestions: 'Temaet har ingen spørsmål ennå',
  answersMap: 'Svarene må være et objekt med spørsmål-id og svar',
  answerBoolean: 'Svaret må være ja (true) eller nei (false)',
  answerValue: 'Svaret må være ja/nei (true/false), en tekst eller et tall',
  answerTooLong: 'Svaret er for langt',
  tooManyAnswers: 'For mange svar',
  confirmedWarnings: 'Bekreftede advarsler må være en liste med spørsmål-id-er',
  /** Issue 33: the top message of a 400 VALUE_WARNINGS_UNCONFIRMED (each warning is in `details`). */
  warningsUnconfirmed: 'Bekreft at verdiene er riktige, eller endre dem',
  unknownQuestion: 'Spørsmålet hører ikke til denne avtalen',
  notInRound: 'Spørsmålet er ikke med i denne runden',
  hiddenQuestion: 'Spørsmålet er skjult med svarene du har gitt',
  closed: 'Avtalen er avsluttet og tar ikke imot flere svar',
  closedNoReopen: 'Avtalen er avsluttet og kan ikke åpnes igjen',
  full: 'Avtalen har allerede 50 deltakere, som er det meste en avtale kan ha',
  /** A stranger's answer once as many as the initiator expects have joined (docs/blind-rounds-and-finishing.md). */
  fullExpected:
    'Avtalen har allerede alle deltakerne. Be den som startet avtalen om å øke antallet hvis du skal være med.',
  notParticipantFromRound2: 'Avtalen er i runde {round}. Bare de som svarte i første runde kan delta videre.',
  nextRoundWaiting: 'Alle deltakerne må svare før neste runde kan starte',
  nextRoundNoDisagreement: 'Dere er enige om alt – det trengs ingen ny runde',
  nextRoundMax: 'Dette er siste runde – flere runder er ikke mulig',
  nextRoundNotParticipant: 'Bare deltakere kan starte neste runde',
  disagreementRound: 'Uenighet kan bare markeres i første runde',
  disagreementLogin: 'Du må være innlogget for å markere uenighet',
  disagreementNotParticipant: 'Bare deltakere kan markere uenighet',
  deleteNotInitiator: 'Bare den som startet avtalen kan slette den',
  expectedNotInitiator: 'Bare den som startet avtalen kan endre antall deltakere',
  expectedRange: 'Antall deltakere må være mellom 2 og 50',
  loginRequired: 'Du må være innlogget',
  removeNotInitiator: 'Bare den som startet avtalen kan fjerne deltakere',
  removeSelf: 'Du kan ikke fjerne deg selv fra avtalen',
  removeLastOther: 'En avtale må ha minst to deltakere. Slett avtalen i stedet hvis den ikke skal fullføres.',
  removeResponded: 'Deltakeren har allerede svart i denne runden og kan ikke fjernes',
  participantNotFound: 'Fant ikke deltakeren i avtalen',
  removed: 'Du er fjernet fra denne avtalen og kan ikke svare',
  blindNotInitiator: 'Bare den som startet avtalen kan skjule svarene',
  blindValue: 'Velg om svarene skal skjules til alle har svart (true eller false)',
  questionDraftId: 'questionDraftId må være id-en til spørsmålene laget med POST /api/question-drafts',
  birthDate: 'Skriv fødselsdatoen din, for eksempel 1. mars 1985 eller 01.03.1985',
  birthDateRange: 'Fødselsdatoen må være en dato mellom 1900 og i dag',
  addressTooLong: 'Adressen kan være høyst 200 tegn',
  detailsRequired: 'Skriv fødselsdatoen din eller adressen din',
  detailsLogin: 'Du må være innlogget for å oppgi opplysningene dine i avtalen',
  detailsNotParticipant: 'Bare partene i avtalen kan oppgi opplysninger i den',
  detailsFixed:
    'Avtaleteksten er allerede laget med disse opplysningene, så de kan ikke endres i denne avtalen',
  observerReadOnly: 'Du er observatør i denne avtalen: du kan lese den, men ikke svare, signere eller skrive',
  observerNotParty: 'Bare partene i avtalen kan invitere observatører',
  observerLogin: 'Logg inn for å invitere en observatør',
  observerEmailNotConfirmed: 'Bekreft e-postadressen din før du inviterer en observatør',
  observerLimit: `En avtale kan ha høyst ${MAX_OBSERVERS} observatører`,
  observerAlreadyInvited: 'Denne adressen er allerede invitert som observatør',
  observerNotFound: 'Fant ikke observatøren i avtalen',
  observerNotInviter: 'Bare den som inviterte observatøren kan fjerne den',
  observerInvitationMissing:
    'Du har ingen invitasjon som observatør til denne avtalen på den bekreftede e-postadressen din',
  observerAcceptLogin: 'Logg inn med kontoen til den inviterte e-postadressen for å bli observatør',
  observerAcceptEmailNotConfirmed: 'Bekreft e-postadressen din før du tar imot invitasjonen som observatør',
  observerIsParty: 'Du er part i avtalen og kan ikke samtidig være observatør',
} as const;

export const MAX_ROUNDS = 5;
export const EXPECTED_MIN = 2;
export const EXPECTED_MAX = 50;
export const MAX_ANSWERS = 500;

/** Guardians of parties under 18 (docs/guardians.md; the sources in docs/legal-sources.md). */
export const GuardianMessages = {
  relation: 'Velg hvordan du er verge: forelder med foreldreansvar (parent) eller oppnevnt verge (appointed)',
  birthDate: 'Skriv fødselsdatoen din som ÅÅÅÅ-MM-DD',
  declaration:
    'Bekreft at du er verge for parten, og at en eventuell annen verge (den andre forelderen med foreldreansvar) samtykker i avtalen',
  login: 'Logg inn for å invitere vergen din',
  notMinor: 'Bare en part som er under 18 år, inviterer en verge. Oppgi fødselsdatoen din først.',
  alreadyInvited: 'Du har allerede invitert en verge. Fjern invitasjonen før du inviterer en annen.',
  acceptLogin: 'Logg inn med kontoen til den inviterte e-postadressen for å godta som verge',
  acceptEmailNotConfirmed: 'Bekreft e-postadressen din før du godtar som verge',
  invitationMissing: 'Du har ingen invitasjon som verge i denne avtalen på den bekreftede e-postadressen din',
  guardianIsParty:
    'Du er selv part i avtalen og kan ikke samtidig være verge for en annen part i den. Statsforvalteren kan oppnevne en setteverge.',
  guardianUnderAge: 'En verge må være 18 år eller eldre',
  notFound: 'Fant ikke vergen i avtalen',
  notAllowed: 'Bare parten selv eller vergen kan fjerne vergen',
  guardianMustSign: 'Vergen må også signere før avtalen er signert av alle.',
  /** Shown where a guardian accepts, and in the invitation: what Avtalt does not do for them. */
  statsforvalteren:
    'Noen avtaler på vegne av en mindreårig krever i tillegg samtykke fra statsforvalteren, for eksempel kjøp, salg, pantsettelse eller utleie av fast eiendom og bolig. Avtalt innhenter ikke slikt samtykke.',
  guardianReadOnly: 'Du er verge i denne avtalen: du signerer sammen med parten, men svarer ikke selv',
} as const;
