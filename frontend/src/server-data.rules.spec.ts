import { readServerData, scriptSafeJson, SERVER_DATA_ID, withServerData } from './server-data.rules';

describe('scriptSafeJson', () => {
  it('cannot end the script element or open a comment, and parses back to the same value', () => {
    const value = { title: '</script><script>alert(1)</script><!-- \u2028\u2029' };
    const json = scriptSafeJson(value);
    expect(json).not.toContain('<');
    expect(json).not.toMatch(/[\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe('withServerData', () => {
  it('puts a JSON script (not a script that runs) before </body>', () => {
    const html = withServerData('<body><div id="root"></div><script>x</script></body></html>', {
      queries: [{ key: ['/api/a'], data: { t: '<b>' } }],
    });
    expect(html).toBe(
      `<body><div id="root"></div><script>x</script><script type="application/json" id="${SERVER_DATA_ID}">{"queries":[{"key":["/api/a"],"data":{"t":"\\u003cb>"}}]}</script></body></html>`,
    );
  });

  it('refuses a page without </body>', () => {
    expect(() => withServerData('<div></div>', { queries: [] })).toThrow('</body>');
  });
});

describe('readServerData', () => {
  it('reads what withServerData wrote', () => {
    const data = { queries: [{ key: ['/api/agreements/1/comparison'], data: { title: '<x>' } }] };
    const html = withServerData('<body></body>', data);
    const text = /<script type="application\/json" id="avtalt-data">(.*)<\/script>/.exec(html)?.[1];
    expect(readServerData(text)).toEqual(data);
  });

  it('reads the screen the page was rendered for, and refuses any other value', () => {
    expect(readServerData('{"queries":[],"screen":"small"}')).toEqual({ queries: [], screen: 'small' });
    expect(readServerData('{"queries":[],"screen":"large"}')).toEqual({ queries: [], screen: 'large' });
    expect(readServerData('{"queries":[]}')).toEqual({ queries: [] });
    expect(readServerData('{"queries":[],"screen":"tv"}')).toBeNull();
  });

  it('gives null for nothing, broken JSON and other shapes', () => {
    expect(readServerData(null)).toBeNull();
    expect(readServerData('')).toBeNull();
    expect(readServerData('{')).toBeNull();
    expect(readServerData('[]')).toBeNull();
    expect(readServerData('{"queries":{}}')).toBeNull();
    expect(readServerData('{"queries":[{"key":"x","data":1}]}')).toBeNull();
    expect(readServerData('{"queries":[{"key":[1],"data":1}]}')).toBeNull();
    expect(readServerData('{"queries":[{"key":["/api/x"]}]}')).toBeNull();
  });
});
