import type { Messages } from './nb';

/** The interface's texts in nynorsk, key for key as nb.ts. */
export const nn: Messages = {
  language: {
    label: 'Språk',
    intro: 'Avtalt blir vist på språket du vel. Når du er logga inn, blir valet hugsa på kontoen din.',
    saveFailed: 'Språket vart ikkje lagra på kontoen',
  },
  layout: {
    skipToContent: 'Hopp til innhaldet',
    footer: '© {{year}} Avtalt – avtalar som alle er samde om.',
    privacy: 'Personvern',
  },
  header: {
    mainMenu: 'Hovudmeny',
    myAgreements: 'Mine avtalar',
    myProfile: 'Min profil',
    admin: 'Admin',
    logIn: 'Logg inn',
    logOut: 'Logg ut',
    loggingOut: 'Loggar ut...',
    loggedOut: 'Logga ut',
    logOutFailed: 'Utlogginga feila',
    logOutFailedFallback: 'Kunne ikkje logge ut',
    openMenu: 'Opne meny',
    closeMenu: 'Lukk meny',
    menu: 'Meny',
    mobileMenu: 'Mobilmeny',
  },
  home: {
    newAgreement: 'Lag ny avtale',
    newAgreementFor: 'Lag ny avtale: {{title}}',
    creating: 'Lagar avtale...',
    createOwnTopic: 'Opprett eige tema',
    chosenTopic: 'Valt tema: {{title}}',
    chooseOrStartWith: 'Vel eit tema nedanfor, eller start med «{{title}}».',
    chooseOrMakeOwn: 'Vel eit tema nedanfor, eller lag ditt eige.',
    howItWorks: 'Slik fungerer det',
    hero: {
      getStarted: 'Kom i gang',
      badge: 'Korte spørsmål, eitt om gongen',
      title: 'Lag avtalar som alle er samde om',
      intro:
        'Avtalt hjelper deg å bli samd med vener, familie og kollegaer. Vel eit tema, svar på korte spørsmål – ' +
        'ja eller nei, eit val, eit beløp eller ein dato – og del lenka. Når alle er samde, får de ein juridisk ' +
        'bindande avtale – klar til nedlasting som PDF.',
    },
    illustration: {
      progress: 'Spørsmål 3 av 12',
      question: 'Skal straumrekninga delast likt mellom alle i kollektivet?',
      yes: 'Ja',
      agreed: 'Samde – punktet blir teke med i avtalen',
    },
    picker: {
      title: 'Vel eit tema',
      intro:
        'Vel temaet avtalen skal handle om, og trykk «Lag ny avtale». Finn du ikkje det du leitar etter, ' +
        'kan du lage eit eige tema.',
      searchPlaceholder: 'Søk etter tema...',
      searchLabel: 'Søk etter tema',
      loadFailed: 'Kunne ikkje laste inn tema. Prøv igjen seinare.',
      featured: 'Populære tema',
      noFeatured: 'Ingen framheva tema enno.',
      ownTopics: 'Eigne tema med skildringar',
      allTopics: 'Alle tema',
      searchResults: 'Søkeresultat for "{{term}}"',
      noneFound: 'Fann ingen tema. Prøv eit anna søkeord eller opprett eit eige tema.',
      makeOwn: 'Lag eit eige tema',
      ownTopic: 'Eige tema',
      ownTopicText:
        'Skriv din eigen tittel og skildring, så lagar vi spørsmål som passar til akkurat dykkar avtale.',
      chosenBar: 'Valt tema',
    },
    topicCard: {
      featured: 'Framheva',
      custom: 'Eigendefinert',
      choose: 'Vel',
      chooseNamed: 'Vel {{title}}',
    },
    steps: {
      choose: {
        title: 'Vel eit tema',
        text: 'Husleige, bilkjøp, sambuarskap eller noko heilt eige – start med eit ferdig tema.',
      },
      answer: {
        title: 'Svar på spørsmåla',
        text: 'Eitt om gongen: ja eller nei, eit val, eit beløp, ein dato eller ein kort tekst. Det tek berre nokre minutt.',
      },
      share: { title: 'Del lenka', text: 'Send lenka til dei andre. Dei svarar på dei same spørsmåla.' },
      agree: {
        title: 'Bli samde',
        text: 'Samanlikn svara, ta ein ny runde der de er usamde, og last ned avtalen.',
      },
    },
    features: {
      title: 'Alt de treng for å bli samde',
      intro:
        'Avtalt gjer det enkelt å snakke om det som ofte blir usagt – og å få det ned på papir før det oppstår ' +
        'misforståingar.',
      binding: {
        title: 'Juridisk bindande avtalar',
        text: 'Når alle er samde, lagar Avtalt ein ferdig avtaletekst som er juridisk bindande for partane.',
      },
      guidance: {
        title: 'Rettleiing steg for steg',
        text: 'Eitt spørsmål om gongen leier dykk gjennom alt som bør avklarast, så ingenting viktig blir gløymt.',
      },
      negotiation: {
        title: 'AI-støtte i forhandlingane',
        text: 'Der de svarar ulikt, hjelper AI dykk å sjå usemjene klart og finne ei løysing alle kan stå inne for.',
      },
      signing: {
        title: 'Sikker digital signering',
        text: 'Stadfest avtalen trygt og digitalt – utan papir, skannar eller porto.',
      },
      overview: {
        title: 'Oversikt over alle avtalar',
        text: 'Sjå pågåande og fullførte avtalar samla på éin stad, og hald fram der de slapp.',
      },
      link: {
        title: 'Del med ei lenke',
        text: 'Inviter dei andre med ei enkel lenke. Dei kan svare utan å opprette konto.',
      },
    },
  },
};
