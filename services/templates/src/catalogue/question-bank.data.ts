import type { BankQuestion, Domain } from './catalogue.types';

/**
 * Taking over an estate in privat skifte (docs/legal-sources.md, row Q10): asked by the bank and, word for word,
 * by the estate's relation templates, so a set that has both asks it once.
 */
export const PRIVATE_SKIFTE = {
  text: 'Skal dere overta boet til privat skifte?',
  description:
    'De arvingene som overtar boet til privat skifte, blir som hovedregel personlig ansvarlige for all gjelden etter avdøde, også den delen som er større enn det boet eier. Et proklama (kreditorvarsel) før dere overtar, gir oversikt over gjelden.',
  clauseYes:
    'Partene overtar boet til privat skifte og vet at de da som hovedregel blir personlig og solidarisk ansvarlige for avdødes gjeld, også for gjeld som er større enn det boet eier.',
} as const;

/** All domains; the ones that fit any agreement (economy, communication, ending) last. */
export const DOMAINS: Domain[] = [
  'housing',
  'children',
  'pets',
  'vehicles',
  'travel',
  'chores',
  'work',
  'loans',
  'property',
  'events',
  'purchase',
  'tenancy',
  'inheritance',
  'economy',
  'communication',
  'ending',
];

/**
 * Lower-case Norwegian words and word stems that signal a domain in a topic's title or
 * description. Each is a single word (no spaces or hyphens), so it can be matched against the
 * words of a text, at the start of a word or inside a compound ('betal' in 'tilbakebetaling',
 * 'sykkel' in 'elsykkel'). Stems that commonly occur inside unrelated words are left out
 * ('gave' in 'oppgave', 'slutt' in 'beslutte', 'selskap' in 'aksjeselskap', 'arbeid' in 'husarbeid'),
 * and so are words almost every topic uses ('felles', 'sammen', 'deling', 'avtale'), which would
 * otherwise drown the words that tell the domains apart.
 */
export const DOMAIN_KEYWORDS: Record<Domain, string[]> = {
  economy: [
    'økonomi',
    'penger',
    'pengene',
    'spleis',
    'budsjett',
    'regning',
    'felleskasse',
    'sparing',
    'abonnement',
    'kostnadsdeling',
    'utgiftsdeling',
    'oppgjør',
    'strømregning',
    'husholdningsbudsjett',
    'strømmetjeneste',
    'skatt',
    'avgift',
  ],
  housing: [
    'bolig',
    'leilighet',
    'husleie',
    'kollektiv',
    'bofelle',
    'bofellesskap',
    'samboer',
    'flytte',
    'depositum',
    'hjem',
    'innbo',
    'husstand',
    'romkamerat',
    'student',
    'strøm',
  ],
  children: [
    'barn',
    'foreldre',
    'forelder',
    'samvær',
    'bosted',
    'ungdom',
    'baby',
    'barnehage',
    'skole',
    'sfo',
    'barnebidrag',
    'tenåring',
    'oppdragelse',
    'bonusbarn',
    'fosterbarn',
  ],
  pets: [
    'kjæledyr',
    'hund',
    'katt',
    'valp',
    'kattunge',
    'hest',
    'ponni',
    'kanin',
    'marsvin',
    'fugl',
    'akvarium',
    'veterinær',
    'hundemat',
    'kattemat',
    'hundepass',
    'lufting',
    'husdyr',
    'dyrehold',
    'dyret',
    'dyrene',
  ],
  vehicles: [
    'bil',
    'båt',
    'sykkel',
    'elsykkel',
    'lastesykkel',
    'motorsykkel',
    'moped',
    'scooter',
    'tilhenger',
    'bobil',
    'campingvogn',
    'kjøretøy',
    'parkering',
    'drivstoff',
    'bensin',
    'diesel',
    'lading',
    'ladestasjon',
    'elbil',
    'kajakk',
    'kano',
    'snøscooter',
    'bildeling',
    'kjøring',
    'sjåfør',
    'førerkort',
  ],
  travel: [
    'ferie',
    'reise',
    'tur',
    'hytteleie',
    'hyttetur',
    'utenlands',
    'flyreise',
    'flybillett',
    'hotell',
    'overnatting',
    'airbnb',
    'leiebil',
    'charter',
    'helg',
    'weekend',
    'fjelltur',
    'roadtrip',
    'cruise',
    'interrail',
    'camping',
    'utflukt',
    'ferietur',
    'storbytur',
  ],
  chores: [
    'husarbeid',
    'vask',
    'rengjøring',
    'rydd',
    'oppvask',
    'klesvask',
    'matlaging',
    'middag',
    'innkjøp',
    'handleliste',
    'dagligvare',
    'søppel',
    'kildesortering',
    'plen',
    'hagearbeid',
    'snømåking',
    'måking',
    'oppgave',
    'vaskeliste',
    'husstell',
    'støvsug',
    'dugnad',
  ],
  work: [
    'prosjekt',
    'samarbeid',
    'band',
    'firmaet',
    'foretak',
    'bedrift',
    'oppstart',
    'startup',
    'gründer',
    'jobb',
    'frilans',
    'kunde',
    'oppdrag',
    'musikk',
    'podkast',
    'kreativ',
    'forening',
    'team',
    'utvikling',
    'produksjon',
    'kollega',
    'konsulent',
    'opphavsrett',
    'spill',
    'film',
    'bok',
  ],
  loans: [
    'lån',
    'lånet',
    'pengelån',
    'privatlån',
    'gjeld',
    'gjeldsbrev',
    'rente',
    'avdrag',
    'nedbetal',
    'kreditt',
    'forskudd',
    'låntaker',
    'långiver',
    'tilbakebetal',
    'kausjon',
    'arveforskudd',
  ],
  property: [
    'hytte',
    'eiendom',
    'sameie',
    'eierandel',
    'eierskap',
    'felleseie',
    'tomt',
    'hage',
    'verktøy',
    'utstyr',
    'gressklipper',
    'robotklipper',
    'snøfreser',
    'møbler',
    'redskap',
    'maskin',
    'fritidsbolig',
    'båtplass',
    'garasje',
    'brygge',
    'naust',
    'andel',
    'naboavtale',
    'naboeiendom',
    'naboskap',
    'hekk',
    'gjerde',
    'tomtegrense',
  ],
  events: [
    'fest',
    'bryllup',
    'bursdag',
    'jubileum',
    'konfirmasjon',
    'dåp',
    'arrangement',
    'julebord',
    'feiring',
    'russ',
    'utdrikningslag',
    'konsert',
    'festival',
    'julegave',
    'bryllupsgave',
    'bursdagsgave',
    'gavespleis',
    'presang',
    'sommerfest',
    'middagsselskap',
    'spleiselag',
    'minnestund',
    'gave',
    'gifte',
    'giftermål',
    'gjest',
    'lokale',
  ],
  purchase: [
    'kjøp',
    'kjøpe',
    'kjøper',
    'kjøpt',
    'salg',
    'selge',
    'selger',
    'solgt',
    'kjøpekontrakt',
    'kjøpesum',
    'bruktbil',
    'overtakelse',
    'overlevering',
    'reklamasjon',
    'mangel',
    'salgsmelding',
  ],
  tenancy: [
    'utleie',
    'utleier',
    'leie',
    'leier',
    'leietaker',
    'leiekontrakt',
    'leieforhold',
    'husleiekontrakt',
    'hybel',
    'sokkel',
    'sokkelleilighet',
    'framleie',
    'fremleie',
    'utleiedel',
    'utleieenhet',
    'leieboer',
  ],
  inheritance: [
    'arv',
    'arve',
    'arving',
    'arvinger',
    'arveoppgjør',
    'dødsbo',
    'skifte',
    'uskifte',
    'testament',
    'etterlatt',
    'avdød',
    'dødsfall',
    'familiearv',
    'barnearv',
  ],
  communication: [
    'kommunikasjon',
    'møte',
    'enighet',
    'uenighet',
    'konflikt',
    'krangel',
    'informasjon',
    'beskjed',
    'dialog',
    'chat',
    'gruppechat',
    'samtale',
    'tillit',
  ],
  ending: [
    'avslutt',
    'avslutning',
    'oppsigelse',
    'brudd',
    'skilsmisse',
    'oppløsning',
    'uttreden',
    'utmelding',
    'varighet',
    'avtaleperiode',
    'utflytting',
    'avvikling',
    'utkjøp',
  ],
};

// Each question carries its domains (the main one first, then any further domains it also fits) and the keywords
// of its main domain only, so that a question that fits several domains does not outweigh the questions that
// belong squarely to the topic's domain (question-bank.data.spec.ts checks both).

// ──────────────────────────────────────────────────────────────────────────────── purchase
// Buying and selling between private persons. Clauses only record what the parties choose; none states law.
const PURCHASE: BankQuestion[] = [
  {
    text: 'Skal kjøpesummen betales i sin helhet før kjøperen overtar det som selges?',
    clauseYes: 'Kjøperen betaler hele kjøpesummen før kjøperen overtar det som selges.',
    clauseNo:
      'Kjøperen overtar det som selges før hele kjøpesummen er betalt, og betaler resten etter en plan som partene avtaler skriftlig.',
    domains: ['purchase'],
    keywords: DOMAIN_KEYWORDS.purchase,
  },
  {
    text: 'Skal kjøpesummen betales ved bankoverføring?',
    clauseYes: 'Kjøpesummen betales ved bankoverføring til en konto som selgeren oppgir.',
    clauseNo:
      'Kjøpesummen betales på en annen måte som partene avtaler skriftlig, og selgeren kvitterer for beløpet.',
    domains: ['purchase'],
    keywords: DOMAIN_KEYWORDS.purchase,
  },
  {
    text: 'Skal selgeren fortelle kjøperen skriftlig om alle feil og skader selgeren kjenner til?',
    clauseYes:
      'Selgeren har før kjøpet gitt kjøperen en skriftlig liste over alle feil og skader som selgeren kjenner til.',
    clauseNo: 'Selgeren gir ikke kjøperen en skriftlig liste over kjente feil og skader.',
    domains: ['purchase'],
    keywords: DOMAIN_KEYWORDS.purchase,
  },
  {
    text: 'Har kjøperen fått undersøke det som selges før kjøpet?',
    clauseYes: 'Kjøperen har fått undersøke det som selges før kjøpet.',
    clauseNo: 'Kjøperen har ikke undersøkt det som selges før kjøpet.',
    domains: ['purchase'],
    keywords: DOMAIN_KEYWORDS.purchase,
  },
  {
    text: 'Skal det som selges, overleveres senest én uke etter at avtalen er signert?',
    clauseYes:
      'Det som selges, overleveres til kjøperen senest én uke etter at alle partene har signert avtalen.',
    clauseNo: 'Det som selges, overleveres når kjøperen har betalt, på et tidspunkt partene blir enige om.',
    domains: ['purchase'],
    keywords: DOMAIN_KEYWORDS.purchase,
  },
  {
    text: 'Skal selgeren bære risikoen for skade på det som selges fram til overleveringen?',
    clauseYes:
      'Selgeren bærer risikoen for skade på eller tap av det som selges fram til det er overlevert til kjøperen.',
    clauseNo: 'Kjøperen bærer risikoen for skade på eller tap av det som selges fra avtalen er signert.',
    domains: ['purchase'],
    keywords: DOMAIN_KEYWORDS.purchase,
  },
  {
    text: 'Skal selgeren bekrefte at ingen andre har pant i eller eierrett til det som selges?',
    clauseYes: 'Selgeren bekrefter at ingen andre har pant i eller eierrett til det som selges.',
    clauseNo:
      'Partene har ikke avtalt at selgeren bekrefter at det som selges, er fritt for pant og andres eierrett.',
    domains: ['purchase'],
    keywords: DOMAIN_KEYWORDS.purchase,
  },
  {
    text: 'Skal utstyr og tilbehør som hører til, følge med i kjøpet?',
    clauseYes: 'Utstyr og tilbehør som hører til det som selges, følger med i kjøpet uten ekstra betaling.',
    clauseNo: 'Bare det som er nevnt i avtalen, følger med i kjøpet.',
    domains: ['purchase'],
    keywords: DOMAIN_KEYWORDS.purchase,
  },
  {
    text: 'Skal kjøperen kunne gå fra kjøpet hvis det som selges, har en alvorlig feil som selgeren kjente til?',
    clauseYes:
      'Kjøperen kan gå fra kjøpet og få pengene tilbake hvis det som selges, har en alvorlig feil som selgeren kjente til og ikke opplyste om.',
    clauseNo: 'Partene har ikke avtalt en egen rett for kjøperen til å gå fra kjøpet.',
    domains: ['purchase'],
    keywords: DOMAIN_KEYWORDS.purchase,
  },
  {
    text: 'Skal kjøperen hente det som selges, hos selgeren?',
    clauseYes: 'Kjøperen henter det som selges, hos selgeren og betaler selv for transporten.',
    clauseNo: 'Selgeren leverer det som selges, til kjøperen og betaler for transporten.',
    domains: ['purchase'],
    keywords: DOMAIN_KEYWORDS.purchase,
  },
  {
    text: 'Skal kjøperen betale et forskudd når avtalen signeres?',
    clauseYes:
      'Kjøperen betaler et forskudd på kjøpesummen når avtalen signeres, og forskuddet trekkes fra ved sluttoppgjøret.',
    clauseNo: 'Kjøperen betaler ikke noe forskudd.',
    domains: ['purchase'],
    keywords: DOMAIN_KEYWORDS.purchase,
  },
  {
    text: 'Skal selgeren gi kjøperen kvitteringer og papirer som hører til det som selges?',
    clauseYes:
      'Selgeren gir kjøperen kvitteringer, servicehistorikk og andre papirer som hører til det som selges, ved overleveringen.',
    clauseNo: 'Selgeren har ikke påtatt seg å gi kjøperen papirer som hører til det som selges.',
    domains: ['purchase'],
    keywords: DOMAIN_KEYWORDS.purchase,
  },
];

