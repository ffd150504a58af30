import { AgreementLanguageMessages, type Caller, ErrorCode, type LegalLanguage } from '@avtalt/contracts';
import { DomainError } from '@avtalt/service-kit';
import { participantIdOf } from '../rounds/round-snapshot';
import type { AgreementRow, AgreementSnapshot, QuestionRow } from './agreement.rows';
import { toRoundSnapshot } from './agreement.snapshot';

/*
 * The language of the legal text (docs/languages.md): bokmål or nynorsk, and the English translation as an
 * appendix. A language is there when the topic and every question of the agreement have it: a question a party
 * wrote (a settled proposal) or an admin rewrote has only its bokmål, and then so has the text.
 */

export interface Languages {
  nn: boolean;
  en: boolean;
  /** A person who writes nynorsk has read the topic's nynorsk: only then is a nynorsk text signed. */
  nynorskReviewed: boolean;
}

type Translated = { agreement: Pick<AgreementRow, 'translations'>; questions: readonly QuestionRow[] };

export function languagesOf(s: Translated): Languages {
  const has = (language: 'nn' | 'en') =>
    Boolean(s.agreement.translations?.[language]) &&
    s.questions.length > 0 &&
    s.questions.every((q) => Boolean(q.translations?.[language]));
  return { nn: has('nn'), en: has('en'), nynorskReviewed: s.agreement.translations?.nn?.reviewed === true };
}

/** The language the legal text is composed in: the agreement's, where every question has it; else bokmål. */
export function textLanguageOf(s: Translated & { agreement: Pick<AgreementRow, 'language'> }): LegalLanguage {
  return s.agreement.language === 'nn' && languagesOf(s).nn ? 'nn' : 'nb';
}

/**
 * The language an agreement starts in: what the starter asked for where the topic has it (their interface's
 * language, sent by the web app), otherwise bokmål and no appendix — a preference, not a demand, so never refused.
 */
export function startingLanguage(
  asked: { language?: LegalLanguage; englishAppendix?: boolean },
  available: Languages,
): { language: LegalLanguage; englishAppendix: boolean } {
  return {
    language: asked.language === 'nn' && available.nn ? 'nn' : 'nb',
    englishAppendix: asked.englishAppendix === true && available.en,
  };
}

/**
 * A party chooses the language and the appendix (frozen agreements never get here: the writer refuses every
 * change after the first signature). A visitor is asked to log in; anyone not taking part is refused; a language
 * the agreement does not have is a conflict. A change clears the stored final text: it is made again in the new
 * language at the next request for it.
 */
export function setLanguage(
  s: AgreementSnapshot,
  caller: Caller,
  language: LegalLanguage,
  englishAppendix: boolean,
): AgreementSnapshot {
  if (participantIdOf(toRoundSnapshot(s), caller.id) === undefined)
    throw new DomainError(ErrorCode.NotParticipant, AgreementLanguageMessages.notParty);
  const available = languagesOf(s);
  if (language === 'nn' && !available.nn)
    throw new DomainError(ErrorCode.Conflict, AgreementLanguageMessages.nynorskUnavailable);
  if (englishAppendix && !available.en)
    throw new DomainError(ErrorCode.Conflict, AgreementLanguageMessages.englishUnavailable);
  const a = s.agreement;
  if ((a.language ?? 'nb') === language && (a.englishAppendix ?? false) === englishAppendix) return s;
  return { ...s, agreement: { ...a, language, englishAppendix, legalText: null } };
}

/**
 * The text is nynorsk that nobody who writes nynorsk has read yet («til gjennomlesing»): it is not signed. An
 * agreement in nynorsk whose text falls back to bokmål (a point only in bokmål) is not held back.
 */
export function awaitingReview(s: Translated & { agreement: Pick<AgreementRow, 'language'> }): boolean {
  return textLanguageOf(s) === 'nn' && !languagesOf(s).nynorskReviewed;
}

/** The agreement's language fields as a party reads them. */
export function languageFields(
  s: Translated & { agreement: Pick<AgreementRow, 'language' | 'englishAppendix'> },
) {
  return {
    language: s.agreement.language ?? 'nb',
    englishAppendix: s.agreement.englishAppendix ?? false,
    languages: languagesOf(s),
  };
}

/** A nynorsk text no nynorsk writer has read yet: nobody signs it until then (409, in the caller's language). */
export function reviewRefusal(state: { agreement: { awaitingReview?: boolean } }) {
  return state.agreement.awaitingReview
    ? { code: ErrorCode.TextAwaitingReview, message: AgreementLanguageMessages.awaitingReview }
    : null;
}

/**
 * The review refusal as a party's sign blocker when it is what stops them (else null): the signing dialog says why
 * and what to do (choose bokmål), and nobody is told to wait for a signature that cannot come.
 */
export function reviewBlocker(
  refusal: { message: string },
  state: { agreement: { awaitingReview?: boolean } },
  signer: boolean,
) {
  const review = signer ? reviewRefusal(state) : null;
  return review && refusal.message === review.message ? review : null;
}
