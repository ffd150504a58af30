import { readDate } from './answer-dates.rules';
import { type PartyContext, resolveParty } from './answer-values.rules';
import { readRuleNumber } from './conditions.rules';
import { addMonths } from './value-checks.rules';

/**
 * What the parties owe each other over time (docs/obligations.md): a topic's obligation rules name the
 * questions whose agreed answers are an amount, a due date and the parties who pay and receive; the
 * signed agreement's schedule is those rules applied to its agreed answers. Pure: the same rules and
 * answers give the same schedule on the server, in the mails and in the statement.
 */

/** Who pays or receives: the party a party question names (`chosen`), or every other party (`others`). */
export interface ObligationParty {
  question: string;
  side: 'chosen' | 'others';
}

interface RuleCommon {
  /** Stable within the topic (lowercase letters, digits, hyphens): the schedule's item ids start with it. */
  id: string;
  /** What the payment is called in the schedule («Avdrag», «Utbetaling av lånet»). */
  label: string;
  /** The amount question (format amount or number). */
  amount: string;
  payer: ObligationParty;
  payee: ObligationParty;
  /** The rule applies only when this question's agreed answer is this option (absent: always). */
  when?: { question: string; equals: string };
}

/**
 * A running payment (rent, child support): the amount falls due every month, the first time on `from`'s
 * date — or, with `day` (a number question, the day of the month), on the first such day on or after it —
 * for as long as the agreement runs: up to `until` (a date question, not included) when it has an agreed
 * answer — a lease to a set date — else open-ended (a lease until notice, whose end-date question was not
 * asked). `times` (a number question) multiplies the amount (child support «per barn»).
 */
export interface MonthlyRule extends RuleCommon {
  kind: 'monthly';
  from: string;
  day?: string;
  until?: string;
  times?: string;
}

/**
 * `once`: the amount falls due on the date `due` names. `monthly-until-paid`: the amount falls due every
 * month from one month after `from` until `total` is paid (the last payment is what remains), as the
 * loan's instalment clause says; `until` is the latest date, which the topic's value check already holds.
 * `monthly`: see {@link MonthlyRule}.
 */
export type ObligationRule =
  | (RuleCommon & { kind: 'once'; due: string })
  | (RuleCommon & { kind: 'monthly-until-paid'; total: string; from: string; until: string })
  | MonthlyRule;

/** The questions a rule names beside its parties and condition. */
function ownReferences(rule: ObligationRule): string[] {
  if (rule.kind === 'once') return [rule.amount, rule.due];
  if (rule.kind === 'monthly-until-paid') return [rule.amount, rule.total, rule.from, rule.until];
  return [rule.amount, rule.from, ...[rule.day, rule.until, rule.times].filter((r) => r !== undefined)];
}

/** Every question a rule names. */
export function obligationReferences(rule: ObligationRule): string[] {
  return [
    ...ownReferences(rule),
    rule.payer.question,
    rule.payee.question,
    ...(rule.when ? [rule.when.question] : []),
  ];
}

/**
 * Rules with every question named by the id `idOf` gives it (a catalogue key → a template id, a template
 * id → an agreement's question id); a rule naming a question `idOf` does not know is left out (it could
 * never apply). Absent when none is left.
 */
export function remapObligations(
  rules: readonly ObligationRule[] | undefined,
  idOf: (ref: string) => string | undefined,
): ObligationRule[] | undefined {
  if (!rules || rules.length === 0) return undefined;
  const mapped = rules.flatMap((rule): ObligationRule[] => {
    if (!obligationReferences(rule).every((ref) => idOf(ref) !== undefined)) return [];
    const id = (ref: string) => idOf(ref)!;
    const party = (p: ObligationParty): ObligationParty => ({ question: id(p.question), side: p.side });
    const common = {
      id: rule.id,
      label: rule.label,
      amount: id(rule.amount),
      payer: party(rule.payer),
      payee: party(rule.payee),
      ...(rule.when ? { when: { question: id(rule.when.question), equals: rule.when.equals } } : {}),
    };
    if (rule.kind === 'once') return [{ ...common, kind: 'once', due: id(rule.due) }];
    if (rule.kind === 'monthly-until-paid')
      return [
        {
          ...common,
          kind: 'monthly-until-paid',
          total: id(rule.total),
          from: id(rule.from),
          until: id(rule.until),
        },
      ];
    const optional = (key: 'day' | 'until' | 'times') =>
      rule[key] === undefined ? {} : { [key]: id(rule[key]) };
    return [
      {
        ...common,
        kind: 'monthly',
        from: id(rule.from),
        ...optional('day'),
        ...optional('until'),
        ...optional('times'),
      },
    ];
  });
  return mapped.length > 0 ? mapped : undefined;
}

/** A question as the schedule reads it. */
export interface ScheduleQuestion {
  id: string;
  format: string | null;
}

/** An agreed answer: its value and whose it is (a party answer's `self` is that participant). */
export interface ScheduleAnswer {
  response: unknown;
  party: PartyContext;
}

/** One payment the agreement makes due. */
export interface ScheduledPayment {
  /** `<rule id>-<n>` (n from 1): stable while the agreed answers are. */
  id: string;
  ruleId: string;
  label: string;
  /** The n-th of `of` payments of the rule (1 of 1 for `once`); `of` is null for an open-ended `monthly`. */
  n: number;
  of: number | null;
  /** `YYYY-MM-DD`. */
  dueDate: string;
  /** In øre, so that sums are exact. */
  amountOre: number;
  payerIds: string[];
  payeeIds: string[];
}

