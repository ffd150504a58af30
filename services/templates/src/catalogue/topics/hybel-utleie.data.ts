import type { CatalogueTopic } from '../catalogue.types';
import { BAKGRUNN } from '../catalogue.sections';

// ─────────────────────────────────────────────────────────── Utleie av hybel eller rom (new)
export const hybelUtleieTopic: CatalogueTopic = {
  key: 'hybel-utleie',
  title: 'Utleie av hybel eller rom',
  description:
    'For deg som leier ut en hybel eller et rom i boligen din, og for den som leier. Bli enige om husleie, depositum, leietid, oppsigelse og husregler, etter reglene i husleieloven.',
  featured: false,
  document: {
    kind: 'agreement',
    heading: 'Leiekontrakt for hybel',
    termClause:
      // How long the lease runs is the section 'Leietid og oppsigelse' (and the landlord's notice is in the notice
      // options), so the term clause does not refer back to it.
      'Når leieforholdet opphører, leverer leietakeren tilbake hybelen med alle nøkler, ryddet, rengjort og i samme stand som ved innflyttingen, bortsett fra vanlig slitasje (husleieloven § 10-2).',
    disputeClause:
      'Partene skal først forsøke å løse uenighet om leieforholdet ved forhandlinger. Fører ikke det fram, kan hver av partene bringe saken inn for Husleietvistutvalget (HTU), som behandler tvister om leie av bolig i hele landet i stedet for forliksrådet, og HTUs avgjørelse kan bringes inn for tingretten.',
    // The payment schedule (docs/obligations.md): the rent on its day each month from the start of the lease,
    // up to the end date of a lease to a set date, or on until the agreement is ended.
    obligations: [
      {
        kind: 'monthly',
        id: 'husleie',
        label: 'Husleie',
        amount: 'husleie',
        from: 'innflytting',
        day: 'forfallsdag',
        until: 'sluttdato',
        payer: { question: 'utleier', side: 'others' },
        payee: { question: 'utleier', side: 'chosen' },
      },
    ],
  },
  questions: [
    {
      key: 'utleier',
      text: 'Hvem av dere leier ut?',
      description: 'Den andre parten i avtalen er leietaker.',
      type: 'free_text',
      format: 'party',
      // The party list shows the roles, so the fact does not define them again.
      clauseTemplate: '{{svar}} leier ut hybelen til de andre partene.',
      partyRoles: { chosen: 'utleier', others: 'leietaker' },
      section: BAKGRUNN,
      fact: true,
    },
    {
      key: 'adresse',
      text: 'Hva er adressen til boligen?',
      description: 'Skriv gateadresse, postnummer og sted.',
      type: 'free_text',
      format: 'text',
      clauseTemplate: 'Hybelen ligger i {{svar}}.',
      section: BAKGRUNN,
      fact: true,
    },
    {
      key: 'hybelen',
      text: 'Hvilket rom eller hvilken del av boligen leies ut?',
      description: 'For eksempel soverommet i andre etasje, eller hybelen i kjelleren med eget bad.',
      type: 'free_text',
      format: 'text',
      clauseTemplate: 'Leieforholdet gjelder {{svar}}.',
      section: BAKGRUNN,
      fact: true,
    },
    {
      key: 'deler-med-utleier',
      text: 'Deler leietakeren kjøkken, bad eller begge deler med utleieren?',
      description:
        'Leier noen et enkelt rom og har tilgang til utleierens bolig, er oppsigelsesfristen én måned hvis dere ikke avtaler noe annet (husleieloven § 9-6).',
      type: 'multiple_choice',
      options: [
        // What is shared, as a choice: «kjøkken eller bad» left open which.
        {
          text: 'Ja, både kjøkken og bad',
          clause:
            'Hybelen er et enkelt rom, og leietakeren har etter avtalen tilgang til kjøkken og bad i utleierens bolig.',
        },
        {
          text: 'Ja, bare kjøkkenet',
          clause:
            'Hybelen er et enkelt rom med eget bad, og leietakeren har etter avtalen tilgang til kjøkkenet i utleierens bolig.',
        },
        {
          text: 'Ja, bare badet',
          clause:
            'Hybelen er et enkelt rom med eget kjøkken, og leietakeren har etter avtalen tilgang til badet i utleierens bolig.',
        },
        { text: 'Nei, hybelen har eget kjøkken og bad', clause: 'Hybelen har eget kjøkken og bad.' },
      ],
      section: BAKGRUNN,
      fact: true,
    },
    {
      key: 'husleie',
      text: 'Hvor mye er husleien per måned?',
      description:
        'Hver av dere kan kreve husleien justert etter konsumprisindeksen, tidligst ett år etter at den sist ble fastsatt og med én måneds skriftlig varsel.',
      type: 'free_text',
      format: 'amount',
      clauseTemplate:
        'Husleien er {{svar}} per måned, og hver av partene kan kreve den justert etter konsumprisindeksen etter reglene i husleieloven § 4-2.',
      section: 'Husleie og depositum',
    },
    {
      key: 'forfallsdag',
      text: 'Hvilken dag i måneden skal husleien betales?',
      description: 'Skriv dagen som et tall, for eksempel 1.',
      type: 'free_text',
      format: 'number',
      clauseTemplate:
        'Husleien betales på forskudd til utleierens bankkonto senest den {{svar}}. hver måned.',
      checks: [
        { kind: 'atLeast', value: 1, severity: 'error', message: 'Skriv en dag i måneden fra 1 til 31.' },
        { kind: 'atMost', value: 31, severity: 'error', message: 'Skriv en dag i måneden fra 1 til 31.' },
      ],
      section: 'Husleie og depositum',
    },
    {
      key: 'strom-internett',
      text: 'Hva dekker husleien av strøm og internett?',
      type: 'multiple_choice',
      options: [
        { text: 'Både strøm og internett', clause: 'Husleien dekker strøm og internett.' },
        {
          text: 'Internett, men ikke strøm',
          clause:
            'Husleien dekker internett, og leietakeren betaler i tillegg for strømmen til hybelen etter målt forbruk.',
        },
        {
          text: 'Ingen av delene',
          clause: 'Leietakeren har egne abonnementer på strøm og internett til hybelen og betaler dem selv.',
        },
      ],
      section: 'Husleie og depositum',
    },
    {
      key: 'depositum',
      text: 'Skal leietakeren betale depositum?',
      description:
        'Depositumet kan være høyst seks måneders husleie og skal stå på en egen depositumskonto i leietakerens navn (husleieloven § 3-5).',
      clauseYes:
        'Leietakeren betaler depositum, som settes inn på en egen depositumskonto i leietakerens navn, og utleieren betaler kostnadene ved å opprette kontoen (husleieloven § 3-5).',
      clauseNo: 'Leietakeren betaler ikke depositum.',
      section: 'Husleie og depositum',
    },
    {
      key: 'depositum-belop',
      text: 'Hvor stort skal depositumet være?',
      description: 'Høyst seks ganger månedsleien.',
      type: 'free_text',
      format: 'amount',
      clauseTemplate: 'Depositumet er {{svar}}.',
      // husleieloven § 3-5 second paragraph: a larger deposit cannot be agreed (§ 1-2 makes it mandatory).
      checks: [
        {
          kind: 'atMostTimes',
          other: 'husleie',
          factor: 6,
          severity: 'error',
          message:
            'Depositumet kan være høyst seks ganger månedsleien (husleieloven § 3-5). Skriv et lavere beløp.',
        },
      ],
      showIf: { questionKey: 'depositum', equals: true },
      section: 'Husleie og depositum',
    },
    {
      key: 'innflytting',
      text: 'Hvilken dato starter leieforholdet?',
      type: 'free_text',
      format: 'date',
      clauseTemplate: 'Leieforholdet starter {{svar}}, og leietakeren får nøklene samme dag.',
      section: 'Leietid og oppsigelse',
    },
    {
      key: 'leietid',
      text: 'Skal leieavtalen gjelde til en bestemt dato?',
      description:
        'En tidsbestemt leieavtale for bolig må som hovedregel vare i minst tre år, eller ett år for en lofts- eller sokkelbolig i enebolig eller en bolig i tomannsbolig der utleieren selv bor. Kortere tid krever at utleieren eller husstanden selv skal bo der, eller en annen saklig grunn, og grunnen må stå i avtalen. Ellers gjelder avtalen som tidsubestemt (husleieloven § 9-3).',
      type: 'multiple_choice',
      options: [
        {
          text: 'Nei, den løper til den sies opp',
          clause: 'Leieavtalen er tidsubestemt og løper til en av partene sier den opp.',
        },
        {
          text: 'Ja, til en avtalt sluttdato',
          clause:
            // § 9-3 last paragraph: a fixed term the Act does not allow is not void, the lease runs until notice.
            'Leieavtalen er tidsbestemt og opphører uten oppsigelse på sluttdatoen, og ingen av partene kan si den opp i leietiden, men oppfyller leietiden ikke vilkårene i husleieloven § 9-3, gjelder leieavtalen som tidsubestemt.',
        },
      ],
      section: 'Leietid og oppsigelse',
    },
    {
      // Issue 33 (lawyer's review § 4.5): § 9-3 lets a term shorter than the minimum stand only when the tenant is told
      // the reason in writing at the latest when the lease is made, so the agreement itself states it.
      key: 'tidsbestemt-grunnlag',
      text: 'Hva er grunnlaget for den tidsbestemte leietiden?',
      description:
        'Tre år eller mer krever ingen grunn. Ett år er nok for en lofts- eller sokkelbolig i enebolig eller en bolig i tomannsbolig der utleieren bor i samme hus. Kortere tid krever en grunn som står i avtalen, og hybelen må brukes slik grunnen sier når leietiden er ute.',
      type: 'multiple_choice',
      options: [
        {
          text: 'Leietiden er minst tre år',
          clause:
            'Leietiden er minst tre år, som er lovens minstetid for en tidsbestemt leieavtale for bolig (husleieloven § 9-3).',
        },
        {
          text: 'Hybelen er en lofts- eller sokkelbolig i enebolig eller en bolig i tomannsbolig der utleieren bor, og leietiden er minst ett år',
          clause:
            'Hybelen er en lofts- eller sokkelbolig i en enebolig eller en bolig i en tomannsbolig, utleieren bor selv i huset, og leietiden er minst ett år, som er lovens minstetid for en slik bolig (husleieloven § 9-3).',
        },
        {
          text: 'Utleieren eller noen i husstanden skal selv bo i hybelen når leietiden er ute',
          clause:
            'Er leietiden kortere enn lovens minstetid, er grunnen at hybelen skal brukes som bolig av utleieren eller noen som hører til utleierens husstand når leietiden er ute, leietakeren er med denne avtalen skriftlig gjort kjent med grunnen, og skal hybelen ikke brukes slik når leietiden er ute, gjelder leieavtalen som tidsubestemt (husleieloven § 9-3).',
        },
        {
          text: 'En annen saklig grunn, som vi skriver inn',
          clause:
            'Er leietiden kortere enn lovens minstetid, kan den bare være det av en saklig grunn som er skrevet inn i avtalen, og som leietakeren dermed er skriftlig gjort kjent med; står ingen slik grunn i avtalen, er grunnen ikke reell, eller skal hybelen ikke brukes i samsvar med den når leietiden er ute, gjelder leieavtalen som tidsubestemt (husleieloven § 9-3).',
        },
      ],
      showIf: { questionKey: 'leietid', operator: 'equals', value: 'Ja, til en avtalt sluttdato' },
      section: 'Leietid og oppsigelse',
    },
    {
      key: 'tidsbestemt-grunn',
      text: 'Hva er den saklige grunnen til at leietiden er kortere?',
      description:
        'For eksempel at boligen skal selges, bygges om eller rives når leietiden er ute. Skriv grunnen så konkret at den kan etterprøves.',
      type: 'free_text',
      format: 'text',
      clauseTemplate: 'Grunnen til at leietiden er tidsbestemt, er: {{svar}}.',
      showIf: {
        questionKey: 'tidsbestemt-grunnlag',
        operator: 'equals',
        value: 'En annen saklig grunn, som vi skriver inn',
      },
      section: 'Leietid og oppsigelse',
    },
    {
      key: 'sluttdato',
      text: 'Hvilken dato slutter leieforholdet?',
      type: 'free_text',
      format: 'date',
      clauseTemplate: 'Leieforholdet opphører {{svar}}.',
      checks: [
        {
          kind: 'after',
          other: 'innflytting',
          severity: 'error',
          message: 'Sluttdatoen må være etter datoen leieforholdet starter. Skriv en senere sluttdato.',
        },
        {
          kind: 'after',
          other: 'innflytting',
          months: 36,
          severity: 'error',
          message:
            'Dere har oppgitt at leietiden er minst tre år, men sluttdatoen er mindre enn tre år etter at leieforholdet starter (husleieloven § 9-3). Skriv en senere sluttdato, eller velg grunnen som gjelder.',
          when: { question: 'tidsbestemt-grunnlag', operator: 'equals', value: 'Leietiden er minst tre år' },
        },
        {
          kind: 'after',
          other: 'innflytting',
          months: 12,
          severity: 'error',
          message:
            'For en lofts- eller sokkelbolig eller en bolig i tomannsbolig der utleieren bor, må leietiden være minst ett år (husleieloven § 9-3). Skriv en sluttdato minst ett år etter at leieforholdet starter, eller velg grunnen som gjelder.',
          when: {
            question: 'tidsbestemt-grunnlag',
            operator: 'equals',
            value:
              'Hybelen er en lofts- eller sokkelbolig i enebolig eller en bolig i tomannsbolig der utleieren bor, og leietiden er minst ett år',
          },
        },
      ],
      showIf: { questionKey: 'leietid', operator: 'equals', value: 'Ja, til en avtalt sluttdato' },
      section: 'Leietid og oppsigelse',
    },
    {
      key: 'oppsigelsesfrist',
      text: 'Hvor lang skal oppsigelsesfristen være?',
      description:
        'Uten avtale er fristen én måned for et enkelt rom med tilgang til utleierens bolig, og ellers tre måneder (husleieloven § 9-6).',
      type: 'multiple_choice',
      options: [
        {
          text: 'Én måned',
          clause:
            'Hver av partene kan si opp leieavtalen skriftlig med én måneds frist, regnet fra utgangen av den kalendermåneden oppsigelsen blir gitt, og utleierens oppsigelse skal dessuten oppfylle kravene i husleieloven.',
        },
        {
          text: 'To måneder',
          clause:
            'Hver av partene kan si opp leieavtalen skriftlig med to måneders frist, regnet fra utgangen av den kalendermåneden oppsigelsen blir gitt, og utleierens oppsigelse skal dessuten oppfylle kravene i husleieloven.',
        },
        {
          text: 'Tre måneder',
          clause:
            'Hver av partene kan si opp leieavtalen skriftlig med tre måneders frist, regnet fra utgangen av den kalendermåneden oppsigelsen blir gitt, og utleierens oppsigelse skal dessuten oppfylle kravene i husleieloven.',
        },
      ],
      showIf: { questionKey: 'leietid', operator: 'equals', value: 'Nei, den løper til den sies opp' },
      section: 'Leietid og oppsigelse',
    },
    {
      key: 'roykfritt',
      text: 'Skal det være forbudt å røyke innendørs?',
      clauseYes: 'Det er ikke tillatt å røyke eller bruke e-sigaretter innendørs i boligen.',
      clauseNo: 'Leietakeren kan røyke på hybelen, men ikke i rom som deles med andre.',
      section: 'Bruk og vedlikehold',
    },
    {
      key: 'vedlikehold',
      text: 'Skal vedlikeholdet fordeles slik husleieloven gjør når ikke noe annet er avtalt?',
      description:
        'Da vedlikeholder utleieren boligen, mens leietakeren tar seg av dørlåser, kraner, vannklosett, elektriske kontakter og brytere, varmtvannsbeholder, inventar og røykvarslere i det leide rommet (husleieloven § 5-3).',
      clauseYes:
        'Vedlikeholdet fordeles etter husleieloven § 5-3, slik at leietakeren vedlikeholder dørlåser, kraner, vannklosett, elektriske kontakter og brytere, varmtvannsbeholder og inventar i hybelen, sjekker røykvarslere i hybelen og skifter batterier i dem, mens utleieren står for annet vedlikehold.',
      clauseNo:
        'Utleieren står for alt vedlikehold av hybelen og inventaret, også det leietakeren ellers skulle ha gjort etter husleieloven § 5-3.',
      section: 'Bruk og vedlikehold',
    },
    {
      key: 'befaring',
      text: 'Skal dere gå gjennom hybelen sammen og skrive ned standen ved inn- og utflytting?',
      clauseYes:
        'Partene går gjennom hybelen sammen ved innflytting og ved utflytting, skriver ned standen og eventuelle skader og signerer begge det som er skrevet.',
      clauseNo: 'Partene gjennomfører ingen felles gjennomgang av hybelen ved inn- og utflytting.',
      section: 'Bruk og vedlikehold',
    },
  ],
};
