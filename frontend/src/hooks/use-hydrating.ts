import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * True while the HTML is rendered on the server and while the browser hydrates it; false in every render
 * after that and in a page rendered in the browser from the start. For what only the browser knows (the
 * screen's width): the server's HTML and the hydrating render show what CSS can choose, and React
 * re-renders once hydration is done.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  );
}
