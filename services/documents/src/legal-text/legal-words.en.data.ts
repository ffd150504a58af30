import type { LegalWords } from './legal-words.types';

/** The legal text's fixed words in English (legal-words.types.ts). */
export const EN_LEGAL_WORDS: LegalWords = {
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

/** At the end of the English appendix, in place of signature lines. */
export const TRANSLATION_UNSIGNED =
  'This translation is not signed: the parties sign the Norwegian text only.';
