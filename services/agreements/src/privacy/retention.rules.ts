import { readDate } from '@avtalt/logic';
import type { AgreementsConfig } from '../config/agreements.config';

/*
 * How long Avtalt keeps an agreement (GDPR art. 5(1)(e); docs/data-rights.md; legal sources S29, S30, S35). Pure:
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
  /**
   * A private barnebidrag was agreed (a question about barnebidrag answered yes, or an amount): each month's
   * bidrag can be claimed for ten years (foreldelsesloven § 6, S30), and it is due until the youngest child
   * is grown (barneloven § 68, S35). The youngest child's birth, where the answers name one.
   */
  childSupport: { youngestBorn: Date | null } | null;
}

/** Why an agreement is deleted when its time is up. */
export type RetentionReason = 'idle' | 'unsigned' | 'signed' | 'loan' | 'child-support';

/**
 * Barnebidrag is due until the child is 18, and while it goes on in upper secondary school (barneloven § 68;
 * usually to 19): counted to 20 to be on the safe side.
 */
export const CHILD_SUPPORT_UNTIL_AGE = 20;

const plus = (from: Date, unit: 'months' | 'years', n: number): Date => {
  const until = new Date(from);
  if (unit === 'months') until.setUTCMonth(until.getUTCMonth() + n);
  else until.setUTCFullYear(until.getUTCFullYear() + n);
  return until;
};

/**
 * Until when a signed agreement is kept for the parties: ten years after the last agreed date of a loan; ten
 * years after the last bidrag fell due (the youngest child at {@link CHILD_SUPPORT_UNTIL_AGE}; a newborn at
 * the signing when no birth is known) of a private barnebidrag; else three years after the agreement ends —
 * where it names no end, after the latest date it names or its signing, whichever is later.
 */
export function keptUntil(
  facts: Pick<RetentionFacts, 'signedAt' | 'latestAgreedDate' | 'isLoan'> &
    Partial<Pick<RetentionFacts, 'childSupport'>> & { signedAt: Date },
  policy: RetentionPolicy = DEFAULT_RETENTION,
): Date {
  const { signedAt, latestAgreedDate, childSupport } = facts;
  const dates = [signedAt, ...(latestAgreedDate ? [latestAgreedDate] : [])];
  if (childSupport) dates.push(plus(childSupport.youngestBorn ?? signedAt, 'years', CHILD_SUPPORT_UNTIL_AGE));
  const from = new Date(Math.max(...dates.map((d) => d.getTime())));
  const longer = facts.isLoan || Boolean(childSupport);
  return plus(from, 'years', longer ? policy.loanYears : policy.signedYears);
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
        reason: facts.childSupport ? 'child-support' : facts.isLoan ? 'loan' : 'signed',
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

/** A typed date answer. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Where a text may hold a date, in any of the forms `readDate` reads. */
const DATE_IN_TEXT = /\d{4}-\d{2}-\d{2}|\d{1,2}\.\s*\d{1,2}\.\s*\d{4}|\d{1,2}\.?\s+[a-zæøå]+\.?\s+\d{4}/gi;

const dayOf = (iso: string): Date => new Date(`${iso}T00:00:00Z`);

/** The latest `YYYY-MM-DD` among answer values (the agreed dates), or null. */
export function latestDate(values: readonly unknown[]): Date | null {
  let latest: Date | null = null;
  for (const value of values) {
    const iso = typeof value === 'string' && ISO_DATE.test(value) ? readDate(value) : undefined;
    const date = iso ? dayOf(iso) : null;
    if (date && (!latest || date > latest)) latest = date;
  }
  return latest;
}

/**
 * Every date written in a text as people write them in Norwegian: «3. mai 2016», «03.05.2016», «2016-05-03».
 */
export const datesInText = (text: string): Date[] =>
  [...text.matchAll(DATE_IN_TEXT)].flatMap((m) => {
    const iso = readDate(m[0]);
    return iso ? [dayOf(iso)] : [];
  });

/**
 * The youngest child's birth as the answers name it: the latest date written in them that is not after the
 * signing (dates after it are agreed dates, not births). A later date that is no birth only keeps the agreement
 * longer, which is the safe side of a limitation period.
 */
export function youngestBornIn(texts: readonly string[], signedAt: Date): Date | null {
  let youngest: Date | null = null;
  for (const date of texts.flatMap(datesInText))
    if (date <= signedAt && (!youngest || date > youngest)) youngest = date;
  return youngest;
}

/** An agreement as the retention reads it (a row of `RETENTION_SELECT`, person-data.repository.ts). */
export interface RetentionRow {
  id: string;
  status: string;
  topic_title: string | null;
  updated_at: Date | string;
  created_at: Date | string;
  initiator_id: string;
  signed_at: Date | string | null;
  /** The string answers of its last round (dates among them). */
  texts: string[] | null;
  /** A question about barnebidrag answered yes or with an amount in its last round. */
  child_support: boolean;
}

export function retentionFactsOf(row: RetentionRow): RetentionFacts {
  const signedAt = row.signed_at ? new Date(row.signed_at) : null;
  const texts = row.texts ?? [];
  return {
    status: row.status,
    updatedAt: new Date(row.updated_at),
    signedAt,
    latestAgreedDate: latestDate(texts),
    isLoan: isLoanTopic(row.topic_title),
    childSupport: row.child_support
      ? { youngestBorn: youngestBornIn(texts, signedAt ?? new Date(row.updated_at)) }
      : null,
  };
}
