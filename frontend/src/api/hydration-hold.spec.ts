import { notifyManager } from '@tanstack/react-query';
import {
  HYDRATION_HOLD_MAX_MS,
  holdQueryNotificationsUntilHydrated,
  releaseQueryNotifications,
} from './hydration-hold';

describe('hydration hold: query results reach components once the page has hydrated', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    releaseQueryNotifications();
    jest.runOnlyPendingTimers();
    jest.useRealTimers();
  });

  it('holds notifications while hydrating and delivers them, in order, when released', () => {
    const seen: string[] = [];
    holdQueryNotificationsUntilHydrated();
    notifyManager.schedule(() => seen.push('user'));
    notifyManager.schedule(() => seen.push('topics'));
    jest.advanceTimersByTime(1000);
    expect(seen).toEqual([]);

    releaseQueryNotifications();
    jest.advanceTimersByTime(0);
    expect(seen).toEqual(['user', 'topics']);

    // After hydration notifications go at once (on the next tick, as React Query's default does).
    notifyManager.schedule(() => seen.push('later'));
    jest.advanceTimersByTime(0);
    expect(seen).toEqual(['user', 'topics', 'later']);
  });

  it('lets them go after HYDRATION_HOLD_MAX_MS when hydration never says it is done', () => {
    const seen: string[] = [];
    holdQueryNotificationsUntilHydrated();
    notifyManager.schedule(() => seen.push('user'));
    jest.advanceTimersByTime(HYDRATION_HOLD_MAX_MS - 1);
    expect(seen).toEqual([]);
    jest.advanceTimersByTime(1);
    jest.runOnlyPendingTimers();
    expect(seen).toEqual(['user']);
  });
});
