/**
 * The administrators' topics (the topic list, the new topic form, the topic editor and the catalogue update),
 * in bokmål (the source catalogue of the `adminTopics` namespace). The admin spec fixes some words in English
 * ('Available Topics', 'Create Topic', 'Feature'…): bokmål keeps them as the spec writes them.
 */
export const nb = {
  common: {
    error: 'Feil',
    title: 'Tittel',
    description: 'Beskrivelse',
    cancel: 'Avbryt',
    save: 'Lagre',
    saving: 'Lagrer...',
    newChip: 'Nytt',
    confirmTitle: 'Er du sikker?',
  },
  list: {
    // The spec's words.
    heading: 'Available Topics',
    count_one: '{{count}} tema',
    count_other: '{{count}} temaer',
    showing: 'Viser {{shown}} av {{total}}',
    search: 'Søk etter tema',
    loading: 'Laster temaer',
    loadFailed: 'Kunne ikke hente temaene.',
    noMatch: 'Ingen temaer har «{{query}}» i tittelen.',
    // The spec's words.
    empty: 'No topics found',
    featuredChip: 'Featured',
    questionCount_one: '{{count}} spørsmål',
    questionCount_other: '{{count}} spørsmål',
    questions: 'Spørsmål',
    // The spec's words.
    feature: 'Feature',
    unfeature: 'Unfeature',
    edit: 'Rediger tema',
    delete: 'Slett tema',
    deleteText:
      'Dette vil slette temaet «{{title}}» og alle spørsmålene i det permanent. Denne handlingen kan ikke angres.',
    deleted: 'Tema slettet',
    // The spec's words.
    deleteFailed: 'Failed to delete topic',
    updateFailed: 'Kunne ikke oppdatere tema',
    updated: 'Tema oppdatert',
    notes: {
      notPublic: 'Ikke på forsiden: temaet er ikke offentlig.',
      notOnFrontYet: 'Ikke på forsiden ennå: temaet vises der når det har fått spørsmål.',
      notVisibleYet: 'Ikke synlig for brukerne ennå: temaet vises når det har fått spørsmål.',
    },
    toasts: {
      unfeatured: 'Tema ikke lenger fremhevet',
      featured: 'Tema fremhevet',
      featuredLater: '«{{title}}» vises på forsiden når det har fått spørsmål.',
    },
  },
  form: {
    heading: 'Legg til nytt tema',
    intro: 'Et tema samler spørsmålene til én type avtale.',
    featured: 'Fremhevet på forsiden',
    featuredHelp: 'Et tema vises for brukerne, også på forsiden, først når det har fått spørsmål.',
    // The spec's words.
    create: 'Create Topic',
    createFailed: 'Failed to create topic',
    created: 'Tema opprettet',
    createdFeatured: '«{{title}}» er lagt til. Det vises på forsiden når det har fått spørsmål.',
    createdHidden: '«{{title}}» er lagt til. Brukerne ser det når det har fått spørsmål.',
  },
  editor: {
    heading: 'Rediger tema',
    updateFailed: 'Kunne ikke oppdatere tema.',
    document: 'Dokument',
    documentIntro: 'Hva avtalene i dette temaet blir til når alle er enige.',
    kind: 'Type dokument',
    kinds: {
      agreement: 'Avtale',
      plan: 'Plan (ikke juridisk bindende)',
    },
    kindHelp: {
      agreement: 'En avtale med parter, nummererte punkter, sluttbestemmelser og signaturer.',
      plan: 'En plan uten avtaleformaliteter: ingen sluttbestemmelser og ingen signaturer.',
    },
    headingLabel: 'Overskrift',
    headingHelp: {
      agreement: 'Tittelen på dokumentet, for eksempel «Samboeravtale». Tomt: «Avtale».',
      plan: 'Tittelen på dokumentet, for eksempel «Husholdningsplan». Tomt: «Plan».',
    },
    term: 'Varighet og oppsigelse',
    termHelp:
      'Hvor lenge avtalen gjelder og hvordan den kan avsluttes. Tomt: den generelle teksten, der ingen kan si opp avtalen alene.',
    dispute: 'Tvisteløsning',
    disputeHelp:
      'Tomt: den generelle klausulen – forhandlinger, så forliksrådet, så de alminnelige domstolene.',
  },
  catalogueUpdate: {
    notice: 'En oppdatering av katalogen er tilgjengelig',
    intro: 'Dette temaet er endret her, så oppdateringen er ikke tatt i bruk automatisk. {{summary}}',
    topicHeading: 'Tema og dokument',
    questionsHeading: 'Spørsmål',
    take: 'Ta i bruk oppdateringen',
    keep: 'Behold gjeldende versjon',
    confirmTitle: 'Ta i bruk katalogens versjon?',
    confirmLabel: 'Erstatt med katalogens versjon',
    takeConfirmation:
      'Temaets innhold erstattes med katalogens versjon: spørsmål, logikkregler, tekster, dokumentinnstillinger, ' +
      'signeringsmerknader, mellomløsninger og kontroller. Dine egne endringer i dette temaet blir erstattet og kan ' +
      'ikke hentes tilbake. Avtaler som allerede er laget, beholder spørsmålene sine.',
    changes: {
      added: 'Nytt',
      removed: 'Fjernes',
      changed: 'Endret',
    },
    // The fields of the difference by name; `document.kind` is `documentKind` here.
    fields: {
      title: 'Tittel',
      description: 'Beskrivelse',
      text: 'Spørsmålstekst',
      order: 'Plassering',
      type: 'Type',
      options: 'Alternativer',
      optionClauses: 'Avtaletekst per alternativ',
      format: 'Svarformat',
      clauseTemplate: 'Avtaletekst for svaret',
      clauseYes: 'Avtaletekst ved Ja',
      clauseNo: 'Avtaletekst ved Nei',
      section: 'Emne i dokumentet',
      fact: 'Bakgrunnsopplysning',
      partyRoles: 'Roller',
      middleGround: 'Mellomløsninger',
      checks: 'Kontroller av svaret',
      documentKind: 'Dokumenttype',
      documentHeading: 'Dokumentets overskrift',
      documentTermClause: 'Varighet',
      documentDisputeClause: 'Tvisteløsning',
      documentSigningNotes: 'Signeringsmerknader',
    },
    yes: 'Ja',
    no: 'Nei',
    roles: 'valgt: {{chosen}} / andre: {{others}}',
    // The parts of the summary, joined with '; ' and ended with '.'.
    summary: {
      questions: 'Spørsmål: {{changed}} endret, {{added}} nye, {{removed}} fjernet',
      rules: 'logikkregler: {{added}} nye, {{removed}} fjernet',
      topic_one: '{{count}} endring i tema og dokument',
      topic_other: '{{count}} endringer i tema og dokument',
      reordered: 'rekkefølgen på spørsmålene endres',
    },
  },
} as const;
