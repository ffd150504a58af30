import { createContext, startTransition, useCallback, useContext, useState, type ReactNode } from 'react';

interface Hydration {
  hydrating: boolean;
  done: () => void;
}

// Without a provider: true on the server (the gateway's render and the build's prerender), false in a
// browser (tests, a page rendered in the browser from the start).
const HydrationContext = createContext<Hydration>({ hydrating: typeof window === 'undefined', done: () => undefined });

/**
 * Whether the page is still the server's HTML being hydrated. Until hydration is done, what only the
 * browser knows (the screen's width, who is logged in) must not change what renders, or React throws the
 * server's HTML away. The switch after hydration is a transition: the page re-renders in slices, not in
 * one long task.
 */
export function HydrationProvider({ children }: { children: ReactNode }) {
  const [hydrating, setHydrating] = useState(() => document.getElementById('root')?.hasAttribute('data-prerendered') ?? false);
  const done = useCallback(() => startTransition(() => setHydrating(false)), []);
  return <HydrationContext.Provider value={{ hydrating, done }}>{children}</HydrationContext.Provider>;
}

/** True while the HTML is rendered on the server and until the browser has hydrated it (see HydrationProvider). */
export function useHydrating(): boolean {
  return useContext(HydrationContext).hydrating;
}

/** For AppLayout: the page (the lazily loaded one too) has hydrated. */
export function useHydrationDone(): () => void {
  return useContext(HydrationContext).done;
}
