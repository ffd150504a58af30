import DOMPurify, { type Config } from 'dompurify';

/**
 * The legal text arrives as a complete HTML document with its own inline CSS (the same document the PDF is
 * printed from). The server escapes all user text; the browser still sanitizes it again before showing it.
 * Only the body is shown, inside a shadow root (legal-document.tsx): these are the pure parts.
 */

/** The class of the element that stands in for the document's <body> inside the shadow root. */
export const LEGAL_BODY_CLASS = 'legal-document';

export interface PreparedLegalDocument {
  /** The sanitized inner HTML of <body>: no scripts, event handlers, forms, styles or foreign markup. */
  bodyHtml: string;
  /** The document's CSS, scoped to the shadow root (see {@link scopeDocumentCss}). */
  css: string;
  /** Classes of <body>, for rules such as `body.partial h2` (only plain class names). */
  bodyClasses: string[];
  /** The `lang` of <html>, when it is a well-formed language tag. */
  lang: string | null;
  /** The text of <title>, or ''. */
  title: string;
}

const SANITIZE_CONFIG: Config = {
  USE_PROFILES: { html: true },
  // <style> in the body would bypass the CSS scoping below; forms have no business in a legal text.
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'select', 'option', 'textarea'],
};

/** Sanitizes an HTML fragment with DOMPurify: scripts, event handlers and `javascript:` links are dropped. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, SANITIZE_CONFIG);
}

const CLASS_NAME = /^[A-Za-z_][\w-]*$/;
const LANGUAGE_TAG = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/;

/** Splits a complete HTML document into the sanitized body, the scoped CSS, its language and title. */
export function prepareLegalDocument(html: string): PreparedLegalDocument {
  // DOMParser documents have no browsing context: nothing in them runs or loads.
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const css = Array.from(doc.querySelectorAll('style'))
    .map((style) => style.textContent ?? '')
    .join('\n');
  const lang = doc.documentElement.getAttribute('lang')?.trim() ?? '';
  return {
    bodyHtml: fitIntoPage(sanitizeHtml(doc.body.innerHTML)),
    css: scopeDocumentCss(css),
    bodyClasses: Array.from(doc.body.classList).filter((name) => CLASS_NAME.test(name)),
    lang: LANGUAGE_TAG.test(lang) ? lang : null,
    title: doc.title.trim(),
  };
}

/** Landmark elements of the document, which would compete with the app's own (its `<main>` above all). */
const LANDMARKS = ['main', 'nav', 'aside'] as const;

/** Replaces `element` with a `tag` element that has its attributes (but no role), children and `className`. */
function retag(element: Element, tag: string, className: string): void {
  const replacement = element.ownerDocument.createElement(tag);
  for (const { name, value } of Array.from(element.attributes)) {
    if (name !== 'role' && name !== 'aria-level') replacement.setAttribute(name, value);
  }
  replacement.classList.add(className);
  replacement.append(...Array.from(element.childNodes));
  element.replaceWith(replacement);
}

/**
 * The document becomes a part of the page rather than a page of its own:
 * - its landmark elements become `<div class="legal-main">` ... (the page keeps a single `main`, which e2e
 *   tests scope their locators with);
 * - its headings move one level down (`<h1>` → `<h2 class="legal-h1">`), so the page's own heading stays the
 *   only level 1 (`aria-level` would not do: the accessibility tooling reads the tag).
 * The classes let the document's CSS keep matching (see {@link scopeDocumentCss}).
 */
export function fitIntoPage(sanitizedHtml: string): string {
  const template = document.createElement('template');
  template.innerHTML = sanitizedHtml;
  const root = template.content;
  for (const element of Array.from(root.querySelectorAll(LANDMARKS.join(',')))) {
    retag(element, 'div', `legal-${element.localName}`);
  }
  for (const heading of Array.from(root.querySelectorAll('h1, h2, h3, h4, h5, h6'))) {
    const level = Number(heading.localName[1]);
    retag(heading, `h${Math.min(level + 1, 6)}`, `legal-h${level}`);
  }
  return template.innerHTML;
}

