import { legalTextFor, withoutPartyDetails } from './party-details-privacy.rules';

const html =
  '<ul class="parties"><li><strong>Kari Nordmann</strong><span class="party-details">, født 1. mars 1980, Storgata 1</span> (långiver)</li>' +
  '<li><strong>Ola Hansen</strong><span class="party-details">, født 20. november 1983</span> (låntaker)</li></ul>' +
  '<p>Lånet er på 150&nbsp;000 kr.</p>';

describe('party details in the legal text', () => {
  it('gives a party the whole text', () => {
    expect(legalTextFor(html, true)).toBe(html);
  });

  it('gives anyone else the text without dates of birth and addresses, names and roles kept', () => {
    const text = legalTextFor(html, false);
    expect(text).not.toMatch(/født|Storgata|1980|1983/);
    expect(text).toContain('<strong>Kari Nordmann</strong> (långiver)');
    expect(text).toContain('<strong>Ola Hansen</strong> (låntaker)');
    expect(text).toContain('Lånet er på 150&nbsp;000 kr.');
  });

  it('does not touch escaped user text that looks like the marker', () => {
    const escaped = '<p>&lt;span class=&quot;party-details&quot;&gt;x&lt;/span&gt;</p>';
    expect(withoutPartyDetails(escaped)).toBe(escaped);
  });
});
