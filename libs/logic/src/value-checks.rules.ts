import { readDate } from './answer-dates.rules';
import { answerForLogic, answersForLogic, formatOf } from './answer-values.rules';
import type { ValueFormat } from './logic.types';
import { evaluateCondition, readRuleNumber } from './conditions.rules';
import { answersOnPath } from './flow.rules';
import type { LogicQuestion, LogicRule, QuestionType } from './logic.types';
import { indexQuestions, type QuestionIndex } from './questions.rules';
import { checkRule } from './validation.rules';
import type { ValueCheck, ValueCheckKindName, ValueCheckSeverity } from './value-checks.types';

/**
 * Issue 33 (docs/value-checks.md): the consistency checks of free_text values, run by the browser while
 * a person types and by the agreements service when the answers are submitted, so both judge alike.
 */

/** What running the checks needs to know about a question (an agreement question or a template). */
export interface CheckedQuestion {
  id: string;
  type: QuestionType;
  format?: ValueFormat | null;
  options?: readonly string[] | null;
  /** The question's checks, other questions named by id in the same set; null or absent: none. */
  checks?: readonly ValueCheck[] | null;
  /** The question's text, named in the message of a check reported at a question it refers to. */
  text?: string;
}

/** One check that does not hold for an answer. */
export interface ValueCheckIssue {
  /**
   * The question the issue is reported at: the one the check is on, or, when that question is not
   * among the judged ones, the judged question it refers to (the answer the person can still change).
   */
  questionId: string;
  /** Only when the issue is reported at another question than its own: the question the check is on. */
  checkedQuestionId?: string;
  severity: ValueCheckSeverity;
  /** The check's own Norwegian message (what is wrong and what to do). */
  message: string;
}

export interface CheckValuesOptions {
  /**
   * The questions whose answers are judged (the ones submitted); absent: every answered question. The
   * other answers are only read, as the values the checks compare with — except that a check on another
   * answered question that names one of these (a due date that must come after the payout asked now)
   * is judged too, and reported at the question it names.
   */
  questionIds?: readonly string[];
  /** The participant ids that are the one answering (a party answer in a `when` then reads as 'self'). */
  selfIds?: readonly string[];
}

type NumericFormat = 'number' | 'amount' | 'percent';
const NUMERIC: readonly ValueFormat[] = ['number', 'amount', 'percent'];

// ---- calendar ------------------------------------------------------------------------------

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * `YYYY-MM-DD` plus whole calendar months; a day the target month lacks becomes its last day
 * (31 January + 1 month = 28 or 29 February). Negative months go back.
 */
