/**
 * The 'Opprett eget tema' dialog in bokmål (the source catalogue of the `customTopic` namespace): the form, the
 * kinds of agreement, the notices of a form requirement, the waiting for the questions and the flow's toasts. A namespace
 * of its own, loaded with the dialog's chunk and the flow's, so the front page's download does not carry it.
 */
export const nb = {
  dialog: {
    title: 'Opprett eget tema',
    subtitle: 'Lag ditt eget avtaletema med tilpasset innhold',
    titleLabel: 'Tittel',
    titlePlaceholder: 'F.eks. Deling av hytta',
    descriptionLabel: 'Beskrivelse',
    descriptionPlaceholder: 'Hva skal avtalen handle om? Jo mer du forteller, jo bedre blir spørsmålene.',
    makePublic: 'Gjør temaet tilgjengelig for alle',
    publicHelp: 'Temaet publiseres under «Alle temaer», så andre også kan bruke det. Du må være innlogget.',
    privateHelp: 'Bare du ser temaet. Spørsmålene lages ut fra tittelen og beskrivelsen.',
    chooseOther: 'Velg noe annet',
    cancel: 'Avbryt',
    retry: 'Prøv igjen',
    continueAnyway: 'Fortsett likevel',
    createAndPublish: 'Opprett og publiser tema',
    create: 'Opprett tema',
  },
  // What the title reads as; {{kinds}} is a list of `quoted` labels («a», «b» og «c»).
  kindPicker: {
    legend: 'Hva slags avtale er det?',
    quoted: '«{{label}}»',
    chosen: 'Spørsmålene lages for {{kinds}}.',
    chooseOne: 'Velg minst én, ellers lages spørsmålene ut fra tittelen.',
    noTitle: 'Skriv en tittel, så foreslår vi hva slags avtale det er.',
    failed: 'Vi fikk ikke lest tittelen nå. Velg det som passer best.',
    none: 'Vi ser ikke av tittelen hva slags avtale det er. Velg det som passer best, så blir spørsmålene bedre.',
    guessed:
      'Tittelen sier ikke hva dere skal gjøre. Vi gjetter {{kinds}}. Stemmer ikke det? Velg det som passer.',
    guessedWithObject:
      'Tittelen sier ikke hva dere skal gjøre med {{object}}. Vi gjetter {{kinds}}. Stemmer ikke det? Velg det som passer.',
    read: 'Vi leser tittelen som {{kinds}}. Stemmer ikke det? Velg det som passer.',
    readWithObject: 'Vi leser tittelen som {{kinds}}, om {{object}}. Stemmer ikke det? Velg det som passer.',
    full: 'Du kan velge høyst tre.',
    selected: 'Valgt: {{kinds}}',
  },
  // The kinds as the chips offer them: the contracts' AGREEMENT_KIND_LABELS (a test keeps them the same).
  kinds: {
    'lend-thing': 'Låne bort en ting',
    'lend-money': 'Låne bort penger',
    'own-together': 'Eie noe sammen',
    'buy-sell': 'Kjøp og salg',
    rent: 'Leie ut',
    'share-costs': 'Dele utgifter',
    'live-together': 'Bo sammen',
    care: 'Passe på noen',
    service: 'Gjøre en jobb',
    project: 'Prosjekt sammen',
    company: 'Firma sammen',
    estate: 'Arv og dødsbo',
    neighbours: 'Naboer',
    promise: 'Løfter og regler',
  },
  // The contracts' FORM_REQUIREMENT_NOTICES (a test keeps them the same).
  notices: {
    source: 'Kilde: {{source}}',
    testament: {
      title: 'Avtalt kan ikke lage et testament',
      text:
        'Et testament må være skriftlig og signeres av den som lager det, foran to vitner som er til stede samtidig og vet at det er et testament. ' +
        'Vitnene skriver under mens testatoren er til stede. Et testament som ikke oppfyller kravene, er ugyldig, og en elektronisk signatur i Avtalt oppfyller dem ikke. ' +
        'Skriv testamentet på papir, gjerne med hjelp fra en advokat. Du kan gå tilbake og velge noe annet, eller fortsette hvis avtalen gjelder noe annet enn et testament.',
      source: 'arveloven §§ 42 og 43',
    },
    ektepakt: {
      title: 'Avtalt kan ikke lage en ektepakt',
      text:
        'En ektepakt, for eksempel om særeie, må være skriftlig og signeres av begge ektefellene samtidig foran to vitner som begge har godtatt, og vitnene skriver under mens ektefellene er til stede. ' +
        'For å gjelde overfor ektefellenes kreditorer må den i tillegg tinglyses i Ektepaktregisteret i Brønnøysund. En elektronisk signatur i Avtalt oppfyller ikke kravene. ' +
        'Du kan gå tilbake og velge noe annet, eller fortsette hvis avtalen gjelder noe annet enn en ektepakt.',
      source: 'ekteskapsloven §§ 54 og 55',
    },
  },
  progress: {
    // The contracts' QuestionDraftMessages.pending (a test keeps it the same).
    pending: 'Lager spørsmål til avtalen …',
    label: 'Lager spørsmål',
    madeFrom: 'Spørsmålene lages ut fra «{{title}}». Du kommer videre av deg selv når de er klare.',
  },
  flow: {
    topicCreated: 'Tema opprettet',
    // Topics are listed for everyone once they have questions (docs/public-topics.md).
    topicCreatedText: 'Temaet blir tilgjengelig for alle brukere når det har fått spørsmål',
    topicFailed: 'Feil ved opprettelse av tema',
    loginRequired: 'Innlogging kreves',
    loginRequiredText:
      'Du må være innlogget for å opprette offentlige temaer. Du blir nå omdirigert til innlogging.',
  },
} as const;
