import type { Agreement, SignaturesView } from '@avtalt/contracts';

/**
 * «Språk i avtaleteksten» on the result page (docs/languages.md): what the card offers. A party chooses while
 * nobody has signed, among the languages the agreement has; everyone reading a nynorsk text that no nynorsk writer
 * has read yet is told why it cannot be signed.
 */
export function textLanguageCard(
  agreement: Pick<
    Agreement,
    'languages' | 'language' | 'englishAppendix' | 'participants' | 'viewer' | 'status'
  >,
  view: Pick<SignaturesView, 'status'> | undefined,
): { choosing: boolean; nynorsk: boolean; english: boolean; awaitingReview: boolean } | null {
  const languages = agreement.languages;
  if (!languages || (!languages.nn && !languages.en)) return null;
  const party =
    !agreement.viewer.anonymous && agreement.participants.some((p) => p.userId === agreement.viewer.id);
  const unsigned = agreement.status !== 'signed' && (view === undefined || view.status === 'unsigned');
  const awaitingReview = agreement.language === 'nn' && languages.nn && !languages.nynorskReviewed;
  const choosing = party && unsigned;
  if (!choosing && !awaitingReview) return null;
  return { choosing, nynorsk: languages.nn, english: languages.en, awaitingReview };
}
