/** Work due later: the end of one person's 'answered' window, or one person's next reminder of a round. */
export type TimerJob =
  | { type: 'digest'; agreementId: string; userId: string }
  | { type: 'reminder'; agreementId: string; userId: string; round: number; number: number };

/** A timer and when it is due; `id` names it, so scheduling the same timer twice keeps one. */
export interface ScheduledTimer {
  id: string;
  job: TimerJob;
  at: Date;
}

/** Deterministic ids: two replicas (or a redelivered event) scheduling the same timer make one. */
export const digestJobId = (agreementId: string, userId: string, at: Date): string =>
  `digest_${agreementId}_${userId}_${at.getTime()}`;
export const reminderJobId = (agreementId: string, round: number, userId: string, number: number): string =>
  `reminder_${agreementId}_${round}_${userId}_${number}`;
