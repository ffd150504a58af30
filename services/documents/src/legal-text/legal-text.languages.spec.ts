import type { LegalDocument } from '@avtalt/contracts';
import { LegalTextRenderer } from './legal-text.renderer';

const renderer = new LegalTextRenderer();

/** A two-party loan composed in nynorsk (the agreed points arrive written in it). */
const nnLoan: LegalDocument = {
  language: 'nn',
  variant: 'completed',
  agreementId: '00000000-0000-4000-8000-000000000002',
  title: 'Lån til bil',
  topic: 'Lån mellom vener eller familie',
  description: 'Kari lånar Ola pengar til bruktbil.',
  date: '2027-03-01T10:00:00.000Z',
  kind: 'agreement',
  heading: 'Låneavtale',
  termClause: null,
  disputeClause: null,
  parties: [
    { name: 'Kari Nordmann', birthDate: '1980-03-01', address: 'Storgata 1, 0155 Oslo', roles: ['långivar'] },
    { name: 'Ola Hansen', address: 'Kyrkjevegen 2, 0368 Oslo', roles: ['låntakar'] },
  ],
  agreed: [
    { question: 'Kor mykje?', answer: '85 000 kr', clause: 'Lånebeløpet er 85 000 kr.', fact: true },
    { question: 'f', answer: true, clause: 'Alle partane kjenner vilkåra for lånet.', fact: true },
    {
      question: 'Varsel?',
      answer: true,
      clause: 'Låntakaren varslar dei andre partane før eit avdrag blir ståande ubetalt.',
      section: 'Tilbakebetaling',
    },
    { question: 'Skal lånet ha rente?', answer: false, clause: null, section: 'Renter' },
  ],
  notAgreed: [],
};

/** The same loan composed in English. */
const enLoan: NonNullable<LegalDocument['translation']> = {
  ...nnLoan,
  language: 'en',
  title: 'Car loan',
  topic: 'Loan between friends or family',
  description: 'Kari is lending Ola money for a used car.',
  heading: 'Loan agreement',
  parties: [
    { ...nnLoan.parties[0], roles: ['lender'] },
    { ...nnLoan.parties[1], roles: ['borrower'] },
  ],
  agreed: [
    { question: 'How much?', answer: 'NOK 85,000', clause: 'The loan amount is NOK 85,000.', fact: true },
    { question: 'f', answer: true, clause: 'All the parties know the terms of the loan.', fact: true },
    {
      question: 'Notice?',
      answer: true,
      clause: 'The borrower notifies the other parties before an instalment goes unpaid.',
      section: 'Repayment',
    },
    { question: 'Shall the loan bear interest?', answer: false, clause: null, section: 'Interest' },
  ],
};

/** The visible text: tags become spaces, the CSS is dropped. */
const text = (html: string) =>
  html
    .replace(/<style>[\s\S]*?<\/style>/, '')
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
const headings = (html: string) => [...html.matchAll(/<h2>([\s\S]*?)<\/h2>/g)].map((m) => text(m[1]).trim());
/** The Norwegian text and the appendix, split where the appendix starts. */
const parts = (html: string) => {
  const at = html.indexOf('<section class="document appendix');
  return at < 0 ? { main: html, appendix: '' } : { main: html.slice(0, at), appendix: html.slice(at) };
};

/** Bokmål forms nynorsk does not have, and the bokmål words of the text, as whole words. */
const BOKMAL =
  /(?<!\p{L})(ikke|hva|hvordan|hvis|noe|noen|bare|fra|være|også|allerede|ennå|nå|hver|hvert|hvem|hvor|dere|deres|enige|uenige|Parter|Deltakere|født|verge|kalt|ble|laget|Endringer|Lovvalg|Varighet|opphør|Sted|signeres|gjelder|loven)(?!\p{L})/iu;

