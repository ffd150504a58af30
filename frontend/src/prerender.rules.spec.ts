import { prerenderedFile, withPrerenderedRoot } from './prerender.rules';

describe('withPrerenderedRoot', () => {
  const index =
    '<body><div id="root"><!--app--><header class="boot-header">Avtalt</header><!--/app--></div><script>x</script></body>';

  it("puts the page's HTML in place of the static header and marks the root for hydration", () => {
    expect(withPrerenderedRoot(index, '<main>Velkommen $& $1</main>')).toBe(
      '<body><div id="root" data-prerendered inert><main>Velkommen $& $1</main></div><script>x</script></body>',
    );
  });

  it('refuses an index.html without the markers', () => {
    expect(() => withPrerenderedRoot('<div id="root"></div>', '<main></main>')).toThrow('<!--app-->');
  });
});

describe('prerenderedFile', () => {
  it('names one file per address', () => {
    expect(prerenderedFile('/')).toBe('pages/index.html');
    expect(prerenderedFile('/auth')).toBe('pages/auth.html');
    expect(() => prerenderedFile('/../x')).toThrow();
  });
});
