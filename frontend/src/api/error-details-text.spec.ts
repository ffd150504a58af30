import { apiErrorDetailsText } from './error-details-text';
import { ApiError } from './http';

describe('apiErrorDetailsText', () => {
  it('reads text details, field issues and other details as one line', () => {
    expect(apiErrorDetailsText(new ApiError(502, '{"message":"x","details":" Tidsavbrudd "}', ''))).toBe(
      'Tidsavbrudd',
    );
    const issues = JSON.stringify({
      message: 'x',
      details: [
        { path: 'count', message: 'For mange' },
        { path: '', message: 'Feil' },
      ],
    });
    expect(apiErrorDetailsText(new ApiError(400, issues, ''))).toBe('count: For mange; Feil');
    expect(apiErrorDetailsText(new ApiError(500, '{"message":"x","details":{"code":7}}', ''))).toBe(
      '{"code":7}',
    );
  });

  it('is null without details', () => {
    expect(apiErrorDetailsText(new ApiError(500, '{"message":"x"}', ''))).toBeNull();
    expect(apiErrorDetailsText(new ApiError(500, '{"message":"x","details":[]}', ''))).toBeNull();
    expect(apiErrorDetailsText(new TypeError('Failed to fetch'))).toBeNull();
  });
});
