import type { NeighbourTranslations } from './template-translation.types';

/** The neighbours' matters of neighbour-matters.data.ts in nynorsk (template-translation.types.ts). */
export const NEIGHBOUR_MATTERS_NN: NeighbourTranslations = {
  matters: {
    parking: {
      'Hvor skal hver av dere parkere?': {
        text: 'Kor skal kvar av dykk parkere?',
        description:
          'Skriv kor kvar husstand parkerer og kor mange bilar kvar kan ha der, til dømes «Kari på plassen ved garasjen, Ola på plassen langs gjerdet, éin bil kvar».',
        clauseTemplate: 'Partane parkerer slik: {{svar}}.',
      },
      'Skal innkjørselen og avkjørselen alltid holdes fri for parkerte biler?': {
        text: 'Skal innkøyrsla og avkøyrsla alltid haldast fri for parkerte bilar?',
        description:
          'På veg som er open for alminneleg ferdsel, er det forbode å parkere framfor ei inn- eller utkøyrsle (trafikkreglane § 17 nr. 2 bokstav a). Her avtaler de i tillegg kva som gjeld mellom dykk, òg på eigen grunn.',
        clauseYes:
          'Partane parkerer ikkje, og syter for at gjestene deira ikkje parkerer, slik at innkøyrsla, avkøyrsla eller tilkomsten til eigedomen eller parkeringsplassen til ein annan part blir sperra, heller ikkje for ei kort stund.',
        clauseNo:
          'Partane kan stanse kortvarig i innkøyrsla eller avkøyrsla for av- og pålessing, men parkerer ikkje slik at ein annan part blir stengd inne.',
      },
      'Hvor raskt skal en bil som står i veien, flyttes når en av de andre ber om det?': {
        text: 'Kor raskt skal ein bil som står i vegen, flyttast når ein av dei andre ber om det?',
        options: [
          {
            text: 'Straks',
            clause: 'Ein bil som står i vegen for ein annan part, blir flytta straks den parten ber om det.',
          },
          {
            text: 'Innan 15 minutt',
            clause:
              'Ein bil som står i vegen for ein annan part, blir flytta seinast 15 minutt etter at den parten har bede om det.',
          },
          {
            text: 'Innan ein time',
            clause:
              'Ein bil som står i vegen for ein annan part, blir flytta seinast éin time etter at den parten har bede om det.',
          },
        ],
      },
      'Skal besøkende bare parkere på plassene til den de besøker?': {
        text: 'Skal gjester berre parkere på plassane til den dei besøkjer?',
        clauseYes:
          'Partane syter for at gjestene deira parkerer berre på plassane til den av partane dei besøkjer, eller utanfor eigedomane.',
        clauseNo:
          'Gjestene til partane kan parkere på ledige plassar på eigedomane så lenge dei ikkje hindrar nokon, og partane syter for at gjestene flyttar seg når nokon ber om det.',
      },
      'Skal dere kunne sette fra dere tilhenger, campingvogn, bobil eller båt på parkeringsplassene?': {
        text: 'Skal de kunne setje frå dykk tilhengar, campingvogn, bobil eller båt på parkeringsplassane?',
        clauseYes:
          'Kvar av partane kan setje frå seg tilhengar, campingvogn, bobil eller båt på sine eigne parkeringsplassar, så lenge det ikkje hindrar nokon.',
        clauseNo:
          'Partane set ikkje frå seg tilhengar, campingvogn, bobil eller båt på parkeringsplassane lenger enn det tek å laste av eller på.',
      },
      'Skal den som stenger inne en annens bil, dekke utgiftene det fører til?': {
        text: 'Skal den som stengjer inne bilen til ein annan, dekkje utgiftene det fører til?',
        clauseYes:
          'Den av partane som sjølv eller gjennom gjestene sine stengjer inne bilen til ein annan part, dekkjer dei nødvendige utgiftene den andre parten får av det, som drosje.',
        clauseNo: 'Ingen av partane dekkjer utgiftene til ein annan part når ein bil har vore stengd inne.',
      },
    },
    noise: {
      'Når skal det være ro?': {
        text: 'Når skal det vere ro?',
        description:
          'Mellom naboeigedomar forbyr grannelova § 2 det som er urimeleg eller unødvendig til skade eller ulempe for naboen, og i eit burettslag eller eigarseksjonssameige har burettslagslova § 5-11 og eigarseksjonslova § 25 liknande reglar, i tillegg til husordensreglane. Her avtaler de kva som gjeld mellom dykk.',
        options: [
          {
            text: 'Frå kl. 22 til kl. 7 alle dagar',
            clause:
              'Partane held det roleg frå kl. 22.00 til kl. 07.00 alle dagar, og unngår då lyd som kan forstyrre dei andre partane.',
          },
          {
            text: 'Frå kl. 23 til kl. 7 alle dagar',
            clause:
              'Partane held det roleg frå kl. 23.00 til kl. 07.00 alle dagar, og unngår då lyd som kan forstyrre dei andre partane.',
          },
          {
            text: 'Frå kl. 22 til kl. 7, men frå kl. 23 til kl. 9 natt til laurdag og søndag',
            clause:
              'Partane held det roleg frå kl. 22.00 til kl. 07.00 natt til måndag, tysdag, onsdag, torsdag og fredag, og frå kl. 23.00 til kl. 09.00 natt til laurdag og natt til søndag, og unngår då lyd som kan forstyrre dei andre partane.',
          },
        ],
      },
      'Skal den som skal ha fest, varsle de andre på forhånd?': {
        text: 'Skal den som skal ha fest, varsle dei andre på førehand?',
        clauseYes:
          'Den av partane som skal ha fest eller eit anna arrangement som kan gi støy, varslar dei andre partane seinast to dagar på førehand.',
        clauseNo:
          'Partane varslar ikkje kvarandre om festar, men held òg festar innanfor den roa denne avtalen fastset.',
      },
      'Hvor lenge kan en fest som er varslet, vare?': {
        text: 'Kor lenge kan ein fest som er varsla, vare?',
        options: [
          {
            text: 'Til kl. 24',
            clause:
              'Ein fest som er varsla slik denne avtalen fastset, kan vare til kl. 24.00, og dette går føre det denne avtalen elles seier om ro.',
          },
          {
            text: 'Til kl. 1',
            clause:
              'Ein fest som er varsla slik denne avtalen fastset, kan vare til kl. 01.00, og dette går føre det denne avtalen elles seier om ro.',
          },
          {
            text: 'Ikkje lenger enn roa elles tillèt',
            clause: 'Òg ein fest som er varsla, blir halden innanfor den roa denne avtalen elles fastset.',
          },
        ],
      },
      'Skal støyende arbeid, som plenklipping, boring og bruk av motorsag, bare gjøres på bestemte tider?': {
        text: 'Skal støyande arbeid, som plenklipping, boring og bruk av motorsag, berre gjerast på bestemte tider?',
        clauseYes:
          'Partane gjer støyande arbeid, som plenklipping, boring, sliping og bruk av motorsag, berre frå måndag til fredag frå kl. 08.00 til kl. 20.00 og på laurdagar frå kl. 09.00 til kl. 16.00, og ikkje på søndagar og heilagdagar.',
        clauseNo:
          'Partane har ingen faste tider for støyande arbeid, men gjer det ikkje i den tida det skal vere ro etter denne avtalen.',
      },
      'Skal musikk utendørs holdes så lav at den ikke plager de andre?': {
        text: 'Skal musikk utandørs haldast så lågt at det ikkje plagar dei andre?',
        clauseYes:
          'Partane spelar ikkje musikk utandørs eller for opne vindauge og dører så høgt at det plagar dei andre partane, heller ikkje utanom den tida det skal vere ro.',
        clauseNo:
          'Partane kan spele musikk utandørs utanom den tida det skal vere ro etter denne avtalen, men held lydnivået rimeleg.',
      },
      'Hvordan skal den som blir plaget av støy, si fra?': {
        text: 'Korleis skal den som blir plaga av støy, seie frå?',
        options: [
          {
            text: 'Direkte, med ein gong',
            clause:
              'Den av partane som blir plaga av støy, seier frå direkte til den som lagar støyen, med ein gong, og den som lagar støyen, dempar støyen så snart som mogleg, og dette går føre det denne avtalen elles seier om korleis usemjer blir tekne opp.',
          },
          {
            text: 'Skriftleg, til dømes med ei melding',
            clause:
              'Den av partane som blir plaga av støy, seier frå skriftleg, til dømes med ei melding, og den som lagar støyen, dempar støyen så snart som mogleg, og dette går føre det denne avtalen elles seier om korleis usemjer blir tekne opp.',
          },
        ],
      },
    },
    smoke: {
      'Hvor kan dere røyke utendørs?': {
        text: 'Kvar kan de røykje utandørs?',
        description:
          'Mellom naboeigedomar forbyr grannelova § 2 det som er urimeleg eller unødvendig til skade eller ulempe for naboen, og i eit burettslag eller eigarseksjonssameige har burettslagslova § 5-11 og eigarseksjonslova § 25 liknande reglar, i tillegg til husordensreglane. Her avtaler de kva som gjeld mellom dykk.',
        options: [
          {
            text: 'På eigen eigedom, balkong eller veranda',
            clause:
              'Kvar av partane kan røykje utandørs på eigen eigedom, balkong eller veranda, så langt husordensreglane der partane bur, tillèt det.',
          },
          {
            text: 'Berre der røyken ikkje driv over til dei andre',
            clause:
              'Partane røykjer utandørs berre på stader der røyken ikkje driv inn på balkongen, verandaen eller uteplassen til dei andre partane eller inn gjennom opne vindauge og dører.',
          },
          {
            text: 'Ikkje på balkong eller veranda',
            clause:
              'Partane røykjer ikkje på balkong eller veranda, men berre på bakkeplan, på ein stad der røyken ikkje driv over til dei andre partane.',
          },
        ],
      },
      'Skal den som røyker, vente når de andre sitter ute eller har vinduene åpne?': {
        text: 'Skal den som røykjer, vente når dei andre sit ute eller har vindauga opne?',
        clauseYes:
          'Den av partane som røykjer, lèt vere å røykje utandørs når ein annan part sit på uteplassen sin eller har vindauge opne mot staden det blir røykt, dersom røyken kan drive dit.',
        clauseNo:
          'Den av partane som røykjer, kan røykje på dei stadene denne avtalen tillèt, òg når ein annan part sit ute eller har vindauga opne.',
      },
      'Hvordan kan dere grille?': {
        text: 'Korleis kan de grille?',
        options: [
          {
            text: 'Med alle slags grillar',
            clause:
              'Partane kan grille med alle slags grillar, så langt husordensreglane der partane bur, tillèt det, men plasserer grillen slik at røyken ikkje driv inn på uteplassen til dei andre partane eller inn gjennom opne vindauge.',
          },
          {
            text: 'Berre med gassgrill eller elektrisk grill',
            clause:
              'Partane grillar berre med gassgrill eller elektrisk grill, ikkje med kolgrill eller eingongsgrill, og plasserer grillen slik at os og røyk ikkje driv inn til dei andre partane.',
          },
          {
            text: 'Ikkje på balkong eller veranda',
            clause:
              'Partane grillar ikkje på balkong eller veranda, men berre på bakkeplan, på ein stad der røyken ikkje driv inn til dei andre partane.',
          },
        ],
      },
      'Skal den som blir plaget av røyk, kunne be de andre om å slukke eller flytte seg?': {
        text: 'Skal den som blir plaga av røyk, kunne be dei andre om å sløkkje eller flytte seg?',
        clauseYes:
          'Når røyk frå røyking eller grilling driv inn til ein av partane og den parten ber om det, sløkkjer den som røykjer eller grillar, eller flyttar seg dit røyken ikkje driv inn til den parten.',
        clauseNo:
          'Partane følgjer reglane om røyking og grilling i denne avtalen, men kan ikkje krevje at ein annan part sløkkjer eller flyttar seg når reglane er følgde.',
      },
      'Skal besøkende følge de samme reglene om røyking og grilling?': {
        text: 'Skal gjester følgje dei same reglane om røyking og grilling?',
        clauseYes:
          'Partane syter for at gjestene deira følgjer reglane om røyking og grilling i denne avtalen.',
        clauseNo: 'Reglane om røyking og grilling i denne avtalen gjeld berre partane og husstandane deira.',
      },
      'Skal den som røyker inne, sørge for at røyklukten ikke trekker over til de andre?': {
        text: 'Skal den som røykjer inne, syte for at røyklukta ikkje trekkjer over til dei andre?',
        clauseYes:
          'Den av partane som røykjer innandørs, gjer det som er mogleg, som å lufte ut og halde dører mot felles trapperom lukka, for at røyklukt ikkje skal trekkje over til dei andre partane.',
        clauseNo: 'Denne avtalen regulerer ikkje røyking innandørs i bustadene til partane sjølve.',
      },
    },
    woodsmoke: {
      'Skal dere bare fyre med tørr, ren ved?': {
        text: 'Skal de berre fyre med tørr, rein ved?',
        description:
          'Mellom naboeigedomar forbyr grannelova § 2 det som er urimeleg eller unødvendig til skade eller ulempe for naboen, og i eit burettslag eller eigarseksjonssameige har burettslagslova § 5-11 og eigarseksjonslova § 25 liknande reglar, i tillegg til husordensreglane. Her avtaler de kva som gjeld mellom dykk.',
        clauseYes:
          'Den av partane som fyrer, bruker berre tørr, rein ved eller anna brensel eldstaden er laga for, og fyrer ikkje med søppel, måla eller impregnert treverk.',
        clauseNo:
          'Kvar av partane vel sjølv brensel innanfor det lova tillèt, men fyrer slik at røyken frå pipa ikkje blir tett og sjenerande hos dei andre partane.',
      },
      'Når kan dere fyre?': {
        text: 'Når kan de fyre?',
        options: [
          {
            text: 'Når som helst',
            clause:
              'Partane kan fyre når som helst, men tek omsyn til dei andre partane når røyken driv mot dei.',
          },
          {
            text: 'Ikkje om natta, frå kl. 23 til kl. 6',
            clause: 'Partane fyrer ikkje opp og legg ikkje på meir ved frå kl. 23 til kl. 6.',
          },
          {
            text: 'Berre når det trengst for å halde huset varmt',
            clause: 'Partane fyrer berre når det trengst for å halde bustaden varm, og ikkje for kos.',
          },
        ],
      },
      'Skal den som fyrer, vente når røyken legger seg hos de andre?': {
        text: 'Skal den som fyrer, vente når røyken legg seg hos dei andre?',
        clauseYes:
          'Den av partane som fyrer, ventar med å fyre opp når vind eller stille vêr gjer at røyken legg seg over eigedomen til dei andre partane eller trekkjer inn hos dei, så langt bustaden kan haldast varm på annan måte.',
        clauseNo:
          'Partane har ikkje avtalt å vente med å fyre på grunn av vêr og vind, men gjer det dei kan for at røyken ikkje skal bli til ulempe for dei andre partane.',
      },
      'Skal ildsted og pipe holdes i så god stand at veden brenner rent?': {
        text: 'Skal eldstad og pipe haldast i så god stand at veden brenn reint?',
        clauseYes:
          'Den av partane som har eldstad, held eldstaden og pipa i god stand, slik at veden brenn reint, og rettar feil som gir mykje røyk, så snart som mogleg.',
        clauseNo: 'Denne avtalen seier ikkje noko om stand og vedlikehald av eldstad og pipe.',
      },
      'Hvordan skal den som blir plaget av røyk fra pipa, si fra?': {
        text: 'Korleis skal den som blir plaga av røyk frå pipa, seie frå?',
        options: [
          {
            text: 'Direkte, med ein gong',
            clause:
              'Den av partane som blir plaga av røyk frå pipa, seier frå direkte til den som fyrer, med ein gong, og den som fyrer, gjer det som trengst for å få ned røyken så snart som mogleg, og dette går føre det denne avtalen elles seier om korleis usemjer blir tekne opp.',
          },
          {
            text: 'Skriftleg, til dømes med ei melding',
            clause:
              'Den av partane som blir plaga av røyk frå pipa, seier frå skriftleg, til dømes med ei melding, og den som fyrer, gjer det som trengst for å få ned røyken så snart som mogleg, og dette går føre det denne avtalen elles seier om korleis usemjer blir tekne opp.',
          },
        ],
      },
      'Skal den som vil sette inn et nytt ildsted eller endre pipa, si fra til de andre først?': {
        text: 'Skal den som vil setje inn ein ny eldstad eller endre pipa, seie frå til dei andre først?',
        clauseYes:
          'Den av partane som vil setje inn ein ny eldstad eller endre pipa, gir dei andre partane beskjed minst to veker på førehand.',
        clauseNo:
          'Denne avtalen pålegg ikkje partane å seie frå før dei set inn ein ny eldstad eller endrar pipa.',
      },
    },
    camera: {
      'Skal hver av dere kunne ha kamera som filmer ute?': {
        text: 'Skal kvar av dykk kunne ha kamera som filmar ute?',
        description:
          'Eit kamera som berre filmar eigen eigedom som ledd i reint personlege eller familiære aktivitetar, fell utanfor personopplysningslova (personopplysningslova § 2 andre ledd bokstav a). Filmar det òg eigedomen til naboen, offentleg veg eller stader der folk ferdast fritt, gjeld lova, og Datatilsynet har i slike saker kome til at overvakinga var ulovleg. Avtalen kan ikkje tillate meir.',
        clauseYes:
          'Kvar av partane kan ha kamera som filmar utandørs, men berre slik denne avtalen seier om kva eit kamera filmar.',
        clauseNo: 'Ingen av partane har kamera som filmar utandørs.',
      },
      'Hva skal et kamera som en av dere har, kunne filme?': {
        text: 'Kva skal eit kamera som ein av dykk har, kunne filme?',
        options: [
          {
            text: 'Berre eigen eigedom, med det andre skjerma bort',
            clause:
              'Kamera som ein av partane har, filmar berre eigedomen til parten sjølv, og den delen av biletet som viser eigedomen til ein annan part, felles område, veg eller andre stader der folk ferdast, er skjerma bort (maskert) eller vinkla bort.',
          },
          {
            text: 'Berre eiga inngangsdør og eiga innkøyrsle',
            clause:
              'Kamera som ein av partane har, filmar berre inngangsdøra til parten sjølv og den delen av innkøyrsla til parten som ingen andre bruker, og alt anna er skjerma bort (maskert) eller vinkla bort.',
          },
        ],
      },
      'Skal dere varsle hverandre før dere setter opp eller flytter et kamera?': {
        text: 'Skal de varsle kvarandre før de set opp eller flyttar eit kamera?',
        clauseYes:
          'Den av partane som vil setje opp, flytte eller vinkle om eit kamera som filmar utandørs, der denne avtalen tillèt det, gir dei andre partane beskjed før det skjer.',
        clauseNo:
          'Partane varslar ikkje kvarandre før dei set opp eller flyttar eit kamera, men held seg til det denne avtalen seier om kva eit kamera filmar.',
      },
      'Skal de andre kunne se hva kameraet fanger opp?': {
        text: 'Skal dei andre kunne sjå kva kameraet fangar opp?',
        clauseYes:
          'Den av partane som har kamera, viser på førespurnad dei andre partane kva kameraet fangar opp i biletet, slik at dei kan sjå at eigedomen deira ikkje blir filma.',
        clauseNo:
          'Den av partane som har kamera, har inga plikt etter denne avtalen til å vise dei andre partane biletet frå kameraet, men held seg til det denne avtalen seier om kva eit kamera filmar.',
      },
      'Hvor raskt skal et kamera som filmer mer enn avtalt, rettes?': {
        text: 'Kor raskt skal eit kamera som filmar meir enn avtalt, rettast?',
        options: [
          {
            text: 'Straks',
            clause:
              'Filmar eit kamera meir enn denne avtalen tillèt, rettar den som har kameraet, det straks ein annan part seier frå, ved å vinkle det om eller skjerme det bort, og slettar opptak av det som ikkje skulle vore filma.',
          },
          {
            text: 'Innan eitt døgn',
            clause:
              'Filmar eit kamera meir enn denne avtalen tillèt, rettar den som har kameraet, det seinast eitt døgn etter at ein annan part har sagt frå, ved å vinkle det om eller skjerme det bort, og slettar opptak av det som ikkje skulle vore filma.',
          },
        ],
      },
      'Hvor lenge kan opptak lagres?': {
        text: 'Kor lenge kan opptak lagrast?',
        options: [
          {
            text: 'Inntil 7 dagar',
            clause:
              'Opptak frå kamera som ein av partane har, blir sletta seinast etter 7 dagar, om ikkje opptaka trengst som prov overfor politiet eller eit forsikringsselskap.',
          },
          {
            text: 'Inntil 30 dagar',
            clause:
              'Opptak frå kamera som ein av partane har, blir sletta seinast etter 30 dagar, om ikkje opptaka trengst som prov overfor politiet eller eit forsikringsselskap.',
          },
          {
            text: 'Kameraet skal ikkje ta opp',
            clause: 'Kamera som ein av partane har, viser berre levande bilete og tek ikkje opp.',
          },
        ],
      },
      'Skal opptak bare kunne deles med politiet eller et forsikringsselskap?': {
        text: 'Skal opptak berre kunne delast med politiet eller eit forsikringsselskap?',
        clauseYes:
          'Opptak frå kamera som ein av partane har, blir ikkje delte med andre enn politiet eller eit forsikringsselskap og blir aldri lagde ut på nett eller i sosiale medium.',
        clauseNo:
          'Opptak frå kamera som ein av partane har, blir aldri lagde ut på nett eller i sosiale medium.',
      },
      'Skal det settes opp skilt om at det er kameraovervåking?': {
        text: 'Skal det setjast opp skilt om at det er kameraovervaking?',
        clauseYes:
          'Den av partane som har kamera som filmar utandørs, set opp eit godt synleg skilt om at området er kameraovervaka.',
        clauseNo: 'Denne avtalen krev ikkje skilt om kameraovervaking.',
      },
    },
    trees: {
      'Hvilke trær eller hekker gjelder avtalen?': {
        text: 'Kva tre eller hekkar gjeld avtalen?',
        description:
          'Skriv kva slags tre eller hekkar det er, kvar dei står og kven som eig dei, til dømes «bjørka i hjørnet mot nr. 12, som Kari eig».',
        section: 'Bakgrunn',
        clauseTemplate: 'Avtalen gjeld desse trea og hekkane: {{svar}}.',
      },
      'Skal eieren skjære tilbake greiner som henger inn over eiendomsgrensen, når naboen ber om det?': {
        text: 'Skal eigaren skjere tilbake greiner som heng inn over eigedomsgrensa, når naboen ber om det?',
        description:
          'Etter grannelova § 12 kan naboen sjølv kutte greiner og røter som stikk inn på eigedomen og er til nemneverdig skade eller ulempe, etter grenselina, men greiner berre når eigaren har fått varsel og ikkje har fjerna dei innan rimeleg tid.',
        clauseYes:
          'Eigaren av eit tre, ein busk eller ein hekk skjer tilbake greiner som heng inn over eigedomsgrensa, seinast fire veker etter at naboen har bede om det, og gjer ikkje eigaren det, kan naboen skjere dei av etter grenselina, og dette går føre det denne avtalen elles seier om endringar.',
        clauseNo:
          'Greiner og røter som stikk inn over eigedomsgrensa, blir handterte etter grannelova § 12, slik at naboen kan skjere dei av etter grenselina når dei er til nemneverdig skade eller ulempe og eigaren, når det gjeld greinene, har fått varsel og ikkje har fjerna dei innan rimeleg tid, og dette går føre det denne avtalen elles seier om endringar.',
      },
      'Skal trærne og hekkene holdes under en bestemt høyde?': {
        text: 'Skal trea og hekkane haldast under ei bestemt høgd?',
        description:
          'Etter grannelova § 3 kan naboen i visse tilfelle krevje eit tre fjerna når det står nærare hus, hage, tun eller dyrka jord på naboeigedomen enn ein tredjedel av trehøgda, og ein hekk lågare enn 2 meter er aldri ulovleg etter den paragrafen. Ein avtale mellom dykk går føre desse reglane (grannelova § 1).',
        clauseYes:
          'Trea og hekkane denne avtalen gjeld, blir ikkje haldne høgare enn den høgda som er avtalt i denne avtalen, og eigaren beskjer dei minst éin gong i året.',
        clauseNo:
          'Partane avtaler inga fast høgd for trea og hekkane, og høgda følgjer grannelova og, for ein hekk i eigedomsgrensa som tener som gjerde, grannegjerdelova.',
      },
      'Hvor høye kan trærne og hekkene høyst være?': {
        text: 'Kor høge kan trea og hekkane høgst vere?',
        description:
          'Skriv høgda i meter, til dømes «1,8 meter», eller ei høgd for kvart tre eller kvar hekk.',
        clauseTemplate: 'Trea og hekkane denne avtalen gjeld, skal ikkje vere høgare enn dette: {{svar}}.',
      },
      'Hvem skal betale for beskjæring og felling?': {
        text: 'Kven skal betale for beskjering og felling?',
        options: [
          {
            text: 'Eigaren av treet eller hekken',
            clause:
              'Eigaren av eit tre eller ein hekk betaler for beskjering og felling av treet eller hekken, og dette går føre det denne avtalen elles seier om fordeling av kostnader.',
          },
          {
            text: 'Den som ber om det',
            clause:
              'Den av partane som ber om at eit tre eller ein hekk skal beskjerast eller fellast, betaler for det, og dette går føre det denne avtalen elles seier om fordeling av kostnader.',
          },
          {
            text: 'Likt',
            clause:
              'Partane deler kostnadene ved beskjering og felling av trea og hekkane likt, og dette går føre det denne avtalen elles seier om fordeling av kostnader.',
          },
        ],
      },
      'Skal et tre nær eiendomsgrensen bare kunne felles når alle er enige?': {
        text: 'Skal eit tre nær eigedomsgrensa berre kunne fellast når alle er samde?',
        clauseYes:
          'Eit tre nær eigedomsgrensa blir berre felt når alle partane har samtykt skriftleg, om ikkje treet er til fare, og dette går føre det denne avtalen elles seier om å endre eller fjerne noko nær eigedomsgrensa.',
        clauseNo:
          'Eigaren av eit tre kan sjølv bestemme å felle treet etter å ha gitt dei andre partane beskjed minst ei veke på førehand, og dette går føre det denne avtalen elles seier om å endre eller fjerne noko nær eigedomsgrensa.',
      },
      'Skal eieren av trærne rydde løv, kongler og kvist som havner hos naboen?': {
        text: 'Skal eigaren av trea rydde lauv, kongler og kvist som hamnar hos naboen?',
        clauseYes:
          'Eigaren av trea ryddar lauv, kongler, frukt og kvist som fell frå trea og hamnar i hagen, takrennene eller innkøyrsla til naboen, når naboen ber om det.',
        clauseNo:
          'Kvar av partane ryddar sjølv lauv, kongler, frukt og kvist som hamnar på eigen eigedom, same kvar det kjem frå.',
      },
    },
    fence: {
      'Hva slags gjerde skal stå mellom eiendommene?': {
        text: 'Kva slags gjerde skal stå mellom eigedomane?',
        description:
          'Skriv materialet, høgda og kvar gjerdet går, til dømes «kvitt stakittgjerde, 1,2 meter høgt, i eigedomsgrensa». Eit grannegjerde skal stå i eigedomsgrensa, ikkje lenger inn på grunnen til naboen enn på eigen grunn og ikkje meir enn 0,5 meter inn på grunnen til naboen (grannegjerdelova § 4), og det må ikkje vere farleg for folk eller dyr (grannegjerdelova § 3). Eit ope gjerde mot naboen krev som regel ikkje søknad til kommunen, men ein tett levegg kan gjere det.',
        clauseTemplate: 'Gjerdet mellom eigedomane er eller skal vere slik: {{svar}}.',
      },
      'Hvordan skal kostnadene til gjerdet deles?': {
        text: 'Korleis skal kostnadene til gjerdet delast?',
        description:
          'I grannegjerdelova står det reglar om når de må ha gjerde saman og korleis kostnadene då blir delte, men ein avtale mellom dykk går føre desse reglane (grannegjerdelova § 1).',
        options: [
          {
            text: 'Likt',
            clause:
              'Partane deler likt kostnadene til å setje opp gjerdet og halde det ved like, og dette går føre det denne avtalen elles seier om fordeling av kostnader.',
          },
          {
            text: 'Likt for å setje det opp, og kvar held ved like sin side',
            clause:
              'Partane deler kostnadene til å setje opp gjerdet likt, og kvar av partane held gjerdet ved like og målar det på sin side for eiga rekning, og dette går føre det denne avtalen elles seier om fordeling av kostnader.',
          },
          {
            text: 'Éin av oss betaler alt',
            clause:
              'Kostnadene til å setje opp gjerdet og halde det ved like blir borne av éin av partane åleine, og dette går føre det denne avtalen elles seier om fordeling av kostnader.',
          },
        ],
      },
      'Hvem av dere skal betale for gjerdet?': {
        text: 'Kven av dykk skal betale for gjerdet?',
        clauseTemplate: '{{svar}} er den av partane som ber kostnadene til gjerdet.',
      },
      'Skal avtalen om gjerdet gjelde i minst ti år?': {
        text: 'Skal avtalen om gjerdet gjelde i minst ti år?',
        description:
          'Ein avtale om gjerde mellom naboar kan seiast opp med eitt års frist når det har gått minst ti år, eller tidlegare etter særlege endringar i tilhøva avtalen bygde på, og lengre tid eller frist kan som regel ikkje avtalast (grannegjerdelova § 2).',
        clauseYes:
          'Avtalen om gjerdet kan berre seiast opp når det har gått minst ti år sidan avtalen blei inngått, og då med eitt års frist, eller tidlegare etter særlege endringar i tilhøva avtalen bygde på, slik grannegjerdelova § 2 tillèt, og dette går føre det denne avtalen elles seier om oppseiing.',
        clauseNo:
          'Avtalen om gjerdet følgjer det denne avtalen elles seier om oppseiing, men kan uansett seiast opp med eitt års frist når det har gått minst ti år, slik grannegjerdelova § 2 fastset.',
      },
      'Skal hver av dere kunne feste planter, lys eller annet på sin side av gjerdet?': {
        text: 'Skal kvar av dykk kunne feste planter, lys eller anna på sin side av gjerdet?',
        clauseYes:
          'Kvar av partane kan feste planter, lys eller anna på sin side av gjerdet, så lenge det ikkje skadar gjerdet eller er til ulempe for dei andre partane, og dette går føre det denne avtalen elles seier om endringar.',
        clauseNo: 'Ingen av partane fester noko på gjerdet utan samtykke frå dei andre partane.',
      },
      'Skal det være en grind i gjerdet som dere kan gå gjennom?': {
        text: 'Skal det vere ei grind i gjerdet som de kan gå gjennom?',
        clauseYes:
          'Gjerdet har ei grind som partane og husstandane deira kan gå gjennom, og grinda blir halden lukka.',
        clauseNo: 'Gjerdet har inga grind.',
      },
    },
    animals: {
      'Skal hunder alltid være i bånd når de er utenfor egen eiendom?': {
        text: 'Skal hundar alltid vere i band når dei er utanfor eigen eigedom?',
        description:
          'Frå og med 1. april til og med 20. august skal ein hund haldast i band eller vere forsvarleg inngjerda eller innestengd (hundelova § 6), og den som har hund, skal vise aktsemd for at hunden ikkje gjer skade og syte for at hundehaldet ikkje er til urimeleg ulempe for andre (hundelova § 3).',
        clauseYes:
          'Hundar som partane har, blir haldne i band heile året når dei er utanfor eigen eigedom eller inngjerda hage til eigaren, òg på felles område og i felles veg, og den som har hunden, plukkar straks opp etter hunden.',
        clauseNo:
          'Hundar som partane har, kan gå lause når lova tillèt det og dei er under kontroll, men ikkje på eigedomen til dei andre partane, og den som har hunden, plukkar straks opp etter hunden.',
      },
      'Skal den som har hund, sørge for at den ikke bjeffer eller uler lenge om gangen?': {
        text: 'Skal den som har hund, syte for at hunden ikkje bjeffar eller ular lenge om gongen?',
        clauseYes:
          'Den av partane som har hund, lèt ikkje hunden vere åleine ute eller på balkongen slik at han bjeffar eller ular over lengre tid, og tek han inn når han bjeffar om kvelden og natta.',
        clauseNo:
          'Partane stiller ingen eigne krav til kvarandre om bjeffing, men den som har hund, tek rimeleg omsyn til dei andre partane.',
      },
      'Skal katter kunne gå fritt ute?': {
        text: 'Skal kattar kunne gå fritt ute?',
        clauseYes:
          'Kattar som partane har, kan gå fritt ute, og den som har katten, fjernar avføring katten legg igjen i sandkassar og bed hos dei andre partane når dei ber om det.',
        clauseNo:
          'Kattar som partane har, blir haldne inne eller i eit inngjerda område og går ikkje fritt over på eigedomen til dei andre partane.',
      },
      'Hvilke andre dyr kan dere ha ute?': {
        text: 'Kva andre dyr kan de ha ute?',
        options: [
          {
            text: 'Høner, men ikkje hane',
            clause:
              'Kvar av partane kan ha høner på eigen eigedom, men ikkje hane, og held hønene inngjerda og reine slik at dei ikkje luktar eller bråkar til ulempe for dei andre partane.',
          },
          {
            text: 'Høner og hane',
            clause:
              'Kvar av partane kan ha høner og hane på eigen eigedom, held dyra inngjerda og reine, og held hanen inne om natta og tidleg om morgonen.',
          },
          {
            text: 'Ingen utan at alle er samde',
            clause:
              'Ingen av partane held høner, hane eller andre husdyr ute utan samtykke frå dei andre partane.',
          },
        ],
      },
      'Skal den som har et dyr, betale for skade dyret gjør hos de andre?': {
        text: 'Skal den som har eit dyr, betale for skade dyret gjer hos dei andre?',
        clauseYes:
          'Den av partane som har eit dyr, betaler for skade dyret gjer på eigedomen, hagen eller dyra til dei andre partane, og dette går føre det denne avtalen elles seier om skade.',
        clauseNo:
          'Skade eit dyr gjer på eigedomen til dei andre partane, blir erstatta etter reglane i lova, så langt ikkje anna følgjer av denne avtalen.',
      },
    },
    road: {
      'Hvilken vei gjelder avtalen, og hvem eier grunnen den går over?': {
        text: 'Kva veg gjeld avtalen, og kven eig grunnen vegen går over?',
        description: 'Skriv kvar vegen går, frå kvar til kvar, og kven som eig grunnen under vegen.',
        section: 'Bakgrunn',
        clauseTemplate: 'Avtalen gjeld denne vegen: {{svar}}.',
      },
      'Hvordan skal kostnadene til vedlikehold av veien deles?': {
        text: 'Korleis skal kostnadene til vedlikehald av vegen delast?',
        description:
          'Utan avtale skal kvar som bruker ein privat veg som felles tilkomst for fleire eigedomar, halde vegen i forsvarleg og brukbar stand etter kor mykje kvar bruker vegen (veglova § 54), men de kan avtale ei anna fordeling.',
        options: [
          {
            text: 'Likt',
            clause:
              'Kostnadene til vedlikehald av vegen blir delte likt mellom partane, og dette går føre det denne avtalen elles seier om fordeling av kostnader.',
          },
          {
            text: 'Etter kor lang strekning kvar bruker',
            clause:
              'Kostnadene til vedlikehald av vegen blir fordelte etter kor lang strekning av vegen kvar av partane bruker, og dette går føre det denne avtalen elles seier om fordeling av kostnader.',
          },
          {
            text: 'Etter kor mykje kvar bruker vegen',
            clause:
              'Kostnadene til vedlikehald av vegen blir fordelte etter kor mykje kvar av partane bruker vegen, og dette går føre det denne avtalen elles seier om fordeling av kostnader.',
          },
        ],
      },
      'Skal dere bestille brøyting og strøing av veien sammen?': {
        text: 'Skal de bestille brøyting og strøing av vegen saman?',
        clauseYes:
          'Partane bestiller brøyting og strøing av vegen saman og deler kostnadene på same måte som kostnadene til vedlikehald av vegen.',
        clauseNo:
          'Kvar av partane syter sjølv for brøyting og strøing av den delen av vegen som ligg på eigen eigedom eller berre blir brukt av den parten, og dette går føre det denne avtalen elles seier om fordeling av kostnader.',
      },
      'Hvor fort kan dere kjøre på veien?': {
        text: 'Kor fort kan de køyre på vegen?',
        options: [
          {
            text: 'I gangfart',
            clause:
              'Partane og husstandane deira køyrer ikkje fortare enn gangfart på vegen, og ber gjester gjere det same.',
          },
          {
            text: 'Høgst 20 km/t',
            clause:
              'Partane og husstandane deira køyrer ikkje fortare enn 20 km/t på vegen, og ber gjester gjere det same.',
          },
          {
            text: 'Høgst 30 km/t',
            clause:
              'Partane og husstandane deira køyrer ikkje fortare enn 30 km/t på vegen, og ber gjester gjere det same.',
          },
        ],
      },
      'Skal veien kunne brukes av tunge kjøretøy, som lastebiler og gravemaskiner?': {
        text: 'Skal vegen kunne brukast av tunge køyretøy, som lastebilar og gravemaskinar?',
        clauseYes:
          'Partane kan bruke vegen til tunge køyretøy, som lastebilar og gravemaskinar, og den som gjer det, utbetrar skade køyringa gjer på vegen for eiga rekning, og dette går føre det denne avtalen elles seier om skade.',
        clauseNo:
          'Partane bruker ikkje vegen til tunge køyretøy, som lastebilar og gravemaskinar, utan samtykke frå dei andre partane.',
      },
      'Skal det være forbudt å parkere på veien og snuplassen?': {
        text: 'Skal det vere forbode å parkere på vegen og snuplassen?',
        clauseYes:
          'Partane parkerer ikkje, og syter for at gjestene deira ikkje parkerer, på vegen eller snuplassen.',
        clauseNo:
          'Partane kan parkere kortvarig langs vegen, og la gjestene sine gjere det same, når det ikkje hindrar annan trafikk, brøyting eller utrykkingskøyretøy.',
      },
    },
    'building-works': {
      'Skal den som skal bygge, rive eller grave, varsle de andre i god tid?': {
        text: 'Skal den som skal byggje, rive eller grave, varsle dei andre i god tid?',
        description:
          'Den som vil setje i gang planting, graving, bygging eller anna som kan bli til skade eller ulempe for naboeigedomen, skal varsle naboen i rimeleg tid før (grannelova § 6), og mange byggjetiltak krev i tillegg nabovarsel etter plan- og bygningslova.',
        clauseYes:
          'Den av partane som skal byggje, rive, grave eller sprengje på eigedomen sin, varslar dei andre partane skriftleg minst fire veker før arbeidet tek til, og fortel kva som skal gjerast og kor lenge arbeidet vil vare, og dette går føre det denne avtalen elles seier om varsel.',
        clauseNo:
          'Den av partane som skal byggje, rive, grave eller sprengje på eigedomen sin, varslar dei andre partane slik lova krev, og minst slik denne avtalen elles krev for endringar nær eigedomsgrensa.',
      },
      'Når kan det gjøres støyende byggearbeid?': {
        text: 'Når kan det gjerast støyande byggjearbeid?',
        options: [
          {
            text: 'Måndag til fredag kl. 7–19 og laurdag kl. 9–15',
            clause:
              'Støyande byggjearbeid, som riving, boring, pigging og sprenging, blir berre gjort frå måndag til fredag frå kl. 07.00 til kl. 19.00 og på laurdagar frå kl. 09.00 til kl. 15.00, og dette går føre det denne avtalen elles seier om støyande arbeid.',
          },
          {
            text: 'Berre måndag til fredag kl. 8–17',
            clause:
              'Støyande byggjearbeid, som riving, boring, pigging og sprenging, blir berre gjort frå måndag til fredag frå kl. 08.00 til kl. 17.00, og dette går føre det denne avtalen elles seier om støyande arbeid.',
          },
        ],
      },
      'Skal den som bygger, dekke skade arbeidet gjør hos de andre, også om ingen kan lastes for den?': {
        text: 'Skal den som byggjer, dekkje skade arbeidet gjer hos dei andre, òg om ingen kan lastast for skaden?',
        description:
          'Den som grev, byggjer eller sprengjer, skal syte for nødvendige tiltak mot utrasing, setningar, rystingar, steinsprut og lufttrykk på naboeigedomen (grannelova § 5), og økonomisk tap av skade eller ulempe i strid med grannelova §§ 2 til 5 skal erstattast òg når ingen har vore aktlaus (grannelova § 9).',
        clauseYes:
          'Den av partane som gjer byggjearbeid, dekkjer skade arbeidet gjer på eigedomen til dei andre partane eller på felles anlegg, òg når ingen har vore aktlaus, og dette går føre det denne avtalen elles seier om skade.',
        clauseNo:
          'Skade som byggjearbeid gjer på eigedomen til dei andre partane, blir erstatta etter reglane i lova, mellom anna grannelova og dei alminnelege reglane om skadebot, så langt ikkje anna følgjer av denne avtalen.',
      },
      'Skal tilstanden hos de andre dokumenteres før tungt arbeid starter?': {
        text: 'Skal tilstanden hos dei andre dokumenterast før tungt arbeid tek til?',
        clauseYes:
          'Før graving, sprenging eller anna tungt byggjearbeid tek til, fotograferer den som skal gjere arbeidet, saman med dei andre partane, tilstanden på det som kan bli skadd hos dei, som murar, veggar og innkøyrsle, og partane får kvar sin kopi.',
        clauseNo: 'Denne avtalen krev ikkje at tilstanden blir dokumentert før byggjearbeid tek til.',
      },
      'Skal den som bygger, kunne sette opp stillas og bruke de andres grunn mens arbeidet pågår?': {
        text: 'Skal den som byggjer, kunne setje opp stillas og bruke grunnen til dei andre medan arbeidet går føre seg?',
        clauseYes:
          'Den av partane som byggjer, kan etter varsel setje opp stillas, lagre materiale og ferdast på grunnen til dei andre partane nær grensa så langt arbeidet krev det og så lenge arbeidet varer, og set grunnen i same stand som før når arbeidet er ferdig.',
        clauseNo:
          'Den av partane som byggjer, bruker ikkje grunnen til dei andre partane til stillas, lagring eller ferdsel utan at dei har samtykt på førehand.',
      },
      'Skal den som bygger, rydde byggeavfall, søle og støv fortløpende?': {
        text: 'Skal den som byggjer, rydde byggjeavfall, søle og støv fortløpande?',
        clauseYes:
          'Den av partane som byggjer, held felles veg, innkøyrsle og eigedomen til dei andre partane fri for byggjeavfall, og fjernar søle og støv som arbeidet fører med seg, fortløpande.',
        clauseNo:
          'Den av partane som byggjer, ryddar byggjeavfall, søle og støv som arbeidet fører med seg, når arbeidet er ferdig.',
      },
    },
    'boundary-building': {
      'Hva skal bygges, og hvor på eiendommen skal det stå?': {
        text: 'Kva skal byggjast, og kvar på eigedomen skal det stå?',
        description:
          'Skriv kva slags bygg det er, kven som eig eigedomen det skal stå på, og kvar det skal stå, til dømes «garasje på eigedomen til Ola, i hjørnet mot hagen til Kari».',
        section: 'Bakgrunn',
        clauseTemplate: 'Avtalen gjeld dette bygget nær eigedomsgrensa: {{svar}}.',
      },
      'Hvor mange meter fra eiendomsgrensen skal bygget minst stå?': {
        text: 'Kor mange meter frå eigedomsgrensa skal bygget minst stå?',
        description:
          'Skriv den kortaste avstanden frå veggen på bygget til grensa, til dømes 1,5. Står bygget nærare enn 8 meter frå ein bygning på naboeigedomen, kan det gjelde eigne krav for å hindre at brann spreier seg mellom bygga (byggteknisk forskrift § 11-6).',
        clauseTemplate:
          'Bygget skal stå minst {{svar}} meter frå eigedomsgrensa, målt frå veggen nærmast grensa, og ingen del av bygget, heller ikkje takutstikk eller takrenner, skal gå inn over grensa.',
      },
      'Samtykker naboen til at bygget står nærmere grensen enn 4 meter?': {
        text: 'Samtykkjer naboen i at bygget står nærare grensa enn 4 meter?',
        description:
          'Dersom ikkje ein plan for området seier noko anna, skal eit bygg ha ein avstand til nabogrensa som minst svarer til halve høgda, og ikkje under 4 meter. Kommunen kan godkjenne at bygget står nærare grensa eller i grensa når eigaren av naboeigedomen har gitt skriftleg samtykke, eller når det er ein frittliggjande garasje, eit uthus eller eit liknande mindre bygg (plan- og bygningslova § 29-4). Kommunen avgjer sjølv og har inga plikt til å godkjenne plasseringa, sjølv om naboen har samtykt.',
        clauseYes:
          'Eigaren av naboeigedomen samtykkjer i at bygget står så nær eigedomsgrensa som denne avtalen seier, òg nærare enn 4 meter, skriv under på ei eiga samtykkeerklæring når byggjesaka krev det og trekkjer ikkje samtykket tilbake, men partane er kjende med at samtykket ikkje bind kommunen, som sjølv avgjer om plasseringa blir godkjend, og dette går føre det denne avtalen elles seier om endringar nær eigedomsgrensa og om å avslutte avtalen.',
        clauseNo:
          'Eigaren av naboeigedomen samtykkjer ikkje i at bygget står nærare eigedomsgrensa enn plan- og bygningslova og planane for området tillèt utan slikt samtykke.',
      },
      'Hva skal skje med samtykket hvis bygget ikke er satt opp innen en viss tid?': {
        text: 'Kva skal skje med samtykket dersom bygget ikkje er sett opp innan ei viss tid?',
        options: [
          {
            text: 'Det fell bort etter eitt år',
            clause:
              'Samtykket til plasseringa fell bort dersom bygget ikkje er sett opp innan eitt år etter at denne avtalen blei inngått.',
          },
          {
            text: 'Det fell bort etter tre år',
            clause:
              'Samtykket til plasseringa fell bort dersom bygget ikkje er sett opp innan tre år etter at denne avtalen blei inngått.',
          },
          {
            text: 'Det gjeld utan tidsfrist',
            clause: 'Samtykket til plasseringa gjeld utan tidsfrist, òg om bygget blir sett opp seinare.',
          },
        ],
      },
      'Hvor høyt og hvor stort kan bygget høyst være?': {
        text: 'Kor høgt og kor stort kan bygget høgst vere?',
        description:
          'Skriv høgda og grunnflata, til dømes «høgst 3,5 meter til mønet og 30 m² grunnflate». Ein frittliggjande bygning på ein eigedom som er bygd på frå før, og som ikkje skal brukast til å bu i, som ein garasje eller eit uthus, kan setjast opp utan søknad til kommunen berre når bygningen oppfyller bestemte krav, mellom anna at han ikkje er over 50 m² og står minst 1 meter frå nabogrensa (byggjesaksforskrifta § 4-1).',
        clauseTemplate:
          'Bygget skal høgst ha denne høgda og storleiken, òg etter seinare endringar: {{svar}}.',
      },
      'Skal vann og snø fra taket på bygget holdes borte fra naboens eiendom?': {
        text: 'Skal vatn og snø frå taket på bygget haldast borte frå eigedomen til naboen?',
        description:
          'Ingen må byggje slik at takdrypp eller snøras fell ned på naboeigedomen til skade eller ulempe for naboen (grannelova § 4).',
        clauseYes:
          'Eigaren av bygget syter for takrenner og nedløp, og snøfangarar der taket hallar mot naboeigedomen, slik at vatn og snø frå taket på bygget ikkje hamnar på naboeigedomen.',
        clauseNo:
          'Partane avtaler ikkje noko særskilt om vatn og snø frå taket på bygget, og då gjeld det lova fastset, mellom anna i grannelova.',
      },
      'Skal eieren av bygget kunne gå inn på naboens grunn for å vedlikeholde veggen og taket?': {
        text: 'Skal eigaren av bygget kunne gå inn på grunnen til naboen for å halde veggen og taket ved like?',
        description:
          'Står bygget nær grensa, kan veggen, taket og takrennene mot naboen ofte berre målast og reparerast frå sida til naboen.',
        clauseYes:
          'Eigaren av bygget kan gå inn på naboeigedomen nær bygget og setje opp stige eller stillas der så langt det trengst for vedlikehald, reparasjon og måling av veggen, taket og takrennene, etter å ha varsla eigaren av naboeigedomen minst ei veke på førehand, eller så snart som mogleg når noko må utbetrast straks, og set grunnen i same stand som før når arbeidet er ferdig.',
        clauseNo:
          'Eigaren av bygget går ikkje inn på naboeigedomen for å halde bygget ved like utan samtykke frå eigaren av naboeigedomen i kvart einskilt tilfelle.',
      },
      'Skal samtykket og vilkårene for bygget tinglyses på eiendommene?': {
        text: 'Skal samtykket og vilkåra for bygget tinglysast på eigedomane?',
        description:
          'Ein rett over eigedomen til naboen, som retten til å gå inn på grunnen for å halde bygget ved like, eller ei avgrensing for bygget kan tinglysast som ei erklæring på den eigedomen det gjeld, og berre då er det sikra mot ein ny eigar eller panthavar som ikkje kjende til det (tinglysingslova § 20 og § 21).',
        clauseYes:
          'Det denne avtalen seier om bygget nær eigedomsgrensa, blir tinglyst som ei erklæring på dei eigedomane det gjeld, så langt det kan tinglysast, og partane samtykkjer i tinglysinga og skriv under på det som trengst for tinglysinga, og dette går føre det denne avtalen elles seier om tinglysing.',
        clauseNo:
          'Det denne avtalen seier om bygget nær eigedomsgrensa, blir ikkje tinglyst, så langt ikkje anna følgjer av denne avtalen, og partane er kjende med at ein rett etter avtalen då kan falle bort overfor ein ny eigar eller panthavar som ikkje kjende til retten.',
      },
    },
    water: {
      'Skal vann fra tak og takrenner ledes bort slik at det ikke renner over til de andre?': {
        text: 'Skal vatn frå tak og takrenner leiast bort slik at det ikkje renn over til dei andre?',
        description:
          'Ingen må byggje slik at takdrypp eller snøras fell ned på naboeigedomen til skade eller ulempe for naboen (grannelova § 4), og vatn som blir leidd over til naboen på ein urimeleg eller unødvendig måte, kan vere i strid med grannelova § 2.',
        clauseYes:
          'Kvar av partane leier vatn frå tak, takrenner og nedløp på eigen eigedom bort til eigen grunn, sluk eller overvassleidning, slik at vatnet ikkje renn inn på eigedomen til dei andre partane.',
        clauseNo:
          'Partane avtaler ikkje noko særskilt om vatn frå tak, og då gjeld det lova fastset, mellom anna i grannelova.',
      },
      'Skal den som endrer terrenget eller legger nye tette flater, sørge for at overvannet ikke renner over til de andre?':
        {
          text: 'Skal den som endrar terrenget eller legg nye tette flater, syte for at overvatnet ikkje renn over til dei andre?',
          description:
            'Vatn som renn naturleg frå ein eigedom som ligg høgare, må eigaren nedanfor som regel finne seg i, men endringar som gjer at meir vatn renn over til naboen, kan vere i strid med grannelova § 2.',
          clauseYes:
            'Den av partane som endrar terrenget, legg asfalt, belegningsstein eller andre tette flater eller byggjer på eigedomen sin, syter for at overvatnet blir teke hand om på eigen eigedom, slik at det ikkje renn meir vatn over til dei andre partane enn før.',
          clauseNo:
            'Partane avtaler ikkje noko særskilt om overvatn når terreng eller flater blir endra, og då gjeld det lova fastset, mellom anna i grannelova.',
        },
      'Skal takrenner, nedløp og sluk renskes hver høst?': {
        text: 'Skal takrenner, nedløp og sluk reinskast kvar haust?',
        clauseYes:
          'Kvar av partane reinskar takrenner, nedløp og sluk på eigen eigedom minst éin gong i året, om hausten, slik at vatn ikkje renn over til dei andre partane.',
        clauseNo:
          'Kvar av partane bestemmer sjølv når takrenner, nedløp og sluk på eigen eigedom blir reinska.',
      },
      'Skal dere holde felles grøfter, drenering og overvannsledninger i stand sammen?': {
        text: 'Skal de halde felles grøfter, drenering og overvassleidningar i stand saman?',
        clauseYes:
          'Partane held grøfter, dreneringsrøyr og overvassleidningar som tener fleire av eigedomane, opne og i stand saman, og deler kostnadene likt, så langt ikkje anna følgjer av denne avtalen.',
        clauseNo:
          'Kvar av partane held grøfter, dreneringsrøyr og overvassleidningar på eigen eigedom i stand for eiga rekning, og dette går føre det denne avtalen elles seier om vedlikehald og fordeling av kostnader.',
      },
      'Skal den som ser at vann renner over fra en annen eiendom, si fra med en gang?': {
        text: 'Skal den som ser at vatn renn over frå ein annan eigedom, seie frå med ein gong?',
        description:
          'Den som lid skade, kan få skadebota etter grannelova sett ned eller miste henne dersom vedkommande etter god skikk mellom naboar burde ha sagt frå tidlegare (grannelova § 9).',
        clauseYes:
          'Den av partane som ser at vatn renn over frå eigedomen til ein annan part og kan gjere skade, seier frå til den parten med ein gong, og den parten gjer det som trengst for å stanse vatnet så snart som mogleg.',
        clauseNo:
          'Partane har inga særskild plikt etter denne avtalen til å seie frå om vatn som renn over frå ein annan eigedom.',
      },
      'Skal snø fra tak og innkjørsel bare legges på egen eiendom?': {
        text: 'Skal snø frå tak og innkøyrsle berre leggjast på eigen eigedom?',
        clauseYes:
          'Kvar av partane legg snø frå tak, innkøyrsle og gardsplass berre på eigen eigedom, og slik at smeltevatnet ikkje renn over til dei andre partane.',
        clauseNo:
          'Partane kan leggje snø på eigedomen til ein annan part når den parten har samtykt, og elles på eigen eigedom.',
      },
    },
  },
  aspects: {
    cat: {
      'Hva skal den som har katt, gjøre når katten gjør fra seg hos de andre?': {
        text: 'Kva skal den som har katt, gjere når katten gjer frå seg hos dei andre?',
        options: [
          {
            text: 'Fjerne det når dei andre ber om det',
            clause:
              'Den av partane som har katt, fjernar avføring katten legg igjen hos dei andre partane, òg i sandkassar og bed, når dei ber om det.',
          },
          {
            text: 'Betale for tiltak, som eit lokk over sandkassa',
            clause:
              'Den av partane som har katt, betaler for rimelege tiltak som held katten borte frå sandkassar og bed hos dei andre partane, som eit lokk eller nett over sandkassa, og fjernar avføring katten likevel legg igjen der når dei ber om det, og dette går føre det denne avtalen elles seier om fordeling av kostnader.',
          },
          {
            text: 'Halde katten inne om natta',
            clause:
              'Den av partane som har katt, held katten inne frå kl. 22 til kl. 7 og fjernar avføring katten legg igjen hos dei andre partane når dei ber om det.',
          },
        ],
      },
      'Skal katter dere har, være ID-merket og kastrert eller sterilisert?': {
        text: 'Skal kattar de har, vere ID-merkte og kastrerte eller steriliserte?',
        clauseYes: 'Kattar som partane har, er ID-merkte og kastrerte eller steriliserte.',
        clauseNo:
          'Partane stiller ingen krav til kvarandre om ID-merking, kastrering eller sterilisering av kattar.',
      },
      'Skal dere se på saken igjen hvis det ikke er blitt bedre etter en måned?': {
        text: 'Skal de sjå på saka igjen dersom det ikkje har blitt betre etter ein månad?',
        clauseYes:
          'Har det ikkje blitt betre ein månad etter at denne avtalen er signert, møtest partane og blir samde om nye tiltak.',
        clauseNo: 'Partane avtaler ikkje noko eige møte om katten utover det denne avtalen elles seier.',
      },
    },
    dog: {
      'Hva skal den som har hund, gjøre for at den ikke bjeffer når den er alene?': {
        text: 'Kva skal den som har hund, gjere for at hunden ikkje bjeffar når han er åleine?',
        options: [
          {
            text: 'Ikkje la hunden vere åleine ute eller på balkongen',
            clause:
              'Den av partane som har hund, lèt ikkje hunden vere åleine ute eller på balkongen, og tek hunden inn når han bjeffar.',
          },
          {
            text: 'Skaffe hundepassar når eigaren er borte lenge',
            clause:
              'Den av partane som har hund, skaffar hundepassar, hundebarnehage eller anna tilsyn når hunden elles ville vore åleine meir enn fem timar.',
          },
          {
            text: 'Trene hunden med hjelp frå ein instruktør',
            clause:
              'Den av partane som har hund, går innan tre månader på kurs eller får hjelp frå ein hundeinstruktør til å trene hunden til å vere åleine utan å bjeffe.',
          },
        ],
      },
    },
    drilling: {
      'Når kan det bores, bankes og gjøres annet støyende arbeid?': {
        text: 'Når kan det borast, bankast og gjerast anna støyande arbeid?',
        options: [
          {
            text: 'Kvardagar kl. 8–20 og laurdagar kl. 10–16',
            clause:
              'Partane borar, bankar og gjer anna støyande arbeid berre på kvardagar frå kl. 8 til kl. 20 og på laurdagar frå kl. 10 til kl. 16, aldri på søndagar og heilagdagar, så langt husordensreglane der partane bur, ikkje seier noko strengare.',
          },
          {
            text: 'Kvardagar kl. 9–18, ikkje i helgane',
            clause:
              'Partane borar, bankar og gjer anna støyande arbeid berre på kvardagar frå kl. 9 til kl. 18, aldri i helgane eller på heilagdagar, så langt husordensreglane der partane bur, ikkje seier noko strengare.',
          },
        ],
      },
      'Skal den som skal pusse opp, varsle de andre en uke i forveien?': {
        text: 'Skal den som skal pusse opp, varsle dei andre ei veke på førehand?',
        clauseYes:
          'Den av partane som skal pusse opp eller gjere støyande arbeid over meir enn éin dag, varslar dei andre partane minst ei veke på førehand og seier kor lenge arbeidet skal vare.',
        clauseNo:
          'Partane varslar ikkje kvarandre om oppussing på førehand utover det husordensreglane krev.',
      },
      'Hvor mange uker kan en oppussing med støyende arbeid høyst vare?': {
        text: 'Kor mange veker kan ei oppussing med støyande arbeid høgst vare?',
        clauseTemplate:
          'Støyande arbeid i éi oppussing varer ikkje lenger enn {{svar}} veker til saman, om ikkje dei andre partane samtykkjer.',
      },
    },
    felling: {
      'Hvem skal gjøre fellingen?': {
        text: 'Kven skal gjere fellinga?',
        options: [
          {
            text: 'Ein fagperson med ansvarsforsikring',
            clause:
              'Treet blir felt av ein fagperson som har ansvarsforsikring, som ein arborist eller skogsentreprenør.',
          },
          {
            text: 'Ein av oss',
            clause:
              'Fellinga blir gjord av den av partane som eig trea, eller av ein annan part som eigaren har gitt lov, og den som feller, sikrar området medan arbeidet går føre seg.',
          },
        ],
      },
      'Hvilken dato skal fellingen senest være gjort?': {
        text: 'Kva dato skal fellinga seinast vere gjord?',
        clauseTemplate: 'Fellinga skal vere gjord seinast {{svar}}.',
      },
      'Skal den som feller, dekke skade fellingen gjør hos de andre?': {
        text: 'Skal den som feller, dekkje skade fellinga gjer hos dei andre?',
        clauseYes:
          'Den som feller, eller eigaren når eigaren har bestilt fellinga, dekkjer skade fellinga gjer på eigedomen, bygningane og hagen til dei andre partane, så langt ei forsikring ikkje dekkjer skaden, og dette går føre det denne avtalen elles seier om skade.',
        clauseNo:
          'Skade fellinga gjer på eigedomen til dei andre partane, blir erstatta etter reglane i lova, så langt ikkje anna følgjer av denne avtalen.',
      },
      'Hva skal skje med veden, kvisten og stubbene?': {
        text: 'Kva skal skje med veden, kvisten og stubbane?',
        options: [
          {
            text: 'Eigaren av trea tek alt og fjernar stubbane',
            clause:
              'Eigaren av trea tek veden og kvisten og fjernar eller freser ned stubbane innan fire veker etter fellinga.',
          },
          {
            text: 'Vi deler veden, og stubbane blir ståande',
            clause:
              'Partane deler veden likt, eigaren av trea ryddar kvisten innan fire veker etter fellinga, og stubbane blir ståande.',
          },
          {
            text: 'Alt blir køyrt bort, og stubbane blir freste',
            clause:
              'Veden og kvisten blir køyrde bort, og stubbane blir freste ned, innan fire veker etter fellinga, som ein del av kostnaden ved fellinga.',
          },
        ],
      },
    },
    snow: {
      'Hvordan skal dere dele snømåkingen?': {
        text: 'Korleis skal de dele snømåkinga?',
        options: [
          {
            text: 'Vi byter på, ei veke kvar',
            clause:
              'Partane måkar og strør vegen på omgang, ei veke kvar, og den som har veka, måkar når det har kome snø som hindrar køyring eller gåing, og strør når det er glatt.',
          },
          {
            text: 'Kvar tek sin del av vegen',
            clause:
              'Kvar av partane måkar og strør den delen av vegen som ligg på eigen eigedom eller berre blir brukt av den parten.',
          },
          {
            text: 'Vi kjøper brøyting og deler rekninga',
            clause:
              'Partane kjøper brøyting og strøing av vegen saman og deler kostnadene på same måte som kostnadene til vedlikehald av vegen.',
          },
        ],
      },
      'Hvor skal snøen legges?': {
        text: 'Kvar skal snøen leggjast?',
        description: 'Til dømes «på eige tun, ikkje framfor postkassane eller på plenen til naboen».',
        clauseTemplate: 'Snø frå vegen blir lagd her: {{svar}}.',
      },
    },
  },
  sections: {
    parking: 'Parkering',
    noise: 'Støy og ro',
    smoke: 'Røyking og grilling',
    woodsmoke: 'Vedfyring',
    camera: 'Kameraovervaking',
    trees: 'Tre og hekk',
    fence: 'Gjerde',
    animals: 'Dyrehald',
    road: 'Felles veg',
    'building-works': 'Byggjearbeid',
    'boundary-building': 'Bygg nær grensa',
    water: 'Vatn og drenering',
  },
};
