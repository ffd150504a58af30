import type { Operator } from './logic.types';

/**
 * Issue 33: a consistency check on the value of a free_text answer (a date, a number, an amount or a
 * percentage), as its question carries it. The same check runs in the browser while the person types
 * and on the server when the answer is submitted (docs/value-checks.md).
 *
 * - `error`: the answer is refused (400, nothing stored) until it is changed.
 * - `warning`: an unusual value; the person must confirm it before it is stored.
 *
 * A check that refers to another question (`other`, `amount`, `from`, `until`, `when.question`) names it
 * by id in stored form (a template's or an agreement's question id) and by key in the catalogue; the
 * seeder and the agreement's snapshot map them as they map logic rules. A check whose referenced answer
 * is missing (not answered yet, or hidden on this person's path) is not applied: it cannot be judged.
 */
export type ValueCheck<Ref extends string = string> = ValueCheckBase<Ref> & ValueCheckKind<Ref>;

export type ValueCheckSeverity = 'error' | 'warning';

export interface ValueCheckBase<Ref extends string = string> {
  severity: ValueCheckSeverity;
  /** Norwegian, shown under the answer and in the 400: says what is wrong and what to do. */
  message: string;
  /** Applied only when this earlier answer holds (the logic rules' operators and value forms). */
  when?: { question: Ref; operator: Operator; value: string | number | boolean };
}

export type ValueCheckKind<Ref extends string = string> =
  /**
   * A date after the date answered to `other`. Without `months`: strictly after. With `months`: on or
   * after that date plus so many calendar months (a fixed term of at least three years: `months: 36`).
   */
  | { kind: 'after'; other: Ref; months?: number }
  /** A date no later than today (a cohabitation start, a first registration). */
  | { kind: 'notFuture' }
  /** A date no earlier than today (a deadline still to come: the testaments to be made by). */
  | { kind: 'notPast' }
  /** A number, amount or percentage no greater than `value`. */
  | { kind: 'atMost'; value: number }
  /** A number, amount or percentage no less than `value`. */
  | { kind: 'atLeast'; value: number }
  /** A number or amount no greater than `factor` times the number answered to `other` (a deposit ≤ 6 × rent). */
  | { kind: 'atMostTimes'; other: Ref; factor: number }
  /**
   * A monthly instalment that pays `amount` back by `until`, paid once a month from one month after the
   * date of `from` (the payout) up to and including `until`: instalment × months ≥ amount.
   */
  | { kind: 'instalmentsCover'; amount: Ref; from: Ref; until: Ref };

export type ValueCheckKindName = ValueCheckKind['kind'];
