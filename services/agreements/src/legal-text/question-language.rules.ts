import { otherPartyNamed } from '@avtalt/logic';
import type { Language, QuestionWording, QuestionWordings } from '@avtalt/contracts';
import type { AgreementRow, QuestionRow } from '../agreements/agreement.rows';

/**
 * A question as the text in `language` says it (docs/languages.md): the translation the agreement was started
 * with, field by field, or the bokmål where there is none. The type, the format and the options' order stay the
 * bokmål's: an answer is stored as the bokmål option, and shown as the option at its index.
 */
export function questionIn(q: QuestionRow, language: Language): QuestionRow {
  const t = language === 'nb' ? undefined : q.translations?.[language];
  if (!t) return q;
  return {
    ...q,
    text: t.text,
    description: t.description ?? q.description,
    section: t.section ?? q.section,
    clauseYes: t.clauseYes ?? q.clauseYes,
    clauseNo: t.clauseNo ?? q.clauseNo,
    clauseTemplate: t.clauseTemplate ?? q.clauseTemplate,
    options: t.options ?? q.options,
    optionClauses: t.optionClauses ?? q.optionClauses,
    partyRoles: t.partyRoles ?? q.partyRoles,
  };
}

/**
 * The question for readers of nynorsk and English (`wordings` of the question flow and the comparison): what they
 * read, from the translations the agreement was started with; null when it has none.
 */
export function wordingsOf(q: Pick<QuestionRow, 'translations'>): QuestionWordings | null {
  const wording = (language: 'nn' | 'en'): QuestionWording | undefined => {
    const t = q.translations?.[language];
    return (
      t && {
        text: t.text,
        description: t.description,
        section: t.section,
        options: t.options,
        middleGround: t.middleGround,
        checkMessages: t.checkMessages,
      }
    );
  };
  const nn = wording('nn');
  const en = wording('en');
  return nn || en ? { ...(nn && { nn }), ...(en && { en }) } : null;
}

/** The topic's title and document clauses in `language` (bokmål: as stored). */
export function documentIn(
  a: Pick<AgreementRow, 'document' | 'topicTitle' | 'translations'>,
  language: Language,
): { topicTitle: string | null; document: AgreementRow['document'] } {
  const t = language === 'nb' ? undefined : a.translations?.[language];
  if (!t) return { topicTitle: a.topicTitle, document: a.document };
  return {
    topicTitle: a.topicTitle === null ? null : t.title,
    document: a.document && {
      ...a.document,
      heading: a.document.heading ? (t.heading ?? a.document.heading) : a.document.heading,
      termClause: a.document.termClause ? (t.termClause ?? a.document.termClause) : a.document.termClause,
      disputeClause: a.document.disputeClause
        ? (t.disputeClause ?? a.document.disputeClause)
        : a.document.disputeClause,
    },
  };
}

const OTHER_PARTY_EN = /(?<![\p{L}\p{N}])(the other party's|the other party)(?![\p{L}\p{N}])/giu;

/**
 * A two-party clause naming one party with 'the other party' (bokmål and nynorsk: 'den andre parten') replaced by
 * the other party's name, as {@link otherPartyNamed} does for the Norwegian texts.
 */
export function otherPartyNamedIn(text: string, otherName: string, language: Language): string {
  if (language !== 'en') return otherPartyNamed(text, otherName);
  const name = otherName.trim();
  if (name === '') return text;
  return text.replace(OTHER_PARTY_EN, (match) => (match.toLowerCase().endsWith("'s") ? `${name}'s` : name));
}
