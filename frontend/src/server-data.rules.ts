/**
 * The data a page was rendered with on the server (docs/first-paint-and-main-thread.md, "The comparison
 * rendered per request"), handed to the browser so it hydrates with exactly that data: a
 * `<script type="application/json">` (data, never run; the Content-Security-Policy allows no other inline
 * script) before `</body>`. No zod here: main.tsx reads it and must stay small.
 */
export const SERVER_DATA_ID = 'avtalt-data';

/** React Query entries: the key (its first element is the URL) and the answer the API gave for it. */
export interface ServerData {
  queries: { key: readonly unknown[]; data: unknown }[];
  /** The screen the page was rendered for (ServerScreen in hooks/use-hydrating.tsx); absent: both layouts. */
  screen?: 'small' | 'large';
}

/**
 * Whether the data holds the answer to the user query (`/api/auth/user`, queryKeys.user): the server then
 * rendered the page knowing who is logged in. The key is written out: this file stays free of the API modules.
 */
export function userKnownIn(data: ServerData | null): boolean {
  return data?.queries.some((q) => q.key.length === 1 && q.key[0] === '/api/auth/user') ?? false;
}

/**
 * JSON that can stand inside a `<script>` element: `<` is written as `\u003c`, so no text in the data
 * (a title `</script><script>…`) can end the element or open a comment; U+2028/2029 too (old parsers).
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** `html` with the data script before its `</body>`. */
export function withServerData(html: string, data: ServerData): string {
  const at = html.lastIndexOf('</body>');
  if (at < 0) throw new Error('Siden mangler </body>');
  const script = `<script type="application/json" id="${SERVER_DATA_ID}">${scriptSafeJson(data)}</script>`;
  return html.slice(0, at) + script + html.slice(at);
}

/** The data of the script's text; null when there is none or it is not what the server writes. */
export function readServerData(text: string | null | undefined): ServerData | null {
  if (!text) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { queries, screen } = parsed as { queries?: unknown; screen?: unknown };
  if (!Array.isArray(queries)) return null;
  if (screen !== undefined && screen !== 'small' && screen !== 'large') return null;
  const valid = queries.every(
    (q: unknown) =>
      typeof q === 'object' &&
      q !== null &&
      Array.isArray((q as { key?: unknown }).key) &&
      typeof (q as { key: unknown[] }).key[0] === 'string' &&
      'data' in q,
  );
  if (!valid) return null;
  return screen === undefined
    ? { queries: queries as ServerData['queries'] }
    : { queries: queries as ServerData['queries'], screen };
}
