import type { LegalWords } from './legal-words.types';

/** The legal text's fixed words in nynorsk (legal-words.types.ts). */
export const NN_LEGAL_WORDS: LegalWords = {
  locale: 'nn-NO',
  and: 'og',
  dateSentence: {
    agreement: {
      completed:
        'Partane vart samde om innhaldet i avtalen {date}. Avtalen er inngått når alle partane har signert den.',
      partial: 'Teksten viser kva partane var samde om {date}. Den er ikkje ein fullstendig avtale.',
      disagreement: 'Protokollen vart laga {date}.',
    },
    plan: {
      completed: 'Planen vart laga {date}.',
      partial: 'Planen viser kva deltakarane var samde om {date}. Den er ikkje ferdig.',
      disagreement: 'Protokollen vart laga {date}.',
    },
  },
  general: {
    term: 'Avtalen gjeld til partane skriftleg blir samde om å avslutte eller endre den, eller til den opphøyrer etter sine eigne føresegner eller etter lova. Ingen av partane kan seie den opp åleine. Det som allereie er gjort opp etter avtalen, står ved lag.',
    changes: 'Endringar i og tillegg til avtalen skal vere skriftlege og godkjende av alle partane.',
    severability:
      'Blir ei føresegn i avtalen kjend ugyldig eller sett til side, gjeld avtalen elles framleis.',
    law: 'Avtalen er underlagd norsk rett.',
    dispute:
      'Oppstår det usemje om korleis avtalen skal forståast eller gjennomførast, skal partane først prøve å løyse den gjennom forhandlingar i god tru. Fører ikkje forhandlingane fram, kan kvar av partane bringe saka inn for dei alminnelege domstolane. Ein tvist om pengar eller andre formuesverdiar skal som hovudregel først behandlast i forliksrådet (tvistelova §\u00a06-2).',
    signing: 'Avtalen blir signert av alle partane, og kvar part får eit eksemplar av den signerte avtalen.',
  },
  notices: {
    partial:
      'Dette er ein delvis avtale. Punkta under punkt {openSection} er ikkje avtalte enno og bind ingen. Signerer alle partane denne teksten, er dei bundne av resten av avtalen, òg om punkta under punkt {openSection} aldri blir avtalte.',
    partialWithoutOpenPoints:
      'Dette er ein delvis avtale. Signerer alle partane denne teksten, er dei bundne av punkta i den.',
    disagreement:
      'Partane har ikkje kome til semje. Denne protokollen viser kva partane var samde om, og kva dei ikkje vart samde om. Protokollen er ikkje ein bindande avtale om dei punkta der partane er usamde.',
    plan: 'Dette er ein plan for korleis deltakarane fordeler oppgåvene seg imellom. Den er ikkje ein juridisk bindande avtale, og deltakarane kan endre den når dei blir samde om det.',
    partialPlan: 'Deltakarane er ikkje samde om alle punkta enno. Punkta som står att, kjem til slutt.',
    disagreementPlan:
      'Deltakarane har ikkje kome til semje om heile planen. Her står kva dei var samde om, og kva dei ikkje vart samde om.',
  },
  heading: {
    agreement: 'Avtale',
    plan: 'Plan',
    partialAgreement: 'Delvis avtale',
    partialPlan: 'Ikkje ferdig plan',
    protocol: 'Protokoll',
    protocolOf: 'Protokoll – {heading}',
  },
  parties: {
    title: 'Partar',
    planTitle: 'Deltakarar',
    intro: 'Avtalen er mellom:',
    protocolIntro: 'Protokollen gjeld forhandlingane mellom:',
    planIntro: 'Planen gjeld:',
    outroOne: 'heretter kalla «parten».',
    outroMany: 'heretter kvar for seg kalla «part» og saman kalla «partane».',
  },
  born: 'fødd {date}',
  representedBy: 'representert ved verje {name} ({relation})',
  guardianRelation: { parent: 'forelder med foreldreansvar', appointed: 'oppnemnd verje' },
  guardianCaption: '{guardian}, verje for {party}',
  untitled: {
    agreement: { some: 'Andre avtalepunkt', all: 'Avtalepunkt', agreed: 'Punkt partane vart samde om' },
    plan: { some: 'Andre punkt', all: 'Punkt', agreed: 'Punkt deltakarane vart samde om' },
  },
  openPoints: {
    agreement: {
      partial: 'Punkt som ikkje er avtalte enno',
      disagreement: 'Punkt partane ikkje vart samde om',
    },
    plan: {
      partial: 'Punkt deltakarane ikkje er samde om enno',
      disagreement: 'Punkt deltakarane ikkje vart samde om',
    },
  },
  finalSections: { term: 'Varigheit og opphøyr', changes: 'Endringar', law: 'Lovval og tvistar' },
  template: { background: 'Bakgrunn', signatures: 'Underskrifter', placeAndDate: 'Stad og dato' },
  fallback: {
    yesNo: 'Partane har svart {answer} på spørsmålet «{question}?».',
    typed: 'Partane har svart «{answer}» på spørsmålet «{question}?».',
    yes: 'ja',
    no: 'nei',
  },
  review: {
    notice:
      'Til gjennomlesing: Ingen som skriv nynorsk, har lese gjennom den nynorske teksten enno. Avtalen kan ikkje signerast før det er gjort.',
    mark: 'TIL GJENNOMLESING',
  },
  appendixHeading: 'Omsetjing — den norske teksten gjeld',
};