/** Most payments one rule may make: fifty years of months. */
export const MAX_PAYMENTS_PER_RULE = 600;

/** How far ahead an open-ended `monthly` rule's payments are listed: twelve months after `today`. */
export const OPEN_ENDED_MONTHS = 12;

/**
 * The due dates of a `monthly` rule: from `from` (on `day` of each month when given, the first on or after
 * `from`), each month, before `until` when given, else through `horizon`; at most
 * {@link MAX_PAYMENTS_PER_RULE}. `complete` is false when `until` lies beyond that many months.
 */
export function monthlyDueDates(
  from: string,
  day: number | undefined,
  until: string | undefined,
  horizon: string,
): { dates: string[]; complete: boolean } {
  const onDay = (date: string): string =>
    day === undefined
      ? date
      : `${date.slice(0, 8)}${String(Math.min(day, daysInMonth(date))).padStart(2, '0')}`;
  const monthStart = `${from.slice(0, 8)}01`;
  const first = onDay(from) >= from ? 0 : 1;
  const dates: string[] = [];
  for (let k = first; dates.length < MAX_PAYMENTS_PER_RULE; k++) {
    const due = day === undefined ? addMonths(from, k) : onDay(addMonths(monthStart, k));
    if (until !== undefined ? due >= until : due > horizon) return { dates, complete: true };
    dates.push(due);
  }
  return { dates, complete: false };
}

function daysInMonth(date: string): number {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const ore = (kroner: number): number => Math.round(kroner * 100);

/**
 * The schedule of a signed agreement: each rule whose questions all have agreed answers (and whose `when`
 * holds) applied to them, by due date (then rule order). `parties` are the agreement's parties in order.
 * A rule whose answers do not make a schedule (no positive amount, a party that names nobody, an
 * instalment that would take more than {@link MAX_PAYMENTS_PER_RULE} months) gives nothing. An open-ended
 * `monthly` rule lists its payments through {@link OPEN_ENDED_MONTHS} months after `today` (YYYY-MM-DD).
 */
export function obligationSchedule(
  rules: readonly ObligationRule[],
  questions: readonly ScheduleQuestion[],
  agreed: ReadonlyMap<string, ScheduleAnswer>,
  parties: readonly string[],
  today: string,
): ScheduledPayment[] {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const amount = (qid: string): number | undefined => {
    const format = byId.get(qid)?.format;
    const answer = agreed.get(qid);
    if (!answer || (format !== 'amount' && format !== 'number')) return undefined;
    const value = readRuleNumber(answer.response, format);
    return value !== undefined && value > 0 ? ore(value) : undefined;
  };
  const date = (qid: string): string | undefined =>
    byId.get(qid)?.format === 'date' ? readDate(agreed.get(qid)?.response) : undefined;
  const side = (p: ObligationParty): string[] => {
    const answer = agreed.get(p.question);
    const chosen = answer ? resolveParty(answer.response, answer.party) : undefined;
    if (!chosen || !parties.includes(chosen)) return [];
    return p.side === 'chosen' ? [chosen] : parties.filter((id) => id !== chosen);
  };
  const holds = (when: ObligationRule['when']): boolean => {
    if (!when) return true;
    const answer = agreed.get(when.question)?.response;
    return typeof answer === 'string' && answer.trim().toLowerCase() === when.equals.trim().toLowerCase();
  };

  const items: (ScheduledPayment & { order: number })[] = [];
  rules.forEach((rule, order) => {
    if (!holds(rule.when)) return;
    const each = amount(rule.amount);
    const payerIds = side(rule.payer);
    const payeeIds = side(rule.payee);
    if (each === undefined || payerIds.length === 0 || payeeIds.length === 0) return;
    const item = (n: number, of: number | null, dueDate: string, amountOre: number) =>
      items.push({
        id: `${rule.id}-${n}`,
        ruleId: rule.id,
        label: rule.label,
        n,
        of,
        dueDate,
        amountOre,
        payerIds,
        payeeIds,
        order,
      });
    if (rule.kind === 'once') {
      const due = date(rule.due);
      if (due) item(1, 1, due, each);
      return;
    }
    if (rule.kind === 'monthly') {
      const from = date(rule.from);
      const day = rule.day === undefined ? undefined : amount(rule.day);
      // Both read as amounts are in hundredths: day 31 is 3100, a count of 2 is 200.
      const times = rule.times === undefined ? 100 : amount(rule.times);
      const until = rule.until === undefined ? undefined : date(rule.until);
      // A named question without a usable answer (no day 1–31, no count) makes no schedule rather than a wrong one.
      const dayOk = rule.day === undefined || (day !== undefined && day % 100 === 0 && day <= 3100);
      if (!from || !dayOk || times === undefined || times % 100 !== 0) return;
      const { dates, complete } = monthlyDueDates(
        from,
        day === undefined ? undefined : day / 100,
        until,
        addMonths(today, OPEN_ENDED_MONTHS),
      );
      if (!complete) return;
      dates.forEach((due, k) => item(k + 1, until ? dates.length : null, due, (each * times) / 100));
      return;
    }
    const total = amount(rule.total);
    const from = date(rule.from);
    if (total === undefined || from === undefined) return;
    const count = Math.ceil(total / each);
    if (count > MAX_PAYMENTS_PER_RULE) return;
    for (let n = 1; n <= count; n++)
      item(n, count, addMonths(from, n), Math.min(each, total - (n - 1) * each));
  });
  return items
    .sort((a, b) => (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : a.order - b.order || a.n - b.n))
    .map(({ order: _order, ...payment }) => payment);
}
