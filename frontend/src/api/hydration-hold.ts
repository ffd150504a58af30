import { notifyManager } from '@tanstack/react-query';

/**
 * Query results that arrive while React hydrates the server's HTML wait until it has finished.
 *
 * React Query tells components through `useSyncExternalStore`, whose updates always render at once and
 * in one piece. An answer that came during hydration (the user query's 401 on a visitor's front page)
 * made React finish the page's hydration in that same synchronous render: on a phone one long task
 * (35–40 ms unthrottled, measured) instead of the transition's slices. The cache is written as the answer
 * arrives; only the components are told later, together, once the page is React's.
 */
let held: (() => void)[] | null = null;
let safety: ReturnType<typeof setTimeout> | undefined;

/** The longest the notifications wait: a page whose hydration never reports done still gets its data. */
export const HYDRATION_HOLD_MAX_MS = 10_000;

export function holdQueryNotificationsUntilHydrated(): void {
  if (held) return;
  held = [];
  notifyManager.setScheduler((callback) => {
    if (held) held.push(callback);
    else setTimeout(callback, 0);
  });
  safety = setTimeout(releaseQueryNotifications, HYDRATION_HOLD_MAX_MS);
}

/** Tells the components what arrived meanwhile, in the order it arrived; later notifications go at once. */
export function releaseQueryNotifications(): void {
  clearTimeout(safety);
  const waiting = held ?? [];
  held = null;
  for (const callback of waiting) setTimeout(callback, 0);
}
