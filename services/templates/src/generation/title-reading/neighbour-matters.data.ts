import { BAKGRUNN } from '../../catalogue/catalogue.sections';
import type { QuestionTemplate } from './relation-templates.data';
import type { NeighbourMatter } from './title-reading.types';

/*
 * What neighbours quarrel or agree about, when the title names it: each matter's own questions, printed in the
 * same set as the neighbours' relation templates and the land templates (relation-templates.data.ts), and worded
 * as those are (see the header there). So that no two clauses of a set say otherwise than each other:
 * - a clause on something the neighbours' templates also decide (the split of the common costs, damage, changes
 *   near the boundary, notice to end the agreement) says that it goes before the rest («og dette går foran det
 *   denne avtalen ellers sier om …») or yields to it («så langt ikke annet følger av denne avtalen»);
 * - a clause never names another matter's value (a matter's questions are printed only when the title names it);
 * - a clause binds the parties only: it gives no right the law does not (a camera films the owner's own
 *   property only, whatever the answers).
 * Every statement of law has a row in docs/legal-sources.md («Neighbour matters for custom topics»).
 */

export type { NeighbourMatter };

/**
 * Word cues (lower-case; a trailing * means a prefix, as in title-lexicon.data.ts's RELATION_CUES) that name the
 * matter in a title or description. A title that names a matter and no relation is read as the neighbours', so a
 * cue names the matter itself, not a thing people also lend, share or sell, nor a plan of their own: no bare
 * 'hund', 'katt', 'kamera', 'grill', 'stillas' or 'tre' (the number), no 'røyke' («slutte å røyke»), 'riving' or
 * 'bekk' (fishing rights), no 'gran' (a municipality) or 'bjørk*' (Bjørkelangen), and no 'flom*' (flomlys). A few
 * forms without æøå are there for titles typed without them.
 */
export const NEIGHBOUR_MATTER_CUES: Record<NeighbourMatter, readonly string[]> = {
  parking: [
    'parkere',
    'parkerer',
    'parkert',
    'parkerte',
    'parkeres',
    'parkering*',
    'p plass',
    'p plassen',
    'p plasser',
    'p plassene',
    'gjesteparkering*',
    'bilplass*',
    'sperrer innkjørselen',
    'blokkerer innkjørselen',
  ],
  noise: [
    'støy*',
    'stoy',
    'stoyen',
    'stoyende',
    'bråk*',
    'festbråk*',
    'larm*',
    'leven',
    'levenet',
    'høy musikk',
    'høylytt*',
    'boring',
    'boringen',
    'borelyd*',
    'banking',
    'bankingen',
    'bankelyd*',
    'oppussingsstøy*',
    'trampelyd*',
    'tramping*',
  ],
  smoke: [
    'røyk',
    'røyken',
    'røyker',
    'røyket',
    'røyking',
    'røykingen',
    'royking',
    'royker',
    'røykelukt*',
    'røyklukt*',
    'grillos',
    'grillrøyk*',
    'kullgrill*',
    'engangsgrill*',
  ],
  woodsmoke: [
    'vedrøyk*',
    'vedfyring*',
    'vedfyringen',
    'fyrer med ved',
    'fyring med ved',
    'fyre med ved',
    'røyk fra pipa',
    'røyken fra pipa',
    'røyk fra pipe*',
    'piperøyk*',
    'røyk fra vedovn*',
    'røyken fra vedovn*',
  ],
  camera: [
    'overvåkingskamera*',
    'overvåkningskamera*',
    'overvakingskamera*',
    'overvåker oss',
    'overvåker hagen',
    'kameraovervåk*',
    'videoovervåk*',
    'sikkerhetskamera*',
    'dørkamera*',
    'ringeklokkekamera*',
    'viltkamera*',
    'naboens kamera',
    'naboens kameraer',
    'kameraet til naboen',
    'kameraene til naboen',
    'kameraet peker',
    'kamera som peker',
    'filmer hagen',
    'filmer huset',
    'filmer inn',
    'filmer oss',
    'filmer eiendommen',
    'filmer terrassen',
    'filmer innkjørselen',
  ],
  trees: [
    'trær',
    'trærne',
    'treet',
    'trar',
    'stort tre',
    'høyt tre',
    'tre som skygger',
    'trehøyde*',
    'trefelling*',
    'bjørk',
    'bjørka',
    'bjørken',
    'bjørker',
    'bjørkene',
    'bjørketre',
    'bjørketreet',
    'bjørketrær',
    'bjørketrærne',
    'bjorka',
    'bjorkene',
    'grana',
    'granen',
    'graner',
    'granene',
    'grantre',
    'grantreet',
    'grantrær',
    'grantrærne',
    'furutre*',
    'eika',
    'eiken',
    'eiketre*',
    'osp',
    'ospa',
    'ospen',
    'thuja',
    'tuja',
    'frukttre*',
    'epletre*',
    'plommetre*',
    'kirsebærtre*',
    'hekk*',
    'busk',
    'busken',
    'busker',
    'buskene',
    'buskas',
    'kratt',
    'greiner',
    'greinene',
    'grener',
    'grenene',
    'røtter',
    'røttene',
    'løv',
    'løvet',
    'løvfall*',
    'beskjær*',
  ],
  fence: [
    'gjerde*',
    'grannegjerde*',
    'nabogjerde*',
    'grensegjerde*',
    'hagegjerde*',
    'tregjerde*',
    'stakitt*',
    'levegg*',
    'flettverk*',
    'innhegning*',
  ],
  animals: [
    'nabokatt*',
    'nabohund*',
    'bjeff*',
    'hundebæsj*',
    'hundemøkk*',
    'hundeskitt*',
    'kattebæsj*',
    'kattemøkk*',
    'båndtvang*',
    'løshund*',
    'løs hund',
    'løse hunder',
    'hundehold*',
    'dyrehold*',
    'naboens hund',
    'naboens hunder',
    'hunden til naboen',
    'hundene til naboen',
    'naboens katt',
    'naboens katter',
    'katten til naboen',
    'kattene til naboen',
    'høns',
    'hønsene',
    'hønsehold*',
    'hønsehus*',
    'hønsegård*',
    'hanegal*',
    'hanen galer',
  ],
  road: [
    'felles vei',
    'felles veien',
    'felles veg',
    'felles vegen',
    'privat vei',
    'privat veg',
    'privatvei*',
    'privatveg*',
    'veilag*',
    'veglag*',
    'veiforening*',
    'vegforening*',
    'stikkvei*',
    'stikkveg*',
    'adkomstvei*',
    'atkomstvei*',
    'adkomstveg*',
    'atkomstveg*',
    'gårdsvei*',
    'gårdsveg*',
    'hyttevei*',
    'grusvei*',
    'veirett*',
    'vegrett*',
    'veivedlikehold*',
    'brøyting*',
    'broyting*',
    'brøyte',
    'brøyter',
    'brøytes',
    'brøytet',
    'strøing*',
    'snuplass*',
    'avkjørsel*',
    'felles innkjørsel',
    'felles innkjørselen',
    'felles innkjorsel',
    'delt innkjørsel',
    'fartsdump*',
  ],
  'building-works': [
    'byggearbeid*',
    'byggeplass*',
    'byggestøy*',
    'bygger garasje',
    'bygger tilbygg',
    'naboens tilbygg',
    'tilbygget til naboen',
    'gravearbeid*',
    'sprenging*',
    'sprengning*',
    'rivearbeid*',
    'pigging*',
    'anleggsarbeid*',
    'nabovarsel*',
    'byggesak*',
    'støttemur*',
  ],
  'boundary-building': [
    'nabosamtykke*',
    'avstandserklæring*',
    'firemeters*',
    'metersgrense*',
    'metersregel*',
    'nærmere enn fire meter',
  ],
  water: [
    'overvann*',
    'overflatevann*',
    'takrenne*',
    'takrenna',
    'nedløp*',
    'takvann*',
    'takdrypp*',
    'takdrop*',
    'regnvann*',
    'smeltevann*',
    'avrenning*',
    'flom',
    'flommen',
    'flomvann*',
    'oversvømm*',
    'oversvømt',
    'oversvømte',
    'vannlekkasje*',
    'renner vannet',
    'vann fra taket',
    'vannet fra taket',
    'vannsig*',
    'stikkrenne*',
    'vann i kjelleren',
    'vannet renner',
  ],
};

/**
 * Words that name a matter only in a title already read as the neighbours' («Naboen har satt opp kamera mot
 * hagen vår», «Naboen grilla på balkongen»): alone they name things people also lend, share, buy or do for
 * each other («låne ut kamera», «Grilling på hytta», «Drenering rundt huset»).
 */
