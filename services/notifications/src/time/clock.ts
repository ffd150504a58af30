/**
 * Where the service reads the time: the 'answered' windows and the reminders' due times are computed
 * from it, so a test can move it forward and run the due work at once instead of waiting.
 */
export interface Clock {
  now(): Date;
}

export const CLOCK = Symbol('CLOCK');

export const systemClock: Clock = { now: () => new Date() };
