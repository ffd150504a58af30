import { evaluateCondition } from './conditions.rules';
import type { Answers, FlowPath, LogicQuestion, LogicRule } from './logic.types';
import { indexQuestions, type QuestionIndex } from './questions.rules';
import { checkRule } from './validation.rules';
import { isAnswered } from './values.rules';

/** The valid rules of a question set, grouped by the question they govern. */
interface Compiled extends QuestionIndex {
  show: Map<string, LogicRule[]>;
  hide: Map<string, LogicRule[]>;
  endForm: Map<string, LogicRule[]>;
  jumpTo: Map<string, LogicRule[]>;
}

/** The result of one walk through the form. */
interface Walk {
  compiled: Compiled;
  /** Positions (in `compiled.sorted`) of the questions asked, ascending. */
  path: number[];
  /** Visibility of every question, by position. */
  visible: boolean[];
  endedBy: number | null;
}

/**
 * The route through the form that `answers` lead to. The walk starts at the first question (in
 * {@link sortQuestions} order) and moves strictly forward:
 *
 * 1. A question is asked when it is visible: no matching `hide` rule, and — if it is governed by any
 *    `show` rule — at least one matching `show` rule. Hide beats show.
 * 2. Rules see only the answers to questions already on the path: an answer to a question that was
 *    skipped, hidden or lies further ahead has no effect (the respondent never gave it on this route).
 * 3. When the walk leaves an asked question, its matching `end_form` rules end the form; otherwise its
 *    matching `jump_to` rules move the walk to the earliest of their targets (if that target is hidden,
 *    to the next visible question after it), skipping everything between. end_form beats jump_to.
 * 4. An unanswered question is passed through, not stopped at: rules whose source it is do not match.
 *
 * Only rules accepted by {@link validateRules} take part. Since every step moves forward, the walk
 * always ends, never asks a question twice and never asks a hidden one.
 */
export function computePath(
  questions: readonly LogicQuestion[],
  rules: readonly LogicRule[],
  answers: Answers,
): FlowPath {
  const { compiled, path, endedBy } = walk(questions, rules, answers);
  const ids = path.map((position) => compiled.sorted[position].id);
  const unanswered = path
    .map((position) => compiled.sorted[position])
    .filter((question) => !isAnswered(question.type, answerOf(answers, question.id)));
  return {
    path: ids,
    ended: endedBy !== null,
    endedBy: endedBy === null ? null : compiled.sorted[endedBy].id,
    firstUnanswered: unanswered.length > 0 ? unanswered[0].id : null,
    missingRequired: unanswered
      .filter((question) => question.required === true)
      .map((question) => question.id),
  };
}

/**
 * The ids of the questions that are visible with these answers, by the rules of {@link computePath}:
 * each question is judged with the answers to the questions asked before it. A visible question is on
 * the path unless a jump skipped it or an end_form rule ended the form before it; a hidden question is
 * never on the path.
 */
export function evaluateVisibility(
  questions: readonly LogicQuestion[],
  rules: readonly LogicRule[],
  answers: Answers,
): Set<string> {
  const { compiled, visible } = walk(questions, rules, answers);
  return new Set(compiled.sorted.filter((_, position) => visible[position]).map((question) => question.id));
}

/**
 * The question after `currentId` on the path, or null when the form ends there. From `null` (not
 * started) it is the first question of the path. From a question that is not on the path (hidden or
 * skipped, e.g. after an earlier answer changed) it is the first path question that comes after it in
 * form order. An unknown id counts as not started.
 */
export function nextQuestion(
  questions: readonly LogicQuestion[],
  rules: readonly LogicRule[],
  answers: Answers,
  currentId: string | null,
): string | null {
  const { compiled, path } = walk(questions, rules, answers);
  const current = currentId === null ? undefined : compiled.position.get(currentId);
  const next = current === undefined ? path[0] : path.find((position) => position > current);
  return next === undefined ? null : compiled.sorted[next].id;
}

/**
 * The question before `currentId` on the path — the one the respondent actually came from, so a jump
 * is retraced rather than the skipped questions — or null at the first question. From `null` (past the
 * end of the form) it is the last question of the path. From a question that is not on the path it is
 * the last path question before it in form order. An unknown id gives null.
 */
export function previousQuestion(
  questions: readonly LogicQuestion[],
  rules: readonly LogicRule[],
  answers: Answers,
  currentId: string | null,
): string | null {
  const { compiled, path } = walk(questions, rules, answers);
  let previous: number | undefined;
  if (currentId === null) {
    previous = path.length > 0 ? path[path.length - 1] : undefined;
  } else {
    const current = compiled.position.get(currentId);
    if (current === undefined) return null;
    previous = path.filter((position) => position < current).pop();
  }
  return previous === undefined ? null : compiled.sorted[previous].id;
}

