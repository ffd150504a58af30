import { type Manifest, staticJsFiles } from './bundle-budget.rules';

/**
 * Which lazily loaded page module each address shows, for the preload hints the gateway puts into
 * index.html (docs/first-paint-and-main-thread.md). Patterns use react-router's syntax (`:id` is one segment) and
 * must follow `src/routes.tsx`; `route-preloads.rules.spec.ts` checks that every lazy page there is here.
 */
export const ROUTE_PAGES: readonly { pattern: string; module: string }[] = [
  { pattern: '/auth', module: 'src/pages/auth/auth-page.tsx' },
  { pattern: '/tilbakestill-passord', module: 'src/pages/reset-password/reset-password-page.tsx' },
  { pattern: '/bekreft-epost', module: 'src/pages/verify-email/verify-email-page.tsx' },
  { pattern: '/avmeld', module: 'src/pages/unsubscribe/unsubscribe-page.tsx' },
  { pattern: '/stopp-epostendring', module: 'src/pages/stop-email-change/stop-email-change-page.tsx' },
  { pattern: '/verifiser', module: 'src/pages/verify/verify-page.tsx' },
  { pattern: '/personvern', module: 'src/pages/privacy/privacy-page.tsx' },
  { pattern: '/avtale/:id', module: 'src/pages/invitation/invitation-page.tsx' },
  // The observer's invitation: the invitation page's chunk, which then loads the observer page's own.
  { pattern: '/avtale/:id/observator', module: 'src/pages/invitation/invitation-page.tsx' },
  // The guardian's invitation, the same way.
  { pattern: '/avtale/:id/verge', module: 'src/pages/invitation/invitation-page.tsx' },
  { pattern: '/avtale/:id/sporsmal', module: 'src/pages/questions/question-flow-page.tsx' },
  { pattern: '/avtale/:id/sammenligning', module: 'src/pages/comparison/comparison-page.tsx' },
  { pattern: '/avtale/:id/ferdig', module: 'src/pages/result/result-page.tsx' },
  { pattern: '/avtale/:id/del', module: 'src/pages/share/share-page.tsx' },
  { pattern: '/profile', module: 'src/pages/profile/profile-page.tsx' },
  { pattern: '/dashboard', module: 'src/pages/dashboard/dashboard-page.tsx' },
  { pattern: '/admin', module: 'src/pages/admin/admin-dashboard-page.tsx' },
  { pattern: '/admin/logikk-test', module: 'src/pages/admin/logic-tester/logic-tester-page.tsx' },
];

/** One address pattern and the JS files (relative to dist) its page needs beyond what index.html loads. */
export interface RoutePreload {
  pattern: string;
  files: string[];
}

/**
 * For each page: its chunk and every chunk it imports statically, less those the entry (index.html)
 * loads anyway — the files the browser can fetch in parallel with the entry instead of after it ran.
 */
export function routePreloads(manifest: Manifest, pages: typeof ROUTE_PAGES = ROUTE_PAGES): RoutePreload[] {
  const loadedByEntry = new Set(staticJsFiles(manifest, ['index.html']));
  return pages.map(({ pattern, module }) => ({
    pattern,
    files: staticJsFiles(manifest, [module]).filter((file) => !loadedByEntry.has(file)),
  }));
}
