import type { BankTranslations } from '../generation/title-reading/template-translation.types';

/** QUESTION_BANK of question-bank.data.ts in nynorsk, each question by its bokmål text. */
export const QUESTION_BANK_NN: BankTranslations = {
  // ── housing
  'Skal husleien eller boutgiftene deles likt mellom dere?': {
    text: 'Skal husleiga eller buutgiftene delast likt mellom dykk?',
    clauseYes: 'Partane deler husleiga eller buutgiftene likt.',
    clauseNo:
      'Husleiga eller buutgiftene blir fordelte etter storleiken på romma eller etter eigen avtale mellom partane.',
  },
  'Skal strøm, internett og andre faste boutgifter deles likt?': {
    text: 'Skal straum, internett og andre faste buutgifter delast likt?',
    clauseYes: 'Straum, internett og andre faste buutgifter blir delte likt mellom partane.',
    clauseNo:
      'Straum, internett og andre faste buutgifter blir fordelte etter forbruk eller etter eigen avtale mellom partane.',
  },
  'Skal hver av dere betale sin andel av depositumet?': {
    text: 'Skal kvar av dykk betale delen sin av depositumet?',
    clauseYes:
      'Kvar av partane betaler delen sin av depositumet og har krav på å få delen sin tilbake ved utflytting.',
    clauseNo:
      'Depositumet blir betalt av éin av partane, og berre denne parten har krav på å få det tilbake.',
  },
  'Skal alle stå på leiekontrakten eller eierdokumentene for boligen?': {
    text: 'Skal alle stå på leigekontrakten eller eigardokumenta for bustaden?',
    clauseYes: 'Alle partane står på leigekontrakten eller eigardokumenta for bustaden.',
    clauseNo: 'Berre éin av partane står på leigekontrakten eller eigardokumenta for bustaden.',
  },
  'Skal det være ro i boligen etter klokken 23 på hverdager?': {
    text: 'Skal det vere ro i bustaden etter klokka 23 på kvardagar?',
    clauseYes: 'Det skal vere ro i bustaden mellom klokka 23.00 og 07.00 på kvardagar.',
    clauseNo: 'Partane har ingen faste tider for ro, men tek rimeleg omsyn til kvarandre.',
  },
  'Skal overnattingsgjester avtales med de andre på forhånd?': {
    text: 'Skal overnattingsgjester avtalast med dei andre på førehand?',
    clauseYes: 'Overnattingsgjester blir avtalte med dei andre partane på førehand.',
    clauseNo: 'Kvar av partane kan ha overnattingsgjester utan å avtale det på førehand.',
  },
  'Skal det være forbudt å røyke innendørs?': {
    text: 'Skal det vere forbode å røykje innandørs?',
    clauseYes: 'Det er ikkje tillate å røykje eller bruke e-sigarettar innandørs.',
    clauseNo:
      'Røyking innandørs er tillate på det eigne rommet til den enkelte, så langt leigekontrakten eller ordensreglane i huset tillèt det.',
  },
  'Skal hver av dere ha et eget rom som de andre ikke bruker uten lov?': {
    text: 'Skal kvar av dykk ha eit eige rom som dei andre ikkje bruker utan lov?',
    clauseYes: 'Kvar av partane har eit eige rom som dei andre ikkje bruker utan samtykke.',
    clauseNo: 'Alle rom i bustaden kan brukast av alle partane.',
  },
  'Skal innbo som kjøpes til felles bruk, eies likt av dere?': {
    text: 'Skal innbu som blir kjøpt til felles bruk, eigast likt av dykk?',
    clauseYes: 'Innbu som blir skaffa til felles bruk, eig partane likt.',
    clauseNo: 'Innbu høyrer til den av partane som har betalt for det.',
  },
  'Skal den som vil flytte ut, varsle de andre minst to måneder i forveien?': {
    text: 'Skal den som vil flytte ut, varsle dei andre minst to månader i førevegen?',
    clauseYes:
      'Ein part som vil flytte ut, varslar dei andre partane skriftleg minst to månader før utflyttinga.',
    clauseNo:
      'Ein part som vil flytte ut, varslar dei andre partane skriftleg minst éin månad før utflyttinga.',
  },
  'Skal alle godkjenne en ny beboer før vedkommende flytter inn?': {
    text: 'Skal alle godkjenne ein ny bebuar før vedkomande flyttar inn?',
    clauseYes: 'Ein ny bebuar kan berre flytte inn når alle partane har godkjent vedkomande.',
    clauseNo:
      'Den som flyttar ut, kan sjølv finne ein ny bebuar utan godkjenning frå dei andre partane, så langt leigekontrakten tillèt det.',
  },
  'Skal større innkjøp til boligen avtales med alle på forhånd?': {
    text: 'Skal større innkjøp til bustaden avtalast med alle på førehand?',
    clauseYes:
      'Større innkjøp til bustaden, som møblar og kvitevarer, blir avtalte med alle partane på førehand.',
    clauseNo: 'Kvar av partane kan kjøpe inn til bustaden for eiga rekning utan å avtale det med dei andre.',
  },
  'Skal fellesarealene holdes fri for personlige eiendeler?': {
    text: 'Skal fellesareala haldast frie for personlege eigedelar?',
    clauseYes: 'Fellesareala blir haldne frie for personlege eigedelar som ikkje er i bruk.',
    clauseNo:
      'Personlege eigedelar kan oppbevarast i fellesareala så lenge dei ikkje er til hinder for dei andre.',
  },
  'Skal den som disponerer mest plass i boligen, betale mer?': {
    text: 'Skal den som disponerer mest plass i bustaden, betale meir?',
    clauseYes:
      'Den av partane som disponerer mest plass i bustaden, betaler ein forholdsmessig større del av buutgiftene.',
    clauseNo: 'Buutgiftene blir fordelte uavhengig av kor mykje plass kvar av partane disponerer.',
  },
  'Skal skader i boligen dekkes av den som har forårsaket dem?': {
    text: 'Skal skadar i bustaden dekkjast av den som har valda dei?',
    clauseYes: 'Skadar i bustaden blir dekte av den av partane som har valda dei.',
    clauseNo: 'Skadar i bustaden som ikkje blir dekte av forsikring, blir delte likt mellom partane.',
  },
  'Skal dere ha en felles innboforsikring?': {
    text: 'Skal de ha ei felles innbuforsikring?',
    clauseYes: 'Partane teiknar ei felles innbuforsikring for bustaden.',
    clauseNo: 'Kvar av partane har sjølv ansvaret for å forsikre innbuet sitt.',
  },

  // ── children
  'Skal utgiftene til barna deles likt mellom dere?': {
    text: 'Skal utgiftene til barna delast likt mellom dykk?',
    clauseYes: 'Utgiftene til barna blir delte likt mellom partane.',
    clauseNo: 'Utgiftene til barna blir fordelte forholdsmessig etter inntekta til partane.',
  },
  'Skal dere ha felles regler for barnas skjermtid?': {
    text: 'Skal de ha felles reglar for skjermtida til barna?',
    clauseYes: 'Partane følgjer felles reglar for skjermtida til barna.',
    clauseNo: 'Kvar av partane bestemmer sjølv reglane for skjermtida til barna når barna er hos vedkomande.',
  },
  'Skal barna ha faste leggetider?': {
    text: 'Skal barna ha faste sengetider?',
    clauseYes: 'Barna har faste sengetider som partane er samde om.',
    clauseNo: 'Sengetidene til barna blir tilpassa frå dag til dag.',
  },
  'Skal barna få ukepenger?': {
    text: 'Skal barna få vekepengar?',
    clauseYes: 'Barna får vekepengar etter eit beløp og ei ordning som partane er samde om.',
    clauseNo: 'Barna får ikkje faste vekepengar.',
  },
  'Skal barna ha faste oppgaver hjemme?': {
    text: 'Skal barna ha faste oppgåver heime?',
    clauseYes: 'Barna har faste oppgåver heime tilpassa alderen.',
    clauseNo: 'Barna har ingen faste oppgåver heime.',
  },
  'Skal fritidsaktiviteter som koster penger, avtales mellom dere på forhånd?': {
    text: 'Skal fritidsaktivitetar som kostar pengar, avtalast mellom dykk på førehand?',
    clauseYes:
      'Fritidsaktivitetar som fører med seg utgifter, blir avtalte mellom partane før barna blir melde på.',
    clauseNo: 'Kvar av partane kan melde barna på fritidsaktivitetar utan å avtale det med dei andre.',
  },
  'Skal barna få si sin mening når avtalen lages eller endres?': {
    text: 'Skal barna få seie meininga si når avtalen blir laga eller endra?',
    clauseYes:
      'Barna får seie meininga si når avtalen blir utarbeidd eller endra, og det blir lagt vekt på meininga deira etter alder og modning.',
    clauseNo:
      'Partane utarbeider avtalen seg imellom og informerer barna om innhaldet på ein måte som passar for alderen deira.',
  },
  'Skal dere holde hverandre oppdatert om barnas skole og helse?': {
    text: 'Skal de halde kvarandre oppdaterte om skulen og helsa til barna?',
    clauseYes:
      'Partane held kvarandre løpande oppdaterte om forhold som gjeld skulen, barnehagen og helsa til barna.',
    clauseNo: 'Kvar av partane hentar sjølv inn informasjon om skulen, barnehagen og helsa til barna.',
  },
  'Skal dere delta sammen på foreldremøter og andre arrangementer for barna?': {
    text: 'Skal de delta saman på foreldremøte og andre arrangement for barna?',
    clauseYes:
      'Partane deltek saman på foreldremøte og andre viktige arrangement for barna så langt det er mogleg.',
    clauseNo: 'Partane avtaler frå gong til gong kven som deltek på foreldremøte og arrangement for barna.',
  },
  'Skal barna kunne ha venner på overnatting uten at det er avtalt på forhånd?': {
    text: 'Skal barna kunne ha vener på overnatting utan at det er avtalt på førehand?',
    clauseYes: 'Barna kan ha vener på overnatting etter avtale med den av partane som er til stades.',
    clauseNo: 'Barna kan berre ha vener på overnatting når partane har avtalt det på førehand.',
  },
  'Skal dere spare fast for barna?': {
    text: 'Skal de spare fast for barna?',
    clauseYes:
      'Partane sparer i ei felles ordning for barna, og kvar av dei bidreg med eit fast månadleg beløp.',
    clauseNo: 'Kvar av partane avgjer sjølv om og korleis vedkomande vil spare for barna.',
  },
  'Skal dere bli enige om når barna skal få egen mobiltelefon?': {
    text: 'Skal de bli samde om når barna skal få eigen mobiltelefon?',
    clauseYes: 'Barna får eigen mobiltelefon frå ein alder som partane er samde om.',
    clauseNo: 'Spørsmålet om eigen mobiltelefon til barna blir avgjort når det blir aktuelt.',
  },
  'Skal bilder av barna bare deles i sosiale medier når dere er enige om det?': {
    text: 'Skal bilete av barna berre delast i sosiale medium når de er samde om det?',
    clauseYes: 'Bilete av barna blir berre delte i sosiale medium når partane er samde om det.',
    clauseNo: 'Kvar av partane avgjer sjølv om vedkomande vil dele bilete av barna i sosiale medium.',
  },
  'Skal utgifter til barnevakt deles mellom dere?': {
    text: 'Skal utgifter til barnevakt delast mellom dykk?',
    clauseYes: 'Utgifter til barnevakt blir delte mellom partane.',
    clauseNo: 'Utgifter til barnevakt blir dekte av den av partane som har behov for barnevakt.',
  },
  'Skal barna ha de samme rutinene uansett hvem av dere de er hos?': {
    text: 'Skal barna ha dei same rutinane uansett kven av dykk dei er hos?',
    clauseYes: 'Barna har så langt det er mogleg dei same rutinane, uavhengig av kven av partane dei er hos.',
    clauseNo: 'Kvar av partane har eigne rutinar for barna.',
  },
  'Skal dere avtale på forhånd hvem som henter og leverer barna?': {
    text: 'Skal de avtale på førehand kven som hentar og leverer barna?',
    clauseYes: 'Partane avtaler på førehand kven som hentar og leverer barna.',
    clauseNo: 'Den av partane som har høve til det, hentar og leverer barna.',
  },

  // ── pets
  'Skal dere eie dyret sammen?': {
    text: 'Skal de eige dyret saman?',
    clauseYes: 'Partane eig dyret saman med like store delar.',
    clauseNo: 'Dyret blir eigd av éin av partane.',
  },
  'Skal utgiftene til fôr og utstyr deles likt?': {
    text: 'Skal utgiftene til fôr og utstyr delast likt?',
    clauseYes: 'Utgiftene til fôr og utstyr blir delte likt mellom partane.',
    clauseNo: 'Utgiftene til fôr og utstyr blir betalte av den av partane som dyret bur hos.',
  },
  'Skal veterinærutgifter deles likt?': {
    text: 'Skal veterinærutgifter delast likt?',
    clauseYes: 'Veterinærutgifter som ikkje blir dekte av forsikring, blir delte likt mellom partane.',
    clauseNo: 'Veterinærutgifter blir dekte av den av partane som eig dyret.',
  },
  'Skal dyret være forsikret?': {
    text: 'Skal dyret vere forsikra?',
    clauseYes: 'Dyret skal vere forsikra, og forsikringspremien blir rekna som ei felles utgift.',
    clauseNo: 'Dyret blir ikkje forsikra, og partane ber sjølve risikoen for veterinærutgifter.',
  },
  'Skal dyret bo fast hos én av dere?': {
    text: 'Skal dyret bu fast hos éin av dykk?',
    clauseYes: 'Dyret bur fast hos éin av partane.',
    clauseNo: 'Dyret bur vekselvis hos partane etter ein fast plan.',
  },
  'Skal dere ha en fast plan for hvem som lufter, fôrer og steller dyret?': {
    text: 'Skal de ha ein fast plan for kven som luftar, fôrar og stellar dyret?',
    clauseYes: 'Partane følgjer ein fast plan for lufting, fôring og stell av dyret.',
    clauseNo: 'Den av partane som har dyret hos seg, har ansvaret for lufting, fôring og stell.',
  },
  'Skal de andre passe dyret når en av dere reiser bort?': {
    text: 'Skal dei andre passe dyret når ein av dykk reiser bort?',
    clauseYes: 'Når ein av partane reiser bort, passar dei andre partane dyret så langt det er mogleg.',
    clauseNo: 'Når ein av partane reiser bort, betaler vedkomande sjølv for pass av dyret.',
  },
  'Skal større veterinærbehandlinger avtales med alle på forhånd?': {
    text: 'Skal større veterinærbehandlingar avtalast med alle på førehand?',
    clauseYes:
      'Større veterinærbehandlingar blir avtalte med alle partane på førehand, med unntak av akutte tilfelle.',
    clauseNo: 'Den av partane som har dyret hos seg, kan bestemme nødvendig veterinærbehandling åleine.',
  },
  'Skal dere følge de samme reglene for oppdragelse og trening av dyret?': {
    text: 'Skal de følgje dei same reglane for oppseding og trening av dyret?',
    clauseYes: 'Partane følgjer dei same reglane for oppseding og trening av dyret.',
    clauseNo: 'Kvar av partane bestemmer sjølv reglane for dyret når det er hos vedkomande.',
  },
  'Skal dyret få være i sofaen og sengen?': {
    text: 'Skal dyret få vere i sofaen og senga?',
    clauseYes: 'Dyret får vere i sofaen og senga.',
    clauseNo: 'Dyret får ikkje vere i sofaen eller senga.',
  },
  'Skal skader som dyret gjør, dekkes av den som hadde ansvaret for det da skaden skjedde?': {
    text: 'Skal skadar som dyret gjer, dekkjast av den som hadde ansvaret for det då skaden skjedde?',
    clauseYes:
      'I forholdet mellom partane blir skadar som dyret valdar, dekte av den av partane som hadde ansvaret for dyret då skaden skjedde.',
    clauseNo:
      'Skadar som dyret valdar, og som ikkje blir dekte av forsikring, blir delte likt mellom partane.',
  },
  'Skal dyret kastreres eller steriliseres?': {
    text: 'Skal dyret kastrerast eller steriliserast?',
    clauseYes: 'Dyret skal kastrerast eller steriliserast, og kostnaden blir delt mellom partane.',
    clauseNo: 'Dyret skal ikkje kastrerast eller steriliserast.',
  },
  'Skal dyret bare kunne omplasseres eller selges hvis alle er enige?': {
    text: 'Skal dyret berre kunne omplasserast eller seljast dersom alle er samde?',
    clauseYes: 'Dyret kan berre omplasserast eller seljast når partane er samde om det.',
    clauseNo: 'Den av partane som eig dyret, kan åleine bestemme å omplassere eller selje det.',
  },
  'Skal den som har hatt hovedansvaret for dyret, beholde det hvis samarbeidet avsluttes?': {
    text: 'Skal den som har hatt hovudansvaret for dyret, behalde det dersom samarbeidet blir avslutta?',
    clauseYes:
      'Dersom samarbeidet blir avslutta, beheld den av partane som har hatt hovudansvaret for det daglege stellet, dyret.',
    clauseNo:
      'Dersom samarbeidet blir avslutta, avgjer partane i fellesskap kven som skal behalde dyret, med vekt på kva som er best for dyret.',
  },
  'Skal kurs og trening for dyret betales i fellesskap?': {
    text: 'Skal kurs og trening for dyret betalast i fellesskap?',
    clauseYes: 'Dyret går på kurs eller trening etter behov, og kostnaden blir delt mellom partane.',
    clauseNo: 'Kurs og trening for dyret blir betalte av den av partane som ønskjer det.',
  },
  'Skal dyret høyst være alene hjemme fire timer om gangen?': {
    text: 'Skal dyret høgst vere åleine heime fire timar om gongen?',
    clauseYes: 'Dyret skal ikkje vere åleine heime i meir enn fire timar om gongen.',
    clauseNo:
      'Partane set ingen fast grense for kor lenge dyret kan vere åleine heime, men syter for at det får nødvendig tilsyn.',
  },

  // ── vehicles
  'Skal hver av dere betale drivstoff eller lading for egne turer?': {
    text: 'Skal kvar av dykk betale drivstoff eller lading for eigne turar?',
    clauseYes: 'Kvar av partane betaler sjølv drivstoff eller lading for eigne turar.',
    clauseNo: 'Utgifter til drivstoff og lading blir delte likt mellom partane.',
  },
  'Skal den som er på tur, selv betale bompenger, ferje og parkering?': {
    text: 'Skal den som er på tur, sjølv betale bompengar, ferje og parkering?',
    clauseYes: 'Bompengar, ferje og parkering blir betalte av den av partane som står for turen.',
    clauseNo: 'Utgifter til bompengar, ferje og parkering blir delte likt mellom partane.',
  },
  'Skal dere føre en logg over hvem som bruker det dere deler, og når?': {
    text: 'Skal de føre ein logg over kven som bruker det de deler, og når?',
    clauseYes: 'Partane fører ein logg eller køyrebok over kven som har brukt det dei deler, og når.',
    clauseNo: 'Partane fører ingen logg over bruken.',
  },
  'Skal bruken avtales i en felles kalender?': {
    text: 'Skal bruken avtalast i ein felles kalender?',
    clauseYes: 'Bruken blir avtalt i ein felles kalender, og den som reserverer først, har fortrinn.',
    clauseNo: 'Bruken blir avtalt frå gong til gong.',
  },
  'Skal faste kostnader som forsikring, avgifter og service deles likt?': {
    text: 'Skal faste kostnader som forsikring, avgifter og service delast likt?',
    clauseYes: 'Faste kostnader som forsikring, avgifter og service blir delte likt mellom partane.',
    clauseNo:
      'Faste kostnader som forsikring, avgifter og service blir fordelte etter kor mykje kvar av partane bruker det dei deler.',
  },
  'Skal den som var fører, betale egenandelen hvis det skjer en skade?': {
    text: 'Skal den som var førar, betale eigendelen dersom det skjer ein skade?',
    clauseYes:
      'Ved skade betaler den av partane som var førar eller hadde ansvaret, eigendelen og eit eventuelt bonustap.',
    clauseNo:
      'Eigendel og bonustap ved skade blir delte likt mellom partane, med mindre skaden kjem av grov aktløyse.',
  },
  'Skal andre enn dere få låne det dere deler?': {
    text: 'Skal andre enn dykk få låne det de deler?',
    clauseYes:
      'Andre enn partane kan låne det partane deler, når forsikringa dekkjer det, og den av partane som lånar det ut, er ansvarleg overfor dei andre for skadar.',
    clauseNo: 'Berre partane sjølve kan bruke det dei deler.',
  },
  'Skal det dere deler, leveres tilbake ryddet og med minst halv tank eller halvt batteri?': {
    text: 'Skal det de deler, leverast tilbake rydda og med minst halv tank eller halvt batteri?',
    clauseYes:
      'Etter bruk blir det partane deler, levert tilbake rydda og med minst halv tank eller halvt oppladd batteri.',
    clauseNo: 'Partane stiller ingen særskilde krav til stand og drivstoffnivå ved tilbakelevering.',
  },
  'Skal reparasjoner over et fast beløp godkjennes av alle før de utføres?': {
    text: 'Skal reparasjonar over eit fast beløp godkjennast av alle før dei blir utførte?',
    clauseYes:
      'Reparasjonar over eit beløp som partane fastset i fellesskap, skal godkjennast av alle partane før dei blir utførte.',
    clauseNo: 'Kvar av partane kan bestille nødvendige reparasjonar utan førehandsgodkjenning.',
  },
  'Skal den som får en bot eller et gebyr, betale det selv?': {
    text: 'Skal den som får ei bot eller eit gebyr, betale det sjølv?',
    clauseYes:
      'Bøter, parkeringsgebyr og andre gebyr blir betalte av den av partane som brukte det dei deler, då forholdet oppstod.',
    clauseNo: 'Bøter, parkeringsgebyr og andre gebyr blir delte likt mellom partane.',
  },
  'Skal service og vedlikehold følge en fast plan?': {
    text: 'Skal service og vedlikehald følgje ein fast plan?',
    clauseYes:
      'Service og vedlikehald blir utført etter ein fast plan, i tråd med tilrådingane frå produsenten.',
    clauseNo: 'Service og vedlikehald blir utført ved behov.',
  },
  'Skal én av dere ha ansvaret for service, kontroller og papirarbeid?': {
    text: 'Skal éin av dykk ha ansvaret for service, kontrollar og papirarbeid?',
    clauseYes: 'Éin av partane har ansvaret for service, periodiske kontrollar og papirarbeid.',
    clauseNo: 'Partane deler ansvaret for service, periodiske kontrollar og papirarbeid.',
  },
  'Skal det dere deler, ha en fast plass når det ikke er i bruk?': {
    text: 'Skal det de deler, ha ein fast plass når det ikkje er i bruk?',
    clauseYes:
      'Det partane deler, har ein fast plass for oppbevaring eller parkering når det ikkje er i bruk.',
    clauseNo: 'Den som sist brukte det partane deler, avgjer kvar det skal oppbevarast.',
  },
  'Skal det dere deler, kunne brukes til lengre turer og ferier?': {
    text: 'Skal det de deler, kunne brukast til lengre turar og feriar?',
    clauseYes:
      'Det partane deler, kan brukast til lengre turar og feriar etter avtale i god tid på førehand.',
    clauseNo: 'Det partane deler, blir berre brukt til kortare turar, med mindre alle partane samtykkjer.',
  },
  'Skal de andre kunne kjøpe ut den som vil trekke seg ut?': {
    text: 'Skal dei andre kunne kjøpe ut den som vil trekkje seg ut?',
    clauseYes:
      'Ein part som vil trekkje seg ut, kan krevje at dei andre partane kjøper delen til vedkomande til marknadsverdi.',
    clauseNo:
      'Dersom ein part vil trekkje seg ut, blir det partane deler, selt, og salssummen blir fordelt etter eigardel.',
  },
  'Skal det dere deler, være røykfritt?': {
    text: 'Skal det de deler, vere røykfritt?',
    clauseYes: 'Det er ikkje tillate å røykje i eller på det partane deler.',
    clauseNo: 'Røyking er tillate i eller på det partane deler, når alle som er med, samtykkjer.',
  },
  'Skal det være lov å ta med dyr?': {
    text: 'Skal det vere lov å ta med dyr?',
    clauseYes: 'Dyr kan takast med, og den som tek med dyr, syter for reingjering etterpå.',
    clauseNo: 'Det er ikkje tillate å ta med dyr.',
  },

  // ── travel
  'Skal dere sette et felles budsjett for turen?': {
    text: 'Skal de setje eit felles budsjett for turen?',
    clauseYes: 'Partane set eit felles budsjett for turen før noko blir bestilt.',
    clauseNo: 'Partane set ikkje eit felles budsjett for turen.',
  },
  'Skal reise og overnatting deles likt?': {
    text: 'Skal reise og overnatting delast likt?',
    clauseYes: 'Utgifter til reise og overnatting blir delte likt mellom partane.',
    clauseNo: 'Utgifter til reise og overnatting blir fordelte etter kva kvar av partane bruker.',
  },
  'Skal én av dere bestille og legge ut for de andre?': {
    text: 'Skal éin av dykk bestille og leggje ut for dei andre?',
    clauseYes:
      'Éin av partane bestiller og legg ut, og dei andre partane betaler tilbake delen sin innan 14 dagar.',
    clauseNo: 'Kvar av partane bestiller og betaler delen sin av turen.',
  },
  'Skal dere ha en felles kasse til mat og dagligvarer?': {
    text: 'Skal de ha ei felles kasse til mat og daglegvarer?',
    clauseYes: 'Partane betaler like mykje inn i ei felles kasse til mat og daglegvarer.',
    clauseNo: 'Kvar av partane betaler for eigen mat og eigne daglegvarer.',
  },
  'Skal hver av dere betale for seg selv på restaurant?': {
    text: 'Skal kvar av dykk betale for seg sjølv på restaurant?',
    clauseYes: 'Ved restaurantbesøk betaler kvar av partane for det vedkomande sjølv bestiller.',
    clauseNo: 'Restaurantrekningar blir delte likt mellom partane.',
  },
  'Skal alle ha gyldig reiseforsikring?': {
    text: 'Skal alle ha gyldig reiseforsikring?',
    clauseYes: 'Kvar av partane skal ha gyldig reiseforsikring som dekkjer heile turen.',
    clauseNo: 'Kvar av partane avgjer sjølv om vedkomande vil ha reiseforsikring.',
  },
  'Skal den som trekker seg, selv dekke sin andel av kostnadene som ikke kan refunderes?': {
    text: 'Skal den som trekkjer seg, sjølv dekkje delen sin av kostnadene som ikkje kan refunderast?',
    clauseYes: 'Ein part som trekkjer seg, dekkjer sjølv delen sin av kostnader som ikkje kan refunderast.',
    clauseNo:
      'Kostnader som ikkje kan refunderast når ein part trekkjer seg, blir delte likt mellom alle partane.',
  },
  'Skal aktiviteter bare betales av dem som deltar?': {
    text: 'Skal aktivitetar berre betalast av dei som deltek?',
    clauseYes: 'Utflukter og aktivitetar blir berre betalte av dei partane som deltek.',
    clauseNo: 'Utgifter til utflukter og aktivitetar blir delte likt mellom alle partane.',
  },
  'Skal det være greit å gjøre egne ting på deler av turen?': {
    text: 'Skal det vere greitt å gjere eigne ting på delar av turen?',
    clauseYes: 'Kvar av partane kan gjere eigne aktivitetar på delar av turen.',
    clauseNo: 'Partane er saman det meste av turen og avtaler aktivitetane i fellesskap.',
  },
  'Skal soverom og sengeplasser fordeles ved loddtrekning?': {
    text: 'Skal soverom og sengeplassar fordelast ved loddtrekning?',
    clauseYes: 'Soverom og sengeplassar blir fordelte ved loddtrekning.',
    clauseNo: 'Soverom og sengeplassar blir fordelte etter avtale mellom partane.',
  },
  'Skal de som får det beste rommet eller den beste sengen, betale mer?': {
    text: 'Skal dei som får det beste rommet eller den beste senga, betale meir?',
    clauseYes:
      'Dei av partane som får det beste rommet eller den beste senga, betaler ein forholdsmessig større del av overnattinga.',
    clauseNo: 'Overnattinga blir delt likt, uavhengig av kva rom eller kva seng kvar av partane får.',
  },
  'Skal det endelige regnskapet gjøres opp innen to uker etter hjemkomst?': {
    text: 'Skal den endelege rekneskapen gjerast opp innan to veker etter heimkomsten?',
    clauseYes: 'Partane gjer opp den endelege rekneskapen seinast to veker etter heimkomsten.',
    clauseNo: 'Partane gjer opp utgiftene fortløpande under turen.',
  },
  'Skal alle bekrefte innen en fast frist at de blir med?': {
    text: 'Skal alle stadfeste innan ein fast frist at dei blir med?',
    clauseYes: 'Kvar av partane stadfestar deltakinga innan ein frist som blir sett før noko blir bestilt.',
    clauseNo: 'Partane set ingen frist for å stadfeste deltaking.',
  },
  'Skal barn regnes som en halv andel når kostnadene fordeles?': {
    text: 'Skal barn reknast som ein halv del når kostnadene blir fordelte?',
    clauseYes: 'Barn under 12 år blir rekna som ein halv del når kostnadene blir fordelte.',
    clauseNo: 'Barn blir rekna som ein heil del når kostnadene blir fordelte.',
  },
  'Skal alkohol holdes utenfor de felles utgiftene?': {
    text: 'Skal alkohol haldast utanfor dei felles utgiftene?',
    clauseYes: 'Alkohol blir halden utanfor dei felles utgiftene og blir betalt av den enkelte.',
    clauseNo: 'Alkohol inngår i dei felles utgiftene og blir delt likt.',
  },
  'Skal dere lage en felles reiseplan som alle er enige om før avreise?': {
    text: 'Skal de lage ein felles reiseplan som alle er samde om før avreise?',
    clauseYes: 'Partane lagar ein felles reiseplan som alle er samde om før avreise.',
    clauseNo: 'Partane planlegg turen undervegs.',
  },

  // ── chores
  'Skal dere ha en fast plan for hvem som gjør hva?': {
    text: 'Skal de ha ein fast plan for kven som gjer kva?',
    clauseYes: 'Partane følgjer ein fast plan som fordeler oppgåvene mellom dei.',
    clauseNo: 'Partane fordeler oppgåvene fortløpande etter behov.',
  },
  'Skal oppgavene gå på rundgang mellom dere?': {
    text: 'Skal oppgåvene gå på omgang mellom dykk?',
    clauseYes: 'Oppgåvene går på omgang mellom partane.',
    clauseNo: 'Kvar av partane har faste oppgåver over tid.',
  },
  'Skal oppgavene fordeles slik at dere bruker omtrent like mye tid?': {
    text: 'Skal oppgåvene fordelast slik at de bruker omtrent like mykje tid?',
    clauseYes: 'Oppgåvene blir fordelte slik at partane bruker omtrent like mykje tid på dei.',
    clauseNo: 'Oppgåvene blir fordelte etter kor mykje tid kvar av partane har tilgjengeleg.',
  },
  'Skal alle rydde etter seg samme dag?': {
    text: 'Skal alle rydde etter seg same dag?',
    clauseYes: 'Alle partane ryddar etter seg same dag.',
    clauseNo: 'Det blir rydda samla på faste dagar.',
  },
  'Skal dere ha en fast vaskedag hver uke?': {
    text: 'Skal de ha ein fast vaskedag kvar veke?',
    clauseYes: 'Partane har ein fast vaskedag kvar veke.',
    clauseNo: 'Partane vaskar ved behov.',
  },
  'Skal dere kjøpe rengjøringshjelp?': {
    text: 'Skal de kjøpe vaskehjelp?',
    clauseYes: 'Partane kjøper vaskehjelp og deler kostnaden.',
    clauseNo: 'Partane gjer reingjeringa sjølve.',
  },
  'Skal dere ta en felles storrengjøring minst én gang i året?': {
    text: 'Skal de ta ei felles storreingjering minst éin gong i året?',
    clauseYes: 'Partane gjennomfører ei felles storreingjering minst éin gong i året.',
    clauseNo: 'Partane har inga fast storreingjering.',
  },
  'Skal ansvaret for søppel og kildesortering gå på rundgang?': {
    text: 'Skal ansvaret for søppel og kjeldesortering gå på omgang?',
    clauseYes: 'Ansvaret for søppel og kjeldesortering går på omgang mellom partane.',
    clauseNo: 'Éin av partane har fast ansvar for søppel og kjeldesortering.',
  },
  'Skal dere bytte på å lage mat?': {
    text: 'Skal de byte på å lage mat?',
    clauseYes: 'Partane byter på å lage mat etter ein fast plan.',
    clauseNo: 'Matlaginga blir fordelt etter kven som har tid.',
  },
  'Skal den som ikke har laget maten, ta oppvasken?': {
    text: 'Skal den som ikkje har laga maten, ta oppvasken?',
    clauseYes: 'Den som ikkje har laga maten, tek oppvasken.',
    clauseNo: 'Oppvasken blir fordelt uavhengig av kven som har laga maten.',
  },
  'Skal dere bruke en felles handleliste?': {
    text: 'Skal de bruke ei felles handleliste?',
    clauseYes: 'Partane bruker ei felles handleliste for innkjøp.',
    clauseNo: 'Kvar av partane handlar inn etter eige skjøn.',
  },
  'Skal utendørsarbeid som plenklipping og snømåking fordeles mellom dere?': {
    text: 'Skal utandørsarbeid som plenklipping og snømåking fordelast mellom dykk?',
    clauseYes: 'Utandørsarbeid som plenklipping, hagearbeid og snømåking blir fordelt mellom partane.',
    clauseNo: 'Utandørsarbeid blir utført av den av partane som har teke på seg ansvaret for det.',
  },
  'Skal dere kunne bytte oppgaver når det passer bedre?': {
    text: 'Skal de kunne byte oppgåver når det passar betre?',
    clauseYes: 'Partane kan byte oppgåver med kvarandre når bytet er avtalt på førehand.',
    clauseNo: 'Oppgåvene blir utførte som planlagt, og byte skjer berre i særlege tilfelle.',
  },
  'Skal den som ikke gjør oppgavene sine, ta en ekstra tørn senere?': {
    text: 'Skal den som ikkje gjer oppgåvene sine, ta ein ekstra tørn seinare?',
    clauseYes: 'Ein part som ikkje utfører oppgåvene sine, tek att det forsømde med ein ekstra tørn.',
    clauseNo:
      'Det får ingen følgjer om ein part ikkje utfører oppgåvene sine, men partane tek det opp seg imellom.',
  },
  'Skal dere skrive ned hva som regnes som rent og ryddig?': {
    text: 'Skal de skrive ned kva som blir rekna som reint og ryddig?',
    clauseYes: 'Partane har ein felles, skriftleg standard for kva som blir rekna som reint og ryddig.',
    clauseNo: 'Kvar av partane vurderer sjølv når oppgåvene er godt nok utførte.',
  },
  'Skal alle bidra likt til innkjøp av vaskemidler og andre forbruksvarer?': {
    text: 'Skal alle bidra likt til innkjøp av vaskemiddel og andre forbruksvarer?',
    clauseYes: 'Alle partane bidreg likt til felles innkjøp av vaskemiddel og andre forbruksvarer.',
    clauseNo: 'Den som kjøper inn vaskemiddel og forbruksvarer, gjer det for eiga rekning.',
  },

  // ── work
  'Skal hver av dere ha et tydelig ansvarsområde?': {
    text: 'Skal kvar av dykk ha eit tydeleg ansvarsområde?',
    clauseYes:
      'Kvar av partane har eit eige ansvarsområde, og partane fordeler ansvarsområda skriftleg seg imellom innan to veker etter at avtalen er inngått.',
    clauseNo: 'Partane deler ansvaret for alle oppgåver i fellesskap.',
  },
  'Skal dere føre timer for arbeidet?': {
    text: 'Skal de føre timar for arbeidet?',
    clauseYes: 'Partane fører timelister for arbeidet dei utfører, og viser dei til kvarandre kvar månad.',
    clauseNo:
      'Partane fører ikkje timelister, og ingen av dei kan krevje betaling for timane sine ut over delen sin av inntektene.',
  },
  'Skal inntektene fordeles likt?': {
    text: 'Skal inntektene fordelast likt?',
    clauseYes: 'Inntektene blir fordelte likt mellom partane etter at utgiftene er dekte.',
    clauseNo: 'Inntektene blir fordelte etter innsats eller eigardel etter at utgiftene er dekte.',
  },
  'Skal viktige beslutninger kreve at alle er enige?': {
    text: 'Skal viktige avgjerder krevje at alle er samde?',
    clauseYes: 'Viktige avgjerder krev semje mellom alle partane.',
    clauseNo: 'Viktige avgjerder blir tekne med alminneleg fleirtal.',
  },
  'Skal rettighetene til det dere lager, eies i fellesskap?': {
    text: 'Skal rettane til det de lagar, eigast i fellesskap?',
    description: 'Til dømes opphavsrett til tekst, kode, musikk eller design.',
    clauseYes: 'Rettane til det partane skaper saman, blir eigde i fellesskap.',
    clauseNo: 'Kvar av partane beheld rettane til det vedkomande sjølv har skapt.',
  },
  'Skal dere ha taushetsplikt om idéer og forretningsforhold?': {
    text: 'Skal de ha teieplikt om idear og forretningsforhold?',
    clauseYes:
      'Partane har teieplikt om idear, forretningsforhold og annan fortruleg informasjon, òg etter at samarbeidet er avslutta.',
    clauseNo: 'Partane har inga særskild teieplikt.',
  },
  'Skal dere la være å drive konkurrerende virksomhet mens samarbeidet varer?': {
    text: 'Skal de la vere å drive konkurrerande verksemd medan samarbeidet varer?',
    clauseYes:
      'Så lenge samarbeidet varer, deltek ingen av partane i verksemd som konkurrerer direkte med samarbeidet.',
    clauseNo: 'Partane står fritt til å delta i anna verksemd, òg verksemd som konkurrerer med samarbeidet.',
  },
  'Skal alle krediteres med navn når resultatet presenteres?': {
    text: 'Skal alle krediterast med namn når resultatet blir presentert?',
    clauseYes: 'Alle partane blir krediterte med namn når resultatet blir presentert eller publisert.',
    clauseNo:
      'Resultatet blir presentert under eit felles namn utan at dei einskilde partane blir krediterte.',
  },
  'Skal dere sette konkrete frister for det som skal leveres?': {
    text: 'Skal de setje konkrete fristar for det som skal leverast?',
    clauseYes: 'Partane set konkrete fristar for leveransane og følgjer opp framdrifta saman.',
    clauseNo: 'Partane arbeider utan faste fristar.',
  },
  'Skal dere avtale hvor mange timer hver av dere skal bidra med?': {
    text: 'Skal de avtale kor mange timar kvar av dykk skal bidra med?',
    clauseYes: 'Kvar av partane bidreg med eit tal timar per veke som partane avtaler skriftleg.',
    clauseNo: 'Kvar av partane bidreg med så mykje tid som vedkomande har høve til.',
  },
  'Skal utgifter til utstyr og programvare deles likt?': {
    text: 'Skal utgifter til utstyr og programvare delast likt?',
    clauseYes: 'Utgifter til utstyr og programvare blir delte likt mellom partane.',
    clauseNo: 'Utgifter til utstyr og programvare blir dekte av den av partane som har behov for det.',
  },
  'Skal utstyr som kjøpes inn for felles penger, eies i fellesskap?': {
    text: 'Skal utstyr som blir kjøpt inn for felles pengar, eigast i fellesskap?',
    clauseYes: 'Utstyr som blir kjøpt inn for felles midlar, blir eigd i fellesskap av partane.',
    clauseNo: 'Utstyr høyrer til den av partane som har betalt for det.',
  },
  'Skal dere etablere et eget selskap for samarbeidet?': {
    text: 'Skal de etablere eit eige selskap for samarbeidet?',
    clauseYes:
      'Partane etablerer eit eige selskap for samarbeidet, og denne avtalen gjeld fram til selskapet er stifta og ein eigen selskapsavtale er inngått.',
    clauseNo: 'Partane samarbeider utan å etablere eit eige selskap.',
  },
  'Skal dere ha en egen bankkonto for samarbeidet?': {
    text: 'Skal de ha ein eigen bankkonto for samarbeidet?',
    clauseYes:
      'Partane opprettar ein eigen bankkonto for samarbeidet, og alle inntekter og utgifter går gjennom denne kontoen.',
    clauseNo:
      'Inntekter og utgifter blir handterte via dei private kontoane til partane, og partane fører ein felles rekneskap.',
  },
  'Skal én av dere ha ansvaret for kontakten med kunder og samarbeidspartnere?': {
    text: 'Skal éin av dykk ha ansvaret for kontakten med kundar og samarbeidspartnarar?',
    clauseYes: 'Éin av partane har ansvaret for kontakten med kundar og eksterne samarbeidspartnarar.',
    clauseNo: 'Alle partane kan ha kontakt med kundar og eksterne samarbeidspartnarar.',
  },
  'Skal avtaler på vegne av samarbeidet kreve samtykke fra alle?': {
    text: 'Skal avtalar på vegner av samarbeidet krevje samtykke frå alle?',
    clauseYes:
      'Ingen av partane kan inngå avtalar eller ta på seg forpliktingar på vegner av dei andre utan samtykke frå dei.',
    clauseNo:
      'Kvar av partane kan inngå avtalar på vegner av samarbeidet innanfor rammer som partane har fastsett i fellesskap.',
  },
  'Skal den som trer ut, få kompensert verdien av sin andel?': {
    text: 'Skal den som trer ut, få kompensert verdien av delen sin?',
    clauseYes:
      'Ein part som trer ut, får utbetalt verdien av delen sin, fastsett ved semje eller av ein uavhengig verdivurderar.',
    clauseNo:
      'Ein part som trer ut, gjev frå seg delen sin utan kompensasjon, men beheld retten til delen sin av inntekter som er opptente før uttredinga.',
  },

  // ── loans
  'Skal lånet dokumenteres med et skriftlig gjeldsbrev?': {
    text: 'Skal lånet dokumenterast med eit skriftleg gjeldsbrev?',
    clauseYes: 'Lånet blir dokumentert med eit skriftleg gjeldsbrev som blir signert av partane.',
    clauseNo: 'Lånet blir dokumentert gjennom denne avtalen, utan eit eige gjeldsbrev.',
  },
  'Skal lånebeløpet overføres til låntakerens bankkonto?': {
    text: 'Skal lånebeløpet overførast til bankkontoen til låntakaren?',
    clauseYes: 'Lånebeløpet blir overført til bankkontoen til låntakaren.',
    clauseNo:
      'Lånebeløpet blir betalt ut på annan måte, og låntakaren stadfestar skriftleg å ha motteke beløpet.',
  },
  'Skal det betales renter på lånet?': {
    text: 'Skal det betalast renter på lånet?',
    clauseYes: 'Låntakaren betaler renter på lånet etter den rentesatsen som partane har avtalt skriftleg.',
    clauseNo: 'Lånet er rentefritt.',
  },
  'Skal renten være fast i hele låneperioden?': {
    text: 'Skal renta vere fast i heile låneperioden?',
    clauseYes: 'Renta er fast i heile låneperioden.',
    clauseNo: 'Renta er flytande og kan justerast slik partane har avtalt skriftleg.',
  },
  'Skal lånet betales ned med faste månedlige avdrag?': {
    text: 'Skal lånet betalast ned med faste månadlege avdrag?',
    clauseYes: 'Lånet blir betalt ned med faste månadlege avdrag etter ein nedbetalingsplan.',
    clauseNo: 'Heile lånet blir betalt tilbake på ein forfallsdato som partane fastset skriftleg.',
  },
  'Skal lånet kunne betales tilbake før tiden uten ekstra kostnader?': {
    text: 'Skal lånet kunne betalast tilbake før tida utan ekstra kostnader?',
    clauseYes:
      'Låntakaren kan når som helst innfri heile eller delar av lånet før tida utan ekstra kostnader.',
    clauseNo: 'Lånet kan ikkje innfriast før tida utan samtykke frå långjevaren.',
  },
  'Skal låntakeren kunne be om betalingsutsettelse ved sykdom eller tap av jobb?': {
    text: 'Skal låntakaren kunne be om betalingsutsetjing ved sjukdom eller tap av jobb?',
    clauseYes:
      'Ved sjukdom, arbeidsløyse eller andre uføresette forhold kan låntakaren be om betalingsutsetjing, og partane skal i så fall forhandle i god tru om ein ny nedbetalingsplan.',
    clauseNo:
      'Avtalt nedbetaling gjeld uavhengig av endringar i den økonomiske situasjonen til låntakaren, med mindre långjevaren skriftleg samtykkjer til noko anna.',
  },
  'Skal hele lånet forfalle til betaling hvis flere avdrag ikke blir betalt?': {
    text: 'Skal heile lånet forfalle til betaling dersom fleire avdrag ikkje blir betalte?',
    clauseYes:
      'Dersom låntakaren let vere å betale tre avdrag på rad, forfell heile restgjelda til betaling.',
    clauseNo: 'Ved forseinka betaling skal partane først prøve å bli samde om ein ny nedbetalingsplan.',
  },
  'Skal låntakeren stille sikkerhet for lånet?': {
    text: 'Skal låntakaren stille tryggleik for lånet?',
    clauseYes: 'Låntakaren stiller tryggleik for lånet i form av pant eller kausjon.',
    clauseNo: 'Lånet blir gitt utan tryggleik.',
  },
  'Skal lånet bare brukes til et bestemt formål?': {
    text: 'Skal lånet berre brukast til eit bestemt føremål?',
    clauseYes: 'Lånet skal berre brukast til det føremålet som partane har avtalt.',
    clauseNo: 'Låntakaren bestemmer sjølv kva lånet skal brukast til.',
  },
  'Skal dere bekrefte restgjelden skriftlig én gang i året?': {
    text: 'Skal de stadfeste restgjelda skriftleg éin gong i året?',
    clauseYes: 'Partane stadfestar restgjelda skriftleg overfor kvarandre éin gong i året.',
    clauseNo: 'Partane utarbeider inga årleg stadfesting av restgjelda.',
  },
  'Skal långiveren kunne ettergi hele eller deler av lånet som en gave?': {
    text: 'Skal långjevaren kunne ettergje heile eller delar av lånet som ei gåve?',
    clauseYes:
      'Långjevaren kan ettergje heile eller delar av lånet som ei gåve, og ettergjevinga skjer skriftleg.',
    clauseNo: 'Heile lånet skal betalast tilbake og kan ikkje ettergjevast utan ein ny skriftleg avtale.',
  },
  'Skal det påløpe forsinkelsesrente ved for sen betaling?': {
    text: 'Skal det betalast forseinkingsrente ved for sein betaling?',
    clauseYes: 'Ved for sein betaling skal det betalast forseinkingsrente etter forseinkingsrentelova.',
    clauseNo: 'Det skal ikkje betalast forseinkingsrente ved for sein betaling.',
  },
  'Skal avdragene betales med en fast, automatisk overføring?': {
    text: 'Skal avdraga betalast med ei fast, automatisk overføring?',
    clauseYes:
      'Avdraga blir betalte ved ei fast, automatisk overføring frå kontoen til låntakaren på ein fast dato kvar månad.',
    clauseNo: 'Låntakaren betaler avdraga manuelt innan forfall.',
  },
  'Skal långiverens øvrige arvinger informeres om lånet?': {
    text: 'Skal dei andre arvingane til långjevaren informerast om lånet?',
    clauseYes:
      'Dei andre livsarvingane til långjevaren blir informerte skriftleg om lånet og vilkåra for det.',
    clauseNo: 'Partane har inga plikt til å informere andre familiemedlemmer om lånet.',
  },

  // ── property
  'Skal dere eie det dere kjøper sammen, med like store andeler?': {
    text: 'Skal de eige det de kjøper saman, med like store delar?',
    description: 'Det de ikkje avtaler sjølve, blir regulert av sameigelova.',
    clauseYes: 'Partane eig det dei har kjøpt saman, i sameige med like store delar.',
    clauseNo:
      'Partane eig det dei har kjøpt saman, i sameige med delar som svarer til det kvar av dei har betalt.',
  },
  'Skal det dokumenteres skriftlig hva hver av dere har betalt?': {
    text: 'Skal det dokumenterast skriftleg kva kvar av dykk har betalt?',
    clauseYes:
      'Det kvar av partane har betalt, blir dokumentert med kvitteringar som kvar av partane tek vare på.',
    clauseNo: 'Partane legg eigarforholdet i denne avtalen til grunn, utan ytterlegare dokumentasjon.',
  },
  'Skal kostnader til vedlikehold og reparasjoner fordeles etter eierandel?': {
    text: 'Skal kostnader til vedlikehald og reparasjonar fordelast etter eigardel?',
    clauseYes: 'Kostnader til vedlikehald og reparasjonar blir fordelte etter eigardel.',
    clauseNo: 'Kostnader til vedlikehald og reparasjonar blir delte likt mellom partane.',
  },
  'Skal det dere eier sammen, være forsikret?': {
    text: 'Skal det de eig saman, vere forsikra?',
    clauseYes: 'Det partane eig saman, blir forsikra, og premien blir fordelt etter eigardel.',
    clauseNo: 'Partane forsikrar ikkje det dei eig saman, og ber sjølve risikoen for tap og skade.',
  },
  'Skal det dere eier sammen, kunne lånes eller leies ut til andre?': {
    text: 'Skal det de eig saman, kunne lånast eller leigast ut til andre?',
    clauseYes: 'Det partane eig saman, kan lånast eller leigast ut til andre når alle partane har samtykt.',
    clauseNo: 'Det partane eig saman, blir ikkje lånt eller leigd ut til andre.',
  },
  'Skal eventuelle leieinntekter fordeles etter eierandel?': {
    text: 'Skal eventuelle leigeinntekter fordelast etter eigardel?',
    clauseYes: 'Eventuelle leigeinntekter blir fordelte etter eigardel.',
    clauseNo: 'Eventuelle leigeinntekter blir brukte til vedlikehald og felles utgifter.',
  },
  'Skal større forbedringer og investeringer kreve at alle er enige?': {
    text: 'Skal større forbetringar og investeringar krevje at alle er samde?',
    clauseYes:
      'Forbetringar og investeringar som går ut over vanleg vedlikehald, krev semje mellom alle partane.',
    clauseNo:
      'Forbetringar og investeringar kan vedtakast med fleirtal etter eigardel, så langt sameigelova tillèt det.',
  },
  'Skal de andre ha forkjøpsrett hvis en av dere vil selge sin andel?': {
    text: 'Skal dei andre ha forkjøpsrett dersom ein av dykk vil selje eigardelen sin?',
    clauseYes:
      'Ein part som vil selje eigardelen sin, skal først tilby han til dei andre partane til marknadsverdi.',
    clauseNo: 'Partane avtaler ingen eigen forkjøpsrett, og sal av eigardelar følgjer reglane i sameigelova.',
  },
  'Skal verdien fastsettes av en uavhengig takstmann hvis dere ikke blir enige?': {
    text: 'Skal verdien fastsetjast av ein uavhengig takstmann dersom de ikkje blir samde?',
    clauseYes:
      'Dersom partane ikkje blir samde om marknadsverdien, blir han fastsett av ein uavhengig takstmann som partane vel i fellesskap.',
    clauseNo:
      'Dersom partane ikkje blir samde om marknadsverdien, blir han fastsett som gjennomsnittet av verdivurderingar som kvar av partane hentar inn.',
  },
  'Skal bruken av det dere eier sammen, fordeles etter en fast plan?': {
    text: 'Skal bruken av det de eig saman, fordelast etter ein fast plan?',
    clauseYes: 'Bruken av det partane eig saman, blir fordelt etter ein fast plan.',
    clauseNo: 'Bruken av det partane eig saman, blir avtalt frå gong til gong.',
  },
  'Skal de andre kunne løse ut en andel som går i arv?': {
    text: 'Skal dei andre kunne løyse ut ein eigardel som går i arv?',
    clauseYes:
      'Dersom ein eigardel går i arv, har dei andre partane rett til å løyse ut eigardelen til marknadsverdi.',
    clauseNo:
      'Dersom ein eigardel går i arv, overtek arvingane eigardelen med dei same rettane og pliktene som etter avtalen.',
  },
  'Skal ingen av dere kunne kreve salg de første fem årene?': {
    text: 'Skal ingen av dykk kunne krevje sal dei første fem åra?',
    clauseYes:
      'Ingen av partane kan krevje at det dei eig saman, blir selt i sin heilskap dei første fem åra etter at avtalen er inngått.',
    clauseNo: 'Kvar av partane kan krevje sameiget oppløyst etter reglane i sameigelova.',
  },
  'Skal dere føre en liste over det dere eier sammen?': {
    text: 'Skal de føre ei liste over det de eig saman?',
    clauseYes:
      'Partane fører ei oppdatert skriftleg liste over eigedelar dei eig saman, og kvar av partane har ein kopi.',
    clauseNo: 'Partane fører inga eiga liste over eigedelar dei eig saman.',
  },
  'Skal skader som skyldes uforsiktig bruk, dekkes av den som forårsaket dem?': {
    text: 'Skal skadar som kjem av uforsiktig bruk, dekkjast av den som valda dei?',
    clauseYes: 'Skadar som kjem av uforsiktig bruk, blir dekte av den av partane som valda dei.',
    clauseNo:
      'Skadar som ikkje blir dekte av forsikring, blir fordelte etter eigardel uansett kven som valda dei.',
  },
  'Skal dere ha felles regler for bruk og oppbevaring?': {
    text: 'Skal de ha felles reglar for bruk og oppbevaring?',
    clauseYes: 'Partane følgjer felles reglar for bruk, reingjering og oppbevaring av det dei eig saman.',
    clauseNo:
      'Kvar av partane bruker og oppbevarer det partane eig saman, etter eige skjøn og med rimeleg aktsemd.',
  },
  'Skal det dere eier sammen, selges hvis samarbeidet avsluttes?': {
    text: 'Skal det de eig saman, seljast dersom samarbeidet blir avslutta?',
    clauseYes:
      'Dersom samarbeidet blir avslutta, blir det partane eig saman, selt, og salssummen blir fordelt etter eigardel.',
    clauseNo:
      'Dersom samarbeidet blir avslutta, kan ein av partane ta over det partane eig saman, mot å kjøpe ut dei andre til marknadsverdi.',
  },

  // ── events
  'Skal dere sette et samlet budsjett for arrangementet?': {
    text: 'Skal de setje eit samla budsjett for arrangementet?',
    clauseYes:
      'Partane set eit samla budsjett for arrangementet, og budsjettet kan berre overskridast når alle partane samtykkjer.',
    clauseNo: 'Partane set ikkje eit samla budsjett for arrangementet.',
  },
  'Skal kostnadene ved arrangementet deles likt?': {
    text: 'Skal kostnadene ved arrangementet delast likt?',
    clauseYes: 'Kostnadene ved arrangementet blir delte likt mellom partane.',
    clauseNo: 'Kostnadene ved arrangementet blir fordelte etter kor mange gjester kvar av partane inviterer.',
  },
  'Skal hver av dere kunne invitere like mange gjester?': {
    text: 'Skal kvar av dykk kunne invitere like mange gjester?',
    clauseYes: 'Kvar av partane kan invitere like mange gjester.',
    clauseNo: 'Gjestelista blir sett opp i fellesskap utan faste kvotar.',
  },
  'Skal barn inviteres til arrangementet?': {
    text: 'Skal barn inviterast til arrangementet?',
    clauseYes: 'Barn er inviterte til arrangementet.',
    clauseNo: 'Arrangementet er berre for vaksne.',
  },
  'Skal alkohol til gjestene dekkes av budsjettet?': {
    text: 'Skal alkohol til gjestene dekkjast av budsjettet?',
    clauseYes: 'Alkohol til gjestene blir dekt innanfor budsjettet.',
    clauseNo: 'Partane dekkjer ikkje alkohol, og gjestene kjøper sjølve det dei ønskjer.',
  },
  'Skal bestillinger over et fast beløp godkjennes av alle?': {
    text: 'Skal bestillingar over eit fast beløp godkjennast av alle?',
    clauseYes:
      'Bestillingar og avtalar over eit beløp som partane fastset i fellesskap, skal godkjennast av alle partane før dei blir inngåtte.',
    clauseNo:
      'Den som har ansvaret for ein del av arrangementet, kan inngå avtalar innanfor budsjettet utan førehandsgodkjenning.',
  },
  'Skal kostnader ved en avlysning deles på samme måte som de andre kostnadene?': {
    text: 'Skal kostnader ved ei avlysing delast på same måte som dei andre kostnadene?',
    clauseYes:
      'Dersom arrangementet blir avlyst, blir kostnader som ikkje kan refunderast, delte på same måte som dei andre kostnadene.',
    clauseNo:
      'Dersom arrangementet blir avlyst, dekkjer kvar av partane sjølv dei kostnadene vedkomande har pådrege seg.',
  },
  'Skal pengegaver brukes til å dekke kostnadene?': {
    text: 'Skal pengegåver brukast til å dekkje kostnadene?',
    clauseYes: 'Pengegåver blir først brukte til å dekkje kostnadene ved arrangementet.',
    clauseNo: 'Pengegåver går til den eller dei arrangementet blir halde for.',
  },
  'Skal venner og familie hjelpe til i stedet for innleid personale?': {
    text: 'Skal vener og familie hjelpe til i staden for innleigd personale?',
    clauseYes: 'Partane bruker vener og familie som frivillige hjelparar til servering, pynting og rydding.',
    clauseNo: 'Partane leiger inn personale til servering, pynting og rydding.',
  },
  'Skal én av dere føre regnskap og legge det fram etter arrangementet?': {
    text: 'Skal éin av dykk føre rekneskap og leggje han fram etter arrangementet?',
    clauseYes:
      'Éin av partane fører rekneskap over alle inntekter og utgifter og legg han fram for dei andre partane seinast éin månad etter arrangementet.',
    clauseNo:
      'Partane fører ikkje ein eigen rekneskap for arrangementet, men kvar av dei legg fram kvitteringar for utgiftene sine når kostnadene blir gjorde opp.',
  },
  'Skal hver av dere ha ansvaret for en bestemt del av planleggingen?': {
    text: 'Skal kvar av dykk ha ansvaret for ein bestemd del av planlegginga?',
    clauseYes:
      'Kvar av partane har ansvaret for ein bestemd del av planlegginga, slik det går fram av ei eiga oppgåveliste.',
    clauseNo: 'Partane planlegg alle delar av arrangementet i fellesskap.',
  },
  'Skal dere leie lokale?': {
    text: 'Skal de leige lokale?',
    clauseYes: 'Partane leiger lokale til arrangementet og deler leiga likt.',
    clauseNo: 'Arrangementet blir halde heime hos ein av partane eller ein annan stad utan leigekostnad.',
  },
  'Skal maten bestilles fra et cateringfirma i stedet for at dere lager den selv?': {
    text: 'Skal maten bestillast frå eit cateringfirma i staden for at de lagar han sjølve?',
    clauseYes: 'Maten til arrangementet blir bestilt frå eit cateringfirma.',
    clauseNo: 'Partane lagar maten til arrangementet sjølve.',
  },
  'Skal alle være med og rydde etter arrangementet?': {
    text: 'Skal alle vere med og rydde etter arrangementet?',
    clauseYes: 'Alle partane deltek i ryddinga etter arrangementet.',
    clauseNo: 'Ryddinga etter arrangementet blir sett bort eller utført av dei som har teke på seg oppgåva.',
  },
  'Skal et eventuelt overskudd fordeles etter hva hver av dere har bidratt med?': {
    text: 'Skal eit eventuelt overskot fordelast etter kva kvar av dykk har bidrege med?',
    clauseYes: 'Eit eventuelt overskot blir fordelt mellom partane etter kva kvar av dei har bidrege med.',
    clauseNo: 'Eit eventuelt overskot går til den eller dei arrangementet blir halde for.',
  },
  'Skal bilder fra arrangementet kunne deles i sosiale medier?': {
    text: 'Skal bilete frå arrangementet kunne delast i sosiale medium?',
    clauseYes:
      'Bilete frå arrangementet kan delast i sosiale medium, men berre med samtykke frå dei som er avbilda.',
    clauseNo: 'Bilete frå arrangementet blir ikkje delte i sosiale medium.',
  },
  'Skal dere spleise på en felles gave?': {
    text: 'Skal de spleise på ei felles gåve?',
    clauseYes: 'Partane spleisar på ei felles gåve, og kostnaden blir delt likt.',
    clauseNo: 'Kvar av partane kjøper si eiga gåve.',
  },

  // ── purchase
  'Skal kjøpesummen betales i sin helhet før kjøperen overtar det som selges?': {
    text: 'Skal heile kjøpesummen betalast før kjøparen tek over det som blir selt?',
    clauseYes: 'Kjøparen betaler heile kjøpesummen før kjøparen tek over det som blir selt.',
    clauseNo:
      'Kjøparen tek over det som blir selt, før heile kjøpesummen er betalt, og betaler resten etter ein plan som partane avtaler skriftleg.',
  },
  'Skal kjøpesummen betales ved bankoverføring?': {
    text: 'Skal kjøpesummen betalast ved bankoverføring?',
    clauseYes: 'Kjøpesummen blir betalt ved bankoverføring til ein konto som seljaren oppgjev.',
    clauseNo:
      'Kjøpesummen blir betalt på ein annan måte som partane avtaler skriftleg, og seljaren kvitterer for beløpet.',
  },
  'Skal selgeren fortelle kjøperen skriftlig om alle feil og skader selgeren kjenner til?': {
    text: 'Skal seljaren fortelje kjøparen skriftleg om alle feil og skadar seljaren kjenner til?',
    clauseYes:
      'Seljaren har før kjøpet gitt kjøparen ei skriftleg liste over alle feil og skadar som seljaren kjenner til.',
    clauseNo: 'Seljaren gjev ikkje kjøparen ei skriftleg liste over kjende feil og skadar.',
  },
  'Har kjøperen fått undersøke det som selges før kjøpet?': {
    text: 'Har kjøparen fått undersøkje det som blir selt, før kjøpet?',
    clauseYes: 'Kjøparen har fått undersøkje det som blir selt, før kjøpet.',
    clauseNo: 'Kjøparen har ikkje undersøkt det som blir selt, før kjøpet.',
  },
  'Skal det som selges, overleveres senest én uke etter at avtalen er signert?': {
    text: 'Skal det som blir selt, overleverast seinast éi veke etter at avtalen er signert?',
    clauseYes:
      'Det som blir selt, blir overlevert til kjøparen seinast éi veke etter at alle partane har signert avtalen.',
    clauseNo:
      'Det som blir selt, blir overlevert når kjøparen har betalt, på eit tidspunkt partane blir samde om.',
  },
  'Skal selgeren bære risikoen for skade på det som selges fram til overleveringen?': {
    text: 'Skal seljaren bere risikoen for skade på det som blir selt, fram til overleveringa?',
    clauseYes:
      'Seljaren ber risikoen for skade på eller tap av det som blir selt, fram til det er overlevert til kjøparen.',
    clauseNo: 'Kjøparen ber risikoen for skade på eller tap av det som blir selt, frå avtalen er signert.',
  },
  'Skal selgeren bekrefte at ingen andre har pant i eller eierrett til det som selges?': {
    text: 'Skal seljaren stadfeste at ingen andre har pant i eller eigarrett til det som blir selt?',
    clauseYes: 'Seljaren stadfestar at ingen andre har pant i eller eigarrett til det som blir selt.',
    clauseNo:
      'Partane har ikkje avtalt at seljaren stadfestar at det som blir selt, er fritt for pant og for eigarrett som andre har.',
  },
  'Skal utstyr og tilbehør som hører til, følge med i kjøpet?': {
    text: 'Skal utstyr og tilbehøyr som høyrer til, følgje med i kjøpet?',
    clauseYes:
      'Utstyr og tilbehøyr som høyrer til det som blir selt, følgjer med i kjøpet utan ekstra betaling.',
    clauseNo: 'Berre det som er nemnt i avtalen, følgjer med i kjøpet.',
  },
  'Skal kjøperen kunne gå fra kjøpet hvis det som selges, har en alvorlig feil som selgeren kjente til?': {
    text: 'Skal kjøparen kunne gå frå kjøpet dersom det som blir selt, har ein alvorleg feil som seljaren kjende til?',
    clauseYes:
      'Kjøparen kan gå frå kjøpet og få pengane tilbake dersom det som blir selt, har ein alvorleg feil som seljaren kjende til og ikkje opplyste om.',
    clauseNo: 'Partane har ikkje avtalt ein eigen rett for kjøparen til å gå frå kjøpet.',
  },
  'Skal kjøperen hente det som selges, hos selgeren?': {
    text: 'Skal kjøparen hente det som blir selt, hos seljaren?',
    clauseYes: 'Kjøparen hentar det som blir selt, hos seljaren og betaler sjølv for transporten.',
    clauseNo: 'Seljaren leverer det som blir selt, til kjøparen og betaler for transporten.',
  },
  'Skal kjøperen betale et forskudd når avtalen signeres?': {
    text: 'Skal kjøparen betale eit forskot når avtalen blir signert?',
    clauseYes:
      'Kjøparen betaler eit forskot på kjøpesummen når avtalen blir signert, og forskotet blir trekt frå ved sluttoppgjeret.',
    clauseNo: 'Kjøparen betaler ikkje noko forskot.',
  },
  'Skal selgeren gi kjøperen kvitteringer og papirer som hører til det som selges?': {
    text: 'Skal seljaren gje kjøparen kvitteringar og papir som høyrer til det som blir selt?',
    clauseYes:
      'Seljaren gjev kjøparen kvitteringar, servicehistorikk og andre papir som høyrer til det som blir selt, ved overleveringa.',
    clauseNo: 'Seljaren har ikkje teke på seg å gje kjøparen papir som høyrer til det som blir selt.',
  },

  // ── tenancy
  'Skal ingen av dere kunne si opp leieforholdet det første året?': {
    text: 'Skal ingen av dykk kunne seie opp leigeforholdet det første året?',
    clauseYes:
      'Leigeforholdet gjeld til det blir sagt opp, men ingen av partane kan seie det opp med verknad før det har vart i eitt år.',
    clauseNo: 'Leigeforholdet gjeld til det blir sagt opp.',
  },
  'Skal leien betales forskuddsvis hver måned?': {
    text: 'Skal leiga betalast forskotsvis kvar månad?',
    clauseYes: 'Leigetakaren betaler leiga forskotsvis innan den første dagen i kvar månad.',
    clauseNo: 'Leigetakaren betaler leiga etterskotsvis, seinast den siste dagen i kvar månad.',
  },
  'Skal strøm og oppvarming være med i leien?': {
    text: 'Skal straum og oppvarming vere med i leiga?',
    clauseYes: 'Straum og oppvarming er med i leiga.',
    clauseNo: 'Leigetakaren betaler sjølv for straum og oppvarming etter målt eller avtalt forbruk.',
  },
  'Skal leietakeren stille depositum?': {
    text: 'Skal leigetakaren stille depositum?',
    clauseYes: 'Leigetakaren stiller depositum på ein eigen depositumskonto i namnet til leigetakaren.',
    clauseNo: 'Leigetakaren stiller ikkje depositum.',
  },
  'Skal det som leies ut, leies ut møblert?': {
    text: 'Skal det som blir leigd ut, leigast ut møblert?',
    clauseYes:
      'Det som blir leigd ut, blir leigd ut møblert, og partane skriv ei liste over møblar og utstyr ved innflyttinga.',
    clauseNo: 'Det som blir leigd ut, blir leigd ut umøblert.',
  },
  'Skal leietakeren kunne ha dyr?': {
    text: 'Skal leigetakaren kunne ha dyr?',
    clauseYes: 'Leigetakaren kan ha dyr.',
    clauseNo: 'Leigetakaren kan ikkje ha dyr utan skriftleg samtykke frå utleigaren.',
  },
  'Skal det være røykeforbud innendørs?': {
    text: 'Skal det vere røykjeforbod innandørs?',
    clauseYes: 'Det er ikkje lov å røykje innandørs i det som blir leigd ut.',
    clauseNo: 'Partane har ikkje avtalt røykjeforbod.',
  },
  'Skal partene gå gjennom det som leies ut sammen ved innflytting og utflytting?': {
    text: 'Skal partane gå gjennom det som blir leigd ut, saman ved innflytting og utflytting?',
    clauseYes:
      'Partane går saman gjennom det som blir leigd ut, ved innflytting og ved utflytting, og skriv ned tilstanden begge gongene.',
    clauseNo: 'Partane går ikkje saman gjennom det som blir leigd ut, ved innflytting og utflytting.',
  },
  'Skal leietakeren ta seg av snømåking og plenklipping?': {
    text: 'Skal leigetakaren ta seg av snømåking og plenklipping?',
    clauseYes:
      'Leigetakaren tek seg av snømåking og plenklipping ved inngangen og på uteområdet som høyrer til det som blir leigd ut.',
    clauseNo: 'Utleigaren tek seg av snømåking og plenklipping.',
  },
  'Skal leietakeren kunne ha overnattingsgjester?': {
    text: 'Skal leigetakaren kunne ha overnattingsgjester?',
    clauseYes:
      'Leigetakaren kan ha overnattingsgjester, men ingen andre kan bu fast i det som blir leigd ut.',
    clauseNo: 'Leigetakaren kan ikkje ha overnattingsgjester utan at utleigaren har samtykt.',
  },
  'Skal leietakeren ha en egen bod?': {
    text: 'Skal leigetakaren ha ei eiga bod?',
    clauseYes: 'Leigetakaren disponerer ei eiga bod som høyrer til det som blir leigd ut.',
    clauseNo: 'Det følgjer inga bod med det som blir leigd ut.',
  },
  'Skal leietakeren kunne male og henge opp bilder?': {
    text: 'Skal leigetakaren kunne måle og hengje opp bilete?',
    clauseYes:
      'Leigetakaren kan måle i nøytrale fargar og hengje opp bilete, og set det som blir leigd ut, tilbake i same stand ved utflytting dersom utleigaren ber om det.',
    clauseNo:
      'Leigetakaren kan ikkje måle eller gjere andre endringar i det som blir leigd ut, utan skriftleg samtykke frå utleigaren.',
  },

  // ── inheritance
  'Skal arven deles likt mellom dere?': {
    text: 'Skal arven delast likt mellom dykk?',
    clauseYes: 'Det som partane arvar, blir delt likt mellom dei.',
    clauseNo:
      'Det som partane arvar, blir delt etter den delen kvar av dei har rett til etter arvelova og eit eventuelt testament.',
  },
  'Skal dere overta boet til privat skifte?': {
    text: 'Skal de ta over buet til privat skifte?',
    description:
      'Dei arvingane som tek over buet til privat skifte, blir som hovudregel personleg ansvarlege for all gjelda etter avdøde, òg den delen som er større enn det buet eig. Eit proklama (kreditorvarsel) før de tek over, gjev oversikt over gjelda.',
    clauseYes:
      'Partane tek over buet til privat skifte og veit at dei då som hovudregel blir personleg og solidarisk ansvarlege for gjelda etter avdøde, òg for gjeld som er større enn det buet eig.',
    clauseNo:
      'Ingen av partane tek over ansvaret for gjelda etter avdøde, og buet blir då skifta offentleg av tingretten dersom ingen andre arvingar tek over gjelda.',
  },
  'Skal en av dere få overta eiendelene først, mot å betale de andre ut?': {
    text: 'Skal ein av dykk få ta over eigedelane først, mot å betale dei andre ut?',
    clauseYes:
      'Den av partane som ønskjer å ta over ein eigedel frå arven, kan gjere det mot å betale dei andre partane delen deira av verdien.',
    clauseNo:
      'Eigedelar frå arven som fleire ønskjer, blir selde, og salssummen blir delt etter delane til partane.',
  },
  'Skal verdien av større eiendeler settes av en takstmann?': {
    text: 'Skal verdien av større eigedelar setjast av ein takstmann?',
    clauseYes:
      'Verdien av større eigedelar frå arven blir sett av ein uavhengig takstmann, og partane deler kostnaden etter delane sine.',
    clauseNo: 'Partane set verdien av eigedelane frå arven i fellesskap.',
  },
  'Skal dere trekke lodd om gjenstander flere av dere ønsker?': {
    text: 'Skal de trekkje lodd om gjenstandar fleire av dykk ønskjer?',
    clauseYes: 'Når fleire av partane ønskjer same gjenstand frå arven, blir det avgjort ved loddtrekning.',
    clauseNo: 'Når fleire av partane ønskjer same gjenstand frå arven, forhandlar dei fram ei løysing.',
  },
  'Skal gaver som noen av dere har fått tidligere, regnes med i oppgjøret?': {
    text: 'Skal gåver som nokon av dykk har fått tidlegare, reknast med i oppgjeret?',
    clauseYes:
      'Større gåver som ein av partane har fått tidlegare, blir trekte frå delen til den parten i oppgjeret etter den verdien partane blir samde om.',
    clauseNo: 'Gåver som partane har fått tidlegare, blir ikkje rekna med i oppgjeret.',
  },
  'Skal én av dere ha ansvaret for å ordne det praktiske?': {
    text: 'Skal éin av dykk ha ansvaret for å ordne det praktiske?',
    clauseYes:
      'Éin av partane, som dei vel i fellesskap, har ansvaret for det praktiske arbeidet med oppgjeret og held dei andre partane orienterte.',
    clauseNo: 'Partane deler det praktiske arbeidet med oppgjeret mellom seg.',
  },
  'Skal den som gjør det praktiske arbeidet, få dekket utgiftene sine?': {
    text: 'Skal den som gjer det praktiske arbeidet, få dekt utgiftene sine?',
    clauseYes:
      'Den av partane som gjer det praktiske arbeidet med oppgjeret, får dekt dokumenterte utgifter før arven blir delt.',
    clauseNo: 'Kvar av partane dekkjer sjølv utgiftene sine til arbeidet med oppgjeret.',
  },
  'Skal gjenstander med affeksjonsverdi fordeles før resten?': {
    text: 'Skal gjenstandar med affeksjonsverdi fordelast før resten?',
    clauseYes: 'Gjenstandar med affeksjonsverdi blir fordelte mellom partane før resten av arven.',
    clauseNo: 'Gjenstandar med affeksjonsverdi blir fordelte saman med resten av arven.',
  },
  'Skal dere rydde og tømme boligen sammen?': {
    text: 'Skal de rydde og tømme bustaden saman?',
    clauseYes: 'Partane ryddar og tømmer bustaden saman på datoar dei blir samde om.',
    clauseNo:
      'Partane betaler for rydding og tømming av bustaden, og kostnaden blir trekt frå arven før han blir delt.',
  },
  'Skal praktiske beslutninger om oppgjøret kunne tas med flertall?': {
    text: 'Skal praktiske avgjerder om oppgjeret kunne takast med fleirtal?',
    clauseYes:
      'Praktiske avgjerder om oppgjeret, som rydding av bustaden og sal av innbu, blir tekne med fleirtal blant partane, og står røystene likt, blir saka avgjord ved loddtrekning, medan alle andre avgjerder om arven krev samtykke frå alle partane, og ingen av partane mistar retten til å krevje offentleg skifte.',
    clauseNo: 'Alle avgjerder om arven blir tekne av alle partane i fellesskap.',
  },
  'Skal en bolig eller hytte fra arven beholdes i familien?': {
    text: 'Skal ein bustad eller ei hytte frå arven bli verande i familien?',
    clauseYes:
      'Ein bustad eller ei hytte frå arven blir verande i familien, og dei av partane som eig eigedomen saman, lagar ein eigen avtale om bruk og kostnader.',
    clauseNo:
      'Ein bustad eller ei hytte frå arven blir seld, og salssummen blir delt etter delane til partane.',
  },
  'Skal oppgjøret være ferdig senest ett år etter dødsfallet?': {
    text: 'Skal oppgjeret vere ferdig seinast eitt år etter dødsfallet?',
    clauseYes: 'Partane gjer oppgjeret ferdig seinast eitt år etter dødsfallet.',
    clauseNo: 'Partane har ikkje sett ein frist for når oppgjeret skal vere ferdig.',
  },

  // ── economy
  'Skal utgiftene deles likt mellom dere?': {
    text: 'Skal utgiftene delast likt mellom dykk?',
    clauseYes: 'Partane deler utgiftene likt.',
    clauseNo: 'Partane fordeler utgiftene etter ein annan fordelingsnøkkel som dei blir samde om skriftleg.',
  },
  'Skal utgiftene fordeles etter hvor mye hver av dere bruker det dere deler?': {
    text: 'Skal utgiftene fordelast etter kor mykje kvar av dykk bruker det de deler?',
    clauseYes: 'Utgiftene blir fordelte etter kor mykje kvar av partane bruker det dei deler.',
    clauseNo: 'Utgiftene blir fordelte uavhengig av kor mykje kvar av partane bruker det dei deler.',
  },
  'Skal utgiftene fordeles etter inntekt?': {
    text: 'Skal utgiftene fordelast etter inntekt?',
    clauseYes: 'Utgiftene blir fordelte forholdsmessig etter inntekta til partane.',
    clauseNo: 'Utgiftene blir fordelte utan omsyn til inntekta til partane.',
  },
  'Skal dere opprette en felles konto for utgiftene?': {
    text: 'Skal de opprette ein felles konto for utgiftene?',
    clauseYes: 'Partane opprettar ein felles konto som blir brukt til dei felles utgiftene.',
    clauseNo: 'Partane har ingen felles konto, og kvar av dei betaler delen sin direkte.',
  },
  'Skal alle betale inn et fast beløp hver måned til de felles utgiftene?': {
    text: 'Skal alle betale inn eit fast beløp kvar månad til dei felles utgiftene?',
    clauseYes: 'Kvar av partane betaler inn eit fast månadleg beløp til dei felles utgiftene.',
    clauseNo: 'Partane betaler dei felles utgiftene etter kvart som dei kjem.',
  },
  'Skal dere sette et felles budsjett?': {
    text: 'Skal de setje eit felles budsjett?',
    clauseYes:
      'Partane set eit felles budsjett, og budsjettet kan berre overskridast når alle partane samtykkjer.',
    clauseNo: 'Partane set ikkje eit felles budsjett.',
  },
  'Skal større kjøp godkjennes av alle på forhånd?': {
    text: 'Skal større kjøp godkjennast av alle på førehand?',
    clauseYes:
      'Kjøp over eit beløp som partane fastset i fellesskap, skal godkjennast av alle partane på førehand.',
    clauseNo: 'Kvar av partane kan gjere nødvendige kjøp utan førehandsgodkjenning frå dei andre.',
  },
  'Skal kvitteringer for felles utgifter tas vare på og deles med de andre?': {
    text: 'Skal kvitteringar for felles utgifter takast vare på og delast med dei andre?',
    clauseYes:
      'Partane tek vare på kvitteringar for felles utgifter og gjer dei tilgjengelege for kvarandre.',
    clauseNo: 'Partane har inga plikt til å dokumentere felles utgifter med kvittering.',
  },
  'Skal én av dere ha ansvaret for å føre regnskap?': {
    text: 'Skal éin av dykk ha ansvaret for å føre rekneskap?',
    clauseYes: 'Éin av partane har ansvaret for å føre rekneskap over dei felles inntektene og utgiftene.',
    clauseNo: 'Partane deler ansvaret for å halde oversikt over dei felles inntektene og utgiftene.',
  },
  'Skal dere gjøre opp pengene mellom dere hver måned?': {
    text: 'Skal de gjere opp pengane mellom dykk kvar månad?',
    clauseYes: 'Partane gjer opp mellomværet seg imellom kvar månad.',
    clauseNo: 'Partane gjer opp mellomværet seg imellom når ein av dei ber om det.',
  },
  'Skal utlegg betales tilbake innen 14 dager?': {
    text: 'Skal utlegg betalast tilbake innan 14 dagar?',
    clauseYes: 'Utlegg som ein part har hatt for dei andre, blir betalte tilbake innan 14 dagar.',
    clauseNo: 'Utlegg som ein part har hatt for dei andre, blir betalte tilbake når partane gjer opp samla.',
  },
  'Skal dere bruke en app eller et regneark for å holde oversikt over hvem som har betalt hva?': {
    text: 'Skal de bruke ein app eller eit rekneark for å halde oversikt over kven som har betalt kva?',
    clauseYes:
      'Partane bruker ein felles app eller eit felles rekneark for å halde oversikt over kven som har betalt kva.',
    clauseNo: 'Partane held oversikt over utgiftene utan ein felles app eller eit felles rekneark.',
  },
  'Skal dere sette av penger til uforutsette utgifter?': {
    text: 'Skal de setje av pengar til uføresette utgifter?',
    clauseYes: 'Partane set av eit fast beløp til uføresette utgifter i ein eigen buffer.',
    clauseNo: 'Uføresette utgifter blir fordelte mellom partane når dei oppstår.',
  },
  'Skal eventuelle inntekter fordeles på samme måte som utgiftene?': {
    text: 'Skal eventuelle inntekter fordelast på same måte som utgiftene?',
    clauseYes: 'Eventuelle inntekter blir fordelte mellom partane på same måte som utgiftene.',
    clauseNo:
      'Eventuelle inntekter blir først brukte til å dekkje felles utgifter, og eit overskot blir fordelt etter eigen avtale mellom partane.',
  },
  'Skal dere se på fordelingen av utgiftene på nytt hvert år?': {
    text: 'Skal de sjå på fordelinga av utgiftene på nytt kvart år?',
    clauseYes: 'Partane går gjennom fordelinga av utgiftene éin gong i året og justerer henne ved behov.',
    clauseNo: 'Fordelinga av utgiftene gjeld uendra inntil partane skriftleg blir samde om noko anna.',
  },
  'Skal små utgifter under 200 kroner holdes utenfor oppgjøret?': {
    text: 'Skal små utgifter under 200 kroner haldast utanfor oppgjeret?',
    clauseYes: 'Utgifter under 200 kroner blir haldne utanfor oppgjeret mellom partane.',
    clauseNo: 'Alle utgifter, òg små beløp, blir tekne med i oppgjeret mellom partane.',
  },

  // ── communication
  'Skal dere ha et fast møte for å gå gjennom avtalen?': {
    text: 'Skal de ha eit fast møte for å gå gjennom avtalen?',
    clauseYes: 'Partane møtest jamleg til eit fast møte for å gå gjennom avtalen.',
    clauseNo: 'Partane går gjennom avtalen ved behov.',
  },
  'Skal avtalen gjennomgås minst én gang i året?': {
    text: 'Skal de gå gjennom avtalen minst éin gong i året?',
    clauseYes: 'Partane går gjennom avtalen minst éin gong i året og oppdaterer han ved behov.',
    clauseNo: 'Avtalen gjeld uendra inntil ein av partane ber om ein gjennomgang.',
  },
  'Skal dere bruke en felles chat eller gruppe for beskjeder som gjelder avtalen?': {
    text: 'Skal de bruke ein felles chat eller ei felles gruppe for beskjedar som gjeld avtalen?',
    clauseYes: 'Partane bruker ein felles chat eller ei felles gruppe for beskjedar som gjeld avtalen.',
    clauseNo: 'Partane gjev kvarandre beskjed direkte, utan ein felles chat eller ei felles gruppe.',
  },
  'Skal beskjeder som gjelder avtalen, besvares innen 48 timer?': {
    text: 'Skal beskjedar som gjeld avtalen, svarast på innan 48 timar?',
    clauseYes: 'Beskjedar som gjeld avtalen, blir svara på innan 48 timar.',
    clauseNo: 'Partane har ingen fast frist for å svare på beskjedar som gjeld avtalen.',
  },
  'Skal uenigheter tas opp direkte med den det gjelder?': {
    text: 'Skal usemjer takast opp direkte med den det gjeld?',
    clauseYes: 'Usemjer blir tekne opp direkte med den eller dei det gjeld, så snart som mogleg.',
    clauseNo: 'Usemjer blir tekne opp samla på neste felles møte.',
  },
  'Skal dere søke hjelp hos en nøytral tredjepart hvis dere ikke blir enige?': {
    text: 'Skal de søkje hjelp hos ein nøytral tredjepart dersom de ikkje blir samde?',
    clauseYes:
      'Dersom partane ikkje blir samde, søkjer dei hjelp hos ein nøytral tredjepart, til dømes ein meklar eller konfliktrådet.',
    clauseNo: 'Dersom partane ikkje blir samde, kan kvar av dei ta saka vidare utan først å prøve mekling.',
  },
  'Skal alle få si sin mening før beslutninger tas?': {
    text: 'Skal alle få seie meininga si før avgjerder blir tekne?',
    clauseYes: 'Alle partane skal få seie meininga si før avgjerder som gjeld avtalen, blir tekne.',
    clauseNo: 'Avgjerder innanfor ansvarsområdet til ein part kan takast av denne parten åleine.',
  },
  'Skal beslutninger dere tar sammen, skrives ned?': {
    text: 'Skal avgjerder de tek saman, skrivast ned?',
    clauseYes: 'Avgjerder som partane tek saman, blir skrivne ned og gjorde tilgjengelege for alle partane.',
    clauseNo: 'Partane skriv ikkje ned avgjerder dei tek saman.',
  },
  'Skal dere varsle hverandre i god tid om endringer som kan påvirke avtalen?': {
    text: 'Skal de varsle kvarandre i god tid om endringar som kan påverke avtalen?',
    clauseYes: 'Partane varslar kvarandre i god tid om endringar som kan påverke avtalen.',
    clauseNo: 'Partane har inga særskild plikt til å varsle kvarandre om endringar som kan påverke avtalen.',
  },
  'Skal dokumenter som gjelder avtalen, lagres på et felles sted?': {
    text: 'Skal dokument som gjeld avtalen, lagrast på ein felles stad?',
    clauseYes:
      'Dokument, kvitteringar og avtalar som gjeld samarbeidet, blir lagra på ein felles stad som alle partane har tilgang til.',
    clauseNo: 'Kvar av partane oppbevarer sjølv dei dokumenta vedkomande har.',
  },
  'Skal én av dere ha hovedansvaret for å følge opp avtalen?': {
    text: 'Skal éin av dykk ha hovudansvaret for å følgje opp avtalen?',
    clauseYes: 'Éin av partane har hovudansvaret for å følgje opp avtalen og kalle inn til møte.',
    clauseNo: 'Alle partane har eit felles ansvar for å følgje opp avtalen.',
  },
  'Skal det dere drøfter om avtalen, holdes mellom dere?': {
    text: 'Skal det de drøftar om avtalen, haldast mellom dykk?',
    clauseYes: 'Det partane drøftar seg imellom om avtalen, blir handsama fortruleg.',
    clauseNo: 'Partane har inga særskild plikt til å handsame drøftingane om avtalen fortruleg.',
  },
  'Skal avtalen først gjelde for en prøveperiode på tre måneder?': {
    text: 'Skal avtalen først gjelde for ein prøveperiode på tre månader?',
    clauseYes:
      'Avtalen gjeld først for ein prøveperiode på tre månader, og partane evaluerer han ved slutten av perioden.',
    clauseNo: 'Avtalen gjeld frå han er inngått, utan nokon prøveperiode.',
  },
  'Skal alle ha innsyn i regnskap og dokumentasjon som gjelder avtalen?': {
    text: 'Skal alle ha innsyn i rekneskap og dokumentasjon som gjeld avtalen?',
    clauseYes: 'Alle partane har fullt innsyn i rekneskap og dokumentasjon som gjeld avtalen.',
    clauseNo: 'Innsyn i rekneskap og dokumentasjon blir gitt etter førespurnad.',
  },
  'Skal dere ringe hverandre når noe haster?': {
    text: 'Skal de ringje kvarandre når noko hastar?',
    clauseYes: 'Partane ringjer kvarandre når noko hastar, og bruker skriftlege meldingar elles.',
    clauseNo: 'Partane bruker dei same kanalane for alle beskjedar, uansett kor mykje det hastar.',
  },
  'Skal dere prøve å løse uenigheter dere imellom før dere involverer andre?': {
    text: 'Skal de prøve å løyse usemjer dykk imellom før de involverer andre?',
    clauseYes: 'Partane prøver å løyse usemjer seg imellom før dei involverer andre.',
    clauseNo: 'Kvar av partane står fritt til å søkje råd hos andre ved usemje.',
  },

  // ── ending
  'Skal avtalen kunne sies opp med én måneds varsel?': {
    text: 'Skal avtalen kunne seiast opp med éin månads varsel?',
    clauseYes: 'Kvar av partane kan seie opp avtalen skriftleg med éin månads varsel.',
    clauseNo: 'Avtalen kan ikkje seiast opp med kortare varsel enn tre månader.',
  },
  'Skal avtalen gjelde for en bestemt periode?': {
    text: 'Skal avtalen gjelde for ein bestemd periode?',
    clauseYes:
      'Avtalen gjeld for ein bestemd periode som partane fastset skriftleg, og han opphøyrer ved slutten av perioden med mindre han blir forlengd.',
    clauseNo: 'Avtalen gjeld inntil vidare.',
  },
  'Skal avtalen fornyes automatisk hvis ingen sier den opp?': {
    text: 'Skal avtalen fornyast automatisk dersom ingen seier han opp?',
    clauseYes: 'Avtalen blir fornya automatisk for eitt år om gongen dersom ingen av partane seier han opp.',
    clauseNo: 'Avtalen blir ikkje fornya automatisk.',
  },
  'Skal en oppsigelse av avtalen skje skriftlig?': {
    text: 'Skal ei oppseiing av avtalen skje skriftleg?',
    clauseYes: 'Oppseiing av avtalen skal skje skriftleg.',
    clauseNo: 'Oppseiing av avtalen kan skje både munnleg og skriftleg.',
  },
  'Skal alle økonomiske mellomværender gjøres opp innen 30 dager etter at avtalen er avsluttet?': {
    text: 'Skal alle økonomiske mellomvære gjerast opp innan 30 dagar etter at avtalen er avslutta?',
    clauseYes:
      'Når avtalen blir avslutta, blir alle økonomiske mellomvære mellom partane gjorde opp innan 30 dagar.',
    clauseNo:
      'Når avtalen blir avslutta, blir økonomiske mellomvære gjorde opp etter kvart som dei blir kjende.',
  },
  'Skal den som avslutter avtalen, dekke kostnadene som følger av det?': {
    text: 'Skal den som avsluttar avtalen, dekkje kostnadene som følgjer av det?',
    clauseYes: 'Den av partane som avsluttar avtalen, dekkjer dei kostnadene som avslutninga fører med seg.',
    clauseNo: 'Kostnader som følgjer av at avtalen blir avslutta, blir delte likt mellom partane.',
  },
  'Skal avtalen kunne avsluttes umiddelbart ved vesentlig brudd?': {
    text: 'Skal avtalen kunne avsluttast med ein gong ved vesentleg brot?',
    clauseYes: 'Ved vesentleg brot på avtalen kan dei andre partane avslutte han med umiddelbar verknad.',
    clauseNo: 'Òg ved brot på avtalen gjeld den ordinære oppseiingstida.',
  },
  'Skal avtalen fortsette mellom de andre hvis én av dere trekker seg ut?': {
    text: 'Skal avtalen halde fram mellom dei andre dersom éin av dykk trekkjer seg ut?',
    clauseYes: 'Dersom éin av partane trekkjer seg ut, gjeld avtalen framleis for dei andre partane.',
    clauseNo: 'Dersom éin av partane trekkjer seg ut, opphøyrer avtalen for alle partane.',
  },
  'Skal felles eiendeler fordeles etter eierandel når avtalen avsluttes?': {
    text: 'Skal felles eigedelar fordelast etter eigardel når avtalen blir avslutta?',
    clauseYes: 'Når avtalen blir avslutta, blir felles eigedelar fordelte etter eigardel.',
    clauseNo: 'Når avtalen blir avslutta, blir felles eigedelar fordelte likt mellom partane.',
  },
  'Skal felles eiendeler selges hvis dere ikke blir enige om hvem som skal overta dem?': {
    text: 'Skal felles eigedelar seljast dersom de ikkje blir samde om kven som skal ta over dei?',
    clauseYes:
      'Dersom partane ikkje blir samde om kven som skal ta over felles eigedelar, blir dei selde, og salssummen blir fordelt etter eigardel.',
    clauseNo:
      'Dersom partane ikkje blir samde om kven som skal ta over felles eigedelar, blir det avgjort ved loddtrekning, og den som tek over, kjøper ut dei andre.',
  },
  'Skal dere forsøke mekling før avtalen avsluttes på grunn av uenighet?': {
    text: 'Skal de prøve mekling før avtalen blir avslutta på grunn av usemje?',
    clauseYes: 'Før avtalen blir avslutta på grunn av usemje, skal partane prøve mekling.',
    clauseNo: 'Avtalen kan avsluttast på grunn av usemje utan mekling på førehand.',
  },
  'Skal dere ha en avslutningssamtale når avtalen opphører?': {
    text: 'Skal de ha ein avslutningssamtale når avtalen opphøyrer?',
    clauseYes:
      'Når avtalen opphøyrer, gjennomfører partane ein avslutningssamtale for å sikre eit ryddig oppgjer.',
    clauseNo: 'Partane gjennomfører ingen eigen avslutningssamtale når avtalen opphøyrer.',
  },
  'Skal avtalen opphøre automatisk hvis formålet med den faller bort?': {
    text: 'Skal avtalen opphøyre automatisk dersom føremålet med han fell bort?',
    clauseYes: 'Avtalen opphøyrer automatisk dersom føremålet med han fell bort.',
    clauseNo: 'Avtalen gjeld til han blir sagt opp, òg om føremålet med han fell bort.',
  },
  'Skal nøkler, utstyr og andre eiendeler leveres tilbake når avtalen avsluttes?': {
    text: 'Skal nøklar, utstyr og andre eigedelar leverast tilbake når avtalen blir avslutta?',
    clauseYes:
      'Når avtalen blir avslutta, leverer partane tilbake nøklar, utstyr og andre eigedelar som høyrer til dei andre.',
    clauseNo:
      'Når avtalen blir avslutta, beheld kvar av partane det vedkomande har hos seg, med mindre noko anna blir avtalt.',
  },
  'Skal den som trekker seg ut, fortsatt svare for forpliktelser fra tiden vedkommende var med?': {
    text: 'Skal den som trekkjer seg ut, framleis svare for forpliktingar frå tida vedkomande var med?',
    clauseYes:
      'Ein part som trekkjer seg ut, har framleis ansvar for delen sin av forpliktingar som vart inngått medan vedkomande var part i avtalen.',
    clauseNo:
      'Ein part som trekkjer seg ut, er fri for alle forpliktingar etter avtalen frå det tidspunktet uttredinga får verknad.',
  },
  'Skal avtalen opphøre hvis en av dere dør?': {
    text: 'Skal avtalen opphøyre dersom ein av dykk døyr?',
    clauseYes: 'Dersom ein av partane døyr, opphøyrer avtalen, og mellomværet blir gjort opp med dødsbuet.',
    clauseNo:
      'Dersom ein av partane døyr, gjeld avtalen framleis for dei andre partane, og mellomværet med dødsbuet blir gjort opp etter reglane i avtalen.',
  },
};
