/**
 * The administrators' questions of a topic (the questions tab, the question form and editor, the sortable
 * list, regeneration), in bokmål (the source catalogue of the `adminQuestions` namespace). The admin spec
 * fixes some words in English ('Add Question Template', 'Option n', 'Back to Topics'…): bokmål keeps them as
 * the spec writes them.
 */
export const nb = {
  common: {
    error: 'Feil',
    cancel: 'Avbryt',
    save: 'Lagre',
    saving: 'Lagrer...',
    // The button that creates a question, in the 'Add Question Template' card and the 'Nytt spørsmål' dialog.
    create: 'Opprett spørsmål',
    newChip: 'Nytt',
    required: 'Påkrevd',
    options: 'Alternativer',
  },
  // The question types, on cards and in the type select.
  types: {
    yes_no: 'Ja/Nei',
    multiple_choice: 'Flervalg',
    free_text: 'Fritekst',
  },
  // A free_text answer's formats: bokmål as the logic engine's VALUE_FORMAT_LABELS.
  formats: {
    text: 'Tekst',
    number: 'Heltall',
    amount: 'Beløp i kroner',
    percent: 'Prosent',
    date: 'Dato',
    party: 'Part i avtalen',
  },
  tab: {
    // The spec's words.
    back: 'Back to Topics',
    testLogic: 'Test logikk',
    regenerate: 'Regenerer spørsmål',
    generating: 'Genererer nye spørsmål for {{title}}...',
    templates: 'Spørsmålsmaler',
    count_one: '{{count}} spørsmål',
    count_other: '{{count}} spørsmål',
    starting: 'Starter generering',
    startingText_one: 'Genererer {{count}} spørsmål for {{title}}.',
    startingText_other: 'Genererer {{count}} spørsmål for {{title}}.',
    generated_one: '{{count}} nye spørsmål har blitt generert for {{title}}',
    generated_other: '{{count}} nye spørsmål har blitt generert for {{title}}',
    // The server's message, then its details.
    failedDetails: '{{message}} Detaljer: {{details}}',
  },
  regenerate: {
    heading: 'Regenerer spørsmål',
    warning:
      'Alle eksisterende spørsmål i «{{title}}» blir slettet, sammen med logikkreglene deres, og nye spørsmål blir generert. Dette kan ikke angres.',
    count: 'Antall spørsmål',
    range: 'Mellom {{min}} og {{max}}',
    // The spec's word.
    cancel: 'Cancel',
    submit: 'Generer nye spørsmål',
  },
  addForm: {
    // The spec's words.
    heading: 'Add Question Template',
    intro: 'Nye spørsmål legges til sist i listen.',
    // The spec's words: the placeholder (and accessible name) of option n, and the button under the options.
    option: 'Option {{n}}',
    addOption: 'Add Option',
  },
  editor: {
    createTitle: 'Nytt spørsmål',
    editTitle: 'Rediger spørsmål',
  },
  fields: {
    text: 'Spørsmålstekst',
    type: 'Spørsmålstype',
    option: 'Alternativ {{n}}',
    removeOption: 'Fjern alternativ {{n}}',
    addOption: 'Legg til alternativ',
    optionClause: 'Avtaletekst når alternativ {{n}} velges',
    optionClausePlaceholder: 'Avtaletekst når dette velges',
    format: 'Svarformat',
    formatHelp: 'Hvordan svaret skrives inn og vises i avtalen.',
    description: 'Beskrivelse (valgfri)',
    descriptionHelp: 'Vises under spørsmålet som forklaring.',
    clause: 'Avtaletekst',
    // {{answer}} is the marker the admin types, {{svar}} in every language.
    clauseHint: '{{answer}} markerer hvor svaret kommer, for eksempel «{{example}}»',
    examples: {
      text: 'Hunden skal hete {{answer}}.',
      number: 'Hver av partene har {{answer}} ukers ferie sammen.',
      amount: 'Husleien er {{answer}} per måned.',
      percent: 'Renten er {{answer}} per år.',
      date: 'Avtalen gjelder fra {{answer}}.',
      party: '{{answer}} står alene som leietaker.',
    },
    clauseYes: 'Avtaletekst ved Ja',
    clauseYesHelp: 'Det avtalen sier når alle svarer Ja.',
    clauseNo: 'Avtaletekst ved Nei',
    clauseNoHelp: 'Det avtalen sier når alle svarer Nei.',
    inDocument: 'I avtaledokumentet',
    section: 'Emne i avtaleteksten',
    sectionHelp:
      'Overskriften punktet står under, for eksempel «Bolig» eller «Økonomi». Tomt: «Andre avtalepunkter».',
    roleChosen: 'Rolle for den som velges',
    roleChosenHelp: 'Står ved navnet i avtalen, for eksempel «långiver» eller «eier».',
    roleOthers: 'Rolle for de andre (valgfritt)',
    roleOthersHelp: 'For eksempel «låntaker». Tomt: de andre får ingen rolle.',
    fact: 'Faktaopplysning – skrives under «Bakgrunn»',
    factHelp:
      'For opplysninger som adresse eller registreringsnummer: én fyller inn, de andre bekrefter, og svaret blir ikke et avtalepunkt.',
  },
  card: {
    roleDescription: 'flyttbart spørsmål',
    handle: 'Flytt spørsmål: {{text}}',
    order: 'Rekkefølge {{order}}',
    format: 'Svarformat: {{format}}',
    section: 'Emne: {{section}}',
    fact: 'Bakgrunn',
    factTitle: 'Faktaopplysning',
    roles: 'Roller: {{roles}}',
    logic: 'Logikk',
    manageLogic: 'Administrer logikk',
    edit: 'Rediger',
    delete: 'Slett',
  },
  list: {
    heading: 'Spørsmål',
    dragHint: 'Dra i håndtaket for å endre rekkefølgen.',
    newQuestion: 'Nytt spørsmål',
    loading: 'Laster spørsmål',
    loadFailed: 'Kunne ikke hente spørsmålene.',
    empty: 'Ingen spørsmål funnet',
    emptyHint: 'Klikk på "Nytt spørsmål" for å komme i gang.',
    listLabel: 'Spørsmål',
    confirmTitle: 'Er du sikker?',
    // The spec's confirmation, with the question named when it has a text.
    deleteNamed: 'Dette vil slette spørsmålet «{{name}}» permanent. Denne handlingen kan ikke angres.',
    deleteUnnamed: 'Dette vil slette spørsmålet permanent. Denne handlingen kan ikke angres.',
    reordered: 'Rekkefølge oppdatert.',
    reorderFailed: 'Rekkefølgen ble ikke endret: {{reason}}',
    // What a screen reader hears while a card is dragged.
    dnd: {
      instructions:
        'Trykk mellomrom eller Enter for å løfte spørsmålet. Bruk piltastene for å flytte det, ' +
        'mellomrom eller Enter for å slippe det på den nye plassen, og Escape for å avbryte.',
      fallbackName: 'spørsmålet',
      start: 'Løftet «{{name}}» på plass {{place}} av {{total}}.',
      over: '«{{name}}» er flyttet til plass {{place}} av {{total}}.',
      outside: '«{{name}}» er utenfor listen.',
      dropped: '«{{name}}» ble sluppet på plass {{place}} av {{total}}.',
      droppedOutside: '«{{name}}» ble sluppet.',
      cancelled: 'Flyttingen ble avbrutt. «{{name}}» er tilbake på plass {{place}}.',
    },
  },
} as const;
