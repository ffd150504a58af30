import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import {
  bundleBudget,
  inlineEntryCss,
  paintBeforeCode,
  precompress,
  routePreloadHints,
} from './build/build-plugins';

// The gateway (services/gateway) listens on 8080 and serves the API, the WebSocket and, in production, dist/.
// AVTALT_GATEWAY_URL points the dev server elsewhere (another port, a stub API).
const gateway = process.env.AVTALT_GATEWAY_URL ?? 'http://localhost:8080';
const proxy: Record<string, ProxyOptions> = {
  '/api': { target: gateway },
  '/ws': { target: gateway, ws: true },
};

export default defineConfig(({ isSsrBuild }) => ({
  // The entry's CSS goes into index.html, its script is added by an inline loader after the first paint; the budget check and the route preload hints read the manifest;
  // then every text file gets its .br and .gz (docs/compression-and-code-splitting.md, docs/first-paint-and-main-thread.md).
  plugins: [react(), inlineEntryCss(), paintBeforeCode(), bundleBudget(), routePreloadHints(), precompress()],
  resolve: {
    // Compile the shared zod schemas and the logic engine from source, so the forms validate and the
    // logic tester evaluates exactly as the server does, without a separate build of the libs.
    alias: [
      // Error codes, texts and limits without zod (libs/contracts/src/constants.ts): pages that only need
      // these do not download zod and every schema.
      {
        find: /^@avtalt\/contracts\/constants$/,
        replacement: fileURLToPath(new URL('../libs/contracts/src/constants.ts', import.meta.url)),
      },
      // The languages and how a request's is picked (libs/contracts/src/common/language-constants.ts): read
      // before the first render of every page, so not in the constants' chunk, which most pages load later.
      {
        find: /^@avtalt\/contracts\/languages$/,
        replacement: fileURLToPath(
          new URL('../libs/contracts/src/common/language-constants.ts', import.meta.url),
        ),
      },
      // The chat's and the live connection's frames alone (libs/contracts/src/chat/chat.schema.ts): the
      // comparison's connection then builds a few schemas, not every one of the contracts.
      {
        find: /^@avtalt\/contracts\/chat$/,
        replacement: fileURLToPath(new URL('../libs/contracts/src/chat/chat.schema.ts', import.meta.url)),
      },
      {
        find: /^@avtalt\/contracts$/,
        replacement: fileURLToPath(new URL('../libs/contracts/src/index.ts', import.meta.url)),
      },
      {
        find: /^@avtalt\/logic$/,
        replacement: fileURLToPath(new URL('../libs/logic/src/index.ts', import.meta.url)),
      },
    ],
  },
  // The prerender build (frontend/build/prerender.ts) bundles everything: it runs once in Node at build time.
  ssr: { noExternal: true },
  // The server bundle runs React and emotion in production mode wherever it runs (the build's prerender,
  // the gateway's per-request render of the comparison): emotion's class names are then the browser's.
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    // dist/.vite/manifest.json: which chunks each entry loads, read by the budget check.
    manifest: true,
    // No modulepreload polyfill in the entry (0.4 KB gzipped): every browser Avtalt supports has
    // modulepreload; one without it still runs the app, it only fetches the chunks one after another.
    modulePreload: { polyfill: false },
    // terser, not esbuild: ~4 KB less gzipped on the home route for a few seconds more of build time
    // (docs/compression-and-code-splitting.md, "The budget"). Two compress passes catch what the first
    // pass's inlining exposes; the output is ES modules (Vite sets `module`), so top-level names mangle.
    // The prerender build (--ssr) runs once in Node at build time: not minified, so it builds fast.
    minify: isSsrBuild ? false : 'terser',
    terserOptions: {
      ecma: 2020,
      compress: { passes: 2 },
      format: { comments: false },
    },
    rollupOptions: {
      output: {
        // Libraries change far less often than the app: separate chunks stay cached across deploys. Only
        // what every page needs is forced into a named chunk; MUI components, zod and the rest follow the
        // pages that import them, so a component used only by a lazy page is not in the home route's
        // download (the budget check in build/ fails the build when it grows past 150 KB gzipped).
        manualChunks(id) {
          // The contracts' plain values and the logic engine each in a chunk of their own: left to
          // Rollup they share a chunk with the contracts' schemas, which makes every page that needs a
          // text or a rule also download zod.
          if (
            /[\\/]libs[\\/]contracts[\\/]src[\\/](constants|common[\\/]error-codes|agreements[\\/]agreement-constants|chat[\\/]chat-constants)\.ts$/.test(
              id,
            )
          ) {
            return 'contracts-constants';
          }
          if (/[\\/]libs[\\/]logic[\\/]src[\\/]/.test(id)) return 'logic';
          // No chunk is forced for frontend code that shows text (lib's rules, agreement-facts and guardians among
          // them): a manual chunk also takes in what its modules import that no other manual chunk holds, here the
          // interface's i18n, which would then leave the entry for that chunk (8 KB more for the front page).
          if (!id.includes('node_modules')) return undefined;
          if (/[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/.test(id)) return 'react';
          // MUI's styling engine (emotion), needed by every component. @mui/system and @mui/utils are not
          // forced in here: a chunk named for them would hold every helper any page uses (focus trap,
          // media queries, slot props...), all loaded by the front page; left alone they follow the
          // chunks that use them (1.7 KB gzipped less on the front page).
          if (
            /[\\/]node_modules[\\/](@mui[\\/](styled-engine|private-theming)|@emotion|stylis)[\\/]/.test(id)
          ) {
            return 'mui-core';
          }
          // Drag and drop is used only by the admin area: its own chunk keeps it out of everyone's download.
          if (/[\\/]node_modules[\\/]@dnd-kit[\\/]/.test(id)) return 'dnd-kit';
          // The HTML sanitizer is used only by the result page (legal text).
          if (/[\\/]node_modules[\\/]dompurify[\\/]/.test(id)) return 'dompurify';
          // zod, loaded with the contracts by the first page that validates a form or a message.
          if (/[\\/]node_modules[\\/]zod[\\/]/.test(id)) return 'zod';
          return undefined;
        },
      },
    },
  },
}));
