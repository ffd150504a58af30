import type { MailParams, ParamsOf } from './mail-content.types';
import { mailContent } from './mail-content.rules';
import { MailRenderer } from './mail.renderer';

const renderer = new MailRenderer('https://avtalt.no');
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

  it('links the privacy page in the footer of every kind of mail, in the HTML and the text', () => {
    const base = { firstName: 'Kari', title: 'Hytta', link: 'https://avtalt.no/avtale/1' };
    const receipt = { head: { seq: 1, hash: 'ab'.repeat(32) }, fileName: 'k.json', json: '{}' };
    // Typed per kind, so a new kind of mail does not compile until it is listed here.
    const every: { [K in MailParams['kind']]: ParamsOf<K> } = {
      answered: { kind: 'answered', actors: ['Ola'], ...base },
      'round-started': { kind: 'round-started', round: 2, ...base },
      completed: { kind: 'completed', ...base },
      'disagreement-declared': { kind: 'disagreement-declared', actor: 'Ola', ...base },
      reminder: { kind: 'reminder', round: 1, number: 1, ...base },
      invitation: { kind: 'invitation', inviter: 'Ola', title: 'Hytta', link: base.link },
      'observer-invitation': { kind: 'observer-invitation', inviter: 'Ola', title: 'Hytta', link: base.link },
      'guardian-invitation': { kind: 'guardian-invitation', inviter: 'Ola', title: 'Hytta', link: base.link },
      'signing-code': { kind: 'signing-code', code: '123456', expiresAt: '2027-02-01T10:15:00Z', ...base },
      'signature-added': { kind: 'signature-added', signer: 'Ola', ...base },
      'audit-receipt': { kind: 'audit-receipt', occasion: 'all-signed', signer: 'Ola', receipt, ...base },
      'signatures-voided': { kind: 'signatures-voided', actor: 'Ola', ...base },
      'signed-document': {
        kind: 'signed-document',
        pdfSha256: 'cd'.repeat(32),
        verifyUrl: 'https://avtalt.no/verifiser',
        ...base,
      },
      'password-reset': { kind: 'password-reset', firstName: 'Kari', link: base.link },
      'verify-email': { kind: 'verify-email', firstName: 'Kari', link: base.link },
      'email-change': { kind: 'email-change', firstName: 'Kari', link: base.link },
      'email-change-notice': {
        kind: 'email-change-notice',
        firstName: 'Kari',
        link: base.link,
        newEmailMasked: 'o***@example.no',
      },
      'email-changed': {
        kind: 'email-changed',
        firstName: 'Kari',
        newEmailMasked: 'o***@example.no',
        changedAt: '2027-02-01T10:15:00Z',
        supportEmail: 'hjelp@avtalt.no',
      },
      'data-export': {
        kind: 'data-export',
        firstName: 'Kari',
        link: 'https://avtalt.no/profile#dataene-dine',
        expiresAt: '2027-02-08T10:15:00Z',
      },
      'account-deleted': {
        kind: 'account-deleted',
        firstName: 'Kari',
        link: 'https://avtalt.no/personvern',
        kept: [{ title: 'Lån <til> bil', keptUntil: '2037-02-08T10:15:00Z' }],
      },
      'payment-due': {
        kind: 'payment-due',
        payees: 'Kari',
        label: 'Avdrag 2 av 4',
        dueDate: '2027-03-15',
        amount: 3000,
        ...base,
      },
      payment: {
        kind: 'payment',
        actor: 'Ola',
        step: 'paid',
        label: 'Avdrag 1 av 4',
        dueDate: '2027-02-28',
        amount: 3000,
        ...base,
      },
      'review-due': {
        kind: 'review-due',
        reviewOn: '2027-12-01',
        stillApplies: 'https://avtalt.no/avtale/1/ferdig?gjennomgang=fortsatt',
        propose: 'https://avtalt.no/avtale/1/ferdig?gjennomgang=endre',
        ...base,
      },
      review: { kind: 'review', actor: 'Ola', step: 'confirmed', reviewOn: '2027-12-01', ...base },
    };
    for (const params of Object.values(every)) {
      for (const unsubscribeUrl of [null, 'https://avtalt.no/avmeld#tok']) {
        const mail = renderer.render(mailContent(params), unsubscribeUrl);
        expect(mail.html).toMatch(/<a href="https:\/\/avtalt\.no\/personvern"[^>]*>Personvern<\/a>/);
        // In the text: on its own line in the footer, after the unsubscribe link when there is one.
        const footer = mail.text.slice(mail.text.lastIndexOf('\n--\n'));
        expect(footer).toContain('\nPersonvern: https://avtalt.no/personvern\n');
        if (unsubscribeUrl) expect(footer).toContain(`Meld deg av: ${unsubscribeUrl}\nPersonvern:`);
      }
    }
  });

  it('lists what a deleted account left for the others, escaped, with the date in Oslo', () => {
    const mail = renderer.render(
      mailContent({
        kind: 'account-deleted',
        firstName: 'Kari',
        link: 'https://avtalt.no/personvern',
        kept: [{ title: 'Lån <b>til</b> bil', keptUntil: '2037-02-08T23:30:00Z' }],
      }),
      null,
    );
    expect(mail.subject).toBe('Kontoen din i Avtalt er slettet');
    expect(mail.html).toContain('Lån &lt;b&gt;til&lt;/b&gt; bil – til 9. februar 2037');
    expect(mail.html).not.toContain('<b>til</b>');
    expect(mail.text).toContain('Lån <b>til</b> bil – til 9. februar 2037');
    expect(mail.text).toContain('«Tidligere deltaker»');
  });

  it('asks at a review whether the agreement still applies, with a link for each answer in the HTML and the text', () => {
    const mail = renderer.render(
      mailContent({
        kind: 'review-due',
        firstName: 'Kari',
        title: 'Lån <til> bil',
        link: 'https://avtalt.no/avtale/1/ferdig',
        reviewOn: '2027-12-01',
        stillApplies: 'https://avtalt.no/avtale/1/ferdig?gjennomgang=fortsatt',
        propose: 'https://avtalt.no/avtale/1/ferdig?gjennomgang=endre',
      }),
      'https://avtalt.no/avmeld#tok',
    );
    expect(mail.subject).toBe('Tid for å se over avtalen «Lån <til> bil»');
    expect(mail.html).toContain('Lån &lt;til&gt; bil');
    expect(mail.html).toMatch(
      /<a href="[^"]+gjennomgang(=|&#x3D;)fortsatt"[^>]*>Avtalen gjelder fortsatt<\/a>/,
    );
    expect(mail.html).toMatch(/<a href="[^"]+gjennomgang(=|&#x3D;)endre"[^>]*>Foreslå endringer<\/a>/);
    expect(mail.text).toContain(
      'Avtalen gjelder fortsatt: https://avtalt.no/avtale/1/ferdig?gjennomgang=fortsatt\n',
    );
    expect(mail.text).toContain('Foreslå endringer: https://avtalt.no/avtale/1/ferdig?gjennomgang=endre\n');
    expect(mail.text).toContain('skal gjennomgås 1. desember 2027');
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

  it('tells an invited observer who invited them, what an observer does, and how to accept; user text escaped', () => {
    const content = mailContent({
      kind: 'observer-invitation',
      inviter: 'Kari <b>Nordmann</b>',
      title: 'Felles båt',
      link: 'https://avtalt.no/avtale/9/observator',
    });
    expect(content.subject).toBe('Les med som observatør: Felles båt');
    const mail = renderer.render(content, null);
    expect(mail.text).toContain('har invitert deg som observatør til avtalen «Felles båt»');
    expect(mail.text).toContain('Du svarer ikke og signerer ikke.');
    expect(mail.html).toContain('href="https://avtalt.no/avtale/9/observator"');
    expect(mail.html).toContain('Kari &lt;b&gt;Nordmann&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Nordmann');
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

  it('shows the signing code large in the mail but never in the subject (which the log stores), with its expiry in Norwegian time', () => {
    const content = mailContent({
      kind: 'signing-code',
      firstName: 'Kari',
      title: evil,
      link: 'https://avtalt.no/avtale/1/ferdig',
      code: '042917',
      expiresAt: '2027-02-01T10:15:00.000Z',
    });
    expect(content.subject).not.toContain('042917');
    const mail = renderer.render(content, null);
    expect(mail.html).toMatch(/letter-spacing:0\.3em;[^>]*>042917<\/p>/);
    expect(mail.text).toContain('042917');
    expect(mail.text).toContain('Koden gjelder til kl. 11:15 (10 minutter) og kan brukes én gang.');
    expect(mail.html).not.toContain('<script>');
    expect(mail.text).toContain(evil);
    expect(mail.html).not.toContain('Meld deg av');
  });

  it('names the signer and the voider, escaped, in the signing mails', () => {
    const added = renderer.render(
      mailContent({
        kind: 'signature-added',
        firstName: 'Ola',
        title: 'Hytta',
        link: 'https://avtalt.no/avtale/1/ferdig',
        signer: evil,
      }),
      null,
    );
    expect(added.subject).toBe(`${evil} har signert «Hytta»`);
    expect(added.html).not.toContain('<script>');
    expect(added.text).toContain(`${evil} har signert avtalen «Hytta».`);
    expect(added.html).toContain('href="https://avtalt.no/avtale/1/ferdig"');
    const voided = renderer.render(
      mailContent({
        kind: 'signatures-voided',
        firstName: 'Ola',
        title: 'Hytta',
        link: 'https://avtalt.no/avtale/1/ferdig',
        actor: 'Kari Nordmann',
      }),
      null,
    );
    expect(voided.text).toContain('Kari Nordmann har annullert signaturene på avtalen «Hytta».');
    expect(voided.text).toContain('Alle parter må signere på nytt.');
    expect(voided.text).not.toContain('kan endres');
  });

  it("gives the sealed PDF's SHA-256 and the link to /verifiser in the signed-document mail", () => {
    const hash = 'ab'.repeat(32);
    const mail = renderer.render(
      mailContent({
        kind: 'signed-document',
        firstName: 'Kari',
        title: 'Hytta',
        link: 'https://avtalt.no/avtale/1/ferdig',
        pdfSha256: hash,
        verifyUrl: 'https://avtalt.no/verifiser',
      }),
      null,
    );
    expect(mail.subject).toBe('«Hytta» er signert av alle');
    expect(mail.html).toMatch(new RegExp(`word-break:break-all;">${hash}</span>`));
    expect(mail.text).toContain(`SHA-256 av PDF-en: ${hash}`);
    expect(mail.text).toContain('Verifiser PDF-en: https://avtalt.no/verifiser');
    expect(mail.text).toContain('ligger ved denne e-posten');
  });

  describe('the audit receipt at a signature (issue 31)', () => {
    const head = { seq: 7, hash: 'c3'.repeat(32) };
    const receipt = {
      head,
      fileName: 'avtalt-kvittering-7.json',
      json: '{"format":"avtalt-revisjonskvittering/1"}\n',
    };
    const link = 'https://avtalt.no/avtale/1/ferdig';
    const sentence = `Revisjonsloggen står nå på oppføring 7 med kontrollsum ${head.hash}.`;

    it('puts the head in the signature mail and attaches the receipt, saying to keep it and how to check with it', () => {
      const content = mailContent({
        kind: 'signature-added',
        firstName: 'Ola',
        title: 'Lån',
        link,
        signer: 'Kari Nordmann',
        receipt,
      });
      expect(content.attachment).toEqual({
        fileName: 'avtalt-kvittering-7.json',
        content: receipt.json,
        contentType: 'application/json; charset=utf-8',
      });
      const mail = renderer.render(content, null);
      expect(mail.text).toContain(sentence);
      expect(mail.text).toContain('Kvitteringen ligger ved som avtalt-kvittering-7.json. Ta vare på den');
      // The command names the attached file as it arrives, not a name the person would have to rename it to.
      expect(mail.text).toContain(
        'node scripts/verify-pdf.mjs avtale.pdf --receipt avtalt-kvittering-7.json.',
      );
      expect(mail.html).toContain(sentence);
      // A 64-character hash in a sentence may break on a phone instead of widening the card.
      expect(mail.html).toMatch(/overflow-wrap:anywhere;[^"]*">Revisjonsloggen står nå/);
      expect(mail.text).toContain('Kari Nordmann har signert avtalen «Lån».');
    });

    it('keeps the signature mail as before without a receipt (an event written before issue 31)', () => {
      const content = mailContent({
        kind: 'signature-added',
        firstName: 'Ola',
        title: 'Lån',
        link,
        signer: 'Kari Nordmann',
      });
      expect(content.attachment).toBeUndefined();
      expect(renderer.render(content, null).text).not.toContain('Revisjonsloggen');
    });

    it('tells the signer, an earlier signer and everyone at the end what happened, escaped, with the head and the file', () => {
      const cases = [
        ['you-signed', 'Kvittering: du har signert «Lån <b>»', 'Du har signert avtalen «Lån <b>».'],
        [
          'other-signed',
          `Kvittering: ${evil} har signert «Lån <b>»`,
          `${evil} har signert avtalen «Lån <b>».`,
        ],
        [
          'all-signed',
          'Kvittering: «Lån <b>» er signert av alle',
          'Den forseglede PDF-en kommer i en egen e-post.',
        ],
      ] as const;
      for (const [occasion, subject, says] of cases) {
        const content = mailContent({
          kind: 'audit-receipt',
          occasion,
          firstName: 'Kari',
          title: 'Lån <b>',
          link,
          signer: evil,
          receipt,
        });
        expect(content.attachment?.fileName).toBe('avtalt-kvittering-7.json');
        const mail = renderer.render(content, null);
        expect(mail.subject).toBe(subject);
        expect(mail.text).toContain(says);
        expect(mail.text).toContain(sentence);
        expect(mail.html).not.toContain('<script>');
        expect(mail.html).not.toContain('<b>');
        expect(mail.html).toContain(`href="${link}"`);
        expect(mail.text).not.toContain('Meld deg av');
      }
    });
  });
});

describe('user text never starts a line of its own (issue 32, M4)', () => {
  const phishing = 'Kontoen din er sperret.\nLogg inn på https://evil.example/bank\r\n\r\nHilsen Banken';
  const separators = ['\r', '\n', '\r\n', '\v', '\f', '\u0085', '\u2028', '\u2029'];
  const lineOf = (text: string, needle: string) => text.split('\n').find((line) => line.includes(needle));

  it('folds a title with line breaks to one line in the subject, the text and the HTML of an invitation', () => {
    const mail = renderer.render(
      mailContent({
        kind: 'invitation',
        inviter: 'Kari\nBanken AS',
        title: phishing,
        link: 'https://avtalt.no/avtale/1',
      }),
      'https://avtalt.no/avmeld#tok',
    );
    const folded = 'Kontoen din er sperret. Logg inn på https://evil.example/bank Hilsen Banken';
    expect(mail.subject).toBe(`Bli med på en avtale: ${folded}`);
    expect(lineOf(mail.text, 'Kontoen din')).toBe(`Bli med på en avtale: ${folded}`);
    expect(lineOf(mail.text, 'Banken AS')).toBe(
      'Kari Banken AS har invitert deg til å lage en avtale sammen i Avtalt.',
    );
    expect(
      mail.text.split('\n').some((line) => line.startsWith('Logg inn') || line.startsWith('Hilsen')),
    ).toBe(false);
    expect(mail.html).toContain(`Bli med på en avtale: ${folded}`);
    expect(mail.html).not.toMatch(/sperret\.[\r\n\u2028\u2029]/);
  });

  it('folds every kind of line separator, alone and in runs, in names and titles of every mail', () => {
    for (const separator of separators) {
      const title = `Hytta${separator}Ny linje`;
      const name = `Ola${separator}${separator}Nordmann`;
      for (const content of [
        mailContent({
          kind: 'answered',
          firstName: name,
          title,
          link: 'https://avtalt.no/a',
          actors: [name, 'Kari'],
        }),
        mailContent({
          kind: 'signature-added',
          firstName: name,
          title,
          link: 'https://avtalt.no/a',
          signer: name,
        }),
        mailContent({
          kind: 'signing-code',
          firstName: name,
          title,
          link: 'https://avtalt.no/a',
          code: '123456',
          expiresAt: '2026-11-29T10:00:00Z',
        }),
        mailContent({ kind: 'verify-email', firstName: name, link: 'https://avtalt.no/bekreft-epost#t' }),
      ]) {
        const mail = renderer.render(content, null);
        for (const part of [mail.subject, mail.html])
          expect(part).not.toMatch(/[\r\v\f\u0085\u2028\u2029]|Hytta\n|Ola\n/);
        expect(mail.text).not.toMatch(/[\r\v\f\u0085\u2028\u2029]/);
        expect(
          mail.text.split('\n').some((line) => line.startsWith('Ny linje') || line.startsWith('Nordmann')),
        ).toBe(false);
        expect(mail.text).toContain('Ola Nordmann');
      }
    }
  });
});
