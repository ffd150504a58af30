import type { CatalogueTopic } from '../catalogue.types';
import { BAKGRUNN } from '../catalogue.sections';

// ───────────────────────────────────────────────────────────────────────── Felles bil
export const fellesBilTopic: CatalogueTopic = {
  key: 'felles-bil',
  title: 'Felles bil',
  description:
    'For par, venner, naboer eller familie som eier eller deler bil. Bli enige om eierskap, kostnader, bruk, skader og salg.',
  featured: false,
  document: {
    kind: 'agreement',
    heading: 'Avtale om felles bil',
    termClause:
      'Avtalen gjelder så lenge partene eier bilen sammen. Hver av partene kan si den opp skriftlig med tre måneders varsel, og da gjelder bestemmelsen om avslutning av samarbeidet.',
    disputeClause: null,
  },
  questions: [
    {
      key: 'registreringsnummer',
      text: 'Hva er bilens registreringsnummer?',
      type: 'free_text',
      format: 'text',
      clauseTemplate: 'Avtalen gjelder bilen med registreringsnummer {{svar}}.',
      section: BAKGRUNN,
      fact: true,
    },
    {
      key: 'merke-modell',
      text: 'Hvilket merke og hvilken modell er bilen?',
      description: 'For eksempel Toyota Corolla.',
      type: 'free_text',
      format: 'text',
      clauseTemplate: 'Bilen er en {{svar}}.',
      section: BAKGRUNN,
      fact: true,
    },
    {
      key: 'kjopesum',
      text: 'Hva kostet bilen da den ble kjøpt?',
      type: 'free_text',
      format: 'amount',
      clauseTemplate: 'Bilen ble kjøpt for {{svar}}.',
      section: BAKGRUNN,
      fact: true,
    },
    {
      key: 'registrert-eier',
      text: 'Hvem av dere skal stå som registrert eier av bilen?',
      description:
        'Den registrerte eieren får trafikkforsikringsavgiften, bompengekrav og eventuelle bøter for bilen, også når en annen har kjørt.',
      type: 'free_text',
      format: 'party',
      // The lawyer's review (issue 33): what is sent to the registered owner, the others pay back to the owner.
      clauseTemplate:
        '{{svar}} står som registrert eier av bilen og som forsikringstaker, og de andre partene betaler den registrerte eieren sin del etter denne avtalen av avgifter, bompenger, gebyrer, bøter og andre krav som eieren får for bilen, senest når kravet forfaller.',
      partyRoles: { chosen: 'registrert eier', others: null },
      section: 'Eierskap og finansiering',
    },
    {
      key: 'eierandel-registrert-eier',
      text: 'Hvor mange prosent av bilen skal den registrerte eieren eie?',
      description: 'Eier dere bilen med like store andeler og er to, skriver dere 50.',
      type: 'free_text',
      format: 'percent',
      clauseTemplate: 'Den registrerte eieren eier {{svar}} av bilen, og resten eies av de andre partene.',
      section: 'Eierskap og finansiering',
    },
    {
      key: 'billan',
      text: 'Skal bilen finansieres med lån?',
      clauseYes: 'Bilen finansieres helt eller delvis med lån.',
      clauseNo: 'Bilen finansieres uten lån.',
      section: 'Eierskap og finansiering',
    },
    {
      key: 'felles-lantakere',
      text: 'Skal dere stå sammen som låntakere på billånet?',
      clauseYes: 'Partene står sammen som låntakere på billånet.',
      clauseNo:
        'Billånet står i den registrerte eierens navn, og de andre partene betaler sin andel av terminbeløpene til denne parten i god tid før forfall.',
      showIf: { questionKey: 'billan', equals: true },
      section: 'Eierskap og finansiering',
    },
    {
      key: 'terminbelop-etter-andel',
      text: 'Skal terminbeløpene på lånet fordeles etter eierandel?',
      clauseYes: 'Terminbeløpene på billånet fordeles mellom partene etter eierandel.',
      clauseNo: 'Terminbeløpene på billånet deles likt mellom partene.',
      showIf: { questionKey: 'billan', equals: true },
      section: 'Eierskap og finansiering',
    },
    {
      key: 'faste-kostnader-likt',
      text: 'Skal faste kostnader som forsikring, trafikkforsikringsavgift og service deles likt?',
      clauseYes:
        'Faste kostnader som forsikring, trafikkforsikringsavgift, service og EU-kontroll deles likt mellom partene.',
      clauseNo:
        'Faste kostnader som forsikring, trafikkforsikringsavgift, service og EU-kontroll fordeles etter hvor mange kilometer hver av partene kjører, og partene fører kjørebok med dato, kilometerstand og sjåfør for hver tur.',
      section: 'Kostnader',
    },
    {
      key: 'drivstoff-egne-turer',
      text: 'Skal hver av dere betale drivstoff eller lading og bompenger for egne turer?',
      clauseYes: 'Hver av partene betaler selv drivstoff eller lading og bompenger for egne turer.',
      clauseNo: 'Utgifter til drivstoff, lading og bompenger deles likt mellom partene.',
      section: 'Kostnader',
    },
    {
      key: 'kjorebok',
      text: 'Skal dere føre kjørebok?',
      clauseYes: 'Partene fører kjørebok med dato, kilometerstand og sjåfør for hver tur.',
      // A Nei that binds: without a record nobody can later ask for the costs to be split by use.
      clauseNo:
        'Partene fører ikke kjørebok, og ingen av dem kan senere kreve de faste kostnadene fordelt etter hvor mye hver av dem har kjørt.',
      // A split by use needs a record of the use: that clause already says the parties keep a kjørebok.
      hideIf: { questionKey: 'faste-kostnader-likt', equals: false },
      section: 'Kostnader',
    },
    {
      key: 'gebyrer-betales-av-bruker',
      text: 'Skal den som brukte bilen, betale parkeringsgebyrer og kontrollavgifter fra turen alene?',
      description:
        'Krav for bilen, som bompenger og bøter, sendes til den registrerte eieren, også når en annen kjørte.',
      clauseYes:
        'Parkeringsgebyrer, kontrollavgifter og bøter for en tur betales i forholdet mellom partene av den av partene som brukte bilen eller lånte den ut på turen.',
      // Fines stay with the one who drove or lent the car out either way: a penalty is not a running cost.
      clauseNo:
        'Parkeringsgebyrer og kontrollavgifter deles likt mellom partene, mens bøter for en tur betales i forholdet mellom partene av den av partene som brukte bilen eller lånte den ut på turen.',
      section: 'Kostnader',
    },
    {
      key: 'felles-kalender',
      text: 'Skal bruken av bilen avtales i en felles kalender?',
      clauseYes: 'Bruken av bilen avtales i en felles kalender, og den som reserverer først, har fortrinn.',
      clauseNo: 'Bruken av bilen avtales fra gang til gang.',
      section: 'Bruk',
    },
    {
      key: 'andre-sjaforer',
      text: 'Skal andre enn dere kunne kjøre bilen?',
      clauseYes:
        'Andre sjåfører kan kjøre bilen når den av partene som låner den ut, har forsikret seg om at forsikringen dekker sjåføren, og denne parten er ansvarlig overfor de andre partene for skader som oppstår.',
      clauseNo: 'Bare partene selv kan kjøre bilen.',
      section: 'Bruk',
    },
    {
      key: 'forsikringsdekning',
      text: 'Hvilken forsikring skal bilen ha?',
      description:
        'Ansvarsforsikringen er påbudt og dekker skader bilen gjør på andre, men ikke skader på bilen selv. Delkasko dekker blant annet brann, tyveri og glass, og kasko dekker i tillegg skader på bilen ved kollisjon og utforkjøring.',
      type: 'multiple_choice',
      options: [
        { text: 'Kasko', clause: 'Bilen skal ha kaskoforsikring.' },
        {
          text: 'Delkasko',
          clause:
            'Bilen skal ha delkaskoforsikring, og skader på bilen selv som forsikringen ikke dekker, fordeles mellom partene etter eierandel, men skyldes skaden grov uaktsomhet eller forsett, bærer den av partene som brukte eller lånte ut bilen, kostnaden alene.',
        },
        {
          text: 'Bare ansvarsforsikring',
          clause:
            'Bilen skal bare ha den påbudte ansvarsforsikringen, og skader på bilen selv fordeles mellom partene etter eierandel, men skyldes skaden grov uaktsomhet eller forsett, bærer den av partene som brukte eller lånte ut bilen, kostnaden alene.',
        },
      ],
      section: 'Skader og reparasjoner',
    },
    {
      key: 'egenandel-ved-skade',
      text: 'Skal den som kjørte, betale egenandelen hvis bilen blir skadet?',
      clauseYes: 'Ved skade betaler den av partene som brukte bilen, egenandelen og et eventuelt bonustap.',
      clauseNo:
        'Egenandel og bonustap ved skade deles likt mellom partene, men skyldes skaden grov uaktsomhet eller forsett, betaler den av partene som brukte eller lånte ut bilen, egenandelen og bonustapet alene.',
      section: 'Skader og reparasjoner',
    },
    {
      key: 'reparasjon-grense',
      text: 'Over hvilket beløp skal en reparasjon godkjennes av alle før den bestilles?',
      type: 'free_text',
      format: 'amount',
      clauseTemplate:
        'Reparasjoner og andre utgifter på bilen over {{svar}} skal godkjennes av alle partene før de bestilles.',
      section: 'Skader og reparasjoner',
    },
    {
      key: 'utkjop-ved-avslutning',
      text: 'Skal en av dere kunne kjøpe ut de andre hvis samarbeidet avsluttes?',
      clauseYes:
        'Når samarbeidet avsluttes, kan en av partene kjøpe ut de andre partene til markedsverdi, fastsatt ved takst eller etter sammenlignbare annonser; ønsker mer enn én av partene å kjøpe, avgjøres det ved loddtrekning, og ønsker ingen å kjøpe, selges bilen og salgssummen fordeles etter eierandel etter at et eventuelt lån er innfridd.',
      clauseNo:
        'Når samarbeidet avsluttes, selges bilen, og salgssummen fordeles etter eierandel etter at et eventuelt lån er innfridd.',
      section: 'Avslutning',
    },
  ],
};
