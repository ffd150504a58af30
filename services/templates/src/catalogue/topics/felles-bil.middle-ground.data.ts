import type { TopicMiddleGround } from '../catalogue.types';

/**
 * The compromises offered on the questions of `felles-bil` when the parties disagree: question key → one to
 * three alternatives, each a Ja/Nei question and the clause its Ja gives (docs/middle-ground-library.md).
 * Contractual terms only: each alternative lies between the answers of its question (a split, a threshold,
 * a shorter period, a right with a deadline) and states its amounts and periods.
 */
export const fellesBilMiddleGround: TopicMiddleGround = {
  'felles-lantakere': [
    {
      text: 'Skal billånet stå i den registrerte eierens navn, og de andre stille kausjon begrenset til sin andel av lånet?',
      clause:
        'Billånet står i den registrerte eierens navn, de andre partene stiller kausjon overfor långiveren begrenset til sin andel av lånet, og de betaler sin andel av terminbeløpene til den registrerte eieren i god tid før forfall.',
      description: 'Én står for lånet, og de andre er med på risikoen for sin del.',
    },
  ],
  'terminbelop-etter-andel': [
    {
      text: 'Skal halvparten av hvert terminbeløp deles likt og den andre halvparten etter eierandel?',
      clause:
        'Halvparten av hvert terminbeløp på billånet deles likt mellom partene, og den andre halvparten fordeles etter eierandel.',
      description: 'Et sted mellom en lik deling og en deling etter eierandel.',
    },
    {
      text: 'Skal rentene på billånet deles likt og avdragene fordeles etter eierandel?',
      clause: 'Rentene på billånet deles likt mellom partene, mens avdragene fordeles etter eierandel.',
      description: 'Avdragene bygger eierskap og følger andelen, rentene er en felles bruksutgift.',
    },
  ],
  'drivstoff-egne-turer': [
    {
      text: 'Skal den som kjører, betale bompenger og parkering, mens drivstoff eller lading deles likt?',
      clause:
        'Hver av partene betaler selv bompenger og parkering for egne turer, mens utgifter til drivstoff og lading deles likt mellom partene.',
      description: 'Det som følger den enkelte turen, betaler sjåføren, resten deles.',
    },
  ],
  kjorebok: [
    {
      text: 'Skal dere bare føre kjørebok for turer som er lengre enn 100 kilometer?',
      clause:
        'Partene fører kjørebok med dato, kilometerstand og sjåfør for hver tur som er lengre enn 100 kilometer.',
      description: 'Oversikt over de lange turene uten å skrive ned hver tur til butikken.',
    },
    {
      text: 'Skal dere føre kjørebok bare i januar hvert år, for å se om den like fordelingen fortsatt er rimelig?',
      clause:
        'Partene fører kjørebok med dato, kilometerstand og sjåfør for hver tur i januar hvert år, slik at de kan se om den like fordelingen av kostnadene fortsatt er rimelig.',
      description: 'Et stikkprøvebilde av bruken i stedet for en kjørebok hele året.',
    },
  ],
  // Who bears parking fees and fines sent to the registered owner.
  'gebyrer-betales-av-bruker': [
    {
      text: 'Skal den som brukte bilen, betale halvparten av parkeringsgebyrer og kontrollavgifter fra turen, og resten deles likt?',
      clause:
        'Parkeringsgebyrer og kontrollavgifter for en tur betales med halvparten av den av partene som brukte bilen eller lånte den ut på turen, og den andre halvparten deles likt mellom partene, mens bøter for en tur betales i forholdet mellom partene av den av partene som brukte bilen eller lånte den ut på turen.',
      description: 'Den som kjørte, tar mest, men ingen står alene med regningen.',
    },
  ],
  // The insurance cover.
  forsikringsdekning: [
    {
      text: 'Skal bilen ha kaskoforsikring til den er fem år gammel, og deretter delkasko?',
      clause:
        'Bilen skal ha kaskoforsikring til den er fem år gammel og deretter delkaskoforsikring, og skader på bilen selv som forsikringen ikke dekker, fordeles mellom partene etter eierandel, men skyldes skaden grov uaktsomhet eller forsett, bærer den av partene som brukte eller lånte ut bilen, kostnaden alene.',
      description:
        'Full dekning mens bilen er ny og verdifull, og en billigere forsikring når den blir eldre.',
    },
  ],
  'felles-kalender': [
    {
      text: 'Skal bruk av bilen i mer enn ett døgn avtales i en felles kalender, og annen bruk fra gang til gang?',
      clause:
        'Bruk av bilen i mer enn ett døgn avtales i en felles kalender, der den som reserverer først, har fortrinn, mens annen bruk avtales fra gang til gang.',
      description: 'Kalender for de lange turene, og enkelt for de korte.',
    },
  ],
  'andre-sjaforer': [
    {
      text: 'Skal bare dere selv og deres ektefeller, samboere og voksne barn kunne kjøre bilen?',
      clause:
        'I tillegg til partene selv kan bare partenes ektefeller, samboere og voksne barn kjøre bilen, og bare når den av partene som låner den ut, har forsikret seg om at forsikringen dekker sjåføren. Denne parten er ansvarlig overfor de andre partene for skader som oppstår.',
      description: 'Den nærmeste familien kan kjøre, ikke alle.',
    },
    {
      text: 'Skal andre kunne kjøre bilen bare når noen av dere sitter på?',
      clause:
        'Andre sjåfører kan bare kjøre bilen når noen av partene er med i bilen og forsikringen dekker sjåføren, og den av partene som er med, er ansvarlig overfor de andre partene for skader som oppstår.',
      description: 'Andre kan kjøre, men aldri uten at noen av dere er med.',
    },
  ],
  'egenandel-ved-skade': [
    {
      text: 'Skal den som kjørte, betale egenandelen, mens et bonustap deles likt?',
      clause:
        'Ved skade betaler den av partene som brukte bilen, egenandelen, mens et eventuelt bonustap deles likt mellom partene.',
      description: 'Sjåføren tar den umiddelbare kostnaden, og den langsiktige deles.',
    },
    {
      text: 'Skal den som kjørte, betale halvparten av egenandelen og bonustapet, og resten deles likt?',
      clause:
        'Ved skade betaler den av partene som brukte bilen, halvparten av egenandelen og et eventuelt bonustap, og den andre halvparten deles likt mellom partene.',
      description: 'Sjåføren tar mest, men ingen står alene med hele regningen.',
    },
  ],
  'utkjop-ved-avslutning': [
    {
      text: 'Skal en av dere kunne kjøpe ut de andre innen 30 dager etter at samarbeidet avsluttes, og ellers selges bilen?',
      clause:
        'Når samarbeidet avsluttes, kan en av partene innen 30 dager kjøpe ut de andre partene til markedsverdi, fastsatt ved takst eller etter sammenlignbare annonser, og ønsker mer enn én av partene å kjøpe, avgjøres det ved loddtrekning. Er bilen ikke kjøpt ut innen fristen, selges den, og salgssummen fordeles etter eierandel etter at et eventuelt lån er innfridd.',
      description: 'En rett til å beholde bilen, men med en frist.',
    },
    {
      text: 'Skal bare den registrerte eieren kunne kjøpe ut de andre, og ellers selges bilen?',
      clause:
        'Når samarbeidet avsluttes, kan den registrerte eieren kjøpe ut de andre partene til markedsverdi, fastsatt ved takst eller etter sammenlignbare annonser, og vil den registrerte eieren ikke kjøpe, selges bilen, og salgssummen fordeles etter eierandel etter at et eventuelt lån er innfridd.',
      description: 'Den som allerede står som eier, kan beholde bilen, ellers selges den.',
    },
  ],
};
