import type { Agreement, AgreementQuestion, Comparison, FactSuggestion } from '@avtalt/contracts';
import {
  answersForLogic,
  answersOnPath,
  comparisonKey,
  computePath,
  evaluateCondition,
  formatOf,
  isAnswered,
  PARTY_OTHER,
  PARTY_SELF,
  type AnswerValue,
  type LogicQuestion,
  type LogicRule,
  sortQuestions,
  validateRules,
  type ValueFormat,
} from '@avtalt/logic';
import { questionsTexts, type QuestionsT } from './texts';

/*
 * The texts these rules word are the `questions` namespace's (texts/): each rule that words one takes the
 * caller's `t` last, and without it words it in the language in use.
 */

/** Spec §9: at most ten dots, and the login prompt from 75 % of the questions. */
export const MAX_DOTS = 10;
export const LOGIN_PROMPT_AT = 0.75;

export type Dot = 'done' | 'current' | 'todo';
/**
 * The answers of the flow by question id, each in its canonical form (docs/typed-answers.md): a boolean,
 * the option, or the value parseAnswer read (a number, `YYYY-MM-DD`, a participant id, self or other).
 */
export type FlowAnswers = Record<string, AnswerValue>;

/** The agreement's questions as the logic engine reads them (with options and format for typed rules). */
export function toLogicQuestions(questions: readonly AgreementQuestion[]): LogicQuestion[] {
  return questions.map((q) => ({
    id: q.id,
    type: q.type,
    order: q.order,
    required: q.required,
    options: q.options ?? null,
    format: q.format ?? null,
  }));
}

/** The rules of every question in one list (a rule is listed once even if two questions carry it). */
export function toLogicRules(questions: readonly AgreementQuestion[]): LogicRule[] {
  const byId = new Map<string, LogicRule>();
  for (const question of questions) {
    for (const rule of question.rules ?? []) if (!byId.has(rule.id)) byId.set(rule.id, { ...rule });
  }
  return [...byId.values()];
}

/**
 * The participant ids that are "the one answering" for party rules: the caller's own participant id
 * once they have joined (a party answer equal to it, or `self`, counts as `self`).
 */
export function selfIdsOf(agreement: Pick<Agreement, 'participants'> | null | undefined): string[] {
  const you = agreement?.participants.find((p) => p.isYou);
  return you ? [you.id] : [];
}

/**
 * The answers as the logic rules compare them (answersForLogic: numbers by value, dates by day, parties
 * as self/other), so the browser computes the same path as the server.
 */
export function logicAnswers(
  questions: readonly LogicQuestion[],
  answers: FlowAnswers,
  selfIds: readonly string[],
): Record<string, unknown> {
  return answersForLogic(questions, answers, selfIds);
}

/** The caller's saved answers of this round, to start from. */
export function prefilledAnswers(questions: readonly AgreementQuestion[]): FlowAnswers {
  const answers: FlowAnswers = {};
  for (const q of questions)
    if (q.yourAnswer !== null && q.yourAnswer !== undefined) answers[q.id] = q.yourAnswer;
  return answers;
}

/** Where the flow opens: the first unanswered question on the path, else the first question. */
export function startQuestion(
  questions: LogicQuestion[],
  rules: LogicRule[],
  answers: FlowAnswers,
  selfIds: readonly string[] = [],
): string | null {
  const { path, firstUnanswered } = computePath(questions, rules, logicAnswers(questions, answers, selfIds));
  return firstUnanswered ?? path[0] ?? null;
}

/** What the final submit sends: the answers (as given) to the questions on the path the answers lead to. */
export function submittableAnswers(
  questions: LogicQuestion[],
  rules: LogicRule[],
  answers: FlowAnswers,
  selfIds: readonly string[] = [],
): FlowAnswers {
  const onPath = answersOnPath(questions, rules, logicAnswers(questions, answers, selfIds));
  const result: FlowAnswers = {};
  for (const id of Object.keys(onPath)) {
    const value = answers[id];
    if (value !== undefined && value !== null) result[id] = value;
  }
  return result;
}

/** The answers without one question's (skipping a question leaves it unanswered). */
export function withoutAnswer(answers: FlowAnswers, questionId: string): FlowAnswers {
  const rest = { ...answers };
  delete rest[questionId];
  return rest;
}

/** The progress bar: question X of N as a percentage (0 when there are no questions). */
export function progressPercent(position: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round(((position + 1) / total) * 100)));
}

/**
 * The progress dots: one per question up to ten; with more questions each dot stands for an equal share
 * of them, and the dot holding the current question is `current`.
 */
export function progressDots(position: number, total: number, max = MAX_DOTS): Dot[] {
  if (total <= 0) return [];
  const count = Math.min(total, max);
  const clamped = Math.min(Math.max(position, 0), total - 1);
  const current = Math.min(count - 1, Math.floor((clamped * count) / total));
  return Array.from({ length: count }, (_, i) => (i < current ? 'done' : i === current ? 'current' : 'todo'));
}

