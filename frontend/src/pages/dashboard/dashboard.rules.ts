import type { AgreementStatus, AgreementSummary } from '@avtalt/contracts';

/** Spec §4: the status badges of the agreement cards. */
export const AGREEMENT_STATUS_LABELS: Record<AgreementStatus, string> = {
  completed: 'Fullført',
  disagreement: 'Uenighet',
  pending: 'Venter på svar',
  in_progress: 'Pågående',
  signed: 'Signert',
};

export const AGREEMENT_STATUS_COLORS: Record<AgreementStatus, 'success' | 'error' | 'warning' | 'info'> = {
  completed: 'success',
  disagreement: 'error',
  pending: 'warning',
  in_progress: 'info',
  signed: 'success',
};

/** Spec §9: 33 percent per round, capped at 99 until the agreement is finished. */
export const PERCENT_PER_ROUND = 33;

type Summary = Pick<AgreementSummary, 'id' | 'status' | 'currentRound' | 'maxRounds'>;

function isFinished(status: AgreementStatus): boolean {
  return status === 'completed' || status === 'disagreement' || status === 'signed';
}

/** Spec §4: 100 % when completed or ended in disagreement, otherwise min(round × 33, 99) %. */
export function agreementProgress(summary: Pick<Summary, 'status' | 'currentRound'>): number {
  if (isFinished(summary.status)) return 100;
  return Math.max(0, Math.min(summary.currentRound * PERCENT_PER_ROUND, 99));
}

/** 'Runde X av {maxRounds}'. */
export function roundText(summary: Pick<Summary, 'currentRound' | 'maxRounds'>): string {
  return `Runde ${summary.currentRound} av ${summary.maxRounds}`;
}

/** What clicking the card does, in words. */
export function actionLabel(status: AgreementStatus): string {
  switch (status) {
    case 'completed':
    case 'signed':
      return 'Vis PDF';
    case 'disagreement':
      return 'Vis protokoll';
    case 'pending':
      return 'Del på nytt';
    default:
      return 'Fortsett';
  }
}

/** Where the card leads (spec §2 'Dashboard'). */
export function cardTarget(summary: Pick<Summary, 'id' | 'status'>): string {
  const base = `/avtale/${summary.id}`;
  if (isFinished(summary.status)) return `${base}/ferdig`;
  if (summary.status === 'in_progress') return `${base}/sammenligning`;
  return `${base}/del`;
}

/** Dates as day, full month name and year (spec §9), e.g. '3. mars 2026'. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString('nb-NO', { day: 'numeric', month: 'long', year: 'numeric' });
}
