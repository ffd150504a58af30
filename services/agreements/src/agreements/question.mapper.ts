/** The caller's questions of the current round as the question flow shows them (`GET …/questions`). */
import type { AgreementQuestion, Caller, FactSuggestion, LegalLanguage } from '@avtalt/contracts';
import { questionIn, wordingsOf } from '../legal-text/question-language.rules';
import type { NegotiationRows } from '../negotiation/negotiation.rows';
import { settledByOf } from '../negotiation/settlements.rules';
import { answerOf, participantsIn, type RoundSnapshot } from '../rounds/round-snapshot';
import { answersRevealed, askedQuestionIds, roundQuestionIds } from '../rounds/round-status.rules';
import { currentParticipants } from './agreement.mapper';
import type { DraftRow, ParticipantRow, QuestionRow } from './agreement.rows';
import { type AgreementSnapshot, ruleCopy } from './agreement.snapshot';
import { answerDisplay } from './answer-text.rules';

/**
 * A question's options, format and clauses as the API shows them: options and a clause per option for
 * multiple_choice, a format and a clause template for free_text, the Ja and Nei clauses for yes_no;
 * null for what does not belong to the type. The question flow and the comparison show the clauses as
 * "Dette betyr: …" (AnswerClauses in @avtalt/contracts).
 */
export function typeFields(
  stored: QuestionRow,
  language: LegalLanguage = 'nb',
): Pick<
  AgreementQuestion,
  | 'options'
  | 'format'
  | 'clauseYes'
  | 'clauseNo'
  | 'optionClauses'
  | 'clauseTemplate'
  | 'section'
  | 'fact'
  | 'partyRoles'
  | 'wordings'
> {
  // The clauses read as the text will (bokmål or nynorsk); the options stay the bokmål values answers are stored as.
  const q = { ...questionIn(stored, language), options: stored.options, section: stored.section };
  const choice = q.type === 'multiple_choice';
  const options = choice ? (q.options ?? []) : null;
  return {
    options,
    format: q.type === 'free_text' ? (q.format ?? 'text') : null,
    clauseYes: q.type === 'yes_no' ? q.clauseYes : null,
    clauseNo: q.type === 'yes_no' ? q.clauseNo : null,
    // One entry per option, so the browser can index it by the option's position.
    optionClauses: options ? options.map((_, i) => q.optionClauses?.[i] ?? null) : null,
    clauseTemplate: q.type === 'free_text' ? q.clauseTemplate : null,
    // Where the clause goes in the document (docs/legal-document.md).
    section: q.section,
    fact: q.fact,
    partyRoles: q.type === 'free_text' && q.format === 'party' ? q.partyRoles : null,
    wordings: wordingsOf(stored),
  };
}

/**
 * A fact question the caller has not answered in this round (`yourAnswer` null) that someone else has:
 * their answer, offered to confirm with one click (docs/legal-document.md). Submitted answers only
 * (drafts are their owner's); of several, the answer of the party who joined first.
 */
function factSuggestion(
  s: AgreementSnapshot,
  round: RoundSnapshot,
  q: QuestionRow,
  me: ParticipantRow | undefined,
  yourAnswer: unknown,
): FactSuggestion | null {
  if (!q.fact || (yourAnswer !== null && yourAnswer !== undefined)) return null;
  // A blind round shows nobody's answer before everyone has answered (docs/blind-rounds-and-finishing.md).
  if (!answersRevealed(round)) return null;
  for (const p of currentParticipants(s, round)) {
    if (p.id === me?.id) continue;
    const response = answerOf(round, p.id, q.id, round.currentRound);
    if (response === undefined) continue;
    return {
      participantId: p.id,
      userName: p.userName,
      response,
      display: answerDisplay(s, round, q, p.id, round.currentRound, response),
    };
  }
  return null;
}

/**
 * The caller's questions of the current round, with the rules the browser applies while answering.
 * `yourAnswer` is the caller's draft of the round when they have drafts (`drafts`: the caller's own),
 * else their submitted answer, as stored (a party answer 'self' stays 'self'). From round 2,
 * `previousAnswers` shows what each participant of the round before answered.
 */
export function toQuestions(
  s: AgreementSnapshot,
  round: RoundSnapshot,
  caller: Caller,
  drafts: readonly DraftRow[] = [],
  negotiation?: NegotiationRows,
): AgreementQuestion[] {
  const me = s.participants.find((p) => p.userId === caller.id);
  const mine = drafts.filter((d) => d.ownerId === caller.id && d.round === round.currentRound);
  const draft = mine.length > 0 ? new Map(mine.map((d) => [d.questionId, d.response])) : undefined;
  const inRound = new Set(
    round.currentRound === 1
      ? roundQuestionIds(round)
      : askedQuestionIds(round, me?.id ?? '', round.currentRound),
  );
  const live = s.rules.filter((r) => inRound.has(r.questionId) && inRound.has(r.sourceQuestionId));
  const previous = round.currentRound - 1;
  // An amendment's round 1 holds the signed answers, not answers to what is asked now: the signed text is shown.
  const amending = !!s.agreement.reopenedQuestionIds && round.currentRound === 2;
  const previousParticipants = previous >= 1 ? participantsIn(round, previous) : [];
  const nameOf = new Map(s.participants.map((p) => [p.id, p.userName]));
  return s.questions
    .filter((q) => inRound.has(q.id))
    .map((q) => {
      const yourAnswer =
        (draft ? draft.get(q.id) : me && answerOf(round, me.id, q.id, round.currentRound)) ?? null;
      return {
        id: q.id,
        text: q.text,
        type: q.type,
        ...typeFields(q, s.agreement.language),
        order: q.order,
        description: q.description,
        required: q.required,
        rules: live.filter((r) => r.questionId === q.id).map(ruleCopy),
        yourAnswer,
        suggestion: factSuggestion(s, round, q, me, yourAnswer),
        // The value checks: the browser runs them as the person types (absent: none).
        ...(q.checks && q.checks.length > 0 ? { checks: [...q.checks] } : {}),
        // The proposal all accepted that this question comes from (what the caller's draft was filled with).
        ...(negotiation ? { settledBy: settledByOf(s, negotiation, q.id, round.currentRound) } : {}),
        ...(amending ? { signedBefore: s.agreement.clausesBefore?.[q.id] ?? null } : {}),
        previousAnswers: (amending ? [] : previousParticipants).map((p) => {
          const response = answerOf(round, p.id, q.id, previous) ?? null;
          return {
            participantId: p.id,
            userName: nameOf.get(p.id) ?? '',
            isYou: p.userId === caller.id,
            response,
            display: answerDisplay(s, round, q, p.id, previous, response),
          };
        }),
      };
    });
}
