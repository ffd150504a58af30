/**
 * The negotiation on the comparison (negotiation-ui.tsx and its parts, a chunk of its own), in bokmål
 * (the source catalogue of the `comparisonNegotiation` namespace).
 */
export const nb = {
  /** The chip of an option: where it comes from. */
  sources: {
    library: 'Vanlig løsning',
    midpoint: 'Midt mellom svarene',
    answer: 'Et av svarene',
    model: 'Forslag laget med KI',
    limits: 'Grensene deres møttes',
  },
  people: {
    /** The caller among others. */
    you: 'deg',
    unnamed: 'Deltaker',
    /** The last two of a list: 'Kari, Ola og deg'. */
    and: 'og',
  },
  proposal: {
    accepted: 'Alle har godtatt: {{text}} Det gjelder fra neste runde.',
    /** A point the private limits settled (no one accepted it by hand: the limits were the acceptance). */
    settledByLimits: 'Grensene deres møttes: {{text}} Det gjelder fra neste runde.',
    declinedByYou: 'Du avslo forslaget: {{text}} Dere kan foreslå noe annet.',
    declinedBy: '{{name}} avslo forslaget: {{text}} Dere kan foreslå noe annet.',
    declinedBySomeone: 'Noen avslo forslaget: {{text}} Dere kan foreslå noe annet.',
    youPropose: 'Du foreslår: {{text}}',
    proposes: '{{name}} foreslår: {{text}}',
    acceptedBy: 'Godtatt av: {{names}}',
    /** Under a model's draft put forward: it is the parties' text only once all accept it. */
    madeWithAi: 'Forslag laget med KI. Teksten blir en del av avtalen bare hvis alle godtar den.',
    waitingFor: 'Venter på: {{names}}',
    pendingBlocks: 'Et forslag venter på svar. Svar på det, eller vent til det er avslått.',
    acceptedBlocks: 'Dere har allerede godtatt et forslag til dette punktet.',
  },
  row: {
    accept: 'Godta',
    decline: 'Avslå',
    allCanAccept: 'Alle kan godta et annet svar her – velg ett sammen.',
    findCompromise: 'Finn et kompromiss',
  },
  panel: {
    options: 'Forslag til kompromiss',
    noOptions: 'Ingen ferdige forslag til dette punktet. Skriv et forslag i diskusjonen.',
    meaning: 'Dette betyr:',
    propose: 'Foreslå',
    proposeOption: 'Foreslå: {{text}}',
    draft: 'Lag et utkast med språkmodell',
    drafting: 'Språkmodellen skriver et utkast …',
    draftingLabel: 'Språkmodellen skriver et utkast',
    marks: 'Dine private markeringer',
    marksNote: 'Bare du ser dette. Det vises for de andre bare når det passer med det de har markert.',
    canAccept: 'Jeg kan godta det andre svaret',
    important: 'Viktig for meg',
    /** Under the marks when they are part of a match the others have seen: final for the round. */
    marksLocked: 'Vist for de andre – kan ikke trekkes tilbake i denne runden',
    discuss: 'Diskuter dette punktet',
    close: 'Lukk',
  },
  trades: {
    heading: 'Forslag til bytte',
    text: 'Bare dere to ser dette forslaget. Det er bare et forslag.',
    propose: 'Foreslå byttet',
  },
  /** «Din private grense» in 'Finn et kompromiss' (negotiation-limit.tsx; docs/negotiation.md). */
  limit: {
    heading: 'Din private grense',
    atMost: 'Det meste du kan godta',
    atLeast: 'Det minste du kan godta',
    note: 'Bare du ser grensen. Setter de andre også en grense, og grensene møtes, avgjøres punktet midt mellom dem – uten at noen får se den andres grense. Møtes de ikke, får ingen vite noe, heller ikke at du satte en.',
    binding: 'Jeg godtar enhver verdi innenfor grensen min',
    bindingHelp: 'Grensen kan ikke endres i denne runden.',
    set: 'Sett grensen',
    unit: 'kr',
    setting: 'Lagrer …',
    yours: 'Din grense: {{value}}. Bare du ser den, og den kan ikke endres i denne runden.',
    invalid: 'Skriv et beløp eller en dato, som svaret på spørsmålet.',
  },
  errors: {
    generic: 'Noe gikk galt. Prøv igjen senere.',
    draft: 'Språkmodellen kunne ikke lage et forslag nå. Prøv igjen senere.',
  },
} as const;
