import { ACCEPTANCE_TEXT, gjeldsbrevHtml, gjeldsbrevSection, WITNESS_TEXT } from './gjeldsbrev.rules';

describe("the loan's gjeldsbrev for paper (issue 31, tvangsfullbyrdelsesloven § 7-2 bokstav a)", () => {
  it('holds the acceptance that the debt, interest and costs can be collected without a lawsuit', () => {
    expect(gjeldsbrevSection()).toContain(ACCEPTANCE_TEXT);
    expect(ACCEPTANCE_TEXT).toMatch(/kan inndrives uten søksmål/);
    expect(ACCEPTANCE_TEXT).toMatch(/renter/);
    expect(ACCEPTANCE_TEXT).toMatch(/utenrettslige inndrivingskostnader/);
  });

  it("has the borrower's signature lines and two adult witnesses who confirm that signature", () => {
    const section = gjeldsbrevSection();
    expect(section).toContain('<h3>Låntakerens underskrift</h3>');
    expect(section.match(/<h3>Vitne [12]<\/h3>/g)).toEqual(['<h3>Vitne 1</h3>', '<h3>Vitne 2</h3>']);
    expect(WITNESS_TEXT).toMatch(/myndige/);
    expect(WITNESS_TEXT).toMatch(/låntakeren har skrevet under/);
    expect(section).toMatch(/signer det for hånd på papir/);
  });

  it("prints the agreement's text (sanitized by the page) before the gjeldsbrev, on a page of its own", () => {
    const html = gjeldsbrevHtml({
      bodyHtml: '<h1>Låneavtale</h1><p>Lånebeløpet er 50 000 kr.</p>',
      css: '.legal-document p { margin: 0 }',
      lang: 'nb',
    });
    expect(html.startsWith('<!DOCTYPE html><html lang="nb">')).toBe(true);
    expect(html).toContain('<title>Gjeldsbrev</title>');
    expect(html.indexOf('Lånebeløpet er 50 000 kr.')).toBeLessThan(html.indexOf('<h2>Gjeldsbrev</h2>'));
    expect(html).toContain('break-before: page');
  });

  it('cannot be broken out of by the CSS or the language', () => {
    const html = gjeldsbrevHtml({
      bodyHtml: '<p>x</p>',
      css: 'p{}</style><script>alert(1)</script>',
      lang: '"><script>',
    });
    expect(html).not.toContain('</style><script>');
    expect(html).toContain('<html lang="nb">');
  });
});