// ──────────────────────────────────────────────────────────────────────────────── tenancy
// A landlord letting a home or a room to a tenant. Clauses only record what the parties choose.
const TENANCY: BankQuestion[] = [
  {
    text: 'Skal ingen av dere kunne si opp leieforholdet det første året?',
    clauseYes:
      'Leieforholdet gjelder til det blir sagt opp, men ingen av partene kan si det opp med virkning før det har vart i ett år.',
    clauseNo: 'Leieforholdet gjelder til det blir sagt opp.',
    domains: ['tenancy'],
    keywords: DOMAIN_KEYWORDS.tenancy,
  },
  {
    text: 'Skal leien betales forskuddsvis hver måned?',
    clauseYes: 'Leietakeren betaler leien forskuddsvis innen den første dagen i hver måned.',
    clauseNo: 'Leietakeren betaler leien etterskuddsvis, senest den siste dagen i hver måned.',
    domains: ['tenancy'],
    keywords: DOMAIN_KEYWORDS.tenancy,
  },
  {
    text: 'Skal strøm og oppvarming være med i leien?',
    clauseYes: 'Strøm og oppvarming er med i leien.',
    clauseNo: 'Leietakeren betaler selv for strøm og oppvarming etter målt eller avtalt forbruk.',
    domains: ['tenancy'],
    keywords: DOMAIN_KEYWORDS.tenancy,
  },
  {
    text: 'Skal leietakeren stille depositum?',
    clauseYes: 'Leietakeren stiller depositum på en egen depositumskonto i leietakerens navn.',
    clauseNo: 'Leietakeren stiller ikke depositum.',
    domains: ['tenancy'],
    keywords: DOMAIN_KEYWORDS.tenancy,
  },
  {
    text: 'Skal det som leies ut, leies ut møblert?',
    clauseYes:
      'Det som leies ut, leies ut møblert, og partene skriver en liste over møbler og utstyr ved innflytting.',
    clauseNo: 'Det som leies ut, leies ut umøblert.',
    domains: ['tenancy'],
    keywords: DOMAIN_KEYWORDS.tenancy,
  },
  {
    text: 'Skal leietakeren kunne ha dyr?',
    clauseYes: 'Leietakeren kan ha dyr.',
    clauseNo: 'Leietakeren kan ikke ha dyr uten utleierens skriftlige samtykke.',
    domains: ['tenancy'],
    keywords: DOMAIN_KEYWORDS.tenancy,
  },
  {
    text: 'Skal det være røykeforbud innendørs?',
    clauseYes: 'Det er ikke lov å røyke innendørs i det som leies ut.',
    clauseNo: 'Partene har ikke avtalt røykeforbud.',
    domains: ['tenancy'],
    keywords: DOMAIN_KEYWORDS.tenancy,
  },
  {
    text: 'Skal partene gå gjennom det som leies ut sammen ved innflytting og utflytting?',
    clauseYes:
      'Partene går sammen gjennom det som leies ut ved innflytting og ved utflytting, og skriver ned tilstanden begge gangene.',
    clauseNo: 'Partene går ikke gjennom det som leies ut sammen ved innflytting og utflytting.',
    domains: ['tenancy'],
    keywords: DOMAIN_KEYWORDS.tenancy,
  },
  {
    text: 'Skal leietakeren ta seg av snømåking og plenklipping?',
    clauseYes:
      'Leietakeren tar seg av snømåking og plenklipping ved inngangen og uteområdet som hører til det som leies ut.',
    clauseNo: 'Utleieren tar seg av snømåking og plenklipping.',
    domains: ['tenancy'],
    keywords: DOMAIN_KEYWORDS.tenancy,
  },
  {
    text: 'Skal leietakeren kunne ha overnattingsgjester?',
    clauseYes: 'Leietakeren kan ha overnattingsgjester, men ingen andre kan bo fast i det som leies ut.',
    clauseNo: 'Leietakeren kan ikke ha overnattingsgjester uten at utleieren har samtykket.',
    domains: ['tenancy'],
    keywords: DOMAIN_KEYWORDS.tenancy,
  },
  {
    text: 'Skal leietakeren ha en egen bod?',
    clauseYes: 'Leietakeren disponerer en egen bod som hører til det som leies ut.',
    clauseNo: 'Det følger ingen bod med det som leies ut.',
    domains: ['tenancy'],
    keywords: DOMAIN_KEYWORDS.tenancy,
  },
  {
    text: 'Skal leietakeren kunne male og henge opp bilder?',
    clauseYes:
      'Leietakeren kan male i nøytrale farger og henge opp bilder, og setter det som leies ut tilbake i samme stand ved utflytting hvis utleieren ber om det.',
    clauseNo:
      'Leietakeren kan ikke male eller gjøre andre endringer i det som leies ut uten utleierens skriftlige samtykke.',
    domains: ['tenancy'],
    keywords: DOMAIN_KEYWORDS.tenancy,
  },
];

// ──────────────────────────────────────────────────────────────────────────────── inheritance
// Heirs settling an estate between themselves. Every clause is complete as printed (no field is collected
// for a share or a date); the few that state law are listed in docs/legal-sources.md (issue 33).
const INHERITANCE: BankQuestion[] = [
  {
    text: 'Skal arven deles likt mellom dere?',
    clauseYes: 'Det som partene arver, deles likt mellom dem.',
    clauseNo:
      'Det som partene arver, deles etter den andelen hver av dem har rett til etter arveloven og et eventuelt testament.',
    domains: ['inheritance'],
    keywords: DOMAIN_KEYWORDS.inheritance,
  },
  {
    // The review (issue 33, § 4.8): heirs who take over the estate answer for the deceased's debts.
    text: PRIVATE_SKIFTE.text,
    description: PRIVATE_SKIFTE.description,
    clauseYes: PRIVATE_SKIFTE.clauseYes,
    clauseNo:
      'Ingen av partene overtar ansvaret for avdødes gjeld, og boet skiftes da offentlig av tingretten hvis ingen andre arvinger overtar gjelden.',
    domains: ['inheritance'],
    keywords: DOMAIN_KEYWORDS.inheritance,
  },
  {
    text: 'Skal en av dere få overta eiendelene først, mot å betale de andre ut?',
    clauseYes:
      'Den av partene som ønsker å overta en eiendel fra arven, kan gjøre det mot å betale de andre partene deres andel av verdien.',
    clauseNo: 'Eiendeler fra arven som flere ønsker, selges, og salgssummen deles etter partenes andeler.',
    domains: ['inheritance'],
    keywords: DOMAIN_KEYWORDS.inheritance,
  },
  {
    text: 'Skal verdien av større eiendeler settes av en takstmann?',
    clauseYes:
      'Verdien av større eiendeler fra arven settes av en uavhengig takstmann, og partene deler kostnaden etter sine andeler.',
    clauseNo: 'Partene setter verdien av eiendelene fra arven i fellesskap.',
    domains: ['inheritance'],
    keywords: DOMAIN_KEYWORDS.inheritance,
  },
  {
    text: 'Skal dere trekke lodd om gjenstander flere av dere ønsker?',
    clauseYes: 'Når flere av partene ønsker samme gjenstand fra arven, avgjøres det ved loddtrekning.',
    clauseNo: 'Når flere av partene ønsker samme gjenstand fra arven, forhandler de fram en løsning.',
    domains: ['inheritance'],
    keywords: DOMAIN_KEYWORDS.inheritance,
  },
  {
    text: 'Skal gaver som noen av dere har fått tidligere, regnes med i oppgjøret?',
    clauseYes:
      'Større gaver som en av partene har fått tidligere, trekkes fra den partens andel i oppgjøret etter verdien partene blir enige om.',
    clauseNo: 'Gaver som partene har fått tidligere, regnes ikke med i oppgjøret.',
    domains: ['inheritance'],
    keywords: DOMAIN_KEYWORDS.inheritance,
  },
  {
    text: 'Skal én av dere ha ansvaret for å ordne det praktiske?',
    clauseYes:
      'Én av partene, som de velger i fellesskap, har ansvaret for det praktiske arbeidet med oppgjøret og holder de andre partene orientert.',
    clauseNo: 'Partene deler det praktiske arbeidet med oppgjøret mellom seg.',
    domains: ['inheritance'],
    keywords: DOMAIN_KEYWORDS.inheritance,
  },
  {
    text: 'Skal den som gjør det praktiske arbeidet, få dekket utgiftene sine?',
    clauseYes:
      'Den av partene som gjør det praktiske arbeidet med oppgjøret, får dekket dokumenterte utgifter før arven deles.',
    clauseNo: 'Hver av partene dekker selv sine egne utgifter til arbeidet med oppgjøret.',
    domains: ['inheritance'],
    keywords: DOMAIN_KEYWORDS.inheritance,
  },
  {
    text: 'Skal gjenstander med affeksjonsverdi fordeles før resten?',
    clauseYes: 'Gjenstander med affeksjonsverdi fordeles mellom partene før resten av arven.',
    clauseNo: 'Gjenstander med affeksjonsverdi fordeles sammen med resten av arven.',
    domains: ['inheritance'],
    keywords: DOMAIN_KEYWORDS.inheritance,
  },
  {
    text: 'Skal dere rydde og tømme boligen sammen?',
    clauseYes: 'Partene rydder og tømmer boligen sammen på datoer de blir enige om.',
    clauseNo:
      'Partene betaler for rydding og tømming av boligen, og kostnaden trekkes fra arven før den deles.',
    domains: ['inheritance'],
    keywords: DOMAIN_KEYWORDS.inheritance,
  },
  {
    text: 'Skal praktiske beslutninger om oppgjøret kunne tas med flertall?',
    clauseYes:
      'Praktiske beslutninger om oppgjøret, som rydding av boligen og salg av innbo, tas med flertall blant partene, og står stemmene likt, avgjøres saken ved loddtrekning, mens alle andre beslutninger om arven krever samtykke fra alle partene, og ingen av partene mister retten til å kreve offentlig skifte.',
    clauseNo: 'Alle beslutninger om arven tas av alle partene i fellesskap.',
    domains: ['inheritance'],
    keywords: DOMAIN_KEYWORDS.inheritance,
  },
  {
    text: 'Skal en bolig eller hytte fra arven beholdes i familien?',
    clauseYes:
      'En bolig eller hytte fra arven beholdes i familien, og partene som eier den sammen, lager en egen avtale om bruk og kostnader.',
    clauseNo: 'En bolig eller hytte fra arven selges, og salgssummen deles etter partenes andeler.',
    domains: ['inheritance'],
    keywords: DOMAIN_KEYWORDS.inheritance,
  },
  {
    text: 'Skal oppgjøret være ferdig senest ett år etter dødsfallet?',
    clauseYes: 'Partene gjør oppgjøret ferdig senest ett år etter dødsfallet.',
    clauseNo: 'Partene har ikke satt en frist for når oppgjøret skal være ferdig.',
    domains: ['inheritance'],
    keywords: DOMAIN_KEYWORDS.inheritance,
  },
];

