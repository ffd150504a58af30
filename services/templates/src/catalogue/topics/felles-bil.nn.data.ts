/** The topic «Felles bil» in nynorsk (docs/languages.md). */
import type { TopicTranslation } from '../catalogue-translation.types';

export const fellesBilNn: TopicTranslation = {
  title: 'Felles bil',
  description:
    'For par, vener, naboar eller familie som eig eller deler bil. Bli samde om eigarskap, kostnader, bruk, skadar og sal.',
  document: {
    heading: 'Avtale om felles bil',
    termClause:
      'Avtalen gjeld så lenge partane eig bilen saman. Kvar av partane kan seie opp avtalen skriftleg med tre månaders varsel, og då gjeld føresegna om avslutning av samarbeidet.',
    disputeClause: null,
  },
  questions: {
    registreringsnummer: {
      text: 'Kva er registreringsnummeret til bilen?',
      clauseTemplate: 'Avtalen gjeld bilen med registreringsnummer {{svar}}.',
      section: 'Bakgrunn',
    },
    'merke-modell': {
      text: 'Kva merke og kva modell er bilen?',
      description: 'Til dømes Toyota Corolla.',
      clauseTemplate: 'Bilen er ein {{svar}}.',
      section: 'Bakgrunn',
    },
    kjopesum: {
      text: 'Kva kosta bilen då han vart kjøpt?',
      clauseTemplate: 'Bilen vart kjøpt for {{svar}}.',
      section: 'Bakgrunn',
    },
    'registrert-eier': {
      text: 'Kven av dykk skal stå som registrert eigar av bilen?',
      description:
        'Den registrerte eigaren får trafikkforsikringsavgifta, bompengekrav og eventuelle bøter for bilen, òg når ein annan har køyrt.',
      clauseTemplate:
        '{{svar}} står som registrert eigar av bilen og som forsikringstakar, og dei andre partane betaler den registrerte eigaren delen sin etter denne avtalen av avgifter, bompengar, gebyr, bøter og andre krav som eigaren får for bilen, seinast når kravet forfell.',
      partyRoles: { chosen: 'registrert eigar', others: null },
      section: 'Eigarskap og finansiering',
    },
    'eierandel-registrert-eier': {
      text: 'Kor mange prosent av bilen skal den registrerte eigaren eige?',
      description: 'Eig de bilen med like store eigardelar og er to, skriv de 50.',
      clauseTemplate: 'Den registrerte eigaren eig {{svar}} av bilen, og dei andre partane eig resten.',
      section: 'Eigarskap og finansiering',
    },
    billan: {
      text: 'Skal bilen finansierast med lån?',
      clauseYes: 'Bilen blir finansiert heilt eller delvis med lån.',
      clauseNo: 'Bilen blir finansiert utan lån.',
      section: 'Eigarskap og finansiering',
    },
    'felles-lantakere': {
      text: 'Skal de stå saman som låntakarar på billånet?',
      clauseYes: 'Partane står saman som låntakarar på billånet.',
      clauseNo:
        'Billånet står i namnet til den registrerte eigaren, og dei andre partane betaler delen sin av terminbeløpa til denne parten i god tid før forfall.',
      section: 'Eigarskap og finansiering',
    },
    'terminbelop-etter-andel': {
      text: 'Skal terminbeløpa på lånet fordelast etter eigardel?',
      clauseYes: 'Terminbeløpa på billånet blir fordelte mellom partane etter eigardel.',
      clauseNo: 'Terminbeløpa på billånet blir delte likt mellom partane.',
      section: 'Eigarskap og finansiering',
    },
    'faste-kostnader-likt': {
      text: 'Skal faste kostnader som forsikring, trafikkforsikringsavgift og service delast likt?',
      clauseYes:
        'Faste kostnader som forsikring, trafikkforsikringsavgift, service og EU-kontroll blir delte likt mellom partane.',
      clauseNo:
        'Faste kostnader som forsikring, trafikkforsikringsavgift, service og EU-kontroll blir fordelte etter kor mange kilometer kvar av partane køyrer, og partane fører køyrebok med dato, kilometerstand og sjåfør for kvar tur.',
      section: 'Kostnader',
    },
    'drivstoff-egne-turer': {
      text: 'Skal kvar av dykk betale drivstoff eller lading og bompengar for eigne turar?',
      clauseYes: 'Kvar av partane betaler sjølv drivstoff eller lading og bompengar for eigne turar.',
      clauseNo: 'Utgifter til drivstoff, lading og bompengar blir delte likt mellom partane.',
      section: 'Kostnader',
    },
    kjorebok: {
      text: 'Skal de føre køyrebok?',
      clauseYes: 'Partane fører køyrebok med dato, kilometerstand og sjåfør for kvar tur.',
      clauseNo:
        'Partane fører ikkje køyrebok, og ingen av dei kan seinare krevje dei faste kostnadene fordelte etter kor mykje kvar av dei har køyrt.',
      section: 'Kostnader',
    },
    'gebyrer-betales-av-bruker': {
      text: 'Skal den som brukte bilen, betale parkeringsgebyr og kontrollavgifter frå turen åleine?',
      description:
        'Krav for bilen, som bompengar og bøter, blir sende til den registrerte eigaren, òg når ein annan køyrde.',
      clauseYes:
        'Parkeringsgebyr, kontrollavgifter og bøter for ein tur blir betalte i forholdet mellom partane av den av partane som brukte bilen eller lånte han ut på turen.',
      clauseNo:
        'Parkeringsgebyr og kontrollavgifter blir delte likt mellom partane, medan bøter for ein tur blir betalte i forholdet mellom partane av den av partane som brukte bilen eller lånte han ut på turen.',
      section: 'Kostnader',
    },
    'felles-kalender': {
      text: 'Skal bruken av bilen avtalast i ein felles kalender?',
      clauseYes:
        'Bruken av bilen blir avtalt i ein felles kalender, og den som reserverer først, har førerett.',
      clauseNo: 'Bruken av bilen blir avtalt frå gong til gong.',
      section: 'Bruk',
    },
    'andre-sjaforer': {
      text: 'Skal andre enn dykk kunne køyre bilen?',
      clauseYes:
        'Andre sjåførar kan køyre bilen når den av partane som lånar han ut, har forsikra seg om at forsikringa dekkjer sjåføren, og denne parten er ansvarleg overfor dei andre partane for skadar som oppstår.',
      clauseNo: 'Berre partane sjølve kan køyre bilen.',
      section: 'Bruk',
    },
    forsikringsdekning: {
      text: 'Kva forsikring skal bilen ha?',
      description:
        'Ansvarsforsikringa er påboden og dekkjer skadar bilen gjer på andre, men ikkje skadar på sjølve bilen. Delkasko dekkjer mellom anna brann, tjuveri og glas, og kasko dekkjer i tillegg skadar på bilen ved kollisjon og utforkøyring.',
      options: [
        { text: 'Kasko', clause: 'Bilen skal ha kaskoforsikring.' },
        {
          text: 'Delkasko',
          clause:
            'Bilen skal ha delkaskoforsikring, og skadar på sjølve bilen som forsikringa ikkje dekkjer, blir fordelte mellom partane etter eigardel, men skuldast skaden grov aktløyse eller forsett, ber den av partane som brukte eller lånte ut bilen, kostnaden åleine.',
        },
        {
          text: 'Berre ansvarsforsikring',
          clause:
            'Bilen skal berre ha den påbodne ansvarsforsikringa, og skadar på sjølve bilen blir fordelte mellom partane etter eigardel, men skuldast skaden grov aktløyse eller forsett, ber den av partane som brukte eller lånte ut bilen, kostnaden åleine.',
        },
      ],
      section: 'Skadar og reparasjonar',
    },
    'egenandel-ved-skade': {
      text: 'Skal den som køyrde, betale eigendelen dersom bilen blir skadd?',
      clauseYes: 'Ved skade betaler den av partane som brukte bilen, eigendelen og eit eventuelt bonustap.',
      clauseNo:
        'Eigendel og bonustap ved skade blir delte likt mellom partane, men skuldast skaden grov aktløyse eller forsett, betaler den av partane som brukte eller lånte ut bilen, eigendelen og bonustapet åleine.',
      section: 'Skadar og reparasjonar',
    },
    'reparasjon-grense': {
      text: 'Over kva beløp skal ein reparasjon godkjennast av alle før han blir bestilt?',
      clauseTemplate:
        'Reparasjonar og andre utgifter på bilen over {{svar}} skal godkjennast av alle partane før dei blir bestilte.',
      section: 'Skadar og reparasjonar',
    },
    'utkjop-ved-avslutning': {
      text: 'Skal ein av dykk kunne kjøpe ut dei andre dersom samarbeidet blir avslutta?',
      clauseYes:
        'Når samarbeidet blir avslutta, kan ein av partane kjøpe ut dei andre partane til marknadsverdi, fastsett ved takst eller etter samanliknbare annonsar; ønskjer meir enn éin av partane å kjøpe, blir det avgjort ved loddtrekning, og ønskjer ingen å kjøpe, blir bilen seld og salssummen fordelt etter eigardel etter at eit eventuelt lån er innfridd.',
      clauseNo:
        'Når samarbeidet blir avslutta, blir bilen seld, og salssummen blir fordelt etter eigardel etter at eit eventuelt lån er innfridd.',
      section: 'Avslutning',
    },
  },
};
