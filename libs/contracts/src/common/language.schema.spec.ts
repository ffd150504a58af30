import { languageBodySchema, pickLanguage } from './language.schema';

describe('pickLanguage', () => {
  it('takes a known cookie first, whatever the browser says', () => {
    expect(pickLanguage('nn', 'en-GB,en;q=0.9')).toBe('nn');
    expect(pickLanguage('sv', 'en-GB')).toBe('en');
  });

  it('follows Accept-Language by its weights, with no and nb-NO as bokmål', () => {
    expect(pickLanguage(undefined, 'nn-NO,nn;q=0.9,nb;q=0.8')).toBe('nn');
    expect(pickLanguage(undefined, 'de-DE,en;q=0.5,nb;q=0.7')).toBe('nb');
    expect(pickLanguage(undefined, 'no')).toBe('nb');
    expect(pickLanguage(undefined, 'en-US')).toBe('en');
    expect(pickLanguage(undefined, 'en;q=0, nn;q=0.1')).toBe('nn');
    expect(pickLanguage(null, ['en-GB', 'nb'])).toBe('en');
  });

  it('falls back to bokmål', () => {
    expect(pickLanguage(undefined, undefined)).toBe('nb');
    expect(pickLanguage(undefined, 'de, fr;q=0.8')).toBe('nb');
    expect(pickLanguage(undefined, ';;,q=')).toBe('nb');
  });
});

describe('languageBodySchema', () => {
  it('takes one of the three and says so in Norwegian otherwise', () => {
    expect(languageBodySchema.parse({ language: 'en' })).toEqual({ language: 'en' });
    const refused = languageBodySchema.safeParse({ language: 'sv' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0].message).toBe('Velg bokmål, nynorsk eller English');
  });
});