/**
 * 'Spørsmål X av N' (issue 16, review D8: the total changed under the user, and 'Spørsmål 13 av 13' was
 * not the last question). `number` is the current question's place on the route the answers so far lead
 * to, `total` the questions on that route (unanswered later questions count unless known answers hide
 * them), and `moreMayFollow` says that an answer not given yet can still show a question that is not
 * counted (a `show` rule whose source is the current question or a later unanswered one).
 */
export interface QuestionCounter {
  number: number;
  total: number;
  moreMayFollow: boolean;
}

/**
 * Counts the route for the question counter; `answers` as the logic rules read them ({@link logicAnswers}).
 * A question before the current one is never shown by a later answer (a rule's source comes before its
 * question), nor is one after an `end_form` that an earlier answer fired.
 */
export function questionCounter(
  questions: readonly LogicQuestion[],
  rules: readonly LogicRule[],
  answers: Record<string, unknown>,
  currentId: string | null,
): QuestionCounter {
  const { path, endedBy } = computePath(questions, rules, answers);
  const index = currentId ? path.indexOf(currentId) : 0;
  const number = Math.max(0, index) + 1;
  const sorted = sortQuestions(questions);
  const position = new Map(sorted.map((q, i) => [q.id, i]));
  const byId = new Map(sorted.map((q) => [q.id, q]));
  const here = currentId ? (position.get(currentId) ?? 0) : 0;
  const invalid = new Set(validateRules(questions, rules).map((issue) => issue.ruleId));
  const valid = rules.filter((r) => !invalid.has(r.id));
  const onPath = new Set(path);
  const known = (id: string) => {
    const source = byId.get(id);
    return (
      source !== undefined &&
      onPath.has(id) &&
      isAnswered(source.type, answers[id]) &&
      (position.get(id) ?? 0) < here
    );
  };
  const matches = (rule: LogicRule) => {
    const source = byId.get(rule.sourceQuestionId)!;
    return evaluateCondition(
      rule.operator,
      source.type,
      answers[rule.sourceQuestionId],
      rule.value,
      source.format,
    );
  };
  // An earlier answer ended the form: nothing after the end can be shown by what comes later.
  const endedEarlier =
    endedBy !== null &&
    valid.some(
      (r) => r.action === 'end_form' && r.questionId === endedBy && known(r.sourceQuestionId) && matches(r),
    );
  const endedAt = endedEarlier ? (position.get(endedBy) ?? Infinity) : Infinity;
  const moreMayFollow = sorted.some((q) => {
    const at = position.get(q.id)!;
    if (onPath.has(q.id) || at <= here || at > endedAt) return false;
    const governing = valid.filter((r) => r.questionId === q.id);
    if (governing.some((r) => r.action === 'hide' && known(r.sourceQuestionId) && matches(r))) return false;
    return governing.some((r) => r.action === 'show' && !known(r.sourceQuestionId));
  });
  return { number, total: path.length, moreMayFollow };
}

/**
 * The counter's text: 'Spørsmål 5 av 12', 'Spørsmål 5 av 12 – flere kan komme', and never 'X av X' while
 * more can follow ('Spørsmål 12 – flere kan komme').
 */
export function counterText(
  { number, total, moreMayFollow }: QuestionCounter,
  t: QuestionsT = questionsTexts(),
): string {
  if (!moreMayFollow) return t('flow.counter', { number, total });
  if (number >= total) return t('flow.counterMore', { number });
  return t('flow.counterOfMore', { number, total });
}

/** Spec §2: the login prompt shows to a logged-out respondent who has reached 75 % of the questions. */
export function shouldPromptLogin(position: number, total: number, loggedIn: boolean): boolean {
  if (loggedIn || total <= 0) return false;
  return (position + 1) / total >= LOGIN_PROMPT_AT;
}

type CountedQuestion = Pick<AgreementQuestion, 'id' | 'type' | 'options' | 'format'>;

/**
 * The red badges on the answer buttons: how many have given each of `choices` to the question, from the
 * comparison. Answers are matched as the comparison matches them (comparisonKey: an option in other
 * case or spacing is the same option).
 */
export function choiceCounts(
  comparison: Comparison | null | undefined,
  question: CountedQuestion,
  choices: readonly AnswerValue[],
): number[] {
  const row = comparison?.questionAnswers.find((qa) => qa.questionId === question.id);
  const keys = choices.map((choice) => comparisonKey(question, choice));
  const counts = choices.map(() => 0);
  for (const answer of row?.answers ?? []) {
    const key = comparisonKey(question, answer.response);
    if (key === undefined) continue;
    const index = keys.indexOf(key);
    if (index >= 0) counts[index] += 1;
  }
  return counts;
}

/**
 * The text of a count badge (issue 16, review D11): only a count above zero is shown — a red '0' on every
 * button alarmed people — so the badge is empty (and hidden) otherwise.
 */
export function badgeCount(count: number): number | undefined {
  return count > 0 ? count : undefined;
}

