import type { TopicTranslation } from '../catalogue-translation.types';

/** Sambuaravtale: the nynorsk translation of the bokmål topic 'samboeravtale'. */
export const samboeravtaleNn: TopicTranslation = {
  title: 'Sambuaravtale',
  description:
    'For par som bur saman utan å vere gifte. Sambuarar har færre rettar etter lova enn ektefellar, så her blir de samde om bustad, eigedelar, utgifter og kva som skjer ved eit samlivsbrot.',
  document: {
    heading: 'Sambuaravtale',
    termClause:
      'Avtalen gjeld så lenge partane bur saman som sambuarar, og ingen av partane kan seie han opp åleine. Inngår partane ekteskap med kvarandre, opphøyrer avtalen, og særeige må då avtalast ved ektepakt (ekteskapslova §§ 42 og 54). Melder ein av partane skriftleg frå om samlivsbrot, eller flyttar partane frå kvarandre, gjeld føresegnene i avtalen om samlivsbrot til oppgjeret mellom dei er gjennomført.',
    disputeClause: null,
  },
  questions: {
    'bolig-adresse': {
      text: 'Kva er adressa til bustaden de bur i?',
      description: 'Skriv gateadresse, postnummer og stad.',
      clauseTemplate: 'Partane bur saman i {{svar}}.',
      section: 'Bakgrunn',
    },
    'samboerskap-fra': {
      text: 'Frå kva dato har de budd saman?',
      description: 'Kor lenge de har budd saman, kan ha noko å seie etter husstandsfellesskapslova.',
      clauseTemplate: 'Partane har budd saman som sambuarar sidan {{svar}}.',
      section: 'Bakgrunn',
      checks: ['Datoen de flytta saman, kan ikkje vere fram i tid. Skriv datoen de byrja å bu saman.'],
    },
    'barn-sammen': {
      text: 'Har de barn saman?',
      description:
        'Felles barn har noko å seie for kva sambuarar arvar etter kvarandre etter lova, og for når husstandsfellesskapslova gjeld.',
      options: [
        { text: 'Ja, vi har felles barn', clause: 'Partane har felles barn.' },
        { text: 'Vi ventar barn saman', clause: 'Partane ventar barn saman.' },
        { text: 'Nei, vi har ikkje felles barn', clause: 'Partane har ikkje felles barn.' },
      ],
      section: 'Bakgrunn',
    },
    'boligens-eierforhold': {
      text: 'Kven eig bustaden de bur i?',
      options: [
        { text: 'Vi eig han saman', clause: 'Partane eig i sameige bustaden dei bur i.' },
        { text: 'Éin av oss eig han åleine', clause: 'Bustadeigaren eig åleine bustaden partane bur i.' },
        { text: 'Vi leiger han', clause: 'Partane leiger bustaden dei bur i.' },
      ],
      section: 'Bakgrunn',
    },
    boligeier: {
      text: 'Kven av dykk eig bustaden?',
      description:
        'Avtalen seier då at det den andre betaler til dei løpande buutgiftene, ikkje gjev eigardel i bustaden.',
      clauseTemplate:
        '{{svar}} er bustadeigar, og det den andre parten betaler til dei løpande buutgiftene, gjev ikkje eigardel i bustaden.',
      partyRoles: { chosen: 'bustadeigar', others: null },
      section: 'Bustad',
    },
    'ikke-eier-innbetalinger': {
      text: 'Kva skal den av dykk som ikkje eig bustaden, få att for avdrag og påkostnader vedkomande betaler på han?',
      description:
        'Utan avtale kan store innbetalingar på bustadlånet eller bustaden til den andre gje ein eigardel eller eit krav på pengar ved eit brot, men det blir avgjort etter ei konkret vurdering og er ofte uklart.',
      options: [
        {
          text: 'Ein eigardel i bustaden',
          clause:
            'Avdrag på bustadlånet til bustadeigaren og påkostnader på bustaden som den andre parten betaler, gjev den andre parten ein eigardel i bustaden som svarer til beløpet i forhold til marknadsverdien av bustaden då det vart betalt, og partane fører ei felles oversikt over slike innbetalingar.',
        },
        {
          text: 'Eit krav på å få pengane tilbake',
          clause:
            'Avdrag på bustadlånet til bustadeigaren og påkostnader på bustaden som den andre parten betaler, gjev ikkje eigardel, men den andre parten kan krevje beløpet betalt tilbake av bustadeigaren ved eit samlivsbrot, og partane fører ei felles oversikt over slike innbetalingar.',
        },
        {
          text: 'Ingenting',
          clause:
            'Avdrag på bustadlånet til bustadeigaren og påkostnader på bustaden som den andre parten betaler, gjev verken eigardel i bustaden eller krav på tilbakebetaling.',
        },
      ],
      section: 'Bustad',
    },
    'eierandeler-bolig': {
      text: 'Korleis skal eigardelane i bustaden fordelast?',
      description:
        'Eigardelane bør svare til det kvar av dykk har betalt med eigenkapital, og kor stor del av bustadlånet kvar av dykk betaler.',
      options: [
        { text: 'Like store delar', clause: 'Partane eig bustaden med like store delar.' },
        {
          text: 'Ulike delar',
          clause:
            'Partane eig bustaden med ulike delar, rekna ut frå eigenkapitalen og delen av bustadlånet til kvar av partane ved kjøpet.',
        },
      ],
      section: 'Bustad',
    },
    'storst-eierandel-hvem': {
      text: 'Kven av dykk skal eige den største delen av bustaden?',
      clauseTemplate: '{{svar}} eig den største delen av bustaden.',
      section: 'Bustad',
    },
    'storst-eierandel-prosent': {
      text: 'Kor mange prosent av bustaden skal den største delen utgjere?',
      description: 'Skriv delen til den av dykk som eig mest, til dømes 60.',
      clauseTemplate: 'Den største eigardelen utgjer {{svar}} av bustaden, og den andre parten eig resten.',
      section: 'Bustad',
      checks: [
        'Den største eigardelen må vere over 50 %: de er to, og er eigardelen 50 % eller mindre, er den ikkje den største. Skriv eigardelen til den av dykk som eig mest, til dømes 60.',
        'Den største eigardelen må vere under 100 %, elles eig den andre ingenting av bustaden. Skriv eigardelen i prosent, til dømes 60.',
      ],
    },
    'boliglan-fordeling': {
      text: 'Korleis skal de dele renter og avdrag på felles bustadlån mellom dykk?',
      description:
        'Avdraga aukar verdien av eigardelane, så deler de likt medan de eig ulike delar, betaler den med minst eigardel noko av eigardelen til den andre.',
      options: [
        {
          text: 'Etter eigardelane',
          clause:
            'Renter og avdrag på felles bustadlån blir fordelte mellom partane etter eigardelane i bustaden, uansett korleis dei deler dei andre felles utgiftene og òg når renter og avdrag blir betalte frå ein felles konto, og den som har betalt meir enn delen sin, kan krevje det overskytande dekt av den andre parten ved eit samlivsbrot.',
        },
        {
          text: 'Likt',
          clause:
            'Renter og avdrag på felles bustadlån blir delte likt mellom partane, uansett eigardelane i bustaden og korleis dei deler dei andre felles utgiftene, og den som har betalt meir enn halvparten, kan krevje det overskytande dekt av den andre parten ved eit samlivsbrot.',
        },
      ],
      section: 'Bustad',
    },
    'felles-konto': {
      text: 'Skal de ha ein felles konto til dei faste utgiftene?',
      clauseYes:
        'Partane opprettar ein felles konto som blir brukt til husleige eller bustadlån, straum, forsikringar og andre faste hushaldsutgifter, og ved samlivsbrot blir det som står att på kontoen, delt i forhold til det kvar av dei har sett inn.',
      clauseNo:
        'Partane har ikkje felles konto, og kvar av dei betaler delen sin av dei faste utgiftene direkte.',
      section: 'Økonomi og utgifter',
    },
    'utgifter-fordeling': {
      text: 'Korleis skal dei felles utgiftene delast mellom dykk?',
      options: [
        { text: 'Likt', clause: 'Partane deler dei felles utgiftene likt.' },
        {
          text: 'Etter inntekt',
          clause: 'Partane fordeler dei felles utgiftene forholdsmessig etter inntekt.',
        },
      ],
      section: 'Økonomi og utgifter',
    },
    'gjeld-hver-sin': {
      text: 'Skal kvar av dykk åleine bere den gjelda de har teke opp i eige namn?',
      clauseYes: 'I forholdet mellom partane ber kvar av dei sjølv den gjelda som er teken opp i eige namn.',
      clauseNo:
        'Gjeld som er teken opp i namnet til ein av partane for å dekkje felles utgifter, blir fordelt mellom partane i forholdet dei imellom på same måte som dei felles utgiftene.',
      section: 'Økonomi og utgifter',
    },
    'barneutgifter-deles-likt': {
      text: 'Skal utgiftene til barna delast likt mellom dykk?',
      clauseYes:
        'Partane deler utgiftene til felles barn likt, medrekna barnehage, SFO, klede og fritidsaktivitetar.',
      clauseNo: 'Partane fordeler utgiftene til felles barn forholdsmessig etter inntekt.',
      section: 'Økonomi og utgifter',
    },
    'innbo-hver-sitt': {
      text: 'Skal kvar av dykk behalde det innbuet de hadde då de flytta saman?',
      clauseYes:
        'Innbu og lausøyre som kvar av partane åtte då sambuarskapet starta, er framleis eigedomen til vedkomande, og partane fører ei felles liste over desse eigedelane.',
      clauseNo:
        'Innbu og lausøyre som partane åtte då sambuarskapet starta, blir rekna som felles eige med like store delar.',
      section: 'Innbu og eigedelar',
    },
    'nye-eiendeler-felles': {
      text: 'Skal det de kjøper til heimen medan de bur saman, eigast likt av dykk begge?',
      clauseYes:
        'Innbu og andre eigedelar som blir skaffa til felles bruk under sambuarskapet, eig partane med ein halvpart kvar, uavhengig av kven som betalte.',
      clauseNo:
        'Innbu og andre eigedelar som blir skaffa under sambuarskapet, høyrer til den av partane som betalte for dei, med mindre noko anna er dokumentert.',
      section: 'Innbu og eigedelar',
    },
    'overta-bolig-ved-brudd': {
      text: 'Skal den av dykk som ønskjer å bli buande, ha rett til å ta over bustaden ved eit samlivsbrot?',
      description: 'Utan avtale gjev husstandsfellesskapslova berre ein slik rett i visse tilfelle.',
      clauseYes:
        'Ved samlivsbrot har den av partane som ønskjer å bli buande, rett til å ta over den eigardelen den andre har i bustaden, til marknadsverdi fastsett av ein takstmann som partane oppnemner i fellesskap og deler kostnaden for, føresett at overtakinga er gjennomført innan tre månader etter brotet, rekna frå den dagen ein av partane skriftleg har meldt frå om samlivsbrot, og at den som tek over, innfrir eller tek over den delen den andre har av eit felles bustadlån, slik at den andre blir fri overfor långjevaren; ønskjer begge å ta over, gjev kvar av dei innan to veker etter taksten eit skriftleg bod på heile bustaden på minst takstverdien, og den som byd høgast, tek over etter bodet, medan bustaden blir seld på den opne marknaden dersom boda er like eller overtakinga ikkje er gjennomført innan fristen.',
      clauseNo:
        'Ved samlivsbrot blir bustaden seld på den opne marknaden, med mindre partane blir samde om noko anna.',
      section: 'Samlivsbrot',
    },
    'egenkapital-ved-brudd': {
      text: 'Korleis skal verdien av bustaden delast ved eit samlivsbrot når de har skote inn ulik eigenkapital?',
      description:
        'Eig de like store delar, men betalte ulikt ved kjøpet, kan den som skaut inn mest, få det tilbake før resten blir delt.',
      options: [
        {
          text: 'Eigenkapitalen tilbake først, resten likt',
          clause:
            'Ved samlivsbrot, òg når ein av partane tek over bustaden, får kvar av partane først tilbake den eigenkapitalen vedkomande kan dokumentere å ha skote inn i bustaden, og det som er att av verdien av bustaden etter at felles bustadlån er innfridd, blir delt likt, medan verdien blir fordelt i forhold til den eigenkapitalen kvar av dei har skote inn, dersom verdien ikkje strekkjer til.',
        },
        {
          text: 'Alt blir delt likt',
          clause:
            'Ved samlivsbrot, òg når ein av partane tek over bustaden, blir verdien av bustaden etter at felles bustadlån er innfridd, delt likt mellom partane, uansett kor mykje eigenkapital kvar av dei har skote inn.',
        },
      ],
      section: 'Samlivsbrot',
    },
    testament: {
      text: 'Vil de opprette testament for å sikre kvarandre ved dødsfall?',
      description:
        'Sambuarar som har, har hatt eller ventar barn saman, arvar etter lova inntil 4 G etter kvarandre, og andre sambuarar arvar ikkje kvarandre utan testament.',
      clauseYes:
        'Partane opprettar gjensidige testament der kvar av dei set den andre inn som arving, for å sikre kvarandre økonomisk ved dødsfall, innan fristen avtalen set for testamenta, eller innan tre månader etter at avtalen er signert dersom han ikkje set nokon frist, og inntil testament i den forma arvelova § 42 krev, er oppretta, arvar ein sambuar utan felles barn ingenting etter den andre (arvelova § 12).',
      clauseNo:
        'Partane opprettar ikkje testament i samband med denne avtalen, og arv etter partane følgjer reglane i arvelova.',
      section: 'Død',
    },
    'testament-frist': {
      text: 'Innan kva dato skal testamenta vere skrivne og signerte?',
      description:
        'Eit testament må vere skriftleg og signert framfor to vitne som er til stades samstundes (arvelova § 42), og det kan ikkje gjerast i Avtalt.',
      clauseTemplate: 'Fristen avtalen set for testamenta, er {{svar}}.',
      section: 'Død',
      checks: [
        'Fristen for testamenta må vere etter datoen de flytta saman. Skriv ein dato fram i tid.',
        'Fristen for testamenta kan ikkje ha gått ut. Skriv ein dato fram i tid.',
      ],
    },
  },
};
