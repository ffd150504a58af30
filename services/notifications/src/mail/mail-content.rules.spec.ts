import { mailContent } from './mail-content.rules';

describe('address change mails (issue 31)', () => {
  it('the confirmation to the new address says the old one stays the account address until it is confirmed', () => {
    const content = mailContent({ kind: 'email-change', firstName: 'Nina', link: 'https://avtalt.test/bekreft-epost#t' });
    expect(content.subject).toBe('Bekreft den nye e-postadressen din i Avtalt');
    expect(content.button).toEqual({ text: 'Bekreft den nye adressen', url: 'https://avtalt.test/bekreft-epost#t' });
    expect(content.paragraphs.join(' ')).toContain('Til da er den gamle adressen kontoens adresse');
  });

  it('the notice to the confirmed address names the new one masked and offers the stop link', () => {
    const content = mailContent({ kind: 'email-change-notice', firstName: 'Nina', link: 'https://avtalt.test/stopp-epostendring#t', newEmailMasked: 'm***@example.no' });
    expect(content.greeting).toBe('Hei Nina,');
    expect(content.paragraphs[0]).toBe('Det er bedt om å endre e-postadressen til kontoen din i Avtalt til m***@example.no.');
    expect(content.button).toEqual({ text: 'Stopp endringen', url: 'https://avtalt.test/stopp-epostendring#t' });
    expect(content.paragraphs.join(' ')).toContain('Glemt passord?');
  });
});
