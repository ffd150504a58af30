/**
 * Issue 31: the loan's gjeldsbrev for paper (docs/signing.md, «The loan»). A loan agreement signed in
 * Avtalt is no tvangsgrunnlag; a gjeldsbrev is one under tvangsfullbyrdelsesloven § 7-2 bokstav a when
 * it (1) states a fixed sum — the agreement's «Lånebeløpet er …», (2) contains the borrower's acceptance
 * that the debt can be collected without a lawsuit, naming interest and costs too, or they are not covered,
 * and (3) carries the borrower's signature confirmed by two adult witnesses (or one of the professionals of
 * FOR-1992-12-04-896 § 1). An electronic signature is not enough (Rt. 2010 s. 604), so this version is
 * printed and signed by hand; Avtalt records nothing of it.
 *
 * Pure: the page opens the result in a window and asks the browser to print it (or save it as a PDF).
 */

/** The note on the loan topic that offers this version (services/templates signing-notes.data.ts). */
export const GJELDSBREV_NOTE_ID = 'lan-ikke-tvangsgrunnlag';

/** The acceptance § 7-2 a asks for, with interest and costs named. */
export const ACCEPTANCE_TEXT =
  'Låntakeren vedtar at gjelden etter denne avtalen, med renter, forsinkelsesrenter og utenrettslige inndrivingskostnader, kan inndrives uten søksmål (tvangsfullbyrdelsesloven § 7-2 bokstav a).';

/** The witnesses' confirmation of the borrower's signature. */
export const WITNESS_TEXT =
  'Vi er begge myndige og bekrefter at låntakeren har skrevet under på dette gjeldsbrevet, eller har vedkjent seg underskriften, mens vi var til stede.';

const CSS = `
  @page { margin: 20mm; }
  body { font-family: Georgia, 'Times New Roman', 'DejaVu Serif', serif; color: #1f2328; max-width: 48rem; margin: 2rem auto; padding: 0 1rem; line-height: 1.5; }
  @media print { body { max-width: none; margin: 0; padding: 0; } }
  .gjeldsbrev { break-before: page; page-break-before: always; margin-top: 2em; }
  .gjeldsbrev h2 { font-size: 1.2em; }
  .gjeldsbrev .lines { display: grid; grid-template-columns: 1fr 1fr; gap: 3em 2em; margin: 3em 0 1.5em; }
  .gjeldsbrev .line { border-top: 1px solid #000; padding-top: 0.25em; font-size: 0.85em; min-height: 2.5em; }
  .gjeldsbrev .note { font-size: 0.85em; }
  @media print { .gjeldsbrev { margin-top: 0; } }
`;

const line = (label: string) => `<div class="line">${label}</div>`;
const signatureBlock = (heading: string, labels: string[]) =>
  `<h3>${heading}</h3><div class="lines">${labels.map(line).join('')}</div>`;

/** The gjeldsbrev section printed after the agreement's text. */
export function gjeldsbrevSection(): string {
  return [
    '<section class="gjeldsbrev" data-gjeldsbrev="">',
    '<h2>Gjeldsbrev</h2>',
    '<p>Låntakeren erkjenner å skylde långiveren lånebeløpet i låneavtalen over, med renter og kostnader etter avtalen, og skal betale det tilbake slik avtalen sier.</p>',
    `<p><strong>${ACCEPTANCE_TEXT}</strong></p>`,
    signatureBlock('Låntakerens underskrift', [
      'Sted og dato',
      'Underskrift',
      'Navn med blokkbokstaver',
      'Fødselsdato',
    ]),
    '<p class="note">Er dere flere låntakere, skriver hver av dere under på sin egen linje, og vitnene bekrefter hver underskrift.</p>',
    signatureBlock('Låntaker nr. 2 (hvis dere er flere)', [
      'Sted og dato',
      'Underskrift',
      'Navn med blokkbokstaver',
      'Fødselsdato',
    ]),
    '<h3>Vitner</h3>',
    `<p>${WITNESS_TEXT}</p>`,
    signatureBlock('Vitne 1', ['Underskrift', 'Navn med blokkbokstaver', 'Fødselsdato', 'Adresse']),
    signatureBlock('Vitne 2', ['Underskrift', 'Navn med blokkbokstaver', 'Fødselsdato', 'Adresse']),
    '<p class="note">Skriv ut gjeldsbrevet og signer det for hånd på papir: en elektronisk signatur er ikke nok til at gjeldsbrevet kan kreves inn uten søksmål. Vitnene må være myndige (18 år eller eldre). Långiveren tar vare på det underskrevne gjeldsbrevet.</p>',
    '</section>',
  ].join('');
}

/** What the printed gjeldsbrev is made of: the agreement's text as the page shows it (sanitized, its CSS scoped). */
export interface GjeldsbrevSource {
  /** The sanitized body of the final text (prepareLegalDocument). */
  bodyHtml: string;
  /** The style sheet the page shows the text with (legalDocumentCss of the scoped document CSS). */
  css: string;
  lang: string | null;
}

/**
 * A complete HTML document to print: the agreement's final text (sanitized, as the page shows it, so
 * nothing the page would not run is written into the print window) and the gjeldsbrev section after it.
 */
export function gjeldsbrevHtml(source: GjeldsbrevSource): string {
  const lang = source.lang && /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/.test(source.lang) ? source.lang : 'nb';
  return (
    `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><title>Gjeldsbrev</title>` +
    // A closing style tag in the CSS would end the element early; the scoped CSS has none, but make sure.
    `<style>${source.css.replace(/<\/style/gi, '')}</style><style>${CSS}</style></head>` +
    `<body><div class="legal-document">${source.bodyHtml}</div>${gjeldsbrevSection()}</body></html>`
  );
}