describe('legal text in nynorsk', () => {
  const html = renderer.render(nnLoan);
  const body = text(html);

  it('is marked as nynorsk and has only nynorsk fixed words', () => {
    expect(html).toContain('<html lang="nn">');
    expect(headings(html)).toEqual([
      '1 Partar',
      '2 Bakgrunn',
      '3 Tilbakebetaling',
      '4 Renter',
      '5 Varigheit og opphøyr',
      '6 Endringar',
      '7 Lovval og tvistar',
      'Underskrifter',
    ]);
    expect(body).not.toMatch(BOKMAL);
    expect(body).toContain('Stad og dato');
  });

  it('names the parties, dates in nynorsk and words everything for two parties', () => {
    expect(body).toContain(
      '1 Partar Avtalen er mellom: Kari Nordmann , fødd 1. mars 1980, Storgata 1, 0155 Oslo (långivar) Ola Hansen , Kyrkjevegen 2, 0368 Oslo (låntakar) heretter kvar for seg kalla «part» og saman kalla «partane».',
    );
    expect(body).toContain('Begge partane kjenner vilkåra for lånet.');
    expect(body).toContain('Låntakaren varslar den andre parten før eit avdrag blir ståande ubetalt.');
    expect(body).toContain('4.1 Partane har svart nei på spørsmålet «Skal lånet ha rente?».');
    expect(body).toContain(
      'Endringar i og tillegg til avtalen skal vere skriftlege og godkjende av begge partane.',
    );
    expect(html).toContain('(tvistelova §\u00a06-2)');
    expect(body).toContain(
      'Underskrifter Partane vart samde om innhaldet i avtalen 1. mars 2027. Avtalen er inngått når begge partane har signert den. Avtalen blir signert av begge partane, og kvar part får eit eksemplar av den signerte avtalen.',
    );
    expect(body).not.toMatch(/alle partane|dei andre partane/i);
    expect((html.match(/class="signature"/g) ?? []).length).toBe(2);
  });

  it('words a partial text, a protocol and a plan in nynorsk', () => {
    const partial = text(
      renderer.render({ ...nnLoan, variant: 'partial', notAgreed: [{ question: 'Pant?' }] }),
    );
    expect(partial).toContain('Delvis avtale');
    expect(partial).toContain('Punkta under punkt 5 er ikkje avtalte enno og bind ingen.');
    expect(partial).toContain('5 Punkt som ikkje er avtalte enno Pant?');
    const protocol = text(
      renderer.render({ ...nnLoan, variant: 'disagreement', notAgreed: [{ question: 'Pant?' }] }),
    );
    expect(protocol).toContain('Protokoll – Låneavtale');
    expect(protocol).toContain('Protokollen gjeld forhandlingane mellom:');
    expect(protocol).toContain('5 Punkt partane ikkje vart samde om Pant?');
    const plan = text(
      renderer.render({
        ...nnLoan,
        kind: 'plan',
        heading: null,
        variant: 'partial',
        notAgreed: [{ question: 'Kven?' }],
      }),
    );
    expect(plan).toContain('Ikkje ferdig plan');
    expect(plan).toContain('Deltakarar Planen gjeld: Kari Nordmann Ola Hansen');
    expect(plan).toContain('Planen viser kva deltakarane var samde om 1. mars 2027. Den er ikkje ferdig.');
    for (const t of [partial, protocol, plan]) expect(t).not.toMatch(BOKMAL);
  });
});

describe('legal text in English', () => {
  const html = renderer.render(enLoan);
  const body = text(html);

  it('is marked as English and has English fixed words only', () => {
    expect(html).toContain('<html lang="en">');
    expect(headings(html)).toEqual([
      '1 Parties',
      '2 Background',
      '3 Repayment',
      '4 Interest',
      '5 Term and termination',
      '6 Amendments',
      '7 Governing law and disputes',
      'Signatures',
    ]);
    expect(body).toContain(
      '1 Parties The agreement is made between: Kari Nordmann , born 1 March 1980, Storgata 1, 0155 Oslo (lender) Ola Hansen , Kyrkjevegen 2, 0368 Oslo (borrower) hereinafter each referred to as a ‘party’ and together as the ‘parties’.',
    );
    expect(body).toContain('Both parties know the terms of the loan.');
    expect(body).toContain('The borrower notifies the other party before an instalment goes unpaid.');
    expect(body).toContain('4.1 The parties answered no to the question ‘Shall the loan bear interest?’.');
    expect(html).toContain(
      'the conciliation board (forliksrådet); see the Dispute Act (tvisteloven) §\u00a06-2.',
    );
    expect(body).toContain('The agreement is entered into when both parties have signed it.');
    expect(body).toContain('Place and date');
    // Norwegian only in the names and addresses the parties gave and the statutes' Norwegian names.
    const fixed = body.replace(
      /Kari Nordmann|Ola Hansen|Storgata|Kyrkjevegen|\((forliksrådet|tvisteloven)\)/g,
      '',
    );
    expect(fixed).not.toMatch(/[æøå]|(?<!\p{L})(og|Parter|Avtalen|partene)(?!\p{L})/iu);
  });
});

