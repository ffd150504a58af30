import type { User } from '@avtalt/contracts';
import { createContext, startTransition, useCallback, useContext, useState, type ReactNode } from 'react';
import { releaseQueryNotifications } from '../api/hydration-hold';
import { useUser } from './use-auth';

/**
 * The screen a page rendered per request was rendered for (the gateway guesses it from the request's
 * `Sec-CH-UA-Mobile` or User-Agent, services/gateway/src/frontend/server-render.rules.ts): 'small' a phone,
 * 'large' anything wider. null: not known, the page carries both layouts and CSS shows the screen's.
 */
export type ServerScreen = 'small' | 'large' | null;

interface Hydration {
  hydrating: boolean;
  screen: ServerScreen;
  /** The server rendered the page knowing who is logged in (its data holds the user query's answer). */
  userKnown: boolean;
  done: () => void;
}

// Without a provider: true on the server (the gateway's render and the build's prerender), false in a
// browser (tests, a page rendered in the browser from the start).
const HydrationContext = createContext<Hydration>({
  hydrating: typeof window === 'undefined',
  screen: null,
  userKnown: false,
  done: () => undefined,
});

/**
 * Whether the page is still the server's HTML being hydrated. Until hydration is done, what only the
 * browser knows (the screen's width, who is logged in) must not change what renders, or React throws the
 * server's HTML away. The switch after hydration is a transition: the page re-renders in slices, not in
 * one long task. `screen`: what the server rendered for (its data script says, main.tsx reads it).
 */
export function HydrationProvider({
  screen = null,
  userKnown = false,
  children,
}: {
  screen?: ServerScreen;
  userKnown?: boolean;
  children: ReactNode;
}) {
  const [hydrating, setHydrating] = useState(
    () => document.getElementById('root')?.hasAttribute('data-prerendered') ?? false,
  );
  const done = useCallback(() => {
    releaseQueryNotifications();
    startTransition(() => setHydrating(false));
  }, []);
  return (
    <HydrationContext.Provider value={{ hydrating, screen, userKnown, done }}>
      {children}
    </HydrationContext.Provider>
  );
}

/** On the server: a page rendered for `screen` (entry-prerender.tsx), with the user's answer when `userKnown`. */
export function ServerHydrationProvider({
  screen,
  userKnown = false,
  children,
}: {
  screen: ServerScreen;
  userKnown?: boolean;
  children: ReactNode;
}) {
  return (
    <HydrationContext.Provider value={{ hydrating: true, screen, userKnown, done: () => undefined }}>
      {children}
    </HydrationContext.Provider>
  );
}

/** True while the HTML is rendered on the server and until the browser has hydrated it (see HydrationProvider). */
export function useHydrating(): boolean {
  return useContext(HydrationContext).hydrating;
}

/**
 * Who is logged in, as a page rendered on the server may show it. While hydrating: what the server
 * rendered with — the user when its data held the user query's answer (a visitor's page says nobody, so
 * the visitor's prompts are in the first HTML and nothing is asked or drawn again after hydration),
 * otherwise not known yet (loading), as the server had it. After hydration: the user query's answer.
 */
export function useHydratedUser(): { user: User | null; isLoading: boolean } {
  const { hydrating, userKnown } = useContext(HydrationContext);
  const viewer = useUser();
  if (hydrating && !userKnown) return { user: null, isLoading: true };
  return viewer;
}

/**
 * The layout a page with a phone and a desktop form shows: while hydrating, the one the server rendered
 * ('both' when it did not know the screen, CSS then shows the right one); after, the screen's own.
 */
export function useScreenLayout(small: boolean): 'small' | 'large' | 'both' {
  const { hydrating, screen } = useContext(HydrationContext);
  if (hydrating) return screen ?? 'both';
  return small ? 'small' : 'large';
}

/** For AppLayout: the page (the lazily loaded one too) has hydrated. */
export function useHydrationDone(): () => void {
  return useContext(HydrationContext).done;
}
