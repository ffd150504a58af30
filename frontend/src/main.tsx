import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import '@fontsource/inter/800.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

if (root.hasAttribute('data-prerendered')) {
  // A page rendered at build time (src/prerender.rules.ts): React takes over the HTML that is there.
  // Hydration renders in slices that yield to the browser by itself.
  hydrateRoot(root, app);
} else {
  // The first render as a transition: React renders the app in slices that yield to the browser instead
  // of one long task, which on a slow phone blocked input for most of a second (Lighthouse's TBT;
  // docs/compression-and-code-splitting.md, "Main-thread work").
  startTransition(() => {
    createRoot(root).render(app);
  });
}
