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
