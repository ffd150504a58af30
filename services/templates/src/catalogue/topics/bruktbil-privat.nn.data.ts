/** «Kjøp av bruktbil mellom privatpersoner» in nynorsk, beside bruktbil-privat.data.ts. */
import type { TopicTranslation } from '../catalogue-translation.types';

export const bruktbilPrivatNn: TopicTranslation = {
  title: 'Kjøp av bruktbil mellom privatpersonar',
  description:
    'For privatpersonar som kjøper eller sel ein brukt bil seg imellom. Bli samde om pris, betaling, overlevering, standen på bilen og eigarskiftet, etter reglane i kjøpslova.',
  document: {
    heading: 'Kjøpekontrakt for bruktbil',
    termClause:
      'Avtalen er oppfylt når kjøpesummen er betalt, bilen er overlevert og eigarskiftet er registrert hos Statens vegvesen. Rettane kjøparen har dersom bilen har ein mangel, følgjer av kjøpslova, og kjøparen må reklamere innan rimeleg tid etter at mangelen vart eller burde ha vorte oppdaga, og seinast to år etter at bilen vart overteken (kjøpslova § 32).',
    disputeClause: null,
  },
  questions: {
    selger: {
      text: 'Kven av dykk sel bilen?',
      description: 'Den andre parten i avtalen, eller dei andre dersom de er fleire, kjøper bilen.',
      section: 'Bakgrunn',
      clauseTemplate: '{{svar}} sel bilen til dei andre partane.',
      partyRoles: { chosen: 'seljar', others: 'kjøpar' },
    },
    registreringsnummer: {
      text: 'Kva er registreringsnummeret til bilen?',
      section: 'Bakgrunn',
      clauseTemplate: 'Bilen har registreringsnummer {{svar}}.',
    },
    'merke-modell': {
      text: 'Kva merke og kva modell er bilen?',
      description: 'Til dømes Volkswagen Golf.',
      section: 'Bakgrunn',
      clauseTemplate: 'Bilen er ein {{svar}}.',
    },
    forstegangsregistrert: {
      text: 'Når vart bilen registrert første gongen?',
      description: 'Datoen står i vognkortet.',
      section: 'Bakgrunn',
      clauseTemplate: 'Bilen vart registrert første gongen {{svar}}.',
      checks: [
        'Datoen bilen vart registrert første gongen, kan ikkje vere fram i tid. Skriv datoen slik han står i vognkortet.',
      ],
    },
    kilometerstand: {
      text: 'Kva er kilometerstanden?',
      section: 'Bakgrunn',
      clauseTemplate: 'Kilometerstanden ved salet er {{svar}} km.',
    },
    undersokelse: {
      text: 'Har kjøparen undersøkt og prøvekøyrt bilen før kjøpet?',
      description:
        'Har kjøparen undersøkt bilen før kjøpet, eller utan rimeleg grunn late vere etter oppmoding frå seljaren, kan kjøparen ikkje gjere gjeldande som mangel det kjøparen burde ha oppdaga ved undersøkinga, med mindre seljaren har handla grovt aktlaust eller uærleg (kjøpslova § 20).',
      section: 'Bakgrunn',
      options: [
        {
          text: 'Ja, kjøparen har undersøkt og prøvekøyrt bilen',
          clause: 'Kjøparen har hatt høve til å undersøkje og prøvekøyre bilen før kjøpet og har gjort det.',
        },
        {
          text: 'Kjøparen har fått tilbod om det, men late vere',
          clause:
            'Seljaren har oppmoda kjøparen om å undersøkje og prøvekøyre bilen før kjøpet, og kjøparen har late vere å gjere det.',
        },
      ],
    },
    kjopesum: {
      text: 'Kva er kjøpesummen?',
      description: 'Omregistreringsavgifta kjem i tillegg og blir betalt av kjøparen.',
      section: 'Pris og betaling',
      clauseTemplate: 'Kjøpesummen er {{svar}}.',
    },
    betaling: {
      text: 'Når skal kjøpesummen betalast?',
      section: 'Pris og betaling',
      options: [
        {
          text: 'Ved overleveringa',
          clause:
            'Kjøpesummen blir betalt med bankoverføring ved overleveringa, og bilen blir overlevert når betalinga er stadfest.',
        },
        {
          text: 'Før overleveringa',
          clause:
            'Kjøpesummen blir betalt med bankoverføring før overleveringa, og bilen blir overlevert når beløpet er motteke.',
        },
      ],
    },
    heftelser: {
      text: 'Har bilen pant eller andre heftingar?',
      description:
        'Pant, til dømes for eit billån, følgjer bilen ved sal. Søk opp registreringsnummeret i Lausøyreregisteret hos Brønnøysundregistra før de skriv under.',
      section: 'Pris og betaling',
      options: [
        {
          text: 'Nei, bilen er fri for heftingar',
          clause:
            'Seljaren står inne for at bilen er fri for pant og andre heftingar når han blir overlevert.',
        },
        {
          text: 'Ja, det er pant som skal innfriast',
          clause:
            'Bilen har tinglyst pant, og den delen av kjøpesummen som trengst for å innfri pantet, blir betalt direkte til panthavaren slik at pantet blir sletta, medan resten blir betalt til seljaren.',
        },
      ],
    },
    panthaver: {
      text: 'Kven har pant i bilen?',
      description: 'Til dømes banken som har gitt billånet.',
      section: 'Pris og betaling',
      clauseTemplate: 'Panthavar er {{svar}}.',
    },
    'overlevering-dato': {
      text: 'Kva dato skal bilen overleverast?',
      section: 'Overlevering',
      clauseTemplate:
        'Bilen blir overlevert {{svar}}, og risikoen for bilen går over på kjøparen når han er overlevert (kjøpslova § 13).',
      checks: [
        'Ein brukt bil kan ikkje overleverast før han er registrert første gongen. Sjekk datoen for overleveringa og datoen for den første registreringa i vognkortet.',
      ],
    },
    'overlevering-sted': {
      text: 'Kvar skal bilen overleverast?',
      description: 'Til dømes hos seljaren i Storgata 1, Oslo.',
      section: 'Overlevering',
      clauseTemplate: 'Overleveringsstad: {{svar}}.',
    },
    medfolger: {
      text: 'Kva følgjer med bilen?',
      description: 'Til dømes to nøklar, vinterhjul på felg og servicehefte.',
      section: 'Overlevering',
      clauseTemplate: 'Med bilen følgjer {{svar}}.',
    },
    'som-den-er': {
      text: 'Skal bilen seljast «som han er»?',
      description:
        'Sjølv då har kjøparen krav dersom bilen ikkje svarer til det seljaren har opplyst, dersom seljaren har late vere å opplyse om vesentlege forhold som seljaren kjende til, eller dersom bilen er i vesentleg dårlegare stand enn kjøparen hadde grunn til å rekne med (kjøpslova § 19).',
      section: 'Stand og manglar',
      clauseYes:
        'Bilen blir seld «som han er», og seljaren svarar for manglar berre i dei tilfella kjøpslova § 19 nemner.',
      clauseNo:
        'Bilen blir seld utan atterhald, og seljaren svarar for manglar etter dei alminnelege reglane i kjøpslova.',
    },
    'kjente-feil': {
      text: 'Kva har seljaren opplyst om feil, skadar og reparasjonar?',
      description:
        'Skriv alt seljaren veit om feil, tidlegare skadar og reparasjonar, eller «ingen kjende feil». Seljaren skal opplyse om vesentlege forhold ved bilen som seljaren kjenner til.',
      section: 'Stand og manglar',
      clauseTemplate: 'Seljaren har opplyst dette om feil, skadar og reparasjonar på bilen: {{svar}}.',
    },
    'eu-kontroll': {
      text: 'Skal bilen ha godkjend EU-kontroll når han blir overlevert?',
      description: 'Bilen må ha gyldig EU-kontroll før han kan omregistrerast til kjøparen.',
      section: 'Stand og manglar',
      clauseYes: 'Seljaren syter for at bilen har godkjend EU-kontroll som gjeld når bilen blir overlevert.',
      clauseNo:
        'Kjøparen tek over bilen utan krav om gyldig EU-kontroll og syter sjølv for godkjend kontroll før bilen blir omregistrert.',
    },
    salgsmelding: {
      text: 'Skal salsmeldinga sendast digitalt hos Statens vegvesen ved overleveringa?',
      description:
        'Seljar og kjøpar må alltid levere salsmelding, og kjøparen må omregistrere bilen og betale omregistreringsavgifta før bilen kan brukast.',
      section: 'Eigarskifte',
      clauseYes:
        'Seljaren sender salsmelding digitalt hos Statens vegvesen ved overleveringa, og kjøparen godkjenner ho same dag; kjøparen forsikrar bilen i eige namn frå same dag og brukar han ikkje før han er omregistrert.',
      clauseNo:
        'Partane fyller ut og signerer salsmelding på papir ved overleveringa, og seljaren leverer ho til Statens vegvesen seinast tre dagar etter salet; kjøparen forsikrar bilen i eige namn frå overleveringa og brukar han ikkje før han er omregistrert.',
    },
  },
};
