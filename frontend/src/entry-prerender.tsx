import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { createQueryClient } from './api/query-client';
import { PRERENDERED_PATHS, prerenderedFile, withPrerenderedRoot } from './prerender.rules';
import { ToastProvider } from './components/toast/toast-provider';
import { AppRoutes } from './routes';
import { theme } from './theme';

/**
 * Renders a page that needs no data to HTML at build time (frontend/build/prerender.ts): the same
 * providers and routes as `app.tsx`, with every query still pending (nothing is fetched on the server),
 * which is also what the browser's first render has, so the page hydrates without a difference.
 * Emotion writes each component's styles as a `<style data-emotion>` before it; the browser's emotion
 * cache moves them into the head before React hydrates.
 */
function page(url: string) {
  return (
    <StrictMode>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <QueryClientProvider client={createQueryClient()}>
          <ToastProvider>
            <StaticRouter location={url}>
              <AppRoutes />
            </StaticRouter>
          </ToastProvider>
        </QueryClientProvider>
      </ThemeProvider>
    </StrictMode>
  );
}

/**
 * `renderToString`, not the streaming renderers: those write a lazily loaded page after the shell with
 * inline scripts that move it into place, which the Content-Security-Policy does not allow. A lazy page
 * renders its Suspense fallback until its module has loaded, so the first pass starts the loading, and
 * the page is rendered again once nothing is loading any more (at most `passes` times).
 */
export async function prerender(url: string, passes = 5): Promise<string> {
  let html = '';
  for (let pass = 0; pass < passes; pass++) {
    html = renderToString(page(url));
    if (!html.includes('<!--$!-->') && !html.includes('<!--$?-->')) return html;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${url}: siden lastet fortsatt etter ${passes} forsøk`);
}

/** Each page of PRERENDERED_PATHS as a whole HTML document made from the built index.html. */
export async function prerenderedPages(indexHtml: string): Promise<{ path: string; file: string; html: string }[]> {
  const pages = [];
  for (const path of PRERENDERED_PATHS) {
    pages.push({ path, file: prerenderedFile(path), html: withPrerenderedRoot(indexHtml, await prerender(path)) });
  }
  return pages;
}
