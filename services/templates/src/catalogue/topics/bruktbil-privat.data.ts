import type { CatalogueTopic } from '../catalogue.types';
import { BAKGRUNN } from '../catalogue.sections';
import { CAR_SALE_NOTICE } from '../signing-notes.data';

// ──────────────────────────────────────────── Kjøp av bruktbil mellom privatpersoner (new)
export const bruktbilPrivatTopic: CatalogueTopic = {
  // A sale between private persons: kjøpsloven (not forbrukerkjøpsloven) applies.
  key: 'bruktbil-privat',
  title: 'Kjøp av bruktbil mellom privatpersoner',
  description:
    'For privatpersoner som kjøper eller selger en brukt bil seg imellom. Bli enige om pris, betaling, overlevering, bilens stand og eierskiftet, etter reglene i kjøpsloven.',
  featured: false,
  document: {
    kind: 'agreement',
    heading: 'Kjøpekontrakt for bruktbil',
    termClause:
      'Avtalen er oppfylt når kjøpesummen er betalt, bilen er overlevert og eierskiftet er registrert hos Statens vegvesen. Kjøperens rettigheter hvis bilen har en mangel, følger av kjøpsloven, og kjøperen må reklamere innen rimelig tid etter at mangelen ble eller burde ha blitt oppdaget, og senest to år etter at bilen ble overtatt (kjøpsloven § 32).',
    disputeClause: null,
    signingNotes: [CAR_SALE_NOTICE],
  },
  questions: [
    {
      key: 'selger',
      text: 'Hvem av dere selger bilen?',
      description: 'Den andre parten i avtalen, eller de andre hvis dere er flere, kjøper bilen.',
      type: 'free_text',
      format: 'party',
      // One question for both roles, as for the loan: nobody can be both seller and buyer. The party list
      // shows the roles, so the fact does not define them again.
      clauseTemplate: '{{svar}} selger bilen til de andre partene.',
      partyRoles: { chosen: 'selger', others: 'kjøper' },
      section: BAKGRUNN,
      fact: true,
    },
    {
      key: 'registreringsnummer',
      text: 'Hva er bilens registreringsnummer?',
      type: 'free_text',
      format: 'text',
      clauseTemplate: 'Bilen har registreringsnummer {{svar}}.',
      section: BAKGRUNN,
      fact: true,
    },
    {
      key: 'merke-modell',
      text: 'Hvilket merke og hvilken modell er bilen?',
      description: 'For eksempel Volkswagen Golf.',
      type: 'free_text',
      format: 'text',
      clauseTemplate: 'Bilen er en {{svar}}.',
      section: BAKGRUNN,
      fact: true,
    },
    {
      key: 'forstegangsregistrert',
      text: 'Når ble bilen registrert første gang?',
      description: 'Datoen står i vognkortet.',
      type: 'free_text',
      format: 'date',
      clauseTemplate: 'Bilen ble registrert første gang {{svar}}.',
      section: BAKGRUNN,
      fact: true,
      checks: [
        {
          kind: 'notFuture',
          severity: 'error',
          message:
            'Datoen bilen ble registrert første gang, kan ikke være fram i tid. Skriv datoen slik den står i vognkortet.',
        },
      ],
    },
    {
      key: 'kilometerstand',
      text: 'Hva er kilometerstanden?',
      type: 'free_text',
      format: 'number',
      clauseTemplate: 'Kilometerstanden ved salget er {{svar}} km.',
      section: BAKGRUNN,
      fact: true,
    },
    {
      key: 'undersokelse',
      text: 'Har kjøperen undersøkt og prøvekjørt bilen før kjøpet?',
      description:
        'Har kjøperen undersøkt bilen før kjøpet, eller uten rimelig grunn latt være etter oppfordring fra selgeren, kan kjøperen ikke gjøre gjeldende som mangel det kjøperen burde ha oppdaget ved undersøkelsen, med mindre selgeren har handlet grovt uaktsomt eller uredelig (kjøpsloven § 20).',
      type: 'multiple_choice',
      options: [
        {
          text: 'Ja, kjøperen har undersøkt og prøvekjørt bilen',
          clause:
            'Kjøperen har hatt anledning til å undersøke og prøvekjøre bilen før kjøpet og har gjort det.',
        },
        {
          text: 'Kjøperen har fått tilbud om det, men latt være',
          clause:
            'Selgeren har oppfordret kjøperen til å undersøke og prøvekjøre bilen før kjøpet, og kjøperen har latt være å gjøre det.',
        },
      ],
      section: BAKGRUNN,
      fact: true,
    },
    {
      key: 'kjopesum',
      text: 'Hva er kjøpesummen?',
      description: 'Omregistreringsavgiften kommer i tillegg og betales av kjøperen.',
      type: 'free_text',
      format: 'amount',
      clauseTemplate: 'Kjøpesummen er {{svar}}.',
      section: 'Pris og betaling',
    },
    {
      key: 'betaling',
      text: 'Når skal kjøpesummen betales?',
      type: 'multiple_choice',
      options: [
        {
          text: 'Ved overleveringen',
          clause:
            'Kjøpesummen betales med bankoverføring ved overleveringen, og bilen overleveres når betalingen er bekreftet.',
        },
        {
          text: 'Før overleveringen',
          clause:
            'Kjøpesummen betales med bankoverføring før overleveringen, og bilen overleveres når beløpet er mottatt.',
        },
      ],
      section: 'Pris og betaling',
    },
    {
      key: 'heftelser',
      text: 'Har bilen pant eller andre heftelser?',
      description:
        'Pant, for eksempel for et billån, følger bilen ved et salg. Søk opp registreringsnummeret i Løsøreregisteret hos Brønnøysundregistrene før dere skriver under.',
      type: 'multiple_choice',
      options: [
        {
          text: 'Nei, bilen er fri for heftelser',
          clause: 'Selgeren innestår for at bilen er fri for pant og andre heftelser når den overleveres.',
        },
        {
          text: 'Ja, det er pant som skal innfris',
          clause:
            'Bilen har tinglyst pant, og den delen av kjøpesummen som trengs for å innfri pantet, betales direkte til panthaveren slik at pantet slettes, mens resten betales til selgeren.',
        },
      ],
      section: 'Pris og betaling',
    },
    {
      key: 'panthaver',
      text: 'Hvem har pant i bilen?',
      description: 'For eksempel banken som har gitt billånet.',
      type: 'free_text',
      format: 'text',
      clauseTemplate: 'Panthaver er {{svar}}.',
      showIf: { questionKey: 'heftelser', operator: 'equals', value: 'Ja, det er pant som skal innfris' },
      section: 'Pris og betaling',
    },
    {
      key: 'overlevering-dato',
      text: 'Hvilken dato skal bilen overleveres?',
      type: 'free_text',
      format: 'date',
      clauseTemplate:
        'Bilen overleveres {{svar}}, og risikoen for bilen går over på kjøperen når den er overlevert (kjøpsloven § 13).',
      section: 'Overlevering',
      // On the handover date, as a check names only an earlier question: the first registration comes first.
      checks: [
        {
          kind: 'after',
          other: 'forstegangsregistrert',
          severity: 'error',
          message:
            'En brukt bil kan ikke overleveres før den er registrert første gang. Sjekk overleveringsdatoen og datoen for første registrering i vognkortet.',
        },
      ],
    },
    {
      key: 'overlevering-sted',
      text: 'Hvor skal bilen overleveres?',
      description: 'For eksempel hos selgeren i Storgata 1, Oslo.',
      type: 'free_text',
      format: 'text',
      clauseTemplate: 'Overleveringssted: {{svar}}.',
      section: 'Overlevering',
    },
    {
      key: 'medfolger',
      text: 'Hva følger med bilen?',
      description: 'For eksempel to nøkler, vinterhjul på felg og servicehefte.',
      type: 'free_text',
      format: 'text',
      clauseTemplate: 'Med bilen følger {{svar}}.',
      section: 'Overlevering',
    },
    {
      key: 'som-den-er',
      text: 'Skal bilen selges «som den er»?',
      description:
        'Også da har kjøperen krav hvis bilen ikke svarer til det selgeren har opplyst, hvis selgeren har unnlatt å opplyse om vesentlige forhold som selgeren kjente til, eller hvis bilen er i vesentlig dårligere stand enn kjøperen hadde grunn til å regne med (kjøpsloven § 19).',
      clauseYes:
        'Bilen selges «som den er», og selgeren svarer for mangler bare i de tilfellene kjøpsloven § 19 nevner.',
      clauseNo:
        'Bilen selges uten forbehold, og selgeren svarer for mangler etter de alminnelige reglene i kjøpsloven.',
      section: 'Stand og mangler',
    },
    {
      key: 'kjente-feil',
      text: 'Hva har selgeren opplyst om feil, skader og reparasjoner?',
      description:
        'Skriv alt selgeren vet om feil, tidligere skader og reparasjoner, eller «ingen kjente feil». Selgeren skal opplyse om vesentlige forhold ved bilen som selgeren kjenner til.',
      type: 'free_text',
      format: 'text',
      clauseTemplate: 'Selgeren har opplyst dette om feil, skader og reparasjoner på bilen: {{svar}}.',
      section: 'Stand og mangler',
    },
    {
      key: 'eu-kontroll',
      text: 'Skal bilen ha godkjent EU-kontroll når den overleveres?',
      description: 'Bilen må ha gyldig EU-kontroll før den kan omregistreres til kjøperen.',
      clauseYes: 'Selgeren sørger for at bilen har godkjent EU-kontroll som gjelder når bilen overleveres.',
      clauseNo:
        'Kjøperen overtar bilen uten krav om gyldig EU-kontroll og sørger selv for godkjent kontroll før bilen omregistreres.',
      section: 'Stand og mangler',
    },
    {
      key: 'salgsmelding',
      text: 'Skal salgsmeldingen sendes digitalt hos Statens vegvesen ved overleveringen?',
      description:
        'Selger og kjøper må alltid levere salgsmelding, og kjøperen må omregistrere bilen og betale omregistreringsavgiften før bilen kan brukes.',
      clauseYes:
        'Selgeren sender salgsmelding digitalt hos Statens vegvesen ved overleveringen, og kjøperen godkjenner den samme dag; kjøperen forsikrer bilen i eget navn fra samme dag og bruker den ikke før den er omregistrert.',
      clauseNo:
        'Partene fyller ut og signerer salgsmelding på papir ved overleveringen, og selgeren leverer den til Statens vegvesen senest tre dager etter salget; kjøperen forsikrer bilen i eget navn fra overleveringen og bruker den ikke før den er omregistrert.',
      section: 'Eierskifte',
    },
  ],
};
