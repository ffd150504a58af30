/** Ferie sammen in nynorsk, keyed by the bokmål question keys (docs/languages.md). */
import type { TopicTranslation } from '../catalogue-translation.types';

export const ferieSammenNn: TopicTranslation = {
  title: 'Ferie saman',
  description:
    'For vener, familiar og par som skal reise saman. Bli samde om budsjett, fordeling av kostnader, avbestilling og korleis de bruker tida.',
  document: {
    heading: 'Avtale om felles ferie',
    termClause:
      'Avtalen gjeld for ferien den skildrar, og er oppfylt når den endelege rekneskapen er gjord opp. Ingen av partane kan seie den opp åleine, men ein part som trekkjer seg frå ferien, gjer det etter føresegna om avbestilling.',
    disputeClause: null,
  },
  questions: {
    reisemal: {
      text: 'Kvar skal de reise?',
      description: 'Til dømes Kreta, eller ei hytte på Geilo.',
      clauseTemplate: 'Ferien går til {{svar}}.',
      section: 'Bakgrunn',
    },
    'ferie-fra': {
      text: 'Kva dato byrjar ferien?',
      clauseTemplate: 'Ferien byrjar {{svar}}.',
      section: 'Bakgrunn',
    },
    'ferie-til': {
      text: 'Kva dato sluttar ferien?',
      clauseTemplate: 'Ferien sluttar {{svar}}.',
      section: 'Bakgrunn',
    },
    'felles-budsjett': {
      text: 'Skal de setje eit felles budsjett for ferien?',
      clauseYes:
        'Partane har eit felles budsjett for ferien, og felles utgifter ut over budsjettet krev samtykke frå alle partane.',
      clauseNo:
        'Partane set ikkje eit felles budsjett, og kvar av partane bestemmer sjølv over sitt eige forbruk.',
      section: 'Budsjett og kostnader',
    },
    'budsjett-per-person': {
      text: 'Kor mykje skal ferien høgst koste per person?',
      clauseTemplate: 'Det felles budsjettet for ferien er {{svar}} per person.',
      section: 'Budsjett og kostnader',
    },
    'reise-overnatting-fordeling': {
      text: 'Korleis skal utgiftene til reise og overnatting delast?',
      options: [
        {
          text: 'Likt mellom oss',
          clause: 'Utgifter til reise og overnatting blir delte likt mellom partane.',
        },
        {
          text: 'Etter kor mange kvar av oss har med',
          clause:
            'Utgifter til reise og overnatting blir fordelte etter kor mange personar kvar av partane har med seg på ferien.',
        },
        {
          text: 'Etter rom og talet på netter',
          clause:
            'Utgifter til reise og overnatting blir fordelte etter kva rom og kor mange netter kvar av partane bruker.',
        },
      ],
      section: 'Budsjett og kostnader',
    },
    'felles-matkasse': {
      text: 'Skal de ha ei felles kasse til mat og daglegvarer i ferien?',
      clauseYes: 'Partane betaler like mykje inn i ei felles kasse som dekkjer mat og daglegvarer i ferien.',
      clauseNo: 'Kvar av partane betaler for sin eigen mat og sine eigne daglegvarer i ferien.',
      section: 'Budsjett og kostnader',
    },
    'restaurant-hver-for-seg': {
      text: 'Skal kvar av dykk betale for seg sjølv på restaurant?',
      clauseYes: 'Ved restaurantbesøk betaler kvar av partane for si eiga bestilling.',
      clauseNo:
        'Restaurantrekningar blir delte likt mellom partane, uavhengig av kva kvar enkelt har bestilt.',
      section: 'Budsjett og kostnader',
    },
    'aktiviteter-betales-av-deltakere': {
      text: 'Skal utflukter og aktivitetar berre betalast av dei som blir med?',
      clauseYes: 'Utflukter og aktivitetar blir berre betalte av dei partane som deltek.',
      clauseNo: 'Utgifter til utflukter og aktivitetar blir delte likt mellom alle partane.',
      section: 'Budsjett og kostnader',
    },
    'en-bestiller': {
      text: 'Skal éin av dykk bestille og leggje ut for reise og overnatting?',
      clauseYes:
        'Den som bestiller og legg ut for reise og overnatting, får tilbake det dei andre partane skal dekkje, seinast 14 dagar etter at bestillinga er gjord.',
      clauseNo:
        'Kvar av partane bestiller og legg sjølv ut for si eiga reise og overnatting, og utlegga blir jamna ut ved oppgjeret etter fordelinga av utgifter til reise og overnatting.',
      section: 'Bestilling og oppgjer',
    },
    bestiller: {
      text: 'Kven av dykk skal bestille og leggje ut?',
      clauseTemplate:
        '{{svar}} bestiller og legg ut for reise og overnatting og er kontaktperson overfor utleigarar og reiseselskap.',
      section: 'Bestilling og oppgjer',
    },
    'oppgjor-etter-hjemkomst': {
      text: 'Skal den endelege rekneskapen gjerast opp seinast to veker etter heimkomsten?',
      clauseYes: 'Partane gjer opp den endelege rekneskapen for ferien seinast to veker etter heimkomsten.',
      clauseNo: 'Partane gjer opp utgiftene fortløpande i ferien.',
      section: 'Bestilling og oppgjer',
    },
    leiebil: {
      text: 'Skal de leige bil saman?',
      clauseYes: 'Partane leiger bil saman og deler leige, drivstoff og bompengar likt.',
      clauseNo: 'Partane leiger ikkje bil saman.',
      section: 'Leigebil',
    },
    'leiebil-egenandel': {
      text: 'Skal den som køyrde, betale eigendelen åleine dersom leigebilen blir skadd?',
      clauseYes: 'Ved skade på leigebilen betaler den av partane som køyrde, eigendelen.',
      clauseNo: 'Ved skade på leigebilen blir eigendelen delt likt mellom partane.',
      section: 'Leigebil',
    },
    reiseforsikring: {
      text: 'Skal alle ha gyldig reiseforsikring?',
      clauseYes:
        'Kvar av partane skal ha gyldig reiseforsikring som dekkjer heile reisa, inkludert avbestilling.',
      clauseNo:
        'Kvar av partane avgjer sjølv om vedkommande vil ha reiseforsikring, og ber sjølv risikoen for eigne tap.',
      section: 'Forsikring og avbestilling',
    },
    avbestilling: {
      text: 'Skal den som trekkjer seg, sjølv dekkje sin del av kostnadene som ikkje kan refunderast?',
      clauseYes:
        'Ein part som trekkjer seg frå ferien, dekkjer sjølv sin del av kostnader som ikkje kan refunderast.',
      clauseNo:
        'Kostnader som ikkje kan refunderast når ein part trekkjer seg, blir delte likt mellom alle partane.',
      section: 'Forsikring og avbestilling',
    },
  },
};
