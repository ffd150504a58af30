import { matchesPattern } from './route-preload.rules';
import { COMPARISON_PATTERN, comparisonAgreementId } from './server-render.rules';

describe('comparisonAgreementId', () => {
  const id = '0b6f3c52-6a0e-4d0e-9a55-0f8d2f7c1a10';

  it("gives the agreement of a comparison address", () => {
    expect(comparisonAgreementId(`/avtale/${id}/sammenligning`)).toBe(id);
    expect(comparisonAgreementId(`/avtale/${id}/sammenligning/`)).toBe(id);
    expect(comparisonAgreementId(`/avtale/${id.toUpperCase()}/sammenligning`)).toBe(id);
  });

  it('gives null for other addresses and ids that are not UUIDs', () => {
    expect(comparisonAgreementId(`/avtale/${id}`)).toBeNull();
    expect(comparisonAgreementId(`/avtale/${id}/ferdig`)).toBeNull();
    expect(comparisonAgreementId('/avtale/abc/sammenligning')).toBeNull();
    expect(comparisonAgreementId(`/avtale/${id}x/sammenligning`)).toBeNull();
    expect(comparisonAgreementId(`/x/avtale/${id}/sammenligning`)).toBeNull();
  });

  it("is an address of the frontend's pattern", () => {
    expect(matchesPattern(COMPARISON_PATTERN, `/avtale/${id}/sammenligning`)).toBe(true);
  });
});
