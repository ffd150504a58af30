import type { CatalogueTopic } from './catalogue.types';

/**
 * The seeded catalogue of topics. Topic and question keys are stable slugs used to seed
 * idempotently: do not rename them once they have been seeded; add new ones instead.
 *
 * Clause texts are written so that each one stands alone as a sentence in the generated
 * agreement. `showIf` always refers to an earlier question in the same topic.
 */
export const CATALOGUE: CatalogueTopic[] = [
  // ───────────────────────────────────────────────────────────── Samboeravtale (featured)
  {
    key: 'samboeravtale',
    title: 'Samboeravtale',
    description:
      'For par som bor sammen uten å være gift. Samboere har færre rettigheter etter loven enn ektefeller, så her blir dere enige om bolig, eiendeler, utgifter og hva som skjer ved et samlivsbrudd.',
    featured: true,
    questions: [
      {
        key: 'bolig-i-sameie',
        text: 'Eier dere sammen boligen dere bor i?',
        description: 'Svar ja hvis dere begge står som eiere av boligen.',
        clauseYes: 'Partene eier i sameie boligen de bor i.',
        clauseNo:
          'Partene eier ikke sammen boligen de bor i, og eierforholdet følger av kjøpekontrakt, skjøte eller leiekontrakt.',
      },
      {
        key: 'eierandel-etter-egenkapital',
        text: 'Skal eierandelene i boligen svare til det hver av dere har skutt inn av egenkapital?',
        clauseYes:
          'Partenes eierandeler i boligen svarer til det hver av dem har skutt inn av egenkapital, og fordelingen dokumenteres i et vedlegg til avtalen.',
        clauseNo:
          'Partene eier boligen med like store andeler, uavhengig av hvor mye egenkapital hver av dem har skutt inn.',
        showIf: { questionKey: 'bolig-i-sameie', equals: true },
      },
      {
        key: 'overta-bolig-ved-brudd',
        text: 'Skal den av dere som ønsker å bli boende, ha rett til å overta boligen ved et samlivsbrudd?',
        description: 'Uten avtale gir husstandsfellesskapsloven bare en slik rett i visse tilfeller.',
        clauseYes:
          'Ved samlivsbrudd har den av partene som ønsker å bli boende, rett til å overta den andres andel av boligen til markedsverdi fastsatt ved takst, og ønsker begge å overta, avgjøres det ved loddtrekning.',
        clauseNo:
          'Ved samlivsbrudd selges boligen på det åpne markedet, med mindre partene blir enige om noe annet.',
        showIf: { questionKey: 'bolig-i-sameie', equals: true },
      },
      {
        key: 'felles-konto',
        text: 'Skal dere ha en felles konto til de faste utgiftene?',
        clauseYes:
          'Partene oppretter en felles konto som brukes til husleie eller boliglån, strøm, forsikringer og andre faste husholdningsutgifter.',
        clauseNo:
          'Partene har ikke felles konto, og hver av dem betaler sin del av de faste utgiftene direkte.',
      },
      {
        key: 'utgifter-deles-likt',
        text: 'Skal de felles utgiftene deles likt mellom dere?',
        clauseYes: 'Partene deler de felles utgiftene likt.',
        clauseNo:
          'Partene fordeler de felles utgiftene forholdsmessig etter inntekt, med mindre de skriftlig blir enige om en annen fordeling.',
      },
      {
        key: 'innbo-hver-sitt',
        text: 'Skal hver av dere beholde det innboet dere hadde da dere flyttet sammen?',
        clauseYes:
          'Innbo og løsøre som hver av partene eide da samboerskapet startet, forblir vedkommendes eie, og en liste over dette legges ved avtalen.',
        clauseNo:
          'Innbo og løsøre som partene eide da samboerskapet startet, regnes som felles eie med like store andeler.',
      },
      {
        key: 'nye-eiendeler-felles',
        text: 'Skal det dere kjøper til hjemmet mens dere bor sammen, eies likt av dere begge?',
        clauseYes:
          'Innbo og andre eiendeler som anskaffes til felles bruk under samboerskapet, eies av partene med en halvpart hver, uavhengig av hvem som betalte.',
        clauseNo:
          'Innbo og andre eiendeler som anskaffes under samboerskapet, tilhører den av partene som betalte for dem, med mindre noe annet er dokumentert.',
      },
      {
        key: 'gjeld-hver-sin',
        text: 'Skal hver av dere alene bære den gjelden dere har tatt opp i eget navn?',
        clauseYes: 'I forholdet mellom partene bærer hver av dem selv den gjelden som er tatt opp i eget navn.',
        clauseNo:
          'Gjeld som er tatt opp i én av partenes navn for å dekke felles utgifter, fordeles likt mellom partene i deres innbyrdes forhold.',
      },
      {
        key: 'felles-barn',
        text: 'Har dere barn sammen?',
        clauseYes: 'Partene har felles barn.',
        clauseNo: 'Partene har ikke felles barn.',
      },
      {
        key: 'barneutgifter-deles-likt',
        text: 'Skal utgiftene til barna deles likt mellom dere?',
        clauseYes:
          'Partene deler utgiftene til felles barn likt, herunder barnehage, SFO, klær og fritidsaktiviteter.',
        clauseNo: 'Partene fordeler utgiftene til felles barn forholdsmessig etter inntekt.',
        showIf: { questionKey: 'felles-barn', equals: true },
      },
      {
        key: 'kompensasjon-redusert-stilling',
        text: 'Skal den av dere som går ned i stilling for å ta seg av barna, få kompensasjon for inntektstapet?',
        clauseYes:
          'Dersom en av partene reduserer sin stilling for å ta seg av felles barn, bidrar den andre parten med et månedlig beløp som partene avtaler skriftlig, for å utjevne inntektstapet.',
        clauseNo:
          'Ingen av partene har krav på kompensasjon dersom den ene reduserer sin stilling for å ta seg av felles barn.',
        showIf: { questionKey: 'felles-barn', equals: true },
      },
      {
        key: 'testament',
        text: 'Vil dere opprette testament for å sikre hverandre ved dødsfall?',
        description: 'Samboere har bare begrenset arverett etter hverandre uten testament.',
        clauseYes: 'Partene oppretter gjensidige testamenter for å sikre hverandre økonomisk ved dødsfall.',
        clauseNo:
          'Partene oppretter ikke testament i forbindelse med denne avtalen, og arv etter partene følger arvelovens regler.',
      },
      {
        key: 'livsforsikring',
        text: 'Skal dere tegne livsforsikring med hverandre som begunstiget?',
        clauseYes: 'Partene tegner livsforsikring med hverandre som begunstiget.',
        clauseNo: 'Partene har ingen plikt til å tegne livsforsikring med hverandre som begunstiget.',
      },
      {
        key: 'mekling-ved-uenighet',
        text: 'Skal dere forsøke mekling før dere går til retten hvis dere blir uenige om oppgjøret etter et brudd?',
        clauseYes:
          'Ved uenighet om oppgjøret etter et samlivsbrudd skal partene først forsøke å løse saken gjennom mekling.',
        clauseNo:
          'Ved uenighet om oppgjøret etter et samlivsbrudd kan hver av partene bringe saken inn for forliksrådet eller domstolene uten forutgående mekling.',
      },
      {
        key: 'revidere-ved-endringer',
        text: 'Skal dere gå gjennom avtalen på nytt hvis dere gifter dere, får barn eller kjøper ny bolig?',
        clauseYes:
          'Partene gjennomgår avtalen og reviderer den ved behov ved vesentlige endringer, som ekteskap, barn eller kjøp av ny bolig.',
        clauseNo: 'Avtalen gjelder uendret inntil partene skriftlig blir enige om noe annet.',
      },
    ],
  },

  // ───────────────────────────────────────────────────── Bofellesskap og kollektiv (featured)
  {
    key: 'bofellesskap',
    title: 'Bofellesskap og kollektiv',
    description:
      'For venner, studenter og andre som deler bolig. Bli enige om husleie, depositum, felles utgifter, vasking og regler for gjester.',
    featured: true,
    questions: [
      {
        key: 'husleie-deles-likt',
        text: 'Skal husleien deles likt mellom dere?',
        clauseYes: 'Partene deler husleien likt.',
        clauseNo: 'Husleien fordeles etter størrelsen på hvert enkelt rom eller etter egen avtale mellom partene.',
      },
      {
        key: 'en-leietaker',
        text: 'Er det bare én av dere som har skrevet under leiekontrakten med utleieren?',
        description: 'I så fall er det den personen som står ansvarlig overfor utleieren.',
        clauseYes:
          'Én av partene står alene som leietaker overfor utleieren, og de øvrige partene er forpliktet overfor denne parten til å betale sin andel av husleien i tide.',
        clauseNo: 'Alle partene står som leietakere i leiekontrakten og er ansvarlige overfor utleieren etter kontraktens vilkår.',
      },
      {
        key: 'husleie-betales-til-leietaker',
        text: 'Skal de andre betale sin andel av husleien til den som står på kontrakten, senest fem dager før forfall?',
        clauseYes:
          'Partene som ikke står på leiekontrakten, betaler sin andel av husleien til leietakeren senest fem dager før husleien forfaller.',
        clauseNo:
          'Partene som ikke står på leiekontrakten, betaler sin andel av husleien til leietakeren senest på forfallsdagen.',
        showIf: { questionKey: 'en-leietaker', equals: true },
      },
      {
        key: 'depositum-hver-sin-andel',
        text: 'Skal hver av dere betale sin andel av depositumet?',
        clauseYes:
          'Hver av partene betaler sin andel av depositumet og får denne andelen tilbake ved utflytting, fratrukket eventuelle krav fra utleieren for skader vedkommende er ansvarlig for.',
        clauseNo:
          'Depositumet betales av én av partene, og bare denne parten har krav på å få det tilbakebetalt når leieforholdet opphører.',
      },
      {
        key: 'strom-internett-likt',
        text: 'Skal strøm og internett deles likt?',
        clauseYes: 'Utgifter til strøm og internett deles likt mellom partene.',
        clauseNo: 'Utgifter til strøm og internett fordeles etter forbruk eller etter egen avtale mellom partene.',
      },
      {
        key: 'felles-kasse',
        text: 'Skal dere ha en felles kasse til dopapir, vaskemidler og andre fellesvarer?',
        clauseYes:
          'Partene betaler et fast månedlig beløp til en felles kasse som dekker dopapir, vaskemidler og andre fellesvarer.',
        clauseNo:
          'Hver av partene kjøper selv inn sine egne forbruksvarer, og felles innkjøp gjøres bare etter avtale.',
      },
      {
        key: 'vaskeliste',
        text: 'Skal dere ha en fast vaskeliste for fellesarealene?',
        clauseYes: 'Partene følger en fast vaskeliste der ansvaret for fellesarealene går på rundgang.',
        clauseNo: 'Partene har ingen fast vaskeliste, men holder fellesarealene rene og ryddige etter bruk.',
      },
      {
        key: 'dele-mat',
        text: 'Skal dere handle mat sammen og dele utgiftene?',
        clauseYes: 'Partene handler mat sammen og deler utgiftene likt.',
        clauseNo:
          'Hver av partene kjøper og oppbevarer sin egen mat, og ingen forsyner seg av andres mat uten å spørre.',
      },
      {
        key: 'overnattingsgjester',
        text: 'Skal det avtales på forhånd med de andre hvis en gjest skal overnatte mer enn to netter?',
        clauseYes:
          'Overnattingsgjester som blir mer enn to netter på rad, skal avtales med de øvrige partene på forhånd.',
        clauseNo: 'Hver av partene kan ha overnattingsgjester uten å avtale det med de øvrige partene på forhånd.',
      },
      {
        key: 'ro-om-natten',
        text: 'Skal det være ro i boligen mellom klokken 23 og 07 på hverdager?',
        clauseYes: 'Det skal være ro i boligen mellom klokken 23.00 og 07.00 på hverdager.',
        clauseNo: 'Partene har ingen faste tider for ro, men tar rimelig hensyn til hverandre.',
      },
      {
        key: 'roykfritt',
        text: 'Skal det være forbudt å røyke innendørs?',
        clauseYes: 'Det er ikke tillatt å røyke eller bruke e-sigaretter innendørs i boligen.',
        clauseNo: 'Røyking innendørs er tillatt på den enkeltes eget rom, så langt leiekontrakten tillater det.',
      },
      {
        key: 'kjaeledyr',
        text: 'Skal det være lov å ha kjæledyr i boligen?',
        clauseYes:
          'Partene kan ha kjæledyr i boligen dersom leiekontrakten tillater det, og eieren av dyret er ansvarlig for eventuelle skader og ekstra rengjøring.',
        clauseNo: 'Det er ikke tillatt å ha kjæledyr i boligen.',
      },
      {
        key: 'utflytting-varsel',
        text: 'Skal den som vil flytte ut, varsle de andre minst to måneder i forveien?',
        clauseYes:
          'En part som ønsker å flytte ut, varsler de øvrige partene skriftlig minst to måneder før utflytting og betaler sin andel av husleien i varslingsperioden.',
        clauseNo: 'En part som ønsker å flytte ut, varsler de øvrige partene skriftlig minst én måned før utflytting.',
      },
      {
        key: 'ny-beboer',
        text: 'Skal alle godkjenne en ny beboer før vedkommende flytter inn?',
        clauseYes:
          'En ny beboer kan bare flytte inn når alle partene har godkjent vedkommende, og utleierens samtykke er innhentet der leiekontrakten krever det.',
        clauseNo:
          'Den som flytter ut, kan selv finne en ny beboer, forutsatt at utleierens samtykke er innhentet der leiekontrakten krever det.',
      },
    ],
  },

  // ─────────────────────────────────────────────── Lån mellom venner eller familie (featured)
  {
    key: 'lan-mellom-privatpersoner',
    title: 'Lån mellom venner eller familie',
    description:
      'For privatlån mellom venner eller i familien. Bli enige om tilbakebetaling, renter og hva som skjer hvis lånet ikke blir betalt som avtalt.',
    featured: true,
    questions: [
      {
        key: 'skriftlig-gjeldsbrev',
        text: 'Skal lånet dokumenteres med et skriftlig gjeldsbrev som begge signerer?',
        description: 'Et gjeldsbrev viser beløp, renter og tilbakebetaling, og gjør lånet enklere å dokumentere.',
        clauseYes: 'Lånet dokumenteres med et skriftlig gjeldsbrev som signeres av begge parter.',
        clauseNo: 'Lånet dokumenteres gjennom denne avtalen, uten et eget gjeldsbrev.',
      },
      {
        key: 'utbetaling-til-konto',
        text: 'Skal lånebeløpet overføres til låntakerens bankkonto?',
        clauseYes: 'Lånebeløpet overføres til låntakerens bankkonto, slik at utbetalingen kan dokumenteres.',
        clauseNo: 'Lånebeløpet utbetales på annen måte, og låntakeren bekrefter skriftlig å ha mottatt beløpet.',
      },
      {
        key: 'bestemt-formal',
        text: 'Skal lånet bare brukes til et bestemt formål?',
        clauseYes: 'Lånet skal bare brukes til det formålet som er angitt i gjeldsbrevet eller i et vedlegg til avtalen.',
        clauseNo: 'Låntakeren bestemmer selv hva lånet skal brukes til.',
      },
      {
        key: 'renter',
        text: 'Skal det betales renter på lånet?',
        clauseYes: 'Låntakeren betaler renter på lånet.',
        clauseNo: 'Lånet er rentefritt.',
      },
      {
        key: 'fast-rente',
        text: 'Skal renten være fast i hele låneperioden?',
        clauseYes: 'Renten er fast i hele låneperioden, med den rentesatsen som er angitt i gjeldsbrevet.',
        clauseNo:
          'Renten er flytende og følger Norges Banks styringsrente med et påslag som er angitt i gjeldsbrevet.',
        showIf: { questionKey: 'renter', equals: true },
      },
      {
        key: 'renter-med-avdrag',
        text: 'Skal rentene betales sammen med avdragene?',
        clauseYes: 'Påløpte renter betales sammen med hvert avdrag.',
        clauseNo: 'Påløpte renter betales samlet når lånet er tilbakebetalt i sin helhet.',
        showIf: { questionKey: 'renter', equals: true },
      },
      {
        key: 'faste-avdrag',
        text: 'Skal lånet betales ned med faste månedlige avdrag?',
        clauseYes:
          'Låntakeren betaler lånet ned med faste månedlige avdrag etter en nedbetalingsplan som legges ved avtalen.',
        clauseNo: 'Lånet tilbakebetales i sin helhet på en forfallsdato som partene fastsetter skriftlig.',
      },
      {
        key: 'innfri-tidligere',
        text: 'Skal låntakeren kunne betale tilbake hele eller deler av lånet tidligere enn avtalt?',
        clauseYes: 'Låntakeren kan når som helst innfri hele eller deler av lånet før tiden uten ekstra kostnader.',
        clauseNo: 'Låntakeren kan ikke innfri lånet før tiden uten långiverens samtykke.',
      },
      {
        key: 'betalingsutsettelse',
        text: 'Skal låntakeren kunne be om betalingsutsettelse ved sykdom eller tap av jobb?',
        clauseYes:
          'Ved sykdom, arbeidsledighet eller andre uforutsette forhold kan låntakeren be om betalingsutsettelse, og partene skal i så fall forhandle i god tro om en ny nedbetalingsplan.',
        clauseNo:
          'Avtalt nedbetaling gjelder uavhengig av endringer i låntakerens økonomiske situasjon, med mindre långiveren skriftlig samtykker til noe annet.',
      },
      {
        key: 'mislighold',
        text: 'Skal hele lånet forfalle til betaling hvis låntakeren ikke betaler tre avdrag på rad?',
        clauseYes:
          'Dersom låntakeren unnlater å betale tre avdrag på rad, forfaller hele restgjelden til betaling umiddelbart.',
        clauseNo:
          'Ved forsinket betaling skal partene først forsøke å bli enige om en ny nedbetalingsplan før långiveren kan kreve hele restgjelden innfridd.',
      },
      {
        key: 'sikkerhet',
        text: 'Skal låntakeren stille sikkerhet for lånet?',
        description: 'Sikkerhet kan for eksempel være pant i en eiendel eller en kausjon.',
        clauseYes:
          'Låntakeren stiller sikkerhet for lånet i form av pant eller kausjon, slik det er nærmere beskrevet i gjeldsbrevet.',
        clauseNo: 'Lånet gis uten sikkerhet.',
      },
      {
        key: 'arlig-bekreftelse',
        text: 'Skal dere bekrefte restgjelden skriftlig én gang i året?',
        clauseYes: 'Partene bekrefter restgjelden skriftlig overfor hverandre én gang i året.',
        clauseNo: 'Partene utarbeider ingen årlig bekreftelse av restgjelden.',
      },
      {
        key: 'i-familie',
        text: 'Er dere i nær familie med hverandre?',
        clauseYes: 'Partene er i nær familie med hverandre.',
        clauseNo: 'Partene er ikke i nær familie med hverandre.',
      },
      {
        key: 'forskudd-pa-arv',
        text: 'Skal det som gjenstår av lånet når långiveren dør, regnes som forskudd på arv?',
        description: 'Det gjør det tydelig for andre arvinger hvordan lånet skal behandles.',
        clauseYes:
          'Dersom lånet ikke er fullt tilbakebetalt ved långiverens død, regnes restgjelden som forskudd på arv til låntakeren.',
        clauseNo:
          'Dersom långiveren dør før lånet er tilbakebetalt, skal restgjelden betales tilbake til dødsboet etter avtalens vilkår.',
        showIf: { questionKey: 'i-familie', equals: true },
      },
      {
        key: 'informere-arvinger',
        text: 'Skal långiverens øvrige arvinger informeres om lånet?',
        clauseYes: 'Långiverens øvrige livsarvinger informeres skriftlig om lånet og vilkårene for det.',
        clauseNo: 'Partene har ingen plikt til å informere andre familiemedlemmer om lånet.',
        showIf: { questionKey: 'i-familie', equals: true },
      },
    ],
  },

  // ─────────────────────────────────────────────────────────────── Ferie sammen (featured)
  {
    key: 'ferie-sammen',
    title: 'Ferie sammen',
    description:
      'For venner, familier og par som skal reise sammen. Bli enige om budsjett, fordeling av kostnader, avbestilling og hvordan dere bruker tiden.',
    featured: true,
    questions: [
      {
        key: 'felles-budsjett',
        text: 'Skal dere sette et felles budsjett for ferien?',
        clauseYes: 'Partene setter et felles budsjett for ferien før noe bestilles.',
        clauseNo: 'Partene setter ikke et felles budsjett, og hver av dem bestemmer selv hvor mye de vil bruke.',
      },
      {
        key: 'reise-overnatting-likt',
        text: 'Skal reise og overnatting deles likt?',
        clauseYes: 'Utgifter til reise og overnatting deles likt mellom partene.',
        clauseNo:
          'Utgifter til reise og overnatting fordeles etter hva hver av partene bruker, for eksempel etter rom eller antall netter.',
      },
      {
        key: 'en-bestiller',
        text: 'Skal én av dere bestille og legge ut for reise og overnatting?',
        clauseYes:
          'Én av partene bestiller og legger ut for reise og overnatting, og de øvrige partene betaler tilbake sin andel innen 14 dager etter at bestillingen er gjort.',
        clauseNo: 'Hver av partene bestiller og betaler sin egen reise og sin andel av overnattingen.',
      },
      {
        key: 'felles-matkasse',
        text: 'Skal dere ha en felles kasse til mat og dagligvarer under ferien?',
        clauseYes: 'Partene betaler like mye inn i en felles kasse som dekker mat og dagligvarer under ferien.',
        clauseNo: 'Hver av partene betaler for sin egen mat og sine egne dagligvarer under ferien.',
      },
      {
        key: 'restaurant-hver-for-seg',
        text: 'Skal hver av dere betale for seg selv på restaurant?',
        clauseYes: 'Ved restaurantbesøk betaler hver av partene for det de selv bestiller.',
        clauseNo: 'Restaurantregninger deles likt mellom partene, uavhengig av hva hver enkelt har bestilt.',
      },
      {
        key: 'aktiviteter-betales-av-deltakere',
        text: 'Skal utflukter og aktiviteter bare betales av dem som blir med?',
        clauseYes: 'Utflukter og aktiviteter betales bare av de partene som deltar.',
        clauseNo: 'Utgifter til utflukter og aktiviteter deles likt mellom alle partene.',
      },
      {
        key: 'leiebil',
        text: 'Skal dere leie bil sammen?',
        clauseYes: 'Partene leier bil sammen og deler leie, drivstoff og bompenger likt.',
        clauseNo: 'Partene leier ikke bil sammen.',
      },
      {
        key: 'leiebil-egenandel',
        text: 'Skal den som kjørte, alene betale egenandelen hvis leiebilen blir skadet?',
        clauseYes: 'Ved skade på leiebilen betaler den av partene som kjørte, egenandelen.',
        clauseNo: 'Ved skade på leiebilen deles egenandelen likt mellom partene.',
        showIf: { questionKey: 'leiebil', equals: true },
      },
      {
        key: 'barn-med',
        text: 'Skal det være med barn på ferien?',
        clauseYes: 'Partene har med seg barn på ferien.',
        clauseNo: 'Partene har ikke med seg barn på ferien.',
      },
      {
        key: 'barn-halv-andel',
        text: 'Skal barn under 12 år regnes som en halv andel når de felles utgiftene fordeles?',
        clauseYes: 'Barn under 12 år regnes som en halv andel når de felles utgiftene fordeles.',
        clauseNo: 'Alle barn regnes som en hel andel når de felles utgiftene fordeles.',
        showIf: { questionKey: 'barn-med', equals: true },
      },
      {
        key: 'egne-aktiviteter',
        text: 'Skal det være greit å gjøre egne ting på deler av ferien?',
        clauseYes:
          'Hver av partene står fritt til å gjøre egne aktiviteter på deler av ferien, uten at det endrer fordelingen av de felles utgiftene.',
        clauseNo: 'Partene tilbringer det meste av ferien sammen og avtaler aktivitetene i fellesskap.',
      },
      {
        key: 'reiseforsikring',
        text: 'Skal alle ha gyldig reiseforsikring?',
        clauseYes: 'Hver av partene skal ha gyldig reiseforsikring som dekker hele reisen, inkludert avbestilling.',
        clauseNo: 'Hver av partene avgjør selv om de vil ha reiseforsikring, og bærer selv risikoen for egne tap.',
      },
      {
        key: 'avbestilling',
        text: 'Skal den som trekker seg, selv dekke sin andel av kostnadene som ikke kan refunderes?',
        clauseYes: 'En part som trekker seg fra ferien, dekker selv sin andel av kostnader som ikke kan refunderes.',
        clauseNo: 'Kostnader som ikke kan refunderes når en part trekker seg, deles likt mellom alle partene.',
      },
      {
        key: 'oppgjor-etter-hjemkomst',
        text: 'Skal det endelige regnskapet gjøres opp senest to uker etter hjemkomst?',
        clauseYes: 'Partene gjør opp det endelige regnskapet for ferien senest to uker etter hjemkomst.',
        clauseNo: 'Partene gjør opp utgiftene fortløpende under ferien.',
      },
    ],
  },

  // ─────────────────────────────────────────────────────────────────────── Felles hytte
  {
    key: 'felles-hytte',
    title: 'Felles hytte',
    description:
      'For søsken, venner eller familie som eier hytte sammen. Bli enige om eierandeler, kostnader, bruk, vedlikehold og hva som skjer ved salg eller arv.',
    featured: false,
    questions: [
      {
        key: 'like-eierandeler',
        text: 'Skal dere eie like store andeler av hytta?',
        description: 'Det dere ikke avtaler selv, reguleres av sameieloven.',
        clauseYes: 'Partene eier hytta i sameie med like store andeler.',
        clauseNo:
          'Partene eier hytta i sameie med andeler som svarer til det hver av dem har skutt inn, slik det fremgår av tinglyst skjøte eller et vedlegg til avtalen.',
      },
      {
        key: 'faste-kostnader-etter-andel',
        text: 'Skal de faste kostnadene fordeles etter eierandel?',
        description: 'For eksempel kommunale avgifter, eiendomsskatt, forsikring, strøm og veiavgift.',
        clauseYes:
          'Faste kostnader som kommunale avgifter, eiendomsskatt, forsikring, strøm og veiavgift fordeles etter eierandel.',
        clauseNo: 'Faste kostnader deles likt mellom partene, uavhengig av eierandel.',
      },
      {
        key: 'hyttekonto',
        text: 'Skal dere opprette en felles hyttekonto som alle betaler fast inn på?',
        clauseYes:
          'Partene oppretter en felles hyttekonto, og hver av dem betaler inn et fast månedlig beløp som partene fastsetter i fellesskap hvert år.',
        clauseNo: 'Partene betaler kostnadene etter hvert som de påløper, uten en felles hyttekonto.',
      },
      {
        key: 'bruksplan',
        text: 'Skal bruken av hytta fordeles etter en fast plan?',
        clauseYes: 'Bruken av hytta fordeles etter en fast plan som partene setter opp i fellesskap for hvert år.',
        clauseNo: 'Hytta brukes etter avtale fra gang til gang, og den som først reserverer en periode, har fortrinn.',
      },
      {
        key: 'hoytider-pa-rundgang',
        text: 'Skal påske, sommerferie og jul gå på rundgang mellom dere?',
        clauseYes: 'Påske, sommerferie og jul går på rundgang mellom partene fra år til år.',
        clauseNo: 'Påske, sommerferie og jul fordeles ved egen avtale for hvert år.',
        showIf: { questionKey: 'bruksplan', equals: true },
      },
      {
        key: 'utlan-til-venner',
        text: 'Skal hver av dere kunne låne bort hytta til venner og familie uten selv å være til stede?',
        clauseYes:
          'Hver av partene kan låne bort hytta til venner og familie i sin egen bruksperiode og er ansvarlig for at hytta etterlates i ordentlig stand.',
        clauseNo: 'Hytta kan bare brukes når minst én av partene er til stede.',
      },
      {
        key: 'utleie',
        text: 'Skal hytta kunne leies ut til andre?',
        clauseYes:
          'Hytta kan leies ut til andre når alle partene har samtykket, og leieinntektene fordeles etter eierandel.',
        clauseNo: 'Hytta leies ikke ut til andre.',
      },
      {
        key: 'husregler',
        text: 'Skal dere ha felles husregler for hytta?',
        clauseYes:
          'Partene utarbeider felles husregler for hytta om blant annet rengjøring, ved, avfall og stenging ved avreise.',
        clauseNo:
          'Partene har ingen skriftlige husregler, men etterlater hytta slik de selv ønsker å finne den.',
      },
      {
        key: 'arlig-dugnad',
        text: 'Skal dere ha en felles dugnad på hytta hvert år?',
        clauseYes:
          'Partene gjennomfører en felles dugnad på hytta hvert år, og den som ikke kan delta, bidrar på annen måte etter avtale.',
        clauseNo: 'Vedlikehold utføres ved behov av den som bruker hytta, og større oppgaver avtales særskilt.',
      },
      {
        key: 'investeringer-krever-enighet',
        text: 'Skal større oppussing og nye investeringer kreve at alle er enige?',
        clauseYes: 'Påkostninger og investeringer som går ut over vanlig vedlikehold, krever enighet mellom alle partene.',
        clauseNo: 'Påkostninger og investeringer kan besluttes med flertall etter eierandel, så langt sameieloven tillater det.',
      },
      {
        key: 'forkjopsrett',
        text: 'Skal de andre ha forkjøpsrett hvis en av dere vil selge sin andel?',
        clauseYes:
          'En part som vil selge sin andel, skal først tilby den til de øvrige partene til markedsverdi fastsatt ved takst.',
        clauseNo: 'Partene avtaler ingen egen forkjøpsrett, og salg av andeler følger sameielovens regler.',
      },
      {
        key: 'ingen-salg-ti-ar',
        text: 'Skal dere avtale at ingen kan kreve hytta solgt de første ti årene?',
        clauseYes:
          'Ingen av partene kan kreve sameiet oppløst og hytta solgt i sin helhet de første ti årene etter at denne avtalen er inngått.',
        clauseNo: 'Hver av partene kan kreve sameiet oppløst og hytta solgt etter reglene i sameieloven.',
      },
      {
        key: 'andel-i-arv',
        text: 'Skal de andre kunne løse ut en andel som går i arv?',
        description: 'Hvem som arver en andel, avgjøres av arveloven og et eventuelt testament.',
        clauseYes:
          'Dersom en andel går i arv, har de øvrige partene rett til å løse ut andelen til markedsverdi fastsatt ved takst.',
        clauseNo:
          'Dersom en andel går i arv, overtar arvingene andelen med de samme rettighetene og pliktene som etter denne avtalen.',
      },
    ],
  },

  // ───────────────────────────────────────────────────────────────────────── Felles bil
  {
    key: 'felles-bil',
    title: 'Felles bil',
    description:
      'For par, venner, naboer eller familie som eier eller deler bil. Bli enige om eierskap, kostnader, bruk, skader og salg.',
    featured: false,
    questions: [
      {
        key: 'like-eierandeler',
        text: 'Skal dere eie like store andeler av bilen?',
        description: 'Det dere ikke avtaler selv, reguleres av sameieloven.',
        clauseYes: 'Partene eier bilen i sameie med like store andeler.',
        clauseNo: 'Partene eier bilen i sameie med andeler som svarer til det hver av dem har betalt ved kjøpet.',
      },
      {
        key: 'billan',
        text: 'Skal bilen finansieres med lån?',
        clauseYes: 'Bilen finansieres helt eller delvis med lån.',
        clauseNo: 'Bilen finansieres uten lån.',
      },
      {
        key: 'felles-lantakere',
        text: 'Skal dere stå sammen som låntakere på billånet?',
        clauseYes: 'Partene står sammen som låntakere på billånet.',
        clauseNo:
          'Billånet tas opp i én av partenes navn, og de øvrige partene betaler sin andel av terminbeløpene til denne parten i tide.',
        showIf: { questionKey: 'billan', equals: true },
      },
      {
        key: 'terminbelop-etter-andel',
        text: 'Skal terminbeløpene på lånet fordeles etter eierandel?',
        clauseYes: 'Terminbeløpene på billånet fordeles mellom partene etter eierandel.',
        clauseNo: 'Terminbeløpene på billånet deles likt mellom partene.',
        showIf: { questionKey: 'billan', equals: true },
      },
      {
        key: 'faste-kostnader-likt',
        text: 'Skal faste kostnader som forsikring, trafikkforsikringsavgift og service deles likt?',
        clauseYes:
          'Faste kostnader som forsikring, trafikkforsikringsavgift, service og EU-kontroll deles likt mellom partene.',
        clauseNo:
          'Faste kostnader som forsikring, trafikkforsikringsavgift, service og EU-kontroll fordeles etter hvor mye hver av partene bruker bilen.',
      },
      {
        key: 'drivstoff-egne-turer',
        text: 'Skal hver av dere betale drivstoff eller lading og bompenger for egne turer?',
        clauseYes: 'Hver av partene betaler selv drivstoff eller lading og bompenger for egne turer.',
        clauseNo: 'Utgifter til drivstoff, lading og bompenger deles likt mellom partene.',
      },
      {
        key: 'kjorebok',
        text: 'Skal dere føre kjørebok?',
        clauseYes: 'Partene fører kjørebok med dato, kilometerstand og sjåfør for hver tur.',
        clauseNo: 'Partene fører ikke kjørebok.',
      },
      {
        key: 'felles-kalender',
        text: 'Skal bruken av bilen avtales i en felles kalender?',
        clauseYes: 'Bruken av bilen avtales i en felles kalender, og den som reserverer først, har fortrinn.',
        clauseNo: 'Bruken av bilen avtales fra gang til gang.',
      },
      {
        key: 'andre-sjaforer',
        text: 'Skal andre enn dere kunne kjøre bilen?',
        clauseYes:
          'Andre sjåfører kan kjøre bilen når den av partene som låner den ut, har forsikret seg om at forsikringen dekker sjåføren, og denne parten er ansvarlig overfor de øvrige for skader som oppstår.',
        clauseNo: 'Bare partene selv kan kjøre bilen.',
      },
      {
        key: 'egenandel-ved-skade',
        text: 'Skal den som kjørte, betale egenandelen hvis bilen blir skadet?',
        clauseYes: 'Ved skade betaler den av partene som brukte bilen, egenandelen og et eventuelt bonustap.',
        clauseNo:
          'Egenandel og bonustap ved skade deles likt mellom partene, med mindre skaden skyldes grov uaktsomhet.',
      },
      {
        key: 'reparasjoner-godkjennes',
        text: 'Skal reparasjoner som koster mer enn 5 000 kroner, godkjennes av alle før de utføres?',
        clauseYes: 'Reparasjoner og andre utgifter over 5 000 kroner skal godkjennes av alle partene før de utføres.',
        clauseNo:
          'Hver av partene kan bestille nødvendige reparasjoner uten forhåndsgodkjenning, og kostnadene fordeles etter eierandel.',
      },
      {
        key: 'levering-etter-bruk',
        text: 'Skal bilen leveres tilbake ryddet og med minst halv tank eller halvt batteri?',
        clauseYes: 'Bilen leveres tilbake ryddet og med minst halv tank eller minst halvt oppladet batteri.',
        clauseNo: 'Partene stiller ingen særskilte krav til stand og drivstoffnivå når bilen leveres tilbake.',
      },
      {
        key: 'utkjop-ved-avslutning',
        text: 'Skal en av dere kunne kjøpe ut de andre hvis samarbeidet avsluttes?',
        clauseYes:
          'Når samarbeidet avsluttes, kan en av partene kjøpe ut de øvrige til markedsverdi, fastsatt ved takst eller etter sammenlignbare annonser.',
        clauseNo:
          'Når samarbeidet avsluttes, selges bilen, og salgssummen fordeles etter eierandel etter at et eventuelt lån er innfridd.',
      },
    ],
  },

  // ───────────────────────────────────────────────────────────── Felles hund eller katt
  {
    key: 'felles-kjaeledyr',
    title: 'Felles hund eller katt',
    description:
      'For dere som deler ansvaret for en hund eller katt. Bli enige om eierskap, kostnader, stell, ferier og hvem dyret skal bo hos.',
    featured: false,
    questions: [
      {
        key: 'eies-sammen',
        text: 'Skal dere eie dyret sammen?',
        clauseYes: 'Partene eier dyret sammen med like store andeler.',
        clauseNo: 'Dyret eies av én av partene, mens de øvrige deltar i stell og kostnader etter denne avtalen.',
      },
      {
        key: 'faste-kostnader-likt',
        text: 'Skal faste kostnader til fôr, forsikring og utstyr deles likt?',
        clauseYes: 'Faste kostnader til fôr, forsikring og utstyr deles likt mellom partene.',
        clauseNo: 'Faste kostnader til fôr, forsikring og utstyr betales av den av partene som dyret bor hos.',
      },
      {
        key: 'forsikring',
        text: 'Skal dyret ha helseforsikring?',
        clauseYes: 'Dyret skal ha helseforsikring, og premien regnes som en felles kostnad.',
        clauseNo: 'Dyret forsikres ikke, og partene bærer selv risikoen for veterinærutgifter.',
      },
      {
        key: 'veterinar-avtales',
        text: 'Skal alle være enige før dyret får behandling som koster mer enn 5 000 kroner?',
        clauseYes:
          'Veterinærbehandling som koster mer enn 5 000 kroner, avtales mellom partene før den gjennomføres, med unntak av akutte tilfeller.',
        clauseNo:
          'Den av partene som har dyret hos seg, kan beslutte nødvendig veterinærbehandling uten å avtale det med de øvrige partene først.',
      },
      {
        key: 'veterinar-deles',
        text: 'Skal veterinærutgifter deles likt?',
        clauseYes: 'Veterinærutgifter som ikke dekkes av forsikring, deles likt mellom partene.',
        clauseNo:
          'Veterinærutgifter dekkes av den av partene som har dyret hos seg når behandlingen blir nødvendig.',
      },
      {
        key: 'fast-bosted',
        text: 'Skal dyret bo fast hos én av dere?',
        clauseYes: 'Dyret bor fast hos én av partene, og de øvrige partene kan ha dyret hos seg etter nærmere avtale.',
        clauseNo: 'Dyret bor vekselvis hos partene etter en fast plan.',
      },
      {
        key: 'helg-hos-de-andre',
        text: 'Skal de andre ha dyret hos seg minst én helg i måneden?',
        clauseYes: 'De av partene som dyret ikke bor fast hos, har rett til å ha dyret hos seg minst én helg i måneden.',
        clauseNo: 'De av partene som dyret ikke bor fast hos, avtaler tid med dyret fra gang til gang.',
        showIf: { questionKey: 'fast-bosted', equals: true },
      },
      {
        key: 'plan-for-stell',
        text: 'Skal dere ha en fast plan for hvem som går tur med, fôrer og steller dyret?',
        clauseYes:
          'Partene følger en fast plan for turer, fôring og stell, slik at dyret får daglig mosjon og tilsyn.',
        clauseNo: 'Den av partene som har dyret hos seg, har ansvaret for turer, fôring og stell.',
      },
      {
        key: 'pass-ved-ferie',
        text: 'Skal de andre passe dyret når en av dere reiser bort?',
        clauseYes: 'Når en av partene reiser bort, passer de øvrige partene dyret så langt det er mulig.',
        clauseNo:
          'Når en av partene reiser bort, betaler vedkommende selv for dyrepensjon eller annen pass av dyret.',
      },
      {
        key: 'kastrering',
        text: 'Skal dyret kastreres eller steriliseres?',
        clauseYes: 'Dyret skal kastreres eller steriliseres, og kostnaden regnes som en felles kostnad.',
        clauseNo: 'Dyret skal ikke kastreres eller steriliseres uten at alle partene har samtykket.',
      },
      {
        key: 'felles-regler',
        text: 'Skal dere følge de samme reglene for oppdragelse og trening av dyret?',
        clauseYes:
          'Partene følger de samme reglene for oppdragelse og trening av dyret, slik at dyret møter de samme forventningene hos alle.',
        clauseNo: 'Hver av partene bestemmer selv reglene for dyret når det er hos dem.',
      },
      {
        key: 'skader',
        text: 'Skal den som hadde ansvaret for dyret da en skade skjedde, dekke kostnaden?',
        clauseYes:
          'I forholdet mellom partene dekkes skader som dyret volder, av den av partene som hadde ansvaret for dyret da skaden skjedde.',
        clauseNo: 'Kostnader ved skader som dyret volder, og som ikke dekkes av forsikring, deles likt mellom partene.',
      },
      {
        key: 'omplassering',
        text: 'Skal dyret bare kunne omplasseres eller selges hvis alle er enige?',
        clauseYes: 'Dyret kan bare omplasseres eller selges når alle partene er enige.',
        clauseNo: 'Den av partene som eier dyret, kan alene beslutte å omplassere eller selge det.',
      },
      {
        key: 'hvem-beholder',
        text: 'Skal den som har hatt hovedansvaret for dyret, beholde det hvis samarbeidet avsluttes?',
        clauseYes:
          'Dersom samarbeidet avsluttes, beholder den av partene som har hatt hovedansvaret for det daglige stellet, dyret.',
        clauseNo:
          'Dersom samarbeidet avsluttes, avgjør partene i fellesskap hvem som skal beholde dyret, med vekt på hva som er best for dyret.',
      },
    ],
  },

  // ─────────────────────────────────────────────────────────────── Husarbeid i hjemmet
  {
    key: 'husarbeid',
    title: 'Husarbeid i hjemmet',
    description:
      'For par, familier og andre som bor sammen. Fordel vasking, matlaging, klesvask og innkjøp slik at alle opplever fordelingen som rettferdig.',
    featured: false,
    questions: [
      {
        key: 'ukeplan',
        text: 'Skal dere ha en fast ukeplan for husarbeidet?',
        clauseYes: 'Partene følger en fast ukeplan som fordeler husarbeidet mellom dem.',
        clauseNo: 'Partene fordeler husarbeidet fortløpende etter behov.',
      },
      {
        key: 'lik-tidsbruk',
        text: 'Skal husarbeidet fordeles slik at dere bruker omtrent like mye tid på det?',
        clauseYes: 'Husarbeidet fordeles slik at partene bruker omtrent like mye tid på det.',
        clauseNo: 'Husarbeidet fordeles etter hvor mye hver av partene arbeider utenfor hjemmet.',
      },
      {
        key: 'rundgang',
        text: 'Skal oppgavene gå på rundgang?',
        clauseYes: 'Oppgavene går på rundgang mellom partene, slik at alle utfører alle typer husarbeid.',
        clauseNo: 'Hver av partene har faste oppgaver som de har ansvaret for over tid.',
      },
      {
        key: 'middag',
        text: 'Skal dere bytte på å lage middag?',
        clauseYes: 'Partene bytter på å lage middag etter en fast plan.',
        clauseNo: 'Middagen lages av den som har tid, og den som ikke lager mat, tar oppvasken og ryddingen etterpå.',
      },
      {
        key: 'innkjop',
        text: 'Skal én av dere ha hovedansvaret for å handle dagligvarer?',
        clauseYes: 'Én av partene har hovedansvaret for innkjøp av dagligvarer etter en felles handleliste.',
        clauseNo: 'Partene deler ansvaret for innkjøp av dagligvarer og bruker en felles handleliste.',
      },
      {
        key: 'klesvask',
        text: 'Skal hver av dere vaske egne klær?',
        clauseYes: 'Hver av partene vasker sine egne klær.',
        clauseNo: 'Klesvask gjøres samlet for hele husstanden etter den fordelingen partene har avtalt.',
      },
      {
        key: 'rydde-samme-dag',
        text: 'Skal alle rydde etter seg i fellesrommene samme dag?',
        clauseYes: 'Alle rydder etter seg i fellesrommene samme dag.',
        clauseNo: 'Fellesrommene ryddes samlet på faste dager.',
      },
      {
        key: 'avfall',
        text: 'Skal én av dere ha fast ansvar for søppel, kildesortering og pant?',
        clauseYes: 'Én av partene har fast ansvar for søppel, kildesortering og pant.',
        clauseNo: 'Ansvaret for søppel, kildesortering og pant går på rundgang mellom partene.',
      },
      {
        key: 'storrengjoring',
        text: 'Skal dere ta en felles storrengjøring to ganger i året?',
        clauseYes: 'Partene gjennomfører en felles storrengjøring to ganger i året.',
        clauseNo: 'Partene har ingen fast storrengjøring, men rengjør grundig ved behov.',
      },
      {
        key: 'vaskehjelp',
        text: 'Skal dere kjøpe vaskehjelp?',
        clauseYes: 'Partene kjøper vaskehjelp, og kostnaden fordeles på samme måte som de øvrige felles utgiftene.',
        clauseNo: 'Partene gjør husarbeidet selv uten innleid hjelp.',
      },
      {
        key: 'rydde-for-vaskehjelp',
        text: 'Skal dere rydde bort personlige ting før vaskehjelpen kommer?',
        clauseYes: 'Partene rydder bort personlige ting før vaskehjelpen kommer.',
        clauseNo: 'Vaskehjelpen rydder i tillegg til å vaske, etter nærmere avtale.',
        showIf: { questionKey: 'vaskehjelp', equals: true },
      },
      {
        key: 'barn-faste-oppgaver',
        text: 'Skal barna i husstanden ha faste oppgaver i hjemmet?',
        clauseYes: 'Barna i husstanden har faste oppgaver i hjemmet tilpasset alder.',
        clauseNo: 'Barna i husstanden har ingen faste oppgaver i hjemmet.',
      },
      {
        key: 'ukepenger-knyttet-til-oppgaver',
        text: 'Skal barnas ukepenger henge sammen med at de gjør oppgavene sine?',
        clauseYes: 'Barnas ukepenger henger sammen med at de utfører de oppgavene de har fått.',
        clauseNo: 'Barnas ukepenger gis uavhengig av om de utfører oppgavene sine.',
        showIf: { questionKey: 'barn-faste-oppgaver', equals: true },
      },
      {
        key: 'manedlig-gjennomgang',
        text: 'Skal dere gå gjennom fordelingen av husarbeidet én gang i måneden?',
        clauseYes: 'Partene går gjennom fordelingen av husarbeidet én gang i måneden og justerer den ved behov.',
        clauseNo: 'Partene tar opp fordelingen av husarbeidet når en av dem ønsker det.',
      },
    ],
  },

  // ─────────────────────────────────────────────────────────────── Samværsavtale for barn
  {
    key: 'samvaersavtale',
    title: 'Samværsavtale for barn',
    description:
      'For foreldre som bor hver for seg. Bli enige om foreldreansvar, bosted, samvær, ferier og utgifter, med barnas beste som utgangspunkt.',
    featured: false,
    questions: [
      {
        key: 'felles-foreldreansvar',
        text: 'Skal dere ha felles foreldreansvar?',
        description: 'Foreldreansvaret gjelder retten og plikten til å ta viktige avgjørelser for barna.',
        clauseYes: 'Foreldrene har felles foreldreansvar for barna.',
        clauseNo: 'Den av foreldrene som barna bor fast hos, har foreldreansvaret alene.',
      },
      {
        key: 'delt-bosted',
        text: 'Skal barna ha delt fast bosted hos dere begge?',
        description: 'Ved delt bosted bor barna omtrent like mye hos hver av dere.',
        clauseYes: 'Barna har delt fast bosted og bor omtrent like mye hos hver av foreldrene.',
        clauseNo: 'Barna har fast bosted hos én av foreldrene og samvær med den andre.',
      },
      {
        key: 'uke-om-uke',
        text: 'Skal barna bo uke om uke hos hver av dere?',
        clauseYes: 'Barna bor uke om uke hos hver av foreldrene, med bytte på fredag.',
        clauseNo: 'Barna bor hos foreldrene etter en annen fast rytme som foreldrene har avtalt skriftlig.',
        showIf: { questionKey: 'delt-bosted', equals: true },
      },
      {
        key: 'vanlig-samvaer',
        text: 'Skal barna ha vanlig samvær med den av dere de ikke bor fast hos?',
        description:
          'Vanlig samvær etter barneloven er én ettermiddag i uken med overnatting, annenhver helg, tre uker i sommerferien og annenhver høst-, jule-, vinter- og påskeferie.',
        clauseYes: 'Barna har vanlig samvær etter barneloven med den av foreldrene de ikke bor fast hos.',
        clauseNo:
          'Barna har samvær med den av foreldrene de ikke bor fast hos, etter en samværsplan som foreldrene utarbeider i fellesskap og legger ved avtalen.',
        showIf: { questionKey: 'delt-bosted', equals: false },
      },
      {
        key: 'jul-og-paske',
        text: 'Skal jul og påske veksle mellom dere fra år til år?',
        clauseYes: 'Barna feirer jul og påske vekselvis hos hver av foreldrene fra år til år.',
        clauseNo: 'Foreldrene avtaler fordelingen av jul og påske særskilt for hvert år.',
      },
      {
        key: 'sommerferie-frist',
        text: 'Skal fordelingen av sommerferien være avtalt innen 1. april hvert år?',
        clauseYes: 'Foreldrene avtaler fordelingen av sommerferien innen 1. april hvert år.',
        clauseNo: 'Foreldrene avtaler fordelingen av sommerferien når ferieplanene er klare.',
      },
      {
        key: 'reisekostnader',
        text: 'Skal reisekostnadene ved samvær deles mellom dere?',
        clauseYes: 'Reisekostnadene ved samvær deles mellom foreldrene forholdsmessig etter inntekt.',
        clauseNo: 'Reisekostnadene ved samvær dekkes av den av foreldrene som barna skal ha samvær med.',
      },
      {
        key: 'privat-barnebidrag',
        text: 'Skal dere avtale barnebidraget privat i stedet for å la NAV fastsette det?',
        clauseYes:
          'Foreldrene avtaler barnebidraget privat, og beløpet og betalingsmåten fremgår av et eget vedlegg til avtalen.',
        clauseNo: 'Barnebidraget fastsettes av NAV.',
      },
      {
        key: 'storre-utgifter',
        text: 'Skal større utgifter til barna, som fritidsaktiviteter, tannregulering og briller, deles likt?',
        clauseYes:
          'Større utgifter til barna, som fritidsaktiviteter, tannregulering og briller, deles likt mellom foreldrene når de er avtalt på forhånd.',
        clauseNo:
          'Større utgifter til barna dekkes av den av foreldrene som har tatt initiativ til utgiften, med mindre noe annet er avtalt.',
      },
      {
        key: 'fri-kontakt',
        text: 'Skal barna fritt kunne ringe eller ha videosamtale med den av dere de ikke er hos?',
        clauseYes: 'Barna kan fritt ta kontakt med den av foreldrene de ikke er hos, på telefon eller video.',
        clauseNo:
          'Kontakt på telefon eller video med den av foreldrene barna ikke er hos, skjer på faste tidspunkter som foreldrene avtaler.',
      },
      {
        key: 'felles-regler',
        text: 'Skal dere ha felles regler for skjermtid, leggetid og lekser i begge hjem?',
        clauseYes: 'Foreldrene følger så langt det er mulig felles regler for skjermtid, leggetid og lekser i begge hjem.',
        clauseNo: 'Hver av foreldrene bestemmer selv reglene for skjermtid, leggetid og lekser i sitt hjem.',
      },
      {
        key: 'informasjon',
        text: 'Skal dere holde hverandre oppdatert om skole, barnehage og helse?',
        clauseYes:
          'Foreldrene holder hverandre løpende oppdatert om viktige forhold knyttet til barnas skole, barnehage, helse og fritid.',
        clauseNo: 'Hver av foreldrene innhenter selv informasjon fra skole, barnehage og helsetjenester.',
      },
      {
        key: 'flytting',
        text: 'Skal dere bli enige før en av dere flytter så langt unna at ordningen må endres?',
        description: 'Barneloven har egne regler om varsel før flytting.',
        clauseYes:
          'Ingen av foreldrene flytter så langt at bosteds- eller samværsordningen må endres, uten at foreldrene først har forsøkt å bli enige om en ny ordning.',
        clauseNo:
          'Den av foreldrene som vil flytte, varsler den andre i samsvar med barnelovens regler, uten at flytting innenlands krever den andres samtykke.',
      },
      {
        key: 'ny-partner',
        text: 'Skal dere informere hverandre før barna blir kjent med en ny kjæreste?',
        clauseYes: 'Foreldrene informerer hverandre før barna blir kjent med en ny kjæreste.',
        clauseNo: 'Hver av foreldrene avgjør selv når barna skal bli kjent med en ny kjæreste.',
      },
      {
        key: 'familievernkontoret',
        text: 'Skal dere søke hjelp hos familievernkontoret hvis dere blir uenige om avtalen?',
        clauseYes:
          'Ved uenighet om avtalen søker foreldrene hjelp hos familievernkontoret før de går videre med saken.',
        clauseNo:
          'Ved uenighet om avtalen forsøker foreldrene først å løse saken seg imellom, og de bruker familievernkontoret når barneloven krever mekling.',
      },
    ],
  },

  // ───────────────────────────────────────────────── Kostnadsdeling ved bryllup eller fest
  {
    key: 'bryllup-og-fest',
    title: 'Kostnadsdeling ved bryllup eller fest',
    description:
      'For brudepar, familier og venner som spleiser på bryllup, jubileum eller en stor fest. Bli enige om budsjett, hvem som betaler hva og hvem som bestemmer.',
    featured: false,
    questions: [
      {
        key: 'samlet-budsjett',
        text: 'Skal dere sette et samlet budsjett for festen?',
        clauseYes: 'Partene setter et samlet budsjett for festen, og budsjettet kan bare overskrides når alle partene samtykker.',
        clauseNo: 'Partene setter ikke et samlet budsjett, og hver av dem dekker de postene de selv har påtatt seg.',
      },
      {
        key: 'kostnader-likt',
        text: 'Skal kostnadene deles likt mellom dere?',
        clauseYes: 'Kostnadene ved festen deles likt mellom partene.',
        clauseNo:
          'Kostnadene ved festen fordeles etter en fordelingsnøkkel som partene legger ved avtalen, for eksempel etter hvor mange gjester hver av dem inviterer.',
      },
      {
        key: 'bidrag-fra-familie',
        text: 'Skal foreldre eller andre i familien bidra med penger til festen?',
        clauseYes: 'Bidrag fra foreldre eller andre familiemedlemmer inngår i det samlede budsjettet for festen.',
        clauseNo: 'Festen finansieres av partene alene.',
      },
      {
        key: 'bidragsytere-far-si-sitt',
        text: 'Skal de som bidrar med penger, få være med og bestemme?',
        clauseYes:
          'De som bidrar med penger til festen, har rett til å bli hørt i viktige valg, men partene tar de endelige beslutningene.',
        clauseNo: 'Bidrag til festen gis uten at de som bidrar, får innflytelse over planleggingen.',
        showIf: { questionKey: 'bidrag-fra-familie', equals: true },
      },
      {
        key: 'egen-konto',
        text: 'Skal dere opprette en egen konto for festen?',
        clauseYes: 'Partene oppretter en egen konto for festen, og alle utgifter betales fra denne kontoen.',
        clauseNo: 'Hver av partene betaler utgifter direkte og får refusjon mot kvittering.',
      },
      {
        key: 'like-mange-gjester',
        text: 'Skal hver av dere kunne invitere like mange gjester?',
        clauseYes: 'Hver av partene kan invitere like mange gjester.',
        clauseNo: 'Gjestelisten settes opp i fellesskap uten faste kvoter.',
      },
      {
        key: 'barn-invitert',
        text: 'Skal barn være invitert?',
        clauseYes: 'Barn er invitert til festen.',
        clauseNo: 'Festen er bare for voksne.',
      },
      {
        key: 'alkohol',
        text: 'Skal alkohol til gjestene dekkes av festbudsjettet?',
        clauseYes: 'Alkohol til gjestene dekkes innenfor festbudsjettet.',
        clauseNo: 'Partene dekker ikke alkohol, og gjestene kjøper selv det de ønsker.',
      },
      {
        key: 'store-bestillinger',
        text: 'Skal bestillinger over 10 000 kroner godkjennes av alle?',
        clauseYes: 'Bestillinger og avtaler over 10 000 kroner skal godkjennes av alle partene før de inngås.',
        clauseNo:
          'Den som har ansvaret for en del av festen, kan inngå avtaler innenfor budsjettet uten forhåndsgodkjenning.',
      },
      {
        key: 'frivillige-hjelpere',
        text: 'Skal venner og familie hjelpe til med servering og rydding i stedet for innleid personale?',
        clauseYes: 'Partene bruker venner og familie som frivillige hjelpere til servering, pynting og rydding.',
        clauseNo: 'Partene leier inn personale til servering, pynting og rydding.',
      },
      {
        key: 'avlysning',
        text: 'Skal kostnadene ved en eventuell avlysning deles på samme måte som de øvrige kostnadene?',
        clauseYes:
          'Dersom festen avlyses, deles kostnader som ikke kan refunderes, på samme måte som de øvrige kostnadene.',
        clauseNo: 'Dersom festen avlyses, dekker hver av partene selv de kostnadene de har pådratt seg.',
      },
      {
        key: 'pengegaver',
        text: 'Skal pengegaver brukes til å dekke kostnadene ved festen?',
        clauseYes: 'Pengegaver brukes først til å dekke kostnadene ved festen.',
        clauseNo: 'Pengegaver tilfaller den eller dem festen holdes for, og brukes ikke til å dekke kostnadene.',
      },
      {
        key: 'regnskap',
        text: 'Skal én av dere føre regnskap og legge det fram etter festen?',
        clauseYes:
          'Én av partene fører regnskap over alle inntekter og utgifter og legger det fram for de øvrige partene senest én måned etter festen.',
        clauseNo: 'Partene fører ikke et eget regnskap for festen.',
      },
      {
        key: 'overskudd',
        text: 'Skal et eventuelt overskudd fordeles etter hva hver av dere har bidratt med?',
        clauseYes: 'Et eventuelt overskudd fordeles mellom partene etter hva hver av dem har bidratt med.',
        clauseNo: 'Et eventuelt overskudd tilfaller den eller dem festen holdes for.',
      },
    ],
  },

  // ──────────────────────────────────────────────────────────── Samarbeid om et prosjekt
  {
    key: 'prosjektsamarbeid',
    title: 'Samarbeid om et prosjekt',
    description:
      'For venner, kolleger eller frilansere som skal skape noe sammen, som en app, en bok, et band eller et oppstartsselskap. Bli enige om roller, innsats, rettigheter og inntekter.',
    featured: false,
    questions: [
      {
        key: 'like-eierandeler',
        text: 'Skal dere eie prosjektet med like store andeler?',
        clauseYes: 'Partene eier prosjektet med like store andeler.',
        clauseNo:
          'Partene eier prosjektet med andeler som gjenspeiler innsatsen til hver av dem, slik det fremgår av et vedlegg til avtalen.',
      },
      {
        key: 'ansvarsomrader',
        text: 'Skal hver av dere ha et tydelig definert ansvarsområde?',
        clauseYes: 'Hver av partene har et eget ansvarsområde i prosjektet, slik det fremgår av et vedlegg til avtalen.',
        clauseNo: 'Partene deler ansvaret for alle deler av prosjektet i fellesskap.',
      },
      {
        key: 'timeforing',
        text: 'Skal dere føre timer for arbeidet i prosjektet?',
        clauseYes: 'Partene fører timelister for arbeidet de utfører i prosjektet.',
        clauseNo: 'Partene fører ikke timelister for arbeidet i prosjektet.',
      },
      {
        key: 'utgifter-likt',
        text: 'Skal utgiftene i prosjektet deles likt?',
        clauseYes: 'Utgifter i prosjektet deles likt mellom partene.',
        clauseNo: 'Utgifter i prosjektet fordeles etter eierandel.',
      },
      {
        key: 'inntekter-etter-andel',
        text: 'Skal inntektene fra prosjektet fordeles etter eierandel?',
        clauseYes: 'Inntekter fra prosjektet fordeles etter eierandel etter at utgiftene er dekket.',
        clauseNo:
          'Inntekter fra prosjektet fordeles etter hvor mange timer hver av partene har lagt ned, etter at utgiftene er dekket.',
      },
      {
        key: 'rettigheter-felles',
        text: 'Skal rettighetene til det dere skaper sammen, eies i fellesskap?',
        description: 'For eksempel opphavsrett til tekst, kode, musikk eller design.',
        clauseYes:
          'Rettighetene til det partene skaper sammen i prosjektet, eies i fellesskap, og ingen av partene kan utnytte dem kommersielt alene uten samtykke fra de øvrige.',
        clauseNo:
          'Hver av partene beholder rettighetene til det de selv har skapt, og gir prosjektet en vederlagsfri bruksrett så lenge samarbeidet varer.',
      },
      {
        key: 'beslutninger-enstemmig',
        text: 'Skal viktige beslutninger kreve at alle er enige?',
        clauseYes: 'Viktige beslutninger i prosjektet krever enighet mellom alle partene.',
        clauseNo: 'Viktige beslutninger i prosjektet treffes med flertall etter eierandel.',
      },
      {
        key: 'kreditering',
        text: 'Skal alle krediteres med navn når prosjektet presenteres?',
        clauseYes: 'Alle partene krediteres med navn når prosjektet presenteres eller publiseres.',
        clauseNo: 'Prosjektet presenteres under et felles navn uten at de enkelte partene krediteres.',
      },
      {
        key: 'ikke-konkurrere',
        text: 'Skal dere la være å delta i konkurrerende prosjekter mens samarbeidet varer?',
        clauseYes:
          'Så lenge samarbeidet varer, deltar ingen av partene i virksomhet som konkurrerer direkte med prosjektet.',
        clauseNo: 'Partene står fritt til å delta i andre prosjekter, også prosjekter som konkurrerer med dette.',
      },
      {
        key: 'taushetsplikt',
        text: 'Skal dere ha taushetsplikt om idéer og forretningshemmeligheter i prosjektet?',
        clauseYes:
          'Partene har taushetsplikt om idéer, forretningshemmeligheter og annen fortrolig informasjon i prosjektet, også etter at samarbeidet er avsluttet.',
        clauseNo: 'Partene har ingen særskilt taushetsplikt om informasjon i prosjektet.',
      },
      {
        key: 'eget-selskap',
        text: 'Skal dere etablere et eget selskap for prosjektet?',
        clauseYes:
          'Partene etablerer et eget selskap for prosjektet, og denne avtalen gjelder fram til selskapet er stiftet og en aksjonæravtale eller selskapsavtale er inngått.',
        clauseNo: 'Partene driver prosjektet uten å etablere et eget selskap.',
      },
      {
        key: 'aksjeselskap',
        text: 'Skal selskapet være et aksjeselskap?',
        clauseYes: 'Selskapet stiftes som et aksjeselskap.',
        clauseNo: 'Partene velger selskapsform i fellesskap før selskapet stiftes.',
        showIf: { questionKey: 'eget-selskap', equals: true },
      },
      {
        key: 'egen-bankkonto',
        text: 'Skal dere ha en egen bankkonto for prosjektet?',
        clauseYes:
          'Partene oppretter en egen bankkonto for prosjektet, og alle inntekter og utgifter går gjennom denne kontoen.',
        clauseNo:
          'Inntekter og utgifter i prosjektet håndteres via partenes private kontoer, og partene fører et felles regnskap.',
        showIf: { questionKey: 'eget-selskap', equals: false },
      },
      {
        key: 'uttreden',
        text: 'Skal den som trer ut av prosjektet, få kompensert verdien av sin andel?',
        clauseYes:
          'En part som trer ut av prosjektet, får utbetalt verdien av sin andel, fastsatt ved enighet eller av en uavhengig verdivurderer.',
        clauseNo:
          'En part som trer ut av prosjektet, gir fra seg sin andel uten kompensasjon, men beholder retten til sin del av inntekter som er opptjent før uttredelsen.',
      },
    ],
  },

  // ─────────────────────────────────────────────────────────────────────────── Naboavtale
  {
    key: 'naboavtale',
    title: 'Naboavtale',
    description:
      'For naboer som vil bli enige om hekk, trær, gjerder, parkering, støy eller felles vei. En skriftlig avtale gjør det lettere å unngå konflikter senere.',
    featured: false,
    questions: [
      {
        key: 'hekk-hoyde',
        text: 'Skal hekken mellom eiendommene holdes under en bestemt høyde?',
        clauseYes:
          'Hekken mellom eiendommene holdes under en høyde som partene har avtalt skriftlig, og klippes minst én gang i året.',
        clauseNo: 'Hver av partene bestemmer selv høyden på hekken på egen eiendom, innenfor rammene av grannelova.',
      },
      {
        key: 'hekk-deles',
        text: 'Skal dere dele på arbeidet og kostnadene med å klippe hekken?',
        clauseYes: 'Partene deler likt på arbeidet med og kostnadene ved å klippe hekken i eiendomsgrensen.',
        clauseNo: 'Den av partene som eier hekken, klipper den og dekker kostnadene alene.',
      },
      {
        key: 'traer',
        text: 'Skal trær som skygger for naboen, kunne beskjæres eller felles etter avtale?',
        clauseYes:
          'Trær som gir vesentlig skygge eller ulempe for naboeiendommen, beskjæres eller felles etter avtale mellom partene, og den som ber om tiltaket, dekker kostnaden.',
        clauseNo:
          'Trær på hver eiendom beskjæres eller felles bare når eieren selv ønsker det, innenfor rammene av grannelova.',
      },
      {
        key: 'gjerde',
        text: 'Skal dere sette opp et felles gjerde i eiendomsgrensen?',
        clauseYes: 'Partene setter opp et felles gjerde i eiendomsgrensen og deler kostnadene og vedlikeholdet likt.',
        clauseNo: 'Partene setter ikke opp et felles gjerde i eiendomsgrensen.',
      },
      {
        key: 'felles-vei',
        text: 'Deler dere en privat vei eller innkjørsel?',
        clauseYes: 'Partene deler en privat vei eller innkjørsel.',
        clauseNo: 'Partene deler ikke privat vei eller innkjørsel.',
      },
      {
        key: 'vei-vedlikehold',
        text: 'Skal vedlikeholdet av veien deles likt?',
        clauseYes: 'Kostnadene til vedlikehold av den felles veien eller innkjørselen deles likt mellom partene.',
        clauseNo:
          'Kostnadene til vedlikehold av den felles veien eller innkjørselen fordeles etter hvor mye hver av partene bruker den.',
        showIf: { questionKey: 'felles-vei', equals: true },
      },
      {
        key: 'broyting',
        text: 'Skal dere bestille brøyting og strøing av veien sammen?',
        clauseYes: 'Partene bestiller brøyting og strøing av den felles veien sammen og deler kostnadene likt.',
        clauseNo: 'Hver av partene sørger selv for brøyting og strøing av sin del av veien.',
        showIf: { questionKey: 'felles-vei', equals: true },
      },
      {
        key: 'faste-parkeringsplasser',
        text: 'Skal hver husstand ha faste parkeringsplasser?',
        clauseYes: 'Hver av partene har faste parkeringsplasser, slik de er angitt på et kart som legges ved avtalen.',
        clauseNo: 'Partene har ingen faste parkeringsplasser, men parkerer slik at ingen blir stengt inne.',
      },
      {
        key: 'stille-pa-helligdager',
        text: 'Skal dere unngå støyende arbeid, som plenklipping og boring, på søndager og helligdager?',
        clauseYes: 'Partene unngår støyende arbeid, som plenklipping, boring og bruk av motorsag, på søndager og helligdager.',
        clauseNo: 'Partene har ingen faste regler for støyende arbeid, men tar rimelig hensyn til hverandre.',
      },
      {
        key: 'varsle-fest',
        text: 'Skal dere varsle hverandre på forhånd når dere skal ha fest?',
        clauseYes:
          'Partene varsler hverandre på forhånd når de skal ha fest eller andre arrangementer som kan gi støy.',
        clauseNo: 'Partene varsler ikke hverandre om fester, men holder støyen på et rimelig nivå etter klokken 23.00.',
      },
      {
        key: 'byggeplaner',
        text: 'Skal dere informere hverandre om byggeplaner før dere søker kommunen?',
        description: 'Dette kommer i tillegg til det nabovarselet kommunen krever i byggesaker.',
        clauseYes:
          'Partene informerer hverandre om planer for tilbygg, garasje eller andre større tiltak på eiendommen før det sendes nabovarsel eller søknad til kommunen.',
        clauseNo:
          'Partene informerer hverandre om byggeplaner gjennom det ordinære nabovarselet etter plan- og bygningsloven.',
      },
      {
        key: 'lane-redskap',
        text: 'Skal dere kunne låne redskap og utstyr av hverandre?',
        clauseYes:
          'Partene kan låne redskap og utstyr av hverandre etter avtale, og den som låner, erstatter skader som oppstår mens tingen er utlånt.',
        clauseNo: 'Partene låner ikke redskap og utstyr av hverandre.',
      },
      {
        key: 'konfliktradet',
        text: 'Skal dere forsøke mekling i konfliktrådet før en uenighet tas videre?',
        clauseYes:
          'Ved uenighet som partene ikke løser selv, forsøker de mekling i konfliktrådet før saken bringes inn for forliksrådet eller domstolene.',
        clauseNo: 'Ved uenighet som partene ikke løser selv, kan hver av dem bringe saken inn for forliksrådet.',
      },
      {
        key: 'nye-eiere',
        text: 'Skal den som selger eiendommen sin, be kjøperen om å slutte seg til avtalen?',
        clauseYes:
          'Ved salg av en av eiendommene informerer selgeren kjøperen om avtalen og ber kjøperen om å slutte seg til den.',
        clauseNo: 'Avtalen gjelder bare mellom de nåværende partene og opphører for en eiendom når den selges.',
      },
    ],
  },
];
