import type { AgreementsConfig } from '../config/agreements.config';

/*
 * How long Avtalt keeps an agreement (GDPR art. 5(1)(e); docs/data-rights.md; legal sources S29, S30). Pure:
 * the retention sweep and the deletion plan decide with it.
 */

/** The periods, from the configuration (RETENTION_*). */
export interface RetentionPolicy {
  idleMonths: number;
  unsignedYears: number;
  signedYears: number;
  loanYears: number;
}

export const DEFAULT_RETENTION: RetentionPolicy = {
  idleMonths: 12,
  unsignedYears: 3,
  signedYears: 3,
  loanYears: 10,
};

export const retentionPolicyOf = (config: AgreementsConfig): RetentionPolicy => ({
  idleMonths: config.RETENTION_IDLE_MONTHS,
  unsignedYears: config.RETENTION_UNSIGNED_YEARS,
  signedYears: config.RETENTION_SIGNED_YEARS,
  loanYears: config.RETENTION_LOAN_YEARS,
});

/** What the rule needs of an agreement. */
export interface RetentionFacts {
  status: string;
  /** Its last change (an answer, a round, a signature: the row's updated_at). */
  updatedAt: Date;
  /** When the last party signed (a signed agreement). */
  signedAt: Date | null;
  /** The latest date the parties agreed on (a due date, an end date), if any. */
  latestAgreedDate: Date | null;
  /** A loan of money (foreldelsesloven § 5: ten years), known from its topic. */
  isLoan: boolean;
}

/** Why an agreement is deleted when its time is up. */
export type RetentionReason = 'idle' | 'unsigned' | 'signed' | 'loan';

const plus = (from: Date, unit: 'months' | 'years', n: number): Date => {
  const until = new Date(from);
  if (unit === 'months') until.setUTCMonth(until.getUTCMonth() + n);
  else until.setUTCFullYear(until.getUTCFullYear() + n);
  return until;
};

/**
 * Until when a signed agreement is kept for the parties: ten years after the last agreed date of a loan, else
 * three years after the agreement ends — where it names no end, after the latest date it names or its
 * signing, whichever is later.
 */
export function keptUntil(
  facts: Pick<RetentionFacts, 'signedAt' | 'latestAgreedDate' | 'isLoan'> & { signedAt: Date },
  policy: RetentionPolicy = DEFAULT_RETENTION,
): Date {
  const { signedAt, latestAgreedDate } = facts;
  const from = latestAgreedDate && latestAgreedDate > signedAt ? latestAgreedDate : signedAt;
  return plus(from, 'years', facts.isLoan ? policy.loanYears : policy.signedYears);
}

/** When the agreement's time is up, and why. */
export function retentionEnd(
  facts: RetentionFacts,
  policy: RetentionPolicy = DEFAULT_RETENTION,
): { until: Date; reason: RetentionReason } {
  switch (facts.status) {
    case 'pending':
    case 'in_progress':
      return { until: plus(facts.updatedAt, 'months', policy.idleMonths), reason: 'idle' };
    case 'signed':
      return {
        until: keptUntil({ ...facts, signedAt: facts.signedAt ?? facts.updatedAt }, policy),
        reason: facts.isLoan ? 'loan' : 'signed',
      };
    default:
      // Finished (agreed or not) but never signed.
      return { until: plus(facts.updatedAt, 'years', policy.unsignedYears), reason: 'unsigned' };
  }
}

/** True when the agreement is past its time at `now`. */
export const pastRetention = (facts: RetentionFacts, now: Date, policy?: RetentionPolicy): boolean =>
  retentionEnd(facts, policy).until.getTime() <= now.getTime();

/** A catalogue topic about lending money: its claims are time-barred after ten years (S30). */
export const isLoanTopic = (topicTitle: string | null): boolean => /(^|[^a-zæøå])lån/i.test(topicTitle ?? '');

/** The latest `YYYY-MM-DD` among answer values (the agreed dates), or null. */
export function latestDate(values: readonly unknown[]): Date | null {
  let latest: Date | null = null;
  for (const value of values) {
    if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) continue;
    const date = new Date(`${value}T00:00:00Z`);
    if (!Number.isNaN(date.getTime()) && (!latest || date > latest)) latest = date;
  }
  return latest;
}

/** An agreement as the retention reads it (one row of SQL). */
export interface RetentionRow {
  id: string;
  status: string;
  topic_title: string | null;
  updated_at: Date | string;
  signed_at: Date | string | null;
  /** The string answers of its last round (dates among them). */
  texts: string[] | null;
}

export const retentionFactsOf = (row: RetentionRow): RetentionFacts => ({
  status: row.status,
  updatedAt: new Date(row.updated_at),
  signedAt: row.signed_at ? new Date(row.signed_at) : null,
  latestAgreedDate: latestDate(row.texts ?? []),
  isLoan: isLoanTopic(row.topic_title),
});
