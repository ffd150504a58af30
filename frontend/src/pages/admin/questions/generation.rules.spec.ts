import { ApiError } from '../../../api/http';
import { generationFailureText, generationSuccessText } from './generation.rules';

describe('generationFailureText', () => {
  it('is the fixed text without details', () => {
    expect(generationFailureText(new ApiError(502, '{"message":"Generatoren svarte ikke"}', ''))).toBe(
      'Kunne ikke regenerere spørsmål. Prøv igjen senere.',
    );
    expect(generationFailureText(new TypeError('Failed to fetch'))).toBe(
      'Kunne ikke regenerere spørsmål. Prøv igjen senere.',
    );
  });

  it("is the server's message and its details when there are details", () => {
    const body = JSON.stringify({
      message: 'Generering feilet',
      details: 'Modellen svarte med ugyldig JSON',
    });
    expect(generationFailureText(new ApiError(502, body, ''))).toBe(
      'Generering feilet Detaljer: Modellen svarte med ugyldig JSON',
    );
  });

  it('lists field issues as details', () => {
    const body = JSON.stringify({
      message: 'Ugyldig forespørsel',
      details: [{ path: 'count', message: 'For mange' }],
    });
    expect(generationFailureText(new ApiError(400, body, ''))).toBe(
      'Ugyldig forespørsel Detaljer: count: For mange',
    );
  });
});

describe('generationSuccessText', () => {
  it('names the count and the topic', () => {
    expect(generationSuccessText(10, 'Samboerskap')).toBe(
      '10 nye spørsmål har blitt generert for Samboerskap',
    );
  });
});