// ──────────────────────────────────────────────────────────────────────────────── economy
const ECONOMY: BankQuestion[] = [
  {
    text: 'Skal utgiftene deles likt mellom dere?',
    clauseYes: 'Partene deler utgiftene likt.',
    clauseNo: 'Partene fordeler utgiftene etter en annen fordelingsnøkkel som de blir enige om skriftlig.',
    domains: ['economy'],
    keywords: DOMAIN_KEYWORDS.economy,
  },
  {
    text: 'Skal utgiftene fordeles etter hvor mye hver av dere bruker det dere deler?',
    clauseYes: 'Utgiftene fordeles etter hvor mye hver av partene bruker det de deler.',
    clauseNo: 'Utgiftene fordeles uavhengig av hvor mye hver av partene bruker det de deler.',
    domains: ['economy'],
    keywords: DOMAIN_KEYWORDS.economy,
  },
  {
    text: 'Skal utgiftene fordeles etter inntekt?',
    clauseYes: 'Utgiftene fordeles forholdsmessig etter partenes inntekt.',
    clauseNo: 'Utgiftene fordeles uten hensyn til partenes inntekt.',
    domains: ['economy'],
    keywords: DOMAIN_KEYWORDS.economy,
  },
  {
    text: 'Skal dere opprette en felles konto for utgiftene?',
    clauseYes: 'Partene oppretter en felles konto som brukes til de felles utgiftene.',
    clauseNo: 'Partene har ingen felles konto, og hver av dem betaler sin andel direkte.',
    domains: ['economy'],
    keywords: DOMAIN_KEYWORDS.economy,
  },
  {
    text: 'Skal alle betale inn et fast beløp hver måned til de felles utgiftene?',
    clauseYes: 'Hver av partene betaler inn et fast månedlig beløp til de felles utgiftene.',
    clauseNo: 'Partene betaler de felles utgiftene etter hvert som de påløper.',
    domains: ['economy'],
    keywords: DOMAIN_KEYWORDS.economy,
  },
  {
    text: 'Skal dere sette et felles budsjett?',
    clauseYes:
      'Partene setter et felles budsjett, og budsjettet kan bare overskrides når alle partene samtykker.',
    clauseNo: 'Partene setter ikke et felles budsjett.',
    domains: ['economy'],
    keywords: DOMAIN_KEYWORDS.economy,
  },
  {
    text: 'Skal større kjøp godkjennes av alle på forhånd?',
    clauseYes:
      'Kjøp over et beløp som partene fastsetter i fellesskap, skal godkjennes av alle partene på forhånd.',
    clauseNo: 'Hver av partene kan gjøre nødvendige kjøp uten forhåndsgodkjenning fra de øvrige.',
    domains: ['economy'],
    keywords: DOMAIN_KEYWORDS.economy,
  },
  {
    text: 'Skal kvitteringer for felles utgifter tas vare på og deles med de andre?',
    clauseYes:
      'Partene tar vare på kvitteringer for felles utgifter og gjør dem tilgjengelige for hverandre.',
    clauseNo: 'Partene har ingen plikt til å dokumentere felles utgifter med kvittering.',
    domains: ['economy'],
    keywords: DOMAIN_KEYWORDS.economy,
  },
  {
    text: 'Skal én av dere ha ansvaret for å føre regnskap?',
    clauseYes: 'Én av partene har ansvaret for å føre regnskap over de felles inntektene og utgiftene.',
    clauseNo: 'Partene deler ansvaret for å holde oversikt over de felles inntektene og utgiftene.',
    domains: ['economy'],
    keywords: DOMAIN_KEYWORDS.economy,
  },
  {
    text: 'Skal dere gjøre opp pengene mellom dere hver måned?',
    clauseYes: 'Partene gjør opp mellomværendet seg imellom hver måned.',
    clauseNo: 'Partene gjør opp mellomværendet seg imellom når en av dem ber om det.',
    domains: ['economy'],
    keywords: DOMAIN_KEYWORDS.economy,
  },
  {
    text: 'Skal utlegg betales tilbake innen 14 dager?',
    clauseYes: 'Utlegg som en part har hatt for de øvrige, betales tilbake innen 14 dager.',
    clauseNo: 'Utlegg som en part har hatt for de øvrige, betales tilbake når partene gjør opp samlet.',
    domains: ['economy'],
    keywords: DOMAIN_KEYWORDS.economy,
  },
  {
    text: 'Skal dere bruke en app eller et regneark for å holde oversikt over hvem som har betalt hva?',
    clauseYes:
      'Partene bruker en felles app eller et felles regneark for å holde oversikt over hvem som har betalt hva.',
    clauseNo: 'Partene holder oversikt over utgiftene uten en felles app eller et felles regneark.',
    domains: ['economy'],
    keywords: DOMAIN_KEYWORDS.economy,
  },
  {
    text: 'Skal dere sette av penger til uforutsette utgifter?',
    clauseYes: 'Partene setter av et fast beløp til uforutsette utgifter i en egen buffer.',
    clauseNo: 'Uforutsette utgifter fordeles mellom partene når de oppstår.',
    domains: ['economy'],
    keywords: DOMAIN_KEYWORDS.economy,
  },
  {
    text: 'Skal eventuelle inntekter fordeles på samme måte som utgiftene?',
    clauseYes: 'Eventuelle inntekter fordeles mellom partene på samme måte som utgiftene.',
    clauseNo:
      'Eventuelle inntekter brukes først til å dekke felles utgifter, og et overskudd fordeles etter egen avtale mellom partene.',
    domains: ['economy'],
    keywords: DOMAIN_KEYWORDS.economy,
  },
  {
    text: 'Skal dere se på fordelingen av utgiftene på nytt hvert år?',
    clauseYes: 'Partene går gjennom fordelingen av utgiftene én gang i året og justerer den ved behov.',
    clauseNo: 'Fordelingen av utgiftene gjelder uendret inntil partene skriftlig blir enige om noe annet.',
    domains: ['economy'],
    keywords: DOMAIN_KEYWORDS.economy,
  },
  {
    text: 'Skal små utgifter under 200 kroner holdes utenfor oppgjøret?',
    clauseYes: 'Utgifter under 200 kroner holdes utenfor oppgjøret mellom partene.',
    clauseNo: 'Alle utgifter, også små beløp, tas med i oppgjøret mellom partene.',
    domains: ['economy'],
    keywords: DOMAIN_KEYWORDS.economy,
  },
];

// ──────────────────────────────────────────────────────────────────────────────── housing
const HOUSING: BankQuestion[] = [
  {
    text: 'Skal husleien eller boutgiftene deles likt mellom dere?',
    clauseYes: 'Partene deler husleien eller boutgiftene likt.',
    clauseNo:
      'Husleien eller boutgiftene fordeles etter rommenes størrelse eller etter egen avtale mellom partene.',
    domains: ['housing'],
    keywords: DOMAIN_KEYWORDS.housing,
  },
  {
    text: 'Skal strøm, internett og andre faste boutgifter deles likt?',
    clauseYes: 'Strøm, internett og andre faste boutgifter deles likt mellom partene.',
    clauseNo:
      'Strøm, internett og andre faste boutgifter fordeles etter forbruk eller etter egen avtale mellom partene.',
    domains: ['housing'],
    keywords: DOMAIN_KEYWORDS.housing,
  },
  {
    text: 'Skal hver av dere betale sin andel av depositumet?',
    clauseYes:
      'Hver av partene betaler sin andel av depositumet og har krav på å få sin andel tilbake ved utflytting.',
    clauseNo: 'Depositumet betales av én av partene, og bare denne parten har krav på å få det tilbake.',
    domains: ['housing'],
    keywords: DOMAIN_KEYWORDS.housing,
  },
  {
    text: 'Skal alle stå på leiekontrakten eller eierdokumentene for boligen?',
    clauseYes: 'Alle partene står på leiekontrakten eller eierdokumentene for boligen.',
    clauseNo: 'Bare én av partene står på leiekontrakten eller eierdokumentene for boligen.',
    domains: ['housing'],
    keywords: DOMAIN_KEYWORDS.housing,
  },
  {
    text: 'Skal det være ro i boligen etter klokken 23 på hverdager?',
    clauseYes: 'Det skal være ro i boligen mellom klokken 23.00 og 07.00 på hverdager.',
    clauseNo: 'Partene har ingen faste tider for ro, men tar rimelig hensyn til hverandre.',
    domains: ['housing'],
    keywords: DOMAIN_KEYWORDS.housing,
  },
  {
    text: 'Skal overnattingsgjester avtales med de andre på forhånd?',
    clauseYes: 'Overnattingsgjester avtales med de øvrige partene på forhånd.',
    clauseNo: 'Hver av partene kan ha overnattingsgjester uten å avtale det på forhånd.',
    domains: ['housing'],
    keywords: DOMAIN_KEYWORDS.housing,
  },
  {
    text: 'Skal det være forbudt å røyke innendørs?',
    clauseYes: 'Det er ikke tillatt å røyke eller bruke e-sigaretter innendørs.',
    clauseNo:
      'Røyking innendørs er tillatt på den enkeltes eget rom, så langt leiekontrakten eller husordensreglene tillater det.',
    domains: ['housing'],
    keywords: DOMAIN_KEYWORDS.housing,
  },
  {
    text: 'Skal hver av dere ha et eget rom som de andre ikke bruker uten lov?',
    clauseYes: 'Hver av partene har et eget rom som de øvrige ikke bruker uten samtykke.',
    clauseNo: 'Alle rom i boligen kan brukes av alle partene.',
    domains: ['housing'],
    keywords: DOMAIN_KEYWORDS.housing,
  },
  {
    text: 'Skal innbo som kjøpes til felles bruk, eies likt av dere?',
    clauseYes: 'Innbo som anskaffes til felles bruk, eies likt av partene.',
    clauseNo: 'Innbo tilhører den av partene som har betalt for det.',
    domains: ['housing'],
    keywords: DOMAIN_KEYWORDS.housing,
  },
  {
    text: 'Skal den som vil flytte ut, varsle de andre minst to måneder i forveien?',
    clauseYes:
      'En part som vil flytte ut, varsler de øvrige partene skriftlig minst to måneder før utflytting.',
    clauseNo: 'En part som vil flytte ut, varsler de øvrige partene skriftlig minst én måned før utflytting.',
    domains: ['housing', 'ending'],
    keywords: DOMAIN_KEYWORDS.housing,
  },
  {
    text: 'Skal alle godkjenne en ny beboer før vedkommende flytter inn?',
    clauseYes: 'En ny beboer kan bare flytte inn når alle partene har godkjent vedkommende.',
    clauseNo:
      'Den som flytter ut, kan selv finne en ny beboer uten godkjenning fra de øvrige partene, så langt leiekontrakten tillater det.',
    domains: ['housing'],
    keywords: DOMAIN_KEYWORDS.housing,
  },
  {
    text: 'Skal større innkjøp til boligen avtales med alle på forhånd?',
    clauseYes: 'Større innkjøp til boligen, som møbler og hvitevarer, avtales med alle partene på forhånd.',
    clauseNo: 'Hver av partene kan kjøpe inn til boligen for egen regning uten å avtale det med de øvrige.',
    domains: ['housing'],
    keywords: DOMAIN_KEYWORDS.housing,
  },
  {
    text: 'Skal fellesarealene holdes fri for personlige eiendeler?',
    clauseYes: 'Fellesarealene holdes fri for personlige eiendeler som ikke er i bruk.',
    clauseNo:
      'Personlige eiendeler kan oppbevares i fellesarealene så lenge de ikke er til hinder for de øvrige.',
    domains: ['housing'],
    keywords: DOMAIN_KEYWORDS.housing,
  },
  {
    text: 'Skal den som disponerer mest plass i boligen, betale mer?',
    clauseYes:
      'Den av partene som disponerer mest plass i boligen, betaler en forholdsmessig større del av boutgiftene.',
    clauseNo: 'Boutgiftene fordeles uavhengig av hvor mye plass hver av partene disponerer.',
    domains: ['housing'],
    keywords: DOMAIN_KEYWORDS.housing,
  },
  {
    text: 'Skal skader i boligen dekkes av den som har forårsaket dem?',
    clauseYes: 'Skader i boligen dekkes av den av partene som har forårsaket dem.',
    clauseNo: 'Skader i boligen som ikke dekkes av forsikring, deles likt mellom partene.',
    domains: ['housing'],
    keywords: DOMAIN_KEYWORDS.housing,
  },
  {
    text: 'Skal dere ha en felles innboforsikring?',
    clauseYes: 'Partene tegner en felles innboforsikring for boligen.',
    clauseNo: 'Hver av partene har selv ansvaret for å forsikre sitt eget innbo.',
    domains: ['housing'],
    keywords: DOMAIN_KEYWORDS.housing,
  },
];

// ─────────────────────────────────────────────────────────────────────────────── children
const CHILDREN: BankQuestion[] = [
  {
    text: 'Skal utgiftene til barna deles likt mellom dere?',
    clauseYes: 'Utgiftene til barna deles likt mellom partene.',
    clauseNo: 'Utgiftene til barna fordeles forholdsmessig etter partenes inntekt.',
    domains: ['children'],
    keywords: DOMAIN_KEYWORDS.children,
  },
  {
    text: 'Skal dere ha felles regler for barnas skjermtid?',
    clauseYes: 'Partene følger felles regler for barnas skjermtid.',
    clauseNo: 'Hver av partene bestemmer selv reglene for barnas skjermtid når barna er hos dem.',
    domains: ['children'],
    keywords: DOMAIN_KEYWORDS.children,
  },
  {
    text: 'Skal barna ha faste leggetider?',
    clauseYes: 'Barna har faste leggetider som partene er enige om.',
    clauseNo: 'Barnas leggetider tilpasses fra dag til dag.',
    domains: ['children'],
    keywords: DOMAIN_KEYWORDS.children,
  },
  {
    text: 'Skal barna få ukepenger?',
    clauseYes: 'Barna får ukepenger etter et beløp og en ordning som partene er enige om.',
    clauseNo: 'Barna får ikke faste ukepenger.',
    domains: ['children'],
    keywords: DOMAIN_KEYWORDS.children,
  },
  {
    text: 'Skal barna ha faste oppgaver hjemme?',
    clauseYes: 'Barna har faste oppgaver hjemme tilpasset alder.',
    clauseNo: 'Barna har ingen faste oppgaver hjemme.',
    domains: ['children', 'chores'],
    keywords: DOMAIN_KEYWORDS.children,
  },
  {
    text: 'Skal fritidsaktiviteter som koster penger, avtales mellom dere på forhånd?',
    clauseYes: 'Fritidsaktiviteter som medfører utgifter, avtales mellom partene før barna meldes på.',
    clauseNo: 'Hver av partene kan melde barna på fritidsaktiviteter uten å avtale det med de øvrige.',
    domains: ['children'],
    keywords: DOMAIN_KEYWORDS.children,
  },
  {
    text: 'Skal barna få si sin mening når avtalen lages eller endres?',
    clauseYes:
      'Barna får si sin mening når avtalen utarbeides eller endres, og meningen deres tillegges vekt etter alder og modenhet.',
    clauseNo:
      'Partene utarbeider avtalen seg imellom og informerer barna om innholdet på en måte som passer for deres alder.',
    domains: ['children'],
    keywords: DOMAIN_KEYWORDS.children,
  },
  {
    text: 'Skal dere holde hverandre oppdatert om barnas skole og helse?',
    clauseYes:
      'Partene holder hverandre løpende oppdatert om forhold som gjelder barnas skole, barnehage og helse.',
    clauseNo: 'Hver av partene innhenter selv informasjon om barnas skole, barnehage og helse.',
    domains: ['children'],
    keywords: DOMAIN_KEYWORDS.children,
  },
  {
    text: 'Skal dere delta sammen på foreldremøter og andre arrangementer for barna?',
    clauseYes:
      'Partene deltar sammen på foreldremøter og andre viktige arrangementer for barna så langt det er mulig.',
    clauseNo:
      'Partene avtaler fra gang til gang hvem som deltar på foreldremøter og arrangementer for barna.',
    domains: ['children'],
    keywords: DOMAIN_KEYWORDS.children,
  },
  {
    text: 'Skal barna kunne ha venner på overnatting uten at det er avtalt på forhånd?',
    clauseYes: 'Barna kan ha venner på overnatting etter avtale med den av partene som er til stede.',
    clauseNo: 'Barna kan bare ha venner på overnatting når partene har avtalt det på forhånd.',
    domains: ['children'],
    keywords: DOMAIN_KEYWORDS.children,
  },
  {
    text: 'Skal dere spare fast for barna?',
    clauseYes:
      'Partene sparer i en felles ordning for barna, og hver av dem bidrar med et fast månedlig beløp.',
    clauseNo: 'Hver av partene avgjør selv om og hvordan de vil spare for barna.',
    domains: ['children'],
    keywords: DOMAIN_KEYWORDS.children,
  },
  {
    text: 'Skal dere bli enige om når barna skal få egen mobiltelefon?',
    clauseYes: 'Barna får egen mobiltelefon fra en alder som partene er enige om.',
    clauseNo: 'Spørsmålet om egen mobiltelefon til barna avgjøres når det blir aktuelt.',
    domains: ['children'],
    keywords: DOMAIN_KEYWORDS.children,
  },
  {
    text: 'Skal bilder av barna bare deles i sosiale medier når dere er enige om det?',
    clauseYes: 'Bilder av barna deles bare i sosiale medier når partene er enige om det.',
    clauseNo: 'Hver av partene avgjør selv om de vil dele bilder av barna i sosiale medier.',
    domains: ['children'],
    keywords: DOMAIN_KEYWORDS.children,
  },
  {
    text: 'Skal utgifter til barnevakt deles mellom dere?',
    clauseYes: 'Utgifter til barnevakt deles mellom partene.',
    clauseNo: 'Utgifter til barnevakt dekkes av den av partene som har behov for barnevakt.',
    domains: ['children'],
    keywords: DOMAIN_KEYWORDS.children,
  },
  {
    text: 'Skal barna ha de samme rutinene uansett hvem av dere de er hos?',
    clauseYes: 'Barna har så langt det er mulig de samme rutinene, uavhengig av hvem av partene de er hos.',
    clauseNo: 'Hver av partene har sine egne rutiner for barna.',
    domains: ['children'],
    keywords: DOMAIN_KEYWORDS.children,
  },
  {
    text: 'Skal dere avtale på forhånd hvem som henter og leverer barna?',
    clauseYes: 'Partene avtaler på forhånd hvem som henter og leverer barna.',
    clauseNo: 'Den av partene som har anledning, henter og leverer barna.',
    domains: ['children'],
    keywords: DOMAIN_KEYWORDS.children,
  },
];