/**
 * Whether the answers complete the form: every required question on the path is answered. Optional
 * questions may stay unanswered; questions off the path (hidden, skipped, after an end) are not asked
 * and so not needed.
 */
export function isComplete(
  questions: readonly LogicQuestion[],
  rules: readonly LogicRule[],
  answers: Answers,
): boolean {
  return computePath(questions, rules, answers).missingRequired.length === 0;
}

/**
 * Only the answers that count: those to questions on the path that are answered (see {@link isAnswered}),
 * as given. Answers to hidden or skipped questions are left out, e.g. before the server stores a
 * submission. Feeding the result back gives the same path.
 */
export function answersOnPath(
  questions: readonly LogicQuestion[],
  rules: readonly LogicRule[],
  answers: Answers,
): Answers {
  const { compiled, path } = walk(questions, rules, answers);
  const kept: [string, unknown][] = [];
  for (const position of path) {
    const question = compiled.sorted[position];
    const answer = answerOf(answers, question.id);
    if (isAnswered(question.type, answer)) kept.push([question.id, answer]);
  }
  // fromEntries defines own properties, so even an id such as '__proto__' stays an ordinary key.
  return Object.fromEntries(kept);
}

function walk(questions: readonly LogicQuestion[], rules: readonly LogicRule[], answers: Answers): Walk {
  const compiled = compile(questions, rules);
  const { sorted } = compiled;
  // Answers to the questions asked so far: the only ones rules may see.
  const given = new Map<string, unknown>();
  const matches = (rule: LogicRule) => {
    if (!given.has(rule.sourceQuestionId)) return false;
    const source = compiled.byId.get(rule.sourceQuestionId) as LogicQuestion;
    return evaluateCondition(
      rule.operator,
      source.type,
      given.get(rule.sourceQuestionId),
      rule.value,
      source.format,
    );
  };
  const path: number[] = [];
  const visible: boolean[] = [];
  let endedBy: number | null = null;
  let nextStop = 0;

  // One pass over the positions: nothing can be asked twice and the walk cannot go back.
  for (let position = 0; position < sorted.length; position++) {
    const question = sorted[position];
    const shows = compiled.show.get(question.id) ?? [];
    const hides = compiled.hide.get(question.id) ?? [];
    visible[position] = !hides.some(matches) && (shows.length === 0 || shows.some(matches));
    if (endedBy !== null || position < nextStop || !visible[position]) continue;

    path.push(position);
    const answer = answerOf(answers, question.id);
    if (isAnswered(question.type, answer)) given.set(question.id, answer);

    if ((compiled.endForm.get(question.id) ?? []).some(matches)) {
      endedBy = position;
      continue;
    }
    const targets = (compiled.jumpTo.get(question.id) ?? [])
      .filter(matches)
      .map((rule) => compiled.position.get(rule.targetQuestionId as string) as number)
      .filter((target) => target > position);
    nextStop = targets.length > 0 ? Math.min(...targets) : position + 1;
  }
  return { compiled, path, visible, endedBy };
}

/**
 * Compiled forms, cached per (questions, rules) array pair: a server computing a comparison walks the
 * same form once per participant. Callers treat these arrays as immutable (a changed form is a new array).
 */
const compiledCache = new WeakMap<readonly LogicQuestion[], WeakMap<readonly LogicRule[], Compiled>>();

function compile(questions: readonly LogicQuestion[], rules: readonly LogicRule[]): Compiled {
  let byRules = compiledCache.get(questions);
  if (!byRules) {
    byRules = new WeakMap();
    compiledCache.set(questions, byRules);
  }
  let compiled = byRules.get(rules);
  if (!compiled) {
    compiled = compileUncached(questions, rules);
    byRules.set(rules, compiled);
  }
  return compiled;
}

function compileUncached(questions: readonly LogicQuestion[], rules: readonly LogicRule[]): Compiled {
  const index = indexQuestions(questions);
  const compiled: Compiled = {
    ...index,
    show: new Map(),
    hide: new Map(),
    endForm: new Map(),
    jumpTo: new Map(),
  };
  const groups = {
    show: compiled.show,
    hide: compiled.hide,
    end_form: compiled.endForm,
    jump_to: compiled.jumpTo,
  };
  for (const rule of rules) {
    if (rule == null || checkRule(index, rule).length > 0) continue;
    const group = groups[rule.action];
    const list = group.get(rule.questionId);
    if (list) list.push(rule);
    else group.set(rule.questionId, [rule]);
  }
  return compiled;
}

function answerOf(answers: Answers, questionId: string): unknown {
  return answers != null && Object.prototype.hasOwnProperty.call(answers, questionId)
    ? answers[questionId]
    : undefined;
}
