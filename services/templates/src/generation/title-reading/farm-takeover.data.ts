import { BAKGRUNN } from '../../catalogue/catalogue.sections';
import type { QuestionTemplate } from './relation-templates.data';

/*
 * A farm takeover (overdragelse av gård, generasjonsskifte): one of the family takes over the farm, most often
 * from the parents while they live, sometimes from the estate after them, and the agreement is between the one
 * who takes over, the one or ones who transfer the farm (or the heirs of the estate) and often the siblings, who
 * may have better odelsrett and who care how the farm is priced. It is no dødsbo with items chosen in turn, and
 * no plain sale: the law of odel (odelslova, lov 28. juni 1974 nr. 58), of konsesjon and boplikt
 * (konsesjonsloven, lov 28. november 2003 nr. 98, § 5) and of driveplikt (jordlova, lov 12. mai 1995 nr. 23,
 * § 8) sets its frame. Its questions are worded as the relation templates are (see the header of
 * relation-templates.data.ts), name no object (no `{objektet}`), fit a takeover while the owner lives and one
 * from an estate (the help texts say where the two differ, and the siblings' question has an option for each),
 * and are printed under FARM_SECTION; the facts under Bakgrunn. Every statement of law has a row in
 * docs/legal-sources.md («Farm takeover for custom topics», rows FT).
 */

/**
 * Word cues (lower-case; a trailing * means a prefix, as in title-lexicon.data.ts's RELATION_CUES, each word of
 * a cue matched against one word of the title, see cueAt in lexicon-lookup.ts) that name a farm takeover in a
 * title or description. No bare 'gård' or 'gården' («gårdsplass», «bakgården», «bygården»): a farm word counts
 * only after a verb or noun of taking over. 'Generasjonsskifte' alone is no cue, since families say it as often
 * of a firm («Generasjonsskifte i familiebedriften»), which is a company matter: a cue cannot look for a farm word
 * anywhere near, so it names a farm takeover only as 'generasjonsskifte på gården' and the like, the farm word
 * right after. The words of odel count when they name the right itself («odelsrett», «avkall på odelen»), not
 * a farm named for it («Jakt på odelsgården»), nor «slektsgården» alone («Gårdsbryllup på slektsgården»). A
 * kåravtale alone is no cue: it may come years after the takeover and has no price or odel to ask about. A few forms without æøå and in nynorsk are there for
 * titles typed so.
 */
export const FARM_CUES: readonly string[] = [
  'gårdsoverdragelse*',
  'gardsoverdragelse*',
  'gårdsoverdraging*',
  'gardsoverdraging*',
  'gårdsovertakelse*',
  'gårdsovertaking*',
  'gardsovertaking*',
  'gardsbyte*',
  'overta* gården',
  'overta* gård',
  'overta* garden',
  'overta* gårdsbruk*',
  'overta* gardsbruk*',
  'overta* småbruk*',
  'overta* smabruk*',
  'overta* slektsgård*',
  'overta* av gården',
  'overta* av gård',
  'overta* av gårdsbruk*',
  'overta* av småbruk*',
  'overdra* gården',
  'overdra* garden',
  'overdra* gårdsbruk*',
  'overdra* småbruk*',
  'overdra* av gården',
  'overdra* av gård',
  'overdra* av gårdsbruk*',
  'overdra* av småbruk*',
  'ta over gården',
  'tar over gården',
  'tok over gården',
  'ta over garden',
  'tek over garden',
  'ta over gårdsbruk*',
  'ta over småbruk*',
  'tar over småbruk*',
  'generasjonsskifte* på gård*',
  'generasjonsskifte* på gard*',
  'generasjonsskifte* på småbruk*',
  'generasjonsskifte* på slektsgård*',
  'generasjonsskifte* i landbruk*',
  'generasjonsskifte* i jordbruk*',
  'generasjonsskifte* pa gard*',
  'eierskifte* på gård*',
  'gården overtas',
  'gården skal overtas',
  'gården skal overdras',
  'gården overdras',
  'gård overtas',
  'gården går over til',
  'overta* odelsgård*',
  'overta* slektsgården',
  'ta over slektsgården',
  'tar over slektsgården',
  'overtakelse av slektsgården',
  'odelsrett*',
  'odelsretten',
  'odelsfrigjøring*',
  'avkall på odel*',
  'åsetesrett*',
  'asetesrett*',
];

/** The heading the farm takeover's questions are printed under (the facts go under Bakgrunn). */
export const FARM_SECTION = 'Overtakelsen av gården';

/** The heading of the document a farm takeover gives. */
export const FARM_HEADING = 'Avtale om overtakelse av gård';

