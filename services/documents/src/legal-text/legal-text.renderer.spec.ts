import type { LegalDocument } from '@avtalt/contracts';
import { LegalTextRenderer } from './legal-text.renderer';

const renderer = new LegalTextRenderer();

/** An older message: none of the issue-15 fields (kind, heading, term/dispute clause, details, roles, section, fact). */
const base: LegalDocument = {
  variant: 'completed',
  agreementId: '00000000-0000-4000-8000-000000000001',
  title: 'Vår samboeravtale',
  topic: 'Samboeravtale',
  description: 'Vi flytter sammen og vil avtale hvordan vi deler utgiftene.',
  date: '2026-11-22T10:00:00.000Z',
  parties: [{ name: 'Kari Nordmann' }, { name: 'Ola Hansen' }, { name: 'Per Berg' }],
  agreed: [
    { question: 'Skal husleien deles likt?', answer: true, clause: 'Partene deler husleien likt.' },
    { question: 'Skal dere ha felles konto?', answer: false, clause: null },
  ],
  notAgreed: [],
};

/** A realistic two-party loan: heading, roles, details, facts and three subjects. */
const loan: LegalDocument = {
  ...base,
  title: 'Lån til bil',
  topic: 'Lån mellom venner eller familie',
  description: 'Kari låner Ola penger til bruktbil.',
  kind: 'agreement',
  heading: 'Låneavtale',
  termClause: 'Avtalen gjelder til lånet er tilbakebetalt. Ingen av partene kan si den opp alene.',
  disputeClause: null,
  parties: [
    { name: 'Kari Nordmann', birthDate: '1980-03-01', address: 'Storgata 1, 0155 Oslo', roles: ['långiver'] },
    { name: 'Ola Hansen', birthDate: null, address: 'Kirkeveien 2, 0368 Oslo', roles: ['låntaker'] },
  ],
  agreed: [
    {
      question: 'Hvor mye lånes?',
      answer: '85 000 kr',
      clause: 'Lånebeløpet er 85 000 kr.',
      section: 'Lånet',
      fact: true,
    },
    { question: 'Gjeldsbrev?', answer: true, clause: 'Låntakeren signerer et gjeldsbrev.', section: 'Lånet' },
    {
      question: 'Rente?',
      answer: '3 %',
      clause: 'Lånet har en fast rente på 3 % per år.',
      section: 'Renter',
    },
    {
      question: 'Varsel?',
      answer: true,
      clause: 'Låntakeren varsler de andre partene før et avdrag uteblir.',
      section: 'Tilbakebetaling',
    },
    {
      question: 'Ekstra innbetaling?',
      answer: true,
      clause: 'Låntakeren kan betale ned raskere.',
      section: 'Lånet',
    },
    {
      question: 'Når ble pengene utbetalt?',
      answer: '1. desember 2026',
      clause: 'Pengene ble utbetalt 1. desember 2026.',
      section: 'Lånet',
      fact: true,
    },
  ],
};

const plan: LegalDocument = {
  ...base,
  kind: 'plan',
  heading: 'Husholdningsplan',
  title: 'Husarbeid hjemme',
  topic: 'Husarbeid i hjemmet',
  parties: [
    { name: 'Kari Nordmann', birthDate: '1980-03-01', address: 'Storgata 1', roles: ['eier'] },
    { name: 'Ola Hansen' },
  ],
  agreed: [
    { question: 'a', answer: true, clause: 'Oppgavene rullerer hver uke.', section: 'Fordeling' },
    { question: 'b', answer: true, clause: 'Den som lager middag, slipper oppvasken.', section: 'Kjøkken' },
    { question: 'c', answer: true, clause: 'Planen tas opp igjen hver måned.' },
  ],
};

