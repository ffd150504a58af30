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
 * `once`: the amount falls due on the date `due` names. `monthly-until-paid`: the amount falls due every
 * month from one month after `from` until `total` is paid (the last payment is what remains), as the
 * loan's instalment clause says; `until` is the latest date, which the topic's value check already holds.
 */
export type ObligationRule =
  | (RuleCommon & { kind: 'once'; due: string })
  | (RuleCommon & { kind: 'monthly-until-paid'; total: string; from: string; until: string });

/** Every question a rule names. */
export function obligationReferences(rule: ObligationRule): string[] {
  const own =
    rule.kind === 'once' ? [rule.amount, rule.due] : [rule.amount, rule.total, rule.from, rule.until];
  return [...own, rule.payer.question, rule.payee.question, ...(rule.when ? [rule.when.question] : [])];
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
    return rule.kind === 'once'
      ? [{ ...common, kind: 'once', due: id(rule.due) }]
      : [
          {
            ...common,
            kind: 'monthly-until-paid',
            total: id(rule.total),
            from: id(rule.from),
            until: id(rule.until),
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
  /** The n-th of `of` payments of the rule (1 of 1 for `once`). */
  n: number;
  of: number;
  /** `YYYY-MM-DD`. */
  dueDate: string;
  /** In øre, so that sums are exact. */
  amountOre: number;
  payerIds: string[];
  payeeIds: string[];
}

/** Most payments one rule may make: fifty years of months. */
export const MAX_PAYMENTS_PER_RULE = 600;

const ore = (kroner: number): number => Math.round(kroner * 100);

/**
 * The schedule of a signed agreement: each rule whose questions all have agreed answers (and whose `when`
 * holds) applied to them, by due date (then rule order). `parties` are the agreement's parties in order.
 * A rule whose answers do not make a schedule (no positive amount, a party that names nobody, an
 * instalment that would take more than {@link MAX_PAYMENTS_PER_RULE} months) gives nothing.
 */
export function obligationSchedule(
  rules: readonly ObligationRule[],
  questions: readonly ScheduleQuestion[],
  agreed: ReadonlyMap<string, ScheduleAnswer>,
  parties: readonly string[],
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
    const item = (n: number, of: number, dueDate: string, amountOre: number) =>
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
