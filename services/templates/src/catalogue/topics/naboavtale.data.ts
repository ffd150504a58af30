import type { CatalogueTopic } from '../catalogue.types';
import { BAKGRUNN } from '../catalogue.sections';
import { NEIGHBOUR_NOT_REGISTERED } from '../signing-notes.data';

// ─────────────────────────────────────────────────────────────────────────── Naboavtale
export const naboavtaleTopic: CatalogueTopic = {
  key: 'naboavtale',
  title: 'Naboavtale',
  description:
    'For naboer som vil bli enige om hekk, trær, gjerder, parkering, støy eller felles vei. En skriftlig avtale gjør det lettere å unngå konflikter senere.',
  featured: false,
  document: {
    kind: 'agreement',
    heading: 'Naboavtale',
    termClause:
      'Avtalen gjelder så lenge partene eier eiendommene, og den kan bare endres eller avsluttes skriftlig av partene i fellesskap. Selger en av partene eiendommen sin, gjelder avtalens bestemmelse om tinglysing og nye eiere.',
    // One dispute ladder (legal review, issue 33): the general clause sent a dispute straight to court beside the
    // konfliktråd step of 'konfliktradet'; this one passes through whatever mediation the agreement sets first.
    disputeClause:
      'Oppstår det uenighet om hvordan avtalen skal forstås eller gjennomføres, skal partene først forsøke å løse den gjennom forhandlinger i god tro og deretter gjennom den meklingen avtalen eventuelt bestemmer. Fører ikke dette fram, kan hver av partene bringe saken inn for de alminnelige domstolene. En tvist om penger eller andre formuesverdier skal som hovedregel først behandles i forliksrådet (tvisteloven § 6-2).',
    signingNotes: [NEIGHBOUR_NOT_REGISTERED],
  },
  questions: [
    {
      // Replaces the free text 'eiendommene' (and 'matrikkel'), which named neither property by owner in a
      // form the document could rely on: each property is identified on its own, and the owner of each is a
      // party with a role.
      key: 'eier-eiendom-1',
      text: 'Hvem av dere eier eiendom 1?',
      description:
        'Avtalen gjelder to naboeiendommer, her kalt eiendom 1 og eiendom 2. Den andre av dere, eller de andre hvis dere er flere, eier eiendom 2.',
      type: 'free_text',
      format: 'party',
      clauseTemplate: '{{svar}} eier eiendom 1, og de andre partene eier eiendom 2.',
      partyRoles: { chosen: 'eier av eiendom 1', others: 'eier av eiendom 2' },
      section: BAKGRUNN,
      fact: true,
    },
    {
      key: 'eiendom-1',
      text: 'Hva er adressen, gårdsnummeret og bruksnummeret til eiendom 1?',
      description:
        'Skriv det slik det står i skjøtet, for eksempel Bakkeveien 1, gnr. 12, bnr. 34 i Asker kommune.',
      type: 'free_text',
      format: 'text',
      clauseTemplate: 'Eiendom 1 er {{svar}}.',
      section: BAKGRUNN,
      fact: true,
    },
    {
      key: 'eiendom-2',
      text: 'Hva er adressen, gårdsnummeret og bruksnummeret til eiendom 2?',
      description:
        'Skriv det slik det står i skjøtet, for eksempel Bakkeveien 3, gnr. 12, bnr. 35 i Asker kommune.',
      type: 'free_text',
      format: 'text',
      clauseTemplate: 'Eiendom 2 er {{svar}}.',
      section: BAKGRUNN,
      fact: true,
    },
    {
      // Was the Ja/Nei 'felles-vei', whose Nei printed a recital among the terms ("Partene deler ikke privat vei").
      key: 'adkomst',
      text: 'Har eiendommene felles vei eller innkjørsel?',
      type: 'multiple_choice',
      options: [
        {
          text: 'Ja, en felles privat vei eller innkjørsel',
          clause: 'Eiendommene har felles privat vei eller innkjørsel.',
        },
        { text: 'Nei, hver eiendom har egen adkomst', clause: 'Hver av eiendommene har egen adkomst.' },
      ],
      section: BAKGRUNN,
      fact: true,
    },
    {
      key: 'hekk-hoyde',
      text: 'Skal hekken mellom eiendommene holdes under en bestemt høyde?',
      clauseYes: 'Hekken mellom eiendommene holdes under en fast høyde og klippes minst én gang i året.',
      clauseNo:
        'Partene avtaler ingen fast høyde på hekken, og høyden følger grannelova og, for en hekk i eiendomsgrensen som tjener som gjerde, grannegjerdelova.',
      section: 'Hekk, trær og gjerde',
    },
    {
      key: 'hekk-maks-hoyde',
      text: 'Hvor høy kan hekken høyst være, i centimeter?',
      type: 'free_text',
      format: 'number',
      clauseTemplate: 'Hekken mellom eiendommene skal ikke være høyere enn {{svar}} centimeter.',
      showIf: { questionKey: 'hekk-hoyde', equals: true },
      section: 'Hekk, trær og gjerde',
      // The height is asked in centimetres; «2» is most likely meant as metres.
      checks: [
        {
          kind: 'atLeast',
          value: 50,
          severity: 'warning',
          message:
            'Høyden skrives i centimeter, og en hekk lavere enn 50 cm er uvanlig. Mente du meter? 1,8 meter skrives 180.',
        },
      ],
    },
    {
      key: 'hekk-deles',
      text: 'Skal dere dele på arbeidet og kostnadene med å klippe hekken?',
      clauseYes: 'Partene deler likt på arbeidet med og kostnadene ved å klippe hekken i eiendomsgrensen.',
      // The owner of the hedge is named by 'hekk-eier'.
      clauseNo: 'Partene deler ikke arbeidet med og kostnadene ved å klippe hekken.',
      section: 'Hekk, trær og gjerde',
    },
    {
      key: 'hekk-eier',
      text: 'Hvem av dere eier hekken?',
      type: 'free_text',
      format: 'party',
      clauseTemplate: '{{svar}} eier hekken, klipper den og dekker kostnadene ved det alene.',
      showIf: { questionKey: 'hekk-deles', equals: false },
      section: 'Hekk, trær og gjerde',
    },
    {
      key: 'traer',
      text: 'Skal trær som skygger for naboen, kunne beskjæres eller felles etter avtale?',
      clauseYes:
        'Trær som gir vesentlig skygge eller ulempe for naboeiendommen, beskjæres eller felles etter avtale mellom partene, og den som ber om tiltaket, dekker kostnaden.',
      clauseNo:
        'Trær på hver eiendom beskjæres eller felles bare når eieren selv ønsker det, innenfor rammene av grannelova.',
      section: 'Hekk, trær og gjerde',
    },
    {
      key: 'gjerde',
      text: 'Skal dere sette opp et felles gjerde i eiendomsgrensen?',
      clauseYes:
        'Partene setter opp et felles gjerde i eiendomsgrensen og deler kostnadene og vedlikeholdet likt.',
      clauseNo: 'Partene setter ikke opp et felles gjerde i eiendomsgrensen.',
      section: 'Hekk, trær og gjerde',
    },
    {
      // Legal review (issue 33): a shared road gave only a cost split; where it crosses one property, the other
      // needs a veirett, a servitutt that follows the property and binds a new owner once registered.
      key: 'veirett',
      text: 'Over hvilken eiendom går veien eller innkjørselen dere deler?',
      description:
        'Går veien over bare den ene eiendommen, trenger den andre en veirett (en servitutt) for å være sikret adkomst, også når eiendommen veien går over, blir solgt. En ny eier som ikke kjente til veiretten, er bare bundet av den når den er tinglyst, se spørsmålet om tinglysing.',
      type: 'multiple_choice',
      options: [
        {
          text: 'Over eiendom 1',
          clause:
            'Den felles veien går over eiendom 1, og eiendom 2 har en varig veirett (servitutt) på veien, til fots og med kjøretøy, som følger eiendom 2 også når den får nye eiere.',
        },
        {
          text: 'Over eiendom 2',
          clause:
            'Den felles veien går over eiendom 2, og eiendom 1 har en varig veirett (servitutt) på veien, til fots og med kjøretøy, som følger eiendom 1 også når den får nye eiere.',
        },
        {
          text: 'Over begge eiendommene',
          clause:
            'Den felles veien går over begge eiendommene, og hver av eiendommene har en varig veirett (servitutt) på den delen av veien som ligger på den andre eiendommen, til fots og med kjøretøy, som følger eiendommen også når den får nye eiere.',
        },
        {
          text: 'Over grunn som ingen av oss eier',
          clause:
            'Den felles veien går over grunn som ingen av partene eier, og denne avtalen gir ingen rett over den grunnen, men regulerer bare forholdet mellom partene.',
        },
      ],
      showIf: {
        questionKey: 'adkomst',
        operator: 'equals',
        value: 'Ja, en felles privat vei eller innkjørsel',
      },
      section: 'Vei og parkering',
    },
    {
      key: 'vei-kostnadsfordeling',
      text: 'Hvordan skal kostnadene til vedlikehold av veien deles?',
      type: 'multiple_choice',
      options: [
        {
          text: 'Likt',
          clause:
            'Kostnadene til vedlikehold av den felles veien eller innkjørselen deles likt mellom partene.',
        },
        {
          text: 'Etter hvor mye hver bruker veien',
          clause:
            'Kostnadene til vedlikehold av den felles veien eller innkjørselen fordeles etter hvor mye hver av partene bruker den.',
        },
        {
          text: 'Etter hvor lang strekning hver bruker',
          clause:
            'Kostnadene til vedlikehold av den felles veien eller innkjørselen fordeles etter hvor lang strekning av den hver av partene bruker.',
        },
      ],
      showIf: {
        questionKey: 'adkomst',
        operator: 'equals',
        value: 'Ja, en felles privat vei eller innkjørsel',
      },
      section: 'Vei og parkering',
    },
    {
      key: 'broyting',
      text: 'Skal dere bestille brøyting og strøing av veien sammen?',
      clauseYes:
        'Partene bestiller brøyting og strøing av den felles veien sammen og fordeler kostnadene på samme måte som kostnadene til vedlikehold av veien.',
      clauseNo: 'Hver av partene sørger selv for brøyting og strøing av sin del av veien.',
      showIf: {
        questionKey: 'adkomst',
        operator: 'equals',
        value: 'Ja, en felles privat vei eller innkjørsel',
      },
      section: 'Vei og parkering',
    },
    {
      key: 'faste-parkeringsplasser',
      text: 'Skal hver husstand ha faste parkeringsplasser?',
      clauseYes: 'Hver av partene har faste parkeringsplasser, som partene merker tydelig på stedet.',
      clauseNo: 'Partene har ingen faste parkeringsplasser, men parkerer slik at ingen blir stengt inne.',
      section: 'Vei og parkering',
    },
    {
      key: 'stille-pa-helligdager',
      text: 'Skal dere unngå støyende arbeid, som plenklipping og boring, på søndager og helligdager?',
      clauseYes:
        'Partene unngår støyende arbeid, som plenklipping, boring og bruk av motorsag, på søndager og helligdager.',
      clauseNo: 'Partene har ingen faste regler for støyende arbeid, men tar rimelig hensyn til hverandre.',
      section: 'Støy og informasjon',
    },
    {
      key: 'varsle-fest',
      text: 'Skal dere varsle hverandre på forhånd når dere skal ha fest?',
      clauseYes:
        'Partene varsler hverandre på forhånd når de skal ha fest eller andre arrangementer som kan gi støy.',
      clauseNo:
        'Partene varsler ikke hverandre om fester, men holder støyen på et rimelig nivå etter klokken 23.00.',
      section: 'Støy og informasjon',
    },
    {
      key: 'byggeplaner',
      text: 'Skal dere informere hverandre om byggeplaner før dere søker kommunen?',
      description: 'Dette kommer i tillegg til det nabovarselet kommunen krever i byggesaker.',
      clauseYes:
        'Partene informerer hverandre om planer for tilbygg, garasje eller andre større tiltak på eiendommen før det sendes nabovarsel eller søknad til kommunen.',
      clauseNo:
        'Partene informerer hverandre om byggeplaner gjennom det ordinære nabovarselet etter plan- og bygningsloven.',
      section: 'Støy og informasjon',
    },
    {
      key: 'konfliktradet',
      text: 'Skal dere forsøke mekling i konfliktrådet før en uenighet tas videre?',
      clauseYes:
        'Ved uenighet som partene ikke løser selv, forsøker de mekling i konfliktrådet før saken bringes inn for forliksrådet eller domstolene.',
      clauseNo:
        'Partene har ingen plikt til å forsøke mekling i konfliktrådet før en uenighet bringes inn for forliksrådet eller domstolene.',
      section: 'Mekling og tinglysing',
    },
    {
      key: 'tinglysing',
      text: 'Skal rettighetene og begrensningene i avtalen som gjelder eiendommene, tinglyses, slik at de også binder nye eiere?',
      description:
        'Uten tinglysing er en kjøper som verken kjente eller burde kjenne til avtalen, ikke bundet av den (tinglysingsloven §§ 20 og 21), og bare rettigheter i eiendommene, som veirett eller en høydegrense for hekken, kan tinglyses, ikke personlige løfter som å varsle om fest.',
      clauseYes:
        'Partene sørger for at rettighetene og begrensningene i avtalen som gjelder eiendommene, tinglyses som en erklæring om servitutt på begge eiendommene, slik at de også binder senere eiere, mens de personlige forpliktelsene i avtalen bare gjelder mellom partene.',
      clauseNo:
        'Avtalen tinglyses ikke, og partene vet at den da ikke binder en ny eier eller panthaver som verken kjente eller burde kjenne til den, så den som selger eiendommen sin, gjør kjøperen kjent med avtalen og ber kjøperen om å slutte seg til den.',
      section: 'Mekling og tinglysing',
    },
  ],
};
