import type { TopicMiddleGround } from '../catalogue.types';

/** The compromises of `felles-bil` in nynorsk, beside felles-bil.middle-ground.data.ts: the same alternatives in the same order. */
export const fellesBilMiddleGroundNn: TopicMiddleGround = {
  'felles-lantakere': [
    {
      text: 'Skal billånet stå i namnet til den registrerte eigaren, og dei andre stille kausjon avgrensa til sin del av lånet?',
      clause:
        'Billånet står i namnet til den registrerte eigaren, dei andre partane stiller kausjon overfor långjevaren avgrensa til sin del av lånet, og dei betaler sin del av terminbeløpa til den registrerte eigaren i god tid før forfall.',
      description: 'Éin står for lånet, og dei andre er med på risikoen for sin del.',
    },
  ],
  'terminbelop-etter-andel': [
    {
      text: 'Skal halvparten av kvart terminbeløp delast likt og den andre halvparten etter eigardel?',
      clause:
        'Halvparten av kvart terminbeløp på billånet blir delt likt mellom partane, og den andre halvparten blir fordelt etter eigardel.',
      description: 'Ein stad mellom ei lik deling og ei deling etter eigardel.',
    },
    {
      text: 'Skal rentene på billånet delast likt og avdraga fordelast etter eigardel?',
      clause:
        'Rentene på billånet blir delte likt mellom partane, medan avdraga blir fordelte etter eigardel.',
      description: 'Avdraga byggjer eigarskap og følgjer eigardelen, rentene er ei felles bruksutgift.',
    },
  ],
  'drivstoff-egne-turer': [
    {
      text: 'Skal den som køyrer, betale bompengar og parkering, medan drivstoff eller lading blir delt likt?',
      clause:
        'Kvar av partane betaler sjølv bompengar og parkering for eigne turar, medan utgifter til drivstoff og lading blir delte likt mellom partane.',
      description: 'Det som følgjer den enkelte turen, betaler sjåføren, resten blir delt.',
    },
  ],
  kjorebok: [
    {
      text: 'Skal de berre føre køyrebok for turar som er lengre enn 100 kilometer?',
      clause:
        'Partane fører køyrebok med dato, kilometerstand og sjåfør for kvar tur som er lengre enn 100 kilometer.',
      description: 'Oversikt over dei lange turane utan å skrive ned kvar tur til butikken.',
    },
    {
      text: 'Skal de føre køyrebok berre i januar kvart år, for å sjå om den like fordelinga framleis er rimeleg?',
      clause:
        'Partane fører køyrebok med dato, kilometerstand og sjåfør for kvar tur i januar kvart år, slik at dei kan sjå om den like fordelinga av kostnadene framleis er rimeleg.',
      description: 'Ei stikkprøve av bruken i staden for ei køyrebok heile året.',
    },
  ],
  'gebyrer-betales-av-bruker': [
    {
      text: 'Skal den som brukte bilen, betale halvparten av parkeringsgebyr og kontrollavgifter frå turen, og resten delast likt?',
      clause:
        'Parkeringsgebyr og kontrollavgifter for ein tur blir betalte med halvparten av den av partane som brukte bilen eller lånte han ut på turen, og den andre halvparten blir delt likt mellom partane, medan bøter for ein tur blir betalte i forholdet mellom partane av den av partane som brukte bilen eller lånte han ut på turen.',
      description: 'Den som køyrde, tek mest, men ingen står åleine med rekninga.',
    },
  ],
  forsikringsdekning: [
    {
      text: 'Skal bilen ha kaskoforsikring til han er fem år gammal, og deretter delkasko?',
      clause:
        'Bilen skal ha kaskoforsikring til han er fem år gammal og deretter delkaskoforsikring, og skadar på sjølve bilen som forsikringa ikkje dekkjer, blir fordelte mellom partane etter eigardel, men skuldast skaden grov aktløyse eller forsett, ber den av partane som brukte eller lånte ut bilen, kostnaden åleine.',
      description:
        'Full dekning medan bilen er ny og verdfull, og ei billegare forsikring når han blir eldre.',
    },
  ],
  'felles-kalender': [
    {
      text: 'Skal bruk av bilen i meir enn eitt døgn avtalast i ein felles kalender, og annan bruk frå gong til gong?',
      clause:
        'Bruk av bilen i meir enn eitt døgn blir avtalt i ein felles kalender, der den som reserverer først, har førerett, medan annan bruk blir avtalt frå gong til gong.',
      description: 'Kalender for dei lange turane, og enkelt for dei korte.',
    },
  ],
  'andre-sjaforer': [
    {
      text: 'Skal berre de sjølve og ektefellane, sambuarane og dei vaksne barna dykkar kunne køyre bilen?',
      clause:
        'I tillegg til partane sjølve kan berre ektefellane, sambuarane og dei vaksne barna til partane køyre bilen, og berre når den av partane som lånar han ut, har forsikra seg om at forsikringa dekkjer sjåføren. Denne parten er ansvarleg overfor dei andre partane for skadar som oppstår.',
      description: 'Den næraste familien kan køyre, ikkje alle.',
    },
    {
      text: 'Skal andre kunne køyre bilen berre når nokon av dykk sit på?',
      clause:
        'Andre sjåførar kan berre køyre bilen når nokon av partane er med i bilen og forsikringa dekkjer sjåføren, og den av partane som er med, er ansvarleg overfor dei andre partane for skadar som oppstår.',
      description: 'Andre kan køyre, men aldri utan at nokon av dykk er med.',
    },
  ],
  'egenandel-ved-skade': [
    {
      text: 'Skal den som køyrde, betale eigendelen, medan eit bonustap blir delt likt?',
      clause:
        'Ved skade betaler den av partane som brukte bilen, eigendelen, medan eit eventuelt bonustap blir delt likt mellom partane.',
      description: 'Sjåføren tek den umiddelbare kostnaden, og den langsiktige blir delt.',
    },
    {
      text: 'Skal den som køyrde, betale halvparten av eigendelen og bonustapet, og resten delast likt?',
      clause:
        'Ved skade betaler den av partane som brukte bilen, halvparten av eigendelen og eit eventuelt bonustap, og den andre halvparten blir delt likt mellom partane.',
      description: 'Sjåføren tek mest, men ingen står åleine med heile rekninga.',
    },
  ],
  'utkjop-ved-avslutning': [
    {
      text: 'Skal ein av dykk kunne kjøpe ut dei andre innan 30 dagar etter at samarbeidet blir avslutta, og elles blir bilen seld?',
      clause:
        'Når samarbeidet blir avslutta, kan ein av partane innan 30 dagar kjøpe ut dei andre partane til marknadsverdi, fastsett ved takst eller etter samanliknbare annonsar, og ønskjer meir enn éin av partane å kjøpe, blir det avgjort ved loddtrekning. Er bilen ikkje kjøpt ut innan fristen, blir han seld, og salssummen blir fordelt etter eigardel etter at eit eventuelt lån er innfridd.',
      description: 'Ein rett til å behalde bilen, men med ein frist.',
    },
    {
      text: 'Skal berre den registrerte eigaren kunne kjøpe ut dei andre, og elles blir bilen seld?',
      clause:
        'Når samarbeidet blir avslutta, kan den registrerte eigaren kjøpe ut dei andre partane til marknadsverdi, fastsett ved takst eller etter samanliknbare annonsar, og vil den registrerte eigaren ikkje kjøpe, blir bilen seld, og salssummen blir fordelt etter eigardel etter at eit eventuelt lån er innfridd.',
      description: 'Den som alt står som eigar, kan behalde bilen, elles blir han seld.',
    },
  ],
};
