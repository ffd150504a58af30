import { mailContent, oneLine, osloDateTime, receiptParagraphs } from './mail-content.rules';

describe('address change mails (issue 31)', () => {
  it('the confirmation to the new address says the old one stays the account address until it is confirmed', () => {
    const content = mailContent({
      kind: 'email-change',
      firstName: 'Nina',
      link: 'https://avtalt.test/bekreft-epost#t',
    });
    expect(content.subject).toBe('Bekreft den nye e-postadressen din i Avtalt');
    expect(content.button).toEqual({
      text: 'Bekreft den nye adressen',
      url: 'https://avtalt.test/bekreft-epost#t',
    });
    expect(content.paragraphs.join(' ')).toContain('Til da er den gamle adressen kontoens adresse');
  });

  it('the notice to the confirmed address names the new one masked and offers the stop link', () => {
    const content = mailContent({
      kind: 'email-change-notice',
      firstName: 'Nina',
      link: 'https://avtalt.test/stopp-epostendring#t',
      newEmailMasked: 'm***@example.no',
    });
    expect(content.greeting).toBe('Hei Nina,');
    expect(content.paragraphs[0]).toBe(
      'Det er bedt om å endre e-postadressen til kontoen din i Avtalt til m***@example.no.',
    );
    expect(content.button).toEqual({
      text: 'Stopp endringen',
      url: 'https://avtalt.test/stopp-epostendring#t',
    });
    expect(content.paragraphs.join(' ')).toContain('Glemt passord?');
  });
});

describe('the address-changed mail to the old address (issue 31)', () => {
  const params = {
    kind: 'email-changed',
    firstName: 'Nina',
    newEmailMasked: 'm***@example.no',
    changedAt: '2026-11-29T09:15:00.000Z',
    supportEmail: 'hjelp@avtalt.test',
  } as const;

  it('says the change went through, to which address (masked) and when, in Norwegian time', () => {
    const content = mailContent(params);
    expect(content.subject).toBe('E-postadressen på kontoen din er endret');
    expect(content.greeting).toBe('Hei Nina,');
    expect(content.paragraphs[0]).toBe(
      'E-postadressen til kontoen din i Avtalt ble endret til m***@example.no 29. november 2026 kl. 10:15. Den nye adressen er bekreftet. Fra nå logger kontoen inn med den, og all e-post fra Avtalt går dit, ikke hit.',
    );
  });

  it('is honest that a reset now goes to the new address, and gives a person to write to from this address', () => {
    const content = mailContent(params);
    const text = content.paragraphs.join(' ');
    expect(text).toContain(
      '«Glemt passord?» hjelper deg ikke nå: lenken for nytt passord går til den nye adressen.',
    );
    expect(text).toContain('Skriv til oss på hjelp@avtalt.test fra denne adressen');
    expect(content.button).toEqual({
      text: 'Skriv til oss',
      url: 'mailto:hjelp@avtalt.test?subject=Jeg%20endret%20ikke%20e-postadressen%20p%C3%A5%20kontoen%20min',
    });
    expect(content.reason).toContain('Den kan ikke slås av.');
  });

  it('dates in summer time too', () => {
    expect(osloDateTime('2027-06-01T22:30:00.000Z')).toBe('2. juni 2027 kl. 00:30');
  });
});

describe('receiptParagraphs', () => {
  it('names the attached file in the verifier command', () => {
    const [, how] = receiptParagraphs({
      head: { seq: 3, hash: 'ab'.repeat(32) },
      fileName: 'avtalt-kvittering-3.json',
      json: '{}',
    });
    expect(how).toContain('Kvitteringen ligger ved som avtalt-kvittering-3.json.');
    expect(how).toContain('--receipt avtalt-kvittering-3.json.');
    expect(how).not.toContain('kvittering.json --');
  });
});

describe('oneLine', () => {
  it('turns each run of line breaks into one space and leaves other text alone', () => {
    expect(oneLine('a\r\nb\n\nc\u2028d\u2029\u0085e\vf\fg')).toBe('a b c d e f g');
    expect(oneLine('Hytta på Hvaler <2027>\t(felles)')).toBe('Hytta på Hvaler <2027>\t(felles)');
  });
});

describe('an amendment proposed (docs/amendments.md)', () => {
  it('says who proposes changes to the signed agreement, and that it holds until the new version is signed', () => {
    const base = {
      firstName: 'Bjørn',
      title: 'Hytta',
      link: 'https://avtalt.test/avtale/x/sporsmal',
      round: 2,
    };
    const proposed = mailContent({
      kind: 'round-started',
      ...base,
      amendment: { versionNumber: 2, proposedBy: 'Anne Hansen' },
    });
    expect(proposed.subject).toBe('Anne Hansen foreslår endringer i «Hytta»');
    expect(proposed.paragraphs.join(' ')).toContain('Til da gjelder avtalen dere har.');
    expect(proposed.button).toEqual({ text: 'Se forslaget', url: base.link });
    // An ordinary new round is still «Ny runde».
    expect(mailContent({ kind: 'round-started', ...base }).subject).toBe('Ny runde i «Hytta»');
  });

  it('says who proposes to end the agreement together, from which date, and that it holds until all have signed', () => {
    const ending = mailContent({
      kind: 'round-started',
      firstName: 'Bjørn',
      title: 'Hytta',
      link: 'https://avtalt.test/avtale/x/sporsmal',
      round: 2,
      amendment: { versionNumber: 2, proposedBy: 'Anne Hansen', endsOn: '2027-03-01' },
    });
    expect(ending.subject).toBe('Anne Hansen foreslår å avslutte «Hytta»');
    expect(ending.preheader).toBe('Forslag om at avtalen opphører fra og med 1. mars 2027.');
    expect(ending.paragraphs.join(' ')).toContain('Til da gjelder den som før.');
    expect(ending.button?.text).toBe('Se forslaget');
  });
});
