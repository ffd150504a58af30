import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * Emotion on the server with its styles in the head (docs/first-paint-and-main-thread.md, item 9). By
 * default emotion's server build writes each component's rules as a `<style>` before the component, inside
 * the body: the browser then recalculates the page's styles at each of them while it parses (77 on a
 * comparison), and the browser's emotion moves every one of them into the head before React hydrates. In
 * compat mode the cache keeps the rules instead; criticalStyleTags writes the ones the HTML uses as style
 * elements for the head — what @emotion/server's extractCriticalToChunks does, without its stream
 * dependencies.
 */
export function serverEmotionCache(): EmotionCache {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  // The order the rules were made in is the order they apply in. `cache.inserted` is an object, whose
  // keys would not keep it: a name of digits only ('0', the class of no styles) is listed first.
  const order: string[] = [];
  const insert = cache.insert;
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    if (!(serialized.name in cache.inserted)) order.push(serialized.name);
    return insert(selector, serialized, sheet, shouldCache);
  };
  insertionOrder.set(cache, order);
  return cache;
}

const insertionOrder = new WeakMap<EmotionCache, string[]>();

/**
 * The rules of `cache` that `html` uses, as `<style>` elements for the head: the global ones (CssBaseline)
 * first, each as emotion's `<Global>` finds it when it hydrates (`data-emotion="css-global NAME"`), then
 * one element with every class the HTML names (`data-emotion="css ID ID …"`: the browser's cache takes
 * those as inserted and does not write them again). `data-s`: emotion does not move them as it moves
 * server styles in the body; its sheet still appends the adopted element to the end of the head once, and
 * `<Global>` puts its own back before it: two moves instead of one per component.
 */
export function criticalStyleTags(cache: EmotionCache, html: string): string {
  const { key } = cache;
  const used = new Set<string>();
  for (const match of html.matchAll(new RegExp(`${key}-([a-zA-Z0-9_-]+)`, 'g'))) used.add(match[1]);
  const globals: string[] = [];
  const ids: string[] = [];
  let css = '';
  for (const id of insertionOrder.get(cache) ?? Object.keys(cache.inserted)) {
    const rules = cache.inserted[id];
    if (typeof rules !== 'string') continue;
    if (cache.registered[`${key}-${id}`] === undefined) {
      globals.push(`<style data-emotion="${key}-global ${id}" data-s="">${styleText(rules)}</style>`);
    } else if (used.has(id)) {
      ids.push(id);
      css += rules;
    }
  }
  return `${globals.join('')}<style data-emotion="${key} ${ids.join(' ')}" data-s="">${styleText(css)}</style>`;
}

/** CSS that cannot end its `<style>` element early (`\/` is the same character in CSS). */
function styleText(css: string): string {
  return css.replace(/<\/style/gi, '<\\/style');
}

/** `pageHtml` with `tags` at the end of its head (after the page's own styles, as emotion puts them). */
export function withHeadStyles(pageHtml: string, tags: string): string {
  const at = pageHtml.indexOf('</head>');
  if (at < 0) throw new Error('Siden mangler </head>');
  return pageHtml.slice(0, at) + tags + pageHtml.slice(at);
}