/** The visible text: tags become spaces, the CSS is dropped. */
const text = (html: string) =>
  html
    .replace(/<style>[\s\S]*?<\/style>/, '')
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
/** The section headings in order, as printed ('1 Parter'). */
const headings = (html: string) => [...html.matchAll(/<h2>([\s\S]*?)<\/h2>/g)].map((m) => text(m[1]).trim());
/** The numbered clauses in order: [number, text]. */
const clauses = (html: string) =>
  [
    ...html.matchAll(/<li><span class="number">([^<]+) <\/span><span class="text">([^<]*)<\/span><\/li>/g),
  ].map((m) => [m[1], m[2]]);

describe('legal text: a completed agreement', () => {
  it('renders an older message without the new fields in the new structure with the defaults', () => {
    const html = renderer.render(base);
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('<h1>Avtale</h1>');
    expect(html).toContain('<p class="subtitle">Vår samboeravtale</p>');
    expect(headings(html)).toEqual([
      '1 Parter',
      '2 Bakgrunn',
      '3 Avtalepunkter',
      '4 Varighet og opphør',
      '5 Endringer',
      '6 Lovvalg og tvister',
      'Underskrifter',
    ]);
    expect(clauses(html).slice(0, 2)).toEqual([
      ['3.1', 'Partene deler husleien likt.'],
      ['3.2', 'Partene har svart nei på spørsmålet «Skal dere ha felles konto?».'],
    ]);
    const body = text(html);
    expect(body).toContain(
      'Avtalen er mellom: Kari Nordmann Ola Hansen Per Berg heretter hver for seg kalt «part» og sammen kalt «partene».',
    );
    expect(body).toContain('2 Bakgrunn Vi flytter sammen og vil avtale hvordan vi deler utgiftene.');
    expect(body).not.toContain('Formål');
    expect(body).not.toContain('§ 1');
  });

  it('prints the final sections: the general term clause, changes in writing, Norwegian law and the dispute ladder', () => {
    const html = renderer.render(base);
    expect(clauses(html).slice(2)).toEqual([
      [
        '4.1',
        'Avtalen gjelder til partene skriftlig blir enige om å avslutte eller endre den, eller til den opphører etter sine egne bestemmelser eller etter loven. Ingen av partene kan si den opp alene. Det som allerede er oppgjort etter avtalen, står ved lag.',
      ],
      ['5.1', 'Endringer i og tillegg til avtalen skal være skriftlige og godkjent av alle partene.'],
      [
        '5.2',
        'Blir en bestemmelse i avtalen kjent ugyldig eller satt til side, gjelder avtalen for øvrig fortsatt.',
      ],
      ['6.1', 'Avtalen er underlagt norsk rett.'],
      [
        '6.2',
        'Oppstår det uenighet om hvordan avtalen skal forstås eller gjennomføres, skal partene først forsøke å løse den gjennom forhandlinger i god tro. Fører ikke forhandlingene fram, kan hver av partene bringe saken inn for de alminnelige domstolene. En tvist om penger eller andre formuesverdier skal som hovedregel først behandles i forliksrådet (tvisteloven §\u00a06-2).',
      ],
    ]);
    // No general right for one party to end it, which would cancel a no-sale period or a repayment plan.
    expect(text(html)).not.toMatch(/sies opp (skriftlig )?av en av partene/);
  });

  it("uses the topic's own term and dispute clauses instead of the general ones", () => {
    const html = renderer.render({
      ...base,
      termClause: 'Avtalen gjelder til barna fyller 18 år.',
      disputeClause:
        'Før saken bringes inn for retten, skal foreldrene møte til mekling ved et familievernkontor.',
    });
    const all = clauses(html);
    expect(all).toContainEqual(['4.1', 'Avtalen gjelder til barna fyller 18 år.']);
    expect(all).toContainEqual(['6.1', 'Avtalen er underlagt norsk rett.']);
    expect(all).toContainEqual([
      '6.2',
      'Før saken bringes inn for retten, skal foreldrene møte til mekling ved et familievernkontor.',
    ]);
    expect(text(html)).not.toContain('forliksrådet');
    expect(text(html)).not.toContain('Ingen av partene kan si den opp alene');
  });

  it('says when the content was agreed and that it is entered into when signed, then one signature block per party', () => {
    const html = renderer.render(base);
    const body = text(html);
    expect(body).toContain(
      'Underskrifter Partene ble enige om innholdet i avtalen 22. november 2026. Avtalen er inngått når alle partene har signert den. Avtalen signeres av alle partene, og hver part får et eksemplar av den signerte avtalen.',
    );
    expect(body).not.toContain('er inngått 22. november');
    expect(body).not.toContain('har fått sitt eksemplar');
    expect((html.match(/class="signature"/g) ?? []).length).toBe(3);
    expect((body.match(/Sted og dato/g) ?? []).length).toBe(3);
  });

  it('puts the heading, the parties with date of birth, address and roles, and the two-party definition', () => {
    const html = renderer.render(loan);
    expect(html).toContain('<h1>Låneavtale</h1>');
    expect(html).toContain('<p class="subtitle">Lån til bil</p>');
    expect(html).not.toContain('Lån mellom venner eller familie');
    const body = text(html);
    expect(body).toContain(
      '1 Parter Avtalen er mellom: Kari Nordmann , født 1. mars 1980, Storgata 1, 0155 Oslo (långiver) Ola Hansen , Kirkeveien 2, 0368 Oslo (låntaker) heretter hver for seg kalt «part» og sammen kalt «partene».',
    );
    // The signature captions name the role too.
    expect(html).toContain('<div class="caption">Kari Nordmann (långiver)</div>');
    expect(html).toContain('<div class="caption">Ola Hansen (låntaker)</div>');
  });

  it('prints facts as plain sentences under Bakgrunn, never as numbered clauses', () => {
    const html = renderer.render(loan);
    expect(text(html)).toContain(
      '2 Bakgrunn Kari låner Ola penger til bruktbil. Lånebeløpet er 85 000 kr. Pengene ble utbetalt 1. desember 2026.',
    );
    const numbered = clauses(html).map(([, clause]) => clause);
    expect(numbered).not.toContain('Lånebeløpet er 85 000 kr.');
    expect(numbered).not.toContain('Pengene ble utbetalt 1. desember 2026.');
  });

  it('groups clauses by subject in the order subjects first appear, numbered from 3 with n.1, n.2', () => {
    const html = renderer.render(loan);
    expect(headings(html)).toEqual([
      '1 Parter',
      '2 Bakgrunn',
      '3 Lånet',
      '4 Renter',
      '5 Tilbakebetaling',
      '6 Varighet og opphør',
      '7 Endringer',
      '8 Lovvalg og tvister',
      'Underskrifter',
    ]);
    expect(clauses(html).slice(0, 4)).toEqual([
      ['3.1', 'Låntakeren signerer et gjeldsbrev.'],
      ['3.2', 'Låntakeren kan betale ned raskere.'],
      ['4.1', 'Lånet har en fast rente på 3 % per år.'],
      ['5.1', 'Låntakeren varsler den andre parten før et avdrag uteblir.'],
    ]);
    expect(clauses(html)).toContainEqual([
      '6.1',
      'Avtalen gjelder til lånet er tilbakebetalt. Ingen av partene kan si den opp alene.',
    ]);
  });

  it("puts points without a subject last, under 'Andre avtalepunkter'", () => {
    const html = renderer.render({
      ...loan,
      agreed: [{ question: 'x', answer: true, clause: 'Uten emne.' }, ...loan.agreed],
    });
    expect(headings(html).slice(2, 6)).toEqual([
      '3 Lånet',
      '4 Renter',
      '5 Tilbakebetaling',
      '6 Andre avtalepunkter',
    ]);
    expect(clauses(html)).toContainEqual(['6.1', 'Uten emne.']);
  });

  it('omits Bakgrunn when there is neither a description nor a fact, and numbers the subjects from 2', () => {
    const html = renderer.render({ ...base, description: '  ' });
    expect(headings(html).slice(0, 2)).toEqual(['1 Parter', '2 Avtalepunkter']);
    expect(clauses(html)[0]).toEqual(['2.1', 'Partene deler husleien likt.']);
  });

  it("words every clause, fact and general sentence for two parties: 'den andre parten', 'begge partene'", () => {
    const html = renderer.render({
      ...loan,
      agreed: [
        { question: 'f', answer: true, clause: 'Alle partene eier bilen sammen.', fact: true },
        {
          question: 'v',
          answer: true,
          clause: 'Den som flytter, varsler de andre partene.',
          section: 'Bolig',
        },
      ],
    });
    const body = text(html);
    expect(body).toContain('Begge partene eier bilen sammen.');
    expect(body).toContain('Den som flytter, varsler den andre parten.');
    expect(body).toContain(
      'Endringer i og tillegg til avtalen skal være skriftlige og godkjent av begge partene.',
    );
    expect(body).toContain('Avtalen er inngått når begge partene har signert den.');
    expect(body).toContain('Avtalen signeres av begge partene');
    expect(body).not.toMatch(/alle partene|de andre partene/i);
    // Three parties keep the plural.
    expect(text(renderer.render(base))).toContain('godkjent av alle partene');
  });
});