// ──────────────────────────────────────────────────────────────────────────────────── pets
const PETS: BankQuestion[] = [
  {
    text: 'Skal dere eie dyret sammen?',
    clauseYes: 'Partene eier dyret sammen med like store andeler.',
    clauseNo: 'Dyret eies av én av partene.',
    domains: ['pets'],
    keywords: DOMAIN_KEYWORDS.pets,
  },
  {
    text: 'Skal utgiftene til fôr og utstyr deles likt?',
    clauseYes: 'Utgiftene til fôr og utstyr deles likt mellom partene.',
    clauseNo: 'Utgiftene til fôr og utstyr betales av den av partene som dyret bor hos.',
    domains: ['pets'],
    keywords: DOMAIN_KEYWORDS.pets,
  },
  {
    text: 'Skal veterinærutgifter deles likt?',
    clauseYes: 'Veterinærutgifter som ikke dekkes av forsikring, deles likt mellom partene.',
    clauseNo: 'Veterinærutgifter dekkes av den av partene som eier dyret.',
    domains: ['pets'],
    keywords: DOMAIN_KEYWORDS.pets,
  },
  {
    text: 'Skal dyret være forsikret?',
    clauseYes: 'Dyret skal være forsikret, og forsikringspremien regnes som en felles utgift.',
    clauseNo: 'Dyret forsikres ikke, og partene bærer selv risikoen for veterinærutgifter.',
    domains: ['pets'],
    keywords: DOMAIN_KEYWORDS.pets,
  },
  {
    text: 'Skal dyret bo fast hos én av dere?',
    clauseYes: 'Dyret bor fast hos én av partene.',
    clauseNo: 'Dyret bor vekselvis hos partene etter en fast plan.',
    domains: ['pets'],
    keywords: DOMAIN_KEYWORDS.pets,
  },
  {
    text: 'Skal dere ha en fast plan for hvem som lufter, fôrer og steller dyret?',
    clauseYes: 'Partene følger en fast plan for lufting, fôring og stell av dyret.',
    clauseNo: 'Den av partene som har dyret hos seg, har ansvaret for lufting, fôring og stell.',
    domains: ['pets'],
    keywords: DOMAIN_KEYWORDS.pets,
  },
  {
    text: 'Skal de andre passe dyret når en av dere reiser bort?',
    clauseYes: 'Når en av partene reiser bort, passer de øvrige partene dyret så langt det er mulig.',
    clauseNo: 'Når en av partene reiser bort, betaler vedkommende selv for pass av dyret.',
    domains: ['pets'],
    keywords: DOMAIN_KEYWORDS.pets,
  },
  {
    text: 'Skal større veterinærbehandlinger avtales med alle på forhånd?',
    clauseYes:
      'Større veterinærbehandlinger avtales med alle partene på forhånd, med unntak av akutte tilfeller.',
    clauseNo: 'Den av partene som har dyret hos seg, kan beslutte nødvendig veterinærbehandling alene.',
    domains: ['pets'],
    keywords: DOMAIN_KEYWORDS.pets,
  },
  {
    text: 'Skal dere følge de samme reglene for oppdragelse og trening av dyret?',
    clauseYes: 'Partene følger de samme reglene for oppdragelse og trening av dyret.',
    clauseNo: 'Hver av partene bestemmer selv reglene for dyret når det er hos dem.',
    domains: ['pets'],
    keywords: DOMAIN_KEYWORDS.pets,
  },
  {
    text: 'Skal dyret få være i sofaen og sengen?',
    clauseYes: 'Dyret får være i sofaen og sengen.',
    clauseNo: 'Dyret får ikke være i sofaen eller sengen.',
    domains: ['pets'],
    keywords: DOMAIN_KEYWORDS.pets,
  },
  {
    text: 'Skal skader som dyret gjør, dekkes av den som hadde ansvaret for det da skaden skjedde?',
    clauseYes:
      'I forholdet mellom partene dekkes skader som dyret volder, av den av partene som hadde ansvaret for dyret da skaden skjedde.',
    clauseNo: 'Skader som dyret volder, og som ikke dekkes av forsikring, deles likt mellom partene.',
    domains: ['pets'],
    keywords: DOMAIN_KEYWORDS.pets,
  },
  {
    text: 'Skal dyret kastreres eller steriliseres?',
    clauseYes: 'Dyret skal kastreres eller steriliseres, og kostnaden deles mellom partene.',
    clauseNo: 'Dyret skal ikke kastreres eller steriliseres.',
    domains: ['pets'],
    keywords: DOMAIN_KEYWORDS.pets,
  },
  {
    text: 'Skal dyret bare kunne omplasseres eller selges hvis alle er enige?',
    clauseYes: 'Dyret kan bare omplasseres eller selges når partene er enige om det.',
    clauseNo: 'Den av partene som eier dyret, kan alene beslutte å omplassere eller selge det.',
    domains: ['pets'],
    keywords: DOMAIN_KEYWORDS.pets,
  },
  {
    text: 'Skal den som har hatt hovedansvaret for dyret, beholde det hvis samarbeidet avsluttes?',
    clauseYes:
      'Dersom samarbeidet avsluttes, beholder den av partene som har hatt hovedansvaret for det daglige stellet, dyret.',
    clauseNo:
      'Dersom samarbeidet avsluttes, avgjør partene i fellesskap hvem som skal beholde dyret, med vekt på hva som er best for dyret.',
    domains: ['pets', 'ending'],
    keywords: DOMAIN_KEYWORDS.pets,
  },
  {
    text: 'Skal kurs og trening for dyret betales i fellesskap?',
    clauseYes: 'Dyret går på kurs eller trening etter behov, og kostnaden deles mellom partene.',
    clauseNo: 'Kurs og trening for dyret betales av den av partene som ønsker det.',
    domains: ['pets'],
    keywords: DOMAIN_KEYWORDS.pets,
  },
  {
    text: 'Skal dyret høyst være alene hjemme fire timer om gangen?',
    clauseYes: 'Dyret skal ikke være alene hjemme i mer enn fire timer om gangen.',
    clauseNo:
      'Partene setter ingen fast grense for hvor lenge dyret kan være alene hjemme, men sørger for at det får nødvendig tilsyn.',
    domains: ['pets'],
    keywords: DOMAIN_KEYWORDS.pets,
  },
];

// ──────────────────────────────────────────────────────────────────────────────── vehicles
const VEHICLES: BankQuestion[] = [
  {
    text: 'Skal hver av dere betale drivstoff eller lading for egne turer?',
    clauseYes: 'Hver av partene betaler selv drivstoff eller lading for egne turer.',
    clauseNo: 'Utgifter til drivstoff og lading deles likt mellom partene.',
    domains: ['vehicles'],
    keywords: DOMAIN_KEYWORDS.vehicles,
  },
  {
    text: 'Skal den som er på tur, selv betale bompenger, ferje og parkering?',
    clauseYes: 'Bompenger, ferje og parkering betales av den av partene som står for turen.',
    clauseNo: 'Utgifter til bompenger, ferje og parkering deles likt mellom partene.',
    domains: ['vehicles'],
    keywords: DOMAIN_KEYWORDS.vehicles,
  },
  {
    text: 'Skal dere føre en logg over hvem som bruker det dere deler, og når?',
    clauseYes: 'Partene fører en logg eller kjørebok over hvem som har brukt det de deler, og når.',
    clauseNo: 'Partene fører ingen logg over bruken.',
    domains: ['vehicles'],
    keywords: DOMAIN_KEYWORDS.vehicles,
  },
  {
    text: 'Skal bruken avtales i en felles kalender?',
    clauseYes: 'Bruken avtales i en felles kalender, og den som reserverer først, har fortrinn.',
    clauseNo: 'Bruken avtales fra gang til gang.',
    domains: ['vehicles'],
    keywords: DOMAIN_KEYWORDS.vehicles,
  },
  {
    text: 'Skal faste kostnader som forsikring, avgifter og service deles likt?',
    clauseYes: 'Faste kostnader som forsikring, avgifter og service deles likt mellom partene.',
    clauseNo:
      'Faste kostnader som forsikring, avgifter og service fordeles etter hvor mye hver av partene bruker det de deler.',
    domains: ['vehicles'],
    keywords: DOMAIN_KEYWORDS.vehicles,
  },
  {
    text: 'Skal den som var fører, betale egenandelen hvis det skjer en skade?',
    clauseYes:
      'Ved skade betaler den av partene som var fører eller hadde ansvaret, egenandelen og et eventuelt bonustap.',
    clauseNo:
      'Egenandel og bonustap ved skade deles likt mellom partene, med mindre skaden skyldes grov uaktsomhet.',
    domains: ['vehicles'],
    keywords: DOMAIN_KEYWORDS.vehicles,
  },
  {
    text: 'Skal andre enn dere få låne det dere deler?',
    clauseYes:
      'Andre enn partene kan låne det partene deler, når forsikringen dekker det, og den av partene som låner det ut, er ansvarlig overfor de øvrige for skader.',
    clauseNo: 'Bare partene selv kan bruke det de deler.',
    domains: ['vehicles'],
    keywords: DOMAIN_KEYWORDS.vehicles,
  },
  {
    text: 'Skal det dere deler, leveres tilbake ryddet og med minst halv tank eller halvt batteri?',
    clauseYes:
      'Etter bruk leveres det partene deler, tilbake ryddet og med minst halv tank eller halvt oppladet batteri.',
    clauseNo: 'Partene stiller ingen særskilte krav til stand og drivstoffnivå ved tilbakelevering.',
    domains: ['vehicles'],
    keywords: DOMAIN_KEYWORDS.vehicles,
  },
  {
    text: 'Skal reparasjoner over et fast beløp godkjennes av alle før de utføres?',
    clauseYes:
      'Reparasjoner over et beløp som partene fastsetter i fellesskap, skal godkjennes av alle partene før de utføres.',
    clauseNo: 'Hver av partene kan bestille nødvendige reparasjoner uten forhåndsgodkjenning.',
    domains: ['vehicles'],
    keywords: DOMAIN_KEYWORDS.vehicles,
  },
  {
    text: 'Skal den som får en bot eller et gebyr, betale det selv?',
    clauseYes:
      'Bøter, parkeringsgebyrer og andre gebyrer betales av den av partene som brukte det de deler, da forholdet oppsto.',
    clauseNo: 'Bøter, parkeringsgebyrer og andre gebyrer deles likt mellom partene.',
    domains: ['vehicles'],
    keywords: DOMAIN_KEYWORDS.vehicles,
  },
  {
    text: 'Skal service og vedlikehold følge en fast plan?',
    clauseYes: 'Service og vedlikehold utføres etter en fast plan, i tråd med produsentens anbefalinger.',
    clauseNo: 'Service og vedlikehold utføres ved behov.',
    domains: ['vehicles'],
    keywords: DOMAIN_KEYWORDS.vehicles,
  },
  {
    text: 'Skal én av dere ha ansvaret for service, kontroller og papirarbeid?',
    clauseYes: 'Én av partene har ansvaret for service, periodiske kontroller og papirarbeid.',
    clauseNo: 'Partene deler ansvaret for service, periodiske kontroller og papirarbeid.',
    domains: ['vehicles'],
    keywords: DOMAIN_KEYWORDS.vehicles,
  },
  {
    text: 'Skal det dere deler, ha en fast plass når det ikke er i bruk?',
    clauseYes: 'Det partene deler, har en fast oppbevarings- eller parkeringsplass når det ikke er i bruk.',
    clauseNo: 'Den som sist brukte det partene deler, avgjør hvor det oppbevares.',
    domains: ['vehicles'],
    keywords: DOMAIN_KEYWORDS.vehicles,
  },
  {
    text: 'Skal det dere deler, kunne brukes til lengre turer og ferier?',
    clauseYes: 'Det partene deler, kan brukes til lengre turer og ferier etter avtale i god tid på forhånd.',
    clauseNo: 'Det partene deler, brukes bare til kortere turer, med mindre alle partene samtykker.',
    domains: ['vehicles', 'travel'],
    keywords: DOMAIN_KEYWORDS.vehicles,
  },
  {
    text: 'Skal de andre kunne kjøpe ut den som vil trekke seg ut?',
    clauseYes:
      'En part som vil trekke seg ut, kan kreve at de øvrige partene kjøper vedkommendes andel til markedsverdi.',
    clauseNo:
      'Dersom en part vil trekke seg ut, selges det partene deler, og salgssummen fordeles etter eierandel.',
    domains: ['vehicles', 'ending'],
    keywords: DOMAIN_KEYWORDS.vehicles,
  },
  {
    text: 'Skal det dere deler, være røykfritt?',
    clauseYes: 'Det er ikke tillatt å røyke i eller på det partene deler.',
    clauseNo: 'Røyking er tillatt i eller på det partene deler, når alle som er med, samtykker.',
    domains: ['vehicles'],
    keywords: DOMAIN_KEYWORDS.vehicles,
  },
  {
    text: 'Skal det være lov å ta med dyr?',
    clauseYes: 'Dyr kan tas med, og den som tar med dyr, sørger for rengjøring etterpå.',
    clauseNo: 'Det er ikke tillatt å ta med dyr.',
    domains: ['vehicles'],
    keywords: DOMAIN_KEYWORDS.vehicles,
  },
];