export const NEIGHBOUR_MATTER_WEAK_CUES: Record<NeighbourMatter, readonly string[]> = {
  parking: ['står i veien', 'står foran', 'i veien for oss', 'i veien for meg'],
  noise: [
    'borre',
    'banke',
    'banker',
    'borer',
    'plenklipp*',
    'klipper plenen',
    'musikk',
    'musikken',
    'fest',
    'festen',
    'fester',
    'festing',
  ],
  smoke: ['grill', 'grillen', 'griller', 'grille', 'grilla', 'grillet', 'grilling', 'grillingen', 'røyke'],
  woodsmoke: [
    'vedovn*',
    'peis',
    'peisen',
    'pipa',
    'pipe',
    'fyrer i',
    'fyrer med',
    'fyrer opp i',
    'fyre med',
    'fyring',
    'fyringen',
    'ildsted*',
  ],
  camera: ['kamera', 'kameraet', 'kameraer', 'kameraene', 'filmer', 'overvåk*', 'overvak*'],
  trees: ['furu', 'furua', 'furuen', 'eik', 'lønn', 'lønna', 'rogn', 'rogna', 'selje'],
  fence: [],
  animals: [
    'gjør fra seg',
    'sandkass*',
    'hund',
    'hunden',
    'hunder',
    'hundene',
    'katt',
    'katten',
    'katter',
    'kattene',
    'hane',
    'hanen',
    'bikube*',
    'bier',
  ],
  road: ['snø', 'snøen', 'snømåking*'],
  'building-works': [
    'bygger',
    'bygge',
    'graver',
    'grave',
    'sprenger',
    'sprenge',
    'river',
    'rive',
    'tilbygg*',
    'stillas*',
  ],
  // A place near the boundary (beside a tree, a hedge or a fence, theirs: neighbour-matters.ts), a building's placement.
  'boundary-building': [
    'nær grens*',
    'nær nabogrens*',
    'nær tomtegrens*',
    'nær eiendomsgrens*',
    'nært grens*',
    'nært nabogrens*',
    'nært tomtegrens*',
    'nært eiendomsgrens*',
    'nærmere grens*',
    'nærmere nabogrens*',
    'nærmere tomtegrens*',
    'nærmere eiendomsgrens*',
    'inntil grens*',
    'inntil nabogrens*',
    'inntil tomtegrens*',
    'inntil eiendomsgrens*',
    'i grens*',
    'i nabogrens*',
    'i tomtegrens*',
    'i eiendomsgrens*',
    'tett på grens*',
    'tett på nabogrens*',
    'tett på tomtegrens*',
    'tett på eiendomsgrens*',
    'meter fra grens*',
    'meter fra nabogrens*',
    'meter fra tomtegrens*',
    'meter fra eiendomsgrens*',
    'avstand* til grens*',
    'avstand* til nabogrens*',
    'avstand* til tomtegrens*',
    'avstand* til eiendomsgrens*',
    'plassering* av garasje*',
    'plassering* av carport*',
    'plassering* av anneks*',
    'plassering* av uthus*',
    'plassering* av tilbygg*',
    'plassering* av bod',
    'plassering* av boden',
    'plassering* av bygget',
    'plassering* av bygningen',
  ],
  water: ['vann', 'vannet', 'lekkasje*', 'lekker', 'drenering*', 'drenere', 'grøft*', 'fukt*'],
};

/** The heading the matter's questions are printed under. */
export const NEIGHBOUR_MATTER_SECTIONS: Record<NeighbourMatter, string> = {
  parking: 'Parkering',
  noise: 'Støy og ro',
  smoke: 'Røyking og grilling',
  woodsmoke: 'Vedfyring',
  camera: 'Kameraovervåking',
  trees: 'Trær og hekk',
  fence: 'Gjerde',
  animals: 'Dyrehold',
  road: 'Felles vei',
  'building-works': 'Byggearbeid',
  'boundary-building': 'Bygg nær grensen',
  water: 'Vann og drenering',
};

/** The law between neighbours, and in a borettslag or an eierseksjonssameie (noise and smoke). */
const TOLERANCE =
  'Mellom naboeiendommer forbyr grannelova § 2 det som er urimelig eller unødvendig til skade eller ulempe for naboen, og i et borettslag eller eierseksjonssameie har borettslagsloven § 5-11 og eierseksjonsloven § 25 lignende regler, i tillegg til husordensreglene. Her avtaler dere hva som gjelder mellom dere.';