/**
 * Makes the document's CSS work inside a shadow root and keeps it from reaching out:
 * - `html` and `:root` selectors become `:host`, `body` becomes `.legal-document` (the body's stand-in),
 *   `main`, `nav`, `aside` and `h1`–`h6` become `.legal-main` ..., `.legal-h1` ... (see {@link fitIntoPage});
 * - `@import` rules and `url(...)` references other than `data:` are removed, so nothing is fetched.
 * Declarations are left as they are. Comments are dropped.
 */
export function scopeDocumentCss(css: string): string {
  const cleaned = css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/@import[^;{}]*;?/gi, '')
    .replace(/url\(\s*(?!['"]?\s*data:)[^)]*\)/gi, 'none');

  let out = '';
  let buffer = '';
  for (const char of cleaned) {
    if (char === '{') {
      // The text before a '{' is a selector list or an at-rule prelude (@media, @page, @font-face ...).
      out += (buffer.trimStart().startsWith('@') ? buffer : scopeSelectors(buffer)) + char;
      buffer = '';
    } else if (char === '}') {
      out += buffer + char;
      buffer = '';
    } else {
      buffer += char;
    }
  }
  return (out + buffer).trim();
}

/** `html`/`:root` → `:host`, `body` → `.legal-document`, `main` → `.legal-main`, `h1` → `.legal-h1` ... */
function scopeSelectors(selectors: string): string {
  return selectors.replace(
    /(^|[\s,>+~(])(html|body|:root|main|nav|aside|h[1-6])(?=$|[\s,>+~)[.:#])/gi,
    (_match, before: string, name: string) => {
      const lower = name.toLowerCase();
      if (lower === 'body') return `${before}.${LEGAL_BODY_CLASS}`;
      if (lower === 'html' || lower === ':root') return `${before}:host`;
      return `${before}.legal-${lower}`;
    },
  );
}

/**
 * The shadow root's style sheet: a printed-page look the document may refine, then the document's own
 * (scoped) CSS, then the few rules the page insists on. The document is laid out for a sheet of paper
 * (its margins, width and background belong to the PDF); on screen the surrounding Paper is the sheet.
 */
export function legalDocumentCss(documentCss: string): string {
  const body = `.${LEGAL_BODY_CLASS}`;
  // The defaults are wrapped in :where() (no specificity), so any rule of the document overrides them.
  const base = (selector: string) => `:where(${body}) :where(${selector})`;
  return `
:host { display: block; color: #1f2328; font-family: Georgia, 'Times New Roman', Times, 'DejaVu Serif', serif;
  font-size: 1.0625rem; line-height: 1.7; text-align: left; }
:where(${body}) { overflow-wrap: break-word; hyphens: auto; }
${base('h2, h3, h4, h5, h6')} { line-height: 1.3; margin: 1.6em 0 0.6em; font-weight: bold; }
${base('.legal-h1')} { font-size: 1.6em; text-align: center; }
${base('.legal-h2')} { font-size: 1.2em; }
${base('.legal-h3, .legal-h4, .legal-h5, .legal-h6')} { font-size: 1.05em; }
${base('p')} { margin: 0 0 0.9em; }
${base('ol, ul')} { padding-left: 1.6em; }
${base('li')} { margin-bottom: 0.5em; }
${base('table')} { border-collapse: collapse; max-width: 100%; }
${base('td, th')} { padding: 0.35em 0.6em; vertical-align: top; }
${base('a')} { color: #0e5e6f; }
${documentCss}
:host { margin: 0 !important; padding: 0 !important; border: 0 !important; background: transparent !important;
  box-shadow: none !important; width: auto !important; max-width: none !important; min-height: 0 !important; }
${body} { display: block !important; margin: 0 !important; padding: 0 !important; border: 0 !important;
  background: transparent !important; box-shadow: none !important; width: auto !important; max-width: none !important;
  min-height: 0 !important; overflow-x: auto; }
${body} > :first-child { margin-top: 0 !important; }
${body} > :last-child { margin-bottom: 0 !important; }
${body} img, ${body} svg { max-width: 100%; height: auto; }
`;
}
