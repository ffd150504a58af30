import type { Comparison } from '@avtalt/contracts';
import { comparisonTexts, type ComparisonT } from './texts';

type Row = Pick<Comparison['questionAnswers'][number], 'status'>;

/** How many questions of the round the participants disagree on. */
export function disagreedCount(rows: readonly Row[]): number {
  return rows.filter((r) => r.status === 'disagreed').length;
}

/** The rows the comparison shows: all, or with 'Bare uenigheter' only the disagreed ones (in order). */
export function visibleRows<T extends Row>(rows: readonly T[], onlyDisagreed: boolean): T[] {
  return onlyDisagreed ? rows.filter((r) => r.status === 'disagreed') : [...rows];
}

/** The switch's label: 'Bare uenigheter (n)'. */
export function disagreementFilterLabel(rows: readonly Row[], t: ComparisonT = comparisonTexts()): string {
  return t('table.onlyDisagreed', { n: disagreedCount(rows) });
}