// ────────────────────────────────────────────────────────────────────────────────── travel
const TRAVEL: BankQuestion[] = [
  {
    text: 'Skal dere sette et felles budsjett for turen?',
    clauseYes: 'Partene setter et felles budsjett for turen før noe bestilles.',
    clauseNo: 'Partene setter ikke et felles budsjett for turen.',
    domains: ['travel'],
    keywords: DOMAIN_KEYWORDS.travel,
  },
  {
    text: 'Skal reise og overnatting deles likt?',
    clauseYes: 'Utgifter til reise og overnatting deles likt mellom partene.',
    clauseNo: 'Utgifter til reise og overnatting fordeles etter hva hver av partene bruker.',
    domains: ['travel'],
    keywords: DOMAIN_KEYWORDS.travel,
  },
  {
    text: 'Skal én av dere bestille og legge ut for de andre?',
    clauseYes:
      'Én av partene bestiller og legger ut, og de øvrige partene betaler tilbake sin andel innen 14 dager.',
    clauseNo: 'Hver av partene bestiller og betaler sin egen del av turen.',
    domains: ['travel'],
    keywords: DOMAIN_KEYWORDS.travel,
  },
  {
    text: 'Skal dere ha en felles kasse til mat og dagligvarer?',
    clauseYes: 'Partene betaler like mye inn i en felles kasse til mat og dagligvarer.',
    clauseNo: 'Hver av partene betaler for sin egen mat og sine egne dagligvarer.',
    domains: ['travel'],
    keywords: DOMAIN_KEYWORDS.travel,
  },
  {
    text: 'Skal hver av dere betale for seg selv på restaurant?',
    clauseYes: 'Ved restaurantbesøk betaler hver av partene for det de selv bestiller.',
    clauseNo: 'Restaurantregninger deles likt mellom partene.',
    domains: ['travel'],
    keywords: DOMAIN_KEYWORDS.travel,
  },
  {
    text: 'Skal alle ha gyldig reiseforsikring?',
    clauseYes: 'Hver av partene skal ha gyldig reiseforsikring som dekker hele turen.',
    clauseNo: 'Hver av partene avgjør selv om de vil ha reiseforsikring.',
    domains: ['travel'],
    keywords: DOMAIN_KEYWORDS.travel,
  },
  {
    text: 'Skal den som trekker seg, selv dekke sin andel av kostnadene som ikke kan refunderes?',
    clauseYes: 'En part som trekker seg, dekker selv sin andel av kostnader som ikke kan refunderes.',
    clauseNo: 'Kostnader som ikke kan refunderes når en part trekker seg, deles likt mellom alle partene.',
    domains: ['travel'],
    keywords: DOMAIN_KEYWORDS.travel,
  },
  {
    text: 'Skal aktiviteter bare betales av dem som deltar?',
    clauseYes: 'Utflukter og aktiviteter betales bare av de partene som deltar.',
    clauseNo: 'Utgifter til utflukter og aktiviteter deles likt mellom alle partene.',
    domains: ['travel'],
    keywords: DOMAIN_KEYWORDS.travel,
  },
  {
    text: 'Skal det være greit å gjøre egne ting på deler av turen?',
    clauseYes: 'Hver av partene kan gjøre egne aktiviteter på deler av turen.',
    clauseNo: 'Partene tilbringer det meste av turen sammen og avtaler aktivitetene i fellesskap.',
    domains: ['travel'],
    keywords: DOMAIN_KEYWORDS.travel,
  },
  {
    text: 'Skal soverom og sengeplasser fordeles ved loddtrekning?',
    clauseYes: 'Soverom og sengeplasser fordeles ved loddtrekning.',
    clauseNo: 'Soverom og sengeplasser fordeles etter avtale mellom partene.',
    domains: ['travel'],
    keywords: DOMAIN_KEYWORDS.travel,
  },
  {
    text: 'Skal de som får det beste rommet eller den beste sengen, betale mer?',
    clauseYes:
      'De av partene som får det beste rommet eller den beste sengen, betaler en forholdsmessig større del av overnattingen.',
    clauseNo: 'Overnattingen deles likt, uavhengig av hvilket rom eller hvilken seng hver av partene får.',
    domains: ['travel'],
    keywords: DOMAIN_KEYWORDS.travel,
  },
  {
    text: 'Skal det endelige regnskapet gjøres opp innen to uker etter hjemkomst?',
    clauseYes: 'Partene gjør opp det endelige regnskapet senest to uker etter hjemkomst.',
    clauseNo: 'Partene gjør opp utgiftene fortløpende under turen.',
    domains: ['travel'],
    keywords: DOMAIN_KEYWORDS.travel,
  },
  {
    text: 'Skal alle bekrefte innen en fast frist at de blir med?',
    clauseYes: 'Hver av partene bekrefter deltakelsen innen en frist som settes før noe bestilles.',
    clauseNo: 'Partene setter ingen frist for å bekrefte deltakelse.',
    domains: ['travel'],
    keywords: DOMAIN_KEYWORDS.travel,
  },
  {
    text: 'Skal barn regnes som en halv andel når kostnadene fordeles?',
    clauseYes: 'Barn under 12 år regnes som en halv andel når kostnadene fordeles.',
    clauseNo: 'Barn regnes som en hel andel når kostnadene fordeles.',
    domains: ['travel', 'children'],
    keywords: DOMAIN_KEYWORDS.travel,
  },
  {
    text: 'Skal alkohol holdes utenfor de felles utgiftene?',
    clauseYes: 'Alkohol holdes utenfor de felles utgiftene og betales av den enkelte.',
    clauseNo: 'Alkohol inngår i de felles utgiftene og deles likt.',
    domains: ['travel'],
    keywords: DOMAIN_KEYWORDS.travel,
  },
  {
    text: 'Skal dere lage en felles reiseplan som alle er enige om før avreise?',
    clauseYes: 'Partene lager en felles reiseplan som alle er enige om før avreise.',
    clauseNo: 'Partene planlegger turen underveis.',
    domains: ['travel'],
    keywords: DOMAIN_KEYWORDS.travel,
  },
];

// ────────────────────────────────────────────────────────────────────────────────── chores
const CHORES: BankQuestion[] = [
  {
    text: 'Skal dere ha en fast plan for hvem som gjør hva?',
    clauseYes: 'Partene følger en fast plan som fordeler oppgavene mellom dem.',
    clauseNo: 'Partene fordeler oppgavene fortløpende etter behov.',
    domains: ['chores'],
    keywords: DOMAIN_KEYWORDS.chores,
  },
  {
    text: 'Skal oppgavene gå på rundgang mellom dere?',
    clauseYes: 'Oppgavene går på rundgang mellom partene.',
    clauseNo: 'Hver av partene har faste oppgaver over tid.',
    domains: ['chores'],
    keywords: DOMAIN_KEYWORDS.chores,
  },
  {
    text: 'Skal oppgavene fordeles slik at dere bruker omtrent like mye tid?',
    clauseYes: 'Oppgavene fordeles slik at partene bruker omtrent like mye tid på dem.',
    clauseNo: 'Oppgavene fordeles etter hvor mye tid hver av partene har til rådighet.',
    domains: ['chores'],
    keywords: DOMAIN_KEYWORDS.chores,
  },
  {
    text: 'Skal alle rydde etter seg samme dag?',
    clauseYes: 'Alle partene rydder etter seg samme dag.',
    clauseNo: 'Det ryddes samlet på faste dager.',
    domains: ['chores'],
    keywords: DOMAIN_KEYWORDS.chores,
  },
  {
    text: 'Skal dere ha en fast vaskedag hver uke?',
    clauseYes: 'Partene har en fast vaskedag hver uke.',
    clauseNo: 'Partene vasker ved behov.',
    domains: ['chores'],
    keywords: DOMAIN_KEYWORDS.chores,
  },
  {
    text: 'Skal dere kjøpe rengjøringshjelp?',
    clauseYes: 'Partene kjøper rengjøringshjelp og deler kostnaden.',
    clauseNo: 'Partene utfører rengjøringen selv.',
    domains: ['chores'],
    keywords: DOMAIN_KEYWORDS.chores,
  },
  {
    text: 'Skal dere ta en felles storrengjøring minst én gang i året?',
    clauseYes: 'Partene gjennomfører en felles storrengjøring minst én gang i året.',
    clauseNo: 'Partene har ingen fast storrengjøring.',
    domains: ['chores'],
    keywords: DOMAIN_KEYWORDS.chores,
  },
  {
    text: 'Skal ansvaret for søppel og kildesortering gå på rundgang?',
    clauseYes: 'Ansvaret for søppel og kildesortering går på rundgang mellom partene.',
    clauseNo: 'Én av partene har fast ansvar for søppel og kildesortering.',
    domains: ['chores'],
    keywords: DOMAIN_KEYWORDS.chores,
  },
  {
    text: 'Skal dere bytte på å lage mat?',
    clauseYes: 'Partene bytter på å lage mat etter en fast plan.',
    clauseNo: 'Matlagingen fordeles etter hvem som har tid.',
    domains: ['chores'],
    keywords: DOMAIN_KEYWORDS.chores,
  },
  {
    text: 'Skal den som ikke har laget maten, ta oppvasken?',
    clauseYes: 'Den som ikke har laget maten, tar oppvasken.',
    clauseNo: 'Oppvasken fordeles uavhengig av hvem som har laget maten.',
    domains: ['chores'],
    keywords: DOMAIN_KEYWORDS.chores,
  },
  {
    text: 'Skal dere bruke en felles handleliste?',
    clauseYes: 'Partene bruker en felles handleliste for innkjøp.',
    clauseNo: 'Hver av partene handler inn etter eget skjønn.',
    domains: ['chores'],
    keywords: DOMAIN_KEYWORDS.chores,
  },
  {
    text: 'Skal utendørsarbeid som plenklipping og snømåking fordeles mellom dere?',
    clauseYes: 'Utendørsarbeid som plenklipping, hagearbeid og snømåking fordeles mellom partene.',
    clauseNo: 'Utendørsarbeid utføres av den av partene som har påtatt seg ansvaret for det.',
    domains: ['chores'],
    keywords: DOMAIN_KEYWORDS.chores,
  },
  {
    text: 'Skal dere kunne bytte oppgaver når det passer bedre?',
    clauseYes: 'Partene kan bytte oppgaver med hverandre når byttet er avtalt på forhånd.',
    clauseNo: 'Oppgavene utføres som planlagt, og bytter gjøres bare i særlige tilfeller.',
    domains: ['chores'],
    keywords: DOMAIN_KEYWORDS.chores,
  },
  {
    text: 'Skal den som ikke gjør oppgavene sine, ta en ekstra tørn senere?',
    clauseYes: 'En part som ikke utfører sine oppgaver, tar igjen det forsømte med en ekstra tørn.',
    clauseNo:
      'Det får ingen følger om en part ikke utfører sine oppgaver, men partene tar det opp seg imellom.',
    domains: ['chores'],
    keywords: DOMAIN_KEYWORDS.chores,
  },
  {
    text: 'Skal dere skrive ned hva som regnes som rent og ryddig?',
    clauseYes: 'Partene har en felles, skriftlig standard for hva som regnes som rent og ryddig.',
    clauseNo: 'Hver av partene vurderer selv når oppgavene er godt nok utført.',
    domains: ['chores'],
    keywords: DOMAIN_KEYWORDS.chores,
  },
  {
    text: 'Skal alle bidra likt til innkjøp av vaskemidler og andre forbruksvarer?',
    clauseYes: 'Alle partene bidrar likt til felles innkjøp av vaskemidler og andre forbruksvarer.',
    clauseNo: 'Den som kjøper inn vaskemidler og forbruksvarer, gjør det for egen regning.',
    domains: ['chores'],
    keywords: DOMAIN_KEYWORDS.chores,
  },
];

