import type { LegalWords } from './legal-words.types';

/** The legal text's fixed words in bokmål, word for word what the text said before it had languages (legal-words.types.ts). */
export const NB_LEGAL_WORDS: LegalWords = {
  locale: 'nb-NO',
  and: 'og',
  dateSentence: {
    agreement: {
      completed:
        'Partene ble enige om innholdet i avtalen {date}. Avtalen er inngått når alle partene har signert den.',
      partial: 'Teksten viser hva partene var enige om {date}. Den er ikke en fullstendig avtale.',
      disagreement: 'Protokollen ble laget {date}.',
    },
    plan: {
      completed: 'Planen ble laget {date}.',
      partial: 'Planen viser hva deltakerne var enige om {date}. Den er ikke ferdig.',
      disagreement: 'Protokollen ble laget {date}.',
    },
  },
  general: {
    term: 'Avtalen gjelder til partene skriftlig blir enige om å avslutte eller endre den, eller til den opphører etter sine egne bestemmelser eller etter loven. Ingen av partene kan si den opp alene. Det som allerede er oppgjort etter avtalen, står ved lag.',
    changes: 'Endringer i og tillegg til avtalen skal være skriftlige og godkjent av alle partene.',
    severability:
      'Blir en bestemmelse i avtalen kjent ugyldig eller satt til side, gjelder avtalen for øvrig fortsatt.',
    law: 'Avtalen er underlagt norsk rett.',
    dispute:
      'Oppstår det uenighet om hvordan avtalen skal forstås eller gjennomføres, skal partene først forsøke å løse den gjennom forhandlinger i god tro. Fører ikke forhandlingene fram, kan hver av partene bringe saken inn for de alminnelige domstolene. En tvist om penger eller andre formuesverdier skal som hovedregel først behandles i forliksrådet (tvisteloven §\u00a06-2).',
    signing: 'Avtalen signeres av alle partene, og hver part får et eksemplar av den signerte avtalen.',
  },
  notices: {
    partial:
      'Dette er en delvis avtale. Punktene under punkt {openSection} er ennå ikke avtalt og binder ingen. Signerer alle partene denne teksten, er de bundet av resten av avtalen, også om punktene under punkt {openSection} aldri blir avtalt.',
    partialWithoutOpenPoints:
      'Dette er en delvis avtale. Signerer alle partene denne teksten, er de bundet av punktene i den.',
    disagreement:
      'Partene har ikke kommet til enighet. Denne protokollen viser hva partene var enige om, og hva de ikke ble enige om. Protokollen er ikke en bindende avtale om de punktene der partene er uenige.',
    plan: 'Dette er en plan for hvordan deltakerne fordeler oppgavene seg imellom. Den er ikke en juridisk bindende avtale, og deltakerne kan endre den når de blir enige om det.',
    partialPlan: 'Deltakerne er ennå ikke enige om alle punktene. Punktene som gjenstår, står til slutt.',
    disagreementPlan:
      'Deltakerne har ikke kommet til enighet om hele planen. Her står hva de var enige om, og hva de ikke ble enige om.',
  },
  heading: {
    agreement: 'Avtale',
    plan: 'Plan',
    partialAgreement: 'Delvis avtale',
    partialPlan: 'Ikke ferdig plan',
    protocol: 'Protokoll',
    protocolOf: 'Protokoll – {heading}',
  },
  parties: {
    title: 'Parter',
    planTitle: 'Deltakere',
    intro: 'Avtalen er mellom:',
    protocolIntro: 'Protokollen gjelder forhandlingene mellom:',
    planIntro: 'Planen gjelder:',
    outroOne: 'heretter kalt «parten».',
    outroMany: 'heretter hver for seg kalt «part» og sammen kalt «partene».',
  },
  born: 'født {date}',
  representedBy: 'representert ved verge {name} ({relation})',
  guardianRelation: { parent: 'forelder med foreldreansvar', appointed: 'oppnevnt verge' },
  guardianCaption: '{guardian}, verge for {party}',
  untitled: {
    agreement: { some: 'Andre avtalepunkter', all: 'Avtalepunkter', agreed: 'Punkter partene ble enige om' },
    plan: { some: 'Andre punkter', all: 'Punkter', agreed: 'Punkter deltakerne ble enige om' },
  },
  openPoints: {
    agreement: {
      partial: 'Punkter som ennå ikke er avtalt',
      disagreement: 'Punkter partene ikke ble enige om',
    },
    plan: {
      partial: 'Punkter deltakerne ennå ikke er enige om',
      disagreement: 'Punkter deltakerne ikke ble enige om',
    },
  },
  finalSections: { term: 'Varighet og opphør', changes: 'Endringer', law: 'Lovvalg og tvister' },
  template: { background: 'Bakgrunn', signatures: 'Underskrifter', placeAndDate: 'Sted og dato' },
  fallback: {
    yesNo: 'Partene har svart {answer} på spørsmålet «{question}?».',
    typed: 'Partene har svart «{answer}» på spørsmålet «{question}?».',
    yes: 'ja',
    no: 'nei',
  },
  review: {
    notice:
      'Til gjennomlesing: Den nynorske teksten er ennå ikke lest av en som skriver nynorsk. Avtalen kan ikke signeres før det er gjort.',
    mark: 'TIL GJENNOMLESING',
  },
  appendixHeading: 'Oversettelse — den norske teksten gjelder',
};
