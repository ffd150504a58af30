import { LANGUAGES, type Language } from '@avtalt/contracts';
import { mailContent } from './mail-content.rules';
import type { MailContent, MailParams, ParamsOf } from './mail-content.types';
import { calendarDay, kroner, osloDateTime } from './mail-text.rules';
import { MailRenderer } from './mail.renderer';
import { MAIL_TEXTS } from './texts/mail-texts';

const renderer = new MailRenderer('https://avtalt.no');
const base = { firstName: 'Kari', title: 'Hytta', link: 'https://avtalt.no/avtale/1' };
const receipt = { head: { seq: 4, hash: 'ab'.repeat(32) }, fileName: 'avtalt-kvittering-4.json', json: '{}' };

/** One mail of every kind (typed per kind: a new kind does not compile until it is here). */
const every: { [K in MailParams['kind']]: ParamsOf<K> } = {
  answered: { kind: 'answered', actors: ['Ola Nordmann'], ...base },
  'round-started': { kind: 'round-started', round: 2, ...base },
  completed: { kind: 'completed', ...base },
  'disagreement-declared': { kind: 'disagreement-declared', actor: 'Ola', ...base },
  reminder: { kind: 'reminder', round: 1, number: 1, ...base },
  invitation: { kind: 'invitation', inviter: 'Ola', title: 'Hytta', link: base.link },
  'observer-invitation': { kind: 'observer-invitation', inviter: 'Ola', title: 'Hytta', link: base.link },
  'guardian-invitation': { kind: 'guardian-invitation', inviter: 'Ola', title: 'Hytta', link: base.link },
  'signing-code': { kind: 'signing-code', code: '123456', expiresAt: '2026-12-03T10:15:00Z', ...base },
  'signature-added': { kind: 'signature-added', signer: 'Ola', receipt, ...base },
  'audit-receipt': { kind: 'audit-receipt', occasion: 'other-signed', signer: 'Ola', receipt, ...base },
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
    changedAt: '2026-12-03T10:15:00Z',
    supportEmail: 'hjelp@avtalt.no',
  },
  'data-export': {
    kind: 'data-export',
    firstName: 'Kari',
    link: base.link,
    expiresAt: '2026-12-03T10:15:00Z',
  },
  'account-deleted': {
    kind: 'account-deleted',
    firstName: 'Kari',
    link: 'https://avtalt.no/personvern',
    kept: [{ title: 'Lån', keptUntil: '2036-12-03T10:15:00Z' }],
  },
  'payment-due': {
    kind: 'payment-due',
    payees: 'Ola',
    label: 'Avdrag 2 av 4',
    dueDate: '2026-12-03',
    amount: 12000,
    ...base,
  },
  payment: {
    kind: 'payment',
    actor: 'Ola',
    step: 'paid',
    label: 'Avdrag 1 av 4',
    dueDate: '2026-12-03',
    amount: 12000,
    ...base,
  },
  'review-due': {
    kind: 'review-due',
    reviewOn: '2026-12-03',
    stillApplies: 'https://avtalt.no/avtale/1/ferdig?gjennomgang=fortsatt',
    propose: 'https://avtalt.no/avtale/1/ferdig?gjennomgang=endre',
    ...base,
  },
  review: { kind: 'review', actor: 'Ola', step: 'confirmed', reviewOn: '2026-12-03', ...base },
};

/** The other forms of the kinds: every text of the catalogues is in one of these or in `every`. */
const variants: MailParams[] = [
  ...Object.values(every),
  { kind: 'answered', actors: ['Ola', '', 'Per'], ...base },
  { kind: 'round-started', round: 2, amendment: { versionNumber: 2, proposedBy: 'Anne' }, ...base },
  {
    kind: 'round-started',
    round: 2,
    amendment: { versionNumber: 2, proposedBy: 'Anne', endsOn: '2027-03-01' },
    ...base,
  },
  { kind: 'disagreement-declared', actor: null, ...base },
  { kind: 'reminder', round: 1, number: 2, ...base },
  { kind: 'invitation', inviter: '', title: 'Hytta', link: base.link },
  { kind: 'signature-added', signer: '', ...base },
  { kind: 'audit-receipt', occasion: 'you-signed', signer: 'Ola', receipt, ...base },
  { kind: 'audit-receipt', occasion: 'all-signed', signer: 'Ola', receipt, ...base },
  { kind: 'signatures-voided', actor: null, ...base },
  { kind: 'account-deleted', firstName: '', link: base.link, kept: [] },
  { ...every.payment, step: 'received' },
  { ...every['payment-due'], payees: '' },
  { ...every.review, step: 'set' },
];

