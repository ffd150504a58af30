import { useDeferredValue } from 'react';

/**
 * A query's data, rendered as a deferred update. React Query's updates render at once and in one piece
 * (external stores cannot be transitions); a page that is long to render (the comparison, the
 * invitation) then blocks a slow phone's main thread for hundreds of milliseconds after its data
 * arrives. With the data deferred, that render runs in the background in small slices that yield to
 * input, while the page keeps showing what it showed (its spinner the first time).
 * `catchingUp`: the data is there but not rendered yet — show the loading state meanwhile.
 * (docs/compression-and-code-splitting.md, "Main-thread work".)
 */
export function useDeferredData<T>(data: T | undefined): { data: T | undefined; catchingUp: boolean } {
  const deferred = useDeferredValue(data);
  return { data: deferred, catchingUp: data !== undefined && deferred === undefined };
}