describe('legal text: partial agreement and protocol', () => {
  it('keeps the heading, says above it that it is partial, lists the open points and says what binds', () => {
    const html = renderer.render({
      ...loan,
      variant: 'partial',
      notAgreed: [{ question: 'Skal lånet sikres med pant?' }],
    });
    expect(html).toContain('<p class="eyebrow">Delvis avtale</p>');
    expect(html).toContain('<h1>Låneavtale</h1>');
    expect(headings(html)).toEqual([
      '1 Parter',
      '2 Bakgrunn',
      '3 Lånet',
      '4 Renter',
      '5 Tilbakebetaling',
      '6 Punkter som ennå ikke er avtalt',
      '7 Varighet og opphør',
      '8 Endringer',
      '9 Lovvalg og tvister',
      'Underskrifter',
    ]);
    const body = text(html);
    expect(body).toContain(
      'Dette er en delvis avtale. Punktene under punkt 6 er ennå ikke avtalt og binder ingen. Signerer begge partene denne teksten, er de bundet av resten av avtalen, også om punktene under punkt 6 aldri blir avtalt.',
    );
    expect(body).toContain('6 Punkter som ennå ikke er avtalt Skal lånet sikres med pant?');
    expect(body).toContain(
      'Teksten viser hva partene var enige om 22. november 2026. Den er ikke en fullstendig avtale.',
    );
  });

  it("keeps 'Delvis avtale' as the heading when the topic has none", () => {
    const html = renderer.render({
      ...base,
      variant: 'partial',
      notAgreed: [{ question: 'Skal dere ha katt?' }],
    });
    expect(html).toContain('<h1>Delvis avtale</h1>');
    expect(html).not.toContain('class="eyebrow"');
  });

  it('renders the protocol of a disagreement without final sections and without the signing sentence', () => {
    const html = renderer.render({
      ...loan,
      variant: 'disagreement',
      notAgreed: [{ question: 'Skal lånet sikres med pant?' }],
    });
    expect(html).toContain('<h1>Protokoll – Låneavtale</h1>');
    expect(headings(html)).toEqual([
      '1 Parter',
      '2 Bakgrunn',
      '3 Lånet',
      '4 Renter',
      '5 Tilbakebetaling',
      '6 Punkter partene ikke ble enige om',
      'Underskrifter',
    ]);
    const body = text(html);
    expect(body).toContain('Protokollen gjelder forhandlingene mellom:');
    expect(body).toContain('Partene har ikke kommet til enighet');
    expect(body).toContain('Protokollen ble laget 22. november 2026.');
    expect(body).not.toMatch(/Varighet og opphør|Lovvalg|norsk rett|forliksrådet|hver part får et eksemplar/);
    expect(
      text(renderer.render({ ...base, variant: 'disagreement', notAgreed: [{ question: 'Katt?' }] })),
    ).toContain('3 Punkter partene ble enige om');
  });
});

