import type { Texts } from '../../../../i18n/page-texts';
import type { nb } from './nb';

export const nn: Texts<typeof nb> = {
  dialog: {
    title: 'Opprett eige tema',
    subtitle: 'Lag ditt eige avtaletema med tilpassa innhald',
    titleLabel: 'Tittel',
    titlePlaceholder: 'T.d. Deling av hytta',
    descriptionLabel: 'Skildring',
    descriptionPlaceholder: 'Kva skal avtalen handle om? Di meir du fortel, di betre blir spørsmåla.',
    makePublic: 'Gjer temaet tilgjengeleg for alle',
    publicHelp: 'Temaet blir publisert under «Alle tema», så andre òg kan bruke det. Du må vere logga inn.',
    privateHelp: 'Berre du ser temaet. Spørsmåla blir laga ut frå tittelen og skildringa.',
    chooseOther: 'Vel noko anna',
    cancel: 'Avbryt',
    retry: 'Prøv igjen',
    continueAnyway: 'Hald fram likevel',
    createAndPublish: 'Opprett og publiser tema',
    create: 'Opprett tema',
  },
  kindPicker: {
    legend: 'Kva slags avtale er det?',
    quoted: '«{{label}}»',
    chosen: 'Spørsmåla blir laga for {{kinds}}.',
    chooseOne: 'Vel minst éin, elles blir spørsmåla laga ut frå tittelen.',
    noTitle: 'Skriv ein tittel, så føreslår vi kva slags avtale det er.',
    failed: 'Vi fekk ikkje lese tittelen no. Vel det som passar best.',
    none: 'Vi ser ikkje av tittelen kva slags avtale det er. Vel det som passar best, så blir spørsmåla betre.',
    guessed:
      'Tittelen seier ikkje kva de skal gjere. Vi gjettar på {{kinds}}. Stemmer ikkje det? Vel det som passar.',
    guessedWithObject:
      'Tittelen seier ikkje kva de skal gjere med {{object}}. Vi gjettar på {{kinds}}. Stemmer ikkje det? Vel det som passar.',
    read: 'Vi les tittelen som {{kinds}}. Stemmer ikkje det? Vel det som passar.',
    readWithObject: 'Vi les tittelen som {{kinds}}, om {{object}}. Stemmer ikkje det? Vel det som passar.',
    full: 'Du kan velje høgst tre.',
    selected: 'Valt: {{kinds}}',
  },
  kinds: {
    'lend-thing': 'Låne bort ein ting',
    'lend-money': 'Låne bort pengar',
    'own-together': 'Eige noko saman',
    'buy-sell': 'Kjøp og sal',
    rent: 'Leige ut',
    'share-costs': 'Dele utgifter',
    'live-together': 'Bu saman',
    care: 'Passe på nokon',
    service: 'Gjere ein jobb',
    project: 'Prosjekt saman',
    company: 'Firma saman',
    estate: 'Arv og dødsbu',
    neighbours: 'Naboar',
    promise: 'Lovnader og reglar',
  },
  notices: {
    source: 'Kjelde: {{source}}',
    testament: {
      title: 'Avtalt kan ikkje lage eit testament',
      text:
        'Eit testament må vere skriftleg og signerast av den som lagar det, framfor to vitne som er til stades samstundes og veit at det er eit testament. ' +
        'Vitna skriv under medan testatoren er til stades. Eit testament som ikkje oppfyller krava, er ugyldig, og ein elektronisk signatur i Avtalt oppfyller dei ikkje. ' +
        'Skriv testamentet på papir, gjerne med hjelp frå ein advokat. Du kan gå tilbake og velje noko anna, eller halde fram dersom avtalen gjeld noko anna enn eit testament.',
      source: 'arvelova §§ 42 og 43',
    },
    ektepakt: {
      title: 'Avtalt kan ikkje lage ein ektepakt',
      text:
        'Ein ektepakt, til dømes om særeige, må vere skriftleg og signerast av begge ektefellane samstundes framfor to vitne som begge har godteke, og vitna skriv under medan ektefellane er til stades. ' +
        'For å gjelde overfor kreditorane til ektefellane må ektepakten i tillegg tinglysast i Ektepaktregisteret i Brønnøysund. Ein elektronisk signatur i Avtalt oppfyller ikkje krava. ' +
        'Du kan gå tilbake og velje noko anna, eller halde fram dersom avtalen gjeld noko anna enn ein ektepakt.',
      source: 'ekteskapslova §§ 54 og 55',
    },
  },
  progress: {
    pending: 'Lagar spørsmål til avtalen …',
    label: 'Lagar spørsmål',
    madeFrom: 'Spørsmåla blir laga ut frå «{{title}}». Du kjem vidare av deg sjølv når dei er klare.',
  },
  flow: {
    topicCreated: 'Tema oppretta',
    topicCreatedText: 'Temaet blir tilgjengeleg for alle brukarar når det har fått spørsmål',
    topicFailed: 'Feil ved oppretting av tema',
    loginRequired: 'Innlogging krevst',
    loginRequiredText:
      'Du må vere logga inn for å opprette offentlege tema. Du blir no sendt vidare til innlogging.',
  },
};