/** 5–7 questions per matter, most important first. */
export const NEIGHBOUR_MATTER_TEMPLATES: Record<NeighbourMatter, QuestionTemplate[]> = {
  parking: [
    {
      type: 'free_text',
      format: 'text',
      text: 'Hvor skal hver av dere parkere?',
      description:
        'Skriv hvor hver husstand parkerer og hvor mange biler hver kan ha der, for eksempel «Kari på plassen ved garasjen, Ola på plassen langs gjerdet, én bil hver».',
      clauseTemplate: 'Partene parkerer slik: {{svar}}.',
    },
    {
      text: 'Skal innkjørselen og avkjørselen alltid holdes fri for parkerte biler?',
      description:
        'På vei som er åpen for alminnelig ferdsel, er det forbudt å parkere foran en inn- eller utkjørsel (trafikkreglene § 17 nr. 2 bokstav a). Her avtaler dere i tillegg hva som gjelder mellom dere, også på egen grunn.',
      clauseYes:
        'Partene parkerer ikke, og sørger for at deres besøkende ikke parkerer, slik at innkjørselen, avkjørselen eller adkomsten til en annen parts eiendom eller parkeringsplass blir sperret, heller ikke for en kort stund.',
      clauseNo:
        'Partene kan stanse kortvarig i innkjørselen eller avkjørselen for av- og pålessing, men parkerer ikke slik at en annen part blir stengt inne.',
    },
    {
      type: 'multiple_choice',
      text: 'Hvor raskt skal en bil som står i veien, flyttes når en av de andre ber om det?',
      options: [
        {
          text: 'Straks',
          clause: 'En bil som står i veien for en annen part, flyttes straks den parten ber om det.',
        },
        {
          text: 'Innen 15 minutter',
          clause:
            'En bil som står i veien for en annen part, flyttes senest 15 minutter etter at den parten har bedt om det.',
        },
        {
          text: 'Innen en time',
          clause:
            'En bil som står i veien for en annen part, flyttes senest én time etter at den parten har bedt om det.',
        },
      ],
    },
    {
      text: 'Skal besøkende bare parkere på plassene til den de besøker?',
      clauseYes:
        'Partene sørger for at deres besøkende parkerer bare på plassene til den av partene de besøker, eller utenfor eiendommene.',
      clauseNo:
        'Partenes besøkende kan parkere på ledige plasser på eiendommene så lenge de ikke hindrer noen, og partene sørger for at de flytter seg når noen ber om det.',
    },
    {
      text: 'Skal dere kunne sette fra dere tilhenger, campingvogn, bobil eller båt på parkeringsplassene?',
      clauseYes:
        'Hver av partene kan sette fra seg tilhenger, campingvogn, bobil eller båt på sine egne parkeringsplasser, så lenge det ikke hindrer noen.',
      clauseNo:
        'Partene setter ikke fra seg tilhenger, campingvogn, bobil eller båt på parkeringsplassene lenger enn det tar å laste av eller på.',
    },
    {
      text: 'Skal den som stenger inne en annens bil, dekke utgiftene det fører til?',
      clauseYes:
        'Den av partene som selv eller ved sine besøkende stenger inne en annen parts bil, dekker de nødvendige utgiftene den andre parten får av det, som drosje.',
      clauseNo: 'Ingen av partene dekker en annen parts utgifter når en bil har vært stengt inne.',
    },
  ],

  noise: [
    {
      type: 'multiple_choice',
      text: 'Når skal det være ro?',
      description: TOLERANCE,
      options: [
        {
          text: 'Fra kl. 22 til kl. 7 alle dager',
          clause:
            'Partene holder det rolig fra kl. 22.00 til kl. 07.00 alle dager, og unngår da lyd som kan forstyrre de øvrige partene.',
        },
        {
          text: 'Fra kl. 23 til kl. 7 alle dager',
          clause:
            'Partene holder det rolig fra kl. 23.00 til kl. 07.00 alle dager, og unngår da lyd som kan forstyrre de øvrige partene.',
        },
        {
          text: 'Fra kl. 22 til kl. 7, men fra kl. 23 til kl. 9 natt til lørdag og søndag',
          clause:
            'Partene holder det rolig fra kl. 22.00 til kl. 07.00 natt til mandag, tirsdag, onsdag, torsdag og fredag, og fra kl. 23.00 til kl. 09.00 natt til lørdag og natt til søndag, og unngår da lyd som kan forstyrre de øvrige partene.',
        },
      ],
    },
    {
      key: 'party',
      text: 'Skal den som skal ha fest, varsle de andre på forhånd?',
      clauseYes:
        'Den av partene som skal ha fest eller et annet arrangement som kan gi støy, varsler de øvrige partene senest to dager i forveien.',
      clauseNo:
        'Partene varsler ikke hverandre om fester, men holder også fester innenfor den roen denne avtalen bestemmer.',
    },
    {
      type: 'multiple_choice',
      text: 'Hvor lenge kan en fest som er varslet, vare?',
      options: [
        {
          text: 'Til kl. 24',
          clause:
            'En fest som er varslet slik denne avtalen bestemmer, kan vare til kl. 24.00, og dette går foran det denne avtalen ellers sier om ro.',
        },
        {
          text: 'Til kl. 1',
          clause:
            'En fest som er varslet slik denne avtalen bestemmer, kan vare til kl. 01.00, og dette går foran det denne avtalen ellers sier om ro.',
        },
        {
          text: 'Ikke lenger enn roen ellers tillater',
          clause: 'Også en fest som er varslet, holdes innenfor den roen denne avtalen ellers bestemmer.',
        },
      ],
      showIf: { questionKey: 'party', equals: true },
    },
    {
      text: 'Skal støyende arbeid, som plenklipping, boring og bruk av motorsag, bare gjøres på bestemte tider?',
      clauseYes:
        'Partene gjør støyende arbeid, som plenklipping, boring, sliping og bruk av motorsag, bare fra mandag til fredag fra kl. 08.00 til kl. 20.00 og på lørdager fra kl. 09.00 til kl. 16.00, og ikke på søndager og helligdager.',
      clauseNo:
        'Partene har ingen faste tider for støyende arbeid, men gjør det ikke i den tiden det skal være ro etter denne avtalen.',
    },
    {
      text: 'Skal musikk utendørs holdes så lav at den ikke plager de andre?',
      clauseYes:
        'Partene spiller ikke musikk utendørs eller for åpne vinduer og dører så høyt at det plager de øvrige partene, heller ikke utenom den tiden det skal være ro.',
      clauseNo:
        'Partene kan spille musikk utendørs utenom den tiden det skal være ro etter denne avtalen, men holder lydnivået rimelig.',
    },
    {
      type: 'multiple_choice',
      text: 'Hvordan skal den som blir plaget av støy, si fra?',
      options: [
        {
          text: 'Direkte, med en gang',
          clause:
            'Den av partene som blir plaget av støy, sier fra direkte til den som lager den, med en gang, og den som lager støyen, demper den så snart som mulig, og dette går foran det denne avtalen ellers sier om hvordan uenigheter tas opp.',
        },
        {
          text: 'Skriftlig, for eksempel med en melding',
          clause:
            'Den av partene som blir plaget av støy, sier fra skriftlig, for eksempel med en melding, og den som lager støyen, demper den så snart som mulig, og dette går foran det denne avtalen ellers sier om hvordan uenigheter tas opp.',
        },
      ],
    },
  ],

  smoke: [
    {
      type: 'multiple_choice',
      text: 'Hvor kan dere røyke utendørs?',
      description: TOLERANCE,
      options: [
        {
          text: 'På egen eiendom, balkong eller veranda',
          clause:
            'Hver av partene kan røyke utendørs på egen eiendom, balkong eller veranda, så langt husordensreglene der partene bor, tillater det.',
        },
        {
          text: 'Bare der røyken ikke driver over til de andre',
          clause:
            'Partene røyker utendørs bare på steder der røyken ikke driver inn på de øvrige partenes balkong, veranda eller uteplass eller inn gjennom åpne vinduer og dører.',
        },
        {
          text: 'Ikke på balkong eller veranda',
          clause:
            'Partene røyker ikke på balkong eller veranda, men bare på bakkeplan, på et sted der røyken ikke driver over til de øvrige partene.',
        },
      ],
    },
    {
      text: 'Skal den som røyker, vente når de andre sitter ute eller har vinduene åpne?',
      clauseYes:
        'Den av partene som røyker, lar være å røyke utendørs når en annen part sitter på uteplassen sin eller har vinduer åpne mot stedet det røykes, hvis røyken kan drive dit.',
      clauseNo:
        'Den av partene som røyker, kan røyke på de stedene denne avtalen tillater, også når en annen part sitter ute eller har vinduene åpne.',
    },
    {
      type: 'multiple_choice',
      text: 'Hvordan kan dere grille?',
      options: [
        {
          text: 'Med alle slags griller',
          clause:
            'Partene kan grille med alle slags griller, så langt husordensreglene der partene bor, tillater det, men plasserer grillen slik at røyken ikke driver inn på de øvrige partenes uteplass eller inn gjennom åpne vinduer.',
        },
        {
          text: 'Bare med gassgrill eller elektrisk grill',
          clause:
            'Partene griller bare med gassgrill eller elektrisk grill, ikke med kullgrill eller engangsgrill, og plasserer grillen slik at os og røyk ikke driver inn til de øvrige partene.',
        },
        {
          text: 'Ikke på balkong eller veranda',
          clause:
            'Partene griller ikke på balkong eller veranda, men bare på bakkeplan, på et sted der røyken ikke driver inn til de øvrige partene.',
        },
      ],
    },
    {
      text: 'Skal den som blir plaget av røyk, kunne be de andre om å slukke eller flytte seg?',
      clauseYes:
        'Når røyk fra røyking eller grilling driver inn til en av partene og den parten ber om det, slukker den som røyker eller griller, eller flytter seg dit røyken ikke driver inn til den parten.',
      clauseNo:
        'Partene følger reglene om røyking og grilling i denne avtalen, men kan ikke kreve at en annen part slukker eller flytter seg når reglene er fulgt.',
    },
    {
      text: 'Skal besøkende følge de samme reglene om røyking og grilling?',
      clauseYes:
        'Partene sørger for at deres besøkende følger reglene om røyking og grilling i denne avtalen.',
      clauseNo: 'Reglene om røyking og grilling i denne avtalen gjelder bare partene og husstandene deres.',
    },
    {
      text: 'Skal den som røyker inne, sørge for at røyklukten ikke trekker over til de andre?',
      clauseYes:
        'Den av partene som røyker innendørs, gjør det den kan, som å lufte ut og holde dører mot felles trapperom lukket, for at røyklukt ikke skal trekke over til de øvrige partene.',
      clauseNo: 'Denne avtalen regulerer ikke røyking innendørs i partenes egne boliger.',
    },
  ],

  woodsmoke: [
    {
      text: 'Skal dere bare fyre med tørr, ren ved?',
      description: TOLERANCE,
      clauseYes:
        'Den av partene som fyrer, bruker bare tørr, ren ved eller annet brensel ildstedet er laget for, og fyrer ikke med søppel, malt eller impregnert treverk.',
      clauseNo:
        'Hver av partene velger selv brensel innenfor det loven tillater, men fyrer slik at røyken fra pipa ikke blir tett og sjenerende hos de øvrige partene.',
    },
    {
      type: 'multiple_choice',
      text: 'Når kan dere fyre?',
      options: [
        {
          text: 'Når som helst',
          clause:
            'Partene kan fyre når som helst, men tar hensyn til de øvrige partene når røyken driver mot dem.',
        },
        {
          text: 'Ikke om natta, fra kl. 23 til kl. 6',
          clause: 'Partene fyrer ikke opp og legger ikke på mer ved fra kl. 23 til kl. 6.',
        },
        {
          text: 'Bare når det trengs for å holde huset varmt',
          clause: 'Partene fyrer bare når det trengs for å holde boligen varm, og ikke for kos.',
        },
      ],
    },
    {
      text: 'Skal den som fyrer, vente når røyken legger seg hos de andre?',
      clauseYes:
        'Den av partene som fyrer, venter med å fyre opp når vind eller stille vær gjør at røyken legger seg over de øvrige partenes eiendom eller trekker inn hos dem, så langt boligen kan holdes varm på annen måte.',
      clauseNo:
        'Partene har ikke avtalt å vente med å fyre på grunn av vær og vind, men gjør det de kan for at røyken ikke blir til ulempe for de øvrige partene.',
    },
    {
      text: 'Skal ildsted og pipe holdes i så god stand at veden brenner rent?',
      clauseYes:
        'Den av partene som har ildsted, holder ildstedet og pipa i god stand, slik at veden brenner rent, og retter feil som gir mye røyk, så snart som mulig.',
      clauseNo: 'Denne avtalen sier ikke noe om stand og vedlikehold av ildsted og pipe.',
    },
    {
      type: 'multiple_choice',
      text: 'Hvordan skal den som blir plaget av røyk fra pipa, si fra?',
      options: [
        {
          text: 'Direkte, med en gang',
          clause:
            'Den av partene som blir plaget av røyk fra pipa, sier fra direkte til den som fyrer, med en gang, og den som fyrer, gjør det som trengs for å få ned røyken så snart som mulig, og dette går foran det denne avtalen ellers sier om hvordan uenigheter tas opp.',
        },
        {
          text: 'Skriftlig, for eksempel med en melding',
          clause:
            'Den av partene som blir plaget av røyk fra pipa, sier fra skriftlig, for eksempel med en melding, og den som fyrer, gjør det som trengs for å få ned røyken så snart som mulig, og dette går foran det denne avtalen ellers sier om hvordan uenigheter tas opp.',
        },
      ],
    },
    {
      text: 'Skal den som vil sette inn et nytt ildsted eller endre pipa, si fra til de andre først?',
      clauseYes:
        'Den av partene som vil sette inn et nytt ildsted eller endre pipa, gir de øvrige partene beskjed minst to uker i forveien.',
      clauseNo:
        'Denne avtalen pålegger ikke partene å si fra før de setter inn et nytt ildsted eller endrer pipa.',
    },
  ],

  camera: [
    {
      key: 'outdoor',
      text: 'Skal hver av dere kunne ha kamera som filmer ute?',
      description:
        'Et kamera som bare filmer egen eiendom som ledd i rent personlige eller familiemessige aktiviteter, faller utenfor personopplysningsloven (personopplysningsloven § 2 andre ledd bokstav a). Filmer det også naboens eiendom, offentlig vei eller steder der folk ferdes fritt, gjelder loven, og Datatilsynet har i slike saker kommet til at overvåkingen var ulovlig. Avtalen kan ikke tillate mer.',
      clauseYes:
        'Hver av partene kan ha kamera som filmer utendørs, men bare slik denne avtalen sier om hva et kamera filmer.',
      clauseNo: 'Ingen av partene har kamera som filmer utendørs.',
    },
    {
      showIf: { questionKey: 'outdoor', equals: true },
      type: 'multiple_choice',
      text: 'Hva skal et kamera som en av dere har, kunne filme?',
      options: [
        {
          text: 'Bare egen eiendom, med det andre skjermet bort',
          clause:
            'Kamera som en av partene har, filmer bare partens egen eiendom, og den delen av bildet som viser en annen parts eiendom, felles områder, vei eller andre steder der folk ferdes, er skjermet bort (maskert) eller vinklet bort.',
        },
        {
          text: 'Bare egen inngangsdør og egen innkjørsel',
          clause:
            'Kamera som en av partene har, filmer bare partens egen inngangsdør og den delen av partens innkjørsel som ingen andre bruker, og alt annet er skjermet bort (maskert) eller vinklet bort.',
        },
      ],
    },
    {
      showIf: { questionKey: 'outdoor', equals: true },
      text: 'Skal dere varsle hverandre før dere setter opp eller flytter et kamera?',
      clauseYes:
        'Den av partene som vil sette opp, flytte eller vinkle om et kamera som filmer utendørs, der denne avtalen tillater det, gir de øvrige partene beskjed før det skjer.',
      clauseNo:
        'Partene varsler ikke hverandre før de setter opp eller flytter et kamera, men holder seg til det denne avtalen sier om hva et kamera filmer.',
    },
    {
      showIf: { questionKey: 'outdoor', equals: true },
      text: 'Skal de andre kunne se hva kameraet fanger opp?',
      clauseYes:
        'Den av partene som har kamera, viser på forespørsel de øvrige partene hva kameraet fanger opp i bildet, slik at de kan se at deres eiendom ikke filmes.',
      clauseNo:
        'Den av partene som har kamera, har ingen plikt etter denne avtalen til å vise de øvrige partene bildet fra kameraet, men holder seg til det denne avtalen sier om hva et kamera filmer.',
    },
    {
      showIf: { questionKey: 'outdoor', equals: true },
      type: 'multiple_choice',
      text: 'Hvor raskt skal et kamera som filmer mer enn avtalt, rettes?',
      options: [
        {
          text: 'Straks',
          clause:
            'Filmer et kamera mer enn denne avtalen tillater, retter den som har kameraet, det straks en annen part sier fra, ved å vinkle det om eller skjerme det bort, og sletter opptak av det som ikke skulle vært filmet.',
        },
        {
          text: 'Innen ett døgn',
          clause:
            'Filmer et kamera mer enn denne avtalen tillater, retter den som har kameraet, det senest ett døgn etter at en annen part har sagt fra, ved å vinkle det om eller skjerme det bort, og sletter opptak av det som ikke skulle vært filmet.',
        },
      ],
    },
    {
      showIf: { questionKey: 'outdoor', equals: true },
      type: 'multiple_choice',
      text: 'Hvor lenge kan opptak lagres?',
      options: [
        {
          text: 'Inntil 7 dager',
          clause:
            'Opptak fra kamera som en av partene har, slettes senest etter 7 dager, med mindre de trengs som bevis overfor politiet eller et forsikringsselskap.',
        },
        {
          text: 'Inntil 30 dager',
          clause:
            'Opptak fra kamera som en av partene har, slettes senest etter 30 dager, med mindre de trengs som bevis overfor politiet eller et forsikringsselskap.',
        },
        {
          text: 'Kameraet skal ikke ta opp',
          clause: 'Kamera som en av partene har, viser bare levende bilde og tar ikke opp.',
        },
      ],
    },
    {
      showIf: { questionKey: 'outdoor', equals: true },
      text: 'Skal opptak bare kunne deles med politiet eller et forsikringsselskap?',
      clauseYes:
        'Opptak fra kamera som en av partene har, deles ikke med andre enn politiet eller et forsikringsselskap og legges aldri ut på nett eller i sosiale medier.',
      clauseNo: 'Opptak fra kamera som en av partene har, legges aldri ut på nett eller i sosiale medier.',
    },
    {
      showIf: { questionKey: 'outdoor', equals: true },
      text: 'Skal det settes opp skilt om at det er kameraovervåking?',
      clauseYes:
        'Den av partene som har kamera som filmer utendørs, setter opp et godt synlig skilt om at området er kameraovervåket.',
      clauseNo: 'Denne avtalen krever ikke skilt om kameraovervåking.',
    },
  ],

  trees: [
    {
      type: 'free_text',
      format: 'text',
      text: 'Hvilke trær eller hekker gjelder avtalen?',
      description:
        'Skriv hva slags trær eller hekker det er, hvor de står og hvem som eier dem, for eksempel «bjørka i hjørnet mot nr. 12, som Kari eier».',
      clauseTemplate: 'Avtalen gjelder disse trærne og hekkene: {{svar}}.',
      section: BAKGRUNN,
      fact: true,
    },
    {
      text: 'Skal eieren skjære tilbake greiner som henger inn over eiendomsgrensen, når naboen ber om det?',
      description:
        'Etter grannelova § 12 kan naboen selv kutte greiner og røtter som stikker inn på eiendommen og er til nevneverdig skade eller ulempe, etter grenselinjen, men greiner bare når eieren har fått varsel og ikke har fjernet dem innen rimelig tid.',
      clauseYes:
        'Eieren av et tre, en busk eller en hekk skjærer tilbake greiner som henger inn over eiendomsgrensen, senest fire uker etter at naboen har bedt om det, og gjør ikke eieren det, kan naboen skjære dem av etter grenselinjen, og dette går foran det denne avtalen ellers sier om endringer.',
      clauseNo:
        'Greiner og røtter som stikker inn over eiendomsgrensen, håndteres etter grannelova § 12, slik at naboen kan skjære dem av etter grenselinjen når de er til nevneverdig skade eller ulempe og eieren, for greinenes del, har fått varsel og ikke har fjernet dem innen rimelig tid, og dette går foran det denne avtalen ellers sier om endringer.',
    },
    {
      key: 'height',
      text: 'Skal trærne og hekkene holdes under en bestemt høyde?',
      description:
        'Etter grannelova § 3 kan naboen i visse tilfeller kreve et tre fjernet når det står nærmere hus, hage, tun eller dyrket jord på naboeiendommen enn en tredjedel av trehøyden, og en hekk lavere enn 2 meter er aldri ulovlig etter den paragrafen. En avtale mellom dere går foran disse reglene (grannelova § 1).',
      clauseYes:
        'Trærne og hekkene denne avtalen gjelder, holdes ikke høyere enn den høyden som er avtalt i denne avtalen, og eieren beskjærer dem minst én gang i året.',
      clauseNo:
        'Partene avtaler ingen fast høyde for trærne og hekkene, og høyden følger grannelova og, for en hekk i eiendomsgrensen som tjener som gjerde, grannegjerdelova.',
    },
    {
      type: 'free_text',
      format: 'text',
      text: 'Hvor høye kan trærne og hekkene høyst være?',
      description:
        'Skriv høyden i meter, for eksempel «1,8 meter», eller en høyde for hvert tre eller hver hekk.',
      clauseTemplate: 'Trærne og hekkene denne avtalen gjelder, skal ikke være høyere enn dette: {{svar}}.',
      showIf: { questionKey: 'height', equals: true },
    },
    {
      type: 'multiple_choice',
      text: 'Hvem skal betale for beskjæring og felling?',
      options: [
        {
          text: 'Eieren av treet eller hekken',
          clause:
            'Eieren av et tre eller en hekk betaler for beskjæring og felling av det, og dette går foran det denne avtalen ellers sier om fordeling av kostnader.',
        },
        {
          text: 'Den som ber om det',
          clause:
            'Den av partene som ber om at et tre eller en hekk skal beskjæres eller felles, betaler for det, og dette går foran det denne avtalen ellers sier om fordeling av kostnader.',
        },
        {
          text: 'Likt',
          clause:
            'Partene deler kostnadene ved beskjæring og felling av trærne og hekkene likt, og dette går foran det denne avtalen ellers sier om fordeling av kostnader.',
        },
      ],
    },
    {
      text: 'Skal et tre nær eiendomsgrensen bare kunne felles når alle er enige?',
      clauseYes:
        'Et tre nær eiendomsgrensen felles bare når alle partene har samtykket skriftlig, med mindre treet er til fare, og dette går foran det denne avtalen ellers sier om å endre eller fjerne noe nær eiendomsgrensen.',
      clauseNo:
        'Eieren av et tre kan selv bestemme å felle det etter å ha gitt de øvrige partene beskjed minst en uke i forveien, og dette går foran det denne avtalen ellers sier om å endre eller fjerne noe nær eiendomsgrensen.',
    },
    {
      text: 'Skal eieren av trærne rydde løv, kongler og kvist som havner hos naboen?',
      clauseYes:
        'Eieren av trærne rydder løv, kongler, frukt og kvist som faller fra trærne og havner i naboens hage, takrenner eller innkjørsel, når naboen ber om det.',
      clauseNo:
        'Hver av partene rydder selv løv, kongler, frukt og kvist som havner på egen eiendom, uansett hvor det kommer fra.',
    },
  ],

  fence: [
    {
      type: 'free_text',
      format: 'text',
      text: 'Hva slags gjerde skal stå mellom eiendommene?',
      description:
        'Skriv materialet, høyden og hvor gjerdet går, for eksempel «hvitt stakittgjerde, 1,2 meter høyt, i eiendomsgrensen». Et grannegjerde skal stå i eiendomsgrensen, ikke lenger inn på naboens grunn enn på egen og ikke mer enn 0,5 meter inn på naboens grunn (grannegjerdelova § 4), og det må ikke være farlig for folk eller dyr (grannegjerdelova § 3). Et åpent gjerde mot naboen krever som regel ikke søknad til kommunen, men en tett levegg kan gjøre det.',
      clauseTemplate: 'Gjerdet mellom eiendommene er eller skal være slik: {{svar}}.',
    },
    {
      key: 'cost',
      type: 'multiple_choice',
      text: 'Hvordan skal kostnadene til gjerdet deles?',
      description:
        'Grannegjerdelova har regler om når dere må ha gjerde sammen og hvordan kostnadene da deles, men en avtale mellom dere går foran dem (grannegjerdelova § 1).',
      options: [
        {
          text: 'Likt',
          clause:
            'Partene deler kostnadene til å sette opp og vedlikeholde gjerdet likt, og dette går foran det denne avtalen ellers sier om fordeling av kostnader.',
        },
        {
          text: 'Likt for å sette det opp, og hver vedlikeholder sin side',
          clause:
            'Partene deler kostnadene til å sette opp gjerdet likt, og hver av partene vedlikeholder og maler gjerdet på sin side for egen regning, og dette går foran det denne avtalen ellers sier om fordeling av kostnader.',
        },
        {
          text: 'Én av oss betaler alt',
          clause:
            'Kostnadene til å sette opp og vedlikeholde gjerdet bæres av én av partene alene, og dette går foran det denne avtalen ellers sier om fordeling av kostnader.',
        },
      ],
    },
    {
      type: 'free_text',
      format: 'party',
      text: 'Hvem av dere skal betale for gjerdet?',
      clauseTemplate: '{{svar}} er den av partene som bærer kostnadene til gjerdet.',
      showIf: { questionKey: 'cost', option: 'Én av oss betaler alt' },
    },
    {
      text: 'Skal avtalen om gjerdet gjelde i minst ti år?',
      description:
        'En avtale om gjerde mellom naboer kan sies opp med ett års frist når det har gått minst ti år, eller tidligere etter særlige endringer i forholdene avtalen bygde på, og lengre tid eller frist kan som regel ikke avtales (grannegjerdelova § 2).',
      clauseYes:
        'Avtalen om gjerdet kan bare sies opp når det har gått minst ti år fra den ble inngått, og da med ett års frist, eller tidligere etter særlige endringer i forholdene den bygde på, slik grannegjerdelova § 2 tillater, og dette går foran det denne avtalen ellers sier om oppsigelse.',
      clauseNo:
        'Avtalen om gjerdet følger det denne avtalen ellers sier om oppsigelse, men kan uansett sies opp med ett års frist når det har gått minst ti år, slik grannegjerdelova § 2 bestemmer.',
    },
    {
      text: 'Skal hver av dere kunne feste planter, lys eller annet på sin side av gjerdet?',
      clauseYes:
        'Hver av partene kan feste planter, lys eller annet på sin side av gjerdet, så lenge det ikke skader gjerdet eller er til ulempe for de øvrige partene, og dette går foran det denne avtalen ellers sier om endringer.',
      clauseNo: 'Ingen av partene fester noe på gjerdet uten samtykke fra de øvrige partene.',
    },
    {
      text: 'Skal det være en grind i gjerdet som dere kan gå gjennom?',
      clauseYes:
        'Gjerdet har en grind som partene og husstandene deres kan gå gjennom, og den holdes lukket.',
      clauseNo: 'Gjerdet har ingen grind.',
    },
  ],

  animals: [
    {
      text: 'Skal hunder alltid være i bånd når de er utenfor egen eiendom?',
      description:
        'Fra og med 1. april til og med 20. august skal en hund holdes i bånd eller være forsvarlig inngjerdet eller innestengt (hundeloven § 6), og den som har hund, skal vise aktsomhet for at den ikke gjør skade og sørge for at hundeholdet ikke er til urimelig ulempe for andre (hundeloven § 3).',
      clauseYes:
        'Hunder som partene har, holdes i bånd hele året når de er utenfor eierens egen eiendom eller inngjerdede hage, også på felles områder og i felles vei, og den som har hunden, plukker straks opp etter den.',
      clauseNo:
        'Hunder som partene har, kan være løse når loven tillater det og de er under kontroll, men ikke på de øvrige partenes eiendom, og den som har hunden, plukker straks opp etter den.',
    },
    {
      text: 'Skal den som har hund, sørge for at den ikke bjeffer eller uler lenge om gangen?',
      clauseYes:
        'Den av partene som har hund, lar den ikke være alene ute eller på balkongen slik at den bjeffer eller uler over lengre tid, og tar den inn når den bjeffer om kvelden og natten.',
      clauseNo:
        'Partene stiller ingen egne krav til hverandre om bjeffing, men den som har hund, tar rimelig hensyn til de øvrige partene.',
    },
    {
      text: 'Skal katter kunne gå fritt ute?',
      clauseYes:
        'Katter som partene har, kan gå fritt ute, og den som har katten, fjerner avføring katten legger igjen i sandkasser og bed hos de øvrige partene når de ber om det.',
      clauseNo:
        'Katter som partene har, holdes inne eller i et inngjerdet område og går ikke fritt over på de øvrige partenes eiendom.',
    },
    {
      type: 'multiple_choice',
      text: 'Hvilke andre dyr kan dere ha ute?',
      options: [
        {
          text: 'Høner, men ikke hane',
          clause:
            'Hver av partene kan ha høner på egen eiendom, men ikke hane, og holder dem inngjerdet og rene slik at de ikke lukter eller bråker til ulempe for de øvrige partene.',
        },
        {
          text: 'Høner og hane',
          clause:
            'Hver av partene kan ha høner og hane på egen eiendom, holder dem inngjerdet og rene, og holder hanen inne om natten og tidlig om morgenen.',
        },
        {
          text: 'Ingen uten at alle er enige',
          clause:
            'Ingen av partene holder høner, hane eller andre husdyr ute uten samtykke fra de øvrige partene.',
        },
      ],
    },
    {
      text: 'Skal den som har et dyr, betale for skade dyret gjør hos de andre?',
      clauseYes:
        'Den av partene som har et dyr, betaler for skade dyret gjør på de øvrige partenes eiendom, hage eller dyr, og dette går foran det denne avtalen ellers sier om skade.',
      clauseNo:
        'Skade et dyr gjør på de øvrige partenes eiendom, erstattes etter lovens regler, så langt ikke annet følger av denne avtalen.',
    },
  ],

  road: [
    {
      type: 'free_text',
      format: 'text',
      text: 'Hvilken vei gjelder avtalen, og hvem eier grunnen den går over?',
      description: 'Skriv hvor veien går, fra hvor til hvor, og hvem som eier grunnen under den.',
      clauseTemplate: 'Avtalen gjelder denne veien: {{svar}}.',
      section: BAKGRUNN,
      fact: true,
    },
    {
      type: 'multiple_choice',
      text: 'Hvordan skal kostnadene til vedlikehold av veien deles?',
      description:
        'Uten avtale skal hver som bruker en privat vei som felles adkomst for flere eiendommer, holde den i forsvarlig og brukbar stand etter hvor mye hver bruker den (veglova § 54), men dere kan avtale en annen fordeling.',
      options: [
        {
          text: 'Likt',
          clause:
            'Kostnadene til vedlikehold av veien deles likt mellom partene, og dette går foran det denne avtalen ellers sier om fordeling av kostnader.',
        },
        {
          text: 'Etter hvor lang strekning hver bruker',
          clause:
            'Kostnadene til vedlikehold av veien fordeles etter hvor lang strekning av veien hver av partene bruker, og dette går foran det denne avtalen ellers sier om fordeling av kostnader.',
        },
        {
          text: 'Etter hvor mye hver bruker veien',
          clause:
            'Kostnadene til vedlikehold av veien fordeles etter hvor mye hver av partene bruker den, og dette går foran det denne avtalen ellers sier om fordeling av kostnader.',
        },
      ],
    },
    {
      text: 'Skal dere bestille brøyting og strøing av veien sammen?',
      clauseYes:
        'Partene bestiller brøyting og strøing av veien sammen og deler kostnadene på samme måte som kostnadene til vedlikehold av veien.',
      clauseNo:
        'Hver av partene sørger selv for brøyting og strøing av den delen av veien som ligger på egen eiendom eller bare brukes av den parten, og dette går foran det denne avtalen ellers sier om fordeling av kostnader.',
    },
    {
      type: 'multiple_choice',
      text: 'Hvor fort kan dere kjøre på veien?',
      options: [
        {
          text: 'I gangfart',
          clause:
            'Partene og husstandene deres kjører ikke fortere enn gangfart på veien, og ber besøkende gjøre det samme.',
        },
        {
          text: 'Høyst 20 km/t',
          clause:
            'Partene og husstandene deres kjører ikke fortere enn 20 km/t på veien, og ber besøkende gjøre det samme.',
        },
        {
          text: 'Høyst 30 km/t',
          clause:
            'Partene og husstandene deres kjører ikke fortere enn 30 km/t på veien, og ber besøkende gjøre det samme.',
        },
      ],
    },
    {
      text: 'Skal veien kunne brukes av tunge kjøretøy, som lastebiler og gravemaskiner?',
      clauseYes:
        'Partene kan bruke veien til tunge kjøretøy, som lastebiler og gravemaskiner, og den som gjør det, utbedrer skade kjøringen gjør på veien for egen regning, og dette går foran det denne avtalen ellers sier om skade.',
      clauseNo:
        'Partene bruker ikke veien til tunge kjøretøy, som lastebiler og gravemaskiner, uten samtykke fra de øvrige partene.',
    },
    {
      text: 'Skal det være forbudt å parkere på veien og snuplassen?',
      clauseYes:
        'Partene parkerer ikke, og sørger for at deres besøkende ikke parkerer, på veien eller snuplassen.',
      clauseNo:
        'Partene kan parkere kortvarig langs veien, og la sine besøkende gjøre det, når det ikke hindrer annen trafikk, brøyting eller utrykningskjøretøy.',
    },
  ],

  'building-works': [
    {
      text: 'Skal den som skal bygge, rive eller grave, varsle de andre i god tid?',
      description:
        'Den som vil sette i gang planting, graving, bygging eller annet som kan bli til skade eller ulempe for naboeiendommen, skal varsle naboen i rimelig tid før (grannelova § 6), og mange byggetiltak krever i tillegg nabovarsel etter plan- og bygningsloven.',
      clauseYes:
        'Den av partene som skal bygge, rive, grave eller sprenge på eiendommen sin, varsler de øvrige partene skriftlig minst fire uker før arbeidet starter, og forteller hva som skal gjøres og hvor lenge det vil vare, og dette går foran det denne avtalen ellers sier om varsel.',
      clauseNo:
        'Den av partene som skal bygge, rive, grave eller sprenge på eiendommen sin, varsler de øvrige partene slik loven krever, og minst slik denne avtalen ellers krever for endringer nær eiendomsgrensen.',
    },
    {
      type: 'multiple_choice',
      text: 'Når kan det gjøres støyende byggearbeid?',
      options: [
        {
          text: 'Mandag til fredag kl. 7–19 og lørdag kl. 9–15',
          clause:
            'Støyende byggearbeid, som riving, boring, pigging og sprenging, gjøres bare fra mandag til fredag fra kl. 07.00 til kl. 19.00 og på lørdager fra kl. 09.00 til kl. 15.00, og dette går foran det denne avtalen ellers sier om støyende arbeid.',
        },
        {
          text: 'Bare mandag til fredag kl. 8–17',
          clause:
            'Støyende byggearbeid, som riving, boring, pigging og sprenging, gjøres bare fra mandag til fredag fra kl. 08.00 til kl. 17.00, og dette går foran det denne avtalen ellers sier om støyende arbeid.',
        },
      ],
    },
    {
      text: 'Skal den som bygger, dekke skade arbeidet gjør hos de andre, også om ingen kan lastes for den?',
      description:
        'Den som graver, bygger eller sprenger, skal sørge for nødvendige tiltak mot utrasing, setninger, rystelser, steinsprut og lufttrykk på naboeiendommen (grannelova § 5), og økonomisk tap av skade eller ulempe i strid med grannelova §§ 2 til 5 skal erstattes også når ingen har vært uaktsom (grannelova § 9).',
      clauseYes:
        'Den av partene som gjør byggearbeid, dekker skade arbeidet gjør på de øvrige partenes eiendom eller på felles anlegg, også når ingen har vært uaktsom, og dette går foran det denne avtalen ellers sier om skade.',
      clauseNo:
        'Skade som byggearbeid gjør på de øvrige partenes eiendom, erstattes etter lovens regler, blant annet grannelova og de alminnelige erstatningsreglene, så langt ikke annet følger av denne avtalen.',
    },
    {
      text: 'Skal tilstanden hos de andre dokumenteres før tungt arbeid starter?',
      clauseYes:
        'Før graving, sprenging eller annet tungt byggearbeid starter, fotograferer den som skal gjøre arbeidet, sammen med de øvrige partene, tilstanden på det som kan bli skadet hos dem, som murer, vegger og innkjørsel, og partene får hver sin kopi.',
      clauseNo: 'Denne avtalen krever ikke at tilstanden dokumenteres før byggearbeid starter.',
    },
    {
      text: 'Skal den som bygger, kunne sette opp stillas og bruke de andres grunn mens arbeidet pågår?',
      clauseYes:
        'Den av partene som bygger, kan etter varsel sette opp stillas, lagre materialer og ferdes på de øvrige partenes grunn nær grensen så langt arbeidet krever det og så lenge det varer, og setter grunnen i samme stand som før når arbeidet er ferdig.',
      clauseNo:
        'Den av partene som bygger, bruker ikke de øvrige partenes grunn til stillas, lagring eller ferdsel uten at de har samtykket på forhånd.',
    },
    {
      text: 'Skal den som bygger, rydde byggeavfall, søle og støv fortløpende?',
      clauseYes:
        'Den av partene som bygger, holder felles vei, innkjørsel og de øvrige partenes eiendom fri for byggeavfall, og fjerner søle og støv arbeidet fører med seg, fortløpende.',
      clauseNo:
        'Den av partene som bygger, rydder byggeavfall, søle og støv arbeidet fører med seg, når arbeidet er ferdig.',
    },
  ],

  'boundary-building': [
    {
      type: 'free_text',
      format: 'text',
      text: 'Hva skal bygges, og hvor på eiendommen skal det stå?',
      description:
        'Skriv hva slags bygg det er, hvem som eier eiendommen det skal stå på, og hvor det skal stå, for eksempel «garasje på Olas eiendom, i hjørnet mot Karis hage».',
      clauseTemplate: 'Avtalen gjelder dette bygget nær eiendomsgrensen: {{svar}}.',
      section: BAKGRUNN,
      fact: true,
    },
    {
      type: 'free_text',
      format: 'number',
      text: 'Hvor mange meter fra eiendomsgrensen skal bygget minst stå?',
      description:
        'Skriv den korteste avstanden fra veggen på bygget til grensen, for eksempel 1,5. Står bygget nærmere enn 8 meter fra en bygning på naboeiendommen, kan det gjelde egne krav for å hindre at brann sprer seg mellom byggene (byggteknisk forskrift § 11-6).',
      clauseTemplate:
        'Bygget skal stå minst {{svar}} meter fra eiendomsgrensen, målt fra veggen nærmest grensen, og ingen del av bygget, heller ikke takutstikk eller takrenner, skal gå inn over grensen.',
    },
    {
      key: 'consent',
      text: 'Samtykker naboen til at bygget står nærmere grensen enn 4 meter?',
      description:
        'Hvis ikke en plan for området sier noe annet, skal et bygg ha en avstand til nabogrensen som minst svarer til halve høyden, og ikke under 4 meter. Kommunen kan godkjenne at det står nærmere grensen eller i grensen når eieren av naboeiendommen har gitt skriftlig samtykke, eller når det er en frittliggende garasje, et uthus eller et lignende mindre bygg (plan- og bygningsloven § 29-4). Kommunen avgjør selv og har ingen plikt til å godkjenne plasseringen, selv om naboen har samtykket.',
      clauseYes:
        'Eieren av naboeiendommen samtykker til at bygget står så nær eiendomsgrensen som denne avtalen sier, også nærmere enn 4 meter, skriver under på en egen samtykkeerklæring når byggesaken krever det og trekker ikke samtykket tilbake, men partene er kjent med at samtykket ikke binder kommunen, som selv avgjør om plasseringen godkjennes, og dette går foran det denne avtalen ellers sier om endringer nær eiendomsgrensen og om å avslutte avtalen.',
      clauseNo:
        'Eieren av naboeiendommen samtykker ikke til at bygget står nærmere eiendomsgrensen enn plan- og bygningsloven og planene for området tillater uten slikt samtykke.',
    },
    {
      type: 'multiple_choice',
      text: 'Hva skal skje med samtykket hvis bygget ikke er satt opp innen en viss tid?',
      options: [
        {
          text: 'Det faller bort etter ett år',
          clause:
            'Samtykket til plasseringen faller bort hvis bygget ikke er satt opp innen ett år etter at denne avtalen ble inngått.',
        },
        {
          text: 'Det faller bort etter tre år',
          clause:
            'Samtykket til plasseringen faller bort hvis bygget ikke er satt opp innen tre år etter at denne avtalen ble inngått.',
        },
        {
          text: 'Det gjelder uten tidsfrist',
          clause: 'Samtykket til plasseringen gjelder uten tidsfrist, også om bygget settes opp senere.',
        },
      ],
      showIf: { questionKey: 'consent', equals: true },
    },
    {
      type: 'free_text',
      format: 'text',
      text: 'Hvor høyt og hvor stort kan bygget høyst være?',
      description:
        'Skriv høyden og grunnflaten, for eksempel «høyst 3,5 meter til mønet og 30 m² grunnflate». En frittliggende bygning på en bebygd eiendom som ikke skal brukes til beboelse, som en garasje eller et uthus, kan settes opp uten søknad til kommunen bare når den oppfyller bestemte krav, blant annet at den ikke er over 50 m² og står minst 1 meter fra nabogrensen (byggesaksforskriften § 4-1).',
      clauseTemplate:
        'Bygget skal høyst ha denne høyden og størrelsen, også etter senere endringer: {{svar}}.',
    },
    {
      text: 'Skal vann og snø fra taket på bygget holdes borte fra naboens eiendom?',
      description:
        'Ingen må bygge slik at takdrypp eller snøras faller ned på naboeiendommen til skade eller ulempe for naboen (grannelova § 4).',
      clauseYes:
        'Eieren av bygget sørger for takrenner og nedløp, og snøfangere der taket heller mot naboeiendommen, slik at vann og snø fra taket på bygget ikke havner på naboeiendommen.',
      clauseNo:
        'Partene avtaler ikke noe særskilt om vann og snø fra taket på bygget, og da gjelder det loven bestemmer, blant annet i grannelova.',
    },
    {
      text: 'Skal eieren av bygget kunne gå inn på naboens grunn for å vedlikeholde veggen og taket?',
      description:
        'Står bygget nær grensen, kan veggen, taket og takrennene mot naboen ofte bare males og repareres fra naboens side.',
      clauseYes:
        'Eieren av bygget kan gå inn på naboeiendommen nær bygget og sette opp stige eller stillas der så langt det trengs for å vedlikeholde, reparere og male veggen, taket og takrennene, etter å ha varslet eieren av naboeiendommen minst en uke i forveien, eller så snart som mulig når noe må utbedres straks, og setter grunnen i samme stand som før når arbeidet er ferdig.',
      clauseNo:
        'Eieren av bygget går ikke inn på naboeiendommen for å vedlikeholde bygget uten samtykke fra eieren av naboeiendommen i hvert enkelt tilfelle.',
    },
    {
      text: 'Skal samtykket og vilkårene for bygget tinglyses på eiendommene?',
      description:
        'En rett over naboens eiendom, som retten til å gå inn på grunnen for å vedlikeholde bygget, eller en begrensning for bygget kan tinglyses som en erklæring på den eiendommen den gjelder, og bare da er den sikret mot en ny eier eller panthaver som ikke kjente til den (tinglysingsloven § 20 og § 21).',
      clauseYes:
        'Det denne avtalen sier om bygget nær eiendomsgrensen, tinglyses som en erklæring på de eiendommene det gjelder, så langt det kan tinglyses, og partene samtykker til tinglysingen og skriver under på det som trengs for den, og dette går foran det denne avtalen ellers sier om tinglysing.',
      clauseNo:
        'Det denne avtalen sier om bygget nær eiendomsgrensen, tinglyses ikke, så langt ikke annet følger av denne avtalen, og partene er kjent med at en rett etter den da kan falle bort overfor en ny eier eller panthaver som ikke kjente til den.',
    },
  ],

  water: [
    {
      text: 'Skal vann fra tak og takrenner ledes bort slik at det ikke renner over til de andre?',
      description:
        'Ingen må bygge slik at takdrypp eller snøras faller ned på naboeiendommen til skade eller ulempe for naboen (grannelova § 4), og vann som ledes over til naboen på en urimelig eller unødvendig måte, kan være i strid med grannelova § 2.',
      clauseYes:
        'Hver av partene leder vann fra tak, takrenner og nedløp på egen eiendom bort til egen grunn, sluk eller overvannsledning, slik at det ikke renner inn på de øvrige partenes eiendom.',
      clauseNo:
        'Partene avtaler ikke noe særskilt om vann fra tak, og da gjelder det loven bestemmer, blant annet i grannelova.',
    },
    {
      text: 'Skal den som endrer terrenget eller legger nye tette flater, sørge for at overvannet ikke renner over til de andre?',
      description:
        'Vann som renner naturlig fra en eiendom som ligger høyere, må eieren nedenfor som regel finne seg i, men endringer som gjør at mer vann renner over til naboen, kan være i strid med grannelova § 2.',
      clauseYes:
        'Den av partene som endrer terrenget, legger asfalt, belegningsstein eller andre tette flater eller bygger på eiendommen sin, sørger for at overvannet tas hånd om på egen eiendom, slik at det ikke renner mer vann over til de øvrige partene enn før.',
      clauseNo:
        'Partene avtaler ikke noe særskilt om overvann når terreng eller flater endres, og da gjelder det loven bestemmer, blant annet i grannelova.',
    },
    {
      text: 'Skal takrenner, nedløp og sluk renskes hver høst?',
      clauseYes:
        'Hver av partene rensker takrenner, nedløp og sluk på egen eiendom minst én gang i året, om høsten, slik at vann ikke renner over til de øvrige partene.',
      clauseNo: 'Hver av partene bestemmer selv når takrenner, nedløp og sluk på egen eiendom renskes.',
    },
    {
      text: 'Skal dere holde felles grøfter, drenering og overvannsledninger i stand sammen?',
      clauseYes:
        'Partene holder grøfter, dreneringsrør og overvannsledninger som tjener flere av eiendommene, åpne og i stand sammen, og deler kostnadene likt, så langt ikke annet følger av denne avtalen.',
      clauseNo:
        'Hver av partene holder grøfter, dreneringsrør og overvannsledninger på egen eiendom i stand for egen regning, og dette går foran det denne avtalen ellers sier om vedlikehold og fordeling av kostnader.',
    },
    {
      text: 'Skal den som ser at vann renner over fra en annen eiendom, si fra med en gang?',
      description:
        'Den som lider skade, kan få erstatningen etter grannelova satt ned eller miste den hvis vedkommende etter god naboskikk burde ha sagt fra tidligere (grannelova § 9).',
      clauseYes:
        'Den av partene som ser at vann renner over fra en annen parts eiendom og kan gjøre skade, sier fra til den parten med en gang, og den parten gjør det som trengs for å stanse vannet så snart som mulig.',
      clauseNo:
        'Partene har ingen særskilt plikt etter denne avtalen til å si fra om vann som renner over fra en annen eiendom.',
    },
    {
      text: 'Skal snø fra tak og innkjørsel bare legges på egen eiendom?',
      clauseYes:
        'Hver av partene legger snø fra tak, innkjørsel og gårdsplass bare på egen eiendom, og slik at smeltevannet ikke renner over til de øvrige partene.',
      clauseNo:
        'Partene kan legge snø på en annen parts eiendom når den parten har samtykket, og ellers på egen eiendom.',
    },
  ],
};

