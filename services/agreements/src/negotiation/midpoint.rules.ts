/** The value midpoint of a disputed point (docs/negotiation.md): halfway between the lowest and the highest answer. */
import type { ProposalOption } from '@avtalt/contracts';
import { type AnswerValue, formatAnswer, formatOf } from '@avtalt/logic';
import type { QuestionRow } from '../agreements/agreement.rows';
import { clauseFor } from '../agreements/answer-text.rules';
import { type NegotiationView, roundAnswers } from './negotiation.rules';

const DAY_MS = 86_400_000;

const dayNumber = (iso: string): number =>
  Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / DAY_MS;

const isoDay = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/**
 * The value halfway between the lowest and the highest answer, for amounts, numbers, percentages and
 * dates with at least two distinct answers: an amount in whole kroner, in whole hundreds from 1 000 kr;
 * a number or a percentage in whole units, or to one decimal when an answer has decimals; a date the
 * middle day (the earlier of two). Null when there is none or it equals one of the answers.
 */
export function midpointValue(
  format: string | null,
  answers: readonly AnswerValue[],
): number | string | null {
  if (format === 'date') {
    const days = answers
      .filter((a): a is string => typeof a === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(a))
      .map(dayNumber);
    if (new Set(days).size < 2) return null;
    const middle = Math.floor((Math.min(...days) + Math.max(...days)) / 2);
    return days.includes(middle) ? null : isoDay(middle);
  }
  if (format !== 'amount' && format !== 'number' && format !== 'percent') return null;
  const values = answers.filter((a): a is number => typeof a === 'number' && Number.isFinite(a));
  if (new Set(values).size < 2) return null;
  const exact = (Math.min(...values) + Math.max(...values)) / 2;
  let middle: number;
  if (format === 'amount')
    middle = Math.abs(exact) >= 1000 ? Math.round(exact / 100) * 100 : Math.round(exact);
  else middle = values.some((x) => !Number.isInteger(x)) ? Math.round(exact * 10) / 10 : Math.round(exact);
  return values.includes(middle) ? null : middle;
}

/** The midpoint option of a point (none for other formats, fewer than two distinct answers, or equal to an answer). */
export function midpointOption(v: NegotiationView, q: QuestionRow): ProposalOption | null {
  if (q.type !== 'free_text') return null;
  const value = midpointValue(
    formatOf(q),
    roundAnswers(v.round, q.id).map((a) => a.value),
  );
  if (value === null) return null;
  const display = formatAnswer(q, value);
  return {
    id: 'midpoint',
    source: 'midpoint',
    text: `${q.text} ${display}`,
    clause: clauseFor(q, value, display),
    value,
    display,
    description: null,
  };
}
