import type { TopicMiddleGround } from '../catalogue.types';

/**
 * The compromises offered on the questions of `ferie-sammen` when the parties disagree: question key → one to
 * three alternatives, each a Ja/Nei question and the clause its Ja gives (docs/middle-ground-library.md).
 * Contractual terms only: each alternative lies between the answers of its question (a split, a threshold,
 * a shorter period, a right with a deadline) and states its amounts and periods.
 */
export const ferieSammenMiddleGround: TopicMiddleGround = {
  'reise-overnatting-fordeling': [
    {
      text: 'Skal reisen deles likt og overnattingen etter rom og antall netter?',
      clause:
        'Utgifter til reisen deles likt mellom partene, mens utgifter til overnatting fordeles etter hvilke rom og hvor mange netter hver av partene bruker.',
      description: 'Det felles deles likt, det hver enkelt velger, betales etter bruk.',
    },
    {
      text: 'Skal utgiftene til reise og overnatting deles etter hvor mange hver av dere har med, der barn under 12 år teller som en halv person?',
      clause:
        'Utgifter til reise og overnatting fordeles etter hvor mange personer hver av partene har med seg på ferien, der barn under 12 år regnes som en halv person.',
      description: 'Store følger betaler mer, men barn teller mindre enn voksne.',
    },
  ],
  'felles-matkasse': [
    {
      text: 'Skal dere ha en felles kasse til frokost og felles dagligvarer, og ellers betale egen mat selv?',
      clause:
        'Partene betaler like mye inn i en felles kasse som dekker frokost og felles dagligvarer under ferien, og hver av partene betaler selv for annen mat.',
      description: 'Det dere spiser sammen hver dag, deles, og resten er hver sitt.',
    },
    {
      text: 'Skal hver av dere betale inn i matkassen etter hvor mange personer dere har med?',
      clause:
        'Partene betaler inn i en felles kasse som dekker mat og dagligvarer under ferien, i forhold til hvor mange personer hver av partene har med seg.',
      description: 'Felles kasse, men store følger betaler mer.',
    },
  ],
  'restaurant-hver-for-seg': [
    {
      text: 'Skal maten på restaurant deles likt, mens hver av dere betaler sin egen drikke?',
      clause:
        'Ved restaurantbesøk deles regningen for maten likt mellom partene, mens hver av partene betaler for sin egen drikke.',
      description: 'Enkelt oppgjør for maten, og drikken, som varierer mest, betaler hver selv.',
    },
  ],
  'aktiviteter-betales-av-deltakere': [
    {
      text: 'Skal aktiviteter som koster under 500 kr per person, deles likt, og dyrere bare betales av dem som blir med?',
      clause:
        'Utflukter og aktiviteter som koster mindre enn 500 kr per person, deles likt mellom alle partene, mens dyrere utflukter og aktiviteter betales bare av de partene som deltar.',
      description: 'Små ting deles uten regnestykker, og ingen må betale for dyre ting de ikke blir med på.',
    },
  ],
  'oppgjor-etter-hjemkomst': [
    {
      text: 'Skal dere gjøre opp underveis minst hver tredje dag, og resten senest én uke etter hjemkomst?',
      clause:
        'Partene gjør opp utgiftene underveis minst hver tredje dag av ferien, og det endelige regnskapet gjøres opp senest én uke etter hjemkomst.',
      description: 'Ingen store summer blir stående, og et kort sluttoppgjør.',
    },
  ],
  'leiebil-egenandel': [
    {
      text: 'Skal den som kjørte, betale halvparten av egenandelen, og resten deles likt?',
      clause:
        'Ved skade på leiebilen betaler den av partene som kjørte, halvparten av egenandelen, og den andre halvparten deles likt mellom alle partene.',
      description: 'Sjåføren tar mest, men ingen står alene med hele regningen.',
    },
    {
      text: 'Skal egenandelen deles likt, men betales av den som kjørte, hvis skaden skyldes uaktsom kjøring?',
      clause:
        'Ved skade på leiebilen deles egenandelen likt mellom partene, men skyldes skaden at den som kjørte, kjørte uaktsomt, betaler den som kjørte, hele egenandelen.',
      description: 'Uhell deles, og uforsiktighet betaler sjåføren.',
    },
  ],
  reiseforsikring: [
    {
      text: 'Skal alle ha reiseforsikring for hele reisen, men hver selv avgjøre om den også skal dekke avbestilling?',
      clause:
        'Hver av partene skal ha gyldig reiseforsikring som dekker hele reisen, og hver av partene avgjør selv om forsikringen også skal dekke avbestilling.',
      description: 'Alle er dekket under reisen, og avbestilling er opp til hver enkelt.',
    },
  ],
  avbestilling: [
    {
      text: 'Skal den som trekker seg, betale sin andel av det som ikke kan refunderes, bortsett fra ved egen sykdom med legeerklæring?',
      clause:
        'En part som trekker seg fra ferien, dekker selv sin andel av kostnader som ikke kan refunderes, men trekker parten seg på grunn av egen sykdom dokumentert med legeerklæring, deles disse kostnadene likt mellom alle partene.',
      description: 'Den som velger å trekke seg, betaler, men ikke den som blir syk.',
    },
    {
      text: 'Skal den som trekker seg, betale halvparten av sin andel av det som ikke kan refunderes, mens resten deles på alle?',
      clause:
        'En part som trekker seg fra ferien, dekker selv halvparten av sin andel av kostnader som ikke kan refunderes, og den andre halvparten deles likt mellom alle partene.',
      description: 'Tapet deles mellom den som trekker seg og dem som reiser.',
    },
  ],
};
