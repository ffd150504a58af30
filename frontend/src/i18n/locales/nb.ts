import type { Texts } from '../texts.types';

/**
 * The interface's texts in bokmål: the source catalogue. nn.ts and en.ts are typed by it (`Messages`), so a
 * key missing there, or one that is not here, is a type error. The bokmål texts are the spec's own words:
 * change one only with the spec. `{{name}}` is filled in by `t(key, { name })`; React escapes the value.
 */
export const nb = {
  language: {
    label: 'Språk',
    intro: 'Avtalt vises på språket du velger. Når du er logget inn, huskes valget på kontoen din.',
    saveFailed: 'Språket ble ikke lagret på kontoen',
  },
  layout: {
    skipToContent: 'Hopp til innholdet',
    footer: '© {{year}} Avtalt – avtaler som alle er enige om.',
    privacy: 'Personvern',
  },
  header: {
    mainMenu: 'Hovedmeny',
    myAgreements: 'Mine avtaler',
    myProfile: 'Min profil',
    admin: 'Admin',
    logIn: 'Logg inn',
    logOut: 'Logg ut',
    loggingOut: 'Logger ut...',
    loggedOut: 'Utlogget',
    logOutFailed: 'Utlogging feilet',
    logOutFailedFallback: 'Kunne ikke logge ut',
    openMenu: 'Åpne meny',
    closeMenu: 'Lukk meny',
    menu: 'Meny',
    mobileMenu: 'Mobilmeny',
  },
  home: {
    newAgreement: 'Lag ny avtale',
    newAgreementFor: 'Lag ny avtale: {{title}}',
    creating: 'Lager avtale...',
    createOwnTopic: 'Opprett eget tema',
    chosenTopic: 'Valgt tema: {{title}}',
    chooseOrStartWith: 'Velg et tema nedenfor, eller start med «{{title}}».',
    chooseOrMakeOwn: 'Velg et tema nedenfor, eller lag ditt eget.',
    howItWorks: 'Slik fungerer det',
    hero: {
      getStarted: 'Kom i gang',
      badge: 'Korte spørsmål, ett om gangen',
      title: 'Lag avtaler som alle er enige om',
      intro:
        'Avtalt hjelper deg å bli enig med venner, familie og kolleger. Velg et tema, svar på korte spørsmål – ' +
        'ja eller nei, et valg, et beløp eller en dato – og del lenken. Når alle er enige, får dere en juridisk ' +
        'bindende avtale – klar til nedlasting som PDF.',
    },
    illustration: {
      progress: 'Spørsmål 3 av 12',
      question: 'Skal strømregningen deles likt mellom alle i kollektivet?',
      yes: 'Ja',
      agreed: 'Enige – punktet tas med i avtalen',
    },
    picker: {
      title: 'Velg et tema',
      intro:
        'Velg temaet avtalen skal handle om, og trykk «Lag ny avtale». Finner du ikke det du leter etter, ' +
        'kan du lage et eget tema.',
      searchPlaceholder: 'Søk etter tema...',
      searchLabel: 'Søk etter tema',
      loadFailed: 'Kunne ikke laste inn temaer. Prøv igjen senere.',
      featured: 'Populære temaer',
      noFeatured: 'Ingen fremhevede temaer ennå.',
      ownTopics: 'Egne temaer med beskrivelser',
      allTopics: 'Alle temaer',
      searchResults: 'Søkeresultater for "{{term}}"',
      noneFound: 'Ingen temaer funnet. Prøv et annet søkeord eller opprett et eget tema.',
      makeOwn: 'Lag et eget tema',
      ownTopic: 'Eget tema',
      ownTopicText:
        'Skriv din egen tittel og beskrivelse, så lager vi spørsmål som passer til akkurat deres avtale.',
      chosenBar: 'Valgt tema',
    },
    topicCard: {
      featured: 'Fremhevet',
      custom: 'Egendefinert',
      choose: 'Velg',
      chooseNamed: 'Velg {{title}}',
    },
    steps: {
      choose: {
        title: 'Velg et tema',
        text: 'Husleie, bilkjøp, samboerskap eller noe helt eget – start med et ferdig tema.',
      },
      answer: {
        title: 'Svar på spørsmålene',
        text: 'Ett om gangen: ja eller nei, et valg, et beløp, en dato eller en kort tekst. Det tar bare noen minutter.',
      },
      share: { title: 'Del lenken', text: 'Send lenken til de andre. De svarer på de samme spørsmålene.' },
      agree: {
        title: 'Bli enige',
        text: 'Sammenlign svarene, ta en ny runde der dere er uenige, og last ned avtalen.',
      },
    },
    features: {
      title: 'Alt dere trenger for å bli enige',
      intro:
        'Avtalt gjør det enkelt å snakke om det som ofte blir usagt – og å få det ned på papir før det oppstår ' +
        'misforståelser.',
      binding: {
        title: 'Juridisk bindende avtaler',
        text: 'Når alle er enige, lager Avtalt en ferdig avtaletekst som er juridisk bindende for partene.',
      },
      guidance: {
        title: 'Trinnvis veiledning',
        text: 'Ett spørsmål om gangen leder dere gjennom alt som bør avklares, så ingenting viktig blir glemt.',
      },
      negotiation: {
        title: 'AI-støtte i forhandlingene',
        text: 'Der dere svarer ulikt, hjelper AI dere å se uenighetene klart og finne en løsning alle kan stå inne for.',
      },
      signing: {
        title: 'Sikker digital signering',
        text: 'Bekreft avtalen trygt og digitalt – uten papir, skanner eller porto.',
      },
      overview: {
        title: 'Oversikt over alle avtaler',
        text: 'Se pågående og fullførte avtaler samlet på ett sted, og fortsett der dere slapp.',
      },
      link: {
        title: 'Del med en lenke',
        text: 'Inviter de andre med en enkel lenke. De kan svare uten å opprette konto.',
      },
    },
  },
} as const;

export type Messages = Texts<typeof nb>;
