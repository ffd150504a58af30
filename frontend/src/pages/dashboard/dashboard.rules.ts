import type { AgreementStatus, AgreementSummary } from '@avtalt/contracts';
import { intlLocale } from '../../i18n/i18n';
import { type DashboardT, dashboardT } from './texts';
import { nb } from './texts/nb';

/** Spec §4: the status badges of the agreement cards, in bokmål (the cards show them through `statusBadge`). */
export const AGREEMENT_STATUS_LABELS: Readonly<Record<AgreementStatus, string>> = nb.card.status;

export const AGREEMENT_STATUS_COLORS: Record<AgreementStatus, 'success' | 'error' | 'warning' | 'info'> = {
  completed: 'success',
  disagreement: 'error',
  pending: 'warning',
  in_progress: 'info',
  signed: 'success',
};

/**
 * 33 percent per round, capped at 99 until the agreement is finished (spec §9), but 0 before anyone has
 * answered: an agreement left before its first answer has made no progress (docs/dashboard-cards.md).
 */
export const PERCENT_PER_ROUND = 33;

type Summary = Pick<AgreementSummary, 'id' | 'status' | 'currentRound' | 'maxRounds' | 'participantCount'> & {
  /** Issue 34: the names of those whose answers of the current round are missing (absent: not known). */
  waitingFor?: readonly string[];
};

function isFinished(status: AgreementStatus): boolean {
  return status === 'completed' || status === 'disagreement' || status === 'signed';
}

/**
 * 100 % when finished; 0 % while nobody has answered (no participant yet: the count counts those who
 * have sent their round-1 answers); otherwise min(round × 33, 99) %.
 */
export function agreementProgress(
  summary: Pick<Summary, 'status' | 'currentRound' | 'participantCount'>,
): number {
  if (isFinished(summary.status)) return 100;
  if (summary.participantCount === 0) return 0;
  return Math.max(0, Math.min(summary.currentRound * PERCENT_PER_ROUND, 99));
}

/** 'Runde X av {maxRounds}' while the agreement is open; nothing once it is finished (the rounds are over). */
export function roundText(
  summary: Pick<Summary, 'status' | 'currentRound' | 'maxRounds'>,
  t: DashboardT = dashboardT(),
): string | null {
  if (isFinished(summary.status)) return null;
  return t('card.round', { round: summary.currentRound, rounds: summary.maxRounds });
}

/** '0 deltakere', '1 deltaker', '2 deltakere'. */
export function participantText(count: number, t: DashboardT = dashboardT()): string {
  return t('card.participants', { count });
}

/**
 * 'Venter på: Anne Hansen og Bjørn Berg' on an open card whose round still lacks someone's answers; the
 * server sends the names only to the initiator and those who take part (docs/dashboard-cards.md).
 * Null when nobody is named (finished, everyone has answered, or the names are not the viewer's to see).
 */
export function waitingText(
  summary: Pick<Summary, 'status' | 'waitingFor'>,
  t: DashboardT = dashboardT(),
): string | null {
  if (isFinished(summary.status) || !summary.waitingFor || summary.waitingFor.length === 0) return null;
  const names = new Intl.ListFormat(intlLocale(), { type: 'conjunction' }).format(summary.waitingFor);
  return t('card.waitingFor', { names });
}

/**
 * What clicking the card does, in words. A finished card opens the result page, where the text, the
 * signatures and the PDF are: 'Se avtalen', not 'Vis PDF' (spec §4; changed, docs/dashboard-cards.md).
 */
export function actionLabel(status: AgreementStatus, t: DashboardT = dashboardT()): string {
  switch (status) {
    case 'completed':
    case 'signed':
      return t('card.action.see');
    case 'disagreement':
      return t('card.action.protocol');
    case 'pending':
      return t('card.action.shareAgain');
    default:
      return t('card.action.continue');
  }
}

/** Where the card leads (spec §2 'Dashboard'). */
export function cardTarget(summary: Pick<Summary, 'id' | 'status'>): string {
  const base = `/avtale/${summary.id}`;
  if (isFinished(summary.status)) return `${base}/ferdig`;
  if (summary.status === 'in_progress') return `${base}/sammenligning`;
  return `${base}/del`;
}

/** Dates as day, full month name and year (spec §9), e.g. '3. mars 2026' (in the language in use). */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString(intlLocale(), { day: 'numeric', month: 'long', year: 'numeric' });
}

/**
 * The card's badge: «Erstattet» once a later version replaced a signed agreement (docs/amendments.md),
 * «Avsluttet» on a signed version that ends the agreement together (`endsOn`; from the day it is signed, as the
 * parties have then settled it, even when the date is still ahead), else its status.
 */
export function statusBadge(
  summary: Pick<AgreementSummary, 'status' | 'replaced' | 'endsOn'>,
  t: DashboardT = dashboardT(),
): {
  label: string;
  color: 'success' | 'error' | 'warning' | 'info' | 'default';
} {
  if (summary.replaced) return { label: t('card.replaced'), color: 'default' };
  if (summary.endsOn) return { label: t('card.ended'), color: 'default' };
  return { label: t(`card.status.${summary.status}`), color: AGREEMENT_STATUS_COLORS[summary.status] };
}

/** «Versjon 2» on an amendment's card; nothing for an original. */
export function versionText(
  summary: Pick<AgreementSummary, 'versionNumber'>,
  t: DashboardT = dashboardT(),
): string | null {
  return summary.versionNumber ? t('card.version', { number: summary.versionNumber }) : null;
}
