import type { LegalDocument } from '@avtalt/contracts';
import { LegalTextRenderer } from './legal-text.renderer';
import { clauseText, norwegianDate } from './legal-text.rules';

const renderer = new LegalTextRenderer();
const base: LegalDocument = {
  variant: 'completed',
  agreementId: '00000000-0000-4000-8000-000000000001',
  title: 'Vår samboeravtale',
  topic: 'Samboeravtale',
  description: 'Vi flytter sammen og vil avtale hvordan vi deler utgiftene.',
  date: '2026-11-22T10:00:00.000Z',
  parties: [{ name: 'Kari Nordmann' }, { name: 'Ola Hansen' }],
  agreed: [
    { question: 'Skal husleien deles likt?', answer: true, clause: 'Partene deler husleien likt.' },
    { question: 'Skal dere ha felles konto?', answer: false, clause: null },
  ],
  notAgreed: [],
};

const text = (html: string) => html.replace(/<style>[\s\S]*?<\/style>/, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('legal text', () => {
  it('renders a completed agreement: parties, date, purpose, numbered clauses, general clauses and signatures', () => {
    const html = renderer.render(base);
    const body = text(html);
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(body).toContain('Avtale');
    expect(body).toContain('Kari Nordmann');
    expect(body).toContain('Ola Hansen');
    // Nobody has signed when the text is made: it says when the content was agreed, not that it was entered into.
    expect(body).toContain('Partene ble enige om innholdet i avtalen 22. november 2026. Avtalen er inngått når alle partene har signert den.');
    expect(body).not.toContain('er inngått 22. november');
    expect(body).toContain('Formål');
    expect(body).toContain('§ 1 Partene deler husleien likt.');
    expect(body).toContain('§ 2 Partene har svart nei på spørsmålet «Skal dere ha felles konto?».');
    expect(body).toContain('§ 3 Endringer i avtalen skal være skriftlige og godkjent av alle partene.');
    expect(body).toContain('Avtalen signeres av alle partene, og hver part får et eksemplar av den signerte avtalen.');
    // No general right for one party to end it, which would cancel a no-sale period or a repayment plan.
    expect(body).toContain('Ingen av partene kan si den opp alene.');
    expect(body).not.toContain('sies opp skriftlig av en av partene');
    expect(body).not.toContain('har fått sitt eksemplar');
    expect((html.match(/class="signature"/g) ?? []).length).toBe(2);
    expect(body).toContain('Sted og dato');
  });

  it('renders the partial variant with the points not yet agreed', () => {
    const body = text(renderer.render({ ...base, variant: 'partial', notAgreed: [{ question: 'Skal dere ha katt?' }] }));
    expect(body).toContain('Delvis avtale');
    expect(body).toContain('Teksten viser hva partene var enige om 22. november 2026. Den er ikke en fullstendig avtale.');
    expect(body).toContain('Punkter som ennå ikke er avtalt');
    expect(body).toContain('Skal dere ha katt?');
  });

  it('renders the protocol of a disagreement without the general clauses', () => {
    const body = text(renderer.render({ ...base, variant: 'disagreement', notAgreed: [{ question: 'Skal dere ha katt?' }] }));
    expect(body).toContain('Protokoll');
    expect(body).toContain('Protokollen ble laget 22. november 2026.');
    expect(body).toContain('Partene har ikke kommet til enighet');
    expect(body).toContain('Punkter partene ble enige om');
    expect(body).toContain('Punkter partene ikke ble enige om');
    expect(body).not.toContain('Alminnelige bestemmelser');
  });

  it('escapes user text: a <script> in a title, name or answer stays text', () => {
    const html = renderer.render({
      ...base,
      title: '<script>alert(1)</script>',
      parties: [{ name: '<img src=x onerror=alert(1)>' }],
      agreed: [{ question: '<b>Fet?</b>', answer: true, clause: null }],
      description: '"><iframe src="https://evil.example">',
    });
    expect(html).not.toMatch(/<script>alert/);
    expect(html).not.toMatch(/<img /);
    expect(html).not.toMatch(/<iframe/);
    expect(html).not.toMatch(/<b>Fet/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;img src&#x3D;x onerror&#x3D;alert(1)&gt;');
  });

  it('escapes a typed answer: a <script> in a text answer, filled into a clause or shown in the sentence, stays text', () => {
    const html = renderer.render({
      ...base,
      agreed: [
        { question: 'Hva heter båten?', answer: '<script>alert(1)</script>', clause: 'Båten heter <script>alert(1)</script>.' },
        { question: 'Hvem står på leiekontrakten?', answer: '<b>Kari</b>', clause: null },
      ],
    });
    expect(html).not.toMatch(/<script>alert/);
    expect(html).not.toMatch(/<b>Kari/);
    const body = text(html);
    expect(body).toContain('§ 1 Båten heter &lt;script&gt;alert(1)&lt;/script&gt;.');
    expect(body).toContain('§ 2 Partene har svart «&lt;b&gt;Kari&lt;/b&gt;» på spørsmålet «Hvem står på leiekontrakten?».');
  });

  it('renders typed answers: the clause with the value filled in, and the sentence with the value for one without', () => {
    const body = text(
      renderer.render({
        ...base,
        agreed: [
          { question: 'Hvor mye er husleien?', answer: '12\u00a0000\u00a0kr', clause: 'Husleien er 12\u00a0000\u00a0kr per måned.' },
          { question: 'Fra hvilken dato?', answer: '1. mars 2027', clause: null },
        ],
      }),
    ).replace(/\u00a0/g, ' ');
    expect(body).toContain('§ 1 Husleien er 12 000 kr per måned.');
    expect(body).toContain('§ 2 Partene har svart «1. mars 2027» på spørsmålet «Fra hvilken dato?».');
  });

  it('is self-contained: no remote fonts, scripts or images', () => {
    const html = renderer.render(base);
    expect(html).not.toMatch(/https?:\/\//);
    expect(html).not.toMatch(/<script|<link|<img/);
  });
});

describe('rules', () => {
  it('formats dates as d. MMMM yyyy in Norwegian', () => {
    expect(norwegianDate('2026-01-05T12:00:00Z')).toBe('5. januar 2026');
    expect(norwegianDate('2026-12-31T22:30:00Z')).toBe('31. desember 2026');
  });

  it('builds a sentence for a question without clause text', () => {
    expect(clauseText({ question: 'Skal dere dele bil??', answer: true, clause: null })).toBe('Partene har svart ja på spørsmålet «Skal dere dele bil?».');
    expect(clauseText({ question: 'X?', answer: false, clause: '  Partene deler bil.  ' })).toBe('Partene deler bil.');
  });

  it('builds a sentence with a typed answer for a question without clause text', () => {
    expect(clauseText({ question: 'Hvor mye er husleien?', answer: '12 000 kr', clause: null })).toBe(
      'Partene har svart «12 000 kr» på spørsmålet «Hvor mye er husleien?».',
    );
    expect(clauseText({ question: 'Hvordan deles husleien', answer: 'Likt', clause: '  ' })).toBe(
      'Partene har svart «Likt» på spørsmålet «Hvordan deles husleien?».',
    );
    expect(clauseText({ question: 'Hvor mye?', answer: '12 000 kr', clause: 'Husleien er 12 000 kr.' })).toBe('Husleien er 12 000 kr.');
  });
});
