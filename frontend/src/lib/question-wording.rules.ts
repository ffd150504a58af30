import type { AgreementQuestion, Comparison, Language, QuestionWordings } from '@avtalt/contracts';
import { formatAnswer } from '@avtalt/logic';

/** What a question shows its reader: its text, help, section and options (`wordings` of the API). */
interface Worded extends Pick<AgreementQuestion, 'type' | 'format'> {
  text: string;
  description?: string | null;
  section?: string | null;
  options?: readonly string[] | null;
  wordings?: QuestionWordings | null;
}

/** A question as its reader reads it: the fields that are read, in `language` where the question has them. */
export interface QuestionWording {
  text: string;
  description: string | null;
  section: string | null;
  /** The label of a stored (bokmål) option in `language`: the translation at the option's index, or the option. */
  optionLabel: (option: string) => string;
  /**
   * An answer as the reader reads it: an option by its label, a number, amount, percentage or date written as
   * the language writes it (English: `NOK 12,000`, `1 March 2027`), anything else (a party's name) as the
   * server wrote it (`display`).
   */
  answerText: (response: unknown, display: string) => string;
  /** A proposal option in the reader's language: a curated compromise (`library:<n>`) by its translation, else as is. */
  compromise: <O extends CompromiseOption>(option: O) => O;
}

interface CompromiseOption {
  id: string;
  text: string;
  clause: string | null;
  description: string | null;
}

const WRITTEN_PER_LANGUAGE = new Set(['number', 'amount', 'percent', 'date']);

/**
 * A question in the reader's language (docs/languages.md): a catalogue topic's questions come in nynorsk and
 * English; a question without a translation, and every question for a bokmål reader, reads as stored. The
 * answers stay the bokmål options, so only what is shown changes.
 */
export function questionWording(q: Worded, language: Language): QuestionWording {
  const w = language === 'nb' ? undefined : q.wordings?.[language];
  const options = q.options ?? [];
  const labels = w?.options && w.options.length === options.length ? w.options : null;
  const optionLabel = (option: string): string => {
    const i = labels ? options.indexOf(option) : -1;
    return i >= 0 && labels ? labels[i]! : option;
  };
  return {
    text: w?.text || q.text,
    description: w ? (w.description ?? q.description ?? null) : (q.description ?? null),
    section: w?.section ?? q.section ?? null,
    optionLabel,
    compromise: (option) => {
      const m = option.id.startsWith('library:') ? w?.middleGround?.[Number(option.id.slice(8))] : undefined;
      return m ? { ...option, text: m.text, clause: m.clause, description: m.description ?? null } : option;
    },
    answerText: (response, display) => {
      if (typeof response === 'boolean') return formatAnswer(q, response, { language });
      if (typeof response === 'string' && display === response && q.type === 'multiple_choice')
        return optionLabel(response);
      if (
        language !== 'en' ||
        q.type !== 'free_text' ||
        !WRITTEN_PER_LANGUAGE.has(q.format ?? '') ||
        display === ''
      )
        return display;
      return formatAnswer(q, response, { language }) || display;
    },
  };
}

/**
 * What the value checks of an agreement's questions say, in `language`: a check's message is translated where a
 * question's wording pairs it with its translation (a check may be reported at another question than its own, so
 * all the questions' pairs are looked in); a message without one reads as the server or the catalogue wrote it.
 */
export function checkMessagesIn(
  questions: readonly Pick<Worded, 'wordings'>[],
  language: Language,
): (message: string) => string {
  if (language === 'nb') return (message) => message;
  const translations = new Map<string, string>();
  for (const q of questions)
    for (const pair of q.wordings?.[language]?.checkMessages ?? [])
      translations.set(pair.message, pair.translation);
  return (message) => translations.get(message) ?? message;
}

type ComparisonRow = Comparison['questionAnswers'][number];
type Negotiation = NonNullable<ComparisonRow['negotiation']>;
type Offered = Negotiation['proposals'][number];

/**
 * A point's proposals in the reader's language, those offered and the one put forward alike: a curated compromise
 * by its translation, a midpoint or a party's answer as the question with the value in the language (while its
 * text is the bokmål question with the value, as the server writes it). A model's draft has only its bokmål.
 */
function negotiationInLanguage(row: ComparisonRow, wording: QuestionWording): Negotiation {
  const negotiation = row.negotiation!;
  const worded = <O extends Omit<Offered, 'id'>>(option: O, id: string): O => {
    if (option.source === 'library') return { ...option, ...pick(wording.compromise({ ...option, id })) };
    if ((option.source === 'midpoint' || option.source === 'answer') && option.display !== null)
      return option.text === `${row.questionText} ${option.display}`
        ? { ...option, text: `${wording.text} ${wording.answerText(option.value, option.display)}` }
        : option;
    return option;
  };
  const proposal = negotiation.proposal;
  return {
    ...negotiation,
    proposals: negotiation.proposals.map((option) => worded(option, option.id)),
    proposal: proposal ? worded(proposal, proposal.optionId) : null,
  };
}

/** What a compromise's translation changes of an option. */
const pick = (o: { text: string; clause: string | null; description: string | null }) => ({
  text: o.text,
  clause: o.clause,
  description: o.description,
});

/**
 * The comparison in the reader's language: each point's question and option answers as {@link questionWording}
 * words them, and the point a proposal holds the next round back on. The stored answers and everything that
 * decides (statuses, clauses by the option's index) stay as they came; the same object when nothing changes.
 */
export function comparisonInLanguage(comparison: Comparison, language: Language): Comparison {
  if (language === 'nb' || !comparison.questionAnswers.some((row) => row.wordings?.[language]))
    return comparison;
  const texts = new Map<string, string>();
  const questionAnswers = comparison.questionAnswers.map((row): ComparisonRow => {
    const wording = questionWording({ ...row, text: row.questionText }, language);
    texts.set(row.questionId, wording.text);
    return {
      ...row,
      questionText: wording.text,
      section: wording.section,
      answers: row.answers.map((a) => ({
        ...a,
        display: wording.answerText(a.response, a.display),
      })),
      ...(row.negotiation ? { negotiation: negotiationInLanguage(row, wording) } : {}),
    };
  });
  const blocker = comparison.nextRoundBlocker;
  return {
    ...comparison,
    questionAnswers,
    nextRoundBlocker:
      blocker?.reason === 'proposal'
        ? { ...blocker, questionText: texts.get(blocker.questionId) ?? blocker.questionText }
        : blocker,
  };
}