describe('legal text: a plan', () => {
  it('has the heading, the participants by name only, the notice and headed lists without clause numbers', () => {
    const html = renderer.render(plan);
    expect(html).toContain('<h1>Husholdningsplan</h1>');
    expect(headings(html)).toEqual(['Deltakere', 'Bakgrunn', 'Fordeling', 'Kjøkken', 'Andre punkter']);
    expect(clauses(html)).toEqual([]);
    const body = text(html);
    expect(body).toContain(
      'Dette er en plan for hvordan deltakerne fordeler oppgavene seg imellom. Den er ikke en juridisk bindende avtale, og deltakerne kan endre den når de blir enige om det.',
    );
    expect(body).toContain('Deltakere Planen gjelder: Kari Nordmann Ola Hansen Bakgrunn');
    expect(body).toContain(
      'Fordeling Oppgavene rullerer hver uke. Kjøkken Den som lager middag, slipper oppvasken.',
    );
    expect(html).toMatch(/<ul class="items">\s*<li>Oppgavene rullerer hver uke\.<\/li>/);
    // Names only: no date of birth, address or role.
    expect(body).not.toMatch(/født|Storgata|eier|«partene»/);
  });

  it('has no legal final sections, no signature lines and says only when it was made', () => {
    const html = renderer.render(plan);
    const body = text(html);
    expect(html).not.toContain('class="signature"');
    expect(body).not.toMatch(
      /Underskrifter|Sted og dato|signer|Varighet og opphør|Endringer|norsk rett|forliksrådet/,
    );
    expect(body).toContain('Planen ble laget 22. november 2026.');
  });

  it("is called 'Plan' without a heading of its own, and a partial plan lists what is still open", () => {
    const html = renderer.render({
      ...plan,
      heading: null,
      variant: 'partial',
      notAgreed: [{ question: 'Hvem vasker badet?' }],
    });
    expect(html).toContain('<p class="eyebrow">Ikke ferdig plan</p>');
    expect(html).toContain('<h1>Plan</h1>');
    expect(text(html)).toContain('Punkter deltakerne ennå ikke er enige om Hvem vasker badet?');
    expect(html).not.toContain('class="signature"');
  });
});

