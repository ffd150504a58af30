import { notificationsConfigSchema } from '../config/notifications.config';
import {
  BACKOFF_CAP_MS,
  cappedBackoff,
  retryWindowMs,
  TIMER_ATTEMPTS,
  TIMER_BACKOFF_MS,
} from './retry.rules';

const DAY = 24 * 3600_000;

describe('retry backoff', () => {
  it('doubles from the base delay and never waits more than the cap', () => {
    expect([1, 2, 3, 4].map((n) => cappedBackoff(n, 5000))).toEqual([5000, 10_000, 20_000, 40_000]);
    expect(cappedBackoff(8, 5000)).toBe(BACKOFF_CAP_MS);
    expect(cappedBackoff(200, 5000)).toBe(BACKOFF_CAP_MS);
    expect(cappedBackoff(10_000, 5000)).toBe(BACKOFF_CAP_MS);
    expect(cappedBackoff(3, 500, 1200)).toBe(1200);
  });

  it('keeps a mail trying through at least 24 hours of SMTP downtime with the default settings', () => {
    const config = notificationsConfigSchema.parse({});
    const window = retryWindowMs(config.MAIL_ATTEMPTS, config.MAIL_BACKOFF_MS);
    expect(window).toBeGreaterThanOrEqual(DAY);
    expect(window).toBeLessThan(2 * DAY);
  });

  it('keeps reminders and digests trying through at least 24 hours of identity or Postgres downtime', () => {
    expect(retryWindowMs(TIMER_ATTEMPTS, TIMER_BACKOFF_MS)).toBeGreaterThanOrEqual(DAY);
  });
});
