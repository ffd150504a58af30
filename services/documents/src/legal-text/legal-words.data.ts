import type { Language } from '@avtalt/contracts';

/**
 * The fixed words of the legal text in bokmål, nynorsk and English (docs/legal-document.md, docs/languages.md).
 * Bokmål is word for word what the text said before it had languages. The general clauses say the same in every
 * language: the same duties, the same statutes and sections. A `{name}` is filled in by legal-text.rules.ts
 * (plain text: the templates escape it). Clauses that speak of several parties use the plural forms
 * `partyWording` turns into the singular for two parties ('alle partene', 'alle partane', 'all the parties').
 */
export interface LegalWords {
  /** The `Intl` locale of dates. */
  locale: string;
  /** The last joint of a list: 'a, b og c'. */
  and: string;
  /** `{date}`: the text's date. */
  dateSentence: {
    agreement: Record<'completed' | 'partial' | 'disagreement', string>;
    plan: Record<'completed' | 'partial' | 'disagreement', string>;
  };
  /** The general clauses (the topic's own term and dispute clauses replace theirs). For any number of parties. */
  general: Record<'term' | 'changes' | 'severability' | 'law' | 'dispute' | 'signing', string>;
  /** The notices at the top of a partial agreement, a protocol and a plan. `{openSection}`: the section number. */
  notices: Record<
    'partial' | 'partialWithoutOpenPoints' | 'disagreement' | 'plan' | 'partialPlan' | 'disagreementPlan',
    string
  >;
  /** `{heading}`: the topic's own heading. */
  heading: Record<
    'agreement' | 'plan' | 'partialAgreement' | 'partialPlan' | 'protocol' | 'protocolOf',
    string
  >;
  parties: Record<
    'title' | 'planTitle' | 'intro' | 'protocolIntro' | 'planIntro' | 'outroOne' | 'outroMany',
    string
  >;
  /** `{date}`: a date of birth. */
  born: string;
  /** `{name}`: the guardian with their date of birth; `{relation}`: one of `guardianRelation`. */
  representedBy: string;
  /** How a guardian is the party's guardian (vergemålsloven §§ 16–17). */
  guardianRelation: Record<'parent' | 'appointed', string>;
  /** Under the guardian's signature line. `{guardian}`, `{party}`: names. */
  guardianCaption: string;
  /** The section of points without a subject: among other sections, alone, alone in a protocol. */
  untitled: {
    agreement: Record<'some' | 'all' | 'agreed', string>;
    plan: Record<'some' | 'all' | 'agreed', string>;
  };
  /** The section of the points not agreed. */
  openPoints: {
    agreement: Record<'partial' | 'disagreement', string>;
    plan: Record<'partial' | 'disagreement', string>;
  };
  /** The titles of the final sections. */
  finalSections: Record<'term' | 'changes' | 'law', string>;
  /** Words the templates print as they are. */
  template: Record<'background' | 'signatures' | 'placeAndDate', string>;
  /**
   * The clause of an agreed point whose question has no clause. `{answer}`: `yes`/`no`, or the typed answer;
   * `{question}`: the question without its question mark.
   */
  fallback: Record<'yesNo' | 'typed' | 'yes' | 'no', string>;
  /** A nynorsk text no nynorsk writer has read yet: the notice at the top and the mark on every page. */
  review: Record<'notice' | 'mark', string>;
  /** The heading of the English appendix, in this language. */
  appendixHeading: string;
}

