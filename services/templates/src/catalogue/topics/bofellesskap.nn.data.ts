/** «Bofellesskap og kollektiv» in nynorsk, beside bofellesskap.data.ts. */
import type { TopicTranslation } from '../catalogue-translation.types';

export const bofellesskapNn: TopicTranslation = {
  title: 'Bufellesskap og kollektiv',
  description:
    'For vener, studentar og andre som deler ein leigd bustad. Bli samde om husleige, depositum, felles utgifter, skadar, vasking og utflytting.',
  document: {
    heading: 'Avtale om bufellesskap',
    termClause:
      'Avtalen gjeld så lenge partane bur saman i bustaden, og avtalen endrar ikkje det kvar av dei skuldar utleigaren etter leigekontrakten. Ein part som flyttar ut, går ut av avtalen etter føresegna om varsel ved utflytting, og avtalen gjeld vidare for dei som blir buande.',
    disputeClause: null,
  },
  questions: {
    'bolig-adresse': {
      text: 'Kva er adressa til bustaden de deler?',
      description: 'Skriv gateadresse, postnummer og stad.',
      section: 'Bakgrunn',
      clauseTemplate: 'Partane deler bustaden i {{svar}}.',
    },
    'utleier-navn': {
      text: 'Kva heiter utleigaren?',
      description: 'Skriv namnet slik det står i leigekontrakten.',
      section: 'Bakgrunn',
      clauseTemplate: 'Utleigar av bustaden er {{svar}}.',
    },
    'husleie-belop': {
      text: 'Kor mykje er den samla husleiga per månad?',
      section: 'Bakgrunn',
      clauseTemplate: 'Den samla husleiga for bustaden er {{svar}} per månad.',
    },
    'depositum-belop': {
      text: 'Kor stort er depositumet til saman?',
      description: 'Skriv 0 dersom utleigaren ikkje krev depositum.',
      section: 'Bakgrunn',
      clauseTemplate: 'Depositumet for bustaden er til saman {{svar}}.',
      checks: [
        'Depositumet kan ikkje vere meir enn seks månaders husleige (husleigelova § 3-5). Sjekk beløpet, og sjekk at husleiga er den samla husleiga per månad.',
      ],
    },
    'leiekontrakt-signert': {
      text: 'Kven har skrive under leigekontrakten med utleigaren?',
      description: 'Den som har skrive under, står ansvarleg overfor utleigaren.',
      section: 'Bakgrunn',
      options: [
        {
          text: 'Alle som bur her',
          clause:
            'Alle partane står som leigetakarar i leigekontrakten og er som hovudregel solidarisk ansvarlege overfor utleigaren.',
        },
        {
          text: 'Berre éin av oss',
          clause: 'Leigetakaren framleiger bustaden til dei andre partane, med samtykke frå utleigaren.',
        },
      ],
    },
    leietaker: {
      text: 'Kven av dykk står som leigetakar i leigekontrakten?',
      section: 'Bakgrunn',
      clauseTemplate: '{{svar}} står åleine som leigetakar overfor utleigaren.',
      partyRoles: { chosen: 'leigetakar overfor utleigar', others: 'framleigetakar' },
    },
    'rom-fordeling': {
      text: 'Kva rom disponerer kvar av dykk?',
      description:
        'Skriv namnet og rommet for kvar av dykk, til dømes Kari Nordmann: soverommet mot gata, Ola Hansen: soverommet mot hagen.',
      section: 'Bakgrunn',
      clauseTemplate: 'Romma er fordelte slik: {{svar}}.',
    },
    'husleie-fordeling': {
      text: 'Korleis skal husleiga delast mellom dykk?',
      section: 'Husleige og depositum',
      options: [
        {
          text: 'Likt',
          clause:
            'Partane deler husleiga likt, og den som har betalt meir enn sin del av husleiga, kan krevje det overskytande dekt av dei andre partane.',
        },
        {
          text: 'Etter romstorleik',
          clause:
            'Husleiga blir fordelt etter storleiken på rommet kvar av partane disponerer, slik at den som har størst rom, betaler mest, og den som har betalt meir enn sin del, kan krevje det overskytande dekt av dei andre partane.',
        },
        {
          text: 'Etter inntekt',
          clause:
            'Husleiga blir fordelt forholdsmessig etter inntekta til partane, og den som har betalt meir enn sin del, kan krevje det overskytande dekt av dei andre partane.',
        },
      ],
    },
    'husleie-betalingsdag': {
      text: 'Kva dag i månaden skal dei andre seinast betale sin del av husleiga til leigetakaren?',
      description: 'Skriv dagen i månaden som eit tal, til dømes 25.',
      section: 'Husleige og depositum',
      clauseTemplate:
        'Dei andre partane betaler sin del av husleiga til leigetakaren seinast den {{svar}}. kvar månad.',
    },
    'depositum-hver-sin-andel': {
      text: 'Skal kvar av dykk betale sin del av depositumet?',
      description:
        'Etter husleigelova § 3-5 skal depositumet stå på ein eigen depositumskonto i namnet til leigetakaren i leigekontrakten.',
      section: 'Husleige og depositum',
      clauseYes:
        'Kvar av partane betaler sin del av depositumet, som står på ein eigen depositumskonto i namnet til den eller dei som står som leigetakar i leigekontrakten (husleigelova § 3-5), og får sin del tilbake ved utflytting, med frådrag for krav frå utleigaren som vedkomande er ansvarleg for.',
      clauseNo: 'Depositumet blir ikkje delt mellom partane.',
    },
    'depositum-betaler': {
      text: 'Kven av dykk betaler heile depositumet?',
      description:
        'Depositumskontoen blir oppretta i namnet til den som betaler. Etter husleigelova § 3-5 skal kontoen stå i namnet til leigaren, så den som betaler, må stå som leigetakar i leigekontrakten.',
      section: 'Husleige og depositum',
      clauseTemplate:
        '{{svar}} betaler heile depositumet, som står på ein eigen depositumskonto i namnet til betalaren (husleigelova § 3-5), og har åleine krav på å få det tilbakebetalt når leigeforholdet opphøyrer.',
    },
    'strom-internett-likt': {
      text: 'Skal straum og internett delast likt?',
      section: 'Utgifter og skadar',
      clauseYes: 'Utgifter til straum og internett blir delte likt mellom partane.',
      clauseNo:
        'Utgifter til straum og internett blir fordelte etter forbruk eller etter eigen avtale mellom partane.',
    },
    'skader-pa-boligen': {
      text: 'Skal den som har valda ein skade på bustaden, dekkje skaden åleine?',
      section: 'Utgifter og skadar',
      clauseYes:
        'Krev utleigaren skadar på bustaden eller inventaret dekte, ber den av partane som sjølv eller gjennom gjestene sine har valda skaden, kostnaden i forholdet mellom partane.',
      clauseNo:
        'Krev utleigaren skadar på bustaden eller inventaret dekte, blir kostnaden delt likt mellom partane, same kven som valda skaden.',
    },
    vaskeliste: {
      text: 'Skal de ha ei fast vaskeliste for fellesareala?',
      section: 'Husreglar',
      clauseYes: 'Partane følgjer ei fast vaskeliste der ansvaret for fellesareala går på omgang.',
      clauseNo: 'Partane har inga fast vaskeliste, men held fellesareala reine og ryddige etter bruk.',
    },
    roykfritt: {
      text: 'Skal det vere forbode å røykje innandørs?',
      section: 'Husreglar',
      clauseYes: 'Det er ikkje tillate å røykje eller bruke e-sigarettar innandørs i bustaden.',
      clauseNo:
        'Røyking innandørs er tillate på rommet til kvar enkelt, så langt leigekontrakten tillèt det.',
    },
    'utflytting-varseltid': {
      text: 'Kor lang tid i førevegen skal den som vil flytte ut, varsle dei andre?',
      section: 'Utflytting og nye bebuarar',
      options: [
        {
          text: 'Éin månad',
          clause:
            'Ein part som vil flytte ut, varslar dei andre partane skriftleg minst éin månad før utflyttinga og betaler sin del av husleiga ut varslingstida, og deretter betaler den eller dei som blir buande, heile husleiga til ein ny bebuar har flytt inn.',
        },
        {
          text: 'To månader',
          clause:
            'Ein part som vil flytte ut, varslar dei andre partane skriftleg minst to månader før utflyttinga og betaler sin del av husleiga ut varslingstida, og deretter betaler den eller dei som blir buande, heile husleiga til ein ny bebuar har flytt inn.',
        },
        {
          text: 'Tre månader',
          clause:
            'Ein part som vil flytte ut, varslar dei andre partane skriftleg minst tre månader før utflyttinga og betaler sin del av husleiga ut varslingstida, og deretter betaler den eller dei som blir buande, heile husleiga til ein ny bebuar har flytt inn.',
        },
      ],
    },
    'ny-beboer': {
      text: 'Skal alle godkjenne ein ny bebuar før vedkomande flyttar inn?',
      section: 'Utflytting og nye bebuarar',
      clauseYes:
        'Ein ny bebuar kan berre flytte inn når alle partane har godkjent vedkomande, og samtykke frå utleigaren er henta inn når husleigelova eller leigekontrakten krev det.',
      clauseNo:
        'Den som flyttar ut, kan føreslå ein ny bebuar, som dei andre partane berre kan nekte å godta av sakleg grunn, føresett at samtykke frå utleigaren er henta inn når husleigelova eller leigekontrakten krev det.',
    },
  },
};
