import type { TopicMiddleGround } from '../catalogue.types';

/**
 * The compromises offered on the questions of `lan-mellom-privatpersoner` when the parties disagree: question key → one to
 * three alternatives, each a Ja/Nei question and the clause its Ja gives (docs/middle-ground-library.md).
 * Contractual terms only: each alternative lies between the answers of its question (a split, a threshold,
 * a shorter period, a right with a deadline) and states its amounts and periods.
 */
export const lanMellomPrivatpersonerMiddleGround: TopicMiddleGround = {
  'fast-rente': [
    {
      text: 'Skal renten være fast de første to årene og deretter følge endringene i Norges Banks styringsrente?',
      clause:
        'Renten er fast de første to årene etter at lånet er utbetalt, og endres deretter med like mange prosentpoeng som Norges Banks styringsrente er endret fra utløpet av de to årene.',
      description: 'Forutsigbart i starten, og i takt med rentenivået etterpå.',
    },
    {
      text: 'Skal renten følge styringsrenten, men aldri bli mer enn 2 prosentpoeng høyere eller lavere enn den avtalte renten?',
      clause:
        'Renten er flytende og endres med like mange prosentpoeng som Norges Banks styringsrente endres etter at avtalen er inngått, men den blir aldri mer enn 2 prosentpoeng høyere eller lavere enn renten som ble avtalt.',
      description: 'Flytende rente med et tak og et gulv.',
    },
  ],
  'innfri-tidligere': [
    {
      text: 'Skal låntakeren kunne betale tilbake før tiden når långiveren har fått en måneds skriftlig varsel?',
      clause:
        'Låntakeren kan innfri hele eller deler av lånet før tiden uten ekstra kostnader når långiveren har fått skriftlig varsel minst én måned før.',
      description: 'Låntakeren kan betale tidligere, og långiveren får tid til å planlegge.',
    },
    {
      text: 'Skal låntakeren kunne betale ekstra når som helst, men ikke innfri hele lånet det første året uten långiverens samtykke?',
      clause:
        'Låntakeren kan når som helst betale ekstra på lånet uten ekstra kostnader, men kan ikke innfri hele lånet tidligere enn ett år etter at det er utbetalt uten långiverens samtykke.',
      description: 'Ekstra innbetalinger er fritt, full innfrielse først etter ett år.',
    },
  ],
  forsinkelsesrente: [
    {
      text: 'Skal låntakeren betale en forsinkelsesrente på 6 prosent per år, og bare for beløp som er mer enn 30 dager forsinket?',
      clause:
        'Betaler låntakeren et forfalt beløp mer enn 30 dager etter forfall, betaler låntakeren en forsinkelsesrente på 6 prosent per år av det forfalte beløpet fra forfallsdagen til beløpet er betalt, og långiveren krever ikke annen forsinkelsesrente.',
      description: 'En lavere forsinkelsesrente, og først når betalingen er en måned forsinket.',
    },
  ],
  sikkerhet: [
    {
      text: 'Skal låntakeren bare stille sikkerhet hvis et forfalt beløp ikke er betalt innen 30 dager?',
      clause:
        'Lånet gis uten sikkerhet, men har låntakeren ikke betalt et forfalt beløp innen 30 dager etter forfall, stiller låntakeren på långiverens krav sikkerhet ved pant eller kausjon innen ytterligere 30 dager, og partene inngår da en egen skriftlig pant- eller kausjonsavtale.',
      description: 'Ingen sikkerhet så lenge alt betales, men en trygghet hvis det går galt.',
    },
    {
      text: 'Skal låntakeren stille sikkerhet bare for den delen av lånet som er over 50 000 kr?',
      clause:
        'Låntakeren stiller sikkerhet ved pant eller kausjon for den delen av lånet som overstiger 50 000 kr, og partene inngår en egen skriftlig pant- eller kausjonsavtale før lånet utbetales.',
      description: 'Sikkerhet for det store beløpet, tillit for resten.',
    },
  ],
  'arlig-bekreftelse': [
    {
      text: 'Skal låntakeren bekrefte restgjelden skriftlig annethvert år?',
      clause:
        'Låntakeren bekrefter restgjelden skriftlig overfor långiveren annethvert år, første gang to år etter at lånet er utbetalt.',
      description: 'Sjeldnere enn hvert år, men jevnlig.',
    },
    {
      text: 'Skal låntakeren bekrefte restgjelden skriftlig når långiveren ber om det, høyst én gang i året?',
      clause:
        'Låntakeren bekrefter restgjelden skriftlig overfor långiveren når långiveren ber om det, høyst én gang i året.',
      description: 'En bekreftelse når långiveren trenger den, uten fast plikt.',
    },
  ],
};