/**
 * Matters of how each neighbour uses their own property (where cars stand, noise, smoke, a camera, animals):
 * nothing is owned, paid for or changed together, and the homes may be flats in one building, so the neighbours'
 * questions on common costs, upkeep, joint work, damage to what is shared, changes near the boundary and
 * registration on the properties ({@link NOT_FOR_NUISANCES}) are left out of their set.
 */
export const NUISANCES: readonly NeighbourMatter[] = [
  'parking',
  'noise',
  'smoke',
  'woodsmoke',
  'camera',
  'animals',
];

/** The keys of the neighbours' relation templates that a set of nuisances only leaves out. */
export const NOT_FOR_NUISANCES: readonly string[] = [
  'split',
  'upkeep',
  'limit',
  'dugnad',
  'damage',
  'boundary',
  'register',
];

/** The keys of the neighbours' relation templates on what they pay for and keep up together. */
export const COMMON_COSTS: readonly string[] = ['split', 'upkeep', 'limit', 'dugnad', 'damage'];

/**
 * What a title says about a matter that narrows it: «naboens katt» is about a cat, not dogs and hens; «felle
 * bjørka» about felling a tree, not keeping it trimmed; «snømåking» about snow, not speed on the road. An aspect
 * applies when the matter is named and a cue of it is in the title or description, and none of `unless`; then
 * the questions in `leaveOut` are not asked, and those in `ask` go first among the matter's own. Its clauses
 * follow the rules at the top of this file.
 */
