/**
 * What the accepted proposals of a closed round do to the next one (docs/negotiation.md): replacement
 * questions and the logic rules they live under, the drafts filled in, and which proposal settled a question.
 */
import type { QuestionTranslations, SettledBy } from '@avtalt/contracts';
import type { AnswerValue } from '@avtalt/logic';
import type { AgreementSnapshot, DraftRow, QuestionRow, RuleRow } from '../agreements/agreement.rows';
import { participantsIn } from '../rounds/round-snapshot';
import type { NegotiationRows, ProposalRow } from './negotiation.rows';
import type { NegotiationView } from './negotiation.rules';

/**
 * What the accepted proposals of the closed round do when the next round starts: a library or model
 * proposal puts a new Ja/Nei question (new id, same place) in the disputed question's place from the new
 * round; a midpoint, answer or limits proposal keeps the question. Either way every participant of the new round
 * gets a draft answer filled in with what they accepted (Ja, or the value), to confirm by submitting.
 */
export function settlementsOf(
  v: NegotiationView,
  closedRound: number,
  newId: () => string,
): { questions: QuestionRow[]; drafts: DraftRow[]; rules: RuleRow[] } {
  const questions: QuestionRow[] = [];
  const drafts: DraftRow[] = [];
  const rules: RuleRow[] = [];
  const nextRound = closedRound + 1;
  const taking = new Set(participantsIn(v.round, nextRound).map((p) => p.id));
  const people = v.rows.participants.filter((p) => taking.has(p.id));
  for (const p of v.negotiation.proposals.filter((x) => x.round === closedRound && x.status === 'accepted')) {
    const original = v.rows.questions.find((q) => q.id === p.questionId);
    if (!original) continue;
    let questionId = original.id;
    let response: AnswerValue;
    if (p.source === 'library' || p.source === 'model') {
      questionId = newId();
      questions.push({
        id: questionId,
        text: p.text,
        type: 'yes_no',
        options: null,
        order: original.order,
        description: p.description,
        required: original.required,
        clauseYes: p.clause,
        clauseNo: null,
        format: null,
        optionClauses: null,
        clauseTemplate: null,
        section: original.section,
        fact: false,
        partyRoles: null,
        middleGround: null,
        checks: null,
        translations: p.source === 'library' ? libraryTranslations(original, p) : null,
        replacesQuestionId: original.id,
        fromRound: nextRound,
        settledByProposalId: p.id,
      });
      rules.push(...rulesForReplacement(v.rows.rules, original.id, questionId, newId));
      response = true;
    } else {
      if (p.value === null) continue;
      response = p.value;
    }
    for (const person of people)
      drafts.push({ ownerId: person.userId, questionId, round: nextRound, response });
  }
  return { questions, drafts, rules };
}

/**
 * The nynorsk and English of a settled curated compromise, from the disputed question's translations of its
 * compromises (docs/languages.md): the same alternative, found by its place and still the bokmål it was made from.
 * A model's draft has none, so the text falls back to bokmål.
 */
function libraryTranslations(original: QuestionRow, p: ProposalRow): QuestionTranslations | null {
  const index = Number(p.optionId.split(':')[1]);
  if (original.middleGround?.[index]?.text !== p.text) return null;
  const out: QuestionTranslations = {};
  for (const language of ['nn', 'en'] as const) {
    const own = original.translations?.[language];
    // One for each compromise, or they are not the ones this question has.
    const m =
      own?.middleGround?.length === original.middleGround.length ? own.middleGround[index] : undefined;
    if (own && m)
      out[language] = {
        text: m.text,
        description: m.description ?? null,
        section: own.section ?? null,
        clauseYes: m.clause,
        clauseNo: null,
      };
  }
  return out.nn || out.en ? out : null;
}

/**
 * The logic rules a replacement question lives under: each rule that governs
 * the original (shown, hidden, jumps or ends when leaving it) governs the replacement alike, and each jump
 * to the original also jumps to the replacement (at the same place: the walk lands on whichever of the two
 * comes first and goes on through the other). So the replacement is asked exactly when the original would
 * be, and its clause is in the text only then. Rules comparing the original's answer stay on it (the
 * answers given to it; model drafts are refused for such questions).
 */
export function rulesForReplacement(
  rules: readonly RuleRow[],
  originalId: string,
  replacementId: string,
  newId: () => string,
): RuleRow[] {
  return rules.flatMap((r) => {
    const copies: RuleRow[] = [];
    if (r.questionId === originalId) copies.push({ ...r, id: newId(), questionId: replacementId });
    if (r.targetQuestionId === originalId && r.questionId !== originalId)
      copies.push({ ...r, id: newId(), targetQuestionId: replacementId });
    return copies;
  });
}

/**
 * The proposal all accepted that a question of `round` comes from: the question that replaced a
 * disputed one (from its round on), or a question kept with a midpoint, an answer or the limits' settlement
 * accepted the round before.
 */
export function settledByOf(
  s: AgreementSnapshot,
  negotiation: NegotiationRows,
  questionId: string,
  round: number,
): SettledBy | null {
  const q = s.questions.find((x) => x.id === questionId);
  if (!q) return null;
  const proposal = q.settledByProposalId
    ? negotiation.proposals.find((p) => p.id === q.settledByProposalId)
    : negotiation.proposals.find(
        (p) =>
          p.questionId === questionId &&
          p.round === round - 1 &&
          p.status === 'accepted' &&
          (p.source === 'midpoint' || p.source === 'answer' || p.source === 'limits'),
      );
  if (!proposal) return null;
  const replaced = q.replacesQuestionId ? s.questions.find((x) => x.id === q.replacesQuestionId) : undefined;
  return {
    proposalId: proposal.id,
    source: proposal.source,
    round: proposal.round,
    text: proposal.text,
    display: proposal.display,
    replacesQuestionId: replaced?.id ?? null,
    replacesText: replaced?.text ?? null,
  };
}
