import {
  fitIntoPage,
  legalDocumentCss,
  prepareLegalDocument,
  sanitizeHtml,
  scopeDocumentCss,
} from './legal-html';

const documentHtml = `<!DOCTYPE html>
<html lang="nb">
<head>
  <meta charset="utf-8">
  <title>Samboeravtale</title>
  <style>
    @import url("https://example.com/font.css");
    /* the sheet */
    html { background: #eee; }
    body.partial { font-family: 'Times New Roman', serif; max-width: 800px; margin: 40px auto; }
    body > h1, tbody td { text-align: center; }
    .signature { background: url(https://tracker.example/pixel.png); }
    .logo { background: url("data:image/png;base64,AAAA"); }
    @media print { body { margin: 0; } }
  </style>
  <script>window.evil = 1</script>
</head>
<body class="legal partial" onload="alert(1)">
  <h1>Samboeravtale</h1>
  <p>Partene er enige om &lt;b&gt;husleien&lt;/b&gt; – æøå.</p>
  <img src="x" onerror="alert(1)">
  <script>alert(1)</script>
  <a href="javascript:alert(1)">lenke</a>
  <form action="https://example.com"><input name="x"></form>
  <style>h1 { color: red }</style>
</body>
</html>`;

function render(html: string): HTMLDivElement {
  const div = document.createElement('div');
  div.innerHTML = html;
  return div;
}

describe('prepareLegalDocument', () => {
  const prepared = prepareLegalDocument(documentHtml);
  const body = render(prepared.bodyHtml);

  it('keeps the body text and headings', () => {
    expect(body.querySelector('h2.legal-h1')?.textContent).toBe('Samboeravtale');
    expect(body.querySelector('h1')).toBeNull();
    expect(body.textContent).toContain('æøå');
  });

  it('removes <script> elements and on* event handlers', () => {
    expect(prepared.bodyHtml).not.toMatch(/<script/i);
    expect(prepared.bodyHtml).not.toMatch(/onerror|onload|alert/i);
    expect(body.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });

  it('leaves markup written as text as text', () => {
    expect(body.querySelector('b')).toBeNull();
    expect(body.querySelector('p')?.textContent).toBe('Partene er enige om <b>husleien</b> – æøå.');
  });

  it('drops javascript: links, forms and styles inside the body', () => {
    expect(body.querySelector('a')?.getAttribute('href') ?? null).toBeNull();
    expect(body.querySelector('form, input, style')).toBeNull();
  });

  it('takes the CSS of every <style>, the language, the body classes and the title', () => {
    expect(prepared.css).toContain('.legal-document.partial');
    expect(prepared.css).toContain('.legal-h1 { color: red }');
    expect(prepared.lang).toBe('nb');
    expect(prepared.bodyClasses).toEqual(['legal', 'partial']);
    expect(prepared.title).toBe('Samboeravtale');
  });

  it('accepts a fragment without <html> and <head>', () => {
    const fragment = prepareLegalDocument('<h2>Punkt 1</h2><p onclick="x()">Tekst</p>');
    expect(fragment.bodyHtml).toBe('<h3 class="legal-h2">Punkt 1</h3><p>Tekst</p>');
    expect(fragment.css).toBe('');
    expect(fragment.lang).toBeNull();
  });
});

describe('fitIntoPage', () => {
  it('turns landmarks into divs, keeping their classes, so the page keeps a single main', () => {
    expect(fitIntoPage('<main class="document" role="main"><p>Tekst</p></main><nav>x</nav>')).toBe(
      '<div class="document legal-main"><p>Tekst</p></div><div class="legal-nav">x</div>',
    );
  });

  it('moves the headings one level below the page heading, keeping their classes and ids', () => {
    expect(fitIntoPage('<h1 id="t" class="title">Avtale</h1><h2>Parter</h2><h6>Liten</h6>')).toBe(
      '<h2 id="t" class="title legal-h1">Avtale</h2><h3 class="legal-h2">Parter</h3><h6 class="legal-h6">Liten</h6>',
    );
  });
});

describe('sanitizeHtml', () => {
  it('removes a <script> and an onerror attribute', () => {
    expect(sanitizeHtml('<p>Hei</p><script>alert(1)</script><img src="x" onerror="alert(1)">')).toBe(
      '<p>Hei</p><img src="x">',
    );
  });

  it('keeps escaped markup escaped', () => {
    expect(sanitizeHtml('<p>&lt;b&gt;fet&lt;/b&gt;</p>')).toBe('<p>&lt;b&gt;fet&lt;/b&gt;</p>');
  });
});

describe('scopeDocumentCss', () => {
  it('points html and :root at the shadow host and body at its stand-in', () => {
    expect(scopeDocumentCss('html { color: black }')).toBe(':host { color: black }');
    expect(scopeDocumentCss(':root { --ink: #000 }')).toBe(':host { --ink: #000 }');
    expect(scopeDocumentCss('body > h1, html body p { margin: 0 }')).toBe(
      '.legal-document > .legal-h1, :host .legal-document p { margin: 0 }',
    );
  });

  it('points main, nav, aside and headings at the elements that replace them', () => {
    expect(scopeDocumentCss('main.document > p, aside { margin: 0 }')).toBe(
      '.legal-main.document > p, .legal-aside { margin: 0 }',
    );
    expect(scopeDocumentCss('h1, h2 + p, ol.clauses h3 { color: red }')).toBe(
      '.legal-h1, .legal-h2 + p, ol.clauses .legal-h3 { color: red }',
    );
  });

  it('leaves names that merely contain html, body or main alone', () => {
    const css = 'tbody td, .body, #html, .x-body, .main, .domain, .h1, th1 { color: red }';
    expect(scopeDocumentCss(css)).toBe(css);
  });

  it('rewrites selectors inside @media but not the at-rule preludes', () => {
    expect(scopeDocumentCss('@media print { body { margin: 0 } }')).toBe(
      '@media print { .legal-document { margin: 0 } }',
    );
    expect(scopeDocumentCss('@page { margin: 2cm }')).toBe('@page { margin: 2cm }');
  });

  it('removes @import and remote url() but keeps data: URLs', () => {
    const css = scopeDocumentCss(
      '@import url("https://x.example/a.css");\n.a { background: url(https://t.example/p.png) } .b { background: url("data:image/png;base64,AA") }',
    );
    expect(css).not.toContain('@import');
    expect(css).not.toContain('t.example');
    expect(css).toContain('.a { background: none }');
    expect(css).toContain('url("data:image/png;base64,AA")');
  });

  it('drops comments', () => {
    expect(scopeDocumentCss('/* body */ p { color: red }')).toBe('p { color: red }');
  });
});

describe('legalDocumentCss', () => {
  it('puts the document CSS between the page defaults and the rules the page insists on', () => {
    const css = legalDocumentCss('.doc-marker { color: red }');
    const marker = css.indexOf('.doc-marker');
    expect(css.indexOf('font-family: Georgia')).toBeLessThan(marker);
    expect(css.indexOf('max-width: none !important')).toBeGreaterThan(marker);
  });
});
