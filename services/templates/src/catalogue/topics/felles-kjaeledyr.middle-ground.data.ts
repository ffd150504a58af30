import type { TopicMiddleGround } from '../catalogue.types';

/**
 * The compromises offered on the questions of `felles-kjaeledyr` when the parties disagree: question key → one to
 * three alternatives, each a Ja/Nei question and the clause its Ja gives (docs/middle-ground-library.md).
 * Contractual terms only: each alternative lies between the answers of its question (a split, a threshold,
 * a shorter period, a right with a deadline) and states its amounts and periods.
 */
export const fellesKjaeledyrMiddleGround: TopicMiddleGround = {
  'faste-kostnader-likt': [
    {
      text: 'Skal fôr betales av den som har dyret hos seg, og utstyr som bur, bånd og seng deles likt?',
      clause:
        'Fôr betales av den av partene som har dyret hos seg, mens utstyr som bur, bånd, seng og transportkasse deles likt mellom partene.',
      description: 'Fôret følger dyret, og utstyret deles.',
    },
    {
      text: 'Skal fôr fordeles etter hvor mange døgn dyret er hos hver av dere, og utstyr deles likt?',
      clause:
        'Utgifter til fôr fordeles etter hvor mange døgn dyret er hos hver av partene, mens utgifter til utstyr deles likt mellom partene.',
      description: 'Fôret betales etter tiden med dyret, og utstyret er felles.',
    },
  ],
  forsikring: [
    {
      text: 'Skal dyret ha en helseforsikring med en egenandel på minst 5 000 kr, som bare dekker store veterinærregninger?',
      clause:
        'Dyret skal ha en helseforsikring med en egenandel på minst 5 000 kr per skade eller sykdom, premien deles likt mellom partene, og det forsikringen dekker, trekkes fra veterinærutgiftene før de fordeles mellom partene.',
      description: 'En billig forsikring mot de store regningene.',
    },
  ],
  'veterinar-deles': [
    {
      text: 'Skal veterinærutgifter opp til 2 000 kr betales av den som har dyret hos seg, og det som går ut over, deles likt?',
      clause:
        'Veterinærutgifter opp til 2 000 kr per behandling dekkes av den av partene som har dyret hos seg når behandlingen blir nødvendig, og det som går ut over 2 000 kr, deles likt mellom partene.',
      description: 'Små regninger betaler den som har dyret, de store deles.',
    },
  ],
  kastrering: [
    {
      text: 'Skal dyret kunne få et hormonimplantat som virker en periode, i stedet for å bli operert?',
      clause:
        'Dyret skal ikke kastreres eller steriliseres ved operasjon, men kan få et hormonimplantat som virker i en begrenset periode når veterinæren anbefaler det, og kostnaden regnes som en felles kostnad.',
      description: 'En virkning som går over, i stedet for et inngrep som ikke kan gjøres om.',
    },
    {
      text: 'Skal dere vente med kastrering til dyret er ett år, og da følge veterinærens anbefaling?',
      clause:
        'Partene venter med å kastrere eller sterilisere dyret til det er ett år gammelt og følger da veterinærens anbefaling, og kostnaden regnes som en felles kostnad.',
      description: 'Beslutningen tas senere, av en fagperson.',
    },
  ],
  'helg-hos-de-andre': [
    {
      text: 'Skal de andre ha rett til å ha dyret hos seg én helg annenhver måned?',
      clause:
        'Hver av de andre partene har rett til å ha dyret hos seg én helg annenhver måned, og ellers avtales tid med dyret fra gang til gang.',
      description: 'En fast rett, men sjeldnere enn hver måned.',
    },
  ],
  'plan-for-stell': [
    {
      text: 'Skal dere ha en fast plan bare for de daglige turene, mens den som har dyret hos seg, har ansvaret for fôring og stell?',
      clause:
        'Partene setter opp en skriftlig plan for de daglige turene innen to uker etter at avtalen er inngått, og til planen er på plass, har den av partene som har dyret hos seg, ansvaret for turene. Den av partene som har dyret hos seg, har alltid ansvaret for fôring og stell.',
      description: 'Fast plan for turene, som krever mest, og enkelt ansvar for resten.',
    },
  ],
  skader: [
    {
      text: 'Skal den som hadde ansvaret for dyret, dekke de første 5 000 kr ved en skade, og resten deles likt?',
      clause:
        'I forholdet mellom partene dekker den av partene som hadde ansvaret for dyret da skaden skjedde, de første 5 000 kr av kostnaden ved skader som dyret volder, og det som går ut over, deles likt etter fradrag for det en eventuell ansvarsforsikring dekker.',
      description: 'Den som hadde ansvaret, tar mest, men en stor skade deles.',
    },
  ],
  omplassering: [
    {
      text: 'Skal eieren kunne omplassere eller selge dyret, men først tilby de andre å overta det?',
      clause:
        'Eieren beholder dyret når samarbeidet avsluttes og kan omplassere eller selge det, men skal først tilby de andre partene å overta dyret på samme vilkår og gi dem 14 dager til å svare.',
      description: 'Eieren bestemmer, men de andre får første mulighet.',
    },
  ],
};