/** The red badges on Ja and Nei: how many have answered each, from the comparison. */
export function answerCounts(
  comparison: Comparison | null | undefined,
  questionId: string,
): { yes: number; no: number } {
  const [yes, no] = choiceCounts(
    comparison,
    { id: questionId, type: 'yes_no', options: null, format: null },
    [true, false],
  );
  return { yes, no };
}

/** One choice of a party question: the value it saves and the name it shows. */
export interface PartyChoice {
  value: string;
  label: string;
}

function nameOf(participant: { userName: string; isAnonymous: boolean }, t: QuestionsT): string {
  const name = participant.userName?.trim();
  if (name) return name;
  return participant.isAnonymous ? t('parties.anonymous') : t('parties.unnamed');
}

/**
 * The parties a party question offers (docs/typed-answers.md): the caller first ('Meg selv (Navn)' with
 * their participant id, or 'Meg selv' = self before they have joined), then the other participants by
 * name, and 'Den andre parten' (other) while nobody else has joined.
 */
export function partyChoices(
  agreement: Pick<Agreement, 'participants'> | null | undefined,
  t: QuestionsT = questionsTexts(),
): PartyChoice[] {
  const participants = agreement?.participants ?? [];
  const you = participants.find((p) => p.isYou);
  const others = participants.filter((p) => !p.isYou);
  const choices: PartyChoice[] = [];
  if (you) {
    const name = you.userName?.trim();
    choices.push({ value: you.id, label: name ? t('parties.meNamed', { name }) : t('parties.me') });
  } else {
    choices.push({ value: PARTY_SELF, label: t('parties.me') });
  }
  for (const p of others) choices.push({ value: p.id, label: nameOf(p, t) });
  if (others.length === 0) choices.push({ value: PARTY_OTHER, label: t('parties.other') });
  return choices;
}

/**
 * Which party choice a saved answer selects: `self` saved before joining is the caller's own id once
 * they have joined (and their id is `self` while they have not).
 */
export function selectedParty(
  value: AnswerValue | undefined,
  choices: readonly PartyChoice[],
  selfIds: readonly string[],
): string {
  if (typeof value !== 'string') return '';
  if (choices.some((c) => c.value === value)) return value;
  if (value === PARTY_SELF && selfIds[0]) return selfIds[0];
  if (selfIds.includes(value) && choices.some((c) => c.value === PARTY_SELF)) return PARTY_SELF;
  return '';
}

/**
 * The text a value input starts with for a saved answer: numbers with a decimal comma as Norwegians
 * write them (12000,5), dates as the date input wants them (YYYY-MM-DD), text as it is.
 */
export function inputText(
  question: Pick<AgreementQuestion, 'type' | 'format'>,
  value: AnswerValue | undefined,
): string {
  if (value === undefined || value === null || typeof value === 'boolean') return '';
  if (typeof value === 'number') return String(value).replace('.', ',');
  return formatOf(question) === 'party' ? '' : value;
}

/** How each value format is asked for: keyboard and the unit after the field (the label: `value.labels.…`). */
export interface ValueInputSpec {
  type: 'text' | 'date';
  inputMode?: 'numeric' | 'decimal' | 'text';
  unit?: string;
}

export const VALUE_INPUTS: Record<Exclude<ValueFormat, 'party'>, ValueInputSpec> = {
  text: { type: 'text', inputMode: 'text' },
  number: { type: 'text', inputMode: 'numeric' },
  amount: { type: 'text', inputMode: 'decimal', unit: 'kr' },
  percent: { type: 'text', inputMode: 'decimal', unit: '%' },
  date: { type: 'date' },
};

/** The heading over someone's answer of the round before: 'Deg' for the caller, else the name. */
export function previousAnswerLabel(
  previous: { isYou: boolean; userName: string },
  t: QuestionsT = questionsTexts(),
): string {
  if (previous.isYou) return t('parties.you');
  return previous.userName?.trim() || t('parties.unnamed');
}

/**
 * The answer 'Det stemmer' gives to a fact someone else filled in (docs/legal-document.md 'Facts: one
 * fills in, the others confirm'): their answer as it is, except that a party answer is read from where
 * they stood: their `self` is them, and their `other` is the caller when there are two parties. Null
 * when there is nothing to confirm (no suggestion, the caller's own, or an `other` among more than two).
 */
export function confirmingAnswer(
  question: Pick<AgreementQuestion, 'type' | 'format'>,
  suggestion: FactSuggestion | null | undefined,
  { selfIds, partyCount }: { selfIds: readonly string[]; partyCount: number },
): AnswerValue | null {
  if (!suggestion || selfIds.includes(suggestion.participantId)) return null;
  const { response } = suggestion;
  if (formatOf(question) !== 'party') return response;
  if (response === PARTY_SELF) return suggestion.participantId;
  if (response === PARTY_OTHER) return partyCount === 2 ? (selfIds[0] ?? PARTY_SELF) : null;
  return response;
}