const NB: LegalWords = {
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

const NN: LegalWords = {
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

const EN: LegalWords = {
  locale: 'en-GB',
  and: 'and',
  dateSentence: {
    agreement: {
      completed:
        'The parties agreed on the content of the agreement on {date}. The agreement is entered into when all the parties have signed it.',
      partial: 'The text shows what the parties had agreed as at {date}. It is not a complete agreement.',
      disagreement: 'The record was made on {date}.',
    },
    plan: {
      completed: 'The plan was made on {date}.',
      partial: 'The plan shows what the participants had agreed as at {date}. It is not finished.',
      disagreement: 'The record was made on {date}.',
    },
  },
  general: {
    term: 'The agreement remains in force until the parties agree in writing to end or amend it, or until it terminates under its own provisions or by law. No party may terminate it unilaterally. Anything already settled under the agreement shall stand.',
    changes:
      'Amendments and additions to the agreement shall be made in writing and approved by all the parties.',
    severability:
      'If a provision of the agreement is held to be invalid or is set aside, the rest of the agreement shall continue to apply.',
    law: 'The agreement is governed by Norwegian law.',
    dispute:
      'If a disagreement arises as to how the agreement is to be understood or performed, the parties shall first seek to resolve it through negotiations in good faith. If the negotiations do not succeed, each of the parties may bring the matter before the ordinary courts. A dispute concerning money or other assets shall as a rule first be heard by the conciliation board (forliksrådet); see the Dispute Act (tvisteloven) §\u00a06-2.',
    signing:
      'The agreement is signed by all the parties, and each party receives a copy of the signed agreement.',
  },
  notices: {
    partial:
      'This is a partial agreement. The points under section {openSection} have not yet been agreed and bind no one. If all the parties sign this text, they are bound by the rest of the agreement, even if the points under section {openSection} are never agreed.',
    partialWithoutOpenPoints:
      'This is a partial agreement. If all the parties sign this text, they are bound by the points in it.',
    disagreement:
      'The parties have not reached agreement. This record shows what the parties agreed on and what they did not agree on. The record is not a binding agreement on the points on which the parties disagree.',
    plan: 'This is a plan for how the participants share the tasks between them. It is not a legally binding agreement, and the participants may change it when they agree to do so.',
    partialPlan:
      'The participants do not yet agree on all the points. The points that remain are listed at the end.',
    disagreementPlan:
      'The participants have not reached agreement on the whole plan. It sets out what they agreed on and what they did not agree on.',
  },
  heading: {
    agreement: 'Agreement',
    plan: 'Plan',
    partialAgreement: 'Partial agreement',
    partialPlan: 'Unfinished plan',
    protocol: 'Record',
    protocolOf: 'Record – {heading}',
  },
  parties: {
    title: 'Parties',
    planTitle: 'Participants',
    intro: 'The agreement is made between:',
    protocolIntro: 'The record concerns the negotiations between:',
    planIntro: 'The plan concerns:',
    outroOne: 'hereinafter referred to as ‘the party’.',
    outroMany: 'hereinafter each referred to as a ‘party’ and together as the ‘parties’.',
  },
  born: 'born {date}',
  representedBy: 'represented by their guardian {name} ({relation})',
  guardianRelation: { parent: 'a parent with parental responsibility', appointed: 'an appointed guardian' },
  guardianCaption: '{guardian}, guardian of {party}',
  untitled: {
    agreement: { some: 'Other terms', all: 'Terms', agreed: 'Points the parties agreed on' },
    plan: { some: 'Other points', all: 'Points', agreed: 'Points the participants agreed on' },
  },
  openPoints: {
    agreement: { partial: 'Points not yet agreed', disagreement: 'Points the parties did not agree on' },
    plan: {
      partial: 'Points the participants do not yet agree on',
      disagreement: 'Points the participants did not agree on',
    },
  },
  finalSections: { term: 'Term and termination', changes: 'Amendments', law: 'Governing law and disputes' },
  template: { background: 'Background', signatures: 'Signatures', placeAndDate: 'Place and date' },
  fallback: {
    yesNo: 'The parties answered {answer} to the question ‘{question}?’.',
    typed: 'The parties answered ‘{answer}’ to the question ‘{question}?’.',
    yes: 'yes',
    no: 'no',
  },
  review: {
    notice:
      'For review: nobody who writes Nynorsk has yet read the Nynorsk text. The agreement cannot be signed until that has been done.',
    mark: 'FOR REVIEW',
  },
  appendixHeading: 'Translation — the Norwegian text prevails',
};

export const LEGAL_WORDS: Record<Language, LegalWords> = { nb: NB, nn: NN, en: EN };

/** At the end of the English appendix, in place of signature lines. */
export const TRANSLATION_UNSIGNED =
  'This translation is not signed: the parties sign the Norwegian text only.';