// ──────────────────────────────────────────────────────────────────────────────────── work
const WORK: BankQuestion[] = [
  {
    text: 'Skal hver av dere ha et tydelig ansvarsområde?',
    clauseYes:
      'Hver av partene har et eget ansvarsområde, og partene fordeler ansvarsområdene skriftlig seg imellom innen to uker etter at avtalen er inngått.',
    clauseNo: 'Partene deler ansvaret for alle oppgaver i fellesskap.',
    domains: ['work'],
    keywords: DOMAIN_KEYWORDS.work,
  },
  {
    text: 'Skal dere føre timer for arbeidet?',
    clauseYes: 'Partene fører timelister for arbeidet de utfører og viser dem til hverandre hver måned.',
    // A Nei that binds (the review, § 8): without hours recorded, nobody is paid for hours.
    clauseNo:
      'Partene fører ikke timelister, og ingen av dem kan kreve betaling for timene sine ut over sin andel av inntektene.',
    domains: ['work'],
    keywords: DOMAIN_KEYWORDS.work,
  },
  {
    text: 'Skal inntektene fordeles likt?',
    clauseYes: 'Inntektene fordeles likt mellom partene etter at utgiftene er dekket.',
    clauseNo: 'Inntektene fordeles etter innsats eller eierandel etter at utgiftene er dekket.',
    domains: ['work'],
    keywords: DOMAIN_KEYWORDS.work,
  },
  {
    text: 'Skal viktige beslutninger kreve at alle er enige?',
    clauseYes: 'Viktige beslutninger krever enighet mellom alle partene.',
    clauseNo: 'Viktige beslutninger treffes med alminnelig flertall.',
    domains: ['work'],
    keywords: DOMAIN_KEYWORDS.work,
  },
  {
    text: 'Skal rettighetene til det dere lager, eies i fellesskap?',
    description: 'For eksempel opphavsrett til tekst, kode, musikk eller design.',
    clauseYes: 'Rettighetene til det partene skaper sammen, eies i fellesskap.',
    clauseNo: 'Hver av partene beholder rettighetene til det de selv har skapt.',
    domains: ['work'],
    keywords: DOMAIN_KEYWORDS.work,
  },
  {
    text: 'Skal dere ha taushetsplikt om idéer og forretningsforhold?',
    clauseYes:
      'Partene har taushetsplikt om idéer, forretningsforhold og annen fortrolig informasjon, også etter at samarbeidet er avsluttet.',
    clauseNo: 'Partene har ingen særskilt taushetsplikt.',
    domains: ['work'],
    keywords: DOMAIN_KEYWORDS.work,
  },
  {
    text: 'Skal dere la være å drive konkurrerende virksomhet mens samarbeidet varer?',
    clauseYes:
      'Så lenge samarbeidet varer, deltar ingen av partene i virksomhet som konkurrerer direkte med samarbeidet.',
    clauseNo:
      'Partene står fritt til å delta i annen virksomhet, også virksomhet som konkurrerer med samarbeidet.',
    domains: ['work'],
    keywords: DOMAIN_KEYWORDS.work,
  },
  {
    text: 'Skal alle krediteres med navn når resultatet presenteres?',
    clauseYes: 'Alle partene krediteres med navn når resultatet presenteres eller publiseres.',
    clauseNo: 'Resultatet presenteres under et felles navn uten at de enkelte partene krediteres.',
    domains: ['work'],
    keywords: DOMAIN_KEYWORDS.work,
  },
  {
    text: 'Skal dere sette konkrete frister for det som skal leveres?',
    clauseYes: 'Partene setter konkrete frister for leveransene og følger opp framdriften sammen.',
    clauseNo: 'Partene arbeider uten faste frister.',
    domains: ['work'],
    keywords: DOMAIN_KEYWORDS.work,
  },
  {
    text: 'Skal dere avtale hvor mange timer hver av dere skal bidra med?',
    clauseYes: 'Hver av partene bidrar med et antall timer per uke som partene avtaler skriftlig.',
    clauseNo: 'Hver av partene bidrar med så mye tid som de har anledning til.',
    domains: ['work'],
    keywords: DOMAIN_KEYWORDS.work,
  },
  {
    text: 'Skal utgifter til utstyr og programvare deles likt?',
    clauseYes: 'Utgifter til utstyr og programvare deles likt mellom partene.',
    clauseNo: 'Utgifter til utstyr og programvare dekkes av den av partene som har behov for det.',
    domains: ['work'],
    keywords: DOMAIN_KEYWORDS.work,
  },
  {
    text: 'Skal utstyr som kjøpes inn for felles penger, eies i fellesskap?',
    clauseYes: 'Utstyr som kjøpes inn for felles midler, eies i fellesskap av partene.',
    clauseNo: 'Utstyr tilhører den av partene som har betalt for det.',
    domains: ['work', 'property'],
    keywords: DOMAIN_KEYWORDS.work,
  },
  {
    text: 'Skal dere etablere et eget selskap for samarbeidet?',
    clauseYes:
      'Partene etablerer et eget selskap for samarbeidet, og denne avtalen gjelder fram til selskapet er stiftet og en egen selskapsavtale er inngått.',
    clauseNo: 'Partene samarbeider uten å etablere et eget selskap.',
    domains: ['work'],
    keywords: DOMAIN_KEYWORDS.work,
  },
  {
    text: 'Skal dere ha en egen bankkonto for samarbeidet?',
    clauseYes:
      'Partene oppretter en egen bankkonto for samarbeidet, og alle inntekter og utgifter går gjennom denne kontoen.',
    clauseNo:
      'Inntekter og utgifter håndteres via partenes private kontoer, og partene fører et felles regnskap.',
    domains: ['work'],
    keywords: DOMAIN_KEYWORDS.work,
  },
  {
    text: 'Skal én av dere ha ansvaret for kontakten med kunder og samarbeidspartnere?',
    clauseYes: 'Én av partene har ansvaret for kontakten med kunder og eksterne samarbeidspartnere.',
    clauseNo: 'Alle partene kan ha kontakt med kunder og eksterne samarbeidspartnere.',
    domains: ['work'],
    keywords: DOMAIN_KEYWORDS.work,
  },
  {
    text: 'Skal avtaler på vegne av samarbeidet kreve samtykke fra alle?',
    clauseYes:
      'Ingen av partene kan inngå avtaler eller påta seg forpliktelser på vegne av de øvrige uten deres samtykke.',
    clauseNo:
      'Hver av partene kan inngå avtaler på vegne av samarbeidet innenfor rammer som partene har fastsatt i fellesskap.',
    domains: ['work'],
    keywords: DOMAIN_KEYWORDS.work,
  },
  {
    text: 'Skal den som trer ut, få kompensert verdien av sin andel?',
    clauseYes:
      'En part som trer ut, får utbetalt verdien av sin andel, fastsatt ved enighet eller av en uavhengig verdivurderer.',
    clauseNo:
      'En part som trer ut, gir fra seg sin andel uten kompensasjon, men beholder retten til sin del av inntekter som er opptjent før uttredelsen.',
    domains: ['work', 'ending'],
    keywords: DOMAIN_KEYWORDS.work,
  },
];

// ─────────────────────────────────────────────────────────────────────────────────── loans
const LOANS: BankQuestion[] = [
  {
    text: 'Skal lånet dokumenteres med et skriftlig gjeldsbrev?',
    clauseYes: 'Lånet dokumenteres med et skriftlig gjeldsbrev som signeres av partene.',
    clauseNo: 'Lånet dokumenteres gjennom denne avtalen, uten et eget gjeldsbrev.',
    domains: ['loans'],
    keywords: DOMAIN_KEYWORDS.loans,
  },
  {
    text: 'Skal lånebeløpet overføres til låntakerens bankkonto?',
    clauseYes: 'Lånebeløpet overføres til låntakerens bankkonto.',
    clauseNo: 'Lånebeløpet utbetales på annen måte, og låntakeren bekrefter skriftlig å ha mottatt beløpet.',
    domains: ['loans'],
    keywords: DOMAIN_KEYWORDS.loans,
  },
  {
    text: 'Skal det betales renter på lånet?',
    clauseYes: 'Låntakeren betaler renter på lånet etter den rentesatsen som partene har avtalt skriftlig.',
    clauseNo: 'Lånet er rentefritt.',
    domains: ['loans'],
    keywords: DOMAIN_KEYWORDS.loans,
  },
  {
    text: 'Skal renten være fast i hele låneperioden?',
    clauseYes: 'Renten er fast i hele låneperioden.',
    clauseNo: 'Renten er flytende og kan justeres slik partene har avtalt skriftlig.',
    domains: ['loans'],
    keywords: DOMAIN_KEYWORDS.loans,
  },
  {
    text: 'Skal lånet betales ned med faste månedlige avdrag?',
    clauseYes: 'Lånet betales ned med faste månedlige avdrag etter en nedbetalingsplan.',
    clauseNo: 'Lånet tilbakebetales i sin helhet på en forfallsdato som partene fastsetter skriftlig.',
    domains: ['loans'],
    keywords: DOMAIN_KEYWORDS.loans,
  },
  {
    text: 'Skal lånet kunne betales tilbake før tiden uten ekstra kostnader?',
    clauseYes:
      'Låntakeren kan når som helst innfri hele eller deler av lånet før tiden uten ekstra kostnader.',
    clauseNo: 'Lånet kan ikke innfris før tiden uten långiverens samtykke.',
    domains: ['loans'],
    keywords: DOMAIN_KEYWORDS.loans,
  },
  {
    text: 'Skal låntakeren kunne be om betalingsutsettelse ved sykdom eller tap av jobb?',
    clauseYes:
      'Ved sykdom, arbeidsledighet eller andre uforutsette forhold kan låntakeren be om betalingsutsettelse, og partene skal i så fall forhandle i god tro om en ny nedbetalingsplan.',
    clauseNo:
      'Avtalt nedbetaling gjelder uavhengig av endringer i låntakerens økonomiske situasjon, med mindre långiveren skriftlig samtykker til noe annet.',
    domains: ['loans'],
    keywords: DOMAIN_KEYWORDS.loans,
  },
  {
    text: 'Skal hele lånet forfalle til betaling hvis flere avdrag ikke blir betalt?',
    clauseYes:
      'Dersom låntakeren unnlater å betale tre avdrag på rad, forfaller hele restgjelden til betaling.',
    clauseNo: 'Ved forsinket betaling skal partene først forsøke å bli enige om en ny nedbetalingsplan.',
    domains: ['loans'],
    keywords: DOMAIN_KEYWORDS.loans,
  },
  {
    text: 'Skal låntakeren stille sikkerhet for lånet?',
    clauseYes: 'Låntakeren stiller sikkerhet for lånet i form av pant eller kausjon.',
    clauseNo: 'Lånet gis uten sikkerhet.',
    domains: ['loans'],
    keywords: DOMAIN_KEYWORDS.loans,
  },
  {
    text: 'Skal lånet bare brukes til et bestemt formål?',
    clauseYes: 'Lånet skal bare brukes til det formålet som partene har avtalt.',
    clauseNo: 'Låntakeren bestemmer selv hva lånet skal brukes til.',
    domains: ['loans'],
    keywords: DOMAIN_KEYWORDS.loans,
  },
  {
    text: 'Skal dere bekrefte restgjelden skriftlig én gang i året?',
    clauseYes: 'Partene bekrefter restgjelden skriftlig overfor hverandre én gang i året.',
    clauseNo: 'Partene utarbeider ingen årlig bekreftelse av restgjelden.',
    domains: ['loans'],
    keywords: DOMAIN_KEYWORDS.loans,
  },
  {
    text: 'Skal långiveren kunne ettergi hele eller deler av lånet som en gave?',
    clauseYes:
      'Långiveren kan ettergi hele eller deler av lånet som en gave, og ettergivelsen gjøres skriftlig.',
    clauseNo: 'Lånet skal tilbakebetales i sin helhet og kan ikke ettergis uten en ny skriftlig avtale.',
    domains: ['loans'],
    keywords: DOMAIN_KEYWORDS.loans,
  },
  {
    text: 'Skal det påløpe forsinkelsesrente ved for sen betaling?',
    clauseYes: 'Ved for sen betaling påløper forsinkelsesrente etter forsinkelsesrenteloven.',
    clauseNo: 'Det påløper ingen forsinkelsesrente ved for sen betaling.',
    domains: ['loans'],
    keywords: DOMAIN_KEYWORDS.loans,
  },
  {
    text: 'Skal avdragene betales med en fast, automatisk overføring?',
    clauseYes:
      'Avdragene betales ved en fast, automatisk overføring fra låntakerens konto på en fast dato hver måned.',
    clauseNo: 'Låntakeren betaler avdragene manuelt innen forfall.',
    domains: ['loans'],
    keywords: DOMAIN_KEYWORDS.loans,
  },
  {
    text: 'Skal långiverens øvrige arvinger informeres om lånet?',
    clauseYes: 'Långiverens øvrige livsarvinger informeres skriftlig om lånet og vilkårene for det.',
    clauseNo: 'Partene har ingen plikt til å informere andre familiemedlemmer om lånet.',
    domains: ['loans'],
    keywords: DOMAIN_KEYWORDS.loans,
  },
];

