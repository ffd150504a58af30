/** The logic-rules manager, in bokmål (the source catalogue of the `adminLogic` namespace). */
export const nb = {
  dialog: {
    title: 'Administrer logikk',
    rulesHeading: 'Regler for dette spørsmålet',
    close: 'Lukk',
    deleteTitle: 'Slett logikkregel',
    deleteText: 'Er du sikker på at du vil slette denne logikkregelen?',
  },
  list: {
    loadFailed: 'Kunne ikke hente logikkreglene. Vennligst prøv igjen senere.',
    empty: 'Ingen logikkregler ennå. Spørsmålet vises alltid.',
    label: 'Logikkregler',
    edit: 'Rediger regel',
    delete: 'Slett regel',
  },
  form: {
    newRule: 'Ny regel',
    editRule: 'Rediger regel',
    source: 'Kildespørsmål',
    sourceHelp: 'Spørsmålet hvis svar avgjør regelen.',
    noSources: 'Ingen andre spørsmål i temaet',
    operator: 'Operator',
    action: 'Handling',
    target: 'Målspørsmål',
    targetHelp: 'Bare spørsmål som kommer etter dette spørsmålet.',
    noTargets: 'Ingen spørsmål etter dette',
    cancel: 'Avbryt',
    update: 'Oppdater regel',
    add: 'Legg til regel',
    // The spec's two texts (§5), joined, «kildesspørsmål» as the spec spells it.
    missingSource: 'Mangler kildesspørsmål. Vennligst velg et kildespørsmål.',
    // The spec's 'Mangler målspørsmål', worded as the source's.
    missingTarget: 'Mangler målspørsmål. Vennligst velg et målspørsmål.',
  },
  value: {
    label: 'Verdi',
    yes: 'Ja',
    no: 'Nei',
    partyHelp: 'Hvem svaret peker på, sett fra den som svarer.',
    dateHelp: 'Større enn betyr senere, mindre enn tidligere.',
    numberHelp: 'Et tall, for eksempel 12 000.',
    kroner: 'kr',
    chooseSourceFirst: 'Velg et kildespørsmål først.',
  },
  /** The operators as the form names them (admin spec §3). */
  operators: {
    equals: 'er lik',
    not_equals: 'er ikke lik',
    contains: 'inneholder',
    not_contains: 'inneholder ikke',
    greater_than: 'større enn',
    less_than: 'mindre enn',
  },
  /** The actions as the form names them (admin spec §3). */
  actions: {
    show: 'Vis spørsmålet',
    hide: 'Skjul spørsmålet',
    jump_to: 'Hopp til spørsmål',
    end_form: 'Avslutt skjemaet',
  },
  /** The two party values a rule can take (stored as 'self' / 'other'). */
  parties: {
    self: 'Meg selv',
    other: 'Den andre parten',
  },
  /** A rule in one line: 'Når «Har dere barn?» er lik Ja → vis dette spørsmålet'. */
  summary: {
    rule: 'Når {{source}} {{operator}} {{value}} → {{action}}',
    quoted: '«{{text}}»',
    empty: '(tom)',
    unknownQuestion: 'et ukjent spørsmål',
    jumpTo: 'hopp til {{target}}',
    show: 'vis dette spørsmålet',
    hide: 'skjul dette spørsmålet',
    end_form: 'avslutt skjemaet',
  },
} as const;
