import type { TopicMiddleGround } from '../catalogue.types';

/**
 * The compromises offered on the questions of `naboavtale` when the parties disagree: question key → one to
 * three alternatives, each a Ja/Nei question and the clause its Ja gives (docs/middle-ground-library.md).
 * No alternative says «veien» outside the road questions.
 */
export const naboavtaleMiddleGround: TopicMiddleGround = {
  traer: [
    {
      text: 'Skal trær som skygger for naboen, kunne beskjæres etter avtale, men bare felles når eieren selv vil?',
      clause:
        'Trær som gir vesentlig skygge eller ulempe for naboeiendommen, beskjæres etter avtale mellom partene, og den som ber om beskjæringen, dekker kostnaden, mens trærne bare felles når eieren selv ønsker det.',
      description: 'Naboen kan få mer lys, eieren beholder trærne.',
    },
    {
      text: 'Skal kostnaden ved å beskjære eller felle trær som skygger for naboen, deles likt mellom eieren og den som ber om det?',
      clause:
        'Trær som gir vesentlig skygge eller ulempe for naboeiendommen, beskjæres eller felles etter avtale mellom partene, og kostnaden deles likt mellom eieren av trærne og den som ber om tiltaket.',
      description: 'Begge har nytte av at det blir gjort, begge betaler.',
    },
  ],
  gjerde: [
    {
      text: 'Skal dere sette opp et felles gjerde i eiendomsgrensen og dele kostnadene likt opp til 20 000 kr?',
      clause:
        'Partene setter opp et felles gjerde i eiendomsgrensen og deler kostnadene ved å sette det opp likt opp til 20 000 kr samlet, mens den av partene som ønsker et dyrere gjerde, dekker det som overstiger dette, og vedlikeholdet av gjerdet deles likt.',
      // Not «a part of the boundary marked on a map»: the app attaches no map (legal review, naboavtale).
      description: 'Et felles gjerde, men ingen må betale for mer enn et enkelt gjerde.',
    },
    {
      text: 'Skal den som ønsker et gjerde, kunne sette det opp i eiendomsgrensen for egen regning?',
      clause:
        'Den av partene som ønsker et gjerde i eiendomsgrensen, kan sette det opp for egen regning etter å ha avtalt utforming og plassering med de andre partene, og eier og vedlikeholder gjerdet alene.',
      description: 'Den som vil ha gjerde, får det, uten at naboen må betale.',
    },
  ],
  // Asked only with a shared road: the scope of the veirett, whichever property the road crosses.
  veirett: [
    {
      text: 'Skal veiretten over naboens grunn bare gjelde ferdsel til fots, med sykkel og med personbil?',
      clause:
        'Den av eiendommene som ikke eier grunnen under en del av den felles veien, har en varig veirett (servitutt) på den delen, til fots, med sykkel og med personbil, men ikke med lastebil eller annet tungt kjøretøy uten samtykke fra eieren av grunnen, og retten følger eiendommen også når den får nye eiere.',
      description: 'Adkomsten er sikret, men ikke for tung trafikk.',
    },
  ],
  // Asked only with a shared road.
  'vei-kostnadsfordeling': [
    {
      text: 'Skal halvparten av kostnadene til vedlikehold av veien deles likt og resten etter hvor mye hver av dere bruker den?',
      clause:
        'Halvparten av kostnadene til vedlikehold av den felles veien eller innkjørselen deles likt mellom partene, og den andre halvparten fordeles etter hvor mye hver av partene bruker den.',
      description: 'Mellom likt og etter bruk.',
    },
    {
      text: 'Skal halvparten av kostnadene til vedlikehold av veien deles likt og resten etter hvor lang strekning hver av dere bruker?',
      clause:
        'Halvparten av kostnadene til vedlikehold av den felles veien eller innkjørselen deles likt mellom partene, og den andre halvparten fordeles etter hvor lang strekning av den hver av partene bruker.',
      description: 'Mellom likt og etter strekning.',
    },
  ],
  // Asked only with a shared road.
  broyting: [
    {
      text: 'Skal dere bestille brøyting av veien sammen, men sørge for strøing hver for dere?',
      clause:
        'Partene bestiller brøyting av den felles veien sammen og fordeler kostnadene på samme måte som kostnadene til vedlikehold av veien, mens hver av partene selv sørger for strøing av sin del av veien.',
      description: 'Det tunge arbeidet samlet, det enkle hver for seg.',
    },
  ],
  'faste-parkeringsplasser': [
    {
      text: 'Skal hver husstand ha én fast parkeringsplass, mens resten av plassene brukes i fellesskap?',
      clause:
        'Hver av partene har én fast parkeringsplass, som partene merker tydelig på stedet, og resten av plassene brukes i fellesskap slik at ingen blir stengt inne.',
      description: 'Alle er sikret en plass, resten er fleksibelt.',
    },
  ],
  'stille-pa-helligdager': [
    {
      text: 'Skal støyende arbeid på søndager og helligdager begrenses til mellom klokken 12 og 16?',
      clause:
        'Partene begrenser støyende arbeid, som plenklipping, boring og bruk av motorsag, på søndager og helligdager til mellom klokken 12 og 16.',
      description: 'Stille morgener og kvelder, men mulig å få gjort noe.',
    },
  ],
  'varsle-fest': [
    {
      text: 'Skal dere varsle hverandre bare om fester som kan gi støy etter klokken 23?',
      clause:
        'Partene varsler hverandre senest dagen før når de skal ha fest eller andre arrangementer som kan gi støy etter klokken 23.00.',
      description: 'Varsel når det betyr noe for nattesøvnen, ikke ellers.',
    },
  ],
  byggeplaner: [
    {
      text: 'Skal dere informere hverandre om byggeplaner som vil synes fra naboeiendommen, senest to uker før dere søker kommunen?',
      clause:
        'Partene informerer hverandre om planer for tilbygg, garasje eller andre større tiltak som vil synes fra naboeiendommen, senest to uker før det sendes nabovarsel eller søknad til kommunen.',
      description: 'Tidlig beskjed om det naboen vil merke, ikke om alt.',
    },
  ],
  konfliktradet: [
    {
      text: 'Skal dere møte en nøytral person dere velger sammen, før en uenighet tas videre?',
      clause:
        'Ved uenighet som partene ikke løser selv, møtes de til en samtale med en nøytral person som de velger sammen, før saken tas videre, og kommer et slikt møte ikke i stand innen 30 dager, står hver av partene fritt til å ta saken videre.',
      description: 'Et forsøk på å løse saken sammen, med en frist så ingen blir holdt igjen.',
    },
  ],
  tinglysing: [
    {
      text: 'Skal rettighetene og begrensningene som gjelder eiendommene, tinglyses først når en av eiendommene skal selges?',
      clause:
        'Partene tinglyser ikke avtalen nå, men før en av partene selger eiendommen sin, sørger partene for at rettighetene og begrensningene i avtalen som gjelder eiendommene, tinglyses som en erklæring om servitutt på begge eiendommene, slik at de også binder senere eiere, mens de personlige forpliktelsene i avtalen bare gjelder mellom partene.',
      description: 'Ingen kostnad eller tinglysing nå, men nye eiere blir bundet.',
    },
  ],
};