// ──────────────────────────────────────────────────────────────────────────────── property
const PROPERTY: BankQuestion[] = [
  {
    text: 'Skal dere eie det dere kjøper sammen, med like store andeler?',
    description: 'Det dere ikke avtaler selv, reguleres av sameieloven.',
    clauseYes: 'Partene eier det de har kjøpt sammen, i sameie med like store andeler.',
    clauseNo:
      'Partene eier det de har kjøpt sammen, i sameie med andeler som svarer til det hver av dem har betalt.',
    domains: ['property'],
    keywords: DOMAIN_KEYWORDS.property,
  },
  {
    text: 'Skal det dokumenteres skriftlig hva hver av dere har betalt?',
    clauseYes:
      'Det hver av partene har betalt, dokumenteres med kvitteringer som hver av partene tar vare på.',
    clauseNo: 'Partene legger eierforholdet i denne avtalen til grunn, uten ytterligere dokumentasjon.',
    domains: ['property'],
    keywords: DOMAIN_KEYWORDS.property,
  },
  {
    text: 'Skal kostnader til vedlikehold og reparasjoner fordeles etter eierandel?',
    clauseYes: 'Kostnader til vedlikehold og reparasjoner fordeles etter eierandel.',
    clauseNo: 'Kostnader til vedlikehold og reparasjoner deles likt mellom partene.',
    domains: ['property'],
    keywords: DOMAIN_KEYWORDS.property,
  },
  {
    text: 'Skal det dere eier sammen, være forsikret?',
    clauseYes: 'Det partene eier sammen, forsikres, og premien fordeles etter eierandel.',
    clauseNo: 'Partene forsikrer ikke det de eier sammen, og bærer selv risikoen for tap og skade.',
    domains: ['property'],
    keywords: DOMAIN_KEYWORDS.property,
  },
  {
    text: 'Skal det dere eier sammen, kunne lånes eller leies ut til andre?',
    clauseYes: 'Det partene eier sammen, kan lånes eller leies ut til andre når alle partene har samtykket.',
    clauseNo: 'Det partene eier sammen, lånes eller leies ikke ut til andre.',
    domains: ['property'],
    keywords: DOMAIN_KEYWORDS.property,
  },
  {
    text: 'Skal eventuelle leieinntekter fordeles etter eierandel?',
    clauseYes: 'Eventuelle leieinntekter fordeles etter eierandel.',
    clauseNo: 'Eventuelle leieinntekter brukes til vedlikehold og felles utgifter.',
    domains: ['property'],
    keywords: DOMAIN_KEYWORDS.property,
  },
  {
    text: 'Skal større forbedringer og investeringer kreve at alle er enige?',
    clauseYes:
      'Forbedringer og investeringer som går ut over vanlig vedlikehold, krever enighet mellom alle partene.',
    clauseNo:
      'Forbedringer og investeringer kan besluttes med flertall etter eierandel, så langt sameieloven tillater det.',
    domains: ['property'],
    keywords: DOMAIN_KEYWORDS.property,
  },
  {
    text: 'Skal de andre ha forkjøpsrett hvis en av dere vil selge sin andel?',
    clauseYes:
      'En part som vil selge sin andel, skal først tilby den til de øvrige partene til markedsverdi.',
    clauseNo: 'Partene avtaler ingen egen forkjøpsrett, og salg av andeler følger sameielovens regler.',
    domains: ['property'],
    keywords: DOMAIN_KEYWORDS.property,
  },
  {
    text: 'Skal verdien fastsettes av en uavhengig takstmann hvis dere ikke blir enige?',
    clauseYes:
      'Dersom partene ikke blir enige om markedsverdien, fastsettes den av en uavhengig takstmann som partene velger i fellesskap.',
    clauseNo:
      'Dersom partene ikke blir enige om markedsverdien, fastsettes den som gjennomsnittet av verdivurderinger som hver av partene innhenter.',
    domains: ['property'],
    keywords: DOMAIN_KEYWORDS.property,
  },
  {
    text: 'Skal bruken av det dere eier sammen, fordeles etter en fast plan?',
    clauseYes: 'Bruken av det partene eier sammen, fordeles etter en fast plan.',
    clauseNo: 'Bruken av det partene eier sammen, avtales fra gang til gang.',
    domains: ['property'],
    keywords: DOMAIN_KEYWORDS.property,
  },
  {
    text: 'Skal de andre kunne løse ut en andel som går i arv?',
    clauseYes:
      'Dersom en andel går i arv, har de øvrige partene rett til å løse ut andelen til markedsverdi.',
    clauseNo:
      'Dersom en andel går i arv, overtar arvingene andelen med de samme rettighetene og pliktene som etter avtalen.',
    domains: ['property'],
    keywords: DOMAIN_KEYWORDS.property,
  },
  {
    text: 'Skal ingen av dere kunne kreve salg de første fem årene?',
    clauseYes:
      'Ingen av partene kan kreve det de eier sammen, solgt i sin helhet de første fem årene etter at avtalen er inngått.',
    clauseNo: 'Hver av partene kan kreve sameiet oppløst etter reglene i sameieloven.',
    domains: ['property'],
    keywords: DOMAIN_KEYWORDS.property,
  },
  {
    text: 'Skal dere føre en liste over det dere eier sammen?',
    clauseYes:
      'Partene fører en oppdatert skriftlig liste over eiendeler de eier sammen, og hver av partene har en kopi.',
    clauseNo: 'Partene fører ingen egen liste over eiendeler de eier sammen.',
    domains: ['property'],
    keywords: DOMAIN_KEYWORDS.property,
  },
  {
    text: 'Skal skader som skyldes uforsiktig bruk, dekkes av den som forårsaket dem?',
    clauseYes: 'Skader som skyldes uforsiktig bruk, dekkes av den av partene som forårsaket dem.',
    clauseNo:
      'Skader som ikke dekkes av forsikring, fordeles etter eierandel uansett hvem som forårsaket dem.',
    domains: ['property'],
    keywords: DOMAIN_KEYWORDS.property,
  },
  {
    text: 'Skal dere ha felles regler for bruk og oppbevaring?',
    clauseYes: 'Partene følger felles regler for bruk, rengjøring og oppbevaring av det de eier sammen.',
    clauseNo:
      'Hver av partene bruker og oppbevarer det partene eier sammen, etter eget skjønn og med rimelig aktsomhet.',
    domains: ['property'],
    keywords: DOMAIN_KEYWORDS.property,
  },
  {
    text: 'Skal det dere eier sammen, selges hvis samarbeidet avsluttes?',
    clauseYes:
      'Dersom samarbeidet avsluttes, selges det partene eier sammen, og salgssummen fordeles etter eierandel.',
    clauseNo:
      'Dersom samarbeidet avsluttes, kan en av partene overta det partene eier sammen, mot å kjøpe ut de øvrige til markedsverdi.',
    domains: ['property', 'ending'],
    keywords: DOMAIN_KEYWORDS.property,
  },
];

// ────────────────────────────────────────────────────────────────────────────────── events
const EVENTS: BankQuestion[] = [
  {
    text: 'Skal dere sette et samlet budsjett for arrangementet?',
    clauseYes:
      'Partene setter et samlet budsjett for arrangementet, og budsjettet kan bare overskrides når alle partene samtykker.',
    clauseNo: 'Partene setter ikke et samlet budsjett for arrangementet.',
    domains: ['events'],
    keywords: DOMAIN_KEYWORDS.events,
  },
  {
    text: 'Skal kostnadene ved arrangementet deles likt?',
    clauseYes: 'Kostnadene ved arrangementet deles likt mellom partene.',
    clauseNo: 'Kostnadene ved arrangementet fordeles etter hvor mange gjester hver av partene inviterer.',
    domains: ['events'],
    keywords: DOMAIN_KEYWORDS.events,
  },
  {
    text: 'Skal hver av dere kunne invitere like mange gjester?',
    clauseYes: 'Hver av partene kan invitere like mange gjester.',
    clauseNo: 'Gjestelisten settes opp i fellesskap uten faste kvoter.',
    domains: ['events'],
    keywords: DOMAIN_KEYWORDS.events,
  },
  {
    text: 'Skal barn inviteres til arrangementet?',
    clauseYes: 'Barn er invitert til arrangementet.',
    clauseNo: 'Arrangementet er bare for voksne.',
    domains: ['events'],
    keywords: DOMAIN_KEYWORDS.events,
  },
  {
    text: 'Skal alkohol til gjestene dekkes av budsjettet?',
    clauseYes: 'Alkohol til gjestene dekkes innenfor budsjettet.',
    clauseNo: 'Partene dekker ikke alkohol, og gjestene kjøper selv det de ønsker.',
    domains: ['events'],
    keywords: DOMAIN_KEYWORDS.events,
  },
  {
    text: 'Skal bestillinger over et fast beløp godkjennes av alle?',
    clauseYes:
      'Bestillinger og avtaler over et beløp som partene fastsetter i fellesskap, skal godkjennes av alle partene før de inngås.',
    clauseNo:
      'Den som har ansvaret for en del av arrangementet, kan inngå avtaler innenfor budsjettet uten forhåndsgodkjenning.',
    domains: ['events'],
    keywords: DOMAIN_KEYWORDS.events,
  },
  {
    text: 'Skal kostnader ved en avlysning deles på samme måte som de andre kostnadene?',
    clauseYes:
      'Dersom arrangementet avlyses, deles kostnader som ikke kan refunderes, på samme måte som de andre kostnadene.',
    clauseNo: 'Dersom arrangementet avlyses, dekker hver av partene selv de kostnadene de har pådratt seg.',
    domains: ['events'],
    keywords: DOMAIN_KEYWORDS.events,
  },
  {
    text: 'Skal pengegaver brukes til å dekke kostnadene?',
    clauseYes: 'Pengegaver brukes først til å dekke kostnadene ved arrangementet.',
    clauseNo: 'Pengegaver tilfaller den eller dem arrangementet holdes for.',
    domains: ['events'],
    keywords: DOMAIN_KEYWORDS.events,
  },
  {
    text: 'Skal venner og familie hjelpe til i stedet for innleid personale?',
    clauseYes: 'Partene bruker venner og familie som frivillige hjelpere til servering, pynting og rydding.',
    clauseNo: 'Partene leier inn personale til servering, pynting og rydding.',
    domains: ['events'],
    keywords: DOMAIN_KEYWORDS.events,
  },
  {
    text: 'Skal én av dere føre regnskap og legge det fram etter arrangementet?',
    clauseYes:
      'Én av partene fører regnskap over alle inntekter og utgifter og legger det fram for de øvrige partene senest én måned etter arrangementet.',
    clauseNo:
      'Partene fører ikke et eget regnskap for arrangementet, men hver av dem legger fram kvitteringer for sine utgifter når kostnadene gjøres opp.',
    domains: ['events'],
    keywords: DOMAIN_KEYWORDS.events,
  },
  {
    text: 'Skal hver av dere ha ansvaret for en bestemt del av planleggingen?',
    clauseYes:
      'Hver av partene har ansvaret for en bestemt del av planleggingen, slik det fremgår av en egen oppgaveliste.',
    clauseNo: 'Partene planlegger alle deler av arrangementet i fellesskap.',
    domains: ['events'],
    keywords: DOMAIN_KEYWORDS.events,
  },
  {
    text: 'Skal dere leie lokale?',
    clauseYes: 'Partene leier lokale til arrangementet og deler leien likt.',
    clauseNo: 'Arrangementet holdes hjemme hos en av partene eller et annet sted uten leiekostnad.',
    domains: ['events'],
    keywords: DOMAIN_KEYWORDS.events,
  },
  {
    text: 'Skal maten bestilles fra et cateringfirma i stedet for at dere lager den selv?',
    clauseYes: 'Maten til arrangementet bestilles fra et cateringfirma.',
    clauseNo: 'Partene lager maten til arrangementet selv.',
    domains: ['events'],
    keywords: DOMAIN_KEYWORDS.events,
  },
  {
    text: 'Skal alle være med og rydde etter arrangementet?',
    clauseYes: 'Alle partene deltar i ryddingen etter arrangementet.',
    clauseNo: 'Ryddingen etter arrangementet settes bort eller utføres av dem som har påtatt seg oppgaven.',
    domains: ['events'],
    keywords: DOMAIN_KEYWORDS.events,
  },
  {
    text: 'Skal et eventuelt overskudd fordeles etter hva hver av dere har bidratt med?',
    clauseYes: 'Et eventuelt overskudd fordeles mellom partene etter hva hver av dem har bidratt med.',
    clauseNo: 'Et eventuelt overskudd tilfaller den eller dem arrangementet holdes for.',
    domains: ['events'],
    keywords: DOMAIN_KEYWORDS.events,
  },
  {
    text: 'Skal bilder fra arrangementet kunne deles i sosiale medier?',
    clauseYes:
      'Bilder fra arrangementet kan deles i sosiale medier, men bare med samtykke fra dem som er avbildet.',
    clauseNo: 'Bilder fra arrangementet deles ikke i sosiale medier.',
    domains: ['events'],
    keywords: DOMAIN_KEYWORDS.events,
  },
  {
    text: 'Skal dere spleise på en felles gave?',
    clauseYes: 'Partene spleiser på en felles gave, og kostnaden deles likt.',
    clauseNo: 'Hver av partene kjøper sin egen gave.',
    domains: ['events'],
    keywords: DOMAIN_KEYWORDS.events,
  },
];

