// Inter as one variable font (every weight from 100 to 900 in one file per script): a page gets one font
// file and is laid out again once when it arrives, not once per weight (five files, 400–800, before).
import '@fontsource-variable/inter';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { holdQueryNotificationsUntilHydrated } from './api/hydration-hold';
import { queryClient } from './api/query-client';
import { App } from './app';
import { i18n } from './i18n/i18n';
import { hydratesServerHtml, startLanguage } from './i18n/language.rules';
import { readServerData, SERVER_DATA_ID, userKnownIn } from './server-data.rules';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The language of the first render: the cookie's choice, else the browser's (the account's, when it differs,
// follows once the user is known: AppLayout). Synchronous, the catalogues being bundled; <html lang> follows.
const language = startLanguage(document.cookie, navigator.languages);
void i18n.changeLanguage(language);

// A page rendered per request (the comparison) comes with the data it was rendered with: the queries
// start with it, so the first render is the server's and hydrates without a difference; and with the
// screen it was rendered for, so the first render shows the same layout.
const serverData = readServerData(document.getElementById(SERVER_DATA_ID)?.textContent);
for (const query of serverData?.queries ?? []) {
  queryClient.setQueryData(query.key, query.data);
}

const app = (
  <StrictMode>
    <App screen={serverData?.screen ?? null} userKnown={userKnownIn(serverData)} />
  </StrictMode>
);

if (hydratesServerHtml(root.hasAttribute('data-prerendered'), language)) {
  // A page rendered at build time (src/prerender.rules.ts) or per request (the comparison): React takes
  // over the HTML that is there. As a transition: hydration at the default priority is one task (a long
  // table on a slow phone blocked input for 0.3 s per task); as a transition it yields to the browser.
  // Query answers that arrive meanwhile reach the components once it is done (api/hydration-hold.ts).
  holdQueryNotificationsUntilHydrated();
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else {
  // Server HTML in another language than the one in use (it is made in bokmål) is not hydrated: React would
  // compare every text, find each different and throw the HTML away anyway, with an error per part, after
  // doing that work. A fresh render costs less. Without the mark the page is not treated as hydrating
  // (HydrationProvider, StaticIsland); the HTML stays visible until React's first render replaces it, and
  // `inert` until the page is ready (AppLayout's HydrationDone).
  root.removeAttribute('data-prerendered');
  // The first render as a transition: React renders the app in slices that yield to the browser instead
  // of one long task, which on a slow phone blocked input for most of a second (Lighthouse's TBT;
  // docs/compression-and-code-splitting.md, "Main-thread work").
  startTransition(() => {
    createRoot(root).render(app);
  });
}
