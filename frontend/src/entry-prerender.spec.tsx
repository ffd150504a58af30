/** @jest-environment node */
import { prerender } from './entry-prerender';
import { i18n } from './i18n/i18n';

describe('the HTML rendered on the server', () => {
  afterEach(() => i18n.changeLanguage('nb'));

  it('is in bokmål, the only language the browser hydrates, whatever language the instance was left in', async () => {
    await i18n.changeLanguage('en');
    const rendered = await prerender('/');
    expect(rendered?.appHtml).toContain('Lag avtaler som alle er enige om');
    expect(rendered?.appHtml).toContain('Hopp til innholdet');
    expect(rendered?.appHtml).not.toContain('Make agreements everyone agrees on');
  });
});
