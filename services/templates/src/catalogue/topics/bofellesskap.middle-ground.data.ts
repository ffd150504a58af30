import type { TopicMiddleGround } from '../catalogue.types';

/**
 * The compromises offered on the questions of `bofellesskap` when the parties disagree: question key → one to
 * three alternatives, each a Ja/Nei question and the clause its Ja gives (docs/middle-ground-library.md).
 * Contractual terms only: each alternative lies between the answers of its question (a split, a threshold,
 * a shorter period, a right with a deadline) and states its amounts and periods.
 */
export const bofellesskapMiddleGround: TopicMiddleGround = {
  'husleie-fordeling': [
    {
      text: 'Skal halvparten av husleien deles likt og den andre halvparten etter romstørrelse?',
      clause:
        'Halvparten av husleien deles likt mellom partene, og den andre halvparten fordeles etter størrelsen på rommet hver av partene disponerer. Den som har betalt mer enn sin andel, kan kreve det overskytende dekket av de andre partene.',
      description: 'Alle betaler like mye for fellesarealene, og rommene betales etter størrelse.',
    },
    {
      text: 'Skal husleien deles likt, men med 500 kr mer i måneden for den som har et rom på mer enn 15 kvadratmeter?',
      clause:
        'Husleien fordeles slik at den som disponerer et rom på mer enn 15 kvadratmeter, betaler 500 kr mer i måneden enn den som disponerer et mindre rom, og ellers deles husleien likt mellom partene. Den som har betalt mer enn sin andel, kan kreve det overskytende dekket av de andre partene.',
      description: 'En lik deling med et fast tillegg for det største rommet.',
    },
  ],
  'strom-internett-likt': [
    {
      text: 'Skal internett deles likt og strømmen etter hvor mange døgn hver av dere har bodd i boligen i perioden?',
      clause:
        'Utgifter til internett deles likt mellom partene, mens strømutgiftene fordeles etter hvor mange døgn hver av partene har bodd i boligen i perioden regningen gjelder.',
      description: 'Den som er mye borte, slipper å betale for strøm den ikke bruker.',
    },
  ],
  'skader-pa-boligen': [
    {
      text: 'Skal den som har forårsaket en skade, betale de første 5 000 kr, og resten deles likt?',
      clause:
        'Krever utleieren dekket skader på boligen eller inventaret, bærer den av partene som selv eller gjennom sine gjester har forårsaket skaden, de første 5 000 kr av kostnaden i forholdet mellom partene, og det som går ut over 5 000 kr, deles likt mellom partene.',
      description: 'Den som forårsaket skaden, tar mest, men en stor skade deles.',
    },
  ],
  vaskeliste: [
    {
      text: 'Skal dere ha en fast vaskeliste bare for bad og kjøkken, og ellers rydde etter dere?',
      clause:
        'Partene følger en fast vaskeliste for bad og kjøkken der ansvaret går på rundgang hver uke, og holder stue, gang og andre fellesarealer rene og ryddige etter bruk.',
      description: 'Fast plan der det trengs mest, og frihet ellers.',
    },
  ],
  roykfritt: [
    {
      text: 'Skal det være forbudt å røyke tobakk innendørs, men tillatt å bruke e-sigaretter på eget rom?',
      clause:
        'Det er ikke tillatt å røyke tobakk innendørs i boligen, men hver av partene kan bruke e-sigaretter på sitt eget rom, så langt leiekontrakten tillater det.',
      description: 'Ingen røyklukt i boligen, men litt frihet på eget rom.',
    },
    {
      text: 'Skal røyking bare være tillatt på eget rom med åpent vindu og lukket dør, og aldri i fellesarealene?',
      clause:
        'Røyking innendørs er bare tillatt på den enkeltes eget rom med åpent vindu og lukket dør, aldri i fellesarealene, og bare så langt leiekontrakten tillater det.',
      description: 'Røyking på eget rom, men slik at ingen andre merker det.',
    },
  ],
  'utflytting-varseltid': [
    {
      text: 'Skal den som vil flytte ut, si fra skriftlig seks uker i forveien?',
      clause:
        'En part som vil flytte ut, varsler de andre partene skriftlig minst seks uker før utflyttingen og betaler sin andel av husleien ut varslingstiden, og deretter betaler den eller de som blir boende, hele husleien til en ny beboer har flyttet inn.',
      description: 'Mellom én og to måneder.',
    },
    {
      text: 'Skal varseltiden være to måneder, men bare én måned når den som flytter, har funnet en ny beboer som den eller de som blir boende, har godtatt?',
      clause:
        'En part som vil flytte ut, varsler de andre partene skriftlig minst to måneder før utflyttingen, eller minst én måned før når vedkommende har funnet en ny beboer som de andre partene har godtatt, og betaler sin andel av husleien ut varslingstiden. Deretter betaler den eller de som blir boende, hele husleien til en ny beboer har flyttet inn.',
      description: 'Lang varseltid som trygghet, kort når den som flytter, selv finner en ny.',
    },
    {
      text: 'Skal den som vil flytte ut, si fra skriftlig ti uker i forveien?',
      clause:
        'En part som vil flytte ut, varsler de andre partene skriftlig minst ti uker før utflyttingen og betaler sin andel av husleien ut varslingstiden, og deretter betaler den eller de som blir boende, hele husleien til en ny beboer har flyttet inn.',
      description: 'Mellom to og tre måneder.',
    },
  ],
  'ny-beboer': [
    {
      text: 'Skal alle få møte en ny beboer før innflytting, og bare kunne si nei innen sju dager etter møtet?',
      clause:
        'En ny beboer kan flytte inn når alle partene har fått møte vedkommende og ingen av dem har sagt nei skriftlig innen sju dager etter møtet, forutsatt at utleieren har gitt samtykke der det kreves.',
      description: 'Alle får si sitt, men et nei må komme raskt.',
    },
  ],
};