describe('legal text with the English translation appended', () => {
  const evil = '<script>alert(1)</script>';
  const withEvil = <T extends LegalDocument>(doc: T): T => ({
    ...doc,
    parties: [{ ...doc.parties[0], name: evil }, doc.parties[1]],
  });

  it('prints the appendix after the signatures, on a new page, headed in the text’s language and in English', () => {
    const html = renderer.render({ ...nnLoan, translation: enLoan });
    const { main, appendix } = parts(html);
    expect(main).toContain('class="signature"');
    expect(main.indexOf('class="closing"')).toBeGreaterThan(0);
    expect(appendix).toMatch(
      /^<section class="document appendix">\s*<header class="appendix-head">\s*<p class="appendix-heading">Omsetjing — den norske teksten gjeld<\/p>\s*<p class="appendix-line" lang="en">Translation — the Norwegian text prevails<\/p>/,
    );
    expect(html).toMatch(/\.appendix \{ break-before: page;/);
    expect(appendix).toContain('<div lang="en">');
    expect(appendix).toContain('<h1>Loan agreement</h1>');
    expect(headings(appendix)).toEqual([
      '1 Parties',
      '2 Background',
      '3 Repayment',
      '4 Interest',
      '5 Term and termination',
      '6 Amendments',
      '7 Governing law and disputes',
      'Signatures',
    ]);
    expect(text(appendix)).toContain(
      'The borrower notifies the other party before an instalment goes unpaid.',
    );
    // No English words in the Norwegian text, no Norwegian text in the appendix.
    expect(text(main)).not.toContain('Loan agreement');
    expect(text(appendix)).not.toContain('Låneavtale');
  });

  it('has no signature lines in the appendix, only the sentence that the parties sign the Norwegian text', () => {
    const { main, appendix } = parts(renderer.render({ ...nnLoan, translation: enLoan }));
    expect(appendix).not.toContain('class="signature"');
    expect(appendix).not.toContain('class="line"');
    expect(text(appendix)).not.toContain('Place and date');
    expect(text(appendix)).toContain(
      'This translation is not signed: the parties sign the Norwegian text only.',
    );
    expect((main.match(/class="signature"/g) ?? []).length).toBe(2);
    // A plan is signed by nobody: its appendix says nothing about signing.
    const plan = parts(
      renderer.render({ ...nnLoan, kind: 'plan', translation: { ...enLoan, kind: 'plan' } }),
    ).appendix;
    expect(text(plan)).toContain('The plan was made on 1 March 2027.');
    expect(plan).not.toMatch(/class="signature"|not signed/);
  });

  it('heads the appendix of a bokmål text in bokmål', () => {
    const html = renderer.render({ ...nnLoan, language: undefined, translation: enLoan });
    expect(html).toContain('<html lang="nb">');
    expect(html).toContain('<p class="appendix-heading">Oversettelse — den norske teksten gjelder</p>');
    expect(html).toContain('Translation — the Norwegian text prevails');
    expect(renderer.render(nnLoan)).not.toMatch(/appendix-head"|Translation — /);
  });

  it('escapes user text in both parts', () => {
    const html = renderer.render({ ...withEvil(nnLoan), translation: withEvil(enLoan) });
    const { main, appendix } = parts(html);
    for (const part of [main, appendix]) {
      expect(part).not.toContain(evil);
      expect(part).toContain('<strong>&lt;script&gt;alert(1)&lt;/script&gt;</strong>');
    }
    expect(appendix).not.toMatch(/<script|<img|https?:\/\//);
    expect(html).not.toMatch(/<script|<link|<img|https?:\/\//);
  });
});

describe('a nynorsk text awaiting review', () => {
  it('says so at the top and marks every page, and the appendix keeps the mark', () => {
    const html = renderer.render({ ...nnLoan, awaitingReview: true, translation: enLoan });
    expect(html).toContain('<body class="awaiting-review">');
    expect(html).toMatch(/<div class="review-mark" aria-hidden="true">TIL GJENNOMLESING<\/div>/);
    expect(html).toMatch(/\.review-mark \{ position: fixed;/);
    const notice = html.indexOf('class="notice review-notice"');
    expect(notice).toBeGreaterThan(0);
    expect(notice).toBeLessThan(html.indexOf('<h1>'));
    expect(text(html)).toContain(
      'Til gjennomlesing: Ingen som skriv nynorsk, har lese gjennom den nynorske teksten enno. Avtalen kan ikkje signerast før det er gjort.',
    );
    expect((html.match(/class="review-mark"/g) ?? []).length).toBe(1);
    expect(text(html)).not.toMatch(BOKMAL);
  });

  it('has no mark when it has been read', () => {
    for (const doc of [nnLoan, { ...nnLoan, awaitingReview: false }]) {
      const html = renderer.render(doc);
      expect(html).toContain('<body>');
      expect(html).not.toMatch(/class="review-mark"|review-notice"|GJENNOMLESING/);
    }
  });
});
