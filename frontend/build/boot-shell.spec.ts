import { readFileSync } from 'node:fs';
import path from 'node:path';
import { theme } from '../src/theme';

// index.html paints a static header before the JS has run; it must look like the header React draws.
describe('the static header in index.html', () => {
  const html = readFileSync(path.join(__dirname, '..', 'index.html'), 'utf8');
  const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';

  it("uses the theme's page background, primary colour and divider", () => {
    expect(style).toContain(`background: ${theme.palette.background.default}`);
    expect(style).toContain(`color: ${theme.palette.primary.main}`);
    expect(style).toContain(`border-bottom: 1px solid ${theme.palette.divider}`);
    expect(html).toContain(`stroke="${theme.palette.background.default}"`);
  });

  it("has the app header's heights (the toolbar's 60/68 px and the 1 px border) and the container's width", () => {
    expect(style).toContain('height: 61px');
    expect(style).toMatch(
      new RegExp(
        `@media \\(min-width: ${theme.breakpoints.values.md}px\\) \\{ \\.boot-header \\{ height: 69px; \\} \\}`,
      ),
    );
    expect(style).toContain(`max-width: ${theme.breakpoints.values.lg}px`);
    const header = readFileSync(
      path.join(__dirname, '..', 'src', 'components', 'header', 'header.tsx'),
      'utf8',
    );
    expect(header).toContain('minHeight: { xs: 60, md: 68 }');
  });

  it('is inside #root, so React replaces it with the real header on its first render', () => {
    // Between the app markers, which the pages rendered at build time replace (src/prerender.rules.ts).
    expect(html).toMatch(
      /<div id="root"><!--app--><header class="boot-header">[\s\S]*?<\/header><!--\/app--><\/div>/,
    );
  });
});
