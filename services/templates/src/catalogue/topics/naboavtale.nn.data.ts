/** Naboavtale in nynorsk: the same legal content as `naboavtale.data.ts`. */
import type { TopicTranslation } from '../catalogue-translation.types';

export const naboavtaleNn: TopicTranslation = {
  title: 'Naboavtale',
  description:
    'For naboar som vil bli samde om hekk, tre, gjerde, parkering, støy eller felles veg. Ein skriftleg avtale gjer det lettare å unngå konfliktar seinare.',
  document: {
    heading: 'Naboavtale',
    termClause:
      'Avtalen gjeld så lenge partane eig eigedomane, og avtalen kan berre endrast eller avsluttast skriftleg av partane i fellesskap. Sel ein av partane eigedomen sin, gjeld føresegna i avtalen om tinglysing og nye eigarar.',
    disputeClause:
      'Oppstår det usemje om korleis avtalen skal forståast eller gjennomførast, skal partane først prøve å løyse usemja gjennom forhandlingar i god tru og deretter gjennom den meklinga som avtalen eventuelt fastset. Fører ikkje dette fram, kan kvar av partane bringe saka inn for dei alminnelege domstolane. Ein tvist om pengar eller andre formuesverdiar skal som hovudregel først behandlast i forliksrådet (tvistelova § 6-2).',
  },
  questions: {
    'eier-eiendom-1': {
      text: 'Kven av dykk eig eigedom 1?',
      description:
        'Avtalen gjeld to naboeigedomar, her kalla eigedom 1 og eigedom 2. Den andre av dykk, eller dei andre dersom de er fleire, eig eigedom 2.',
      section: 'Bakgrunn',
      clauseTemplate: '{{svar}} eig eigedom 1, og dei andre partane eig eigedom 2.',
      partyRoles: { chosen: 'eigar av eigedom 1', others: 'eigar av eigedom 2' },
    },
    'eiendom-1': {
      text: 'Kva er adressa, gardsnummeret og bruksnummeret til eigedom 1?',
      description:
        'Skriv det slik det står i skøytet, til dømes Bakkevegen 1, gnr. 12, bnr. 34 i Asker kommune.',
      section: 'Bakgrunn',
      clauseTemplate: 'Eigedom 1 er {{svar}}.',
    },
    'eiendom-2': {
      text: 'Kva er adressa, gardsnummeret og bruksnummeret til eigedom 2?',
      description:
        'Skriv det slik det står i skøytet, til dømes Bakkevegen 3, gnr. 12, bnr. 35 i Asker kommune.',
      section: 'Bakgrunn',
      clauseTemplate: 'Eigedom 2 er {{svar}}.',
    },
    adkomst: {
      text: 'Har eigedomane felles veg eller innkøyrsle?',
      section: 'Bakgrunn',
      options: [
        {
          text: 'Ja, ein felles privat veg eller innkøyrsle',
          clause: 'Eigedomane har felles privat veg eller innkøyrsle.',
        },
        { text: 'Nei, kvar eigedom har eigen tilkomst', clause: 'Kvar av eigedomane har eigen tilkomst.' },
      ],
    },
    'hekk-hoyde': {
      text: 'Skal hekken mellom eigedomane haldast under ei bestemt høgd?',
      section: 'Hekk, tre og gjerde',
      clauseYes:
        'Hekken mellom eigedomane blir halden under ei fast høgd og blir klipt minst éin gong i året.',
      clauseNo:
        'Partane avtaler inga fast høgd på hekken, og høgda følgjer grannelova og, for ein hekk i eigedomsgrensa som tener som gjerde, grannegjerdelova.',
    },
    'hekk-maks-hoyde': {
      text: 'Kor høg kan hekken høgst vere, i centimeter?',
      section: 'Hekk, tre og gjerde',
      clauseTemplate: 'Hekken mellom eigedomane skal ikkje vere høgare enn {{svar}} centimeter.',
      checks: [
        'Høgda blir skriven i centimeter, og ein hekk som er lågare enn 50 cm, er uvanleg. Meinte du meter? 1,8 meter skriv du som 180.',
      ],
    },
    'hekk-deles': {
      text: 'Skal de dele på arbeidet og kostnadene med å klippe hekken?',
      section: 'Hekk, tre og gjerde',
      clauseYes: 'Partane deler likt på arbeidet med og kostnadene ved å klippe hekken i eigedomsgrensa.',
      clauseNo: 'Partane deler ikkje arbeidet med og kostnadene ved å klippe hekken.',
    },
    'hekk-eier': {
      text: 'Kven av dykk eig hekken?',
      section: 'Hekk, tre og gjerde',
      clauseTemplate: '{{svar}} eig hekken, klipper han og dekkjer kostnadene ved det åleine.',
    },
    traer: {
      text: 'Skal tre som skuggar for naboen, kunne beskjerast eller fellast etter avtale?',
      section: 'Hekk, tre og gjerde',
      clauseYes:
        'Tre som gir vesentleg skugge eller ulempe for naboeigedomen, blir beskorne eller felte etter avtale mellom partane, og den som ber om tiltaket, dekkjer kostnaden.',
      clauseNo:
        'Tre på kvar eigedom blir beskorne eller felte berre når eigaren sjølv ønskjer det, innanfor rammene av grannelova.',
    },
    gjerde: {
      text: 'Skal de setje opp eit felles gjerde i eigedomsgrensa?',
      section: 'Hekk, tre og gjerde',
      clauseYes:
        'Partane set opp eit felles gjerde i eigedomsgrensa og deler kostnadene og vedlikehaldet likt.',
      clauseNo: 'Partane set ikkje opp eit felles gjerde i eigedomsgrensa.',
    },
    veirett: {
      text: 'Over kva for ein eigedom går vegen eller innkøyrsla de deler?',
      description:
        'Går vegen over berre den eine eigedomen, treng den andre ein vegrett (ein servitutt) for å vere sikra tilkomst, òg når eigedomen vegen går over, blir seld. Ein ny eigar som ikkje kjende til vegretten, er berre bunden av han når vegretten er tinglyst, sjå spørsmålet om tinglysing.',
      section: 'Veg og parkering',
      options: [
        {
          text: 'Over eigedom 1',
          clause:
            'Den felles vegen går over eigedom 1, og eigedom 2 har ein varig vegrett (servitutt) på vegen, til fots og med køyretøy, som følgjer eigedom 2 òg når eigedomen får nye eigarar.',
        },
        {
          text: 'Over eigedom 2',
          clause:
            'Den felles vegen går over eigedom 2, og eigedom 1 har ein varig vegrett (servitutt) på vegen, til fots og med køyretøy, som følgjer eigedom 1 òg når eigedomen får nye eigarar.',
        },
        {
          text: 'Over begge eigedomane',
          clause:
            'Den felles vegen går over begge eigedomane, og kvar av eigedomane har ein varig vegrett (servitutt) på den delen av vegen som ligg på den andre eigedomen, til fots og med køyretøy, som følgjer eigedomen òg når han får nye eigarar.',
        },
        {
          text: 'Over grunn som ingen av oss eig',
          clause:
            'Den felles vegen går over grunn som ingen av partane eig, og denne avtalen gir ingen rett over den grunnen, men regulerer berre forholdet mellom partane.',
        },
      ],
    },
    'vei-kostnadsfordeling': {
      text: 'Korleis skal kostnadene til vedlikehald av vegen delast?',
      section: 'Veg og parkering',
      options: [
        {
          text: 'Likt',
          clause:
            'Kostnadene til vedlikehald av den felles vegen eller innkøyrsla blir delte likt mellom partane.',
        },
        {
          text: 'Etter kor mykje kvar brukar vegen',
          clause:
            'Kostnadene til vedlikehald av den felles vegen eller innkøyrsla blir fordelte etter kor mykje kvar av partane brukar vegen eller innkøyrsla.',
        },
        {
          text: 'Etter kor lang strekning kvar brukar',
          clause:
            'Kostnadene til vedlikehald av den felles vegen eller innkøyrsla blir fordelte etter kor lang strekning av vegen eller innkøyrsla kvar av partane brukar.',
        },
      ],
    },
    broyting: {
      text: 'Skal de bestille brøyting og strøing av vegen saman?',
      section: 'Veg og parkering',
      clauseYes:
        'Partane bestiller brøyting og strøing av den felles vegen saman og fordeler kostnadene på same måte som kostnadene til vedlikehald av vegen.',
      clauseNo: 'Kvar av partane syter sjølv for brøyting og strøing av sin del av vegen.',
    },
    'faste-parkeringsplasser': {
      text: 'Skal kvar husstand ha faste parkeringsplassar?',
      section: 'Veg og parkering',
      clauseYes: 'Kvar av partane har faste parkeringsplassar, som partane merkjer tydeleg på staden.',
      clauseNo: 'Partane har ingen faste parkeringsplassar, men parkerer slik at ingen blir stengd inne.',
    },
    'stille-pa-helligdager': {
      text: 'Skal de unngå støyande arbeid, som plenklipping og boring, på søndagar og heilagdagar?',
      section: 'Støy og informasjon',
      clauseYes:
        'Partane unngår støyande arbeid, som plenklipping, boring og bruk av motorsag, på søndagar og heilagdagar.',
      clauseNo: 'Partane har ingen faste reglar for støyande arbeid, men tek rimeleg omsyn til kvarandre.',
    },
    'varsle-fest': {
      text: 'Skal de varsle kvarandre på førehand når de skal ha fest?',
      section: 'Støy og informasjon',
      clauseYes:
        'Partane varslar kvarandre på førehand når dei skal ha fest eller andre arrangement som kan gi støy.',
      clauseNo:
        'Partane varslar ikkje kvarandre om festar, men held støyen på eit rimeleg nivå etter klokka 23.00.',
    },
    byggeplaner: {
      text: 'Skal de informere kvarandre om byggjeplanar før de søkjer kommunen?',
      description: 'Dette kjem i tillegg til det nabovarselet kommunen krev i byggjesaker.',
      section: 'Støy og informasjon',
      clauseYes:
        'Partane informerer kvarandre om planar for tilbygg, garasje eller andre større tiltak på eigedomen før det blir sendt nabovarsel eller søknad til kommunen.',
      clauseNo:
        'Partane informerer kvarandre om byggjeplanar gjennom det ordinære nabovarselet etter plan- og bygningslova.',
    },
    konfliktradet: {
      text: 'Skal de prøve mekling i konfliktrådet før ei usemje blir teken vidare?',
      section: 'Mekling og tinglysing',
      clauseYes:
        'Ved usemje som partane ikkje løyser sjølve, prøver dei mekling i konfliktrådet før saka blir brakt inn for forliksrådet eller domstolane.',
      clauseNo:
        'Partane har inga plikt til å prøve mekling i konfliktrådet før ei usemje blir brakt inn for forliksrådet eller domstolane.',
    },
    tinglysing: {
      text: 'Skal rettane og avgrensingane i avtalen som gjeld eigedomane, tinglysast, slik at dei òg bind nye eigarar?',
      description:
        'Utan tinglysing er ein kjøpar som verken kjende eller burde kjenne til avtalen, ikkje bunden av avtalen (tinglysingslova §§ 20 og 21), og berre rettar i eigedomane, som vegrett eller ei høgdegrense for hekken, kan tinglysast, ikkje personlege lovnader som å varsle om fest.',
      section: 'Mekling og tinglysing',
      clauseYes:
        'Partane syter for at rettane og avgrensingane i avtalen som gjeld eigedomane, blir tinglyste som ei erklæring om servitutt på begge eigedomane, slik at dei òg bind seinare eigarar, medan dei personlege forpliktingane i avtalen berre gjeld mellom partane.',
      clauseNo:
        'Avtalen blir ikkje tinglyst, og partane veit at avtalen då ikkje bind ein ny eigar eller panthavar som verken kjende eller burde kjenne til avtalen, så den som sel eigedomen sin, gjer kjøparen kjend med avtalen og ber kjøparen om å slutte seg til avtalen.',
    },
  },
};
