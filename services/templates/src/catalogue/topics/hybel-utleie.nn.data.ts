/** The topic «Utleie av hybel eller rom» in nynorsk (docs/languages.md). */
import type { TopicTranslation } from '../catalogue-translation.types';

export const hybelUtleieNn: TopicTranslation = {
  title: 'Utleige av hybel eller rom',
  description:
    'For deg som leiger ut ein hybel eller eit rom i bustaden din, og for den som leiger. Bli samde om husleige, depositum, leigetid, oppseiing og husreglar, etter reglane i husleigelova.',
  document: {
    heading: 'Leigekontrakt for hybel',
    termClause:
      'Når leigeforholdet opphøyrer, leverer leigetakaren hybelen tilbake med alle nøklar, rydda, reingjord og i same stand som ved innflyttinga, bortsett frå vanleg slitasje (husleigelova § 10-2).',
    disputeClause:
      'Partane skal først prøve å løyse usemje om leigeforholdet ved forhandlingar. Fører ikkje det fram, kan kvar av partane bringe saka inn for Husleigetvistutvalet (HTU), som behandlar tvistar om leige av bustad i heile landet i staden for forliksrådet, og avgjerda frå HTU kan bringast inn for tingretten.',
  },
  paymentLabels: {
    husleie: 'Husleige',
  },
  questions: {
    utleier: {
      text: 'Kven av dykk leiger ut?',
      description: 'Den andre parten i avtalen er leigetakar.',
      section: 'Bakgrunn',
      clauseTemplate: '{{svar}} leiger ut hybelen til dei andre partane.',
      partyRoles: { chosen: 'utleigar', others: 'leigetakar' },
    },
    adresse: {
      text: 'Kva er adressa til bustaden?',
      description: 'Skriv gateadresse, postnummer og stad.',
      section: 'Bakgrunn',
      clauseTemplate: 'Hybelen ligg i {{svar}}.',
    },
    hybelen: {
      text: 'Kva rom eller kva del av bustaden blir leigd ut?',
      description: 'Til dømes soverommet i andre etasje, eller hybelen i kjellaren med eige bad.',
      section: 'Bakgrunn',
      clauseTemplate: 'Leigeforholdet gjeld {{svar}}.',
    },
    'deler-med-utleier': {
      text: 'Deler leigetakaren kjøkken, bad eller begge delar med utleigaren?',
      description:
        'Leiger nokon eit enkelt rom og har tilgang til bustaden til utleigaren, er oppseiingsfristen éin månad dersom de ikkje avtaler noko anna (husleigelova § 9-6).',
      section: 'Bakgrunn',
      options: [
        {
          text: 'Ja, både kjøkken og bad',
          clause:
            'Hybelen er eit enkelt rom, og leigetakaren har etter avtalen tilgang til kjøkken og bad i bustaden til utleigaren.',
        },
        {
          text: 'Ja, berre kjøkkenet',
          clause:
            'Hybelen er eit enkelt rom med eige bad, og leigetakaren har etter avtalen tilgang til kjøkkenet i bustaden til utleigaren.',
        },
        {
          text: 'Ja, berre badet',
          clause:
            'Hybelen er eit enkelt rom med eige kjøkken, og leigetakaren har etter avtalen tilgang til badet i bustaden til utleigaren.',
        },
        { text: 'Nei, hybelen har eige kjøkken og bad', clause: 'Hybelen har eige kjøkken og bad.' },
      ],
    },
    husleie: {
      text: 'Kor mykje er husleiga per månad?',
      description:
        'Kvar av dykk kan krevje husleiga justert etter konsumprisindeksen, tidlegast eitt år etter at ho sist vart fastsett og med skriftleg varsel på éin månad.',
      section: 'Husleige og depositum',
      clauseTemplate:
        'Husleiga er {{svar}} per månad, og kvar av partane kan krevje henne justert etter konsumprisindeksen etter reglane i husleigelova § 4-2.',
    },
    forfallsdag: {
      text: 'Kva dag i månaden skal husleiga betalast?',
      description: 'Skriv dagen som eit tal, til dømes 1.',
      section: 'Husleige og depositum',
      clauseTemplate:
        'Husleiga blir betalt på forskot til bankkontoen til utleigaren seinast den {{svar}}. kvar månad.',
      checks: ['Skriv ein dag i månaden frå 1 til 31.', 'Skriv ein dag i månaden frå 1 til 31.'],
    },
    'strom-internett': {
      text: 'Kva dekkjer husleiga av straum og internett?',
      section: 'Husleige og depositum',
      options: [
        { text: 'Både straum og internett', clause: 'Husleiga dekkjer straum og internett.' },
        {
          text: 'Internett, men ikkje straum',
          clause:
            'Husleiga dekkjer internett, og leigetakaren betaler i tillegg for straumen til hybelen etter målt forbruk.',
        },
        {
          text: 'Ingen av delane',
          clause:
            'Leigetakaren har eigne abonnement på straum og internett til hybelen og betaler dei sjølv.',
        },
      ],
    },
    depositum: {
      text: 'Skal leigetakaren betale depositum?',
      description:
        'Depositumet kan høgst svare til husleiga for seks månader og skal stå på ein eigen depositumskonto i namnet til leigetakaren (husleigelova § 3-5).',
      section: 'Husleige og depositum',
      clauseYes:
        'Leigetakaren betaler depositum, som blir sett inn på ein eigen depositumskonto i namnet til leigetakaren, og utleigaren betaler kostnadene ved å opprette kontoen (husleigelova § 3-5).',
      clauseNo: 'Leigetakaren betaler ikkje depositum.',
    },
    'depositum-belop': {
      text: 'Kor stort skal depositumet vere?',
      description: 'Høgst seks gonger månadsleiga.',
      section: 'Husleige og depositum',
      clauseTemplate: 'Depositumet er {{svar}}.',
      checks: [
        'Depositumet kan vere høgst seks gonger månadsleiga (husleigelova § 3-5). Skriv eit lågare beløp.',
      ],
    },
    innflytting: {
      text: 'Kva dato startar leigeforholdet?',
      section: 'Leigetid og oppseiing',
      clauseTemplate: 'Leigeforholdet startar {{svar}}, og leigetakaren får nøklane same dag.',
    },
    leietid: {
      text: 'Skal leigeavtalen gjelde til ein bestemt dato?',
      description:
        'Ein tidsbestemt leigeavtale for bustad må som hovudregel vare i minst tre år, eller eitt år for ein lofts- eller sokkelbustad i einebustad eller ein bustad i tomannsbustad der utleigaren sjølv bur. Kortare tid krev at utleigaren eller husstanden sjølv skal bu der, eller ein annan sakleg grunn, og grunnen må stå i avtalen. Elles gjeld avtalen som tidsubestemt (husleigelova § 9-3).',
      section: 'Leigetid og oppseiing',
      options: [
        {
          text: 'Nei, han gjeld til han blir sagd opp',
          clause: 'Leigeavtalen er tidsubestemt og gjeld til ein av partane seier han opp.',
        },
        {
          text: 'Ja, til ein avtalt sluttdato',
          clause:
            'Leigeavtalen er tidsbestemt og opphøyrer utan oppseiing på sluttdatoen, og ingen av partane kan seie han opp i leigetida, men oppfyller leigetida ikkje vilkåra i husleigelova § 9-3, gjeld leigeavtalen som tidsubestemt.',
        },
      ],
    },
    'tidsbestemt-grunnlag': {
      text: 'Kva er grunnlaget for den tidsbestemte leigetida?',
      description:
        'Tre år eller meir krev ingen grunn. Eitt år er nok for ein lofts- eller sokkelbustad i einebustad eller ein bustad i tomannsbustad der utleigaren bur i same hus. Kortare tid krev ein grunn som står i avtalen, og hybelen må brukast slik grunnen seier når leigetida er ute.',
      section: 'Leigetid og oppseiing',
      options: [
        {
          text: 'Leigetida er minst tre år',
          clause:
            'Leigetida er minst tre år, som er minstetida etter lova for ein tidsbestemt leigeavtale for bustad (husleigelova § 9-3).',
        },
        {
          text: 'Hybelen er ein lofts- eller sokkelbustad i einebustad eller ein bustad i tomannsbustad der utleigaren bur, og leigetida er minst eitt år',
          clause:
            'Hybelen er ein lofts- eller sokkelbustad i ein einebustad eller ein bustad i ein tomannsbustad, utleigaren bur sjølv i huset, og leigetida er minst eitt år, som er minstetida etter lova for ein slik bustad (husleigelova § 9-3).',
        },
        {
          text: 'Utleigaren eller nokon i husstanden skal sjølv bu i hybelen når leigetida er ute',
          clause:
            'Er leigetida kortare enn minstetida etter lova, er grunnen at hybelen skal brukast som bustad av utleigaren eller nokon som høyrer til husstanden til utleigaren når leigetida er ute, leigetakaren er med denne avtalen skriftleg gjord kjend med grunnen, og skal hybelen ikkje brukast slik når leigetida er ute, gjeld leigeavtalen som tidsubestemt (husleigelova § 9-3).',
        },
        {
          text: 'Ein annan sakleg grunn, som vi skriv inn',
          clause:
            'Er leigetida kortare enn minstetida etter lova, kan ho berre vere det av ein sakleg grunn som er skriven inn i avtalen, og som leigetakaren dermed er skriftleg gjord kjend med; står det ingen slik grunn i avtalen, er grunnen ikkje reell, eller skal hybelen ikkje brukast i samsvar med han når leigetida er ute, gjeld leigeavtalen som tidsubestemt (husleigelova § 9-3).',
        },
      ],
    },
    'tidsbestemt-grunn': {
      text: 'Kva er den saklege grunnen til at leigetida er kortare?',
      description:
        'Til dømes at bustaden skal seljast, byggjast om eller rivast når leigetida er ute. Skriv grunnen så konkret at han kan etterprøvast.',
      section: 'Leigetid og oppseiing',
      clauseTemplate: 'Grunnen til at leigetida er tidsbestemt, er: {{svar}}.',
    },
    sluttdato: {
      text: 'Kva dato sluttar leigeforholdet?',
      section: 'Leigetid og oppseiing',
      clauseTemplate: 'Leigeforholdet opphøyrer {{svar}}.',
      checks: [
        'Datoen leigeforholdet sluttar, må vere etter datoen det tek til. Skriv ein seinare sluttdato.',
        'De har oppgjeve at leigetida er minst tre år, men sluttdatoen er mindre enn tre år etter at leigeforholdet tek til (husleigelova § 9-3). Skriv ein seinare sluttdato, eller vel grunnen som gjeld.',
        'For ein lofts- eller sokkelbustad eller ein bustad i tomannsbustad der utleigaren bur, må leigetida vere minst eitt år (husleigelova § 9-3). Skriv ein sluttdato minst eitt år etter at leigeforholdet tek til, eller vel grunnen som gjeld.',
      ],
    },
    oppsigelsesfrist: {
      text: 'Kor lang skal oppseiingsfristen vere?',
      description:
        'Utan avtale er fristen éin månad for eit enkelt rom med tilgang til bustaden til utleigaren, og elles tre månader (husleigelova § 9-6).',
      section: 'Leigetid og oppseiing',
      options: [
        {
          text: 'Éin månad',
          clause:
            'Kvar av partane kan seie opp leigeavtalen skriftleg med ein frist på éin månad, rekna frå utgangen av den kalendermånaden oppseiinga blir gitt i, og oppseiinga frå utleigaren skal dessutan oppfylle krava i husleigelova.',
        },
        {
          text: 'To månader',
          clause:
            'Kvar av partane kan seie opp leigeavtalen skriftleg med ein frist på to månader, rekna frå utgangen av den kalendermånaden oppseiinga blir gitt i, og oppseiinga frå utleigaren skal dessutan oppfylle krava i husleigelova.',
        },
        {
          text: 'Tre månader',
          clause:
            'Kvar av partane kan seie opp leigeavtalen skriftleg med ein frist på tre månader, rekna frå utgangen av den kalendermånaden oppseiinga blir gitt i, og oppseiinga frå utleigaren skal dessutan oppfylle krava i husleigelova.',
        },
      ],
    },
    roykfritt: {
      text: 'Skal det vere forbode å røykje innandørs?',
      section: 'Bruk og vedlikehald',
      clauseYes: 'Det er ikkje tillate å røykje eller bruke e-sigarettar innandørs i bustaden.',
      clauseNo: 'Leigetakaren kan røykje på hybelen, men ikkje i rom som blir delte med andre.',
    },
    vedlikehold: {
      text: 'Skal vedlikehaldet fordelast slik husleigelova gjer når ikkje noko anna er avtalt?',
      description:
        'Då held utleigaren bustaden ved like, medan leigetakaren tek seg av dørlåsar, kranar, vassklosett, elektriske kontaktar og brytarar, varmtvassbehaldar, inventar og røykvarslarar i det leigde rommet (husleigelova § 5-3).',
      section: 'Bruk og vedlikehald',
      clauseYes:
        'Vedlikehaldet blir fordelt etter husleigelova § 5-3, slik at leigetakaren held ved like dørlåsar, kranar, vassklosett, elektriske kontaktar og brytarar, varmtvassbehaldar og inventar i hybelen, sjekkar røykvarslarar i hybelen og skiftar batteri i dei, medan utleigaren står for anna vedlikehald.',
      clauseNo:
        'Utleigaren står for alt vedlikehald av hybelen og inventaret, òg det leigetakaren elles skulle ha gjort etter husleigelova § 5-3.',
    },
    befaring: {
      text: 'Skal de gå gjennom hybelen saman og skrive ned standen ved inn- og utflytting?',
      section: 'Bruk og vedlikehald',
      clauseYes:
        'Partane går gjennom hybelen saman ved innflytting og ved utflytting, skriv ned standen og eventuelle skadar og signerer begge det som er skrive.',
      clauseNo: 'Partane gjennomfører ingen felles gjennomgang av hybelen ved inn- og utflytting.',
    },
  },
};
