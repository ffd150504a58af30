import type { LegalDocument } from '@avtalt/contracts';

/** 'd. MMMM yyyy' in Norwegian, e.g. '22. november 2026'. */
export function norwegianDate(iso: string): string {
  return new Intl.DateTimeFormat('nb-NO', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Oslo' }).format(new Date(iso));
}

/**
 * The clause for an agreed answer: the question's clause text when it has one (for a typed answer,
 * with the answer already filled in), otherwise a sentence built from the question and the answer:
 * ja/nei, or a typed answer as shown (`Partene har svart «12 000 kr» på spørsmålet «…?».`). Plain
 * text: the templates escape it.
 */
export function clauseText(item: LegalDocument['agreed'][number]): string {
  if (item.clause && item.clause.trim()) return item.clause.trim();
  const question = item.question.trim().replace(/\?+$/, '');
  const answer = typeof item.answer === 'boolean' ? (item.answer ? 'ja' : 'nei') : `«${item.answer.trim()}»`;
  return `Partene har svart ${answer} på spørsmålet «${question}?».`;
}

const HEADINGS: Record<LegalDocument['variant'], string> = {
  completed: 'Avtale',
  partial: 'Delvis avtale',
  disagreement: 'Protokoll',
};

/**
 * When the text was made, saying only what is true then: a completed agreement's content was agreed on
 * that day and it is entered into when everyone has signed (nobody has signed when the text is made).
 */
export function dateSentence(variant: LegalDocument['variant'], date: string): string {
  switch (variant) {
    case 'completed':
      return `Partene ble enige om innholdet i avtalen ${date}. Avtalen er inngått når alle partene har signert den.`;
    case 'partial':
      return `Teksten viser hva partene var enige om ${date}. Den er ikke en fullstendig avtale.`;
    case 'disagreement':
      return `Protokollen ble laget ${date}.`;
  }
}

/** The view model the Handlebars templates render (all text is escaped by the templates). */
export function viewModel(doc: LegalDocument) {
  const clauses = doc.agreed.map((item, index) => ({ number: index + 1, text: clauseText(item) }));
  return {
    heading: HEADINGS[doc.variant],
    title: doc.title,
    topic: doc.topic && doc.topic !== doc.title ? doc.topic : null,
    description: doc.description.trim(),
    date: norwegianDate(doc.date),
    dateSentence: dateSentence(doc.variant, norwegianDate(doc.date)),
    parties: doc.parties,
    clauses,
    notAgreed: doc.notAgreed,
    generalStart: clauses.length + 1,
    isPartial: doc.variant === 'partial',
    isDisagreement: doc.variant === 'disagreement',
  };
}
