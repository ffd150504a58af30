import { inlineStylesheets } from './inline-css.rules';

describe('inlineStylesheets', () => {
  const css: Record<string, string> = {
    '/assets/index-1.css': '@font-face{font-family:Inter;src:url(/assets/inter-1.woff2)}\n',
    '/assets/evil-1.css': 'a{}</style><script>alert(1)</script>',
  };
  const cssOf = (href: string) => css[href];

  it("replaces the build's stylesheet link by a style element with its CSS", () => {
    const html = '<head><link rel="stylesheet" crossorigin href="/assets/index-1.css"></head>';
    expect(inlineStylesheets(html, cssOf)).toBe(
      '<head><style>@font-face{font-family:Inter;src:url(/assets/inter-1.woff2)}</style></head>',
    );
  });

  it('keeps links it has no CSS for, and CSS that would close the style element early', () => {
    const html =
      '<link rel="stylesheet" href="https://example.org/x.css"><link rel="stylesheet" href="/assets/evil-1.css">';
    expect(inlineStylesheets(html, cssOf)).toBe(html);
  });

  it('leaves other links alone', () => {
    const html = '<link rel="icon" href="/favicon.svg"><link rel="modulepreload" href="/assets/react-1.js">';
    expect(inlineStylesheets(html, cssOf)).toBe(html);
  });
});
