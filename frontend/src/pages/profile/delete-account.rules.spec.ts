import { erasureLine } from './delete-account.rules';

const base = { agreementId: '0b7e5a8c-3f4d-4e21-9a6b-5c2d1e0f9a8b', title: 'Hytta' };

describe('what the deletion dialog says of each agreement', () => {
  it('says deleted, «Tidligere deltaker», or kept for the others until a date in Oslo', () => {
    expect(erasureLine({ ...base, outcome: 'deleted', keptUntil: null })).toBe('slettes: ingen andre er med');
    expect(erasureLine({ ...base, outcome: 'anonymised', keptUntil: null })).toBe(
      'du står som «Tidligere deltaker»',
    );
    expect(erasureLine({ ...base, outcome: 'kept', keptUntil: '2036-03-01T23:30:00.000Z' })).toBe(
      'signert: beholdes for de andre til 2. mars 2036',
    );
  });
});
