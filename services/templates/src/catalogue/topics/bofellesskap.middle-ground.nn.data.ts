import type { TopicMiddleGround } from '../catalogue.types';

/** The compromises of `bofellesskap` in nynorsk, beside bofellesskap.middle-ground.data.ts: the same alternatives in the same order. */
export const bofellesskapMiddleGroundNn: TopicMiddleGround = {
  'husleie-fordeling': [
    {
      text: 'Skal halvparten av husleiga delast likt og den andre halvparten etter romstorleik?',
      clause:
        'Halvparten av husleiga blir delt likt mellom partane, og den andre halvparten blir fordelt etter storleiken på rommet kvar av partane disponerer. Den som har betalt meir enn sin del, kan krevje det overskytande dekt av dei andre partane.',
      description: 'Alle betaler like mykje for fellesareala, og romma blir betalte etter storleik.',
    },
    {
      text: 'Skal husleiga delast likt, men med 500 kr meir i månaden for den som har eit rom på meir enn 15 kvadratmeter?',
      clause:
        'Husleiga blir fordelt slik at den som disponerer eit rom på meir enn 15 kvadratmeter, betaler 500 kr meir i månaden enn den som disponerer eit mindre rom, og elles blir husleiga delt likt mellom partane. Den som har betalt meir enn sin del, kan krevje det overskytande dekt av dei andre partane.',
      description: 'Ei lik deling med eit fast tillegg for det største rommet.',
    },
  ],
  'strom-internett-likt': [
    {
      text: 'Skal internett delast likt og straumen etter kor mange døgn kvar av dykk har budd i bustaden i perioden?',
      clause:
        'Utgifter til internett blir delte likt mellom partane, medan straumutgiftene blir fordelte etter kor mange døgn kvar av partane har budd i bustaden i perioden rekninga gjeld.',
      description: 'Den som er mykje borte, slepp å betale for straum vedkomande ikkje brukar.',
    },
  ],
  'skader-pa-boligen': [
    {
      text: 'Skal den som har valda ein skade, betale dei første 5 000 kr, og resten delast likt?',
      clause:
        'Krev utleigaren skadar på bustaden eller inventaret dekte, ber den av partane som sjølv eller gjennom gjestene sine har valda skaden, dei første 5 000 kr av kostnaden i forholdet mellom partane, og det som går ut over 5 000 kr, blir delt likt mellom partane.',
      description: 'Den som valda skaden, tek mest, men ein stor skade blir delt.',
    },
  ],
  vaskeliste: [
    {
      text: 'Skal de ha ei fast vaskeliste berre for bad og kjøkken, og elles rydde etter dykk?',
      clause:
        'Partane følgjer ei fast vaskeliste for bad og kjøkken der ansvaret går på omgang kvar veke, og held stove, gang og andre fellesareal reine og ryddige etter bruk.',
      description: 'Fast plan der det trengst mest, og fridom elles.',
    },
  ],
  roykfritt: [
    {
      text: 'Skal det vere forbode å røykje tobakk innandørs, men tillate å bruke e-sigarettar på eige rom?',
      clause:
        'Det er ikkje tillate å røykje tobakk innandørs i bustaden, men kvar av partane kan bruke e-sigarettar på sitt eige rom, så langt leigekontrakten tillèt det.',
      description: 'Ingen røyklukt i bustaden, men litt fridom på eige rom.',
    },
    {
      text: 'Skal røyking berre vere tillate på eige rom med ope vindauge og lukka dør, og aldri i fellesareala?',
      clause:
        'Røyking innandørs er berre tillate på rommet til kvar enkelt med ope vindauge og lukka dør, aldri i fellesareala, og berre så langt leigekontrakten tillèt det.',
      description: 'Røyking på eige rom, men slik at ingen andre merkar det.',
    },
  ],
  'utflytting-varseltid': [
    {
      text: 'Skal den som vil flytte ut, seie frå skriftleg seks veker i førevegen?',
      clause:
        'Ein part som vil flytte ut, varslar dei andre partane skriftleg minst seks veker før utflyttinga og betaler sin del av husleiga ut varslingstida, og deretter betaler den eller dei som blir buande, heile husleiga til ein ny bebuar har flytt inn.',
      description: 'Mellom éin og to månader.',
    },
    {
      text: 'Skal varseltida vere to månader, men berre éin månad når den som flyttar, har funne ein ny bebuar som den eller dei som blir buande, har godteke?',
      clause:
        'Ein part som vil flytte ut, varslar dei andre partane skriftleg minst to månader før utflyttinga, eller minst éin månad før når vedkomande har funne ein ny bebuar som dei andre partane har godteke, og betaler sin del av husleiga ut varslingstida. Deretter betaler den eller dei som blir buande, heile husleiga til ein ny bebuar har flytt inn.',
      description: 'Lang varslingstid som tryggleik, kort når den som flyttar, sjølv finn ein ny.',
    },
    {
      text: 'Skal den som vil flytte ut, seie frå skriftleg ti veker i førevegen?',
      clause:
        'Ein part som vil flytte ut, varslar dei andre partane skriftleg minst ti veker før utflyttinga og betaler sin del av husleiga ut varslingstida, og deretter betaler den eller dei som blir buande, heile husleiga til ein ny bebuar har flytt inn.',
      description: 'Mellom to og tre månader.',
    },
  ],
  'ny-beboer': [
    {
      text: 'Skal alle få møte ein ny bebuar før innflyttinga, og berre kunne seie nei innan sju dagar etter møtet?',
      clause:
        'Ein ny bebuar kan flytte inn når alle partane har fått møte vedkomande og ingen av dei har sagt nei skriftleg innan sju dagar etter møtet, føresett at utleigaren har gitt samtykke der det trengst.',
      description: 'Alle får seie sitt, men eit nei må kome raskt.',
    },
  ],
};
