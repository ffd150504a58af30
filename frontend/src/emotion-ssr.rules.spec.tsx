/** @jest-environment node */
import { CacheProvider, Global } from '@emotion/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { ThemeProvider } from '@mui/material/styles';
import { renderToString } from 'react-dom/server';
import { criticalStyleTags, serverEmotionCache, withHeadStyles } from './emotion-ssr.rules';
import { theme } from './theme';

function render(children: React.ReactNode) {
  const cache = serverEmotionCache();
  const html = renderToString(
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </CacheProvider>,
  );
  return { cache, html, styles: criticalStyleTags(cache, html) };
}

describe('criticalStyleTags', () => {
  it('leaves no style element in the body and gives the head every rule the HTML uses', () => {
    const { html, styles } = render(
      <>
        <Global styles={{ body: { margin: 0 } }} />
        <Button variant="contained">Lagre</Button>
        <Box sx={{ color: 'red', display: { xs: 'block', sm: 'none' } }}>Tekst</Box>
      </>,
    );
    expect(html).not.toContain('<style');
    const classes = [...html.matchAll(/class="([^"]*)"/g)]
      .flatMap((m) => m[1].split(' '))
      .filter((c) => c.startsWith('css-'));
    expect(classes.length).toBeGreaterThan(0);
    const main = /<style data-emotion="css ([^"]*)" data-s="">([\s\S]*?)<\/style>/.exec(styles)!;
    for (const name of classes) {
      expect(main[1].split(' ')).toContain(name.slice('css-'.length));
      expect(main[2]).toContain(`.${name}{`);
    }
    expect(main[2]).toContain('@media (min-width:600px)');
    // The global rules in an element of their own, as emotion's Global looks for it when it hydrates.
    expect(styles).toMatch(/^<style data-emotion="css-global [\w-]+" data-s="">body\{margin:0;\}<\/style>/);
  });

  it('keeps the order the rules were made in (a name of digits is not moved first)', () => {
    const { cache, html } = render(<Box sx={{ color: 'blue' }}>Tekst</Box>);
    // A rule made after the Box's, with a name of digits (emotion names a class without styles '0'):
    // an object's keys would list it first.
    cache.registered['css-0'] = '';
    cache.insert('.css-0', { name: '0', styles: 'color:green;', next: undefined }, cache.sheet, true);
    const styles = criticalStyleTags(cache, `${html}<i class="css-0"></i>`);
    const ids = /<style data-emotion="css ([^"]*)"/.exec(styles)![1].split(' ');
    expect(ids).toHaveLength(2);
    expect(ids[1]).toBe('0');
    expect(styles.indexOf('color:blue')).toBeLessThan(styles.indexOf('color:green'));
  });

  it('cannot end its element early', () => {
    const { styles } = render(<Global styles={{ 'a[title="</style><script>"]': { color: 'red' } }} />);
    expect(styles).not.toContain('</style><script>');
    expect(styles.match(/<\/style>/g)).toHaveLength(2);
  });
});

describe('withHeadStyles', () => {
  it("puts the styles at the end of the page's head", () => {
    expect(
      withHeadStyles('<html><head><title>A</title></head><body></body></html>', '<style>x</style>'),
    ).toBe('<html><head><title>A</title><style>x</style></head><body></body></html>');
    expect(() => withHeadStyles('<body></body>', '')).toThrow('Siden mangler </head>');
  });
});