// ─────────────────────────────────────────────────────────── communication (fits any topic)
const COMMUNICATION: BankQuestion[] = [
  {
    text: 'Skal dere ha et fast møte for å gå gjennom avtalen?',
    clauseYes: 'Partene møtes jevnlig til et fast møte for å gå gjennom avtalen.',
    clauseNo: 'Partene går gjennom avtalen ved behov.',
    domains: ['communication'],
    keywords: DOMAIN_KEYWORDS.communication,
  },
  {
    text: 'Skal avtalen gjennomgås minst én gang i året?',
    clauseYes: 'Partene gjennomgår avtalen minst én gang i året og oppdaterer den ved behov.',
    clauseNo: 'Avtalen gjelder uendret inntil en av partene ber om en gjennomgang.',
    domains: ['communication'],
    keywords: DOMAIN_KEYWORDS.communication,
  },
  {
    text: 'Skal dere bruke en felles chat eller gruppe for beskjeder som gjelder avtalen?',
    clauseYes: 'Partene bruker en felles chat eller gruppe for beskjeder som gjelder avtalen.',
    clauseNo: 'Partene gir hverandre beskjed direkte, uten en felles chat eller gruppe.',
    domains: ['communication'],
    keywords: DOMAIN_KEYWORDS.communication,
  },
  {
    text: 'Skal beskjeder som gjelder avtalen, besvares innen 48 timer?',
    clauseYes: 'Beskjeder som gjelder avtalen, besvares innen 48 timer.',
    clauseNo: 'Partene har ingen fast frist for å svare på beskjeder som gjelder avtalen.',
    domains: ['communication'],
    keywords: DOMAIN_KEYWORDS.communication,
  },
  {
    text: 'Skal uenigheter tas opp direkte med den det gjelder?',
    clauseYes: 'Uenigheter tas opp direkte med den eller dem det gjelder, så snart som mulig.',
    clauseNo: 'Uenigheter tas opp samlet på neste felles møte.',
    domains: ['communication'],
    keywords: DOMAIN_KEYWORDS.communication,
  },
  {
    text: 'Skal dere søke hjelp hos en nøytral tredjepart hvis dere ikke blir enige?',
    clauseYes:
      'Dersom partene ikke blir enige, søker de hjelp hos en nøytral tredjepart, for eksempel en mekler eller konfliktrådet.',
    clauseNo: 'Dersom partene ikke blir enige, kan hver av dem ta saken videre uten først å forsøke mekling.',
    domains: ['communication'],
    keywords: DOMAIN_KEYWORDS.communication,
  },
  {
    text: 'Skal alle få si sin mening før beslutninger tas?',
    clauseYes: 'Alle partene skal få si sin mening før beslutninger som gjelder avtalen, tas.',
    clauseNo: 'Beslutninger innenfor en parts ansvarsområde kan tas av denne parten alene.',
    domains: ['communication'],
    keywords: DOMAIN_KEYWORDS.communication,
  },
  {
    text: 'Skal beslutninger dere tar sammen, skrives ned?',
    clauseYes: 'Beslutninger som partene tar sammen, skrives ned og gjøres tilgjengelige for alle partene.',
    clauseNo: 'Partene skriver ikke ned beslutninger de tar sammen.',
    domains: ['communication'],
    keywords: DOMAIN_KEYWORDS.communication,
  },
  {
    text: 'Skal dere varsle hverandre i god tid om endringer som kan påvirke avtalen?',
    clauseYes: 'Partene varsler hverandre i god tid om endringer som kan påvirke avtalen.',
    clauseNo: 'Partene har ingen særskilt plikt til å varsle hverandre om endringer som kan påvirke avtalen.',
    domains: ['communication'],
    keywords: DOMAIN_KEYWORDS.communication,
  },
  {
    text: 'Skal dokumenter som gjelder avtalen, lagres på et felles sted?',
    clauseYes:
      'Dokumenter, kvitteringer og avtaler som gjelder samarbeidet, lagres på et felles sted som alle partene har tilgang til.',
    clauseNo: 'Hver av partene oppbevarer selv de dokumentene de har.',
    domains: ['communication'],
    keywords: DOMAIN_KEYWORDS.communication,
  },
  {
    text: 'Skal én av dere ha hovedansvaret for å følge opp avtalen?',
    clauseYes: 'Én av partene har hovedansvaret for å følge opp avtalen og kalle inn til møter.',
    clauseNo: 'Alle partene har et felles ansvar for å følge opp avtalen.',
    domains: ['communication'],
    keywords: DOMAIN_KEYWORDS.communication,
  },
  {
    text: 'Skal det dere drøfter om avtalen, holdes mellom dere?',
    clauseYes: 'Det partene drøfter seg imellom om avtalen, behandles fortrolig.',
    clauseNo: 'Partene har ingen særskilt plikt til å behandle drøftingene om avtalen fortrolig.',
    domains: ['communication'],
    keywords: DOMAIN_KEYWORDS.communication,
  },
  {
    text: 'Skal avtalen først gjelde for en prøveperiode på tre måneder?',
    clauseYes:
      'Avtalen gjelder først for en prøveperiode på tre måneder, og partene evaluerer den ved slutten av perioden.',
    clauseNo: 'Avtalen gjelder fra den er inngått, uten noen prøveperiode.',
    domains: ['communication'],
    keywords: DOMAIN_KEYWORDS.communication,
  },
  {
    text: 'Skal alle ha innsyn i regnskap og dokumentasjon som gjelder avtalen?',
    clauseYes: 'Alle partene har fullt innsyn i regnskap og dokumentasjon som gjelder avtalen.',
    clauseNo: 'Innsyn i regnskap og dokumentasjon gis etter forespørsel.',
    domains: ['communication'],
    keywords: DOMAIN_KEYWORDS.communication,
  },
  {
    text: 'Skal dere ringe hverandre når noe haster?',
    clauseYes: 'Partene ringer hverandre når noe haster, og bruker skriftlige meldinger ellers.',
    clauseNo: 'Partene bruker de samme kanalene for alle beskjeder, uansett hvor mye det haster.',
    domains: ['communication'],
    keywords: DOMAIN_KEYWORDS.communication,
  },
  {
    text: 'Skal dere prøve å løse uenigheter dere imellom før dere involverer andre?',
    clauseYes: 'Partene forsøker å løse uenigheter seg imellom før de involverer andre.',
    clauseNo: 'Hver av partene står fritt til å søke råd hos andre ved uenighet.',
    domains: ['communication'],
    keywords: DOMAIN_KEYWORDS.communication,
  },
];

// ───────────────────────────────────────────────────────────────── ending (fits any topic)
const ENDING: BankQuestion[] = [
  {
    text: 'Skal avtalen kunne sies opp med én måneds varsel?',
    clauseYes: 'Hver av partene kan si opp avtalen skriftlig med én måneds varsel.',
    clauseNo: 'Avtalen kan ikke sies opp med kortere varsel enn tre måneder.',
    domains: ['ending'],
    keywords: DOMAIN_KEYWORDS.ending,
  },
  {
    text: 'Skal avtalen gjelde for en bestemt periode?',
    clauseYes:
      'Avtalen gjelder for en bestemt periode som partene fastsetter skriftlig, og den opphører ved periodens slutt med mindre den forlenges.',
    clauseNo: 'Avtalen gjelder inntil videre.',
    domains: ['ending'],
    keywords: DOMAIN_KEYWORDS.ending,
  },
  {
    text: 'Skal avtalen fornyes automatisk hvis ingen sier den opp?',
    clauseYes: 'Avtalen fornyes automatisk for ett år om gangen dersom ingen av partene sier den opp.',
    clauseNo: 'Avtalen fornyes ikke automatisk.',
    domains: ['ending'],
    keywords: DOMAIN_KEYWORDS.ending,
  },
  {
    text: 'Skal en oppsigelse av avtalen skje skriftlig?',
    clauseYes: 'Oppsigelse av avtalen skal skje skriftlig.',
    clauseNo: 'Oppsigelse av avtalen kan skje både muntlig og skriftlig.',
    domains: ['ending'],
    keywords: DOMAIN_KEYWORDS.ending,
  },
  {
    text: 'Skal alle økonomiske mellomværender gjøres opp innen 30 dager etter at avtalen er avsluttet?',
    clauseYes:
      'Når avtalen avsluttes, gjøres alle økonomiske mellomværender mellom partene opp innen 30 dager.',
    clauseNo: 'Når avtalen avsluttes, gjøres økonomiske mellomværender opp etter hvert som de blir kjent.',
    domains: ['ending'],
    keywords: DOMAIN_KEYWORDS.ending,
  },
  {
    text: 'Skal den som avslutter avtalen, dekke kostnadene som følger av det?',
    clauseYes: 'Den av partene som avslutter avtalen, dekker de kostnadene som avslutningen medfører.',
    clauseNo: 'Kostnader som følger av at avtalen avsluttes, deles likt mellom partene.',
    domains: ['ending'],
    keywords: DOMAIN_KEYWORDS.ending,
  },
  {
    text: 'Skal avtalen kunne avsluttes umiddelbart ved vesentlig brudd?',
    clauseYes: 'Ved vesentlig brudd på avtalen kan de øvrige partene avslutte den med umiddelbar virkning.',
    clauseNo: 'Også ved brudd på avtalen gjelder den ordinære oppsigelsestiden.',
    domains: ['ending'],
    keywords: DOMAIN_KEYWORDS.ending,
  },
  {
    text: 'Skal avtalen fortsette mellom de andre hvis én av dere trekker seg ut?',
    clauseYes: 'Dersom én av partene trekker seg ut, gjelder avtalen fortsatt for de øvrige partene.',
    clauseNo: 'Dersom én av partene trekker seg ut, opphører avtalen for alle partene.',
    domains: ['ending'],
    keywords: DOMAIN_KEYWORDS.ending,
  },
  {
    text: 'Skal felles eiendeler fordeles etter eierandel når avtalen avsluttes?',
    clauseYes: 'Når avtalen avsluttes, fordeles felles eiendeler etter eierandel.',
    clauseNo: 'Når avtalen avsluttes, fordeles felles eiendeler likt mellom partene.',
    domains: ['ending'],
    keywords: DOMAIN_KEYWORDS.ending,
  },
  {
    text: 'Skal felles eiendeler selges hvis dere ikke blir enige om hvem som skal overta dem?',
    clauseYes:
      'Dersom partene ikke blir enige om hvem som skal overta felles eiendeler, selges de, og salgssummen fordeles etter eierandel.',
    clauseNo:
      'Dersom partene ikke blir enige om hvem som skal overta felles eiendeler, avgjøres det ved loddtrekning, og den som overtar, kjøper ut de øvrige.',
    domains: ['ending'],
    keywords: DOMAIN_KEYWORDS.ending,
  },
  {
    text: 'Skal dere forsøke mekling før avtalen avsluttes på grunn av uenighet?',
    clauseYes: 'Før avtalen avsluttes på grunn av uenighet, skal partene forsøke mekling.',
    clauseNo: 'Avtalen kan avsluttes på grunn av uenighet uten forutgående mekling.',
    domains: ['ending'],
    keywords: DOMAIN_KEYWORDS.ending,
  },
  {
    text: 'Skal dere ha en avslutningssamtale når avtalen opphører?',
    clauseYes:
      'Når avtalen opphører, gjennomfører partene en avslutningssamtale for å sikre et ryddig oppgjør.',
    clauseNo: 'Partene gjennomfører ingen egen avslutningssamtale når avtalen opphører.',
    domains: ['ending'],
    keywords: DOMAIN_KEYWORDS.ending,
  },
  {
    text: 'Skal avtalen opphøre automatisk hvis formålet med den faller bort?',
    clauseYes: 'Avtalen opphører automatisk dersom formålet med den faller bort.',
    clauseNo: 'Avtalen gjelder til den sies opp, også om formålet med den faller bort.',
    domains: ['ending'],
    keywords: DOMAIN_KEYWORDS.ending,
  },
  {
    text: 'Skal nøkler, utstyr og andre eiendeler leveres tilbake når avtalen avsluttes?',
    clauseYes:
      'Når avtalen avsluttes, leverer partene tilbake nøkler, utstyr og andre eiendeler som tilhører de øvrige.',
    clauseNo:
      'Når avtalen avsluttes, beholder hver av partene det de har i sin besittelse, med mindre noe annet avtales.',
    domains: ['ending'],
    keywords: DOMAIN_KEYWORDS.ending,
  },
  {
    text: 'Skal den som trekker seg ut, fortsatt svare for forpliktelser fra tiden vedkommende var med?',
    clauseYes:
      'En part som trekker seg ut, har fortsatt ansvar for sin andel av forpliktelser som ble inngått mens vedkommende var part i avtalen.',
    clauseNo:
      'En part som trekker seg ut, er fri for alle forpliktelser etter avtalen fra det tidspunktet uttredelsen får virkning.',
    domains: ['ending'],
    keywords: DOMAIN_KEYWORDS.ending,
  },
  {
    text: 'Skal avtalen opphøre hvis en av dere dør?',
    clauseYes: 'Dersom en av partene dør, opphører avtalen, og mellomværendet gjøres opp med dødsboet.',
    clauseNo:
      'Dersom en av partene dør, gjelder avtalen fortsatt for de øvrige partene, og mellomværendet med dødsboet gjøres opp etter avtalens regler.',
    domains: ['ending'],
    keywords: DOMAIN_KEYWORDS.ending,
  },
];

/**
 * The curated, domain-tagged question bank. Texts are generic ('dere', 'partene', 'det dere
 * deler', 'avtalen') so that they fit any topic in their domain; 'communication' and 'ending'
 * fit every agreement and let a generator always fill a set of up to 30 distinct questions.
 * The topic-specific domains come first and the generic ones (economy, communication, ending)
 * last, so that a generator which breaks ties by position prefers the topic's own domain.
 */

export const QUESTION_BANK: BankQuestion[] = [
  ...HOUSING,
  ...CHILDREN,
  ...PETS,
  ...VEHICLES,
  ...TRAVEL,
  ...CHORES,
  ...WORK,
  ...LOANS,
  ...PROPERTY,
  ...EVENTS,
  ...PURCHASE,
  ...TENANCY,
  ...INHERITANCE,
  ...ECONOMY,
  ...COMMUNICATION,
  ...ENDING,
];

/** The heading a bank question's clause is printed under, by its first domain (docs/legal-document.md). */
export const DOMAIN_SECTIONS: Record<Domain, string> = {
  economy: 'Økonomi',
  housing: 'Bolig',
  children: 'Barna',
  pets: 'Dyrehold',
  vehicles: 'Bruk av kjøretøyet',
  travel: 'Reisen',
  chores: 'Arbeidsfordeling',
  work: 'Arbeidet',
  loans: 'Lånet',
  property: 'Eierskap',
  events: 'Arrangementet',
  purchase: 'Kjøpet',
  tenancy: 'Leieforholdet',
  inheritance: 'Arveoppgjøret',
  communication: 'Samarbeid og uenighet',
  ending: 'Avtalens varighet',
};
