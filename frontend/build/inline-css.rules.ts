const STYLESHEET_LINK = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;
const HREF = /\bhref="([^"]+)"/;

/**
 * index.html with each `<link rel="stylesheet" href>` that `cssOf` knows replaced by a `<style>` holding
 * that CSS; links it does not know (another origin) stay. `</style` inside the CSS would end the element
 * early, so such a sheet is left as a link.
 */
export function inlineStylesheets(html: string, cssOf: (href: string) => string | undefined): string {
  return html.replace(STYLESHEET_LINK, (link) => {
    const href = HREF.exec(link)?.[1];
    const css = href ? cssOf(href) : undefined;
    if (css === undefined || /<\/style/i.test(css)) return link;
    return `<style>${css.trim()}</style>`;
  });
}