export const MATTER_ASPECTS: Record<
  string,
  {
    matter: NeighbourMatter;
    cues: readonly string[];
    unless?: readonly string[];
    leaveOut: readonly string[];
    ask?: readonly QuestionTemplate[];
  }
> = {
  cat: {
    matter: 'animals',
    cues: [
      'nabokatt*',
      'katt',
      'katten',
      'katter',
      'kattene',
      'katta',
      'pus',
      'pusen',
      'kattebæsj*',
      'kattemøkk*',
      'kattedo*',
    ],
    unless: ['hund', 'hunden', 'hunder', 'hundene', 'bikkje*', 'bjeff*', 'valp*', 'høne*', 'høns*', 'hane*'],
    leaveOut: [
      'Skal hunder alltid være i bånd når de er utenfor egen eiendom?',
      'Skal den som har hund, sørge for at den ikke bjeffer eller uler lenge om gangen?',
      'Hvilke andre dyr kan dere ha ute?',
      'Skal katter kunne gå fritt ute?',
    ],
    ask: [
      {
        type: 'multiple_choice',
        text: 'Hva skal den som har katt, gjøre når katten gjør fra seg hos de andre?',
        options: [
          {
            text: 'Fjerne det når de andre ber om det',
            clause:
              'Den av partene som har katt, fjerner avføring katten legger igjen hos de øvrige partene, også i sandkasser og bed, når de ber om det.',
          },
          {
            text: 'Betale for tiltak, som et lokk over sandkassa',
            clause:
              'Den av partene som har katt, betaler for rimelige tiltak som holder katten borte fra sandkasser og bed hos de øvrige partene, som et lokk eller nett over sandkassa, og fjerner avføring katten likevel legger igjen der når de ber om det, og dette går foran det denne avtalen ellers sier om fordeling av kostnader.',
          },
          {
            text: 'Holde katten inne om natten',
            clause:
              'Den av partene som har katt, holder den inne fra kl. 22 til kl. 7 og fjerner avføring katten legger igjen hos de øvrige partene når de ber om det.',
          },
        ],
      },
      {
        text: 'Skal katter dere har, være ID-merket og kastrert eller sterilisert?',
        clauseYes: 'Katter som partene har, er ID-merket og kastrert eller sterilisert.',
        clauseNo:
          'Partene stiller ingen krav til hverandre om ID-merking, kastrering eller sterilisering av katter.',
      },
      {
        text: 'Skal dere se på saken igjen hvis det ikke er blitt bedre etter en måned?',
        clauseYes:
          'Er det ikke blitt bedre en måned etter at denne avtalen er signert, møtes partene og blir enige om nye tiltak.',
        clauseNo: 'Partene avtaler ikke noe eget møte om katten utover det denne avtalen ellers sier.',
      },
    ],
  },
  dog: {
    matter: 'animals',
    cues: ['hund', 'hunden', 'hunder', 'hundene', 'bikkje*', 'bjeff*', 'hundebæsj*', 'hundemøkk*', 'valp*'],
    unless: ['katt', 'katten', 'katter', 'kattene', 'katta', 'høne*', 'høns*', 'hane*'],
    leaveOut: [
      'Skal katter kunne gå fritt ute?',
      'Hvilke andre dyr kan dere ha ute?',
      'Skal den som har hund, sørge for at den ikke bjeffer eller uler lenge om gangen?',
    ],
    ask: [
      {
        type: 'multiple_choice',
        text: 'Hva skal den som har hund, gjøre for at den ikke bjeffer når den er alene?',
        options: [
          {
            text: 'Ikke la den være alene ute eller på balkongen',
            clause:
              'Den av partene som har hund, lar den ikke være alene ute eller på balkongen, og tar den inn når den bjeffer.',
          },
          {
            text: 'Skaffe hundepasser når eieren er borte lenge',
            clause:
              'Den av partene som har hund, skaffer hundepasser, hundebarnehage eller annen tilsyn når hunden ellers ville vært alene mer enn fem timer.',
          },
          {
            text: 'Trene hunden med hjelp av en instruktør',
            clause:
              'Den av partene som har hund, går innen tre måneder på kurs eller får hjelp av en hundeinstruktør med å trene hunden til å være alene uten å bjeffe.',
          },
        ],
      },
    ],
  },
  drilling: {
    matter: 'noise',
    cues: [
      'boring',
      'boringen',
      'borelyd*',
      'banking',
      'bankingen',
      'bankelyd*',
      'oppussing*',
      'drill*',
      'bore',
      'borer',
    ],
    leaveOut: [
      'Skal den som skal ha fest, varsle de andre på forhånd?',
      'Hvor lenge kan en fest som er varslet, vare?',
      'Skal musikk utendørs holdes så lav at den ikke plager de andre?',
      'Skal støyende arbeid, som plenklipping, boring og bruk av motorsag, bare gjøres på bestemte tider?',
    ],
    ask: [
      {
        type: 'multiple_choice',
        text: 'Når kan det bores, bankes og gjøres annet støyende arbeid?',
        options: [
          {
            text: 'Hverdager kl. 8–20 og lørdager kl. 10–16',
            clause:
              'Partene borer, banker og gjør annet støyende arbeid bare på hverdager fra kl. 8 til kl. 20 og på lørdager fra kl. 10 til kl. 16, aldri på søndager og helligdager, så langt husordensreglene der partene bor, ikke sier noe strengere.',
          },
          {
            text: 'Hverdager kl. 9–18, ikke i helgene',
            clause:
              'Partene borer, banker og gjør annet støyende arbeid bare på hverdager fra kl. 9 til kl. 18, aldri i helgene eller på helligdager, så langt husordensreglene der partene bor, ikke sier noe strengere.',
          },
        ],
      },
      {
        text: 'Skal den som skal pusse opp, varsle de andre en uke i forveien?',
        clauseYes:
          'Den av partene som skal pusse opp eller gjøre støyende arbeid over mer enn én dag, varsler de øvrige partene minst en uke i forveien og sier hvor lenge arbeidet skal vare.',
        clauseNo:
          'Partene varsler ikke hverandre om oppussing på forhånd utover det husordensreglene krever.',
      },
      {
        type: 'free_text',
        format: 'number',
        text: 'Hvor mange uker kan en oppussing med støyende arbeid høyst vare?',
        clauseTemplate:
          'Støyende arbeid i én oppussing varer ikke lenger enn {{svar}} uker til sammen, om ikke de øvrige partene samtykker.',
      },
    ],
  },
  felling: {
    matter: 'trees',
    cues: [
      'felle',
      'feller',
      'felling*',
      'hugge*',
      'hogge*',
      'hogst*',
      'skal felles',
      'må felles',
      'bør felles',
      'ta ned',
      'tas ned',
      'tatt ned',
      'fjerne treet',
      'fjerne trærne',
    ],
    leaveOut: [
      'Skal eieren skjære tilbake greiner som henger inn over eiendomsgrensen, når naboen ber om det?',
      'Skal trærne og hekkene holdes under en bestemt høyde?',
      'Hvor høye kan trærne og hekkene høyst være?',
      'Skal eieren av trærne rydde løv, kongler og kvist som havner hos naboen?',
    ],
    ask: [
      {
        type: 'multiple_choice',
        text: 'Hvem skal gjøre fellingen?',
        options: [
          {
            text: 'En fagperson med ansvarsforsikring',
            clause:
              'Treet felles av en fagperson som har ansvarsforsikring, som en arborist eller skogsentreprenør.',
          },
          {
            text: 'En av oss',
            clause:
              'Fellingen gjøres av den av partene som eier trærne, eller av en annen part som eieren har gitt lov, og den som feller, sikrer området mens arbeidet pågår.',
          },
        ],
      },
      {
        type: 'free_text',
        format: 'date',
        text: 'Hvilken dato skal fellingen senest være gjort?',
        clauseTemplate: 'Fellingen skal være gjort senest {{svar}}.',
      },
      {
        text: 'Skal den som feller, dekke skade fellingen gjør hos de andre?',
        clauseYes:
          'Den som feller, eller eieren når eieren har bestilt fellingen, dekker skade fellingen gjør på de øvrige partenes eiendom, bygninger og hage, så langt en forsikring ikke dekker den, og dette går foran det denne avtalen ellers sier om skade.',
        clauseNo:
          'Skade fellingen gjør på de øvrige partenes eiendom, erstattes etter lovens regler, så langt ikke annet følger av denne avtalen.',
      },
      {
        type: 'multiple_choice',
        text: 'Hva skal skje med veden, kvisten og stubbene?',
        options: [
          {
            text: 'Eieren av trærne tar alt og fjerner stubbene',
            clause:
              'Eieren av trærne tar veden og kvisten og fjerner eller freser ned stubbene innen fire uker etter fellingen.',
          },
          {
            text: 'Vi deler veden, og stubbene blir stående',
            clause:
              'Partene deler veden likt, eieren av trærne rydder kvisten innen fire uker etter fellingen, og stubbene blir stående.',
          },
          {
            text: 'Alt kjøres bort, og stubbene freses',
            clause:
              'Veden og kvisten kjøres bort, og stubbene freses ned, innen fire uker etter fellingen, som en del av kostnaden ved fellingen.',
          },
        ],
      },
    ],
  },
  snow: {
    matter: 'road',
    cues: ['snø', 'snøen', 'snømåking*', 'måke', 'måking*', 'brøyte', 'brøyting*', 'brøyter'],
    leaveOut: [
      'Hvor fort kan dere kjøre på veien?',
      'Skal veien kunne brukes av tunge kjøretøy, som lastebiler og gravemaskiner?',
      'Skal dere bestille brøyting og strøing av veien sammen?',
    ],
    ask: [
      {
        type: 'multiple_choice',
        text: 'Hvordan skal dere dele snømåkingen?',
        options: [
          {
            text: 'Vi bytter på, en uke hver',
            clause:
              'Partene måker og strør veien på omgang, en uke hver, og den som har uken, måker når det har kommet snø som hindrer kjøring eller gange, og strør når det er glatt.',
          },
          {
            text: 'Hver tar sin del av veien',
            clause:
              'Hver av partene måker og strør den delen av veien som ligger på egen eiendom eller bare brukes av den parten.',
          },
          {
            text: 'Vi kjøper brøyting og deler regningen',
            clause:
              'Partene kjøper brøyting og strøing av veien sammen og deler kostnadene på samme måte som kostnadene til vedlikehold av veien.',
          },
        ],
      },
      {
        type: 'free_text',
        format: 'text',
        text: 'Hvor skal snøen legges?',
        description: 'For eksempel «på eget tun, ikke foran postkassene eller på naboens plen».',
        clauseTemplate: 'Snø fra veien legges her: {{svar}}.',
      },
    ],
  },
};
