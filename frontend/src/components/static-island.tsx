import { useState, type ReactNode } from 'react';
import { useHydrating } from '../hooks/use-hydrating';
import { useLanguage } from '../hooks/use-language';

/**
 * A part of a page that never changes once drawn (text, icons, no handlers), which React does not hydrate:
 * when the page is the server's HTML being hydrated, the island keeps the HTML that is there and React
 * makes no components for it; rendered in the browser (a client-side navigation), it renders `children`.
 *
 * Hydrating a section is rendering every MUI component in it again in the browser, its styles included
 * (emotion serialises each element's styles to find its class), only to find the HTML already right:
 * most of a phone's main-thread work on the front page. The server's styles for the island stay in the
 * head, where the server put them. `display: contents`: the wrapper adds no box, so the layout is the
 * children's own. The server's HTML is in its language: once another is chosen, the island renders `children`.
 */
export function StaticIsland({ id, children }: { id: string; children: ReactNode }) {
  const hydrating = useHydrating();
  const language = useLanguage();
  // Read once, when the island first renders: later renders keep showing the same HTML.
  const [serverHtml] = useState(() =>
    hydrating && typeof document !== 'undefined' ? (document.getElementById(id)?.innerHTML ?? null) : null,
  );
  const [serverLanguage] = useState(language);
  if (serverHtml !== null && language === serverLanguage) {
    return <div id={id} style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: serverHtml }} />;
  }
  return (
    <div id={id} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}
