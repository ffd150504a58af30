import type { EstateTranslations } from './template-translation.types';

/** An advance on inheritance and a farm taken over in nynorsk (template-translation.types.ts). */
export const ESTATE_KINDS_NN: EstateTranslations = {
  advance: {
    'Hvem av dere gir forskuddet på arv?': {
      text: 'Kven av dykk gjev forskotet på arv?',
      description:
        'Forskot på arv blir gitt medan gjevaren lever, og reglane om avkorting i arvelova § 75 gjeld berre forskot til livsarvingane til gjevaren: barn, barnebarn og etterkomarane deira. Dei andre partane er den som får forskotet, og gjerne dei andre barna til gjevaren.',
      clauseTemplate: '{{svar}} gjev forskotet på arv etter denne avtalen.',
      partyRoles: { chosen: 'gjevar', others: 'arving' },
      section: 'Bakgrunn',
    },
    'Hvem får forskuddet, og hva er det?': {
      text: 'Kven får forskotet, og kva er det?',
      description:
        'Skriv namnet på den som får forskotet og kva det er, til dømes «Kari får 400 000 kroner til kjøp av leilegheit» eller «Ola tek over hytta på Hafjell». Skal pengane betalast tilbake, er det eit lån og ikkje eit forskot på arv, og då passar ein låneavtale (lån av pengar) betre.',
      clauseTemplate: 'Forskotet på arv gjeld dette: {{svar}}.',
      section: 'Bakgrunn',
    },
    'Hva er forskuddet verdt den dagen det gis?': {
      text: 'Kva er forskotet verd den dagen det blir gitt?',
      description:
        'Er forskotet pengar, er verdien beløpet. Er det ein bustad, ein bil eller noko anna, skriv kva det er verd den dagen det blir gitt, til dømes etter ein takst, og sel gjevaren noko til mottakaren under verdien, skriv skilnaden mellom verdien og prisen.',
      clauseTemplate: 'Forskotet er verd {{svar}} den dagen det blir gitt.',
      section: 'Bakgrunn',
    },
    'Hvilken dato gis forskuddet?': {
      text: 'Kva dato blir forskotet gitt?',
      description:
        'Skal forskotet trekkjast frå i arven, må gjevaren ha sett det som vilkår seinast når forskotet blir gitt (arvelova § 75), så signer avtalen før eller same dagen. Ei gåve som først skal givast etter at gjevaren er død, er gyldig berre dersom ho står i eit testament (arvelova § 40).',
      clauseTemplate: 'Gjevaren gjev forskotet til mottakaren {{svar}}.',
    },
    'Skal forskuddet trekkes fra i arven til den som får det?': {
      text: 'Skal forskotet trekkjast frå i arven til den som får det?',
      description:
        'Etter arvelova § 75 blir eit forskot avkorta i arven til mottakaren berre dersom gjevaren har sett det som vilkår for forskotet, og det må gjerast seinast når forskotet blir gitt, ikkje seinare. Lova seier at vilkåret bør vere skriftleg og gjort kjent for dei andre livsarvingane til gjevaren.',
      clauseYes:
        'Det er eit vilkår for forskotet at det blir avkorta i arven mottakaren får etter gjevaren (arvelova § 75), og døyr mottakaren før gjevaren, blir det avkorta i arven til livsarvingane til mottakaren.',
      clauseNo:
        'Forskotet er ei gåve utan vilkår om avkorting, og det blir difor ikkje avkorta i arven mottakaren får etter gjevaren.',
    },
    'Hvilken verdi skal trekkes fra i arven?': {
      text: 'Kva verdi skal trekkjast frå i arven?',
      description:
        'Utan eit anna vilkår blir avkortingsbeløpet sett til verdien av forskotet då det vart motteke (arvelova § 75 andre ledd bokstav a), og lova seier ikkje at beløpet skal regulerast for prisstiging. De kan setje ei regulering som vilkår for forskotet.',
      options: [
        {
          text: 'Verdien då forskotet vart gitt',
          clause:
            'Avkortingsbeløpet er verdien av forskotet då mottakaren fekk det, utan regulering for prisstiging (arvelova § 75 andre ledd bokstav a).',
        },
        {
          text: 'Verdien då forskotet vart gitt, regulert etter konsumprisindeksen',
          clause:
            'Det er eit vilkår for forskotet at avkortingsbeløpet er verdien av forskotet då mottakaren fekk det, regulert etter endringa i konsumprisindeksen frå den månaden forskotet vart gitt, til den månaden gjevaren døyr.',
        },
      ],
    },
    'Skal mottakeren betale tilbake til dødsboet hvis forskuddet er større enn arven?': {
      text: 'Skal mottakaren betale tilbake til dødsbuet dersom forskotet er større enn arven?',
      description:
        'Er avkortingsbeløpet større enn arven til mottakaren, pliktar mottakaren etter arvelova § 75 andre ledd bokstav b ikkje å føre noko tilbake til dødsbuet, dersom ikkje noko anna er sett som vilkår for forskotet.',
      clauseYes:
        'Det er eit vilkår for forskotet at mottakaren betaler den delen av avkortingsbeløpet som er større enn arven til mottakaren, tilbake til dødsbuet når arven etter gjevaren blir gjord opp.',
      clauseNo:
        'Er avkortingsbeløpet større enn arven til mottakaren, betaler mottakaren ikkje noko tilbake til dødsbuet (arvelova § 75 andre ledd bokstav b).',
    },
    'Skal giveren gi hvert av de andre barna like mye som dette forskuddet?': {
      text: 'Skal gjevaren gje kvart av dei andre barna like mykje som dette forskotet?',
      description:
        'Eit forskot som blir avkorta, blir utjamna når arven blir delt, men utan eit anna vilkår berre så langt mottakaren har arv å trekkje det frå (arvelova § 75). Vil gjevaren stille barna likt alt no, kan dei andre få like mykje medan gjevaren lever. Ei gåve som først skal givast etter at gjevaren er død, er gyldig berre dersom ho står i eit testament (arvelova § 40).',
      clauseYes:
        'Gjevaren gjev kvart av dei andre barna sine ei gåve av same verdi som dette forskotet medan gjevaren lever, på dei same vilkåra om avkorting som denne avtalen set for forskotet.',
      clauseNo:
        'Gjevaren har inga plikt til å gje dei andre barna noko tilsvarande, og forskotet blir utjamna berre slik denne avtalen elles seier om avkorting.',
    },
    'Skal alle giverens barn få vite om forskuddet og betingelsene før det gis?': {
      text: 'Skal alle barna til gjevaren få vite om forskotet og vilkåra før det blir gitt?',
      description:
        'Arvelova § 75 seier at eit vilkår om avkorting bør vere skriftleg og gjort kjent for dei andre livsarvingane. Tryggast er det at dei er partar i denne avtalen og signerer han.',
      clauseYes:
        'Før forskotet blir gitt, gjer gjevaren forskotet og vilkåra for det kjende for alle barna sine, og dei av dei som ikkje er partar i denne avtalen, får ein kopi av han.',
      clauseNo:
        'Gjevaren avgjer sjølv når dei av barna til gjevaren som ikkje er partar i denne avtalen, får vite om forskotet og vilkåra for det.',
    },
    'Skal avtalen oppbevares sammen med giverens testament eller andre viktige papirer?': {
      text: 'Skal avtalen takast vare på saman med testamentet til gjevaren eller andre viktige papir?',
      description:
        'Avtalen må kunne finnast fram når arven etter gjevaren skal delast, elles kan det bli vanskeleg å vise kva som vart avtalt. Han er ikkje eit testament: ein avtale signert her oppfyller ikkje formkrava til testament i arvelova § 42.',
      clauseYes:
        'Gjevaren tek vare på ein signert kopi av denne avtalen saman med testamentet sitt eller andre viktige papir, og fortel dei andre partane kvar han ligg.',
      clauseNo: 'Kvar av partane tek vare på sin eigen kopi av denne avtalen.',
    },
  },
  farm: {
    'Hvem av dere overtar gården?': {
      text: 'Kven av dykk tek over garden?',
      description:
        'Dei andre partane er den eller dei som overdreg garden, eller arvingane når garden blir teken over frå eit dødsbu, og gjerne søskena til overtakaren, som då kjenner vilkåra.',
      clauseTemplate: '{{svar}} tek over garden etter denne avtalen.',
      partyRoles: { chosen: 'overtakar', others: null },
      section: 'Bakgrunn',
    },
    'Hvilken gård gjelder avtalen, og hvem eier den i dag?': {
      text: 'Kva gard gjeld avtalen, og kven eig han i dag?',
      description:
        'Skriv gardsnamnet, gardsnummer (gnr.), bruksnummer (bnr.) og kommunen slik eigedomen står i grunnboka, og kven som eig han, til dømes «Nordre Li, gnr. 12 bnr. 3 i Ringsaker kommune, som Per Hansen eig» eller «Nordre Li, gnr. 12 bnr. 3 i Ringsaker kommune, i dødsbuet etter Per Hansen». Skriv òg om maskiner, dyr eller anna driftslausøyre følgjer med.',
      clauseTemplate: 'Avtalen gjeld garden {{svar}}.',
      section: 'Bakgrunn',
    },
    'Hva skal overtakeren betale for gården?': {
      text: 'Kva skal overtakaren betale for garden?',
      description:
        'I eit generasjonsskifte avtaler de prisen sjølve, og det er vanleg å overdra garden for mindre enn han er verd. Skilnaden er då ei gåve til overtakaren, og han blir berre trekt frå i arven til overtakaren dersom gjevaren set det som vilkår seinast ved overdraginga av garden (arvelova § 75). Odelstakst gjeld når nokon løyser garden på odel, og blir sett ut frå ein bruk som hovudsakleg er landbruk (odelslova § 49); åsetestakst gjeld når ein livsarving tek garden over på skifte etter at eigaren er død.',
      clauseTemplate: 'Prisen overtakaren betaler for garden, er {{svar}}.',
    },
    'Skal søsken med bedre odelsrett enn overtakeren gi skriftlig avkall på retten til å løse gården?': {
      text: 'Skal søsken med betre odelsrett enn overtakaren gje skriftleg avkall på retten til å løyse garden?',
      description:
        'Tek eit yngre søsken over garden, kan eldre søsken med betre odelsrett elles krevje han løyst på odel frå overtakaren. Eit avkall må vere skriftleg, og kan givast overfor overtakaren åleine eller for godt (odelslova § 25); òg barna deira kan ha odelsrett. Eit barn under 18 år kan berre gje avkall gjennom verja, med samtykke frå statsforvaltaren (vergemålslova § 39).',
      clauseYes:
        'Dei av søskena til overtakaren som har betre odelsrett enn overtakaren, gjev skriftleg avkall på retten til å løyse garden på odel frå overtakaren (odelslova § 25), kvar i ei eiga erklæring som blir signert før overdraginga av garden.',
      clauseNo:
        'Ingen gjev avkall på odelsrett ved denne avtalen, og den som har betre odelsrett enn overtakaren, beheld retten til å krevje garden løyst på odel etter odelslova.',
    },
    'Hvordan skal overtakerens søsken stilles når gården overtas?': {
      text: 'Korleis skal søskena til overtakaren stillast når garden blir teken over?',
      description:
        'Medan foreldra lever, har søskena ikkje krav på noko av prisen, men er prisen lågare enn det garden er verd, er det vanleg at òg søskena til overtakaren får ei gåve, eller at gåva til overtakaren blir trekt frå i arven etter foreldra. Blir garden teken over frå eit dødsbu, går prisen inn i buet og blir delt som arv.',
      options: [
        {
          text: 'Inga utjamning',
          clause:
            'Søskena til overtakaren får inga utjamning for overtakinga av garden, og ei gåve som ligg i prisen, blir ikkje avkorta i arven til overtakaren.',
        },
        {
          text: 'Gåva i prisen blir trekt frå i arven til overtakaren',
          clause:
            'Det er eit vilkår for overdraginga at skilnaden mellom verdien av garden då overtakaren tok han over og prisen i denne avtalen, blir avkorta i arven overtakaren får etter den eller dei som overdreg garden (arvelova § 75).',
        },
        {
          text: 'Søskena får kvar ei gåve av same verdi',
          clause:
            'Den eller dei som overdreg garden, gjev medan dei lever kvart av søskena til overtakaren ei gåve av same verdi som skilnaden mellom verdien av garden då overtakaren tok han over og prisen i denne avtalen.',
        },
        {
          text: 'Garden blir teken over frå eit dødsbu, og søskena får sin del av prisen som arv',
          clause:
            'Garden blir teken over frå eit dødsbu, og prisen i denne avtalen går inn i buet og blir fordelt mellom arvingane etter arvelova eller testament.',
        },
      ],
    },
    'Skal den eller de som overdrar gården, ha rett til å bo der (kår)?': {
      text: 'Skal den eller dei som overdreg garden, ha rett til å bu der (kår)?',
      description:
        'Kår, òg kalla føderåd eller folge, er framleis vanleg ved generasjonsskifte, ofte som ein livsvarig rett til å bu gratis i ein kårbustad på garden. Avtal kven som held kårbustaden ved like, og at retten er personleg og fell bort ved varig flytting, til dømes til sjukeheim. Skal retten gjelde òg overfor ein seinare eigar, må han tinglysast på garden (tinglysingslova § 20).',
      options: [
        {
          text: 'Ja, og overtakaren held kårbustaden ved like',
          clause:
            'Den eller dei som overdreg garden, har ein personleg rett til å bu gratis i kårbustaden på garden så lenge dei lever og ikkje har flytta varig ut, overtakaren held kårbustaden ved like, og retten blir tinglyst på garden.',
        },
        {
          text: 'Ja, og dei held kårbustaden ved like sjølve',
          clause:
            'Den eller dei som overdreg garden, har ein personleg rett til å bu gratis i kårbustaden på garden så lenge dei lever og ikkje har flytta varig ut, dei held kårbustaden ved like sjølve, og retten blir tinglyst på garden.',
        },
        {
          text: 'Nei',
          clause: 'Ingen av partane har kår eller rett til å bu på garden etter denne avtalen.',
        },
      ],
    },
    'Skal søsknene få del i gevinsten hvis overtakeren selger gården eller deler av den innen en viss tid?': {
      text: 'Skal søskena få del i gevinsten dersom overtakaren sel garden eller delar av han innan ei viss tid?',
      description:
        'Har overtakaren fått garden i kraft av odels- eller åsetesrett til ein pris under marknadsverdi, kan medarvingane krevje etteroppgjer dersom overtakaren innan ti år sel heile eller delar av garden med monaleg gevinst (odelslova § 57), òg når foreldra overdrog garden medan dei levde. Ein klausul i avtalen gjer det klart kva som gjeld, òg for ein gard utan odel.',
      clauseYes:
        'Sel overtakaren heile eller delar av garden innan det talet på år etter overtakinga som står i denne avtalen, blir gevinsten etter skatt delt likt mellom overtakaren og kvart av søskena til overtakaren, og gevinsten er salssummen med frådrag for den delen av prisen i denne avtalen som gjeld det som blir selt, og det overtakaren har påkosta det.',
      clauseNo:
        'Sel overtakaren heile eller delar av garden seinare, har søskena til overtakaren ingen annan rett til del i gevinsten enn det etteroppgjeret odelslova § 57 kan gje.',
    },
    'Hvor mange år etter overtakelsen skal søsknene ha rett til del i gevinsten?': {
      text: 'Kor mange år etter overtakinga skal søskena ha rett til del i gevinsten?',
      description:
        'Etteroppgjeret i odelslova § 57 gjeld sal innan ti år etter overtakinga, og de kan avtale ei lengre tid, til dømes 15 eller 20 år.',
      clauseTemplate:
        'Retten til del i gevinsten gjeld sal som blir avtalt innan {{svar}} år etter at overtakaren tok over garden.',
    },
    'Skal overtakeren selv bo på gården og drive jorda?': {
      text: 'Skal overtakaren sjølv bu på garden og drive jorda?',
      description:
        'Tek nær slekt eller ein med odelsrett utan konsesjon over ein gard med bustadhus som er eller har vore brukt som heilårsbustad, og med meir enn 35 dekar fulldyrka og overflatedyrka jord eller meir enn 500 dekar produktiv skog, må overtakaren flytte dit innan eitt år og sjølv bu der i minst fem år (konsesjonslova § 5); elles må overtakaren søkje konsesjon. Jordbruksarealet skal drivast så lenge overtakaren eig garden, av overtakaren sjølv eller ved skriftleg bortleige som tilleggsjord for minst ti år om gongen (jordlova § 8).',
      clauseYes:
        'Overtakaren skal busetje seg på garden innan eitt år etter overtakinga, sjølv bu der i minst fem år og i den tida sjølv drive jordbruksarealet.',
      clauseNo:
        'Overtakaren står fritt overfor dei andre partane til å bu andre stader og leige bort jorda, men må sjølv oppfylle den buplikta og driveplikta lova gjev, eller søkje konsesjon.',
    },
    'Hvem skal betale dokumentavgiften og tinglysingsgebyret når gården tinglyses på overtakeren?': {
      text: 'Kven skal betale dokumentavgifta og tinglysingsgebyret når garden blir tinglyst på overtakaren?',
      description:
        'Garden går over til overtakaren med eit skøyte, eller ei heimelserklæring etter eit skifte, som blir sendt til Kartverket for tinglysing saman med eigenerklæringa om konsesjonsfridom. Dokumentavgifta er 2,5 prosent av marknadsverdien, òg når garden er ei gåve eller eit forskot på arv, og kår blir ikkje trekt frå; etter eit dødsfall er berre den delen ein arving har krav på etter arvelova, fri for avgift. Tinglysingsgebyret blir betalt i alle tilfelle.',
      options: [
        {
          text: 'Overtakaren',
          clause:
            'Overtakaren betaler dokumentavgifta og tinglysingsgebyret når skøytet eller heimelserklæringa for garden blir tinglyst.',
        },
        {
          text: 'Den eller dei som overdreg garden',
          clause:
            'Den eller dei som overdreg garden, betaler dokumentavgifta og tinglysingsgebyret når skøytet eller heimelserklæringa for garden blir tinglyst.',
        },
        {
          text: 'Halvparten kvar',
          clause:
            'Overtakaren og den eller dei som overdreg garden, betaler halvparten kvar av dokumentavgifta og tinglysingsgebyret når skøytet eller heimelserklæringa for garden blir tinglyst.',
        },
      ],
    },
  },
  advanceHeading: 'Avtale om forskot på arv',
  advanceSection: 'Arveforskotet',
  farmHeading: 'Avtale om overtaking av gard',
  farmSection: 'Overtakinga av garden',
};