/** Every text a mail shows, the layout's included. */
function textsOf(content: MailContent): string[] {
  return [
    content.subject,
    content.preheader,
    ...(content.greeting === null ? [] : [content.greeting]),
    ...content.paragraphs,
    ...content.items,
    ...content.closing,
    content.button.text,
    ...(content.secondButton ? [content.secondButton.text] : []),
    ...(content.note === null ? [] : [content.note]),
    content.reason,
    ...(content.detail ? [content.detail.label] : []),
  ];
}

describe('every mail in bokmål, nynorsk and English', () => {
  it.each(LANGUAGES)(
    '%s: every kind and form has all its texts, and the layout is in the language',
    (language) => {
      for (const params of variants) {
        const content = mailContent(params, language);
        expect(content.language).toBe(language);
        for (const text of textsOf(content)) {
          expect(text.trim()).not.toBe('');
          expect(text).not.toMatch(/\b(undefined|null|NaN)\b|\[object/);
        }
        const mail = renderer.render(content, 'https://avtalt.no/avmeld#t');
        expect(mail.html).toMatch(new RegExp(`^<!DOCTYPE html>\\n<html lang="${language}">`));
        const layout = MAIL_TEXTS[language].layout;
        expect(mail.text).toContain(`\n${layout.privacy}: https://avtalt.no/personvern\n`);
        expect(mail.text).toContain(`${layout.unsubscribe}: https://avtalt.no/avmeld#t\n`);
        expect(mail.text.endsWith(`\nAvtalt · ${layout.noReplies}\n`)).toBe(true);
        expect(mail.html).toContain(`${layout.buttonFallback}<br>`);
        expect(mail.html).toContain(`>${layout.unsubscribe}</a> ${layout.unsubscribeRest}`);
      }
    },
  );

  it.each(['nn', 'en'] as const)('%s: no kind is written as in bokmål', (language) => {
    for (const params of variants) {
      const nb = renderer.render(mailContent(params, 'nb'), null);
      const other = renderer.render(mailContent(params, language), null);
      expect(other.text).not.toBe(nb.text);
      expect(other.html).not.toBe(nb.html);
      // The content's own words, the footer's aside: each kind says more than its names in the language.
      const words = (mail: MailContent) => [...mail.paragraphs, ...mail.closing, mail.reason].join('\n');
      expect(words(mailContent(params, language))).not.toBe(words(mailContent(params, 'nb')));
    }
  });

  it('leaves no text of any catalogue empty', () => {
    for (const language of LANGUAGES)
      for (const [path, text] of leaves(MAIL_TEXTS[language], language))
        expect({ path, empty: text.trim() === '' }).toEqual({ path, empty: false });
  });

  it('writes nynorsk without the bokmål forms nynorsk lacks, and English without Norwegian but for names', () => {
    const bokmal = new Set(
      'ikke hva hvor hvem hvordan jeg noen noe nå fra bare også dere ble være bekreft bekrefte bekreftet mottatt lenken virker gjelder kommer siden ennå hver disse'.split(
        ' ',
      ),
    );
    const words = (text: string) => text.toLowerCase().split(/[^\p{L}]+/u);
    for (const [path, text] of leaves(MAIL_TEXTS.nn, 'nn'))
      expect({ path, bokmal: words(text).filter((w) => bokmal.has(w)) }).toEqual({ path, bokmal: [] });
    // Norwegian names an English reader meets: the law and the office, kept beside their English names.
    const names = /vergemålsloven|statsforvalteren/g;
    for (const [path, text] of leaves(MAIL_TEXTS.en, 'en'))
      expect({ path, norwegian: /[æøåÆØÅ«»]/.test(text.replace(names, '')) }).toEqual({
        path,
        norwegian: false,
      });
  });
});

/** Every text of a catalogue with its path; a text with values is called with a value in each place. */
function leaves(node: unknown, path: string): [string, string][] {
  if (typeof node === 'string') return [[path, node]];
  if (typeof node === 'function')
    return [[path, String((node as (...args: unknown[]) => unknown)('A', 'B', 'C', 'D', 'E'))]];
  if (Array.isArray(node)) return node.flatMap((item, i) => leaves(item, `${path}.${i}`));
  return Object.entries(node as object).flatMap(([key, value]) => leaves(value, `${path}.${key}`));
}

describe('one account mail and one agreement mail per language', () => {
  const reset = every['password-reset'];
  const answered = every.answered;
  const cases: [Language, { subject: string; first: string }, { subject: string; first: string }][] = [
    [
      'nb',
      {
        subject: 'Tilbakestill passordet ditt i Avtalt',
        first: 'Vi fikk en forespørsel om å tilbakestille passordet til kontoen din i Avtalt.',
      },
      { subject: 'Ola Nordmann har svart på «Hytta»', first: 'Ola Nordmann har svart på avtalen «Hytta».' },
    ],
    [
      'nn',
      {
        subject: 'Lag nytt passord i Avtalt',
        first: 'Vi fekk ein førespurnad om å tilbakestille passordet til kontoen din i Avtalt.',
      },
      { subject: 'Ola Nordmann har svara på «Hytta»', first: 'Ola Nordmann har svara på avtalen «Hytta».' },
    ],
    [
      'en',
      {
        subject: 'Reset your Avtalt password',
        first: 'We received a request to reset the password of your Avtalt account.',
      },
      { subject: 'Ola Nordmann answered “Hytta”', first: 'Ola Nordmann answered the agreement “Hytta”.' },
    ],
  ];

  it.each(cases)('%s: the subject and the first paragraph', (language, account, agreement) => {
    const resetMail = mailContent(reset, language);
    expect([resetMail.subject, resetMail.paragraphs[0]]).toEqual([account.subject, account.first]);
    const answeredMail = mailContent(answered, language);
    expect([answeredMail.subject, answeredMail.paragraphs[0]]).toEqual([agreement.subject, agreement.first]);
  });

  it('greets in the language, by name when there is one', () => {
    expect(mailContent(reset, 'nn').greeting).toBe('Hei Kari,');
    expect(mailContent(reset, 'en').greeting).toBe('Hi Kari,');
    expect(mailContent(every.invitation, 'en').greeting).toBe('Hi,');
  });

  it('names an unnamed answerer and joins several names as the language does', () => {
    const several = { ...answered, actors: ['Ola', '', 'Per'] };
    expect(mailContent(several, 'nb').items).toEqual(['Ola', 'En deltaker', 'Per']);
    expect(mailContent(several, 'nn').items).toEqual(['Ola', 'Ein deltakar', 'Per']);
    expect(mailContent(several, 'en').subject).toBe('Ola, A participant and Per answered “Hytta”');
  });
});

describe('dates, times and amounts per language', () => {
  it('writes a day as nb and nn «3. desember 2026», English «3 December 2026»', () => {
    expect(calendarDay('2026-12-03', 'nb')).toBe('3. desember 2026');
    expect(calendarDay('2026-12-03', 'nn')).toBe('3. desember 2026');
    expect(calendarDay('2026-12-03', 'en')).toBe('3 December 2026');
    expect(mailContent(every['review-due'], 'en').paragraphs[0]).toBe(
      'The agreement “Hytta” is due for review on 3 December 2026. Check whether it still suits you.',
    );
  });

  it('gives a time in Norwegian time, said so in English', () => {
    expect(osloDateTime('2026-12-03T10:15:00Z', 'nn')).toBe('3. desember 2026 kl. 11:15');
    expect(osloDateTime('2026-12-03T10:15:00Z', 'en')).toBe('3 December 2026 at 11:15 (Norwegian time)');
    expect(mailContent(every['signing-code'], 'en').closing).toEqual([
      'The code is valid for 10 minutes, until 11:15 (Norwegian time), and can be used once.',
    ]);
  });

  it('writes kroner as the result page does, and English «NOK 12,000»', () => {
    expect(kroner(12000, 'nn')).toBe(kroner(12000, 'nb'));
    expect(kroner(12000, 'en')).toBe('NOK\u00a012,000');
    expect(kroner(1234.5, 'en')).toBe('NOK\u00a01,234.50');
    expect(mailContent(every['payment-due'], 'en').subject).toBe(
      'Reminder: Avdrag 2 av 4 is due 3 December 2026',
    );
  });
});