/** The questions of a farm takeover, most important first; the number of years only after a Ja to the gain. */
export const FARM_TEMPLATES: QuestionTemplate[] = [
  {
    type: 'free_text',
    format: 'party',
    text: 'Hvem av dere overtar gården?',
    description:
      'De andre partene er den eller de som overdrar gården, eller arvingene når gården tas over fra et dødsbo, og gjerne overtakerens søsken, som da kjenner vilkårene.',
    clauseTemplate: '{{svar}} overtar gården etter denne avtalen.',
    partyRoles: { chosen: 'overtaker', others: null },
    section: BAKGRUNN,
    fact: true,
  },
  {
    type: 'free_text',
    format: 'text',
    text: 'Hvilken gård gjelder avtalen, og hvem eier den i dag?',
    description:
      'Skriv gårdsnavnet, gårdsnummer (gnr.), bruksnummer (bnr.) og kommunen slik eiendommen står i grunnboken, og hvem som eier den, for eksempel «Nordre Li, gnr. 12 bnr. 3 i Ringsaker kommune, som Per Hansen eier» eller «Nordre Li, gnr. 12 bnr. 3 i Ringsaker kommune, i dødsboet etter Per Hansen». Skriv også om maskiner, dyr eller annet driftsløsøre følger med.',
    clauseTemplate: 'Avtalen gjelder gården {{svar}}.',
    section: BAKGRUNN,
    fact: true,
  },
  {
    type: 'free_text',
    format: 'amount',
    text: 'Hva skal overtakeren betale for gården?',
    description:
      'I et generasjonsskifte avtaler dere prisen selv, og det er vanlig å overdra gården for mindre enn den er verdt. Forskjellen er da en gave til overtakeren, og den trekkes bare fra i overtakerens arv hvis giveren setter det som betingelse senest når gården overdras (arveloven § 75). Odelstakst gjelder når noen løser gården på odel, og settes ut fra en bruk som hovedsakelig er landbruk (odelslova § 49); åsetestakst gjelder når en livsarving tar gården over på skifte etter eierens død.',
    clauseTemplate: 'Prisen overtakeren betaler for gården, er {{svar}}.',
  },
  {
    text: 'Skal søsken med bedre odelsrett enn overtakeren gi skriftlig avkall på retten til å løse gården?',
    description:
      'Overtar et yngre søsken gården, kan eldre søsken med bedre odelsrett ellers kreve den løst på odel fra overtakeren. Et avkall må være skriftlig, og kan gis overfor overtakeren alene eller for godt (odelslova § 25); også barna deres kan ha odelsrett. Et barn under 18 år kan bare gi avkall gjennom vergen, med samtykke fra statsforvalteren (vergemålsloven § 39).',
    clauseYes:
      'De av overtakerens søsken som har bedre odelsrett enn overtakeren, gir skriftlig avkall på retten til å løse gården på odel fra overtakeren (odelslova § 25), hver i en egen erklæring som signeres før gården overdras.',
    clauseNo:
      'Ingen gir avkall på odelsrett ved denne avtalen, og den som har bedre odelsrett enn overtakeren, beholder retten til å kreve gården løst på odel etter odelslova.',
  },
  {
    type: 'multiple_choice',
    text: 'Hvordan skal overtakerens søsken stilles når gården overtas?',
    description:
      'Mens foreldrene lever, har søsknene ikke krav på noe av prisen, men er prisen lavere enn det gården er verdt, er det vanlig at også overtakerens søsken får en gave, eller at gaven til overtakeren trekkes fra i arven etter foreldrene. Tas gården over fra et dødsbo, går prisen inn i boet og deles som arv.',
    options: [
      {
        text: 'Ingen utjevning',
        clause:
          'Overtakerens søsken får ingen utjevning for overtakelsen av gården, og en gave som ligger i prisen, avkortes ikke i overtakerens arv.',
      },
      {
        text: 'Gaven i prisen trekkes fra i overtakerens arv',
        clause:
          'Det er en betingelse for overdragelsen at forskjellen mellom verdien av gården da overtakeren overtok den og prisen i denne avtalen, avkortes i overtakerens arv etter den eller dem som overdrar gården (arveloven § 75).',
      },
      {
        text: 'Søsknene får hver en gave av samme verdi',
        clause:
          'Den eller de som overdrar gården, gir mens de lever hvert av overtakerens søsken en gave av samme verdi som forskjellen mellom verdien av gården da overtakeren overtok den og prisen i denne avtalen.',
      },
      {
        text: 'Gården tas over fra et dødsbo, og søsknene får sin del av prisen som arv',
        clause:
          'Gården overtas fra et dødsbo, og prisen i denne avtalen går inn i boet og fordeles mellom arvingene etter arveloven eller testament.',
      },
    ],
  },
  {
    type: 'multiple_choice',
    text: 'Skal den eller de som overdrar gården, ha rett til å bo der (kår)?',
    description:
      'Kår, også kalt føderåd eller folge, er fortsatt vanlig ved generasjonsskifte, ofte som en livsvarig rett til å bo gratis i en kårbolig på gården. Avtal hvem som vedlikeholder kårboligen, og at retten er personlig og faller bort ved varig flytting, for eksempel til sykehjem. Skal retten gjelde også mot en senere eier, må den tinglyses på gården (tinglysingsloven § 20).',
    options: [
      {
        text: 'Ja, og overtakeren vedlikeholder kårboligen',
        clause:
          'Den eller de som overdrar gården, har en personlig rett til å bo gratis i kårboligen på gården så lenge de lever og ikke har flyttet varig ut, overtakeren vedlikeholder kårboligen, og retten tinglyses på gården.',
      },
      {
        text: 'Ja, og de vedlikeholder kårboligen selv',
        clause:
          'Den eller de som overdrar gården, har en personlig rett til å bo gratis i kårboligen på gården så lenge de lever og ikke har flyttet varig ut, de vedlikeholder kårboligen selv, og retten tinglyses på gården.',
      },
      {
        text: 'Nei',
        clause: 'Ingen av partene har kår eller rett til å bo på gården etter denne avtalen.',
      },
    ],
  },
  {
    key: 'gain',
    text: 'Skal søsknene få del i gevinsten hvis overtakeren selger gården eller deler av den innen en viss tid?',
    description:
      'Har overtakeren fått gården i kraft av odels- eller åsetesrett til en pris under markedsverdi, kan medarvingene kreve etteroppgjør hvis overtakeren innen ti år selger hele eller deler av gården med betydelig gevinst (odelslova § 57), også når foreldrene overdro gården mens de levde. En klausul i avtalen gjør det klart hva som gjelder, også for en gård uten odel.',
    clauseYes:
      'Selger overtakeren hele eller deler av gården innen det antall år etter overtakelsen som står i denne avtalen, deles gevinsten etter skatt likt mellom overtakeren og hvert av overtakerens søsken, og gevinsten er salgssummen fratrukket den delen av prisen i denne avtalen som gjelder det som selges, og det overtakeren har påkostet det.',
    clauseNo:
      'Selger overtakeren hele eller deler av gården senere, har overtakerens søsken ingen annen rett til del i gevinsten enn det etteroppgjøret odelslova § 57 kan gi.',
  },
  {
    type: 'free_text',
    format: 'number',
    text: 'Hvor mange år etter overtakelsen skal søsknene ha rett til del i gevinsten?',
    description:
      'Etteroppgjøret i odelslova § 57 gjelder salg innen ti år etter overtakelsen, og dere kan avtale en lengre tid, for eksempel 15 eller 20 år.',
    clauseTemplate:
      'Retten til del i gevinsten gjelder salg som avtales innen {{svar}} år etter at overtakeren overtok gården.',
    showIf: { questionKey: 'gain', equals: true },
  },
  {
    text: 'Skal overtakeren selv bo på gården og drive jorda?',
    description:
      'Overtar nær slekt eller en med odelsrett uten konsesjon en gård med bolighus som er eller har vært brukt som helårsbolig, og med mer enn 35 dekar fulldyrka og overflatedyrka jord eller mer enn 500 dekar produktiv skog, må overtakeren flytte dit innen ett år og selv bo der i minst fem år (konsesjonsloven § 5); ellers må overtakeren søke konsesjon. Jordbruksarealet skal drives så lenge overtakeren eier gården, av overtakeren selv eller ved skriftlig bortleie som tilleggsjord for minst ti år om gangen (jordlova § 8).',
    clauseYes:
      'Overtakeren skal bosette seg på gården innen ett år etter overtakelsen, selv bo der i minst fem år og i den tiden selv drive jordbruksarealet.',
    clauseNo:
      'Overtakeren står fritt overfor de andre partene til å bo andre steder og leie bort jorda, men må selv oppfylle den boplikten og driveplikten loven gir, eller søke konsesjon.',
  },
  {
    type: 'multiple_choice',
    text: 'Hvem skal betale dokumentavgiften og tinglysingsgebyret når gården tinglyses på overtakeren?',
    description:
      'Gården går over til overtakeren med et skjøte, eller en hjemmelserklæring etter et skifte, som sendes Kartverket til tinglysing sammen med egenerklæringen om konsesjonsfrihet. Dokumentavgiften er 2,5 prosent av markedsverdien, også når gården er en gave eller et forskudd på arv, og kår trekkes ikke fra; etter et dødsfall er bare den delen en arving har krav på etter arveloven, fri for avgift. Tinglysingsgebyret betales i alle tilfeller.',
    options: [
      {
        text: 'Overtakeren',
        clause:
          'Overtakeren betaler dokumentavgiften og tinglysingsgebyret når skjøtet eller hjemmelserklæringen for gården tinglyses.',
      },
      {
        text: 'Den eller de som overdrar gården',
        clause:
          'Den eller de som overdrar gården, betaler dokumentavgiften og tinglysingsgebyret når skjøtet eller hjemmelserklæringen for gården tinglyses.',
      },
      {
        text: 'Halvparten hver',
        clause:
          'Overtakeren og den eller de som overdrar gården, betaler halvparten hver av dokumentavgiften og tinglysingsgebyret når skjøtet eller hjemmelserklæringen for gården tinglyses.',
      },
    ],
  },
];