export function addMonths(date: string, months: number): string {
  const match = ISO.exec(date);
  if (!match) throw new Error(`not a date: ${date}`);
  const total = Number(match[1]) * 12 + (Number(match[2]) - 1) + Math.trunc(months);
  const year = Math.floor(total / 12);
  const month = total - year * 12 + 1;
  const day = Math.min(Number(match[3]), daysIn(year, month));
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * How many monthly payments fall from one month after `from` up to and including `until`: the k ≥ 1
 * with `addMonths(from, k) <= until` (0 when the first would be after `until`).
 */
export function monthlyPayments(from: string, until: string): number {
  const a = ISO.exec(from);
  const b = ISO.exec(until);
  if (!a || !b) return 0;
  let k = (Number(b[1]) - Number(a[1])) * 12 + (Number(b[2]) - Number(a[2]));
  while (k > 0 && addMonths(from, k) > until) k--;
  return Math.max(0, k);
}

// ---- running -------------------------------------------------------------------------------

function numberOf(question: CheckedQuestion | undefined, value: unknown): number | undefined {
  if (!question || value === undefined || value === null) return undefined;
  const format = formatOf(question);
  if (!format || !NUMERIC.includes(format)) return undefined;
  return readRuleNumber(value, format as NumericFormat);
}

function dateOf(question: CheckedQuestion | undefined, value: unknown): string | undefined {
  if (!question || formatOf(question) !== 'date') return undefined;
  return readDate(value);
}

/** Whole øre, so 0.1 + 0.2 kroner compare as people count them. */
const cents = (value: number) => Math.round(value * 100);

/**
 * Whether `check` holds for the answer `own` of its question: true or false, or undefined when it cannot
 * be judged (the answer or an answer it refers to is missing or not a number/date of its format).
 */
function holds(
  check: ValueCheck,
  question: CheckedQuestion,
  answers: Readonly<Record<string, unknown>>,
  byId: ReadonlyMap<string, CheckedQuestion>,
  today: string,
): boolean | undefined {
  const own = answers[question.id];
  switch (check.kind) {
    case 'after': {
      const value = dateOf(question, own);
      const other = dateOf(byId.get(check.other), answers[check.other]);
      if (value === undefined || other === undefined) return undefined;
      return check.months === undefined ? value > other : value >= addMonths(other, check.months);
    }
    case 'notFuture': {
      const value = dateOf(question, own);
      return value === undefined ? undefined : value <= today;
    }
    case 'notPast': {
      const value = dateOf(question, own);
      return value === undefined ? undefined : value >= today;
    }
    case 'atMost':
    case 'atLeast': {
      const value = numberOf(question, own);
      if (value === undefined) return undefined;
      return check.kind === 'atMost' ? value <= check.value : value >= check.value;
    }
    case 'atMostTimes': {
      const value = numberOf(question, own);
      const other = numberOf(byId.get(check.other), answers[check.other]);
      if (value === undefined || other === undefined) return undefined;
      return cents(value) <= cents(other * check.factor);
    }
    case 'instalmentsCover': {
      const instalment = numberOf(question, own);
      const amount = numberOf(byId.get(check.amount), answers[check.amount]);
      const from = dateOf(byId.get(check.from), answers[check.from]);
      const until = dateOf(byId.get(check.until), answers[check.until]);
      if (instalment === undefined || amount === undefined || from === undefined || until === undefined)
        return undefined;
      return cents(instalment) * monthlyPayments(from, until) >= cents(amount);
    }
    default:
      return undefined;
  }
}

/** Every question id a check names: its references and its condition's source. */
export function checkReferences(check: ValueCheck): string[] {
  const own = references(check).flatMap((ref) => (typeof ref.id === 'string' ? [ref.id] : []));
  return check.when ? [...own, check.when.question] : own;
}

/** The message of a check on `question` reported at another question it names. */
export function referredCheckMessage(question: CheckedQuestion, message: string): string {
  const named = question.text ? `«${question.text}»` : 'et annet spørsmål';
  return `Svaret passer ikke med svaret på ${named}: ${message} Endre dette svaret eller svaret der.`;
}

/** Whether a check's `when` holds (no `when`: it always does); an unanswered or unknown source never does. */
function applies(
  check: ValueCheck,
  answers: Readonly<Record<string, unknown>>,
  byId: ReadonlyMap<string, CheckedQuestion>,
  selfIds: readonly string[],
): boolean {
  if (!check.when) return true;
  const source = byId.get(check.when.question);
  if (!source) return false;
  const answer = answerForLogic(source, answers[source.id], selfIds);
  return evaluateCondition(check.when.operator, source.type, answer, check.when.value, source.format ?? null);
}

/**
 * The checks that do not hold for one person's answers (by question id, canonical values as parseAnswer
 * gives them; numeric and date text is read too). `today` is `YYYY-MM-DD` in the caller's time zone
 * (Europe/Oslo on the server). Only the answers of `options.questionIds` are judged (default: every
 * answer, and the checks of other answered questions that name one of them); a check is skipped when its `when` does not hold, and when an answer it needs is missing or is
 * not a number or date of its question's format (it cannot be judged; the answer's own format error, if
 * any, is reported by parseAnswer). Issues come in question order of `questions`, then check order.
 */
export function checkValues(
  questions: readonly CheckedQuestion[],
  answers: Readonly<Record<string, unknown>>,
  today: string,
  options: CheckValuesOptions = {},
): ValueCheckIssue[] {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const asked = options.questionIds ? new Set(options.questionIds) : undefined;
  const issues: ValueCheckIssue[] = [];
  for (const question of questions) {
    if (!question.checks || question.checks.length === 0) continue;
    const own = answers[question.id];
    if (own === undefined || own === null || own === '') continue;
    for (const check of question.checks) {
      // A check on a question not judged now still holds the answers it names to account: changing
      // only the payout must not leave an agreed due date before it.
      const at =
        !asked || asked.has(question.id) ? question.id : checkReferences(check).find((id) => asked.has(id));
      if (at === undefined) continue;
      if (!applies(check, answers, byId, options.selfIds ?? [])) continue;
      if (holds(check, question, answers, byId, today) === false) {
        issues.push(
          at === question.id
            ? { questionId: at, severity: check.severity, message: check.message }
            : {
                questionId: at,
                checkedQuestionId: question.id,
                severity: check.severity,
                message: referredCheckMessage(question, check.message),
              },
        );
      }
    }
  }
  return issues;
}

/**
 * The answers (as given) to the questions on the path these answers lead to, so the checks read no
 * answer a later answer has hidden; party answers are read from the one answering (`selfIds`).
 */
export function checkableAnswers<V>(
  questions: readonly LogicQuestion[],
  rules: readonly LogicRule[],
  answers: Readonly<Record<string, V>>,
  selfIds: readonly string[] = [],
): Record<string, V> {
  const kept = answersOnPath(questions, rules, answersForLogic(questions, { ...answers }, selfIds));
  return Object.fromEntries(Object.keys(kept).map((id) => [id, answers[id]]));
}

/** The issues that refuse an answer outright. */
export const valueCheckErrors = (issues: readonly ValueCheckIssue[]) =>
  issues.filter((i) => i.severity === 'error');

/** The warnings not yet confirmed: a warning is confirmed by naming its question in `confirmed`. */
export function unconfirmedWarnings(
  issues: readonly ValueCheckIssue[],
  confirmed: readonly string[],
): ValueCheckIssue[] {
  const ok = new Set(confirmed);
  return issues.filter((i) => i.severity === 'warning' && !ok.has(i.questionId));
}

// ---- validation ----------------------------------------------------------------------------

/** A question and its checks as the validator sees them (a template or a catalogue row). */
export type ValidatedQuestion = LogicQuestion & { checks?: readonly ValueCheck[] | null };

/** One problem of one check, with a Norwegian message for the admin (and the catalogue's tests). */
export interface ValueCheckProblem {
  questionId: string;
  /** The check's position in the question's `checks`. */
  index: number;
  message: string;
}

export const VALUE_CHECK_MESSAGES = {
  notValue: 'Kontroller kan bare settes på spørsmål med fritekstsvar',
  kind: 'Ukjent kontroll',
  format: 'Kontrollen passer ikke til spørsmålets svarformat',
  severity: 'Alvorlighet må være «error» eller «warning»',
  message: 'Kontrollen må ha en melding',
  number: 'Kontrollens tall må være et endelig tall',
  months: 'Antall måneder må være et helt tall fra 1 til 1200',
  factor: 'Faktoren må være større enn 0',
  unknown: 'Kontrollen viser til et spørsmål som ikke finnes',
  notBefore: 'Kontrollen må vise til et spørsmål som kommer før',
  referenceFormat: 'Spørsmålet kontrollen viser til har feil svarformat',
} as const;

/** The formats a kind's own question may have. */
export const VALUE_CHECK_FORMATS: Readonly<Record<ValueCheckKindName, readonly ValueFormat[]>> = {
  after: ['date'],
  notFuture: ['date'],
  notPast: ['date'],
  atMost: ['number', 'amount', 'percent'],
  atLeast: ['number', 'amount', 'percent'],
  atMostTimes: ['number', 'amount'],
  instalmentsCover: ['number', 'amount'],
};

/** The questions a check names and the formats each must have. */
function references(check: ValueCheck): { id: unknown; formats: readonly ValueFormat[] }[] {
  switch (check.kind) {
    case 'after':
      return [{ id: check.other, formats: ['date'] }];
    case 'atMostTimes':
      return [{ id: check.other, formats: ['number', 'amount'] }];
    case 'instalmentsCover':
      return [
        { id: check.amount, formats: ['number', 'amount'] },
        { id: check.from, formats: ['date'] },
        { id: check.until, formats: ['date'] },
      ];
    default:
      return [];
  }
}

/**
 * Every problem of the questions' checks, in question order then check order; empty when all are
 * valid. A check is valid when its question is a free_text of a format the kind fits
 * ({@link VALUE_CHECK_FORMATS}), its severity, message and numbers make sense, every question it names
 * exists, comes before its question and has the right format, and its `when` is what a `show` rule
 * from that question could be (an earlier question, an operator and value its format takes).
 */
export function validateValueChecks(questions: readonly ValidatedQuestion[]): ValueCheckProblem[] {
  const index = indexQuestions(questions);
  const problems: ValueCheckProblem[] = [];
  for (const question of index.sorted as ValidatedQuestion[]) {
    (question.checks ?? []).forEach((check, i) => {
      for (const message of checkProblems(index, question, check))
        problems.push({ questionId: question.id, index: i, message });
    });
  }
  return problems;
}

function checkProblems(index: QuestionIndex, question: ValidatedQuestion, check: ValueCheck): string[] {
  const out: string[] = [];
  const format = formatOf(question);
  if (question.type !== 'free_text') return [VALUE_CHECK_MESSAGES.notValue];
  const formats = (VALUE_CHECK_FORMATS as Record<string, readonly ValueFormat[] | undefined>)[check?.kind];
  if (!formats) return [VALUE_CHECK_MESSAGES.kind];
  if (!format || !formats.includes(format)) out.push(VALUE_CHECK_MESSAGES.format);
  if (check.severity !== 'error' && check.severity !== 'warning') out.push(VALUE_CHECK_MESSAGES.severity);
  if (typeof check.message !== 'string' || check.message.trim() === '')
    out.push(VALUE_CHECK_MESSAGES.message);
  if (
    (check.kind === 'atMost' || check.kind === 'atLeast') &&
    !(typeof check.value === 'number' && Number.isFinite(check.value))
  ) {
    out.push(VALUE_CHECK_MESSAGES.number);
  }
  if (
    check.kind === 'after' &&
    check.months !== undefined &&
    !(Number.isInteger(check.months) && check.months >= 1 && check.months <= 1200)
  ) {
    out.push(VALUE_CHECK_MESSAGES.months);
  }
  if (
    check.kind === 'atMostTimes' &&
    !(typeof check.factor === 'number' && Number.isFinite(check.factor) && check.factor > 0)
  ) {
    out.push(VALUE_CHECK_MESSAGES.factor);
  }
  const at = index.position.get(question.id)!;
  for (const ref of references(check)) {
    const other = typeof ref.id === 'string' ? index.byId.get(ref.id) : undefined;
    if (!other) out.push(VALUE_CHECK_MESSAGES.unknown);
    else if (index.position.get(other.id)! >= at) out.push(VALUE_CHECK_MESSAGES.notBefore);
    else if (other.type !== 'free_text' || !ref.formats.includes(formatOf(other)!))
      out.push(VALUE_CHECK_MESSAGES.referenceFormat);
  }
  if (check.when) {
    const rule = {
      id: 'when',
      questionId: question.id,
      sourceQuestionId: check.when.question,
      operator: check.when.operator,
      value: check.when.value,
      action: 'show' as const,
      targetQuestionId: null,
    };
    for (const issue of checkRule(index, rule)) out.push(`Vilkåret: ${issue.message}`);
  }
  return out;
}
