import { mailContent } from './mail-content.rules';
import { MailRenderer } from './mail.renderer';

const renderer = new MailRenderer();
const evil = '<script>alert("x")</script> & <b>Ola</b>';

describe('MailRenderer', () => {
  it('escapes every user value in the HTML and keeps it plain in the text', () => {
    const content = mailContent({
      kind: 'answered',
      firstName: evil,
      title: evil,
      link: 'https://avtalt.no/avtale/1/sammenligning',
      actors: [evil, 'Kari'],
    });
    const mail = renderer.render(content, 'https://avtalt.no/avmeld#tok');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>Ola</b>');
    expect(mail.html).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;Ola&lt;/b&gt;',
    );
    expect(mail.text).toContain(evil);
    expect(mail.text).not.toContain('&lt;');
  });

  it('has the unsubscribe link in the footer only when the kind can be turned off', () => {
    const answered = renderer.render(
      mailContent({
        kind: 'completed',
        firstName: 'Kari',
        title: 'Hytta',
        link: 'https://avtalt.no/avtale/1/ferdig',
      }),
      'https://avtalt.no/avmeld#abc',
    );
    expect(answered.html).toContain('href="https://avtalt.no/avmeld#abc"');
    expect(answered.html).toContain('Meld deg av');
    expect(answered.text).toContain('Meld deg av: https://avtalt.no/avmeld#abc');
    const reset = renderer.render(
      mailContent({
        kind: 'password-reset',
        firstName: 'Kari',
        link: 'https://avtalt.no/tilbakestill-passord#t',
      }),
      null,
    );
    expect(reset.html).not.toContain('Meld deg av');
    expect(reset.text).not.toContain('Meld deg av');
  });

  it('says that a reset link works once and for one hour', () => {
    const reset = renderer.render(
      mailContent({
        kind: 'password-reset',
        firstName: 'Kari',
        link: 'https://avtalt.no/tilbakestill-passord#t',
      }),
      null,
    );
    expect(reset.text).toContain('bare brukes én gang og virker i én time');
    expect(reset.html).toContain('href="https://avtalt.no/tilbakestill-passord#t"');
  });

  it('carries the share text and who invited in an invitation', () => {
    const content = mailContent({
      kind: 'invitation',
      inviter: 'Kari Nordmann',
      title: 'Felles båt',
      link: 'https://avtalt.no/avtale/9',
    });
    expect(content.subject).toBe('Bli med på en avtale: Felles båt');
    const mail = renderer.render(content, 'https://avtalt.no/avmeld#x');
    expect(mail.text).toContain('Kari Nordmann har invitert deg');
    expect(mail.text).toContain('Bli med på en avtale: Felles båt');
    expect(mail.text).toContain('https://avtalt.no/avtale/9');
  });

  it('gathers several answers into one list', () => {
    const content = mailContent({
      kind: 'answered',
      firstName: 'Kari',
      title: 'Hytta',
      link: 'l',
      actors: ['Ola', 'Per'],
    });
    expect(content.subject).toBe('Ola og Per har svart på «Hytta»');
    expect(renderer.render(content, null).html).toMatch(/<li>Ola<\/li><li>Per<\/li>/);
  });

  it('uses the product look: a table layout within 560 px with the theme colours', () => {
    const mail = renderer.render(
      mailContent({ kind: 'round-started', firstName: 'Kari', title: 'Hytta', link: 'l', round: 2 }),
      null,
    );
    expect(mail.html).toContain('role="presentation"');
    expect(mail.html).toContain('max-width:560px');
    expect(mail.html).toContain('#0e5e6f');
    expect(mail.html).toContain('#f7f4ee');
    expect(mail.html).toContain('name="viewport"');
  });
});