describe('legal text: headings and escaping', () => {
  it('never prints the title twice: no subtitle that repeats the heading, no topic the title already names', () => {
    expect(renderer.render({ ...loan, title: 'låneavtale' })).not.toContain('class="subtitle"');
    const old = renderer.render({ ...base, title: 'Samboeravtale Kari og Ola', topic: 'Samboeravtale' });
    expect(old).toContain('<p class="subtitle">Samboeravtale Kari og Ola</p>');
    expect(old).not.toContain('· Samboeravtale');
    // An older message whose title does not name the topic still shows it, as before.
    expect(renderer.render({ ...base, title: 'Kari og Ola' })).toContain(
      '<p class="subtitle">Kari og Ola · Samboeravtale</p>',
    );
  });

  it('escapes user text: <script> and & in title, heading, names, addresses, roles, description, facts, sections, answers and open points', () => {
    const evil = '<script>alert(1)</script> & co';
    const html = renderer.render({
      ...loan,
      variant: 'partial',
      title: evil,
      heading: `${evil} avtale`,
      description: `"><iframe src="https://evil.example"> ${evil}`,
      parties: [
        { name: '<img src=x onerror=alert(1)>', address: evil, roles: [evil] },
        { name: 'Ola & Co', birthDate: evil },
      ],
      agreed: [
        { question: '<b>Fet?</b>', answer: true, clause: null, section: evil },
        { question: 'f', answer: evil, clause: `Bilen heter ${evil}.`, fact: true },
      ],
      notAgreed: [{ question: evil }],
    });
    expect(html).not.toMatch(/<script>alert/);
    expect(html).not.toMatch(/<img /);
    expect(html).not.toMatch(/<iframe/);
    expect(html).not.toMatch(/<b>Fet/);
    expect(html).not.toContain('src="https');
    expect(html).toContain('<h1>&lt;script&gt;alert(1)&lt;/script&gt; &amp; co avtale</h1>');
    expect(html).toContain('&lt;img src&#x3D;x onerror&#x3D;alert(1)&gt;');
    expect(html).toContain(
      '<strong>Ola &amp; Co</strong><span class="party-details">, født &lt;script&gt;alert(1)&lt;/script&gt; &amp; co',
    );
    // The dates of birth and addresses are marked so that readers who are not parties get the text without them.
    expect(html).toMatch(/<span class="party-details">[^<]*<\/span>/);
    expect(html).toContain('(&lt;script&gt;alert(1)&lt;/script&gt; &amp; co)');
    expect(html).toContain('<p>Bilen heter &lt;script&gt;alert(1)&lt;/script&gt; &amp; co.</p>');
    expect(html).toContain('<li>&lt;script&gt;alert(1)&lt;/script&gt; &amp; co</li>');
    expect(html).toContain('<title>&lt;script&gt;alert(1)&lt;/script&gt; &amp; co</title>');
    expect(clauses(html)).toContainEqual([
      '3.1',
      'Partene har svart ja på spørsmålet «&lt;b&gt;Fet?&lt;/b&gt;?».',
    ]);
    expect(headings(html)).toContain('3 &lt;script&gt;alert(1)&lt;/script&gt; &amp; co');
  });

  it('escapes a typed answer filled into a clause or shown in the sentence', () => {
    const html = renderer.render({
      ...base,
      agreed: [
        {
          question: 'Hva heter båten?',
          answer: '<script>alert(1)</script>',
          clause: 'Båten heter <script>alert(1)</script>.',
        },
        { question: 'Hvem står på leiekontrakten?', answer: '<b>Kari</b>', clause: null },
      ],
    });
    expect(html).not.toMatch(/<script>alert|<b>Kari/);
    expect(clauses(html).slice(0, 2)).toEqual([
      ['3.1', 'Båten heter &lt;script&gt;alert(1)&lt;/script&gt;.'],
      ['3.2', 'Partene har svart «&lt;b&gt;Kari&lt;/b&gt;» på spørsmålet «Hvem står på leiekontrakten?».'],
    ]);
  });

  it('renders typed answers: the clause with the value filled in, the sentence with the value for one without', () => {
    const html = renderer.render({
      ...base,
      agreed: [
        {
          question: 'Hvor mye er husleien?',
          answer: '12\u00a0000\u00a0kr',
          clause: 'Husleien er 12\u00a0000\u00a0kr per måned.',
        },
        { question: 'Fra hvilken dato?', answer: '1. mars 2027', clause: null },
      ],
    });
    expect(
      clauses(html)
        .slice(0, 2)
        .map(([n, t]) => [n, t.replace(/\u00a0/g, ' ')]),
    ).toEqual([
      ['3.1', 'Husleien er 12 000 kr per måned.'],
      ['3.2', 'Partene har svart «1. mars 2027» på spørsmålet «Fra hvilken dato?».'],
    ]);
  });

  it('is self-contained: no remote fonts, scripts or images, for every variant and kind', () => {
    for (const doc of [
      base,
      loan,
      plan,
      { ...loan, variant: 'partial' as const },
      { ...plan, variant: 'disagreement' as const },
    ]) {
      const html = renderer.render(doc);
      expect(html).not.toMatch(/https?:\/\//);
      expect(html).not.toMatch(/<script|<link|<img/);
    }
  });
});
